/**
 * Uploaded files (resumes, post images): read from a multipart form or from
 * bytes, checked twice (the name's extension AND the file's magic bytes must
 * name the same kind), capped in size, and written under STORAGE_DIR with a
 * generated name that never overwrites an existing file. Nothing here is
 * public: routes decide who may read a stored file.
 *
 * The multipart parser (@remix-run/form-data-parser) throws on limits and
 * broken bodies; every such error is turned into a result here, so a bad
 * upload is a clear 4xx answer and never a hung or crashed request.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type FileUpload, MaxFilesExceededError, parseFormData } from "@remix-run/form-data-parser";
import { config } from "./config.server";
import { discardRequestBody } from "./request-body.server";

export type FileKind = "pdf" | "doc" | "docx" | "png" | "jpeg" | "webp" | "gif" | "avif";

export interface UploadPolicy {
  /** The form field holding the file. */
  field: string;
  /** Accepted kinds: extension AND magic bytes must agree. */
  kinds: FileKind[];
  /** Per file, e.g. 5 * 1024 * 1024. */
  maxBytes: number;
  /** Under STORAGE_DIR, e.g. "uploads/resumes" or "uploads/post-images". */
  directory: string;
  /** Stored base name from the (lower-case) extension; a suffix is added on collision. */
  fileName: (ext: string) => string;
}

export interface StoredFile {
  storedName: string;
  originalName: string;
  kind: FileKind;
  contentType: string;
  size: number;
  /** Absolute path on disk. */
  path: string;
}

export type MultipartResult =
  | { ok: true; fields: FormData; file: StoredFile | null }
  | { ok: false; fields: FormData; fieldError: string }
  | { ok: false; fields: null; status: 400 | 413; formError: string };

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

/** Text fields of a multipart form: at most this many bytes together. */
export const MAX_TEXT_FIELDS_BYTES = 64 * 1024;
const MAX_PARTS = 50;
const HEAD_BYTES = 16;

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
function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

function kindForExtension(ext: string, kinds: FileKind[]): FileKind | null {
  return kinds.find((kind) => EXTENSIONS[kind].includes(ext)) ?? null;
}

/** 'Only .pdf, .doc and .docx files are accepted.' */
export function acceptedTypesMessage(kinds: FileKind[]): string {
  const extensions = kinds.flatMap((kind) => EXTENSIONS[kind]).map((ext) => `.${ext}`);
  const list =
    extensions.length > 1 ? `${extensions.slice(0, -1).join(", ")} and ${extensions.at(-1)}` : extensions[0];
  return `Only ${list} files are accepted.`;
}

/** The `accept` attribute for a file input of this policy. */
export function acceptAttribute(kinds: FileKind[]): string {
  return kinds.flatMap((kind) => [...EXTENSIONS[kind].map((ext) => `.${ext}`), CONTENT_TYPES[kind]]).join(",");
}

function tooLargeMessage(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024);
  if (mb < 1) return `The file is larger than ${Math.round(maxBytes / 1024)} KB.`;
  return `The file is larger than ${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB.`;
}

function contentMismatchMessage(ext: string, kinds: FileKind[]): string {
  return `The file's content is not a real .${ext} file. ${acceptedTypesMessage(kinds)}`;
}

/** The folder of a policy, made safe: a relative path inside STORAGE_DIR. */
function directoryPath(directory: string): string {
  const root = config().storageDir;
  const dir = path.resolve(root, directory);
  if (dir !== root && !dir.startsWith(root + path.sep)) {
    throw new Error(`Upload directory "${directory}" is outside the storage folder`);
  }
  return dir;
}

/**
 * The absolute path of a stored file. Refuses anything but a plain base name
 * (no separators, no "..", no NUL), so a name from a URL can never reach
 * outside its folder.
 */
export function storedFilePath(directory: string, storedName: string): string {
  if (
    !storedName ||
    storedName === "." ||
    storedName === ".." ||
    /[/\\\0]/.test(storedName) ||
    storedName !== path.basename(storedName)
  ) {
    throw new Error("Invalid stored file name");
  }
  const dir = directoryPath(directory);
  const full = path.resolve(dir, storedName);
  if (path.dirname(full) !== dir) throw new Error("Invalid stored file name");
  return full;
}

