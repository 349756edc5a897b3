/**
 * POST /api/send-email: the old site's JSON endpoint, kept for any
 * client that still calls it. Same limits, schemas and storage as the forms:
 *   200 { ok: true, attachmentUrl? }
 *   400 { ok: false, error, message }  invalid JSON, non-UTF-8, wrong types, failed validation
 *   413 { ok: false, error, message }  body over 8 MB or file over 5 MB
 *   429 { ok: false, error, message }  too many requests from this IP
 *   503 { ok: false, error, message }  the database could not store it
 */
import { CONTACT_REQUIRED, contactSchema, contactText } from "~/schemas/contact";
import { fieldErrorsOf, isBlank } from "~/schemas/fields";
import { JOB_REQUIRED, jobApplicationSchema, jobText, type PositionChoice } from "~/schemas/job";
import { attachmentOf, SEND_EMAIL_MAX_BODY_BYTES, sendEmailEnvelope, type AttachmentPayload } from "~/schemas/send-email";
import { config } from "./config.server";
import { honeypotFilled } from "./public-form.server";
import { limitPublicPost } from "./rate-limit.server";
import { discardRequestBody } from "./request-body.server";
import { resumeUploadPolicy, submitContactMessage, submitJobApplication } from "./submissions.server";
import { detectFileKind, type FileKind, storeFileBytes, type StoredFile } from "./uploads.server";

const JSON_HEADERS = { "Cache-Control": "no-store" };

function ok(body: { attachmentUrl?: string } = {}) {
  return Response.json({ ok: true, ...body }, { status: 200, headers: JSON_HEADERS });
}

function fail(status: number, error: string, message = error, extra: Record<string, unknown> = {}, headers: HeadersInit = {}) {
  return Response.json({ ok: false, error, message, ...extra }, { status, headers: { ...JSON_HEADERS, ...headers } });
}

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

/** Decodes base64 (plain, URL-safe, or a data: URL); null when it is not base64. */
export function decodeBase64(text: string): { bytes: Uint8Array; mediaType?: string } | null {
  let body = text.trim();
  let mediaType: string | undefined;
  const dataUrl = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w-]+=[^;,]*)*;base64,/i.exec(body);
  if (dataUrl) {
    mediaType = dataUrl[1]?.toLowerCase();
    body = body.slice(dataUrl[0].length);
  }
  body = body.replace(/\s+/g, "");
  if (body.length === 0 || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(body) || body.length % 4 === 1) return null;
  return { bytes: new Uint8Array(Buffer.from(body.replace(/-/g, "+").replace(/_/g, "/"), "base64")), mediaType };
}

const EXTENSION_FOR_TYPE: Record<string, string> = {
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};
const EXTENSION_FOR_KIND: Partial<Record<FileKind, string>> = { pdf: "pdf", doc: "doc", docx: "docx" };

/** Decodes and stores the resume; a message (and status) when it cannot be accepted. */
async function storeAttachment(
  attachment: AttachmentPayload,
): Promise<{ ok: true; file: StoredFile } | { ok: false; status: 400 | 413; error: string }> {
  const decoded = decodeBase64(attachment.base64);
  if (!decoded) return { ok: false, status: 400, error: "The attachment is not valid base64." };
  if (decoded.bytes.length > resumeUploadPolicy.maxBytes) {
    return { ok: false, status: 413, error: "The file is larger than 5 MB." };
  }
  // A name tells the type; without one, the declared type, else the bytes themselves.
  let name = attachment.filename?.trim();
  if (!name) {
    const declared = (attachment.contentType ?? decoded.mediaType)?.toLowerCase().split(";")[0]?.trim();
    const kind = detectFileKind(decoded.bytes.subarray(0, 16));
    const ext = (declared && EXTENSION_FOR_TYPE[declared]) ?? (kind ? EXTENSION_FOR_KIND[kind] : undefined);
    if (!ext) return { ok: false, status: 400, error: "Only .pdf, .doc and .docx files are accepted." };
    name = `resume.${ext}`;
  }
  const stored = await storeFileBytes(decoded.bytes, name, resumeUploadPolicy);
  if (!stored.ok) return { ok: false, status: /larger than/.test(stored.error) ? 413 : 400, error: stored.error };
  return stored;
}

export async function handleSendEmail(request: Request, clientIp: string, positions: readonly PositionChoice[]): Promise<Response> {
  const limit = await limitPublicPost("send-email", clientIp);
  if (!limit.ok) {
    discardRequestBody(request);
    return fail(429, limit.message, limit.message, {}, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > SEND_EMAIL_MAX_BODY_BYTES) {
    discardRequestBody(request);
    return fail(413, "The request is too large (at most 8 MB).");
  }
  const bytes = await readBodyCapped(request, SEND_EMAIL_MAX_BODY_BYTES);
  if (!bytes) return fail(413, "The request is too large (at most 8 MB).");

  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return fail(400, "The request body must be UTF-8 encoded JSON.");
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return fail(400, "The request body is not valid JSON.");
  }
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    return fail(400, "The request body must be a JSON object.");
  }
  const body = payload as Record<string, unknown>;

  const envelope = sendEmailEnvelope.safeParse(body);
  if (!envelope.success) {
    const errors = fieldErrorsOf(envelope.error);
    return fail(400, Object.values(errors)[0] ?? "Invalid request.", undefined, { fields: errors });
  }
  const attachment = attachmentOf(envelope.data);

  if (envelope.data.type === "contact") {
    if (honeypotFilled(body)) return ok();
    if (attachment) return fail(400, "Attachments are only accepted with job applications (type 'jobs').");
    const parsed = contactSchema.safeParse({ name: body.name, email: body.email, subject: body.subject, message: body.message });
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error);
      const missing = CONTACT_REQUIRED.some((name) => isBlank(body[name]));
      const error = missing ? contactText.missingDescription : (Object.values(errors)[0] ?? contactText.failedFallback);
      return fail(400, error, error, { fields: errors });
    }
    try {
      await submitContactMessage(parsed.data);
    } catch (error) {
      console.error("could not store a contact message (api)", error);
      return fail(503, contactText.failedFallback);
    }
    return ok();
  }

  if (honeypotFilled(body)) return ok();
  const parsed = jobApplicationSchema(positions).safeParse({
    name: body.name,
    email: body.email,
    position: body.subject,
    message: body.message,
  });
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    if (errors.position) errors.subject = errors.position;
    delete errors.position;
    const missing = JOB_REQUIRED.some((name) => isBlank(body[name]));
    const error = missing ? jobText.missing : (Object.values(errors)[0] ?? jobText.failedFallback);
    return fail(400, error, error, { fields: errors });
  }
  let resume: StoredFile | null = null;
  if (attachment) {
    const stored = await storeAttachment(attachment);
    if (!stored.ok) return fail(stored.status, stored.error, stored.error, { fields: { attachment: stored.error } });
    resume = stored.file;
  }
  try {
    const saved = await submitJobApplication(parsed.data, resume);
    return ok(saved.attachmentUrl ? { attachmentUrl: new URL(saved.attachmentUrl, config().siteUrl).toString() } : {});
  } catch (error) {
    console.error("could not store a job application (api)", error);
    return fail(503, jobText.failedFallback);
  }
}
