/**
 * Post images (decisions 0304, 0349, 0352): png, jpeg, webp, gif or avif, at
 * most 5 MB, checked by magic bytes by app/server/infra/upload-checks.server.ts,
 * stored as `post-<32 hex>.<ext>` (128 random bits: no one can guess or count
 * their way to a name) under uploads/post-images in the file store (never
 * overwriting) and served from /media/post-images/<name>. The URL is what
 * `post.image` and `post.social_image` hold.
 *
 * Who may read one (decision 0352): anyone when a live post shows it
 * (`Cache-Control: public, max-age=3600`); otherwise only signed-in staff who
 * may see such a post in the admin, or whoever opens a working preview link of
 * a post showing it (the preview page names its images with `?preview=<token>`),
 * answered `private, no-store`; anyone else gets the same 404 as for a name
 * that does not exist. Names from before 0320 (`post-<milliseconds>`) keep
 * working under the same rule.
 *
 * Right after it is stored, an upload is cleaned in place (upright, no
 * metadata, at most 2400 px a side; app/server/infra/images.server.ts) and
 * gets its responsive copies, `<stem>-<ext>-<width>.<format>`
 * (AVIF, WebP and its own format at 480, 960 and 1600 px, none wider than
 * the cleaned original), recorded in `post_images`. A file that is not
 * a readable image is refused like any other bad upload, and nothing stays.
 */
import { randomBytes } from "node:crypto";
import { acceptAttribute, acceptedTypesMessage, contentTypeOf, type FileKind } from "~/lib/file-kinds";
import { formatOfFileName, type ImageVariant, responsiveImage, type ResponsiveImage, type VariantFormat } from "~/lib/responsive-image";
import { db } from "~/server/infra/db.server";
import { fileStore } from "~/server/infra/stored-files.server";
import type { AcceptedUpload, UploadPolicy } from "~/server/infra/upload-checks.server";
import {
  canEncode,
  cleanImage,
  encodeVariant,
  ImageRejectedError,
  inspectImage,
  runOneAtATime,
} from "~/server/infra/images.server";
import { mayViewPostImage, type StaffRole } from "~/lib/staff-roles";
import { previewShowsImage } from "~/server/domain/post-previews.server";
import { countPostsWithImage, creatorsOfPostsWithImage, imageShownByLivePost, POST_IMAGES_LOCK } from "~/server/domain/posts.server";
import { lockByName } from "~/server/infra/db-dialect.server";

export const POST_IMAGE_DIRECTORY = "uploads/post-images";
const POST_IMAGE_URL_PREFIX = "/media/post-images/";
const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const POST_IMAGE_CACHE_SECONDS = 3600;
/** Random bytes in a stored name: 128 bits, written as 32 hex digits. */
const NAME_RANDOM_BYTES = 16;
const KINDS: FileKind[] = ["png", "jpeg", "webp", "gif", "avif"];

/** What an upload to the editor's image fields may be: the editor's form reads its files with it. */
export const postImageUploadPolicy: UploadPolicy = {
  field: "image",
  kinds: KINDS,
  maxBytes: POST_IMAGE_MAX_BYTES,
  directory: POST_IMAGE_DIRECTORY,
  fileName: (ext) => newPostImageName(ext),
};

/** For the file input: `accept` and the hint under it. */
export const postImageInput = {
  accept: acceptAttribute(KINDS),
  hint:
    `${acceptedTypesMessage(KINDS)} At most ${POST_IMAGE_MAX_BYTES / (1024 * 1024)} MB. ` +
    `The camera's details and the place a photo was taken are removed, and large images are scaled down.`,
};

/**
 * A new upload's name: `post-` and 128 random bits in hex, so no one finds
 * a draft's image by counting (as they could through names made of the
 * upload's milliseconds), and one name tells nothing of any other.
 */
export function newPostImageName(ext: string): string {
  return `post-${randomBytes(NAME_RANDOM_BYTES).toString("hex")}.${ext}`;
}

/**
 * The stem of a stored original: `post-<32 hex>` since decision 0320, or
 * `post-<milliseconds>` before it (still served, under the same rule), and
 * the file store's `-<n>` / `-<hex>` suffix when a name was taken.
 */