export async function deleteStoredFile(directory: string, storedName: string): Promise<void> {
  try {
    await fs.promises.unlink(storedFilePath(directory, storedName));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/** Gives the temp file its final name without ever replacing an existing file. */
async function claimName(tempPath: string, dir: string, baseName: string): Promise<string> {
  const safeBase = path.basename(baseName).replace(/[^\w.-]/g, "-") || "file";
  const dot = safeBase.lastIndexOf(".");
  const stem = dot > 0 ? safeBase.slice(0, dot) : safeBase;
  const ext = dot > 0 ? safeBase.slice(dot) : "";
  for (let attempt = 0; attempt < 100; attempt++) {
    const candidate =
      attempt === 0
        ? safeBase
        : attempt < 90
          ? `${stem}-${attempt}${ext}`
          : `${stem}-${randomBytes(6).toString("hex")}${ext}`;
    const target = path.join(dir, candidate);
    try {
      // A hard link fails with EEXIST when the name is taken: no overwrite.
      await fs.promises.link(tempPath, target);
      await fs.promises.unlink(tempPath);
      return candidate;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EEXIST") continue;
      if (code === "EPERM" || code === "ENOTSUP" || code === "EXDEV") {
        try {
          await fs.promises.copyFile(tempPath, target, fs.constants.COPYFILE_EXCL);
          await fs.promises.unlink(tempPath);
          return candidate;
        } catch (copyError) {
          if ((copyError as NodeJS.ErrnoException).code === "EEXIST") continue;
          throw copyError;
        }
      }
      throw error;
    }
  }
  throw new Error("Could not find a free file name");
}

type CheckedStore = { ok: true; file: StoredFile } | { ok: false; error: string };

/**
 * Writes a byte stream to a temp file (flag "wx") in the policy's folder,
 * checks size and magic bytes, then gives it its final name. A file that
 * fails a check is deleted.
 */
async function storeStream(
  source: Iterable<Uint8Array> | AsyncIterable<Uint8Array> | Readable,
  originalName: string,
  policy: UploadPolicy,
): Promise<CheckedStore> {
  const ext = extensionOf(originalName);
  const kind = kindForExtension(ext, policy.kinds);
  if (!kind) return { ok: false, error: acceptedTypesMessage(policy.kinds) };

  const dir = directoryPath(policy.directory);
  await fs.promises.mkdir(dir, { recursive: true });
  const tempPath = path.join(dir, `.upload-${randomBytes(8).toString("hex")}.tmp`);

  let size = 0;
  let head = new Uint8Array(0);
  let tooLarge = false;
  try {
    const counter = async function* (chunks: AsyncIterable<Uint8Array>) {
      for await (const chunk of chunks) {
        size += chunk.length;
        if (size > policy.maxBytes) {
          tooLarge = true;
          throw new Error("too large");
        }
        if (head.length < HEAD_BYTES) {
          const next = new Uint8Array(Math.min(HEAD_BYTES, head.length + chunk.length));
          next.set(head);
          next.set(chunk.subarray(0, next.length - head.length), head.length);
          head = next;
        }
        yield chunk;
      }
    };
    await pipeline(Readable.from(source), counter, fs.createWriteStream(tempPath, { flags: "wx", mode: 0o600 }));
  } catch (error) {
    await fs.promises.rm(tempPath, { force: true });
    if (tooLarge) return { ok: false, error: tooLargeMessage(policy.maxBytes) };
    throw error;
  }

  if (size === 0 || detectFileKind(head) !== kind) {
    await fs.promises.rm(tempPath, { force: true });
    return { ok: false, error: size === 0 ? "The file is empty." : contentMismatchMessage(ext, policy.kinds) };
  }

  try {
    const storedName = await claimName(tempPath, dir, policy.fileName(ext));
    return {
      ok: true,
      file: {
        storedName,
        originalName: cleanOriginalName(originalName),
        kind,
        contentType: CONTENT_TYPES[kind],
        size,
        path: path.join(dir, storedName),
      },
    };
  } catch (error) {
    await fs.promises.rm(tempPath, { force: true });
    throw error;
  }
}

/** The visitor's file name, for display only: no path, no control characters, at most 200 chars. */
function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || "file").slice(0, 200);
}

