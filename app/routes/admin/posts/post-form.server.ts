/**
 * The post editor's form (/admin/new and /admin/edit/:id), its HTTP side:
 * reads the multipart body with its two images, parses it with the form's
 * zod schema (conform's parseWithZod, schemas.ts here), asks the
 * editor's rules (app/server/domain/post-editor.server.ts, typed input and
 * typed results) and answers: after a save a redirect with a toast; after a
 * refusal conform's submission result (the typed values and each field's
 * messages) with the status REFUSALS gives (post-form-refusals.server.ts), so the person's text stays in
 * the form; after an autosave, data for the status line. A valid upload next
 * to an invalid field is kept as a "pending" image, so it need not be chosen
 * again; a failed upload or a failed save stores nothing.
 */
import { data, href, type RouterContextProvider } from "react-router";
import { formatAgencyDateTime, utcToAgencyLocal } from "~/lib/agency-time";
import { can } from "~/lib/staff-roles";
import { parseForm } from "~/schemas/parse-form";
import type { PostFormDefaults } from "~/schemas/admin-form-rules";
import { type PostFormValues, postFormSchema } from "./schemas";
import { type Admin, audit, signedInAdmin } from "~/server/auth/auth.server";
import { checkPostContent } from "~/server/domain/content-checks.server";
import { describeFromPost, recordUploads } from "~/server/domain/media-library.server";
import {
  type AddressChange,
  checkPostRules,
  imageAfterSave,
  keptUpload,
  mayAutosave,
  type PostEdit,
  type PostSaveResult,
  publishingChange,
  savePost,
} from "~/server/domain/post-editor.server";
import { acceptPostImageUploads, postImageUploadPolicy, postImageUrl } from "~/server/domain/post-images.server";
import { findRevisionAtVersion } from "~/server/domain/post-revisions.server";
import type { Post } from "~/server/domain/posts.server";
import { inlineImageUrls } from "~/server/domain/render-post.server";
import { readMultipartForm } from "~/server/infra/multipart.server";
import { redirectWithToast } from "~/server/infra/session.server";
import {
  type AttemptImages,
  IMAGE_GONE_MESSAGE,
  IMAGE_REFUSALS,
  imageInTextGone,
  imageInTextHidden,
  inaccessibleMessage,
  type Refusal,
  refuse,
  RULE_MESSAGES,
  type Submission,
} from "./post-form-refusals.server";
import type { AutosaveAnswer } from "./post-form/useDraftAutosave";

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
    language: post.language,
  };
}

/**
 * The action of /admin/new (`existing` null: the new post records who
 * created it) and of /admin/edit/:id (`existing`, already opened by the
 * editor's rule): read, validate, save, answer. Saves every field (the slug
 * and the read time only when asked), refusing a save over a newer version;
 * audited as the signed-in staff member. An autosave (intent=autosave,
 * JavaScript) is answered with data for the status line instead of a
 * redirect, and is not audited one by one (the revision history shows who
 * typed what, and when), except the one that creates a new post.
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

  // Read: the body, its uploads and the images kept from an earlier attempt.
  const form = await readPostForm(request);
  if (!form.ok && form.fields === null) return refuse(unreadable(form), null, false);
  const submission = parseForm(form.fields, postFormSchema);
  // An autosave (JavaScript, drafts only) saves the text and never changes publishing.
  const autosave = form.fields.get("intent") === "autosave";
  if (autosave && !mayAutosave(existing)) return refuse({ kind: "not-a-draft" }, submission, autosave);
  const images = await attemptImages(form, staff, existing);

  // Validate: the schema, the editor's rules, the files, the accessibility checks at Publish.
  const valid = await validate(form, submission, images, { staff, existing, autosave });
  if (!valid.ok) return refuse(valid.refusal, submission, autosave, images);
  const { values } = valid;

  // Save: the domain refuses a stale version, a post gone, images gone or not the person's.
  const saved = await savePost(
    existing,
    {
      fields: postFields(values),
      image: images.image,
      socialImage: images.socialImage,
      uploads: [images.uploaded, images.socialUploaded].filter((url) => url !== null),
      autosave,
      expectedVersion: values.version,
      recompute: values.recompute,
      language: values.language,
    },
    staff,
  );
  if (!saved.ok) return refuse(await saveRefusal(saved, existing, values, images), submission, autosave, images);

  // Answer: a toast on the list, or the autosave's status line.
  return answerSaved({ request, context, staff, existing, saved, values, autosave });
}

/** A form whose fields could be read (a refused file aside). */
type ReadForm = Exclude<Awaited<ReturnType<typeof readPostForm>>, { fields: null }>;

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

