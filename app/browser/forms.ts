/**
 * The visitor forms in place (decision 0201): each `seam.visitorForm` form
 * is a real POST that works without this script. Here it is sent with
 * fetch, with the `_js` marker, so the action answers with the page it
 * renders for that outcome instead of a redirect; the outcome is read from
 * that page (its inert JSON, app/components/forms/VisitorForm.tsx) and applied to the
 * form on screen: toast, messages next to the fields, focus, and on success
 * an emptied form. What was typed is never lost: on an error or a network
 * failure the fields stay as they are.
 *
 * Also: the 'Leave a Review' dialog, the resume file check, 'Copy link', and
 * the pending text of the plain POST forms (newsletter confirm/unsubscribe).
 */
import { fieldHintId, fieldMessageId, seam, seamSelector, seamValue } from "~/lib/browser-seam";
import type { FormOutcome } from "~/lib/form-outcome";
import type { ToastInput } from "~/lib/toast";
import { JS_FIELD } from "~/schemas/form-rules";
import { clickOpensDialog, wireDialogClosing } from "./dialog";
import { enhanceLoadMore } from "./load-more";
import { errorText, showToast } from "./toasts";

type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** File fields the script checks before sending (type and size). */
const FILE_CHECKED = `input[type=file]${seam.fileMaxBytes.selector}`;

export function enhanceForms(): void {
  document.querySelectorAll<HTMLFormElement>(`form${seam.visitorForm.selector}`).forEach(enhanceForm);
  document.querySelectorAll<HTMLAnchorElement>(`a${seam.reviewDialog.selector}`).forEach(enhanceReviewDialog);
  document.addEventListener("click", copyLink);
  showPendingOnPlainSubmit();
}

function enhanceForm(form: HTMLFormElement): void {
  const marker = document.createElement("input");
  marker.type = "hidden";
  marker.name = JS_FIELD;
  marker.value = "1";
  form.append(marker);
  form.querySelectorAll<HTMLInputElement>(FILE_CHECKED).forEach((input) => {
    input.addEventListener("change", () => {
      describeChosenFile(input);
      setFieldError(input, fileProblem(input));
    });
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void submit(form);
  });
}

async function submit(form: HTMLFormElement): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!button || button.disabled) return;
  const badFile = [...form.querySelectorAll<HTMLInputElement>(FILE_CHECKED)].find(fileProblem);
  if (badFile) {
    setFieldError(badFile, fileProblem(badFile));
    badFile.focus();
    return;
  }
  const idleText = button.textContent;
  const hadFocus = document.activeElement === button;
  button.disabled = true;
  button.textContent = seamValue(button, "pendingText") ?? idleText;
  let page: Document | null = null;
  let networkError: unknown = null;
  try {
    const response = await fetch(form.getAttribute("action") ?? location.href, { method: "POST", body: new FormData(form) });
    page = new DOMParser().parseFromString(await response.text(), "text/html");
  } catch (error) {
    networkError = error;
  }
  button.disabled = false;
  button.textContent = idleText;
  // A disabled button loses focus: give it back when nothing else took it.
  if (hadFocus && (document.activeElement === document.body || !document.activeElement)) button.focus();

  const outcome = page ? outcomeIn(page) : null;
  if (page && outcome) {
    applyOutcome(form, outcome, page);
  } else {
    // No outcome came back: the fields stay as typed, their messages as they were.
    // A French page gives its own words (the browser's error is in English).
    const description = networkError
      ? (seamValue(form, "offlineDescription") ?? `${errorText(networkError)}. Please check your connection and try again; what you typed is still here.`)
      : (seamValue(form, "failedDescription") ?? "");
    showFailure(form, { variant: "error", title: seamValue(form, "failedTitle") ?? "", description });
  }
}

/** The outcome the answering page carries (app/components/forms/VisitorForm.tsx), or null. */
function outcomeIn(page: Document): FormOutcome | null {
  const json = page.querySelector(`script${seam.formOutcome.selector}`)?.textContent;
  try {
    return json ? (JSON.parse(json) as FormOutcome) : null;
  } catch {
    return null;
  }
}

