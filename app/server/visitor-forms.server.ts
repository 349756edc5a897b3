/**
 * The public forms' actions, from request to outcome: per-IP limit, body
 * limit, honeypot, schema, then storage (and the office notification).
 * Each returns a FormOutcome with the spec's texts; routes turn it into data
 * (JavaScript forms, errors) or a redirect with a flash toast (no-JS success).
 */
import { data } from "react-router";
import { CONTACT_FIELDS, CONTACT_REQUIRED, contactSchema, contactText } from "~/schemas/contact";
import { fieldErrorsOf, isBlank, textValues } from "~/schemas/fields";
import { JOB_FIELDS, JOB_REQUIRED, jobApplicationSchema, jobText, type PositionChoice } from "~/schemas/job";
import { NEWSLETTER_FIELDS, newsletterSchema, newsletterText } from "~/schemas/newsletter";
import { REVIEW_FIELDS, reviewSchema, reviewText } from "~/schemas/review-form";
import type { FormOutcome } from "~/lib/form-outcome";
import type { ToastInput } from "~/lib/toast";
import { limitPublicPost, type LimitBucket } from "./rate-limit.server";
import { discardRequestBody } from "./request-body.server";
import { formObject, honeypotFilled, readTextForm, safeReturnPath, sentWithJavaScript } from "./public-form.server";
import { redirectWithToast } from "./session.server";
import { resumeUploadPolicy, submitContactMessage, submitJobApplication } from "./submissions.server";
import { signUpForNewsletter } from "./subscribers.server";
import { addReview } from "./testimonials.server";
import { deleteStoredFile, readMultipartForm } from "./uploads.server";

const errorToast = (title: string, description: string): ToastInput => ({ variant: "error", title, description });

function failure(httpStatus: number, toast: ToastInput, js: boolean, extra: Partial<FormOutcome> = {}): FormOutcome {
  return { status: "error", httpStatus, toast, js, ...extra };
}

/**
 * Rate limit, then read the text form. On failure, the outcome to answer
 * with (errors are always answered with data, so `js` only matters for success).
 */
async function guardTextForm(
  request: Request,
  clientIp: string,
  bucket: LimitBucket,
  failedTitle: string,
): Promise<{ ok: true; fields: FormData; js: boolean } | { ok: false; outcome: FormOutcome }> {
  const limit = await limitPublicPost(bucket, clientIp);
  if (!limit.ok) {
    discardRequestBody(request);
    return { ok: false, outcome: failure(429, errorToast(failedTitle, limit.message), false, { retryAfterSeconds: limit.retryAfterSeconds }) };
  }
  const form = await readTextForm(request);
  if (!form.ok) return { ok: false, outcome: failure(form.status, errorToast(failedTitle, form.message), false) };
  return { ok: true, fields: form.fields, js: sentWithJavaScript(form.fields) };
}

export async function receiveContactForm(request: Request, clientIp: string): Promise<FormOutcome> {
  const guarded = await guardTextForm(request, clientIp, "contact", contactText.failedTitle);
  if (!guarded.ok) return guarded.outcome;
  const { fields, js } = guarded;
  const success: FormOutcome = {
    status: "success",
    httpStatus: 200,
    js,
    toast: { variant: "success", title: contactText.sentTitle, description: contactText.sentDescription },
  };
  if (honeypotFilled(fields)) return success;

  const raw = formObject(fields);
  const values = textValues(raw, CONTACT_FIELDS);
  const parsed = contactSchema.safeParse(raw);
  if (!parsed.success) {
    const missing = CONTACT_REQUIRED.some((name) => isBlank(raw[name]));
    const fieldErrors = fieldErrorsOf(parsed.error);
    const toast = missing
      ? errorToast(contactText.missingTitle, contactText.missingDescription)
      : errorToast(contactText.failedTitle, Object.values(fieldErrors)[0] ?? contactText.failedFallback);
    return failure(400, toast, js, { fieldErrors, values });
  }
  try {
    await submitContactMessage(parsed.data);
  } catch (error) {
    console.error("could not store a contact message", error);
    return failure(503, errorToast(contactText.failedTitle, contactText.failedFallback), js, { values });
  }
  return success;
}

