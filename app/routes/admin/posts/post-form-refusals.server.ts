/**
 * The post form's refusals (the form's HTTP side is post-form.server.ts):
 * each kind's status and words in one table, REFUSALS, the words that
 * depend on the attempt beside it, and how a refusal is answered: conform's
 * submission result with the person's values and each field's message, the
 * page alert, the uploads kept for the next attempt; for an autosave, the
 * status line's message.
 */
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { adminCopy } from "~/content/admin-copy";
import type { parseForm } from "~/schemas/parse-form";
import type { PostFormValues, postFormSchema } from "./schemas";
import type { ContentCheck } from "~/server/domain/content-checks.server";
import type { PostRuleProblem } from "~/server/domain/post-editor.server";
import type { ImageRefusal } from "~/server/domain/post-images.server";
import { MAX_INPUT_PIXELS } from "~/server/infra/images.server";
import type { AutosaveAnswer } from "./post-form/useDraftAutosave";

/** The refusal of a save over a newer version (the words staff asked for). */
export const STALE_VERSION_MESSAGE = "This post was changed by someone else since you opened it";

/** Database errors are logged, not shown: they would only confuse (or inform an attacker). */
const SAVE_FAILED_MESSAGE = "The post could not be saved. Please try again.";

type RefusalKind =
  | "unreadable"
  | "unreadable-file"
  | "not-a-draft"
  | "bad-file"
  | "invalid"
  | "inaccessible"
  | "stale"
  | "gone"
  | "images-gone"
  | "images-hidden"
  | "failed";

/**
 * Each refusal: its status; the page alert's title (null: the messages sit
 * next to their fields); its message when always the same (`alertText`
 * when the alert says more); and the uploads the form keeps for the next
 * attempt: none, those kept from earlier attempts, or this attempt's too.
 */
const REFUSALS: Record<
  RefusalKind,
  { status: 400 | 404 | 409 | 500; alert: string | null; message?: string; alertText?: string; keeps: "none" | "earlier" | "all" }
> = {
  // Nothing could be read (the reader's message, 413 when too large): the form keeps what it shows.
  unreadable: { status: 400, alert: adminCopy.saveFailed, keeps: "none" },
  "unreadable-file": { status: 400, alert: adminCopy.uploadFailed, keeps: "none" },
  // An autosave (JavaScript, drafts only) of a published or scheduled post.
  "not-a-draft": {
    status: 409,
    alert: adminCopy.saveFailed,
    message: "Only drafts save themselves. Use Save to change a published or scheduled post.",
    keeps: "none",
  },
  // A refused file (IMAGE_REFUSALS, or the reader's words): nothing is saved; the other values stay in the form.
  "bad-file": { status: 400, alert: adminCopy.uploadFailed, keeps: "earlier" },
  // The schema's messages and the editor's rules (RULE_MESSAGES).
  invalid: { status: 400, alert: null, keeps: "all" },
  // Publish or Schedule of a body that fails the accessibility checks (decision 0331).
  inaccessible: { status: 400, alert: null, keeps: "all" },
  // Saved over by someone else: the uploads stay as pending images, so the person's work is kept whole.
  stale: {
    status: 409,
    alert: adminCopy.saveFailed,
    message: STALE_VERSION_MESSAGE,
    alertText: `${STALE_VERSION_MESSAGE}. Your text is still in the form below.`,
    keeps: "all",
  },
  gone: { status: 404, alert: adminCopy.saveFailed, message: "That post no longer exists.", keeps: "none" },
  // An image deleted from the media library a moment ago (decision 0332), or of a post the person cannot open (0352).
  "images-gone": { status: 409, alert: null, keeps: "all" },
  "images-hidden": { status: 400, alert: null, keeps: "all" },
  // The uploads of this attempt are gone; images kept from an earlier one stay.
  failed: { status: 500, alert: adminCopy.saveFailed, message: SAVE_FAILED_MESSAGE, keeps: "earlier" },
};

/** The editor's alt text rule (decision 0349). */
export const ALT_REQUIRED_MESSAGE = "Describe the image for people who cannot see it, or tick “Decorative image”.";

/** The editor's rules (the domain's problems), each next to its field. */
export const RULE_MESSAGES: Record<PostRuleProblem, { field: keyof PostFormValues; message: string }> = {
  "alt-required": { field: "image_alt", message: ALT_REQUIRED_MESSAGE },
  "unknown-category": { field: "category", message: "Choose a category from the list." },
};

