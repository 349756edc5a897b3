/**
 * The pieces every visitor form is built from: the form itself, labelled
 * fields with their error slot tied by aria-describedby, the honeypot, the
 * inline alert and the submit button. These render on the server only
 * (public pages are not hydrated, decision 0007); app/browser/forms.ts
 * submits the forms in place and fills the same slots. The data attributes
 * here (app/lib/browser-seam.ts) are what it reads.
 */
import { useId } from "react";
import { type FormOutcome, outcomeJson } from "~/lib/form-outcome";
import { documentTitle } from "~/lib/seo";
import { HONEYPOT_FIELD } from "~/schemas/form-rules";
import { fieldHintId, fieldMessageId, seamAttrs } from "~/lib/browser-seam";

/**
 * A visitor form: a real POST to its route's action, so it works without
 * JavaScript. With it, app/browser/forms.ts posts it in place; `failed` is
 * its toast when no answer comes back (network error) or the answer is not
 * an outcome.
 */
export function VisitorForm({
  action,
  outcome,
  failed,
  tone,
  encType,
  className,
  children,
}: {
  action: string;
  /** The outcome this page was rendered with (the action's answer), if any. */
  outcome: FormOutcome | undefined;
  failed: { title: string; description: string };
  tone?: "light" | "dark";
  encType?: "multipart/form-data";
  className: string;
  children: React.ReactNode;
}) {
  return (
    <form
      method="post"
      action={action}
      encType={encType}
      noValidate
      className={className}
      {...seamAttrs({ visitorForm: true, failedTitle: failed.title, failedDescription: failed.description })}
    >
      <FormAlert outcome={outcome} tone={tone} />
      {outcome ? (
        // Inert data for the script that posted this form (see outcomeJson).
        <script type="application/json" {...seamAttrs({ formOutcome: true })} dangerouslySetInnerHTML={{ __html: outcomeJson(outcome) }} />
      ) : null}
      <Honeypot />
      {children}
    </form>
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

/** A field people never see or reach; bots that fill every field give themselves away. */
export function Honeypot() {
  const id = useId();
  return (
    <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-gray-500 focus:border-brand-700 aria-[invalid=true]:border-red-700";

interface FieldBase {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** On a dark background (the footer). */
  tone?: "light" | "dark";
  className?: string;
}

function useFieldIds(name: string) {
  const id = `${useId()}-${name}`;
  return { id, hintId: fieldHintId(id), errorId: fieldMessageId(id) };
}

function describedBy(hint: string | undefined, error: string | undefined, ids: { hintId: string; errorId: string }) {
  return [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(" ") || undefined;
}

function Label({ htmlFor, label, required, tone }: { htmlFor: string; label: string; required?: boolean; tone?: "light" | "dark" }) {
  return (
    <label htmlFor={htmlFor} className={`block text-sm font-semibold ${tone === "dark" ? "text-white" : "text-ink"}`}>
      {label}
      {required ? (
        <span className={tone === "dark" ? "text-brand-100" : "text-red-700"} aria-hidden="true">
          {" "}
          *
        </span>
      ) : (
        <span className={`font-normal ${tone === "dark" ? "text-brand-100" : "text-muted"}`}> (optional)</span>
      )}
    </label>
  );
}

/**
 * The message next to a field. Always in the page (hidden while empty) so
 * the script fills this same markup; its id is the field's id + "-error".
 */
export function FieldMessage({ id, error, tone }: { id: string; error?: string; tone?: "light" | "dark" }) {
  return (
    <p id={id} hidden={!error} className={`mt-1 text-sm font-medium ${tone === "dark" ? "text-amber-200" : "text-red-700"}`}>
      {error}
    </p>
  );
}

function Hint({ id, hint, tone }: { id: string; hint?: string; tone?: "light" | "dark" }) {
  if (!hint) return null;
  return (
    <p id={id} className={`mt-1 text-sm ${tone === "dark" ? "text-brand-100" : "text-muted"}`}>
      {hint}
    </p>
  );
}

/**
 * Label, control, hint and message of one field: `control` gets the
 * attributes every kind of field shares (id, name, required, the error's
 * aria-invalid and aria-describedby, the input style).
 */
function FieldFrame({ field, control }: { field: FieldBase; control: (shared: SharedControlProps) => React.ReactNode }) {
  const ids = useFieldIds(field.name);
  return (
    <div className={field.className}>
      <Label htmlFor={ids.id} label={field.label} required={field.required} tone={field.tone} />
      {control({
        id: ids.id,
        name: field.name,
        required: field.required,
        "aria-invalid": field.error ? true : undefined,
        "aria-describedby": describedBy(field.hint, field.error, ids),
        className: inputClass,
      })}
      <Hint id={ids.hintId} hint={field.hint} tone={field.tone} />
      <FieldMessage id={ids.errorId} error={field.error} tone={field.tone} />
    </div>
  );
}

interface SharedControlProps {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  className: string;
}

export function TextField({
  type = "text",
  defaultValue,
  autoComplete,
  maxLength,
  ...field
}: FieldBase & { type?: "text" | "email" | "tel"; defaultValue?: string; autoComplete?: string; maxLength?: number }) {
  return (
    <FieldFrame
      field={field}
      control={(shared) => (
        <input {...shared} type={type} defaultValue={defaultValue} autoComplete={autoComplete} maxLength={maxLength} />
      )}
    />
  );
}

export function TextAreaField({
  defaultValue,
  rows = 5,
  maxLength,
  ...field
}: FieldBase & { defaultValue?: string; rows?: number; maxLength?: number }) {
  return (
    <FieldFrame
      field={field}
      control={(shared) => <textarea {...shared} rows={rows} defaultValue={defaultValue} maxLength={maxLength} />}
    />
  );
}

export function SelectField({
  defaultValue,
  options,
  placeholder,
  ...field
}: FieldBase & {
  defaultValue?: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <FieldFrame
      field={field}
      control={(shared) => (
        <select {...shared} defaultValue={defaultValue}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/**
 * The outcome's message inside the form. After a submission without
 * JavaScript the page shows it (a toast cannot appear for an in-place
 * error then) and opens with focus on it (autofocus): the browser scrolls
 * to the form, and screen readers read the problem first. With JavaScript
 * the same text comes as a toast, except inside a modal dialog (a toast
 * would sit under its backdrop), where the script shows it here.
 * Always in the page, hidden while empty.
 */
function FormAlert({ outcome, tone = "light" }: { outcome: FormOutcome | undefined; tone?: "light" | "dark" }) {
  const error = outcome?.status === "error" ? outcome.toast : undefined;
  return (
    <div
      role="alert"
      tabIndex={-1}
      autoFocus={Boolean(error)}
      hidden={!error}
      {...seamAttrs({ formAlert: true })}
      className={`rounded-lg border p-3 text-sm ${
        tone === "dark" ? "border-amber-300 bg-brand-800 text-white" : "border-red-300 bg-red-50 text-red-900"
      }`}
    >
      <p className="font-semibold" {...seamAttrs({ alertTitle: true })}>
        {error?.title}
      </p>
      <p className="mt-0.5" hidden={!error?.description} {...seamAttrs({ alertDescription: true })}>
        {error?.description}
      </p>
    </div>
  );
}

/**
 * The document title of a page with a visitor form: "Error: " first when the
 * page shows a failed submission (no JavaScript), so it is the first thing
 * heard. Such routes leave the title out of `meta` (pageMeta's titleInPage).
 */
export function FormPageTitle({ title, outcome }: { title: string; outcome: FormOutcome | undefined }) {
  const full = documentTitle(title);
  return <title>{outcome?.status === "error" ? `Error: ${full}` : full}</title>;
}

/** Values to put back in the fields after an error (none after a success). */
export function keptValues(outcome: FormOutcome | undefined): Record<string, string> {
  return outcome?.status === "error" ? (outcome.values ?? {}) : {};
}

export function errorsOf(outcome: FormOutcome | undefined): Record<string, string> {
  return outcome?.status === "error" ? (outcome.fieldErrors ?? {}) : {};
}
