/**
 * The file name a download is saved under, built from its title
 * ("2025 Pay Schedule" -> "2025 Pay Schedule.pdf"), and the
 * Content-Disposition header that carries it (RFC 6266, with the RFC 5987
 * `filename*` form for any non-ASCII letter). Pure, unit-tested.
 */

/** Characters that are not allowed in file names on common systems, and controls. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what we strip
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

export function fileNameFromTitle(title: string, extension: string): string {
  const base = title
    .normalize("NFC")
    .replace(UNSAFE, " ")
    .replace(/\s+/g, " ")
    // No hidden files, and no trailing dots (Windows drops them).
    .replace(/^[.\s]+|[.\s]+$/g, "");
  return `${base || "download"}.${extension}`;
}

/** RFC 5987 value: UTF-8, percent-encoded, including the characters encodeURIComponent leaves. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function attachmentDisposition(fileName: string): string {
  // The quoted form for old clients: ASCII only, no quotes or backslashes.
  const ascii = fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
