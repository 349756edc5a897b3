/**
 * The post editor's form (/admin/new and /admin/edit/:id), its HTTP side:
 * reads the multipart body with its two images, parses it with the form's
 * zod schema (conform's parseWithZod, app/schemas/post.ts), asks the
 * editor's rules (app/server/domain/post-editor.server.ts, typed input and
 * typed results) and answers: after a save a redirect with a toast; after a
 * refusal conform's submission result (the typed values and each field's
 * messages) with 400, 404, 409, 413 or 500, so the person's text stays in
 * the form; after an autosave, data for the status line. A valid upload next
 * to an invalid field is kept as a "pending" image, so it need not be chosen
 * again; a failed upload or a failed save stores nothing.
 */
import type { SubmissionResult } from "@conform-to/react";
import { data, href, type RouterContextProvider } from "react-router";
import type { AutosaveAnswer } from "./post-form/useDraftAutosave";
import { adminCopy } from "~/content/admin-copy";
import { formatAgencyDateTime, utcToAgencyLocal } from "~/lib/agency-time";
import { parseForm } from "~/schemas/parse-form";
import { type PostFormDefaults, type PostFormValues, postFormSchema } from "~/schemas/post";
import { audit, signedInAdmin } from "~/server/auth/auth.server";
import {
  type AddressChange,
  checkPostRules,
  imageAfterSave,
  keptUpload,
  mayAutosave,
  type PostEdit,
  type PostRuleProblem,
  publishingChange,
  savePost,
} from "~/server/domain/post-editor.server";
import { type ContentCheck, checkPostContent } from "~/server/domain/content-checks.server";
import { describeFromPost, recordUploads } from "~/server/domain/media-library.server";
import { can } from "~/lib/staff-roles";
import { acceptPostImageUploads, type ImageRefusal, postImageUploadPolicy, postImageUrl } from "~/server/domain/post-images.server";
import { inlineImageUrls } from "~/server/domain/render-post.server";
import { findRevisionAtVersion } from "~/server/domain/post-revisions.server";
import type { Post } from "~/server/domain/posts.server";
import { MAX_INPUT_PIXELS } from "~/server/infra/images.server";
import { readMultipartForm } from "~/server/infra/multipart.server";
import { redirectWithToast } from "~/server/infra/session.server";

/** The refusal of a save over a newer version (the words staff asked for). */
export const STALE_VERSION_MESSAGE = "This post was changed by someone else since you opened it";

/** The editor's alt text rule (decision 0316). */
export const ALT_REQUIRED_MESSAGE = "Describe the image for people who cannot see it, or tick “Decorative image”.";

const AUTOSAVE_DRAFTS_ONLY = "Only drafts save themselves. Use Save to change a published or scheduled post.";

/** Database errors are logged, not shown: they would only confuse (or inform an attacker). */
const SAVE_FAILED_MESSAGE = "The post could not be saved. Please try again.";

const POST_GONE_MESSAGE = "That post no longer exists.";

/** A save that would start showing an uploaded image no longer in the media library (deleted, perhaps a moment ago; decision 0332). */
const IMAGE_GONE_MESSAGE = "This image is no longer in the media library. Choose another, or save without it.";
const imageInTextGone = (url: string) => `An image in the text (${url}) is no longer in the media library. Remove it or insert another.`;
/** A save whose text would start showing an image of someone else's unpublished post (decision 0320). */
const imageInTextHidden = (url: string) => `An image in the text (${url}) belongs to a post you cannot open. Remove it or insert one from the media library.`;

const RULE_MESSAGES: Record<PostRuleProblem, { field: keyof PostFormValues; message: string }> = {
  "alt-required": { field: "image_alt", message: ALT_REQUIRED_MESSAGE },
  "unknown-category": { field: "category", message: "Choose a category from the list." },
};

export const IMAGE_REFUSALS: Record<ImageRefusal, (ext: string) => string> = {
  unreadable: (ext) =>
    `The file could not be read as an image. Please choose another .${ext} file (a photo or picture saved by a camera or an image editor).`,
  "too-many-pixels": () =>
    `The image has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} million). Please choose a smaller image.`,
};

/** The editor's second file field: the image shown when the post is shared (decision 0317). */
const SOCIAL_IMAGE_FIELD = "social_image";

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
    // Asked with a new social image only; the library keeps the current one's.
    social_image_alt: "",
  };
}