function applyOutcome(form: HTMLFormElement, outcome: FormOutcome, page: Document): void {
  const errors = outcome.status === "error" ? (outcome.fieldErrors ?? {}) : {};
  for (const field of fieldsOf(form)) setFieldError(field, errors[field.name]);
  if (outcome.status === "error") {
    showFailure(form, outcome.toast);
    // Take the visitor to the first field that needs attention.
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return;
  }
  showAlert(form, null);
  emptyForm(form);
  // The job form's 'Resume uploaded' block, as the server renders it for this outcome.
  const resume = page.querySelector(seam.resumeSlot.selector);
  if (resume) document.querySelector(seam.resumeSlot.selector)?.replaceWith(document.importNode(resume, true));
  form.closest("dialog")?.close();
  // Focused before the toast is added, so the toast is read after the heading.
  const heading = successFocusTarget(form);
  heading?.focus({ preventScroll: !isOffScreen(heading) });
  showToast(outcome.toast);
  void refreshParts(form.getAttribute("action") ?? "");
}

/** An error's toast; inside a modal dialog (a toast would sit under its backdrop) the form's alert instead. */
function showFailure(form: HTMLFormElement, toast: ToastInput): void {
  if (form.closest("dialog")) {
    showAlert(form, toast);
  } else {
    showAlert(form, null);
    showToast(toast);
  }
}

/** The form's alert box (app/components/forms/FormAlert.tsx): filled and shown, or hidden. */
function showAlert(form: HTMLFormElement, toast: ToastInput | null): void {
  const alert = form.querySelector<HTMLElement>(seam.formAlert.selector);
  if (!alert) return;
  alert.hidden = !toast;
  alert.querySelector(seam.alertTitle.selector)!.textContent = toast?.title ?? "";
  const description = alert.querySelector<HTMLElement>(seam.alertDescription.selector)!;
  description.textContent = toast?.description ?? "";
  description.hidden = !toast?.description;
}

function fieldsOf(form: HTMLFormElement): FormField[] {
  return [...form.elements].filter(
    (element): element is FormField =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) &&
      element.type !== "hidden" &&
      Boolean(element.id),
  );
}

/** The message slot next to a field (app/components/forms/Field.tsx's FieldMessage, fieldMessageId), tied by aria-describedby. */
function setFieldError(field: FormField, message: string | null | undefined): void {
  const slot = document.getElementById(fieldMessageId(field.id));
  if (!slot) return;
  slot.textContent = message ?? "";
  slot.hidden = !message;
  if (message) field.setAttribute("aria-invalid", "true");
  else field.removeAttribute("aria-invalid");
  const described = (field.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== slot.id);
  if (message) described.push(slot.id);
  if (described.length) field.setAttribute("aria-describedby", described.join(" "));
  else field.removeAttribute("aria-describedby");
}

/**
 * After a success: every field back to its start (a select to the option
 * the page was rendered with, e.g. ?position=) and the text fields empty,
 * even when the page was rendered with values kept from a failed no-JS
 * submission.
 */
function emptyForm(form: HTMLFormElement): void {
  form.reset();
  for (const field of fieldsOf(form)) {
    if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !["checkbox", "radio", "file"].includes(field.type))) {
      field.defaultValue = "";
      field.value = "";
    }
    if (field instanceof HTMLInputElement && field.type === "file") describeChosenFile(field);
  }
}

/** The resume check before uploading (the server checks the bytes again). */
function fileProblem(input: HTMLInputElement): string | null {
  const file = input.files?.[0];
  if (!file) return null;
  const extensions = (seamValue(input, "fileExtensions") ?? "").split(" ");
  if (!extensions.some((extension) => file.name.toLowerCase().endsWith(extension))) return seamValue(input, "fileWrongType") ?? null;
  if (file.size > Number(seamValue(input, "fileMaxBytes"))) return seamValue(input, "fileTooLarge") ?? null;
  return null;
}

/** Each file field hint's own text, from before a file was chosen. */
const idleHints = new WeakMap<HTMLElement, string>();

