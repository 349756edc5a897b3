/**
 * Reading a request body within a size cap, never a 500: a text form
 * (urlencoded or multipart without files) or a JSON object. Over the cap
 * the answer is 413, an unreadable body 400. (Forms with a file are read
 * by multipart.server.ts, which stores the file as it arrives.)
 *
 * When an action answers before reading the whole request body (too large,
 * rate-limited, unreadable), the rest of the upload must still be read and
 * thrown away: destroying the request instead resets the connection, and the
 * browser shows a network error instead of our 413/429 page. Past a cap the
 * connection is given up on.
 */
import { parseFormData } from "@remix-run/form-data-parser";
import { data } from "react-router";
import { translate } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { FORM_UNREADABLE } from "./http-gate.server";

const DISCARD_CAP_BYTES = 64 * 1024 * 1024;

export function discardRequestBody(request: Request, capBytes = DISCARD_CAP_BYTES): void {
  const body = request.body;
  if (!body || body.locked) return;
  const reader = body.getReader();
  void (async () => {
    let total = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        total += value.byteLength;
        if (total > capBytes) {
          await reader.cancel();
          return;
        }
      }
    } catch {
      // The client went away: nothing left to discard.
    }
  })();
}

type BodyResult<T> = { ok: true; body: T } | { ok: false; status: 400 | 413; message: string };

function declaredOver(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get("Content-Length") ?? "");
  return Number.isFinite(declared) && declared > maxBytes;
}

// --- text forms ---

/** Text forms: the whole body at most 64 KB (every field also has a max length). */
const TEXT_FORM_MAX_BYTES = 64 * 1024;

/** Said in the language of the address the form was sent to. */
const formTooLarge = (request: Request) => translate(localeOfPath(new URL(request.url).pathname), "limits.formTooLarge");

/**
 * `textFiles`: file fields whose file is a small text (a CSV to import),
 * read as UTF-8 into the form as that field's string value, within the same
 * cap; files in any other field are ignored.
 */
export async function readTextForm(request: Request, maxBytes = TEXT_FORM_MAX_BYTES, textFiles: readonly string[] = []): Promise<BodyResult<FormData>> {
  if (declaredOver(request, maxBytes)) {
    discardRequestBody(request);
    return { ok: false, status: 413, message: formTooLarge(request) };
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
      // Files are not part of these forms (ignored), but for a small text file where one is asked for.
      (file) => (textFiles.includes(file.fieldName) ? file.text() : null),
    );
    return { ok: true, body: fields };
  } catch (error) {
    discardRequestBody(request);
    const name = (error as Error)?.name ?? "";
    if (/MaxFileSize|MaxTotalSize|MaxParts/.test(name)) return { ok: false, status: 413, message: formTooLarge(request) };
    return { ok: false, status: 400, message: FORM_UNREADABLE };
  }
}

/**
 * The form of an action that has nothing better to say about a body it
 * cannot read (the admin's forms): the fields, or a 400/413 answer with the
 * reason, thrown so the route's error page shows it. Actions read bodies
 * only through this module (lint rule), never with request.formData().
 */
export async function requireTextForm(request: Request, textFiles: readonly string[] = []): Promise<FormData> {
  const form = await readTextForm(request, TEXT_FORM_MAX_BYTES, textFiles);
  if (!form.ok) throw data(form.message, { status: form.status });
  return form.body;
}

// --- JSON ---

/** Reads at most `max` bytes of the body; null when it is longer. */
async function readBodyCapped(request: Request, max: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > max) {
      reader.releaseLock();
      discardRequestBody(request);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

/**
 * A JSON object body (whatever the Content-Type says): UTF-8, at most
 * `maxBytes`, valid JSON, an object. `tooLarge` is the 413 message.
 */
export async function readJsonObject(
  request: Request,
  maxBytes: number,
  tooLarge: string,
): Promise<BodyResult<Record<string, unknown>>> {
  if (declaredOver(request, maxBytes)) {
    discardRequestBody(request);
    return { ok: false, status: 413, message: tooLarge };
  }
  const bytes = await readBodyCapped(request, maxBytes);
  if (!bytes) return { ok: false, status: 413, message: tooLarge };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, status: 400, message: "The request body must be UTF-8 encoded JSON." };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, message: "The request body is not valid JSON." };
  }
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    return { ok: false, status: 400, message: "The request body must be a JSON object." };
  }
  return { ok: true, body: payload as Record<string, unknown> };
}