/** A refused save, as the form shows it. */
export interface PostFormFailure {
  /** conform's submission result: the typed values and each field's messages. */
  result: SubmissionResult<string[]>;
  /** The form-level message: "Upload failed", "Save failed". */
  alert: { title: string; description: string } | null;
  /** An upload kept for the next attempt (this one's, or an earlier one's). */
  pendingImage: string | null;
  pendingSocialImage: string | null;
  /** Saved over by someone else: the version now current, for the form to carry. */
  conflict?: { version: number };
  /** Where to compare the version the person opened with the current one (a refusal as stale). */
  compareHref: string | null;
  /** Publish or Schedule refused by the accessibility checks: each problem, listed next to the content. */
  contentCheck?: ContentCheck;
}

const noUploads = { pendingImage: null, pendingSocialImage: null, compareHref: null } as const;

/**
 * Reads the form with its optional image and social image (see
 * readMultipartForm): each stored image is cleaned and gets its responsive
 * copies, or is refused with a message for its field (and every upload of
 * the request removed) when it cannot be read as an image.
 */
async function readPostForm(request: Request) {
  const form = await readMultipartForm(request, postImageUploadPolicy, [SOCIAL_IMAGE_FIELD]);
  if (!form.ok) return form;
  const accepted = await acceptPostImageUploads(form.files);
  if (accepted.ok) return form;
  const storedName = form.files[accepted.field]?.storedName ?? "";
  const ext = storedName.slice(storedName.lastIndexOf(".") + 1);
  return { ok: false as const, fields: form.fields, errorField: accepted.field, fieldError: IMAGE_REFUSALS[accepted.reason](ext) };
}

/**
 * The description a file field's upload came with in the form (the post
 * image's alt text unless decorative, the social image's description), when
 * that field is valid: the media library keeps it with the upload at once,
 * even if this attempt is refused.
 */
