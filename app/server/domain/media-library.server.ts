/**
 * The media library (decision 0332): every uploaded image (a post's image,
 * its social image, an image inside an article) with its description, size,
 * uploader, date and the posts that use it. A description is written once
 * and offered wherever the image is inserted after that. An image goes only
 * when no post, kept revision or social card uses it; an author deletes only
 * their own uploads, editors and owners any unused one. Uploads here are
 * post images like any other (post-images.server.ts: checked, cleaned,
 * responsive copies), so an article serves them as <picture>.
 */
import { sql } from "kysely";
import { can, type StaffRole } from "~/lib/staff-roles";
import { formatOfFileName } from "~/lib/responsive-image";
import {
  acceptPostImageUploads,
  deletePostImageIfUnused,
  type ImageRefusal,
  postImageUrl,
  responsiveImagesFor,
  staffMaySeeImage,
  storedNameOfImageUrl,
} from "~/server/domain/post-images.server";
import { inlineImagePattern, likePattern, type Post } from "~/server/domain/posts.server";
import { inlineImageAlts, inlineImageUrls } from "~/server/domain/render-post.server";
import { MEDIA_DESCRIPTION_MAX } from "~/schemas/admin-form-rules";
import { db } from "~/server/infra/db.server";
import type { AcceptedUpload } from "~/server/infra/upload-checks.server";

export const MEDIA_PER_PAGE = 40;

/** Where a post uses an image. */
export type MediaUseKind = "image" | "social" | "inline" | "revision";

export interface MediaUse {
  postId: number;
  title: string;
  as: MediaUseKind[];
}

/** What the library says of every image, seen or not: its size, who uploaded it, when. */
interface MediaFacts {
  width: number;
  height: number;
  bytes: number;
  uploadedBy: { id: number; name: string } | null;
  createdAt: string;
}

export interface VisibleMediaItem extends MediaFacts {
  hidden: false;
  name: string;
  url: string;
  /** The smallest copy, for the grid (the original when it has none). */
  thumbUrl: string;
  description: string;
  originalName: string | null;
  uses: MediaUse[];
  mayDelete: boolean;
  mayDescribe: boolean;
  /** The Markdown that shows it in an article (copied without JavaScript). */
  markdown: string;
}

/**
 * An image this viewer may not see (someone else's unpublished post shows it;
 * decision 0352): listed, with nothing that names, shows or describes it.
 */
export interface HiddenMediaItem extends MediaFacts {
  hidden: true;
  /** Its place in the list, for the page's keys (its name is its address). */
  key: string;
}

export type MediaItem = VisibleMediaItem | HiddenMediaItem;

export interface MediaPage {
  items: MediaItem[];
  total: number;
  page: number;
  pageCount: number;
}

interface Viewer {
  id: number;
  role: StaffRole;
}

/** Square brackets would end the description early: they become parentheses. */
export function imageMarkdown(url: string, description: string): string {
  const alt = description.replace(/[[\]]/g, (bracket) => (bracket === "[" ? "(" : ")")).replace(/\s+/g, " ").trim();
  return alt ? `![${alt}](${url})` : `![](${url} "decorative")`;
}

/** The posts (and revisions) that use each of these stored images, by name. */
export async function mediaUses(names: string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(names.map((name) => [name, []]));
  if (!names.length) return uses;
  const add = (name: string, postId: number, title: string, as: MediaUseKind) => {
    const list = uses.get(name)!;
    const use = list.find((entry) => entry.postId === postId) ?? list[list.push({ postId, title, as: [] }) - 1]!;
    if (!use.as.includes(as)) use.as.push(as);
  };
  for (const name of names) {
    const url = postImageUrl(name);
    const pattern = inlineImagePattern(url);
    const posts = await db()
      .selectFrom("posts")
      .select(["id", "title", "image", "social_image"])
      .where((eb) => eb.or([eb("image", "=", url), eb("social_image", "=", url), eb("content", "like", pattern)]))
      .orderBy("id")
      .execute();
    for (const post of posts) {
      if (post.image === url) add(name, post.id, post.title, "image");
      if (post.social_image === url) add(name, post.id, post.title, "social");
      if (post.image !== url && post.social_image !== url) add(name, post.id, post.title, "inline");
    }
    const revisions = await db()
      .selectFrom("post_revisions")
      .innerJoin("posts", "posts.id", "post_revisions.post_id")
      .select(["posts.id as id", "posts.title as title"])
      .where((eb) =>
        eb.or([eb("post_revisions.image", "=", url), eb("post_revisions.social_image", "=", url), eb("post_revisions.content", "like", pattern)]),
      )
      .groupBy(["posts.id", "posts.title"])
      .execute();
    for (const revision of revisions) add(name, revision.id, revision.title, "revision");
  }
  return uses;
}

/** Describing an image and deleting it: editors and owners any, an author only their own upload. */
function mayChangeMedia(viewer: Viewer, uploadedBy: number | null): boolean {
  return can(viewer.role, "posts:manage") || (uploadedBy !== null && uploadedBy === viewer.id);
}

