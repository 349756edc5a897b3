/**
 * What every public form action does before its own validation: read the
 * body within a size limit (413 over it, 400 when unreadable, never a 500)
 * and spot the honeypot. Text-only forms (contact, review, newsletter) use
 * readTextForm; the job form reads its file with uploads.server.ts.
 */
import { safeRedirectPath } from "~/lib/safe-redirect";
import { parseFormData } from "@remix-run/form-data-parser";
import { HONEYPOT_FIELD, JS_FIELD } from "~/schemas/fields";
import { discardRequestBody } from "./request-body.server";

/** Text forms: the whole body at most 64 KB (every field also has a max length). */
export const TEXT_FORM_MAX_BYTES = 64 * 1024;

export type TextFormResult =
  | { ok: true; fields: FormData }
  | { ok: false; status: 400 | 413; message: string };

export const FORM_TOO_LARGE = "The form is too large. Please shorten your text and try again.";
export const FORM_UNREADABLE = "The form could not be read. Please try again.";

export async function readTextForm(request: Request, maxBytes = TEXT_FORM_MAX_BYTES): Promise<TextFormResult> {
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) {
    discardRequestBody(request);
    return { ok: false, status: 413, message: FORM_TOO_LARGE };
  }
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(contentType)) {
    discardRequestBody(request);
    return { ok: false, status: 400, message: FORM_UNREADABLE };
  }
  try {
    const fields = await parseFormData(
      request,
      { maxFiles: 1, maxFileSize: maxBytes, maxTotalSize: maxBytes, maxParts: 50 },
      // Files are not part of these forms: ignored.
      () => null,
    );
    return { ok: true, fields };
  } catch (error) {
    discardRequestBody(request);
    const name = (error as Error)?.name ?? "";
    if (/MaxFileSize|MaxTotalSize|MaxParts/.test(name)) return { ok: false, status: 413, message: FORM_TOO_LARGE };
    return { ok: false, status: 400, message: FORM_UNREADABLE };
  }
}

/** A filled honeypot: the request gets the success answer and nothing is stored. */
export function honeypotFilled(fields: FormData | Record<string, unknown>): boolean {
  const value = fields instanceof FormData ? fields.get(HONEYPOT_FIELD) : fields[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== "";
}

/** True when the form was sent by the JavaScript enhanced form (answer data, not a redirect). */
export function sentWithJavaScript(fields: FormData | null): boolean {
  return fields?.get(JS_FIELD) === "1";
}

/** The fields of a FormData as a plain object (first value of each name, text only). */
export function formObject(fields: FormData): Record<string, string> {
  const object: Record<string, string> = {};
  for (const [name, value] of fields) {
    if (typeof value === "string" && !(name in object)) object[name] = value;
  }
  return object;
}

/**
 * Where a no-JS form goes back to: a same-site path from the form's
 * `returnTo` field or the Referer, else the fallback.
 */
export function safeReturnPath(request: Request, candidate: unknown, fallback = "/"): string {
  const fromField = safeRedirectPath(candidate, "");
  if (fromField) return fromField;
  const referer = request.headers.get("Referer");
  if (referer && URL.canParse(referer)) {
    const url = new URL(referer);
    if (url.origin === new URL(request.url).origin) return safeRedirectPath(`${url.pathname}${url.search}`, fallback);
  }
  return fallback;
}
