import type { FieldMetadata } from "@conform-to/react";
import { TextAreaField, TextField } from "~/components/forms/Field";
import { NOTICE_LIMITS } from "./limits";

export interface NoticeFormFields {
  title_en: string;
  reason_en: string;
  alternatives_en: string;
  title_fr: string;
  reason_fr: string;
  alternatives_fr: string;
  scope: string;
  pages: string[];
  starts_at: string;
  ends_at: string;
}

type Fields = { [K in keyof NoticeFormFields]: FieldMetadata<NoticeFormFields[K]> };

/** "Every public page" (ALL_PAGES in app/lib/service-notices.ts, which the browser's bundle does not carry). */
const ALL_PAGES = "all";

/** A page group as the form offers it (the loader's, from NOTICE_PAGE_GROUPS). */
export interface PageGroupChoice {
  key: string;
  label: string;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : []);

/** One language's texts. */
function TextsIn({ fields, language, suffix }: { fields: Fields; language: string; suffix: "en" | "fr" }) {
  const title = fields[`title_${suffix}`];
  const reason = fields[`reason_${suffix}`];
  const alternatives = fields[`alternatives_${suffix}`];
  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" lang={suffix === "fr" ? "fr-CA" : undefined}>
      <legend className="px-1 text-lg font-semibold text-ink">{language}</legend>
      <TextField label={`What is disrupted (${language})`} name={title.name} field={title} required maxLength={NOTICE_LIMITS.title} hint="The banner's heading, for example: Phone lines in Peel Region" />
      <TextAreaField label={`Why (${language})`} name={reason.name} field={reason} required rows={3} maxLength={NOTICE_LIMITS.reason} />
      <TextAreaField
        label={`Alternatives (${language})`}
        name={alternatives.name}
        field={alternatives}
        required
        rows={3}
        maxLength={NOTICE_LIMITS.alternatives}
        hint="What people can do meanwhile: another number, an email address, another office."
      />
    </fieldset>
  );
}

/**
 * The notice's texts in both languages, the pages it concerns and its period
 * (Toronto time). A refused form shows what was sent (conform's initial values).
 */
export function NoticeFields({ fields, groups }: { fields: Fields; groups: readonly PageGroupChoice[] }) {
  const scope = String(fields.scope.initialValue ?? ALL_PAGES);
  const chosen = new Set(asList(fields.pages.initialValue));
  const pagesError = fields.pages.errors?.[0];
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <TextsIn fields={fields} language="English" suffix="en" />
        <TextsIn fields={fields} language="French" suffix="fr" />
      </div>

      <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <legend className="px-1 text-lg font-semibold text-ink">When (Toronto time)</legend>
        <p className="text-sm text-muted">The banner appears at its start and goes away by itself at its end.</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField label="From" name={fields.starts_at.name} type="datetime-local" field={fields.starts_at} required placeholder="2026-12-01 09:30" />
          <TextField label="Until" name={fields.ends_at.name} type="datetime-local" field={fields.ends_at} required placeholder="2026-12-01 17:00" />
        </div>
      </fieldset>

      <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-describedby={pagesError ? fields.pages.errorId : undefined}>
        <legend className="px-1 text-lg font-semibold text-ink">Pages it shows on</legend>
        <p className="text-sm text-muted">Each page shows in English and in French.</p>
        <div className="mt-3 space-y-2">
          <label className="flex min-h-6 items-center gap-3">
            <input type="radio" name={fields.scope.name} value={ALL_PAGES} defaultChecked={scope === ALL_PAGES} className="h-5 w-5 accent-brand-700" />
            <span className="font-semibold text-ink">Every public page</span>
          </label>
          <label className="flex min-h-6 items-center gap-3">
            <input type="radio" name={fields.scope.name} value="some" defaultChecked={scope === "some"} className="h-5 w-5 accent-brand-700" />
            <span className="font-semibold text-ink">Only the pages ticked below</span>
          </label>
        </div>
        <ul className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-2" aria-label="Pages">
          {groups.map((group) => (
            <li key={group.key}>
              <label className="flex min-h-8 items-center gap-3 text-sm text-ink">
                <input
                  type="checkbox"
                  name={fields.pages.name}
                  value={group.key}
                  defaultChecked={chosen.has(group.key)}
                  aria-invalid={pagesError ? true : undefined}
                  className="h-5 w-5 shrink-0 accent-brand-700"
                />
                {group.label}
              </label>
            </li>
          ))}
        </ul>
        {pagesError ? (
          <p id={fields.pages.errorId} className="mt-2 text-sm font-medium text-red-700">
            {pagesError}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