/** A save that would start showing an uploaded image no longer in the media library (deleted, perhaps a moment ago; decision 0332). */
export const IMAGE_GONE_MESSAGE = "This image is no longer in the media library. Choose another, or save without it.";
export const imageInTextGone = (url: string) => `An image in the text (${url}) is no longer in the media library. Remove it or insert another.`;
/** A save whose text would start showing an image of someone else's unpublished post (decision 0352). */
export const imageInTextHidden = (url: string) => `An image in the text (${url}) belongs to a post you cannot open. Remove it or insert one from the media library.`;

/** Publish or Schedule refused: the count here, each problem listed under the content. */
export const inaccessibleMessage = (count: number) =>
  `${count === 1 ? "One accessibility problem stops" : `${count} accessibility problems stop`} this post from being published: see the list below the content.`;

/** An upload the image checks refused (the media library's uploads say the same). */
export const IMAGE_REFUSALS: Record<ImageRefusal, (ext: string) => string> = {
  unreadable: (ext) =>
    `The file could not be read as an image. Please choose another .${ext} file (a photo or picture saved by a camera or an image editor).`,
  "too-many-pixels": () =>
    `The image has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} million). Please choose a smaller image.`,
};

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

/** The form parsed by its schema (conform's submission). */
export type Submission = ReturnType<typeof parseForm<typeof postFormSchema>>;

/** The images of an attempt: its uploads, those kept from an earlier attempt, and what the post would show. */
export interface AttemptImages {
  uploaded: string | null;
  socialUploaded: string | null;
  pending: string | null;
  pendingSocial: string | null;
  image: string | null;
  socialImage: string | null;
}

/** A refusal as a step finds it: its kind (REFUSALS) and what only this attempt knows. */
export interface Refusal {
  kind: RefusalKind;
  /** Words REFUSALS does not fix: the reader's, a refused file's. */
  message?: string;
  /** The field `message` is about (a refused file's). */
  field?: string;
  /** Messages next to their fields. */
  fieldErrors?: Record<string, string[]>;
  /** The reader's status, when it is not the table's. */
  status?: 400 | 413;
  /** Images the save refused: not kept for the next attempt. */
  dropped?: string[];
  conflict?: { version: number };
  compareHref?: string | null;
  contentCheck?: ContentCheck;
}

/** An autosave's refusal for the editor's status line (see useDraftAutosave). */
function autosaveRefusal(failure: PostFormFailure): AutosaveAnswer {
  const fieldMessage = Object.values(failure.result.error ?? {}).flat()[0];
  const message = failure.conflict ? STALE_VERSION_MESSAGE : (fieldMessage ?? failure.alert?.description ?? SAVE_FAILED_MESSAGE);
  return { autosave: { ok: false, message, ...(failure.conflict && failure.compareHref ? { compareHref: failure.compareHref } : {}) } };
}

/** The uploads a refused form carries to the next attempt (REFUSALS' `keeps`), less the images the save refused. */
function keptUploads(keeps: "none" | "earlier" | "all", images: AttemptImages | null, dropped: string[]) {
  if (!images || keeps === "none") return { pendingImage: null, pendingSocialImage: null };
  if (keeps === "earlier") return { pendingImage: images.pending, pendingSocialImage: images.pendingSocial };
  const still = (url: string | null) => (url && dropped.includes(url) ? null : url);
  return { pendingImage: still(images.uploaded ?? images.pending), pendingSocialImage: still(images.socialUploaded ?? images.pendingSocial) };
}

/**
 * A refusal answered through REFUSALS: a message with a field goes next to
 * it, one without is the form's; the alert repeats it. The form's data, or
 * for an autosave the status line's.
 */
export function refuse(refusal: Refusal, submission: Submission | null, autosave: boolean, images: AttemptImages | null = null) {
  const rule = REFUSALS[refusal.kind];
  const message = refusal.message ?? rule.message;
  const fieldErrors = { ...refusal.fieldErrors, ...(refusal.field && message ? { [refusal.field]: [message] } : {}) };
  const result: SubmissionResult<string[]> = submission
    ? submission.reply(message && !refusal.field ? { formErrors: [message] } : { fieldErrors })
    : { status: "error", error: fieldErrors };
  const failure: PostFormFailure = {
    result,
    alert: rule.alert && message ? { title: rule.alert, description: rule.alertText ?? message } : null,
    ...keptUploads(rule.keeps, images, refusal.dropped ?? []),
    ...(refusal.conflict ? { conflict: refusal.conflict } : {}),
    compareHref: refusal.compareHref ?? null,
    ...(refusal.contentCheck ? { contentCheck: refusal.contentCheck } : {}),
  };
  const status = refusal.status ?? rule.status;
  return autosave ? data(autosaveRefusal(failure), { status }) : data(failure, { status });
}
