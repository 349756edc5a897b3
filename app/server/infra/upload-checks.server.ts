/**
 * The checks an upload (a resume, a post image) passes before it is kept: a
 * file is stored only once its name's extension and its first bytes agree on
 * an accepted kind (app/lib/file-kinds.ts), capped in size while it streams
 * in (staged meanwhile), and under a free name: an existing file is never
 * replaced. Where files live, and how they are read and deleted afterwards,
 * is the file store's business (stored-files.server.ts: this disk or a
 * bucket). Nothing here is public: routes decide who may read a stored file.
 */
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
import { fileStore } from "~/server/infra/stored-files.server";

export interface UploadPolicy {
  /** The form field holding the file. */
  field: string;
  /** Accepted kinds: extension AND magic bytes must agree. */
  kinds: FileKind[];
  /** Per file, e.g. 5 * 1024 * 1024. */
  maxBytes: number;
  /** The folder, e.g. "uploads/resumes" or "uploads/post-images" (under STORAGE_DIR, or a key prefix in the bucket). */
  directory: string;
  /** The stored name from the (lower-case) extension; a suffix is added only when the name is taken. */
  fileName: (ext: string) => string;
  /** The refusals in the form's language (a French form's); English from the policy otherwise. */
  messages?: UploadMessages;
}

export interface UploadMessages {
  wrongType: string;
  tooLarge: string;
  empty: string;
  /** A file whose bytes are not what its extension says. */
  mismatch: (ext: string) => string;
}

/** The policy's refusals: its own words, or the English ones. */
export function uploadMessages(policy: UploadPolicy): UploadMessages {
  return (
    policy.messages ?? {
      wrongType: acceptedTypesMessage(policy.kinds),
      tooLarge: tooLargeMessage(policy.maxBytes),
      empty: "The file is empty.",
      mismatch: (ext) => contentMismatchMessage(ext, policy.kinds),
    }
  );
}

/** An upload that passed the checks, stored under `storedName` in its policy's folder. */
export interface AcceptedUpload {
  storedName: string;
  originalName: string;
  kind: FileKind;
  contentType: string;
  size: number;
}

type StoreResult = { ok: true; file: AcceptedUpload } | { ok: false; error: string };

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
  if (!kind) return { ok: false, error: uploadMessages(policy).wrongType };

  const chunks = Readable.from(source)[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  const { head, headSize } = await readHead(chunks);
  if (headSize > policy.maxBytes) return { ok: false, error: uploadMessages(policy).tooLarge };
  if (headSize === 0) return { ok: false, error: uploadMessages(policy).empty };
  const first = Buffer.concat(head);
  if (detectFileKind(first.subarray(0, FILE_HEAD_BYTES)) !== kind) {
    return { ok: false, error: uploadMessages(policy).mismatch(ext) };
  }

  const staged = await fileStore().stage(policy.directory, policy.fileName(ext));
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
    await pipeline(counted, staged.handle.createWriteStream());
    // Complete and accepted: it takes its name.
    await staged.publish();
  } catch (error) {
    await staged.discard();
    if (tooLarge) return { ok: false, error: uploadMessages(policy).tooLarge };
    throw error;
  }
  return {
    ok: true,
    file: { storedName: staged.name, originalName: displayFileName(originalName), kind, contentType: contentTypeOf(kind), size },
  };
}

/** Stores bytes already in memory (e.g. a base64 attachment of the JSON endpoint). */
export async function storeFileBytes(bytes: Uint8Array, originalName: string, policy: UploadPolicy): Promise<StoreResult> {
  if (bytes.length > policy.maxBytes) return { ok: false, error: uploadMessages(policy).tooLarge };
  return storeStream([bytes], originalName, policy);
}
