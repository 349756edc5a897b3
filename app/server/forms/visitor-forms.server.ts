/**
 * The visitor forms, each declared once: its schema, its fields, the
 * product's messages, how it is stored and who is told. The pipeline that
 * runs them (rate limit, body, honeypot, parse, store, notify, answer) is
 * visitor-form-pipeline.server.ts; the route actions hand their request to
 * it with one of these.
 */
import { safeRedirectPath } from "~/lib/safe-redirect";
import { HEARD_ABOUT_FIELDS } from "~/lib/enquiry-sources";
import { translator } from "~/lib/i18n";
import { type Locale, localeOfPath } from "~/lib/locale";
import { inEdition } from "~/public-pages";
import { CONTACT_FIELDS, CONTACT_REQUIRED, type ContactInput, contactSchemas } from "~/schemas/contact";
import { byLocale } from "~/schemas/form-words";
import {
  JOB_FIELDS,
  JOB_REQUIRED,
  type JobApplicationInput,
  jobApplicationSchema,
  type PositionChoice,
  SCREENING_FIELDS,
  screenedJobApplicationSchema,
} from "~/schemas/job";
import { storeApplication } from "~/server/domain/applications.server";
import { uploadedResumeCookie } from "~/server/forms/uploaded-resume-cookie.server";
import { agencyLocalDateAndHour } from "~/lib/agency-time";
import { clock } from "~/server/infra/clock.server";
import { NEWSLETTER_FIELDS, type NewsletterInput, newsletterSchemas } from "~/schemas/newsletter";
import { REVIEW_FIELDS, type ReviewInput, reviewSchemas } from "~/schemas/review";
import type { JsonEndpoint, VisitorForm } from "~/server/forms/visitor-form-pipeline.server";
import type { UploadPolicy } from "~/server/infra/upload-checks.server";
import {
  notifyOfficeOfSubmission,
  resumeUploadPolicy,
  storeContactMessage,
  type StoredSubmission,
} from "~/server/domain/submissions.server";
import { sendNewsletterConfirmation, storeNewsletterSignUp, type StoredSignUp } from "~/server/domain/subscribers.server";
import { notifyOfficeOfReview, type PublicTestimonial, storeReview } from "~/server/domain/testimonials.server";
import { href } from "react-router";

/**
 * Each visitor form is declared once per language (decision 0801): the
 * route's address decides which one receives a request, so its messages,
 * toasts and where it goes back to are in the visitor's language, and what
 * it stores records that language.
 */
export type InEachLanguage<Form> = Record<Locale, Form>;

/** The language of the edition a form was sent to: its action's address decides. */
export const localeOfRequest = (request: Request): Locale => localeOfPath(new URL(request.url).pathname);

export const contactForm: InEachLanguage<VisitorForm<ContactInput, StoredSubmission>> = byLocale((language) => {
  const t = translator(language);
  return {
    label: "a contact message",
    bucket: "contact",
    schema: contactSchemas[language],
    fields: CONTACT_FIELDS,
    required: CONTACT_REQUIRED,
    messages: {
      failedTitle: t("contact.failedTitle"),
      missing: { title: t("contact.missingTitle"), description: t("contact.missingDescription") },
      fallback: t("contact.failedFallback"),
    },
    // The visitor's acknowledgement is queued with the row, in their language (submissions.server.ts).
    store: (input) => storeContactMessage({ ...input, language }),
    source: { kind: "contact", recordId: (stored) => stored.id },
    notify: (stored) => notifyOfficeOfSubmission(stored.id),
    success: () => ({ toast: { variant: "success", title: t("contact.sentTitle"), description: t("contact.sentDescription") } }),
    redirectTo: () => inEdition(language, href("/contact")),
  };
});

export const reviewForm: InEachLanguage<VisitorForm<ReviewInput, PublicTestimonial>> = byLocale((language) => {
  const t = translator(language);
  return {
    label: "a review",
    bucket: "review",
    schema: reviewSchemas[language],
    fields: REVIEW_FIELDS,
    required: ["name", "content"],
    messages: {
      failedTitle: t("review.failedTitle"),
      missing: { title: t("review.missingTitle"), description: t("review.missingDescription") },
      fallback: t("review.failedDescription"),
    },
    store: (input) => storeReview({ ...input, language }),
    source: { kind: "review", recordId: (stored) => stored.id },
    // Best effort, not retried: the review is already on the site, where the office sees it.
    notify: notifyOfficeOfReview,
    success: () => ({
      toast: { variant: "success", title: t("review.successTitle"), action: { label: t("review.view"), href: inEdition(language, href("/testimonials")) } },
    }),
    redirectTo: () => inEdition(language, href("/testimonials")),
  };
});

type StoredApplication = StoredSubmission & { attachmentUrl?: string; resumeName?: string; duplicate?: boolean };

/** The resume's refusals in the form's language. */
function resumePolicyIn(language: Locale): UploadPolicy {
  if (language === "en") return resumeUploadPolicy;
  const t = translator(language);
  return {
    ...resumeUploadPolicy,
    messages: {
      wrongType: t("job.resumeWrongType"),
      tooLarge: t("job.resumeTooLarge"),
      empty: t("job.resumeEmpty"),
      mismatch: (ext) => t("job.resumeMismatch", { ext }),
    },
  };
}

