/** The heading and empty state shared by the inbox pages. */
export function InboxHeading({ title, total, children }: { title: string; total: number; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-3xl font-bold text-ink">
        {title} <span className="text-xl font-normal text-muted">({total})</span>
      </h1>
      {children}
    </div>
  );
}

export function InboxEmpty({ children }: { children: React.ReactNode }) {
  return (
    <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">{children}</p>
  );
}

/** "FR" beside what a visitor sent from the French edition (decision 0801); nothing for English. */
export function LanguageMark({ language, title = "Sent in French" }: { language: string; title?: string }) {
  if (language !== "fr") return null;
  return (
    <>
      {" "}
      <abbr title={title} className="rounded bg-blue-100 px-1.5 py-0.5 text-xs font-semibold text-blue-900 no-underline">
        FR
      </abbr>
    </>
  );
}

/** The inbox lists' "Language" filter: a GET form, so the list's address says what it shows. */
export function LanguageFilter({ label, language }: { label: string; language: string | undefined }) {
  return (
    <form method="get" role="search" aria-label={label} className="mt-4 flex flex-wrap items-end gap-3">
      <LanguageSelect id="inbox-language" language={language} />
      <button type="submit" className="btn-outline">
        Filter
      </button>
    </form>
  );
}

/** A list filter's "Language" field (`language`: all, en or fr), labelled; the staff lists' one source for it. */
export function LanguageSelect({
  id,
  language,
  all = "All",
  labelClassName = "block text-sm font-medium text-ink",
  selectClassName = "rounded-lg border border-slate-300 px-3 py-2",
}: {
  id: string;
  language: string | undefined;
  all?: string;
  labelClassName?: string;
  selectClassName?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        Language
      </label>
      <select id={id} name="language" defaultValue={language ?? ""} className={selectClassName}>
        <option value="">{all}</option>
        <option value="en">English</option>
        <option value="fr">French</option>
      </select>
    </div>
  );
}