/** A body that could not be read at all: about a file (too large, two of them) or the form. */
function unreadable({ status, formError }: { status: 400 | 413; formError: string }): Refusal {
  return /file/i.test(formError) ? { kind: "unreadable-file", status, message: formError, field: "image" } : { kind: "unreadable", status, message: formError };
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

/**
 * This attempt's uploads, each recorded in the media library at once with who
 * made it and the description it came with (decisions 0332, 0357), even if
 * the attempt is refused; the images kept from an earlier attempt; and the
 * image and social image the post would show.
 */
async function attemptImages(form: ReadForm, staff: Admin, existing: Post | null): Promise<AttemptImages> {
  const sent = (name: string) => String(form.fields.get(name) ?? "");
  const uploaded = form.ok && form.file ? postImageUrl(form.file.storedName) : null;
  const socialFile = form.ok ? form.files[SOCIAL_IMAGE_FIELD] : undefined;
  const socialUploaded = socialFile ? postImageUrl(socialFile.storedName) : null;
  if (form.ok) for (const [field, file] of Object.entries(form.files)) await recordUploads([file], staff.id, uploadDescription(form.fields, field));
  const pending = await keptUpload(sent("pending_image"), staff);
  const pendingSocial = await keptUpload(sent("pending_social_image"), staff);
  return {
    uploaded,
    socialUploaded,
    pending,
    pendingSocial,
    image: imageAfterSave({ uploaded, kept: pending, remove: sent("remove_image") === "on" }, existing?.image ?? null),
    socialImage: imageAfterSave({ uploaded: socialUploaded, kept: pendingSocial, remove: sent("remove_social_image") === "on" }, existing?.socialImage ?? null),
  };
}

/**
 * The schema, the editor's rules (alt text, category), a refused file, and
 * at Publish or Schedule the accessibility checks (decision 0331): a draft
 * saves with its problems.
 */
async function validate(
  form: ReadForm,
  submission: Submission,
  images: AttemptImages,
  { staff, existing, autosave }: { staff: Admin; existing: Post | null; autosave: boolean },
): Promise<{ ok: true; values: PostFormValues } | { ok: false; refusal: Refusal }> {
  const fieldErrors: Record<string, string[]> = {};
  if (submission.status === "success") {
    const { image_alt, image_decorative, category } = submission.value;
    const problems = await checkPostRules({ image: images.image, imageAlt: image_alt, imageDecorative: image_decorative, category }, existing);
    for (const problem of problems) fieldErrors[RULE_MESSAGES[problem].field] = [RULE_MESSAGES[problem].message];
  }
  if (!form.ok) return { ok: false, refusal: { kind: "bad-file", field: form.errorField, message: form.fieldError, fieldErrors } };
  if (submission.status !== "success" || Object.keys(fieldErrors).length) return { ok: false, refusal: { kind: "invalid", fieldErrors } };
  const values = submission.value;
  const goesLive = values.published && !autosave && can(staff.role, "posts:manage");
  const contentCheck = goesLive ? await checkPostContent(values.content) : null;
  if (contentCheck?.problems.length) {
    return { ok: false, refusal: { kind: "inaccessible", fieldErrors: { content: [inaccessibleMessage(contentCheck.problems.length)] }, contentCheck } };
  }
  return { ok: true, values };
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

/** The domain's refusal of a save, with what the form needs to show it. */
async function saveRefusal(
  saved: Exclude<PostSaveResult, { ok: true }>,
  existing: Post | null,
  values: PostFormValues,
  images: AttemptImages,
): Promise<Refusal> {
  if (saved.reason === "stale") {
    const compareHref = existing ? await compareLink(existing.id, values.version) : null;
    return { kind: "stale", conflict: { version: saved.current.version }, compareHref };
  }
  if (saved.reason === "images-gone" || saved.reason === "images-hidden") {
    return { kind: saved.reason, fieldErrors: refusedImageErrors(saved.reason, saved.urls, values.content, images), dropped: saved.urls };
  }
  return { kind: saved.reason };
}

/** The history's page of the version the person opened (or the history, when there is none). */
async function compareLink(postId: number, openedVersion: number | undefined): Promise<string> {
  const revision = openedVersion === undefined ? null : await findRevisionAtVersion(postId, openedVersion);
  return revision ? href("/admin/edit/:id/history/:revisionId", { id: String(postId), revisionId: String(revision.id) }) : href("/admin/edit/:id/history", { id: String(postId) });
}

/** A message next to every field that shows a refused image, so one fix is enough (no page alert). */
function refusedImageErrors(reason: "images-gone" | "images-hidden", urls: string[], content: string, images: AttemptImages) {
  const errors: Record<string, string[]> = {};
  const say = (field: string, message: string) => {
    const messages = (errors[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  // An image refused as not theirs is always one the text names (in whatever spelling).
  const hidden = reason === "images-hidden";
  const inText = hidden ? urls : inlineImageUrls(content);
  for (const url of urls) {
    if (!hidden && url === images.image) say("image", IMAGE_GONE_MESSAGE);
    if (!hidden && url === images.socialImage) say(SOCIAL_IMAGE_FIELD, IMAGE_GONE_MESSAGE);
    if (inText.includes(url)) say("content", hidden ? imageInTextHidden(url) : imageInTextGone(url));
  }
  return errors;
}

/**
 * After a save, audited: an autosave's data for the status line, or back to
 * the list with a toast saying where the post now stands.
 */
async function answerSaved({
  request,
  context,
  staff,
  existing,
  saved: { post, before, addresses },
  values,
  autosave,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  staff: Admin;
  existing: Post | null;
  saved: Extract<PostSaveResult, { ok: true }>;
  values: PostFormValues;
  autosave: boolean;
}) {
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

/** The toast after a save: where the post now stands. */
function savedToastText(post: Post): string {
  if (post.status === "published") return `“${post.title}” is saved and published.`;
  if (post.status === "scheduled") return `“${post.title}” is scheduled for ${formatAgencyDateTime(post.publishedAt!)} (Toronto time).`;
  return `“${post.title}” is saved as a draft.`;
}

/** What a save did to addresses, in the editor's words (decision 0637); "" when nothing. */
function addressChangeText({ movedFrom, released }: AddressChange): string {
  const parts: string[] = [];
  if (movedFrom) parts.push(`Its old address ${movedFrom} now leads to the new one.`);
  if (released) parts.push(`The address ${released.from} redirected to ${released.followed}; this post now has it, so that redirect was removed.`);
  return parts.join(" ");
}
