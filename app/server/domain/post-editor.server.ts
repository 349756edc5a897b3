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
  POST_IMAGE_DIRECTORY,
  postImageExists,
  postImageUrl,
  readPostForm,
  storedNameOfImageUrl,
} from "~/server/domain/post-images.server";
import { countPostsWithImage, createPost, DEFAULT_CATEGORY, findPostById, type Post, updatePost } from "~/server/domain/posts.server";
import { deleteStoredFile } from "~/server/infra/file-storage.server";

type PostFormFailure = {
  ok: false;
  status: 400 | 404 | 413 | 500;
  /** conform's submission result: the typed values and each field's messages. */
  result: SubmissionResult<string[]>;
  /** The form-level message: "Upload failed", "Save failed". */
  alert: { title: string; description: string } | null;
  pendingImage: string | null;
};

type PostFormResult = { ok: true; post: Post } | PostFormFailure;

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
    content: post.content,
    featured: post.featured,
    published: post.published,
  };
}

/** Database errors are logged, not shown: they would only confuse (or inform an attacker). */
const SAVE_FAILED_MESSAGE = "The post could not be saved. Please try again.";

type Staff = { id: number; role: StaffRole };

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
  if (!mayEditPost(staff, post) && !(readOnly && post.published)) throw data(NO_ACCESS_MESSAGE, { status: 403 });
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
  const uploaded = form.ok && form.file ? postImageUrl(form.file.storedName) : null;
  const discardUpload = async () => {
    if (form.ok && form.file) await deleteStoredFile(POST_IMAGE_DIRECTORY, form.file.storedName);
  };

  // An image kept from an earlier attempt: only a real uploaded file counts.
  const pendingField = String(form.fields.get("pending_image") ?? "");
  const pending = storedNameOfImageUrl(pendingField) && postImageExists(pendingField) ? pendingField : null;

  const fieldErrors: Record<string, string[]> = {};
  if (submission.status === "success") {
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
      result: submission.reply({ fieldErrors: { ...fieldErrors, image: [form.fieldError] } }),
      alert: { title: adminCopy.uploadFailed, description: form.fieldError },
      pendingImage: pending,
    };
  }
  if (submission.status !== "success" || Object.keys(fieldErrors).length) {
    return { ok: false, status: 400, result: submission.reply({ fieldErrors }), alert: null, pendingImage: uploaded ?? pending };
  }

  const data = submission.value;
  const image = uploaded ?? pending ?? (data.remove_image ? null : (existing?.image ?? null));
  const input = {
    title: data.title,
    excerpt: data.excerpt,
    content: data.content,
    author: data.author,
    authorRole: data.author_role,
    category: data.category || DEFAULT_CATEGORY,
    tags: data.tags,
    featured: staff.mayPublish ? data.featured : (existing?.featured ?? false),
    published: staff.mayPublish ? data.published : (existing?.published ?? false),
    image,
    imageAlt: data.image_alt,
  };

  try {
    const post = existing ? await updatePost(existing.id, input) : await createPost(input, new Date(), staff.id);
    if (!post) {
      await discardUpload();
      return {
        ok: false,
        status: 404,
        result: submission.reply({ formErrors: ["That post no longer exists."] }),
        alert: { title: adminCopy.saveFailed, description: "That post no longer exists." },
        pendingImage: null,
      };
    }
    if (existing?.image && existing.image !== post.image) await releasePostImage(existing.image);
    return { ok: true, post };
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
