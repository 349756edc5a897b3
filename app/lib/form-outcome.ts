/**
 * What a visitor form's action answers (contact, review, job, newsletter),
 * shared by the server and the form components. With JavaScript the form
 * reads it from its fetcher (toast pushed, fields cleared on success);
 * without JavaScript an error re-renders the page with it (values kept,
 * messages next to the fields) and a success redirects with a flash toast.
 */
import type { ToastInput } from "./toast";

export interface FormOutcome {
  status: "success" | "error";
  /** The HTTP status of the answer (200, 400, 413, 429, 503). */
  httpStatus: number;
  /** The toast of the spec's error catalogue (also shown inline without JavaScript). */
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
