/**
 * The post editor's rules, with typed input and typed results: who may open
 * a post, which images a save keeps, what a save must have, the save itself
 * (role rule, version check, revision, images no longer shown released) and
 * what it changed for the audit trail. How the form reaches it (the
 * multipart body, conform, status codes, toasts) is the route's:
 * app/routes/admin/posts/post-form.server.ts.
 */
import { formatAgencyDateTime } from "~/lib/agency-time";
import type { AuditAction } from "~/lib/audit-actions";
import type { Locale } from "~/lib/locale";
import { can, mayEditPost, type StaffRole } from "~/lib/staff-roles";
import { postCategoryChoices } from "~/server/domain/categories.server";
import { deletePostImageIfUnused, imageUrlsNamedIn, staffMaySeeImage, storedNameOfImageUrl } from "~/server/domain/post-images.server";
import {
  createPost,
  DEFAULT_CATEGORY,
  deletePost,
  findPostById,
  ImagesGoneError,
  type Post,
  type PostInput,
  updatePost,
} from "~/server/domain/posts.server";
import { clock } from "~/server/infra/clock.server";
// A post's addresses (decision 0637)
import { recordPostMove, type Redirect, releasePostAddress } from "~/server/domain/redirects.server";
import { articlePath } from "~/lib/blog-addresses";

/** The staff member at the editor. */
export interface PostEditor {
  id: number;
  role: StaffRole;
  name?: string | null;
  email?: string;
}

/**
 * The post with this id when this staff member may open it in the editor:
 * an author only their own drafts, editors and owners any post. With
 * `readOnly` (the admin preview) a published post is open to all: it shows
 * nothing the blog does not.
 */
export async function findPostForEditor(
  id: number,
  staff: PostEditor,
  { readOnly = false }: { readOnly?: boolean } = {},
): Promise<{ ok: true; post: Post } | { ok: false; reason: "not-found" | "forbidden" }> {
  const post = await findPostById(id);
  if (!post) return { ok: false, reason: "not-found" };
  if (!mayEditPost(staff, post) && !(readOnly && post.status === "published")) return { ok: false, reason: "forbidden" };
  return { ok: true, post };
}

/** Only drafts save themselves: a published or scheduled post's edits go live, so they wait for Save. */
export function mayAutosave(existing: Post | null): boolean {
  return !existing || existing.status === "draft";
}

/**
 * An image kept from an earlier attempt (the form's hidden field): only a
 * real uploaded file that this staff member may see (decision 0352) counts,
 * so no one adopts into a post of their own an image they were never shown.
 */
export async function keptUpload(url: string, staff: PostEditor): Promise<string | null> {
  // One deleted since (someone cleared the library meanwhile) is kept here, and the save refuses it
  // next to its field (posts.server.ts, imagesGone) instead of dropping the person's choice unsaid.
  return storedNameOfImageUrl(url) && (await staffMaySeeImage(url, staff)) ? url : null;
}

/** Which image a save leaves on the post: a new upload, else one kept from an earlier attempt, else the current one unless removed. */
export function imageAfterSave(choice: { uploaded: string | null; kept: string | null; remove: boolean }, current: string | null): string | null {
  return choice.uploaded ?? choice.kept ?? (choice.remove ? null : current);
}

/** What a save needs beyond each field's own limits. */
export type PostRuleProblem =
  /** An image (not decorative) needs its description (decision 0349). */
  | "alt-required"
  /** The category is not one of the list (a post keeps a category that was since renamed or deleted). */
  | "unknown-category";

export async function checkPostRules(
  draft: { image: string | null; imageAlt: string; imageDecorative: boolean; category: string },
  existing: Post | null,
): Promise<PostRuleProblem[]> {
  const problems: PostRuleProblem[] = [];
  if (draft.image && !draft.imageDecorative && !draft.imageAlt) problems.push("alt-required");
  const category = draft.category || DEFAULT_CATEGORY;
  if (!(await postCategoryChoices()).includes(category) && category !== existing?.category) problems.push("unknown-category");
  return problems;
}