/** Stores bytes already in memory (e.g. a base64 attachment of the JSON endpoint). */
export async function storeFileBytes(
  bytes: Uint8Array,
  originalName: string,
  policy: UploadPolicy,
): Promise<{ ok: true; file: StoredFile } | { ok: false; error: string }> {
  if (bytes.length > policy.maxBytes) return { ok: false, error: tooLargeMessage(policy.maxBytes) };
  return storeStream([bytes], originalName, policy);
}

/**
 * The largest multipart body accepted for a policy: a file up to twice the
 * limit still gets a friendly field error (with the other values kept);
 * anything bigger is refused before parsing.
 */
export function maxMultipartBytes(policy: UploadPolicy): number {
  return policy.maxBytes * 2 + MAX_TEXT_FIELDS_BYTES + 64 * 1024;
}

/**
 * Reads a form (multipart or urlencoded) with at most one file, in
 * `policy.field`. Text fields come back as FormData; the file is stored
 * (checked) or refused with a message for its field.
 */
export async function readMultipartForm(request: Request, policy: UploadPolicy): Promise<MultipartResult> {
  const bodyLimit = maxMultipartBytes(policy);
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > bodyLimit) {
    discardRequestBody(request);
    return { ok: false, fields: null, status: 413, formError: tooLargeMessage(policy.maxBytes) };
  }
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(contentType)) {
    discardRequestBody(request);
    return { ok: false, fields: null, status: 400, formError: "The form could not be read. Please try again." };
  }

  let stored: StoredFile | null = null;
  let fileError: string | null = null;
  let unexpectedError: unknown = null;

  const handler = async (upload: FileUpload) => {
    // Other file fields, and an empty file input (no file chosen), are skipped.
    if (upload.fieldName !== policy.field) return null;
    if (upload.size === 0 && (upload.name === "" || upload.name === "file-upload")) return null;
    if (stored || fileError) return null;
    if (upload.size > policy.maxBytes) {
      fileError = tooLargeMessage(policy.maxBytes);
      return null;
    }
    try {
      const result = await storeStream(
        Readable.fromWeb(upload.stream() as import("node:stream/web").ReadableStream<Uint8Array>),
        upload.name,
        policy,
      );
      if (result.ok) stored = result.file;
      else fileError = result.error;
    } catch (error) {
      unexpectedError = error;
    }
    return null;
  };

  let fields: FormData;
  try {
    fields = await parseFormData(
      request,
      { maxFiles: 1, maxFileSize: policy.maxBytes * 2, maxParts: MAX_PARTS, maxTotalSize: bodyLimit },
      handler,
    );
  } catch (error) {
    // The parser stopped part way: read and drop the rest so the answer reaches the browser.
    discardRequestBody(request);
    if (stored) await deleteStoredFile(policy.directory, (stored as StoredFile).storedName);
    const name = (error as Error)?.name ?? "";
    if (/MaxFileSize|MaxTotalSize/.test(name)) {
      return { ok: false, fields: null, status: 413, formError: tooLargeMessage(policy.maxBytes) };
    }
    if (error instanceof MaxFilesExceededError) {
      return { ok: false, fields: null, status: 400, formError: "Please send one file at most." };
    }
    return { ok: false, fields: null, status: 400, formError: "The form could not be read. Please try again." };
  }
  if (unexpectedError) throw unexpectedError;

  let textBytes = 0;
  for (const [name, value] of fields) {
    if (typeof value === "string") textBytes += name.length + Buffer.byteLength(value);
  }
  if (textBytes > MAX_TEXT_FIELDS_BYTES) {
    if (stored) await deleteStoredFile(policy.directory, (stored as StoredFile).storedName);
    return { ok: false, fields: null, status: 413, formError: "The form is too large." };
  }

  if (fileError) return { ok: false, fields, fieldError: fileError };
  return { ok: true, fields, file: stored };
}
