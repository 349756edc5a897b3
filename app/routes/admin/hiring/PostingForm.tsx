import { Form } from "react-router";
import { employmentTypeLabels, type EmploymentType } from "~/content/careers";
import { regionSummaries } from "~/content/regions";
import { type PostingView, REQUIREMENT_LABELS, REQUIREMENTS } from "~/lib/hiring";
import { POSTING_LIMITS } from "~/schemas/admin-form-rules";
import { POSTING_FRENCH_LIMITS } from "~/schemas/posting-french-rules";

const LIMITS = { ...POSTING_LIMITS, ...POSTING_FRENCH_LIMITS };

/** What the action answers on a refused save: conform's reply (values as sent, messages by field). */
export interface PostingFormResult {
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null | undefined> | null;
}

const EMPLOYMENT_TYPES = Object.keys(employmentTypeLabels) as EmploymentType[];

function valuesOf(posting: PostingView | null, result: PostingFormResult | undefined): Record<string, string | string[]> {
  if (result?.initialValue) {
    return Object.fromEntries(Object.entries(result.initialValue).map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value ?? "")]));
  }
  if (!posting) return { existing_vacancy: "yes", ai_screening: "no", pay_unit: "HOUR" };
  return {
    title: posting.title,
    employment_types: posting.employmentTypes,
    regions: posting.regions,
    location_note: posting.locationNote,
    pay_min: String(posting.pay.min),
    pay_max: String(posting.pay.max),
    pay_unit: posting.pay.unit,
    existing_vacancy: posting.existingVacancy ? "yes" : "no",
    ai_screening: posting.aiScreening ? "yes" : "no",
    description: posting.description,
    responsibilities: posting.responsibilities.join("\n"),
    requirements: posting.requirements.join("\n"),
    experience: posting.experience,
    must_haves: posting.mustHaves,
    valid_through: posting.validThrough ?? "",
    title_fr: posting.french?.title ?? "",
    description_fr: posting.french?.description ?? "",
    responsibilities_fr: posting.french?.responsibilities.join("\n") ?? "",
    requirements_fr: posting.french?.requirements.join("\n") ?? "",
  };
}

const label = "block text-sm font-semibold text-ink";
const control = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm aria-[invalid=true]:border-red-600";

