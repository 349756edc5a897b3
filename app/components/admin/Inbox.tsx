import { CHANNELS, HEARD_ABOUT } from "~/lib/enquiry-sources";

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

/** The inbox lists' "Language" and "Source" filters: a GET form, so the list's address says what it shows. */
export function LanguageFilter({ label, language, channel }: { label: string; language: string | undefined; channel: string | undefined }) {
  return (
    <form method="get" role="search" aria-label={label} className="mt-4 flex flex-wrap items-end gap-3">
      <LanguageSelect id="inbox-language" language={language} />
      <SourceSelect id="inbox-source" channel={channel} />
      <button type="submit" className="btn-outline">
        Filter
      </button>
    </form>
  );
}

/** The query of a filtered list's other pages: the filters that are set. */
export function filterSearch(filters: Record<string, string | undefined>): URLSearchParams {
  return new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

interface FilterSelectLook {
  all?: string;
  labelClassName?: string;
  selectClassName?: string;
}

/** A list filter's labelled select: "All" (no filter) then the choices; the staff lists' one source for it. */
function FilterSelect({
  id,
  name,
  label,
  value,
  options,
  all = "All",
  labelClassName = "block text-sm font-medium text-ink",
  selectClassName = "rounded-lg border border-slate-300 px-3 py-2",
}: FilterSelectLook & { id: string; name: string; label: string; value: string | undefined; options: readonly { value: string; label: string }[] }) {
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={selectClassName}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const LANGUAGE_OPTIONS = [
  { value: "en", label: "English" },
  { value: "fr", label: "French" },
];

/** A list filter's "Language" field (`language`: all, en or fr). */
export function LanguageSelect({ language, ...look }: FilterSelectLook & { id: string; language: string | undefined }) {
  return <FilterSelect name="language" label="Language" value={language} options={LANGUAGE_OPTIONS} {...look} />;
}

/** A list filter's "Source" field (`source`: a channel of app/lib/enquiry-sources.ts, decision 0901). */
export function SourceSelect({ channel, ...look }: FilterSelectLook & { id: string; channel: string | undefined }) {
  return <FilterSelect name="source" label="Source" value={channel} options={CHANNELS} {...look} />;
}

/** A list filter's "Heard about us" field (`heard`), for the forms that ask it. */
export function HeardSelect({ heard, ...look }: FilterSelectLook & { id: string; heard: string | undefined }) {
  return <FilterSelect name="heard" label="Heard about us" value={heard} options={HEARD_ABOUT} {...look} />;
}
