/**
 * A file sent inside a JSON body (the /api/send-email resume): base64,
 * plain, URL-safe or a data: URL, decoded and stored with the same checks
 * as an uploaded file (upload-checks.server.ts).
 */
import type { AttachmentPayload } from "~/schemas/send-email";
import { detectFileKind, type FileKind } from "~/lib/file-kinds";
import { type AcceptedUpload, storeFileBytes, type UploadPolicy } from "~/server/infra/upload-checks.server";

/** Decodes base64 (plain, URL-safe, or a data: URL); null when it is not base64. */
function decodeBase64(text: string): { bytes: Uint8Array; mediaType?: string } | null {
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

/** Decodes and stores the file; a message (and status) when it cannot be accepted. */
export async function storeBase64Attachment(
  attachment: AttachmentPayload,
  policy: UploadPolicy,
): Promise<{ ok: true; file: AcceptedUpload } | { ok: false; status: 400 | 413; error: string }> {
  const decoded = decodeBase64(attachment.base64);
  if (!decoded) return { ok: false, status: 400, error: "The attachment is not valid base64." };
  if (decoded.bytes.length > policy.maxBytes) {
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
  const stored = await storeFileBytes(decoded.bytes, name, policy);
  if (!stored.ok) return { ok: false, status: /larger than/.test(stored.error) ? 413 : 400, error: stored.error };
  return stored;
}