function mayDelete(viewer: Viewer, uploadedBy: number | null, uses: MediaUse[]): boolean {
  return !uses.length && mayChangeMedia(viewer, uploadedBy);
}

/**
 * The images among these that this viewer may not see (decision 0352: the
 * media route answers them 404). Only an image that some post or kept
 * version shows as its image or social image can be one, so only those are
 * asked about, each by the media route's own rule.
 */
async function hiddenFrom(names: string[], viewer: Viewer): Promise<Set<string>> {
  const hidden = new Set<string>();
  if (!names.length || can(viewer.role, "posts:manage")) return hidden;
  const urls = names.map(postImageUrl);
  const shownAsImage = (table: "posts" | "post_revisions") =>
    db()
      .selectFrom(table)
      .select(["image", "social_image"])
      .where((eb) => eb.or([eb("image", "in", urls), eb("social_image", "in", urls)]))
      .execute();
  const rows = [...(await shownAsImage("posts")), ...(await shownAsImage("post_revisions"))];
  const candidates = new Set(rows.flatMap((row) => [row.image, row.social_image]));
  for (const name of names) {
    const url = postImageUrl(name);
    if (candidates.has(url) && !(await staffMaySeeImage(url, viewer))) hidden.add(name);
  }
  return hidden;
}

/**
 * One page of the library, newest first; `q` searches descriptions and file
 * names. An image this viewer may not see is listed without them, and a
 * search never finds it (its answers would spell them out).
 */
