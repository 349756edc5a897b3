/**
 * The visitor forms' own pieces (contact, review, job application,
 * newsletter): the form with its outcome, the honeypot, the submit button,
 * and the page title. These render on the server only (public pages are
 * not hydrated, decision 0007); app/browser/forms.ts submits the forms in
 * place and fills the same slots (decision 0201). The data attributes here
 * (app/lib/browser-seam.ts) are what it reads.
 */
import { useId } from "react";
import { SOURCE_FIELDS, UTM_MAX } from "~/lib/enquiry-sources";
import { type FormOutcome, outcomeJson } from "~/lib/form-outcome";
import { documentTitle } from "~/lib/seo";
import { HONEYPOT_FIELD } from "~/schemas/form-rules";
import { seamAttrs } from "~/lib/browser-seam";
import { useLocale, useT } from "~/lib/i18n";
import { ActiveOffer } from "~/components/ActiveOffer";
import { FieldLookProvider, FieldWordsContext } from "./Field";
import { FormAlert } from "./FormAlert";
import { usePageQuery } from "~/components/forms/page-query";

/**
 * A visitor form: a real POST to its route's action, so it works without
 * JavaScript. With it, app/browser/forms.ts posts it in place; `failed` is
 * its toast when no answer comes back (network error) or the answer is not
 * an outcome.
 *
 * The outcome's error shows in the form's alert. After a submission without
 * JavaScript the page opens with focus on it; with JavaScript the same text
 * comes as a toast, except inside a modal dialog (a toast would sit under
 * its backdrop), where the script shows it here.
 */
export function VisitorForm({
  action,
  outcome,
  failed,
  tone = "light",
  encType,
  className,
  children,
}: {
  action: string;
  /** The outcome this page was rendered with (the action's answer), if any. */
  outcome: FormOutcome | undefined;
  failed: { title: string; description: string };
  /** On a dark background (the footer). */
  tone?: "light" | "dark";
  encType?: "multipart/form-data";
  className: string;
  children: React.ReactNode;
}) {
  const error = outcome?.status === "error" ? outcome.toast : undefined;
  const t = useT();
  const english = useLocale() === "en";
  return (
    <FieldLookProvider look={tone}>
      <FieldWordsContext.Provider value={{ required: t("forms.required"), optional: t("forms.optional") }}>
      <form
        method="post"
        action={action}
        encType={encType}
        noValidate
        className={tone === "dark" ? `${className} form-dark` : className}
        // offlineDescription: the page's words for a network failure; English pages keep the script's own (with the browser's error).
        {...seamAttrs({
          visitorForm: true,
          failedTitle: failed.title,
          failedDescription: failed.description,
          offlineDescription: english ? undefined : t("forms.offline"),
        })}
      >
        <FormAlert alert={error} autoFocus={Boolean(error)} />
        {outcome ? (
          // Inert data for the script that posted this form (see outcomeJson).
          <script type="application/json" {...seamAttrs({ formOutcome: true })} dangerouslySetInnerHTML={{ __html: outcomeJson(outcome) }} />
        ) : null}
        <Honeypot />
        <SourceFields outcome={outcome} />
        {children}
        {/* The footer's box sits beside the footer's own line. */}
        {tone === "dark" ? null : <ActiveOffer className="form-active-offer" />}
      </form>
      </FieldWordsContext.Provider>
    </FieldLookProvider>
  );
}

/** The submit button; the script shows `pending` on it (disabled) while the form is being sent. */
export function SubmitButton({ label, pending, className }: { label: string; pending: string; className: string }) {
  return (
    <button type="submit" className={className} {...seamAttrs({ pendingText: pending })}>
      {label}
    </button>
  );
}

/** A field people never see or reach; bots that fill every field give themselves away (styles/marketing.css: .honeypot). */
export function Honeypot() {
  const id = useId();
  const t = useT();
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{t("forms.honeypot")}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * The campaign values of the form's page (utm_*, partner), from its own
 * query string, sent with the form so its source keeps them (decision 0901);
 * after a refused submission (the page rendered for the POST, without the
 * query string), the values it sent. Only a page with a query string has
 * any, and such a page is rendered for each request, never cached (decision 0405).
 */
export function SourceFields({ outcome }: { outcome: FormOutcome | undefined }) {
  const query = new URLSearchParams(usePageQuery());
  const kept = keptValues(outcome);
  return SOURCE_FIELDS.map((name) => {
    const value = (query.get(name) ?? kept[name])?.slice(0, UTM_MAX);
    return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
  });
}

/**
 * The document title of a page with a visitor form: "Error: " first when the
 * page shows a failed submission (no JavaScript), so it is the first thing
 * heard. Such routes leave the title out of `meta` (pageMeta's titleInPage).
 */
export function FormPageTitle({ title, outcome }: { title: string; outcome: FormOutcome | undefined }) {
  const full = documentTitle(title);
  const t = useT();
  return <title>{outcome?.status === "error" ? t("forms.errorTitle", { title: full }) : full}</title>;
}

/** Values to put back in the fields after an error (none after a success). */
export function keptValues(outcome: FormOutcome | undefined): Record<string, string> {
  return outcome?.status === "error" ? (outcome.values ?? {}) : {};
}

/** The message of each field after an error. */
export function errorsOf(outcome: FormOutcome | undefined): Record<string, string> {
  return outcome?.status === "error" ? (outcome.fieldErrors ?? {}) : {};
}
