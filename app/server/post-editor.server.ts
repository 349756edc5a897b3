/**
 * The new/edit post form's submission: multipart body with an optional
 * image, validated with app/schemas/post.ts, then saved. A failed upload or
 * a failed save stores nothing (a freshly stored image file is removed); a
 * valid upload next to an invalid field is kept as a "pending" image so the
 * admin does not have to choose the file again.
 */
import { adminCopy } from "~/content/admin-copy";
import { postFormSchema } from "~/schemas/post";
import { type FieldErrors, fieldErrorsOf, textFieldsOf } from "~/schemas/field-errors";
import { postCategoryChoices } from "./categories.server";
import {
  deletePostImage,
  POST_IMAGE_DIRECTORY,
  postImageExists,
  postImageUrl,
  readPostForm,
  storedNameOfImageUrl,
} from "./post-images.server";
import { countPostsWithImage, createPost, DEFAULT_CATEGORY, type Post, updatePost } from "./posts.server";
import { deleteStoredFile } from "./uploads.server";

export interface PostFormState {
  title: string;
  excerpt: string;
  author: string;
  author_role: string;
  category: string;
  tags: string;
  image_alt: string;
  content: string;
  featured: boolean;
  published: boolean;
}

export type PostFormFailure = {
  ok: false;
  status: 400 | 404 | 413 | 500;
  values: PostFormState | null;
  errors: FieldErrors;
  alert: { title: string; description: string } | null;
  pendingImage: string | null;
};

export type PostFormResult = { ok: true; post: Post } | PostFormFailure;

/** The form's values as they were typed (for showing the form again). */
function typedValues(fields: Record<string, string>): PostFormState {
  return {
    title: fields.title ?? "",
    excerpt: fields.excerpt ?? "",
    author: fields.author ?? "",
    author_role: fields.author_role ?? "",
    category: fields.category ?? DEFAULT_CATEGORY,
    tags: fields.tags ?? "",
    image_alt: fields.image_alt ?? "",
    content: fields.content ?? "",
    featured: fields.featured === "on" || fields.featured === "true",
    published: fields.published === "on" || fields.published === "true",
  };
}

/** The form's values for an existing post. */
export function postFormState(post: Post): PostFormState {
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

/** Creates (existing = null) or updates a post from the submitted form. */
export async function savePostForm(request: Request, existing: Post | null): Promise<PostFormResult> {
  const form = await readPostForm(request);
  if (!form.ok && form.fields === null) {
    const aboutFile = /file/i.test(form.formError);
    return {
      ok: false,
      status: form.status,
      values: null,
      errors: aboutFile ? { image: form.formError } : {},
      alert: { title: aboutFile ? adminCopy.uploadFailed : adminCopy.saveFailed, description: form.formError },
      pendingImage: null,
    };
  }

  const fields = textFieldsOf(form.fields);
  const values = typedValues(fields);
  const uploaded = form.ok && form.file ? postImageUrl(form.file.storedName) : null;
  const discardUpload = async () => {
    if (form.ok && form.file) await deleteStoredFile(POST_IMAGE_DIRECTORY, form.file.storedName);
  };

  // An image kept from an earlier attempt: only a real uploaded file counts.
  const pendingField = fields.pending_image ?? "";
  const pending = storedNameOfImageUrl(pendingField) && postImageExists(pendingField) ? pendingField : null;

  const parsed = postFormSchema.safeParse(fields);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (parsed.success) {
    const choices = await postCategoryChoices();
    const category = parsed.data.category || DEFAULT_CATEGORY;
    if (!choices.includes(category) && category !== existing?.category) {
      errors.category = "Choose a category from the list.";
    }
  }

  if (!form.ok) {
    // A refused file: nothing is saved; the other values stay in the form.
    return {
      ok: false,
      status: 400,
      values,
      errors: { ...errors, image: form.fieldError },
      alert: { title: adminCopy.uploadFailed, description: form.fieldError },
      pendingImage: pending,
    };
  }
  if (!parsed.success || Object.keys(errors).length) {
    return { ok: false, status: 400, values, errors, alert: null, pendingImage: uploaded ?? pending };
  }

  const data = parsed.data;
  const image = uploaded ?? pending ?? (data.remove_image ? null : (existing?.image ?? null));
  const input = {
    title: data.title,
    excerpt: data.excerpt,
    content: data.content,
    author: data.author,
    authorRole: data.author_role,
    category: data.category || DEFAULT_CATEGORY,
    tags: data.tags,
    featured: data.featured,
    published: data.published,
    image,
    imageAlt: data.image_alt,
  };

  try {
    const post = existing ? await updatePost(existing.id, input) : await createPost(input);
    if (!post) {
      await discardUpload();
      return {
        ok: false,
        status: 404,
        values,
        errors: {},
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
      values,
      errors: {},
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