export async function listMedia({ q, page }: { q: string; page: number }, viewer: Viewer): Promise<MediaPage> {
  const search = q.trim();
  let query = db().selectFrom("post_images");
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(post_images.description)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(post_images.name)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(post_images.original_name)`, "like", sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const newestFirst = await query.select("post_images.name").orderBy("post_images.created_at", "desc").orderBy("post_images.name", "desc").execute();
  let matches = newestFirst.map((row) => row.name);
  if (search) {
    const hiddenMatches = await hiddenFrom(matches, viewer);
    matches = matches.filter((name) => !hiddenMatches.has(name));
  }
  const total = matches.length;
  const pageCount = Math.max(1, Math.ceil(total / MEDIA_PER_PAGE));
  const current = Math.min(Math.max(1, page), pageCount);
  const names = matches.slice((current - 1) * MEDIA_PER_PAGE, current * MEDIA_PER_PAGE);
  const rows = names.length
    ? await db()
        .selectFrom("post_images")
        .leftJoin("users", "users.id", "post_images.uploaded_by")
        .select([
          "post_images.name as name",
          "post_images.width as width",
          "post_images.height as height",
          "post_images.bytes as bytes",
          "post_images.variants as variants",
          "post_images.created_at as created_at",
          "post_images.description as description",
          "post_images.uploaded_by as uploaded_by",
          "post_images.original_name as original_name",
          "users.name as uploader_name",
          "users.email as uploader_email",
        ])
        .where("post_images.name", "in", names)
        .orderBy("post_images.created_at", "desc")
        .orderBy("post_images.name", "desc")
        .execute()
    : [];
  const hidden = await hiddenFrom(names, viewer);
  const shown = names.filter((name) => !hidden.has(name));
  const uses = await mediaUses(shown);
  const responsive = await responsiveImagesFor(shown.map(postImageUrl));
  const items = rows.map((row, index): MediaItem => {
    const facts: MediaFacts = {
      width: row.width,
      height: row.height,
      bytes: row.bytes,
      uploadedBy: row.uploaded_by === null || row.uploaded_by === undefined ? null : { id: row.uploaded_by, name: row.uploader_name || row.uploader_email || "A former staff member" },
      createdAt: row.created_at,
    };
    if (hidden.has(row.name)) return { ...facts, hidden: true, key: `hidden-${(current - 1) * MEDIA_PER_PAGE + index}` };
    const url = postImageUrl(row.name);
    const itemUses = uses.get(row.name) ?? [];
    const smallest = responsive[url]?.srcSet.split(",")[0]?.trim().split(" ")[0];
    return {
      ...facts,
      hidden: false,
      name: row.name,
      url,
      thumbUrl: smallest || url,
      description: row.description ?? "",
      originalName: row.original_name ?? null,
      uses: itemUses,
      mayDelete: mayDelete(viewer, row.uploaded_by ?? null, itemUses),
      mayDescribe: mayChangeMedia(viewer, row.uploaded_by ?? null),
      markdown: imageMarkdown(url, row.description ?? ""),
    };
  });
  return { items, total, page: current, pageCount };
}

/** The library's images an editor may insert (for the visual editor's picker): never one hidden from this viewer. */
export async function mediaForPicker(q: string, viewer: Viewer) {
  const { items } = await listMedia({ q, page: 1 }, viewer);
  return items
    .filter((item): item is VisibleMediaItem => !item.hidden)
    .map(({ name, url, thumbUrl, description, width, height }) => ({ name, url, thumbUrl, description, width, height }));
}

async function findMedia(name: string) {
  return db().selectFrom("post_images").select(["name", "uploaded_by", "description"]).where("name", "=", name).executeTakeFirst();
}

export type MediaDescribeResult = { ok: true } | { ok: false; reason: "not-found" | "forbidden" };

/**
 * Writes an image's description, offered as its alt text wherever it is
 * inserted from now on: who may delete the image may describe it.
 */
export async function describeMedia(name: string, description: string, viewer: Viewer): Promise<MediaDescribeResult> {
  const row = await findMedia(name);
  if (!row) return { ok: false, reason: "not-found" };
  if (!mayChangeMedia(viewer, row.uploaded_by ?? null)) return { ok: false, reason: "forbidden" };
  const result = await db()
    .updateTable("post_images")
    .set({ description: description.trim() || null })
    .where("name", "=", name)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? { ok: true } : { ok: false, reason: "not-found" };
}

export type MediaDeleteResult =
  | { ok: true }
  | { ok: false; reason: "not-found" | "forbidden" }
  /** `uses`: the posts (and saved versions) that keep it, for the refusal to say where. */
  | { ok: false; reason: "in-use"; uses: MediaUse[] };

/** Deletes an unused image (its file, copies and record): an author only their own upload. */
export async function deleteMedia(name: string, viewer: Viewer): Promise<MediaDeleteResult> {
  const row = await findMedia(name);
  if (!row) return { ok: false, reason: "not-found" };
  const uses = (await mediaUses([name])).get(name) ?? [];
  if (uses.length) return { ok: false, reason: "in-use", uses };
  if (!mayChangeMedia(viewer, row.uploaded_by ?? null)) return { ok: false, reason: "forbidden" };
  // Checked again under the lock a post's save takes: a post may have started showing it meanwhile.
  if (!(await deletePostImageIfUnused(postImageUrl(name)))) return { ok: false, reason: "in-use", uses: (await mediaUses([name])).get(name) ?? [] };
  return { ok: true };
}

export type MediaUploadResult =
  | { ok: true; item: { name: string; url: string; description: string; width: number; height: number } }
  | { ok: false; reason: ImageRefusal };

/**
 * An image just stored by the upload checks: cleaned, given its copies and
 * recorded with its uploader, its file name and its description (when given).
 */
export async function acceptMediaUpload(file: AcceptedUpload, uploader: Viewer, description = ""): Promise<MediaUploadResult> {
  const accepted = await acceptPostImageUploads({ file });
  if (!accepted.ok) return { ok: false, reason: accepted.reason };
  await recordUploads([file], uploader.id, description);
  const row = await db().selectFrom("post_images").select(["width", "height"]).where("name", "=", file.storedName).executeTakeFirstOrThrow();
  return { ok: true, item: { name: file.storedName, url: postImageUrl(file.storedName), description: description.trim(), width: row.width, height: row.height } };
}

/** Who uploaded these stored images and the names they had (the post editor's uploads too). */
export async function recordUploads(files: AcceptedUpload[], uploaderId: number, description = ""): Promise<void> {
  for (const file of files) {
    if (!formatOfFileName(file.storedName)) continue;
    await db()
      .updateTable("post_images")
      .set({ uploaded_by: uploaderId, original_name: file.originalName.slice(0, 255), ...(description.trim() ? { description: description.trim() } : {}) })
      .where("name", "=", file.storedName)
      .execute();
  }
}

/**
 * After a post's save: each uploaded image it starts to show that the library
 * has no description for gets the one the post gives it (the post image's
 * alt text, a new social image's description, an inline image's alt text),
 * when this person may describe it. The visual editor uploads an image before
 * it asks for its description, and a post form's upload may be kept from a
 * refused attempt: either way the library keeps what was written.
 */
export async function describeFromPost(
  post: Pick<Post, "image" | "imageAlt" | "imageDecorative" | "socialImage" | "content">,
  before: Pick<Post, "image" | "socialImage" | "content"> | null,
  socialImageDescription: string,
  viewer: Viewer,
): Promise<void> {
  const shownBefore = new Set(before ? [before.image, before.socialImage, ...inlineImageUrls(before.content)] : []);
  // The body is rendered (for its alt texts) only when it starts to show an uploaded image.
  const newInline = inlineImageUrls(post.content).some((url) => !shownBefore.has(url));
  const given = [
    { url: post.image, alt: post.imageDecorative ? "" : (post.imageAlt ?? "") },
    { url: post.socialImage, alt: socialImageDescription },
    ...(newInline ? inlineImageAlts(post.content) : []),
  ];
  for (const { url, alt } of given) {
    const name = storedNameOfImageUrl(url);
    const description = alt.replace(/\s+/g, " ").trim().slice(0, MEDIA_DESCRIPTION_MAX);
    if (!name || !description || shownBefore.has(url)) continue;
    let update = db()
      .updateTable("post_images")
      .set({ description })
      .where("name", "=", name)
      .where((eb) => eb.or([eb("description", "is", null), eb("description", "=", "")]));
    if (!can(viewer.role, "posts:manage")) update = update.where("uploaded_by", "=", viewer.id);
    await update.execute();
  }
}
