/**
 * What a visitor form's action answers (contact, review, job, newsletter),
 * shared by the server and the form components. Without JavaScript an error
 * re-renders the page with it (values kept, messages next to the fields)
 * and a success redirects with a flash toast; with JavaScript the page's
 * script posts the form itself and applies the outcome in place.
 *
 * The fields' messages and the kept values come from conform's submission
 * result (`submission.reply()`), mapped into this protocol in one place:
 * `outcomeFromResult`.
 */
import { firstFieldErrors, type SubmissionErrors, textValuesOf } from "./field-errors";
import type { ToastInput } from "./toast";

export interface FormOutcome {
  status: "success" | "error";
  /** The HTTP status of the answer (200, 400, 413, 429, 503). */
  httpStatus: number;
  /** The toast of the product's error catalogue (also shown inline without JavaScript). */
  toast: ToastInput;
  fieldErrors?: Record<string, string>;
  /** The values typed, to fill the form again after an error. */
  values?: Record<string, string>;
  /** Job applications: the signed link to the stored resume. */
  attachmentUrl?: string;
  resumeName?: string;
  /** Newsletter: the same-site page a no-JS success goes back to. */
  returnTo?: string;
  /** 429 answers: seconds until the limit resets. */
  retryAfterSeconds?: number;
  /** Sent by the JavaScript form: answer with data, never a redirect. */
  js: boolean;
}

/** The part of conform's SubmissionResult an outcome is made from. */
export interface SubmissionResultLike {
  initialValue?: Record<string, unknown> | null;
  error?: SubmissionErrors | null;
}

/**
 * A failed submission's outcome: the first message of each field, and the
 * typed text of the form's own fields (`fields`), from the submission result.
 */
export function outcomeFromResult(
  result: SubmissionResultLike,
  answer: { httpStatus: number; toast: ToastInput; js: boolean; fields: readonly string[] },
): FormOutcome {
  const fieldErrors = firstFieldErrors(result.error);
  return {
    status: "error",
    httpStatus: answer.httpStatus,
    toast: answer.toast,
    js: answer.js,
    ...(Object.keys(fieldErrors).length ? { fieldErrors } : {}),
    values: textValuesOf(result.initialValue, answer.fields),
  };
}

/**
 * The outcome as the text of an inert `<script type="application/json">`
 * in the page the action renders: the public pages' script reads it from
 * the answer to its own POST (app/browser/forms.ts). `<` is escaped, so
 * typed text can never close the element.
 */
export function outcomeJson(outcome: FormOutcome): string {
  return JSON.stringify(outcome).replace(/</g, "\\u003c");
}