/**
 * The job application, for a list of open positions (its `position` must be
 * one of them). `screening`: the form of /job and /fr/postuler, with the
 * screening questions (the JSON endpoint keeps its old fields). `language`:
 * the edition it was sent from (its messages, toasts and where it goes back
 * to; stored with it, and a French one is written to in French). Stored with
 * its pipeline row and the acknowledgement to the applicant
 * (applications.server.ts).
 */
export function jobApplicationForm(
  positions: readonly PositionChoice[],
  options: { screening?: boolean; language?: Locale } = {},
): VisitorForm<JobApplicationInput, StoredApplication> {
  const language = options.language ?? "en";
  const t = translator(language);
  return {
    label: "a job application",
    bucket: "job",
    schema: options.screening
      ? screenedJobApplicationSchema(positions, () => agencyLocalDateAndHour(clock()).date, language)
      : jobApplicationSchema(positions),
    fields: options.screening ? [...JOB_FIELDS, ...SCREENING_FIELDS, ...HEARD_ABOUT_FIELDS] : JOB_FIELDS,
    required: JOB_REQUIRED,
    upload: resumePolicyIn(language),
    messages: {
      failedTitle: t("job.failedTitle"),
      missing: { title: t("job.failedTitle"), description: t("job.missing") },
      fallback: t("job.failedFallback"),
    },
    // The resume was checked and stored while the form was read; a failed row removes it.
    store: async (input, resume) => {
      // The JSON endpoint stores every request as before (decision 0207); only the form treats a repeat as a double submit.
      const stored = await storeApplication(input, resume, clock(), { doubleSubmit: Boolean(options.screening), language });
      return { ...stored, resumeName: stored.attachmentUrl ? resume?.originalName : undefined };
    },
    source: { kind: "application", recordId: (stored) => stored.id, heard: (input) => input },
    // A double submit is the application already stored: the office was told of it then.
    notify: (stored) => (stored.duplicate ? Promise.resolve() : notifyOfficeOfSubmission(stored.id)),
    success: (stored) => ({
      toast: { variant: "success", title: t("job.successTitle"), description: t("job.successDescription") },
      attachmentUrl: stored?.attachmentUrl,
      resumeName: stored?.resumeName,
    }),
    // Without JavaScript the form's page shows 'Resume uploaded' from a cookie of its own: a signed link in the address would reach analytics and history.
    redirectTo: () => inEdition(language, href("/job")),
    redirectCookie: (outcome) => (outcome.attachmentUrl ? uploadedResumeCookie(outcome.attachmentUrl, language) : Promise.resolve(null)),
  };
}

/**
 * Where a no-JS form goes back to: a same-site path from the form's
 * `returnTo` field or the Referer, else the fallback.
 */
function safeReturnPath(request: Request, candidate: unknown, fallback = "/"): string {
  const fromField = safeRedirectPath(candidate, "");
  if (fromField) return fromField;
  const referer = request.headers.get("Referer");
  if (referer && URL.canParse(referer)) {
    const url = new URL(referer);
    if (url.origin === new URL(request.url).origin) return safeRedirectPath(`${url.pathname}${url.search}`, fallback);
  }
  return fallback;
}

/** Every newsletter box (footer, blog, /newsletter; /fr/infolettre in French) posts here; double opt-in (decision 0205). */
export const newsletterForm: InEachLanguage<VisitorForm<NewsletterInput, StoredSignUp>> = byLocale((language) => {
  const t = translator(language);
  const home = inEdition(language, "/");
  return {
    label: "a newsletter sign-up",
    bucket: "newsletter",
    schema: newsletterSchemas[language],
    fields: NEWSLETTER_FIELDS,
    required: [],
    messages: { failedTitle: t("newsletter.failedTitle"), fallback: t("newsletter.failedDescription") },
    store: (input) => storeNewsletterSignUp(input.email, new Date(), language),
    source: { kind: "newsletter", recordId: (stored) => stored.id },
    notify: sendNewsletterConfirmation,
    // The same answer whether or not the address was already on the list.
    success: (stored, sent) => ({
      toast: {
        variant: "success",
        title: t("newsletter.thanksTitle"),
        description: stored?.result === "stored" ? t("newsletter.noMail") : t("newsletter.checkInbox"),
      },
      returnTo: safeReturnPath(sent.request, sent.text("returnTo"), home),
    }),
    redirectTo: (outcome) => outcome.returnTo ?? home,
  };
});

/** POST /api/send-email: `type` 'contact' is the contact form, 'jobs' the job application (its `subject` the position). */
export function sendEmailEndpoint(positions: readonly PositionChoice[]): JsonEndpoint {
  return {
    bucket: "send-email",
    forms: {
      contact: { form: contactForm.en },
      jobs: { form: jobApplicationForm(positions), jsonNames: { position: "subject" } },
    },
  };
}
