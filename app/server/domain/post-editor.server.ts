/**
 * The new/edit post form's submission: multipart body with an optional
 * image, parsed with conform (parseWithZod, app/schemas/post.ts), then
 * saved. A refusal answers conform's submission result (`reply()`: the
 * typed values and each field's messages) for the form to show. A failed
 * upload or a failed save stores nothing (a freshly stored image file is
 * removed); a valid upload next to an invalid field is kept as a "pending"
 * image so the admin does not have to choose the file again.
 */
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { mayEditPost, NO_ACCESS_MESSAGE, type StaffRole } from "~/lib/staff-roles";
import { postIdSchema } from "~/schemas/post";
import { adminCopy } from "~/content/admin-copy";
import { parseForm } from "~/schemas/parse-form";
import { type PostFormDefaults, postFormSchema } from "~/schemas/post";
import { postCategoryChoices } from "~/server/domain/categories.server";
import {
  deletePostImage,
  postImageExists,
  postImageUrl,
  readPostForm,
  SOCIAL_IMAGE_FIELD,
  staffMaySeeImage,
  storedNameOfImageUrl,
} from "~/server/domain/post-images.server";
import { formatAgencyDateTime, utcToAgencyLocal } from "~/lib/agency-time";
import type { AuditAction } from "~/lib/audit-actions";
import {
  countPostsWithImage,
  createPost,
  DEFAULT_CATEGORY,
  deletePost,
  findPostById,
  type Post,
  type PostInput,
  updatePost,
} from "~/server/domain/posts.server";

type PostFormFailure = {
  ok: false;
  status: 400 | 404 | 409 | 413 | 500;
  /** conform's submission result: the typed values and each field's messages. */
  result: SubmissionResult<string[]>;
  /** The form-level message: "Upload failed", "Save failed". */
  alert: { title: string; description: string } | null;
  pendingImage: string | null;
  /** The same for the social image. */
  pendingSocialImage?: string | null;
  /** Saved over by someone else: the version now current, for the form to carry. */
  conflict?: { version: number; openedVersion: number | undefined };
  /** The request was an autosave (answered as data, not a redirect). */
  autosave?: boolean;
};

type PostFormResult = { ok: true; post: Post; before: Post | null; autosave: boolean } | PostFormFailure;

/** The refusal of a save over a newer version (the words staff asked for). */
export const STALE_VERSION_MESSAGE = "This post was changed by someone else since you opened it";

const AUTOSAVE_DRAFTS_ONLY = "Only drafts save themselves. Use Save to change a published or scheduled post.";

/** The editor's alt text rule (decision 0316). */
export const ALT_REQUIRED_MESSAGE = "Describe the image for people who cannot see it, or tick “Decorative image”.";

/** The form's values for an existing post. */
export function postFormState(post: Post): PostFormDefaults {
  return {
    title: post.title,
    excerpt: post.excerpt,
    author: post.author,
    author_role: post.authorRole ?? "",
    category: post.category,
    tags: post.tags.join(", "),
    image_alt: post.imageAlt ?? "",
    image_decorative: post.imageDecorative,
    content: post.content,
    featured: post.featured,
    published: post.published,
    publish_at: post.publishedAt ? utcToAgencyLocal(post.publishedAt) : "",
    meta_title: post.metaTitle ?? "",
    meta_description: post.metaDescription ?? "",
    canonical_url: post.canonicalUrl ?? "",
  };
}

/** Database errors are logged, not shown: they would only confuse (or inform an attacker). */
const SAVE_FAILED_MESSAGE = "The post could not be saved. Please try again.";

type Staff = { id: number; role: StaffRole; name?: string | null; email?: string };

/**
 * The post at `/admin/edit/:id` (or preview), when this staff member may
 * open it: 404 for no such post, 403 for someone else's post or a published
 * one when the staff member is an author.
 */
export async function postForStaff(idParam: string | undefined, staff: Staff, { readOnly = false } = {}): Promise<Post> {
  const id = postIdSchema.safeParse(idParam);
  const post = id.success ? await findPostById(id.data) : null;
  if (!post) throw data(null, { status: 404 });
  // Reading a published post shows nothing the blog does not.
  if (!mayEditPost(staff, post) && !(readOnly && post.status === "published")) throw data(NO_ACCESS_MESSAGE, { status: 403 });
  return post;
}