/** The file field's hint names the chosen file and its size; with none, it says what is accepted again. */
function describeChosenFile(input: HTMLInputElement): void {
  const hint = document.getElementById(fieldHintId(input.id));
  if (!hint) return;
  if (!idleHints.has(hint)) idleHints.set(hint, hint.textContent ?? "");
  const file = input.files?.[0];
  hint.textContent = file
    ? `${file.name} (${Math.max(1, Math.round(file.size / 1024)).toLocaleString("en-CA")} KB)`
    : (idleHints.get(hint) ?? "");
}

/**
 * Where focus goes after an in-place success, once the form has been
 * emptied: the heading of the section the form is in (the element naming
 * its closest [aria-labelledby] ancestor), else the page's h1; nowhere when
 * that heading is in a dialog that just closed (the dialog gives focus
 * back to what opened it).
 */
function successFocusTarget(form: HTMLFormElement): HTMLElement | null {
  const labelledBy = form.closest("[aria-labelledby]")?.getAttribute("aria-labelledby")?.split(" ")[0];
  const heading = (labelledBy ? document.getElementById(labelledBy) : null) ?? document.querySelector<HTMLElement>("main h1");
  if (!heading || heading.closest("dialog:not([open])")) return null;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  return heading;
}

function isOffScreen(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom < 0 || box.top > window.innerHeight;
}

/**
 * Parts of this page that show what a form adds (the testimonials after a
 * review: `seam.refreshedBy` = "/testimonials/new") are taken again from
 * the server's current version of the page.
 */
async function refreshParts(action: string): Promise<void> {
  const selector = seamSelector("refreshedBy", action);
  const parts = document.querySelectorAll(selector);
  if (!parts.length) return;
  try {
    const response = await fetch(location.href);
    if (!response.ok) return;
    const fresh = new DOMParser().parseFromString(await response.text(), "text/html").querySelectorAll(selector);
    parts.forEach((part, index) => {
      const replacement = fresh[index];
      if (!replacement) return;
      const adopted = document.importNode(replacement, true);
      part.replaceWith(adopted);
      enhanceLoadMore(adopted);
    });
  } catch (error) {
    // The page still shows the older list; the next visit shows the new one.
    console.error(error);
  }
}

/** 'Leave a Review': a modal dialog holding the form; the link keeps its meaning (the plain review page) otherwise. */
function enhanceReviewDialog(link: HTMLAnchorElement): void {
  const dialog = document.getElementById(seamValue(link, "reviewDialog") ?? "");
  if (!(dialog instanceof HTMLDialogElement)) return;
  wireDialogClosing(dialog);
  link.addEventListener("click", (event) => {
    if (!clickOpensDialog(event, dialog)) return;
    event.preventDefault();
    dialog.showModal();
  });
}

/** 'Copy link' of the uploaded resume (its button is server-rendered, shown only with JavaScript). */
async function copyLink(event: MouseEvent): Promise<void> {
  const button = (event.target as Element).closest<HTMLElement>(seam.copyLink.selector);
  if (!button) return;
  const toast = (name: "copied" | "copyFailed") => JSON.parse(seamValue(button, name) ?? "{}") as ToastInput;
  try {
    await navigator.clipboard.writeText(new URL(seamValue(button, "copyLink") ?? "", location.origin).href);
    showToast(toast("copied"));
  } catch {
    showToast(toast("copyFailed"));
  }
}

/**
 * The plain POST forms (no in-place answer: the page that comes back says
 * what happened) show their pending text while the browser sends them,
 * and the button comes back when the page is shown again from the
 * back/forward cache.
 */
function showPendingOnPlainSubmit(): void {
  const pending = new Map<HTMLButtonElement, string | null>();
  document.addEventListener("submit", (event) => {
    const button = event.submitter;
    if (event.defaultPrevented || !(button instanceof HTMLButtonElement)) return;
    const pendingText = seamValue(button, "pendingText");
    if (!pendingText) return;
    pending.set(button, button.textContent);
    button.textContent = pendingText;
    // After the browser has taken the form's data.
    window.setTimeout(() => (button.disabled = true));
  });
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    pending.forEach((text, button) => {
      button.textContent = text;
      button.disabled = false;
    });
    pending.clear();
  });
}
