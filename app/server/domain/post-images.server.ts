/**
 * Post images (decisions 0304, 0316): png, jpeg, webp, gif or avif, at most
 * 5 MB, checked by magic bytes by app/server/infra/file-storage.server.ts,
 * stored as `post-<timestamp>.<ext>` under STORAGE_DIR/uploads/post-images
 * (never overwriting) and served publicly from /media/post-images/<name> with
 * `Cache-Control: public, max-age=3600`. The URL is what `post.image` holds.
 *
 * Right after it is stored, an upload is cleaned in place (upright, no
 * metadata, at most 2400 px a side; app/server/infra/images.server.ts) and
 * gets its responsive copies, `post-<timestamp>-<ext>-<width>.<format>`
 * (AVIF, WebP and its own format at 480, 960 and 1600 px, none wider than
 * the cleaned original), recorded in `post_images`. A file that is not
 * a readable image is refused like any other bad upload, and nothing stays.
 */
import { acceptAttribute, acceptedTypesMessage, contentTypeOf, type FileKind } from "~/lib/file-kinds";
import { formatOfFileName, type ImageVariant, responsiveImage, type ResponsiveImage, type VariantFormat } from "~/lib/responsive-image";
import { db } from "~/server/infra/db.server";
import { deleteStoredFile, type UploadPolicy } from "~/server/infra/file-storage.server";
import { fileStore } from "~/server/infra/file-store.server";
import {
  canEncode,
  cleanImage,
  encodeVariant,
  ImageRejectedError,
  inspectImage,
  MAX_INPUT_PIXELS,
  runOneAtATime,
} from "~/server/infra/images.server";
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
  hint:
    `${acceptedTypesMessage(KINDS)} At most ${POST_IMAGE_MAX_BYTES / (1024 * 1024)} MB. ` +
    `The camera's details and the place a photo was taken are removed, and large images are scaled down.`,
};

/** What the upload module may name a post image: post-<ms>[-n].<ext>. */
const STORED_NAME = /^post-\d{10,16}(?:-[0-9a-f]{1,12})?\.(png|jpg|jpeg|webp|gif|avif)$/;
/**
 * A responsive copy: the original's name with its extension made part of the
 * stem, then the width (`post-<ms>[-n]-<ext>-<width>.<format>`). The original's
 * extension keeps two uploads of the same millisecond apart (post-1.png and
 * post-1.jpg), and "-jpg-" can never be an upload's own "-<hex>" suffix.
 */
const VARIANT_NAME = /^(post-\d{10,16}(?:-[0-9a-f]{1,12})?)-(png|jpg|jpeg|webp|gif|avif)-(\d{2,4})\.(png|jpg|jpeg|webp|gif|avif)$/;

/** The longest side of a published image (the cleaned original): larger uploads are scaled down. */
const POST_IMAGE_MAX_EDGE = 2400;
/**
 * The widths of the responsive copies, those narrower than the cleaned
 * original (and its own width when it is at most the last): a card is shown
 * up to ~600 CSS px wide, the article's image up to 896, so 1600 serves a
 * 2x screen; a copy at 2400 would double the time and memory an upload
 * takes (AVIF) for a difference no one sees. The cleaned original, up to
 * 2400, stays the widest candidate of its own format.
 */
const POST_IMAGE_WIDTHS = [480, 960, 1600] as const;
const WIDEST_COPY = Math.max(...POST_IMAGE_WIDTHS);
/** AVIF and WebP first, then the original's own format (the fallback every browser shows). */
const VARIANT_FORMATS: VariantFormat[] = ["avif", "webp"];

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

/** Why an image upload was refused after it arrived (the field error). */
export function unreadableImageMessage(ext: string): string {
  return `The file could not be read as an image. Please choose another .${ext} file (a photo or picture saved by a camera or an image editor).`;
}
export const TOO_MANY_PIXELS_MESSAGE = `The image has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} million). Please choose a smaller image.`;

/**
 * Reads the post form with its optional image and social image (see
 * readMultipartForm); each stored image is cleaned and gets its responsive
 * copies before the form is answered, or is refused (and every upload of the
 * request removed) when it cannot be read as an image.
 */
export async function readPostForm(request: Request) {
  const form = await readMultipartForm(request, postImagePolicy, [SOCIAL_IMAGE_FIELD]);
  if (!form.ok) return form;
  for (const [field, file] of Object.entries(form.files)) {
    try {
      await preparePostImage(file.storedName, { clean: true, uploadedBytes: file.size });
    } catch (error) {
      for (const upload of Object.values(form.files)) await deletePostImageFiles(upload.storedName);
      if (!(error instanceof ImageRejectedError)) throw error;
      const ext = file.storedName.slice(file.storedName.lastIndexOf(".") + 1);
      const fieldError = error.reason === "too-many-pixels" ? TOO_MANY_PIXELS_MESSAGE : unreadableImageMessage(ext);
      return { ok: false as const, fields: form.fields, fieldError, errorField: field };
    }
  }
  return form;
}

