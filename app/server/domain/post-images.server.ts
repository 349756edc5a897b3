/**
 * Post images (decision 0304): png, jpeg, webp, gif or avif, at most 5 MB,
 * checked by magic bytes by app/server/infra/file-storage.server.ts, stored as
 * `post-<timestamp>.<ext>` under STORAGE_DIR/uploads/post-images (never
 * overwriting) and served publicly from /media/post-images/<name> with
 * `Cache-Control: public, max-age=3600`. The URL is what `post.image` holds.
 */
import fs from "node:fs";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { acceptAttribute, acceptedTypesMessage, contentTypeOf, type FileKind } from "~/lib/file-kinds";
import { deleteStoredFile, storedFilePath, type UploadPolicy } from "~/server/infra/file-storage.server";
import { readMultipartForm } from "~/server/infra/multipart.server";

export const POST_IMAGE_DIRECTORY = "uploads/post-images";
const POST_IMAGE_URL_PREFIX = "/media/post-images/";
const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const POST_IMAGE_CACHE_SECONDS = 3600;
const KINDS: FileKind[] = ["png", "jpeg", "webp", "gif", "avif"];

const postImagePolicy: UploadPolicy = {
  field: "image",
  kinds: KINDS,
  maxBytes: POST_IMAGE_MAX_BYTES,
  directory: POST_IMAGE_DIRECTORY,
  fileName: (ext) => `post-${Date.now()}.${ext}`,
};

/** For the file input: `accept` and the hint under it. */
export const postImageInput = {
  accept: acceptAttribute(KINDS),
  hint: `${acceptedTypesMessage(KINDS)} At most ${POST_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
};

/** What the upload module may name a post image: post-<ms>[-n].<ext>. */
const STORED_NAME = /^post-\d{10,16}(?:-[0-9a-f]{1,12})?\.(png|jpg|jpeg|webp|gif|avif)$/;

const TYPE_BY_EXTENSION: Record<string, FileKind> = {
  png: "png",
  jpg: "jpeg",
  jpeg: "jpeg",
  webp: "webp",
  gif: "gif",
  avif: "avif",
};

export function postImageUrl(storedName: string): string {
  return `${POST_IMAGE_URL_PREFIX}${storedName}`;
}

/** The stored file name behind an uploaded image's URL, or null for any other URL. */
export function storedNameOfImageUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(POST_IMAGE_URL_PREFIX)) return null;
  const name = url.slice(POST_IMAGE_URL_PREFIX.length);
  return STORED_NAME.test(name) ? name : null;
}

/** Reads the post form with its optional image (see readMultipartForm). */
export function readPostForm(request: Request) {
  return readMultipartForm(request, postImagePolicy);
}

/** Removes an uploaded image file (no-op for seeded/static image URLs). */
export async function deletePostImage(url: string | null | undefined): Promise<void> {
  const name = storedNameOfImageUrl(url);
  if (name) await deleteStoredFile(POST_IMAGE_DIRECTORY, name);
}

/** True when the URL is an uploaded image that is still on disk. */
export function postImageExists(url: string): boolean {
  const name = storedNameOfImageUrl(url);
  if (!name) return false;
  try {
    return fs.statSync(storedFilePath(POST_IMAGE_DIRECTORY, name)).isFile();
  } catch {
    return false;
  }
}

/** The response for GET /media/post-images/:name (404 for anything unknown). */
export async function postImageResponse(name: string, method = "GET"): Promise<Response> {
  const match = STORED_NAME.exec(name);
  const kind = match ? TYPE_BY_EXTENSION[match[1]!] : undefined;
  if (!match || !kind) return new Response("Not found", { status: 404 });
  const file = storedFilePath(POST_IMAGE_DIRECTORY, name);
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
    if (!stat.isFile()) throw new Error("not a file");
  } catch {
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  const headers = {
    "Content-Type": contentTypeOf(kind),
    "Content-Length": String(stat.size),
    "Cache-Control": `public, max-age=${POST_IMAGE_CACHE_SECONDS}`,
    "Last-Modified": stat.mtime.toUTCString(),
    "Content-Security-Policy": "default-src 'none'; sandbox",
  };
  if (method === "HEAD") return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(fs.createReadStream(file)) as NodeReadableStream<Uint8Array>;
  return new Response(body as unknown as ReadableStream<Uint8Array>, { status: 200, headers });
}