/**
 * Creates (existing = null) or updates a post from the submitted form. A
 * staff member who may not publish (an author) keeps the post's published
 * and featured state as it was (a new post is a draft) whatever the form says.
 */
export async function savePostForm(
  request: Request,
  existing: Post | null,
  staff: Staff & { mayPublish: boolean },
): Promise<PostFormResult> {
  const form = await readPostForm(request);
  if (!form.ok && form.fields === null) {
    // Nothing could be read: the form keeps what it shows.
    const aboutFile = /file/i.test(form.formError);
    return {
      ok: false,
      status: form.status,
      result: { status: "error", error: aboutFile ? { image: [form.formError] } : {} },
      alert: { title: aboutFile ? adminCopy.uploadFailed : adminCopy.saveFailed, description: form.formError },
      pendingImage: null,
    };
  }

  const submission = parseForm(form.fields, postFormSchema);
  // An autosave (JavaScript, drafts only) saves the text and never changes publishing.
  const autosave = form.fields.get("intent") === "autosave";
  if (autosave && existing && existing.status !== "draft") {
    return {
      ok: false,
      status: 409,
      result: submission.reply({ formErrors: [AUTOSAVE_DRAFTS_ONLY] }),
      alert: { title: adminCopy.saveFailed, description: AUTOSAVE_DRAFTS_ONLY },
      pendingImage: null,
      autosave,
    };
  }
  const mayPublish = staff.mayPublish && !autosave;
  const uploaded = form.ok && form.file ? postImageUrl(form.file.storedName) : null;
  const socialUpload = form.ok ? form.files[SOCIAL_IMAGE_FIELD] : undefined;
  const socialUploaded = socialUpload ? postImageUrl(socialUpload.storedName) : null;
  const discardUpload = async () => {
    // The files, their copies and their records.
    for (const url of [uploaded, socialUploaded]) await deletePostImage(url);
  };

  // Images kept from an earlier attempt: only a real uploaded file this person may see (decision 0320) counts.
  const pendingOf = async (name: string) => {
    const value = String(form.fields.get(name) ?? "");
    return storedNameOfImageUrl(value) && (await staffMaySeeImage(value, staff)) && (await postImageExists(value)) ? value : null;
  };
  const pending = await pendingOf("pending_image");
  const pendingSocial = await pendingOf("pending_social_image");

  const fieldErrors: Record<string, string[]> = {};
  const removeImage = form.fields.get("remove_image") === "on";
  const imageAfterSave = uploaded ?? pending ?? (removeImage ? null : (existing?.image ?? null));
  const removeSocialImage = form.fields.get("remove_social_image") === "on";
  const socialImageAfterSave = socialUploaded ?? pendingSocial ?? (removeSocialImage ? null : (existing?.socialImage ?? null));
  if (submission.status === "success") {
    if (imageAfterSave && !submission.value.image_decorative && !submission.value.image_alt) {
      fieldErrors.image_alt = [ALT_REQUIRED_MESSAGE];
    }
    const choices = await postCategoryChoices();
    const category = submission.value.category || DEFAULT_CATEGORY;
    if (!choices.includes(category) && category !== existing?.category) {
      fieldErrors.category = ["Choose a category from the list."];
    }
  }

  if (!form.ok) {
    // A refused file: nothing is saved; the other values stay in the form.
    return {
      ok: false,
      status: 400,
      result: submission.reply({ fieldErrors: { ...fieldErrors, [form.errorField]: [form.fieldError] } }),
      alert: { title: adminCopy.uploadFailed, description: form.fieldError },
      pendingImage: pending,
      pendingSocialImage: pendingSocial,
    };
  }
  if (submission.status !== "success" || Object.keys(fieldErrors).length) {
    return {
      ok: false,
      status: 400,
      result: submission.reply({ fieldErrors }),
      alert: null,
      pendingImage: uploaded ?? pending,
      pendingSocialImage: socialUploaded ?? pendingSocial,
      autosave,
    };
  }

  const data = submission.value;
  const image = imageAfterSave;
  const input: PostInput = {
    title: data.title,
    excerpt: data.excerpt,
    content: data.content,
    author: data.author,
    authorRole: data.author_role,
    category: data.category || DEFAULT_CATEGORY,
    tags: data.tags,
    featured: mayPublish ? data.featured : (existing?.featured ?? false),
    published: mayPublish ? data.published : (existing?.published ?? false),
    // An author cannot schedule either: the post's time stays as it was.
    publishAt: mayPublish ? data.publish_at : existing?.publishedAt ? new Date(existing.publishedAt) : null,
    image,
    imageAlt: data.image_alt,
    imageDecorative: data.image_decorative,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    socialImage: socialImageAfterSave,
    canonicalUrl: data.canonical_url,
  };
  const by = { id: staff.id, name: staff.name || staff.email || "" };

  try {
    if (!existing) {
      const post = await createPost(input, new Date(), staff.id, by);
      return { ok: true, post, before: null, autosave };
    }
    const saved = await updatePost(existing.id, input, {
      by,
      kind: autosave ? "autosave" : "save",
      expectedVersion: data.version,
      recompute: data.recompute,
    });
    if (!saved.ok && saved.reason === "stale") {
      // The upload stays as a pending image: the person's work is kept whole.
      return {
        ok: false,
        status: 409,
        result: submission.reply({ formErrors: [STALE_VERSION_MESSAGE] }),
        alert: { title: adminCopy.saveFailed, description: `${STALE_VERSION_MESSAGE}. Your text is still in the form below.` },
        pendingImage: uploaded ?? pending,
        pendingSocialImage: socialUploaded ?? pendingSocial,
        conflict: { version: saved.current.version, openedVersion: data.version },
        autosave,
      };
    }
    if (!saved.ok) {
      await discardUpload();
      return {
        ok: false,
        status: 404,
        result: submission.reply({ formErrors: ["That post no longer exists."] }),
        alert: { title: adminCopy.saveFailed, description: "That post no longer exists." },
        pendingImage: null,
      };
    }
    if (existing.image && existing.image !== saved.post.image) await releasePostImage(existing.image);
    if (existing.socialImage && existing.socialImage !== saved.post.socialImage) await releasePostImage(existing.socialImage);
    for (const url of saved.droppedImages) await releasePostImage(url);
    return { ok: true, post: saved.post, before: saved.before, autosave };
  } catch (error) {
    console.error("saving a post failed", error);
    await discardUpload();
    return {
      ok: false,
      status: 500,
      result: submission.reply({ formErrors: [SAVE_FAILED_MESSAGE] }),
      alert: { title: adminCopy.saveFailed, description: SAVE_FAILED_MESSAGE },
      pendingImage: pending,
    };
  }
}