/** One save from the editor. */
export interface PostEdit {
  /** The post as the form has it; the publishing fields count only for staff who may publish, and never in an autosave. */
  fields: Omit<PostInput, "image" | "socialImage">;
  /** The images after the save (see imageAfterSave). */
  image: string | null;
  socialImage: string | null;
  /** Files stored for this save: removed when it fails for good (kept when it is refused as stale, for the next attempt). */
  uploads: string[];
  /** An autosave (drafts only): a revision that collapses with the previous autosave, publishing left as it is. */
  autosave: boolean;
  /** The version the editor was opened at (edit). */
  expectedVersion?: number;
  /** Make the slug and the read time again from the title and the body (edit). */
  recompute: boolean;
  /** A new post's language (decision 0803); a saved post keeps its own. */
  language?: Locale;
}

/** What a save did to addresses (decision 0637), for the editor's message. */
export interface AddressChange {
  /** A published post's earlier address, which now leads to its new one. */
  movedFrom: string | null;
  /** A redirect that sat on the post's address and was removed: the post took the address. */
  released: Redirect | null;
}

export type PostSaveResult =
  | { ok: true; post: Post; before: Post | null; addresses: AddressChange }
  /** Someone saved since the version the editor opened: nothing changed. */
  | { ok: false; reason: "stale"; current: Post }
  /** The post was deleted meanwhile. */
  | { ok: false; reason: "gone" }
  /** Uploaded images the post would start to show were deleted a moment ago (`urls`): nothing changed. */
  | { ok: false; reason: "images-gone"; urls: string[] }
  /** Uploaded images the text would start to show that this staff member may not see (`urls`): nothing changed. */
  | { ok: false; reason: "images-hidden"; urls: string[] }
  /** The database failed (logged). */
  | { ok: false; reason: "failed" };

/**
 * The uploaded images a save's text would start to show that this staff
 * member may not see (decision 0352: someone else's unpublished post shows
 * them). Saved, they would open through this post's preview link, and to
 * everyone once it is published.
 */
async function imagesNotTheirs(existing: Post | null, content: string, staff: PostEditor): Promise<string[]> {
  const had = new Set(existing ? imageUrlsNamedIn(existing.content) : []);
  const refused: string[] = [];
  for (const url of imageUrlsNamedIn(content)) {
    if (!had.has(url) && !(await staffMaySeeImage(url, staff))) refused.push(url);
  }
  return refused;
}

/**
 * Creates (existing = null) or updates a post. A staff member who may not
 * publish (an author), and any autosave, keeps the post's published,
 * featured and publish-time state as it was (a new post is a draft)
 * whatever the form says. Images the post or a dropped revision no longer
 * shows are released after the save.
 */