export async function receiveReviewForm(request: Request, clientIp: string): Promise<FormOutcome> {
  const guarded = await guardTextForm(request, clientIp, "review", reviewText.failedTitle);
  if (!guarded.ok) return guarded.outcome;
  const { fields, js } = guarded;
  const success: FormOutcome = {
    status: "success",
    httpStatus: 200,
    js,
    toast: {
      variant: "success",
      title: reviewText.successTitle,
      action: { label: reviewText.viewLabel, href: "/testimonials" },
    },
  };
  if (honeypotFilled(fields)) return success;

  const raw = formObject(fields);
  const values = textValues(raw, REVIEW_FIELDS);
  const parsed = reviewSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    const missing = isBlank(raw.name) || isBlank(raw.content);
    const toast = missing
      ? errorToast(reviewText.missingTitle, reviewText.missingDescription)
      : errorToast(reviewText.failedTitle, Object.values(fieldErrors)[0] ?? reviewText.failedDescription);
    return failure(400, toast, js, { fieldErrors, values });
  }
  try {
    await addReview(parsed.data);
  } catch (error) {
    console.error("could not store a review", error);
    return failure(503, errorToast(reviewText.failedTitle, reviewText.failedDescription), js, { values });
  }
  return success;
}

export async function receiveJobApplication(
  request: Request,
  clientIp: string,
  positions: readonly PositionChoice[],
): Promise<FormOutcome> {
  const limit = await limitPublicPost("job", clientIp);
  if (!limit.ok) {
    discardRequestBody(request);
    return failure(429, errorToast(jobText.failedTitle, limit.message), false, { retryAfterSeconds: limit.retryAfterSeconds });
  }

  const form = await readMultipartForm(request, resumeUploadPolicy);
  if (!form.ok && form.fields === null) {
    // Unreadable or far too large: nothing to keep; the message goes next to the file field.
    return failure(form.status, errorToast(jobText.failedTitle, form.formError), false, {
      fieldErrors: form.status === 413 ? { resume: form.formError } : undefined,
    });
  }
  const fields = form.fields;
  const js = sentWithJavaScript(fields);
  const success: FormOutcome = {
    status: "success",
    httpStatus: 200,
    js,
    toast: { variant: "success", title: jobText.successTitle, description: jobText.successDescription },
  };
  const stored = form.ok ? form.file : null;
  if (honeypotFilled(fields)) {
    if (stored) await deleteStoredFile(resumeUploadPolicy.directory, stored.storedName);
    return success;
  }

  const raw = formObject(fields);
  const values = textValues(raw, JOB_FIELDS);
  const parsed = jobApplicationSchema(positions).safeParse(raw);
  const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (!form.ok) fieldErrors.resume = form.fieldError;
  if (!parsed.success || !form.ok) {
    // Nothing is kept from a refused application: the visitor sends the file again.
    if (stored) await deleteStoredFile(resumeUploadPolicy.directory, stored.storedName);
    const missing = JOB_REQUIRED.some((name) => isBlank(raw[name]));
    const toast = errorToast(jobText.failedTitle, missing ? jobText.missing : (Object.values(fieldErrors)[0] ?? jobText.failedFallback));
    return failure(400, toast, js, { fieldErrors, values });
  }
  try {
    const saved = await submitJobApplication(parsed.data, stored);
    return { ...success, attachmentUrl: saved.attachmentUrl, resumeName: stored?.originalName };
  } catch (error) {
    console.error("could not store a job application", error);
    return failure(503, errorToast(jobText.failedTitle, jobText.failedFallback), js, { values });
  }
}

export async function receiveNewsletterSignUp(request: Request, clientIp: string): Promise<FormOutcome> {
  const guarded = await guardTextForm(request, clientIp, "newsletter", newsletterText.failedTitle);
  if (!guarded.ok) return guarded.outcome;
  const { fields, js } = guarded;
  const raw = formObject(fields);
  const values = textValues(raw, NEWSLETTER_FIELDS);
  const thanks = (description: string): FormOutcome => ({
    status: "success",
    httpStatus: 200,
    js,
    toast: { variant: "success", title: newsletterText.thanksTitle, description },
    returnTo: safeReturnPath(request, raw.returnTo),
  });
  if (honeypotFilled(fields)) return thanks(newsletterText.checkInbox);

  const parsed = newsletterSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return failure(400, errorToast(newsletterText.failedTitle, Object.values(fieldErrors)[0]!), js, { fieldErrors, values });
  }
  try {
    const signedUp = await signUpForNewsletter(parsed.data.email);
    // The same answer whether or not the address was already on the list.
    return thanks(signedUp.result === "stored" ? newsletterText.noMail : newsletterText.checkInbox);
  } catch (error) {
    console.error("could not store a newsletter sign-up", error);
    return failure(503, errorToast(newsletterText.failedTitle, "Please try again later."), js, { values });
  }
}

/**
 * The answer to a form POST: data for JavaScript forms and for errors
 * (the page shows them, values kept); a redirect with a flash toast for a
 * no-JS success (so a reload does not send the form again).
 */
export async function answerForm(request: Request, outcome: FormOutcome, successPath: string) {
  if (outcome.status === "success" && !outcome.js) {
    return redirectWithToast(request, successPath, outcome.toast);
  }
  const headers: HeadersInit = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
  return data(outcome, { status: outcome.httpStatus, headers });
}