/**
 * Call after a post stopped showing an image (deleted, replaced, removed):
 * the uploaded file goes only when no other post still shows it.
 */
export async function releasePostImage(url: string | null): Promise<void> {
  if (!url || (await countPostsWithImage(url)) > 0) return;
  await deletePostImage(url);
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

/** The toast after a save: where the post now stands. */
export function savedToastText(post: Post): string {
  if (post.status === "published") return `“${post.title}” is saved and published.`;
  if (post.status === "scheduled") return `“${post.title}” is scheduled for ${formatAgencyDateTime(post.publishedAt!)} (Toronto time).`;
  return `“${post.title}” is saved as a draft.`;
}

/** An autosave's answer for the editor's status line (see useDraftAutosave). */
export function autosaveAnswer(result: PostFormResult, compareHref?: string) {
  if (result.ok) {
    return { autosave: { ok: true as const, version: result.post.version, savedAt: result.post.updatedAt, id: result.post.id } };
  }
  const fieldMessage = Object.values(result.result.error ?? {}).flat()[0];
  const message = result.conflict ? STALE_VERSION_MESSAGE : (fieldMessage ?? result.alert?.description ?? SAVE_FAILED_MESSAGE);
  return { autosave: { ok: false as const, message, ...(result.conflict && compareHref ? { compareHref } : {}) } };
}