/** The editor's second file field: the image shown when the post is shared (decision 0317). */
export const SOCIAL_IMAGE_FIELD = "social_image";

interface PreparedImage {
  name: string;
  width: number;
  height: number;
  bytes: number;
  originalBytes: number | null;
  variants: ImageVariant[];
}

function variantName(original: string, width: number, format: VariantFormat): string {
  const dot = original.lastIndexOf(".");
  const ext = original.slice(dot + 1);
  const variantExt = format === "jpeg" ? (ext === "jpeg" ? "jpeg" : "jpg") : format;
  return `${original.slice(0, dot)}-${ext}-${width}.${variantExt}`;
}

/** The stored original a variant name belongs to, or null when it is not a variant's name. */
function originalOfVariant(name: string): string | null {
  const match = VARIANT_NAME.exec(name);
  return match ? `${match[1]}.${match[2]}` : null;
}

/**
 * Makes a stored image publishable: with `clean`, rewrites it in place
 * upright, without metadata and within the size cap; then writes its
 * responsive copies and records it in post_images. One image at a time in
 * the process (runOneAtATime). Throws ImageRejectedError when the file is
 * not a readable image (the caller removes it).
 */
export async function preparePostImage(
  storedName: string,
  { clean, uploadedBytes = null }: { clean: boolean; uploadedBytes?: number | null },
): Promise<PreparedImage> {
  const format = formatOfFileName(storedName);
  if (!STORED_NAME.test(storedName) || !format) throw new Error(`Not a stored post image name: ${storedName}`);
  return runOneAtATime(async () => {
    const original = await fileStore().read(POST_IMAGE_DIRECTORY, storedName);
    if (!original) throw new Error(`The stored image ${storedName} is missing`);
    // Cleaning an already clean image again would only cost quality: it is done once, at upload.
    const cleaned = clean ? await cleanImage(original, format, POST_IMAGE_MAX_EDGE) : await inspectImage(original, format);
    if (clean) await fileStore().write(POST_IMAGE_DIRECTORY, storedName, cleaned.data);
    const published = cleaned.data;

    const widths: number[] = POST_IMAGE_WIDTHS.filter((width) => width < cleaned.width);
    if (cleaned.width <= WIDEST_COPY) widths.push(cleaned.width);
    const formats = [...new Set([...VARIANT_FORMATS, format])].filter((f) => canEncode(f, cleaned));
    const variants: ImageVariant[] = [];
    for (const variantFormat of formats) {
      for (const width of widths) {
        // The cleaned original is its own format's widest copy.
        if (variantFormat === format && width === cleaned.width) continue;
        const encoded = await encodeVariant(published, format, variantFormat, width);
        const name = variantName(storedName, width, variantFormat);
        await fileStore().write(POST_IMAGE_DIRECTORY, name, encoded.data);
        variants.push({ width: encoded.width, format: variantFormat, name, bytes: encoded.data.length });
      }
    }

    const record = {
      name: storedName,
      width: cleaned.width,
      height: cleaned.height,
      bytes: published.length,
      original_bytes: clean ? (uploadedBytes ?? original.length) : null,
      variants: JSON.stringify(variants),
      created_at: new Date().toISOString(),
    };
    await db()
      .insertInto("post_images")
      .values(record)
      .onConflict((oc) =>
        oc.column("name").doUpdateSet({
          width: record.width,
          height: record.height,
          bytes: record.bytes,
          variants: record.variants,
          // What the upload weighed stays known when only the copies are made again.
          ...(clean ? { original_bytes: record.original_bytes } : {}),
        }),
      )
      .execute();
    return {
      name: storedName,
      width: record.width,
      height: record.height,
      bytes: record.bytes,
      originalBytes: record.original_bytes,
      variants,
    };
  });
}

function parseVariants(json: string): ImageVariant[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as ImageVariant[]) : [];
  } catch {
    return [];
  }
}

/**
 * The responsive form of each uploaded image among `urls`, by URL. Seeded or
 * static images (not under /media/post-images/) and uploads without a record
 * are left out: pages show those as a plain <img>.
 */