export async function savePost(existing: Post | null, edit: PostEdit, staff: PostEditor): Promise<PostSaveResult> {
  const mayPublish = can(staff.role, "posts:manage") && !edit.autosave;
  const { fields } = edit;
  const input: PostInput = {
    ...fields,
    category: fields.category || DEFAULT_CATEGORY,
    featured: mayPublish ? fields.featured : (existing?.featured ?? false),
    published: mayPublish ? fields.published : (existing?.published ?? false),
    // An author cannot schedule either: the post's time stays as it was.
    publishAt: mayPublish ? fields.publishAt : existing?.publishedAt ? new Date(existing.publishedAt) : null,
    image: edit.image,
    socialImage: edit.socialImage,
  };
  const by = { id: staff.id, name: staff.name || staff.email || "" };
  // Refused before anything is written; the uploads stay for the next attempt, as for a stale save.
  const hidden = await imagesNotTheirs(existing, fields.content, staff);
  if (hidden.length) return { ok: false, reason: "images-hidden", urls: hidden };
  const discardUploads = async () => {
    // The files, their copies and their records, unless another post started showing one meanwhile (it is in the library at once).
    for (const url of edit.uploads) await deletePostImageIfUnused(url);
  };

  let saved: Awaited<ReturnType<typeof updatePost>>;
  try {
    if (!existing) {
      const created = await createPost(input, clock(), staff.id, by, { language: edit.language ?? "en", translationOf: null });
      return { ok: true, post: created, before: null, addresses: await settleAddresses(null, created) };
    }
    saved = await updatePost(existing.id, input, {
      by,
      kind: edit.autosave ? "autosave" : "save",
      expectedVersion: edit.expectedVersion,
      recompute: edit.recompute,
    });
  } catch (error) {
    // The uploads stay, as for a stale save: only the images deleted meanwhile need choosing again.
    if (error instanceof ImagesGoneError) return { ok: false, reason: "images-gone", urls: error.urls };
    console.error("saving a post failed", error);
    await discardUploads();
    return { ok: false, reason: "failed" };
  }
  // Stale: the uploads stay, so the person's work is kept whole for the next attempt.
  if (!saved.ok && saved.reason === "stale") return { ok: false, reason: "stale", current: saved.current };
  if (!saved.ok && saved.reason === "images-gone") return { ok: false, reason: "images-gone", urls: saved.urls };
  if (!saved.ok) {
    await discardUploads();
    return { ok: false, reason: "gone" };
  }
  const { before, post, droppedImages } = saved;
  const noLongerShown = [
    before.image !== post.image ? before.image : null,
    before.socialImage !== post.socialImage ? before.socialImage : null,
    ...droppedImages,
  ];
  try {
    for (const url of noLongerShown) await releasePostImage(url);
  } catch (error) {
    // The save stands: a file left behind costs disk space, not the person's work.
    console.error("releasing a post's old image failed", error);
  }
  return { ok: true, post, before, addresses: await settleAddresses(before, post) };
}

/**
 * After a save: the post's address is its own (a redirect from it is
 * removed), and when a live post's address changed, the old one (and every
 * earlier one) leads to the new one. A draft or scheduled post never had a
 * public address, so renaming it leaves nothing behind.
 */
async function settleAddresses(before: Post | null, post: Post): Promise<AddressChange> {
  const released = await releasePostAddress(post.slug, post.language);
  const moved = before !== null && before.status === "published" && before.slug !== post.slug;
  if (moved) await recordPostMove(before.slug, post.slug, post.language);
  return { movedFrom: moved ? articlePath(post.language, before.slug) : null, released };
}

/**
 * Call after a post stopped showing an image (deleted, replaced, removed):
 * the uploaded file goes only when no other post still shows it.
 */
export async function releasePostImage(url: string | null): Promise<void> {
  if (url) await deletePostImageIfUnused(url);
}

/** Deletes a post (and its revisions), then each uploaded image nothing else shows any more. */
export async function deletePostAndImages(id: number): Promise<Post | null> {
  const deleted = await deletePost(id);
  if (!deleted) return null;
  for (const url of deleted.imageUrls) await releasePostImage(url);
  return deleted.post;
}

/**
 * What a save did to the post's publishing, for the audit trail: published
 * (live now), scheduled (or moved to another time), unpublished; null when
 * nothing changed. `before` is null for a new post.
 */
export function publishingChange(before: Post | null, after: Post): { action: AuditAction; detail: string } | null {
  const was = before?.status ?? "draft";
  if (after.status === "published" && was !== "published") return { action: "post-publish", detail: after.title };
  if (after.status === "scheduled" && (was !== "scheduled" || before?.publishedAt !== after.publishedAt)) {
    return { action: "post-schedule", detail: `${after.title} (for ${formatAgencyDateTime(after.publishedAt!)})` };
  }
  if (after.status === "draft" && was !== "draft") return { action: "post-unpublish", detail: after.title };
  return null;
}