const STEM = String.raw`post-(?:[0-9a-f]{32}|\d{10,16})(?:-[0-9a-f]{1,12})?`;
const IMAGE_EXT = "(png|jpg|jpeg|webp|gif|avif)";
/** What the upload module may name a post image: <stem>.<ext>. */
const STORED_NAME = new RegExp(`^${STEM}\\.${IMAGE_EXT}$`);
/**
 * A responsive copy: the original's name with its extension made part of the
 * stem, then the width (`<stem>-<ext>-<width>.<format>`). The original's
 * extension keeps two originals of one stem apart (post-1.png and
 * post-1.jpg), and "-jpg-" can never be an upload's own "-<hex>" suffix.
 */
const VARIANT_NAME = new RegExp(`^(${STEM})-${IMAGE_EXT}-(\\d{2,4})\\.${IMAGE_EXT}$`);

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

/**
 * Every uploaded original whose address a text holds, in any letter case and
 * wherever it stands (an image, a link, a comment): what the LIKE of
 * `inlineImagePattern` finds there (SQLite's ignores case), so what the text
 * makes a live post or a preview show.
 */
export function imageUrlsNamedIn(text: string): string[] {
  const named = text.matchAll(new RegExp(`${POST_IMAGE_URL_PREFIX}(${STEM})\\.${IMAGE_EXT}`, "gi"));
  return [...new Set([...named].map((match) => postImageUrl(`${match[1]}.${match[2]}`.toLowerCase())))];
}

/** Why a stored upload was refused: not an image anything can read, or more pixels than it may have. */
export type ImageRefusal = "unreadable" | "too-many-pixels";

/**
 * The uploads of one save of the editor (by field), just stored with
 * postImageUploadPolicy: each is cleaned and gets its responsive copies. When
 * one cannot be read as an image, every upload of the save is removed and
 * the answer names its field.
 */
export async function acceptPostImageUploads(
  files: Record<string, AcceptedUpload>,
): Promise<{ ok: true } | { ok: false; field: string; reason: ImageRefusal }> {
  for (const [field, file] of Object.entries(files)) {
    try {
      await preparePostImage(file.storedName, { clean: true, uploadedBytes: file.size });
    } catch (error) {
      for (const upload of Object.values(files)) await deletePostImageFiles(upload.storedName);
      if (!(error instanceof ImageRejectedError)) throw error;
      return { ok: false, field, reason: error.reason };
    }
  }
  return { ok: true };
}

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
 * An uploaded image's URL as a preview page names it (decision 0352): with
 * the preview link's token, so whoever opens the preview loads the draft's
 * image; the media route checks the token like the page does. Other URLs
 * (seeded art) are left as they are.
 */
export function previewImageUrl(url: string | null, previewToken: string): string | null {
  return url && storedNameOfImageUrl(url) ? withPreviewToken(url, previewToken) : url;
}

function withPreviewToken(url: string, previewToken: string): string {
  return `${url}?preview=${encodeURIComponent(previewToken)}`;
}

/**
 * The responsive form of each uploaded image among `urls`, by URL. Seeded or
 * static images (not under /media/post-images/) and uploads without a record
 * are left out: pages show those as a plain <img>. With `previewToken` every
 * address it names carries it (see previewImageUrl); the keys stay the URLs given.
 */
export async function responsiveImagesFor(
  urls: Iterable<string | null | undefined>,
  { previewToken }: { previewToken?: string } = {},
): Promise<Record<string, ResponsiveImage>> {
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
      previewToken ? (name) => withPreviewToken(postImageUrl(name), previewToken) : postImageUrl,
    );
  }
  return images;
}

/** The responsive form of one image URL (null for a seeded image or an upload without copies). */
export async function responsiveImageFor(
  url: string | null | undefined,
  options: { previewToken?: string } = {},
): Promise<ResponsiveImage | null> {
  return url ? ((await responsiveImagesFor([url], options))[url] ?? null) : null;
}

/** The original's file, its copies and its record. */
async function deletePostImageFiles(storedName: string): Promise<void> {
  for (const { name } of await fileStore().list(POST_IMAGE_DIRECTORY)) {
    if (originalOfVariant(name) === storedName) await fileStore().remove(POST_IMAGE_DIRECTORY, name);
  }
  await fileStore().remove(POST_IMAGE_DIRECTORY, storedName);
  await db().deleteFrom("post_images").where("name", "=", storedName).execute();
}