export async function responsiveImagesFor(urls: Iterable<string | null | undefined>): Promise<Record<string, ResponsiveImage>> {
  const byName = new Map<string, string>();
  for (const url of urls) {
    const name = storedNameOfImageUrl(url);
    if (name && url) byName.set(name, url);
  }
  if (!byName.size) return {};
  const rows = await db().selectFrom("post_images").selectAll().where("name", "in", [...byName.keys()]).execute();
  const images: Record<string, ResponsiveImage> = {};
  for (const row of rows) {
    images[byName.get(row.name)!] = responsiveImage(
      { name: row.name, width: row.width, height: row.height, variants: parseVariants(row.variants) },
      postImageUrl,
    );
  }
  return images;
}

/** The responsive form of one image URL (null for a seeded image or an upload without copies). */
export async function responsiveImageFor(url: string | null | undefined): Promise<ResponsiveImage | null> {
  return url ? ((await responsiveImagesFor([url]))[url] ?? null) : null;
}

/** The original's file, its copies and its record. */
async function deletePostImageFiles(storedName: string): Promise<void> {
  for (const { name } of await fileStore().list(POST_IMAGE_DIRECTORY)) {
    if (originalOfVariant(name) === storedName) await deleteStoredFile(POST_IMAGE_DIRECTORY, name);
  }
  await deleteStoredFile(POST_IMAGE_DIRECTORY, storedName);
  await db().deleteFrom("post_images").where("name", "=", storedName).execute();
}

/** Removes an uploaded image, its responsive copies and its record (no-op for seeded/static image URLs). */
export async function deletePostImage(url: string | null | undefined): Promise<void> {
  const name = storedNameOfImageUrl(url);
  if (name) await deletePostImageFiles(name);
}

/**
 * `npm run images:rebuild`: every stored original without its record or
 * with a copy missing gets them. One never processed (uploaded before
 * decision 0316) is cleaned first, so its metadata goes too. Idempotent.
 * A file without a record younger than `minAgeMs` is left to the upload
 * storing it (it gets its record within seconds), so the command can run
 * beside the server.
 */
export async function rebuildPostImages(
  { log = () => {}, minAgeMs = 5 * 60_000, now = Date.now() }: { log?: (line: string) => void; minAgeMs?: number; now?: number } = {},
): Promise<{ checked: number; cleaned: number; rebuilt: number; complete: number; recent: number; failed: number }> {
  const files = new Map((await fileStore().list(POST_IMAGE_DIRECTORY)).map((file) => [file.name, file]));
  const present = new Set(files.keys());
  const names = [...present].filter((name) => STORED_NAME.test(name)).sort();
  const rows = await db().selectFrom("post_images").select(["name", "variants"]).execute();
  const recorded = new Map(rows.map((row) => [row.name, parseVariants(row.variants)]));
  const totals = { checked: names.length, cleaned: 0, rebuilt: 0, complete: 0, recent: 0, failed: 0 };
  for (const name of names) {
    const variants = recorded.get(name);
    if (variants?.every((variant) => present.has(variant.name))) {
      totals.complete++;
      continue;
    }
    if (variants === undefined) {
      // No record yet: an upload may be processing it right now.
      const file = files.get(name);
      if (!file || now - file.modified.getTime() < minAgeMs) {
        totals.recent++;
        continue;
      }
    }
    try {
      const prepared = await preparePostImage(name, { clean: variants === undefined });
      if (variants === undefined) totals.cleaned++;
      else totals.rebuilt++;
      log(`${name}: ${prepared.width}x${prepared.height}, ${prepared.variants.length} copies`);
    } catch (error) {
      totals.failed++;
      log(`${name}: not processed (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return totals;
}

/** True when the URL is an uploaded image that is still stored. */
export async function postImageExists(url: string): Promise<boolean> {
  const name = storedNameOfImageUrl(url);
  if (!name) return false;
  try {
    return (await fileStore().info(POST_IMAGE_DIRECTORY, name)) !== null;
  } catch {
    return false;
  }
}

/** The response for GET /media/post-images/:name, an original or a copy (404 for anything unknown). */
export async function postImageResponse(name: string, method = "GET"): Promise<Response> {
  const ext = STORED_NAME.exec(name)?.[1] ?? VARIANT_NAME.exec(name)?.[4];
  const kind = ext ? TYPE_BY_EXTENSION[ext] : undefined;
  if (!kind) return new Response("Not found", { status: 404 });
  const file = await fileStore().open(POST_IMAGE_DIRECTORY, name).catch(() => null);
  if (!file) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const headers = {
    "Content-Type": contentTypeOf(kind),
    "Content-Length": String(file.info.size),
    "Cache-Control": `public, max-age=${POST_IMAGE_CACHE_SECONDS}`,
    "Last-Modified": file.info.modified.toUTCString(),
    "Content-Security-Policy": "default-src 'none'; sandbox",
  };
  if (method === "HEAD") {
    await file.body.cancel();
    return new Response(null, { status: 200, headers });
  }
  return new Response(file.body, { status: 200, headers });
}
