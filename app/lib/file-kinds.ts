/**
 * The kinds of file the site accepts, and the rules that tell them apart:
 * a file is of a kind when its name's extension AND its first bytes (magic
 * bytes) both say so. Pure, so the forms (the `accept` attribute, the
 * browser's check before uploading, the hint) and the server's check share
 * one list and one wording.
 */
export type FileKind = "pdf" | "doc" | "docx" | "png" | "jpeg" | "webp" | "gif" | "avif";

/** Extensions accepted for each kind (lower case, without the dot). */
const EXTENSIONS: Record<FileKind, string[]> = {
  pdf: ["pdf"],
  doc: ["doc"],
  docx: ["docx"],
  png: ["png"],
  jpeg: ["jpg", "jpeg"],
  webp: ["webp"],
  gif: ["gif"],
  avif: ["avif"],
};

const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

/** How many first bytes detectFileKind needs at most. */
export const FILE_HEAD_BYTES = 16;

export function contentTypeOf(kind: FileKind): string {
  return CONTENT_TYPES[kind];
}

/** The kind of file these first bytes start, or null when none we accept. */
export function detectFileKind(head: Uint8Array): FileKind | null {
  const starts = (bytes: number[], offset = 0) =>
    head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

  if (starts(ascii("%PDF-"))) return "pdf";
  if (starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  if (starts([0x50, 0x4b, 0x03, 0x04])) return "docx";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts(ascii("GIF8"))) return "gif";
  if (starts(ascii("RIFF")) && starts(ascii("WEBP"), 8)) return "webp";
  if (starts(ascii("ftyp"), 4) && (starts(ascii("avif"), 8) || starts(ascii("avis"), 8))) return "avif";
  return null;
}

/** The extension of a file name, lower case, without the dot ("" when none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/** The accepted kind this extension names, or null. */
export function kindForExtension(ext: string, kinds: readonly FileKind[]): FileKind | null {
  return kinds.find((kind) => EXTENSIONS[kind].includes(ext)) ?? null;
}

/** The accepted extensions with their dots: [".pdf", ".doc", ".docx"]. */
export function dottedExtensions(kinds: readonly FileKind[]): string[] {
  return kinds.flatMap((kind) => EXTENSIONS[kind]).map((ext) => `.${ext}`);
}

/** 'Only .pdf, .doc and .docx files are accepted.' */
export function acceptedTypesMessage(kinds: readonly FileKind[]): string {
  const extensions = dottedExtensions(kinds);
  const list =
    extensions.length > 1 ? `${extensions.slice(0, -1).join(", ")} and ${extensions.at(-1)}` : extensions[0];
  return `Only ${list} files are accepted.`;
}

/** The `accept` attribute of a file input for these kinds. */
export function acceptAttribute(kinds: readonly FileKind[]): string {
  return kinds.flatMap((kind) => [...EXTENSIONS[kind].map((ext) => `.${ext}`), CONTENT_TYPES[kind]]).join(",");
}

/** 'The file is larger than 5 MB.' */
export function tooLargeMessage(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024);
  if (mb < 1) return `The file is larger than ${Math.round(maxBytes / 1024)} KB.`;
  return `The file is larger than ${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB.`;
}

/** The answer for a file whose bytes are not what its name says. */
export function contentMismatchMessage(ext: string, kinds: readonly FileKind[]): string {
  return `The file's content is not a real .${ext} file. ${acceptedTypesMessage(kinds)}`;
}

/** The visitor's file name, for display only: no path, no control characters, at most 200 chars. */
export function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || "file").slice(0, 200);
}
