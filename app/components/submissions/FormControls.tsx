/**
 * The pieces every visitor form is built from: labelled fields with their
 * error tied by aria-describedby, the honeypot, the JavaScript marker, the
 * inline alert (what the toast says, for pages rendered without JavaScript)
 * and the hook that turns an action's outcome into a toast and a fresh form.
 */
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { useToast } from "~/components/Toaster";
import type { FormOutcome } from "~/lib/form-outcome";
import { documentTitle } from "~/lib/seo";
import { HONEYPOT_FIELD, JS_FIELD } from "~/schemas/form-rules";

const subscribeNothing = () => () => {};

/** False on the server and during hydration, true once JavaScript runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/** Tells the action the form was sent by JavaScript (it then answers data, not a redirect). */
export function JsMarker() {
  return useHydrated() ? <input type="hidden" name={JS_FIELD} value="1" /> : null;
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
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
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

export function FieldMessage({ id, error, tone }: { id: string; error?: string; tone?: "light" | "dark" }) {
  if (!error) return null;
  return (
    <p id={id} className={`mt-1 text-sm font-medium ${tone === "dark" ? "text-amber-200" : "text-red-700"}`}>
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

export function TextField({
  type = "text",
  defaultValue,
  autoComplete,
  maxLength,
  ...field
}: FieldBase & { type?: "text" | "email" | "tel"; defaultValue?: string; autoComplete?: string; maxLength?: number }) {
  const ids = useFieldIds(field.name);
  return (
    <div className={field.className}>
      <Label htmlFor={ids.id} label={field.label} required={field.required} tone={field.tone} />
      <input
        id={ids.id}
        name={field.name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        maxLength={maxLength}
        required={field.required}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field.hint, field.error, ids)}
        className={inputClass}
      />
      <Hint id={ids.hintId} hint={field.hint} tone={field.tone} />
      <FieldMessage id={ids.errorId} error={field.error} tone={field.tone} />
    </div>
  );
}

export function TextAreaField({
  defaultValue,
  rows = 5,
  maxLength,
  ...field
}: FieldBase & { defaultValue?: string; rows?: number; maxLength?: number }) {
  const ids = useFieldIds(field.name);
  return (
    <div className={field.className}>
      <Label htmlFor={ids.id} label={field.label} required={field.required} tone={field.tone} />
      <textarea
        id={ids.id}
        name={field.name}
        rows={rows}
        defaultValue={defaultValue}
        maxLength={maxLength}
        required={field.required}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field.hint, field.error, ids)}
        className={inputClass}
      />
      <Hint id={ids.hintId} hint={field.hint} tone={field.tone} />
      <FieldMessage id={ids.errorId} error={field.error} tone={field.tone} />
    </div>
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
  const ids = useFieldIds(field.name);
  return (
    <div className={field.className}>
      <Label htmlFor={ids.id} label={field.label} required={field.required} tone={field.tone} />
      <select
        id={ids.id}
        name={field.name}
        defaultValue={defaultValue}
        required={field.required}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field.hint, field.error, ids)}
        className={inputClass}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Hint id={ids.hintId} hint={field.hint} tone={field.tone} />
      <FieldMessage id={ids.errorId} error={field.error} tone={field.tone} />
    </div>
  );
}

/**
 * The outcome's message inside the form, for a page rendered after a
 * submission without JavaScript (a toast cannot appear for an in-place
 * error then). With JavaScript the same text comes as a toast instead.
 * The page then opens with focus on it (autofocus): the browser scrolls to
 * the form, and screen readers read the problem first.
 */
export function FormAlert({ outcome, tone = "light" }: { outcome: FormOutcome | undefined; tone?: "light" | "dark" }) {
  if (!outcome || outcome.status !== "error") return null;
  return (
    <div
      role="alert"
      tabIndex={-1}
      autoFocus
      className={`rounded-lg border p-3 text-sm ${
        tone === "dark" ? "border-amber-300 bg-brand-800 text-white" : "border-red-300 bg-red-50 text-red-900"
      }`}
    >
      <p className="font-semibold">{outcome.toast.title}</p>
      {outcome.toast.description ? <p className="mt-0.5">{outcome.toast.description}</p> : null}
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

/**
 * Where focus goes after an in-place success, once the form has been emptied
 * (its submit button may be gone): the heading of the section the form is in
 * (the element naming its closest [aria-labelledby] ancestor), else the page's h1.
 */
function successFocusTarget(form: HTMLFormElement | null | undefined): HTMLElement | null {
  if (!form?.isConnected) return null;
  const labelledBy = form.closest("[aria-labelledby]")?.getAttribute("aria-labelledby")?.split(" ")[0];
  const heading = (labelledBy ? document.getElementById(labelledBy) : null) ?? document.querySelector<HTMLElement>("main h1");
  if (!heading || heading.closest("dialog:not([open])")) return null;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  return heading;
}

/**
 * Reacts to each new outcome of a JavaScript (fetcher) submission: pushes
 * its toast (into the live region: it is read out) and, on success, gives a
 * new key so the form mounts again empty and moves focus to the form's
 * heading; on an error, focus goes to the first field that needs attention.
 */
export function useOutcomeEffects(
  jsOutcome: FormOutcome | undefined,
  options: {
    formRef?: React.RefObject<HTMLFormElement | null>;
    onSuccess?: (outcome: FormOutcome) => void;
    /** False inside a modal dialog (a toast would sit under its backdrop): errors show in the form. */
    toastErrors?: boolean;
  } = {},
) {
  const { formRef, onSuccess, toastErrors = true } = options;
  const pushToast = useToast();
  const [formKey, setFormKey] = useState(0);
  const [handled, setHandled] = useState<FormOutcome | undefined>(undefined);
  useEffect(() => {
    if (!jsOutcome || jsOutcome === handled) return;
    setHandled(jsOutcome);
    if (jsOutcome.status === "success" || toastErrors) pushToast(jsOutcome.toast);
    if (jsOutcome.status === "success") {
      setFormKey((key) => key + 1);
      onSuccess?.(jsOutcome);
      // Focused before the toast is rendered, so the toast is read after the heading.
      const target = successFocusTarget(formRef?.current);
      target?.focus({ preventScroll: !isOffScreen(target) });
    } else {
      // Take the visitor to the first field that needs attention.
      formRef?.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [jsOutcome, handled, pushToast, onSuccess, formRef, toastErrors]);
  return formKey;
}

function isOffScreen(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom < 0 || box.top > window.innerHeight;
}

/** Values to put back in the fields after an error (none after a success). */
export function keptValues(outcome: FormOutcome | undefined): Record<string, string> {
  return outcome?.status === "error" ? (outcome.values ?? {}) : {};
}

export function errorsOf(outcome: FormOutcome | undefined): Record<string, string> {
  return outcome?.status === "error" ? (outcome.fieldErrors ?? {}) : {};
}