function uploadDescription(fields: FormData, field: string): string {
  const sent = (name: string) => {
    const value = fields.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const valid = (name: "image_alt" | "social_image_alt") => postFormSchema.shape[name].safeParse(sent(name)).data ?? "";
  if (field === SOCIAL_IMAGE_FIELD) return valid("social_image_alt");
  return postFormSchema.shape.image_decorative.safeParse(sent("image_decorative")).data ? "" : valid("image_alt");
}

/** The domain's post from the form's values (the images come separately). */
function postFields(values: PostFormValues): PostEdit["fields"] {
  return {
    title: values.title,
    excerpt: values.excerpt,
    content: values.content,
    author: values.author,
    authorRole: values.author_role,
    category: values.category,
    tags: values.tags,
    featured: values.featured,
    published: values.published,
    publishAt: values.publish_at,
    imageAlt: values.image_alt,
    imageDecorative: values.image_decorative,
    metaTitle: values.meta_title,
    metaDescription: values.meta_description,
    canonicalUrl: values.canonical_url,
  };
}

/** An autosave's refusal for the editor's status line (see useDraftAutosave). */
function autosaveRefusal(failure: PostFormFailure): AutosaveAnswer {
  const fieldMessage = Object.values(failure.result.error ?? {}).flat()[0];
  const message = failure.conflict ? STALE_VERSION_MESSAGE : (fieldMessage ?? failure.alert?.description ?? SAVE_FAILED_MESSAGE);
  return { autosave: { ok: false, message, ...(failure.conflict && failure.compareHref ? { compareHref: failure.compareHref } : {}) } };
}

/** A refusal: the form's data, or for an autosave the status line's. */
function refuse(status: 400 | 404 | 409 | 413 | 500, failure: PostFormFailure, autosave: boolean) {
  return autosave ? data(autosaveRefusal(failure), { status }) : data(failure, { status });
}

/** The history's page of the version the person opened (or the history, when there is none). */
async function compareLink(postId: number, openedVersion: number | undefined): Promise<string> {
  const revision = openedVersion === undefined ? null : await findRevisionAtVersion(postId, openedVersion);
  return revision ? href("/admin/edit/:id/history/:revisionId", { id: String(postId), revisionId: String(revision.id) }) : href("/admin/edit/:id/history", { id: String(postId) });
}

/** The toast after a save: where the post now stands. */
function savedToastText(post: Post): string {
  if (post.status === "published") return `“${post.title}” is saved and published.`;
  if (post.status === "scheduled") return `“${post.title}” is scheduled for ${formatAgencyDateTime(post.publishedAt!)} (Toronto time).`;
  return `“${post.title}” is saved as a draft.`;
}

/** What a save did to addresses, in the editor's words (decision 0630); "" when nothing. */
function addressChangeText({ movedFrom, released }: AddressChange): string {
  const parts: string[] = [];
  if (movedFrom) parts.push(`Its old address ${movedFrom} now leads to the new one.`);
  if (released) parts.push(`The address ${released.from} redirected to ${released.followed}; this post now has it, so that redirect was removed.`);
  return parts.join(" ");
}

/**
 * The action of /admin/new (`existing` null: the new post records who
 * created it) and of /admin/edit/:id (`existing`, already opened by the
 * editor's rule): saves every field (the slug and the read time only when
 * asked), refusing a save over a newer version; audited as the signed-in
 * staff member. An autosave (intent=autosave, JavaScript) is answered with
 * data for the status line instead of a redirect, and is not audited one by
 * one (the revision history shows who typed what, and when), except the one
 * that creates a new post.
 */
export async function postFormAction({
  request,
  context,
  existing,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  existing: Post | null;
}) {
  const staff = signedInAdmin(context);
  const form = await readPostForm(request);
  if (!form.ok && form.fields === null) {
    // Nothing could be read: the form keeps what it shows.
    const aboutFile = /file/i.test(form.formError);
    const result: SubmissionResult<string[]> = { status: "error", error: aboutFile ? { image: [form.formError] } : {} };
    const alert = { title: aboutFile ? adminCopy.uploadFailed : adminCopy.saveFailed, description: form.formError };
    return refuse(form.status, { result, alert, ...noUploads }, false);
  }

  const submission = parseForm(form.fields, postFormSchema);
  // An autosave (JavaScript, drafts only) saves the text and never changes publishing.
  const autosave = form.fields.get("intent") === "autosave";
  if (autosave && !mayAutosave(existing)) {
    const result = submission.reply({ formErrors: [AUTOSAVE_DRAFTS_ONLY] });
    return refuse(409, { result, alert: { title: adminCopy.saveFailed, description: AUTOSAVE_DRAFTS_ONLY }, ...noUploads }, true);
  }

  const sent = (name: string) => String(form.fields.get(name) ?? "");
  const uploaded = form.ok && form.file ? postImageUrl(form.file.storedName) : null;
  const socialFile = form.ok ? form.files[SOCIAL_IMAGE_FIELD] : undefined;
  const socialUploaded = socialFile ? postImageUrl(socialFile.storedName) : null;
  // The media library lists every upload with who made it and the description it came with (decisions 0332, 0333).
  if (form.ok) for (const [field, file] of Object.entries(form.files)) await recordUploads([file], staff.id, uploadDescription(form.fields, field));
  const pending = await keptUpload(sent("pending_image"), staff);
  const pendingSocial = await keptUpload(sent("pending_social_image"), staff);
  const image = imageAfterSave({ uploaded, kept: pending, remove: sent("remove_image") === "on" }, existing?.image ?? null);
  const socialImage = imageAfterSave(
    { uploaded: socialUploaded, kept: pendingSocial, remove: sent("remove_social_image") === "on" },
    existing?.socialImage ?? null,
  );

  const fieldErrors: Record<string, string[]> = {};
  if (submission.status === "success") {
    const { image_alt, image_decorative, category } = submission.value;
    const problems = await checkPostRules({ image, imageAlt: image_alt, imageDecorative: image_decorative, category }, existing);
    for (const problem of problems) fieldErrors[RULE_MESSAGES[problem].field] = [RULE_MESSAGES[problem].message];
  }
  if (!form.ok) {
    // A refused file: nothing is saved; the other values stay in the form.
    const result = submission.reply({ fieldErrors: { ...fieldErrors, [form.errorField]: [form.fieldError] } });
    const alert = { title: adminCopy.uploadFailed, description: form.fieldError };
    return refuse(400, { result, alert, pendingImage: pending, pendingSocialImage: pendingSocial, compareHref: null }, autosave);
  }
  const keptUploads = { pendingImage: uploaded ?? pending, pendingSocialImage: socialUploaded ?? pendingSocial };
  if (submission.status !== "success" || Object.keys(fieldErrors).length) {
    return refuse(400, { result: submission.reply({ fieldErrors }), alert: null, ...keptUploads, compareHref: null }, autosave);
  }

  const values = submission.value;
  // Publish and Schedule need a body that passes the accessibility checks (decision 0331); a draft saves with its problems.
  const goesLive = values.published && !autosave && can(staff.role, "posts:manage");
  const contentCheck = goesLive ? await checkPostContent(values.content) : null;
  if (contentCheck?.problems.length) {
    const count = contentCheck.problems.length;
    const message = `${count === 1 ? "One accessibility problem stops" : `${count} accessibility problems stop`} this post from being published: see the list below the content.`;
    const result = submission.reply({ fieldErrors: { content: [message] } });
    return refuse(400, { result, alert: null, ...keptUploads, compareHref: null, contentCheck }, false);
  }
  const saved = await savePost(
    existing,
    {
      fields: postFields(values),
      image,
      socialImage,
      uploads: [uploaded, socialUploaded].filter((url) => url !== null),
      autosave,
      expectedVersion: values.version,
      recompute: values.recompute,
    },
    staff,
  );
  if (!saved.ok) {
    const failed = (message: string, alertText = message) => ({
      result: submission.reply({ formErrors: [message] }),
      alert: { title: adminCopy.saveFailed, description: alertText },
    });
    if (saved.reason === "stale") {
      // The uploads stay as pending images: the person's work is kept whole.
      const compareHref = existing ? await compareLink(existing.id, values.version) : null;
      const refusal = failed(STALE_VERSION_MESSAGE, `${STALE_VERSION_MESSAGE}. Your text is still in the form below.`);
      return refuse(409, { ...refusal, ...keptUploads, conflict: { version: saved.current.version }, compareHref }, autosave);
    }
    if (saved.reason === "gone") return refuse(404, { ...failed(POST_GONE_MESSAGE), ...noUploads }, autosave);
    if (saved.reason === "images-gone" || saved.reason === "images-hidden") {
      // Next to the field that names each image; everything else the person did is kept.
      const errors: Record<string, string[]> = {};
      const say = (field: string, message: string) => {
        const messages = (errors[field] ??= []);
        if (!messages.includes(message)) messages.push(message);
      };
      // An image refused as not theirs is always one the text names (in whatever spelling).
      const hidden = saved.reason === "images-hidden";
      const inText = hidden ? saved.urls : inlineImageUrls(values.content);
      for (const url of saved.urls) {
        // Every field that shows it, so one fix is enough.
        if (!hidden && url === image) say("image", IMAGE_GONE_MESSAGE);
        if (!hidden && url === socialImage) say(SOCIAL_IMAGE_FIELD, IMAGE_GONE_MESSAGE);
        if (inText.includes(url)) say("content", hidden ? imageInTextHidden(url) : imageInTextGone(url));
      }
      const still = (url: string | null) => (url && saved.urls.includes(url) ? null : url);
      const kept = { pendingImage: still(keptUploads.pendingImage), pendingSocialImage: still(keptUploads.pendingSocialImage) };
      // Like any field's problem: the message is next to the field, which gets the focus (no page alert).
      return refuse(hidden ? 400 : 409, { result: submission.reply({ fieldErrors: errors }), alert: null, ...kept, compareHref: null }, autosave);
    }
    // The uploads of this attempt are gone; images kept from an earlier one stay.
    return refuse(500, { ...failed(SAVE_FAILED_MESSAGE), pendingImage: pending, pendingSocialImage: pendingSocial, compareHref: null }, autosave);
  }

  const { post, before, addresses } = saved;
  // The save stands if this fails: a description can be written in the library.
  await describeFromPost(post, before, values.social_image_alt, staff).catch((error) => console.error("keeping an image's description failed", error));
  const target = { type: "post", id: post.id };
  if (!existing) await audit(context, "post-create", target, post.title);
  // With JavaScript the first autosave of a new post creates the draft; the form then saves to its edit address.
  if (autosave) return data<AutosaveAnswer>({ autosave: { ok: true, version: post.version, savedAt: post.updatedAt, id: post.id } });
  if (existing) await audit(context, "post-edit", target, post.title);
  const change = publishingChange(before, post);
  if (change) await audit(context, change.action, target, change.detail);
  const problems = post.status === "draft" ? (await checkPostContent(post.content)).problems.length : 0;
  const toDo = problems ? ` ${problems === 1 ? "One accessibility problem" : `${problems} accessibility problems`} to fix before it can be published: the editor lists them.` : "";
  const toast = existing
    ? { title: "Saved", description: savedToastText(post) + toDo }
    : { title: "Post created", description: post.status === "published" ? `“${post.title}” is published on the blog.` : savedToastText(post) + toDo };
  const addressNote = addressChangeText(addresses);
  return redirectWithToast(request, href("/admin"), { ...toast, description: [toast.description, addressNote].filter(Boolean).join(" "), variant: "success" });
}