/**
 * Deletes an uploaded image only when no post or kept version shows it:
 * checked, and its record deleted, under the lock every post save takes
 * (POST_IMAGES_LOCK), then its files. A save starting to show it at the same
 * moment either came first (the image is in use and stays) or finds it gone
 * and is refused. True when it was deleted.
 */
export async function deletePostImageIfUnused(url: string): Promise<boolean> {
  const name = storedNameOfImageUrl(url);
  if (!name) return false;
  const unused = await db()
    .transaction()
    .execute(async (trx) => {
      await lockByName(trx, POST_IMAGES_LOCK);
      if ((await countPostsWithImage(url, trx)) > 0) return false;
      await trx.deleteFrom("post_images").where("name", "=", name).execute();
      return true;
    });
  if (unused) await deletePostImageFiles(name);
  return unused;
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

/** Who is asking for an image, found out only as far as needed (the public case asks nothing). */
export interface ImageReader {
  /** `?preview=<token>` of the address: a preview page names its post's images so. */
  previewToken?: string | null;
  /** The signed-in staff member, asked only for an image no live post shows. */
  staff?: () => Promise<{ id: number; role: StaffRole } | null>;
}

/** The stored original behind an original's or a copy's name, or null for any other name. */
function originalNameOf(name: string): string | null {
  return STORED_NAME.test(name) ? name : originalOfVariant(name);
}

/**
 * Who may read the image at this URL (decision 0352): everyone ("public")
 * when a live post shows it, one query on an index; otherwise ("private") the
 * holder of a working preview link of a post that shows it, or a signed-in
 * staff member who may see a post showing it in the admin (or the upload no
 * post shows yet); anyone else nobody (null).
 */
async function accessTo(url: string, reader: ImageReader, now: Date): Promise<"public" | "private" | null> {
  if (await imageShownByLivePost(url, now)) return "public";
  if (reader.previewToken && (await previewShowsImage(reader.previewToken, url, now))) return "private";
  const staff = reader.staff ? await reader.staff() : null;
  if (staff && mayViewPostImage(staff, await creatorsOfPostsWithImage(url))) return "private";
  return null;
}

/**
 * Whether this staff member may see the uploaded image at this URL (a live
 * post's, or one the admin shows them; see accessTo). The editor takes a
 * "pending" image from the form only then, so no one adopts into a post of
 * their own an image they were never shown.
 */
export async function staffMaySeeImage(url: string, staff: { id: number; role: StaffRole }, now = new Date()): Promise<boolean> {
  return (await accessTo(url, { staff: () => Promise.resolve(staff) }, now)) !== null;
}

/**
 * One answer for a name that is not a stored image, an image that is gone and
 * an image the reader may not see, so the answer tells nothing; never kept.
 */
function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
}

/**
 * The response for GET /media/post-images/:name, an original or a copy: a
 * live post's image to anyone, cached an hour as before; the image of a post
 * that is not live only to who may see it (see accessTo), never kept by a
 * browser or a shared cache; 404 for anything else.
 */
export async function postImageResponse(
  name: string,
  { method = "GET", reader = {}, now = new Date() }: { method?: string; reader?: ImageReader; now?: Date } = {},
): Promise<Response> {
  const ext = STORED_NAME.exec(name)?.[1] ?? VARIANT_NAME.exec(name)?.[4];
  const kind = ext ? TYPE_BY_EXTENSION[ext] : undefined;
  const original = originalNameOf(name);
  if (!kind || !original) return notFound();
  const access = await accessTo(postImageUrl(original), reader, now);
  if (!access) return notFound();
  const file = await fileStore().open(POST_IMAGE_DIRECTORY, name).catch(() => null);
  if (!file) return notFound();
  const headers = {
    "Content-Type": contentTypeOf(kind),
    "Content-Length": String(file.info.size),
    "Cache-Control": access === "public" ? `public, max-age=${POST_IMAGE_CACHE_SECONDS}` : "private, no-store",
    "Last-Modified": file.info.modified.toUTCString(),
    "Content-Security-Policy": "default-src 'none'; sandbox",
  };
  if (method === "HEAD") {
    await file.body.cancel();
    return new Response(null, { status: 200, headers });
  }
  return new Response(file.body, { status: 200, headers });
}
