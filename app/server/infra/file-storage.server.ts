/**
 * Stored files (resumes, post images) under STORAGE_DIR: a file is written
 * only once its name's extension and its first bytes agree on an accepted
 * kind (app/lib/file-kinds.ts), capped in size while it streams in, and
 * created exclusively: an existing file is never replaced. Nothing here is
 * public: routes decide who may read a stored file.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  acceptedTypesMessage,
  contentMismatchMessage,
  contentTypeOf,
  detectFileKind,
  displayFileName,
  extensionOf,
  FILE_HEAD_BYTES,
  type FileKind,
  kindForExtension,
  tooLargeMessage,
} from "~/lib/file-kinds";
import { attachmentDisposition } from "~/lib/download-filename";
import { config } from "~/server/infra/config.server";

export interface UploadPolicy {
  /** The form field holding the file. */
  field: string;
  /** Accepted kinds: extension AND magic bytes must agree. */
  kinds: FileKind[];
  /** Per file, e.g. 5 * 1024 * 1024. */
  maxBytes: number;
  /** Under STORAGE_DIR, e.g. "uploads/resumes" or "uploads/post-images". */
  directory: string;
  /** The stored name from the (lower-case) extension; a suffix is added only when the name is taken. */
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

type StoreResult = { ok: true; file: StoredFile } | { ok: false; error: string };

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

/** Collisions tried with a counter ("name-1.pdf" ...) before a random suffix. */
const NUMBERED_SUFFIXES = 9;
/** A file being written is "<its name>.part" until it is complete. */
const PART = ".part";

/**
 * Claims a name for a new file without ever replacing one: "<name>.part" is
 * created with O_EXCL ("wx"), so only one upload can hold a name at a time,
 * and the name is given up if the finished file already exists. Taken names
 * get "-1", "-2" ... then a random suffix. The caller writes into the .part
 * file and renames it when complete (so a crash leaves only a .part file,
 * which removeUnfinishedUploads clears at the next start).
 */
async function claimName(dir: string, preferred: string): Promise<{ name: string; part: string; handle: fs.promises.FileHandle }> {
  const base = path.basename(preferred).replace(/[^\w.-]/g, "-") || "file";
  const dot = base.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [base.slice(0, dot), base.slice(dot)] : [base, ""];
  const candidates = [
    base,
    ...Array.from({ length: NUMBERED_SUFFIXES }, (_, i) => `${stem}-${i + 1}${ext}`),
    `${stem}-${randomBytes(6).toString("hex")}${ext}`,
  ];
  for (const name of candidates) {
    const part = path.join(dir, name + PART);
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(part, "wx", 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") continue;
      throw error;
    }
    if (!fs.existsSync(path.join(dir, name))) return { name, part, handle };
    await handle.close();
    await fs.promises.rm(part, { force: true });
  }
  throw new Error(`No free file name for ${base}`);
}

/**
 * Removes what uploads cut short left behind (a crash or kill -9 mid-upload):
 * ".part" files under STORAGE_DIR/uploads older than `olderThanMs`. At start
 * nothing is being uploaded yet (this process owns its storage folder), so
 * startup removes them all. Returns how many went.
 */
export async function removeUnfinishedUploads(olderThanMs = 0, now = Date.now()): Promise<number> {
  const root = path.join(config().storageDir, "uploads");
  let removed = 0;
  const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(PART)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat && now - stat.mtimeMs >= olderThanMs) {
      await fs.promises.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/** The first bytes of a stream (enough to tell its kind) and an iterator over the rest. */
async function readHead(source: AsyncIterator<Uint8Array>): Promise<{ head: Uint8Array[]; headSize: number; done: boolean }> {
  const head: Uint8Array[] = [];
  let headSize = 0;
  while (headSize < FILE_HEAD_BYTES) {
    const next = await source.next();
    if (next.done) return { head, headSize, done: true };
    head.push(next.value);
    headSize += next.value.length;
  }
  return { head, headSize, done: false };
}

/**
 * Stores a byte stream under the policy: the name's kind and the first bytes'
 * kind must agree before anything is written; the size is counted as the
 * rest streams to disk, and a file over the limit is removed again.
 */
export async function storeStream(
  source: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
  originalName: string,
  policy: UploadPolicy,
): Promise<StoreResult> {
  const ext = extensionOf(originalName);
  const kind = kindForExtension(ext, policy.kinds);
  if (!kind) return { ok: false, error: acceptedTypesMessage(policy.kinds) };

  const chunks = Readable.from(source)[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  const { head, headSize } = await readHead(chunks);
  if (headSize > policy.maxBytes) return { ok: false, error: tooLargeMessage(policy.maxBytes) };
  if (headSize === 0) return { ok: false, error: "The file is empty." };
  const first = Buffer.concat(head);
  if (detectFileKind(first.subarray(0, FILE_HEAD_BYTES)) !== kind) {
    return { ok: false, error: contentMismatchMessage(ext, policy.kinds) };
  }

  const dir = directoryPath(policy.directory);
  await fs.promises.mkdir(dir, { recursive: true });
  const { name, part, handle } = await claimName(dir, policy.fileName(ext));
  const stored = path.join(dir, name);
  let size = headSize;
  let tooLarge = false;
  const counted = async function* () {
    yield first;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      size += next.value.length;
      if (size > policy.maxBytes) {
        tooLarge = true;
        throw new Error("too large");
      }
      yield next.value;
    }
  };
  try {
    await pipeline(counted, handle.createWriteStream());
    // Complete: it takes its name (which no other upload can hold while our .part exists).
    await fs.promises.rename(part, stored);
  } catch (error) {
    await handle.close().catch(() => {});
    await fs.promises.rm(part, { force: true });
    if (tooLarge) return { ok: false, error: tooLargeMessage(policy.maxBytes) };
    throw error;
  }
  return {
    ok: true,
    file: { storedName: name, originalName: displayFileName(originalName), kind, contentType: contentTypeOf(kind), size, path: stored },
  };
}

/** Stores bytes already in memory (e.g. a base64 attachment of the JSON endpoint). */
export async function storeFileBytes(bytes: Uint8Array, originalName: string, policy: UploadPolicy): Promise<StoreResult> {
  if (bytes.length > policy.maxBytes) return { ok: false, error: tooLargeMessage(policy.maxBytes) };
  return storeStream([bytes], originalName, policy);
}

/**
 * A stored private file (a resume) as a download: saved under its name,
 * never cached or shown inline, and sandboxed by its own Content-Security-
 * Policy, so a file that pretends to be a page can run nothing on our origin.
 */
export function privateDownload(file: { path: string; size: number; contentType: string; downloadName: string }): Response {
  const body = Readable.toWeb(fs.createReadStream(file.path)) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": attachmentDisposition(file.downloadName),
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Referrer-Policy": "no-referrer",
    },
  });
}