function Message({ name, errors }: { name: string; errors: Record<string, string[] | null | undefined> }) {
  const message = errors[name]?.[0];
  return message ? (
    <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

/**
 * The posting form (new and edit): every field Ontario asks a posting to
 * state, the screening must-haves, the messages next to their fields and the
 * values kept after a refused save. A real form: works without JavaScript.
 */
export function PostingForm({ posting, result, busy }: { posting: PostingView | null; result?: PostingFormResult; busy: boolean }) {
  const values = valuesOf(posting, result);
  const errors = result?.error ?? {};
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const list = (name: string) => (Array.isArray(values[name]) ? (values[name] as string[]) : values[name] ? [values[name] as string] : []);
  const invalid = (name: string) => (errors[name]?.length ? { "aria-invalid": true as const, "aria-describedby": `${name}-error` } : {});
  const input = (name: keyof typeof LIMITS | "pay_min" | "pay_max" | "valid_through", title: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div>
      <label htmlFor={`posting-${name}`} className={label}>
        {title}
      </label>
      <input
        id={`posting-${name}`}
        name={name}
        defaultValue={text(name)}
        className={control}
        maxLength={name in LIMITS ? LIMITS[name as keyof typeof LIMITS] : undefined}
        {...invalid(name)}
        {...extra}
      />
      <Message name={name} errors={errors} />
    </div>
  );
  const area = (name: keyof typeof LIMITS, title: string, hint?: string, lang?: string) => (
    <div>
      <label htmlFor={`posting-${name}`} className={label}>
        {title}
      </label>
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      <textarea id={`posting-${name}`} name={name} rows={5} lang={lang} defaultValue={text(name)} maxLength={LIMITS[name]} className={control} {...invalid(name)} />
      <Message name={name} errors={errors} />
    </div>
  );
  const boxes = (name: string, title: string, choices: Array<{ value: string; label: string }>) => (
    <fieldset {...(errors[name]?.length ? { "aria-describedby": `${name}-error` } : {})}>
      <legend className={label}>{title}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-start gap-2 text-sm">
            <input type="checkbox" name={name} value={choice.value} defaultChecked={list(name).includes(choice.value)} className="mt-0.5 h-4 w-4 accent-brand-700" />
            {choice.label}
          </label>
        ))}
      </div>
      <Message name={name} errors={errors} />
    </fieldset>
  );
  const yesNo = (name: string, title: string) => (
    <fieldset {...(errors[name]?.length ? { "aria-describedby": `${name}-error` } : {})}>
      <legend className={label}>{title}</legend>
      <div className="mt-2 flex gap-6">
        {["yes", "no"].map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" name={name} value={value} defaultChecked={text(name) === value} className="h-4 w-4 accent-brand-700" />
            {value === "yes" ? "Yes" : "No"}
          </label>
        ))}
      </div>
      <Message name={name} errors={errors} />
    </fieldset>
  );
  return (
    <Form method="post" className="mt-6 space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" noValidate>
      <input type="hidden" name="intent" value="save" />
      {input("title", "Title", { required: true })}
      {boxes("employment_types", "Employment type", EMPLOYMENT_TYPES.map((type) => ({ value: type, label: employmentTypeLabels[type] })))}
      {boxes("regions", "Work locations", regionSummaries.map((region) => ({ value: region.slug, label: region.name })))}
      {input("location_note", "Location note (optional, e.g. “hybrid”)")}
      <fieldset>
        <legend className={label}>Pay range (required; Ontario: at most $50,000 a year between lowest and highest)</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-3">
          {input("pay_min", "Lowest ($)", { inputMode: "decimal" })}
          {input("pay_max", "Highest ($)", { inputMode: "decimal" })}
          <div>
            <label htmlFor="posting-pay_unit" className={label}>
              Per
            </label>
            <select id="posting-pay_unit" name="pay_unit" defaultValue={text("pay_unit") || "HOUR"} className={control}>
              <option value="HOUR">Hour</option>
              <option value="YEAR">Year</option>
            </select>
          </div>
        </div>
      </fieldset>
      {yesNo("existing_vacancy", "Does it fill an existing vacancy? (shown on the posting)")}
      {yesNo("ai_screening", "Does artificial intelligence screen applicants? (this product does not; shown on the posting)")}
      {area("description", "Description")}
      {area("responsibilities", "Responsibilities", "One per line.")}
      {area("requirements", "Requirements", "One per line. No “Canadian experience” (Ontario).")}
      {input("experience", "Experience")}
      {boxes("must_haves", "Must-haves (asked on the form; an application without one is flagged)", REQUIREMENTS.map((key) => ({ value: key, label: REQUIREMENT_LABELS[key] })))}
      {input("valid_through", "Applications close (optional, YYYY-MM-DD)", { type: "date" })}
      <fieldset className="space-y-6 border-t border-slate-200 pt-6">
        <legend className="text-lg font-semibold text-ink">French version (optional)</legend>
        <p className="text-sm text-muted">
          Shown on the French careers page (/fr/carrieres). Without a French title and description the posting is listed there in English, marked “(offre en anglais)”.
        </p>
        {input("title_fr", "French title (optional)", { lang: "fr-CA" })}
        {area("description_fr", "French description (optional)", undefined, "fr-CA")}
        {area("responsibilities_fr", "French responsibilities (optional)", "One per line.", "fr-CA")}
        {area("requirements_fr", "French requirements (optional)", "One per line. No “expérience canadienne” (Ontario).", "fr-CA")}
      </fieldset>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Saving..." : "Save posting"}
      </button>
    </Form>
  );
}
