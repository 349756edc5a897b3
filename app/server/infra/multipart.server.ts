/**
 * Reading a form that may carry one file (the job application, the post
 * editor): text fields come back as FormData, the file is stored as it
 * arrives (upload-checks.server.ts) or refused with a message for its field.
 *
 * The multipart parser (@remix-run/form-data-parser) throws on limits and
 * broken bodies; every such error is turned into a result here, so a bad
 * upload is a clear 4xx answer and never a hung or crashed request.
 */
import { type FileUpload, MaxFilesExceededError, parseFormData } from "@remix-run/form-data-parser";
import { fileStore } from "~/server/infra/stored-files.server";
import { type AcceptedUpload, storeStream, uploadMessages, type UploadPolicy } from "~/server/infra/upload-checks.server";
import { discardRequestBody } from "~/server/infra/request-body.server";

type MultipartResult =
  | { ok: true; fields: FormData; file: AcceptedUpload | null; files: Record<string, AcceptedUpload> }
  /** A refused file: 413 when it is too large, 400 otherwise (a wrong kind, empty). */
  | { ok: false; fields: FormData; fieldError: string; errorField: string; fieldStatus: 400 | 413 }
  | { ok: false; fields: null; status: 400 | 413; formError: string };

/** Text fields of a multipart form: at most this many bytes together. */
const MAX_TEXT_FIELDS_BYTES = 64 * 1024;
const MAX_PARTS = 50;
const UNREADABLE = "The form could not be read. Please try again.";

/**
 * The largest multipart body accepted for a policy: a file up to twice the
 * limit still gets a friendly field error (with the other values kept);
 * anything bigger is refused before parsing.
 */
function maxMultipartBytes(policy: UploadPolicy): number {
  return policy.maxBytes * 2 + MAX_TEXT_FIELDS_BYTES + 64 * 1024;
}

/** True when no file was chosen: browsers send an empty part without a name. */
function isEmptyFileInput(upload: FileUpload): boolean {
  return upload.size === 0 && (upload.name === "" || upload.name === "file-upload");
}

/**
 * Reads a form (multipart or urlencoded) with at most one file in
 * `policy.field` (that is `file`), and one in each of `alsoFileFields` (the
 * post editor's social image), each under the same policy; `files` has them
 * all by field. Other file fields are ignored. A refused file names its field.
 */
export async function readMultipartForm(request: Request, policy: UploadPolicy, alsoFileFields: string[] = []): Promise<MultipartResult> {
  const fileFields = [policy.field, ...alsoFileFields];
  const bodyLimit = maxMultipartBytes(policy) * fileFields.length;
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > bodyLimit) {
    discardRequestBody(request);
    return { ok: false, fields: null, status: 413, formError: uploadMessages(policy).tooLarge };
  }
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(contentType)) {
    discardRequestBody(request);
    return { ok: false, fields: null, status: 400, formError: UNREADABLE };
  }

  const stored: Record<string, AcceptedUpload> = {};
  let fileError: { field: string; message: string; status: 400 | 413 } | null = null;
  let unexpectedError: unknown = null;

  const handler = async (upload: FileUpload) => {
    const field = upload.fieldName;
    if (!fileFields.includes(field) || isEmptyFileInput(upload) || stored[field] || fileError) return null;
    const tooLarge = uploadMessages(policy).tooLarge;
    if (upload.size > policy.maxBytes) {
      fileError = { field, message: tooLarge, status: 413 };
      return null;
    }
    try {
      const result = await storeStream(upload.stream() as unknown as AsyncIterable<Uint8Array>, upload.name, policy);
      if (result.ok) stored[field] = result.file;
      else fileError = { field, message: result.error, status: result.error === tooLarge ? 413 : 400 };
    } catch (error) {
      unexpectedError = error;
    }
    return null;
  };
  const dropStored = async () => {
    for (const file of Object.values(stored)) await fileStore().remove(policy.directory, file.storedName);
  };

  let fields: FormData;
  try {
    fields = await parseFormData(
      request,
      { maxFiles: fileFields.length, maxFileSize: policy.maxBytes * 2, maxParts: MAX_PARTS, maxTotalSize: bodyLimit },
      handler,
    );
  } catch (error) {
    // The parser stopped part way: read and drop the rest so the answer reaches the browser.
    discardRequestBody(request);
    await dropStored();
    const name = (error as Error)?.name ?? "";
    if (/MaxFileSize|MaxTotalSize/.test(name)) {
      return { ok: false, fields: null, status: 413, formError: uploadMessages(policy).tooLarge };
    }
    if (error instanceof MaxFilesExceededError) {
      return { ok: false, fields: null, status: 400, formError: "Please send one file at most." };
    }
    return { ok: false, fields: null, status: 400, formError: UNREADABLE };
  }
  if (unexpectedError) throw unexpectedError;

  let textBytes = 0;
  for (const [name, value] of fields) {
    if (typeof value === "string") textBytes += name.length + Buffer.byteLength(value);
  }
  if (textBytes > MAX_TEXT_FIELDS_BYTES) {
    await dropStored();
    return { ok: false, fields: null, status: 413, formError: "The form is too large." };
  }

  if (fileError) {
    // One refused file: none is kept (the form comes back with the message; nothing half-saved).
    await dropStored();
    const refused: { field: string; message: string; status: 400 | 413 } = fileError;
    return { ok: false, fields, fieldError: refused.message, errorField: refused.field, fieldStatus: refused.status };
  }
  return { ok: true, fields, file: stored[policy.field] ?? null, files: stored };
}
