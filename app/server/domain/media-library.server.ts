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
import { can, mayViewPostImage, type StaffRole } from "~/lib/staff-roles";
import { formatOfFileName } from "~/lib/responsive-image";
import {
  acceptPostImageUploads,
  deletePostImageIfUnused,
  type ImageRefusal,
  postImageUrl,
  responsiveImagesFor,
} from "~/server/domain/post-images.server";
import { creatorsOfPostsWithImage, inlineImagePattern, likePattern } from "~/server/domain/posts.server";
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

export interface MediaItem {
  name: string;
  url: string;
  /** The smallest copy, for the grid (the original when it has none). */
  thumbUrl: string;
  description: string;
  width: number;
  height: number;
  bytes: number;
  originalName: string | null;
  uploadedBy: { id: number; name: string } | null;
  createdAt: string;
  uses: MediaUse[];
  /** The image of someone else's draft (decision 0320): listed, not shown, to an author. */
  hidden: boolean;
  mayDelete: boolean;
  /** The Markdown that shows it in an article (copied without JavaScript). */
  markdown: string;
}

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

function mayDelete(viewer: Viewer, uploadedBy: number | null, uses: MediaUse[]): boolean {
  if (uses.length) return false;
  return can(viewer.role, "posts:manage") || (uploadedBy !== null && uploadedBy === viewer.id);
}

/** One page of the library, newest first; `q` searches descriptions and file names. */
export async function listMedia({ q, page }: { q: string; page: number }, viewer: Viewer): Promise<MediaPage> {
  const search = q.trim();
  let query = db().selectFrom("post_images").leftJoin("users", "users.id", "post_images.uploaded_by");
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
  const { n } = await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const total = Number(n);
  const pageCount = Math.max(1, Math.ceil(total / MEDIA_PER_PAGE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await query
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
    .orderBy("post_images.created_at", "desc")
    .orderBy("post_images.name", "desc")
    .limit(MEDIA_PER_PAGE)
    .offset((current - 1) * MEDIA_PER_PAGE)
    .execute();
  const names = rows.map((row) => row.name);
  const uses = await mediaUses(names);
  const responsive = await responsiveImagesFor(names.map(postImageUrl));
  const items: MediaItem[] = [];
  for (const row of rows) {
    const url = postImageUrl(row.name);
    const itemUses = uses.get(row.name) ?? [];
    const hidden = !mayViewPostImage(viewer, await creatorsOfPostsWithImage(url));
    const smallest = responsive[url]?.srcSet.split(",")[0]?.trim().split(" ")[0];
    items.push({
      name: row.name,
      url,
      thumbUrl: smallest || url,
      description: row.description ?? "",
      width: row.width,
      height: row.height,
      bytes: row.bytes,
      originalName: row.original_name ?? null,
      uploadedBy: row.uploaded_by === null || row.uploaded_by === undefined ? null : { id: row.uploaded_by, name: row.uploader_name || row.uploader_email || "A former staff member" },
      createdAt: row.created_at,
      uses: itemUses,
      hidden,
      mayDelete: mayDelete(viewer, row.uploaded_by ?? null, itemUses),
      markdown: imageMarkdown(url, row.description ?? ""),
    });
  }
  return { items, total, page: current, pageCount };
}

/** The library's images an editor may insert (for the visual editor's picker): never one hidden from this viewer. */
export async function mediaForPicker(q: string, viewer: Viewer) {
  const { items } = await listMedia({ q, page: 1 }, viewer);
  return items
    .filter((item) => !item.hidden)
    .map(({ name, url, thumbUrl, description, width, height }) => ({ name, url, thumbUrl, description, width, height }));
}

async function findMedia(name: string) {
  return db().selectFrom("post_images").select(["name", "uploaded_by", "description"]).where("name", "=", name).executeTakeFirst();
}

/** Writes an image's description: offered as its alt text wherever it is inserted from now on. */
export async function describeMedia(name: string, description: string): Promise<boolean> {
  const result = await db()
    .updateTable("post_images")
    .set({ description: description.trim() || null })
    .where("name", "=", name)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
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
  if (!mayDelete(viewer, row.uploaded_by ?? null, [])) return { ok: false, reason: "forbidden" };
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
