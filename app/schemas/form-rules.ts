/**
 * The names, limits and words of the public forms, without zod: the form
 * components in the browser import these, the schemas on the server
 * (contact.ts, job.ts, review.ts, newsletter.ts, fields.ts) build on
 * them and re-export them. Keeping zod out of this file keeps it out of the
 * JavaScript every page loads. The admin forms' share is admin-form-rules.ts.
 */
import type { FileKind } from "~/lib/file-kinds";

// --- every public form ---
/** Honeypot: hidden from people, filled by naive bots. A filled one is a quiet no-op. */
export const HONEYPOT_FIELD = "website";
/** Added by app/browser/forms.ts to the forms it sends in place: the action then answers with its outcome, never a redirect. */
export const JS_FIELD = "_js";

export const EMAIL_MAX = 254;

// --- contact form ---
export const CONTACT_LIMITS = { name: 120, subject: 200, message: 5000 } as const;

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export const CONTACT_REQUIRED = ["name", "email", "message"] as const;

// --- newsletter sign-up ---
export const NEWSLETTER_FIELDS = ["email"] as const;

interface ConsentParty {
  legalName: string;
  email: string;
  address: { street: string; city: string; province: string; postalCode: string };
}

/** The consent statement shown next to the box and stored with each sign-up. */
export function consentStatement(party: ConsentParty): string {
  return (
    `Yes, I agree to receive the newsletter by email from ${party.legalName}, ` +
    `${party.address.street}, ${party.address.city}, ${party.address.province} ${party.address.postalCode} (${party.email}). ` +
    "I can withdraw my consent at any time with the unsubscribe link in every email."
  );
}

// --- review form ---
export const REVIEW_LIMITS = { name: 100, role: 120, content: 2000 } as const;

export const DEFAULT_RATING = 5;

/** The select's options, best first. */
export const ratingOptions = [
  { value: 5, label: "Excellent" },
  { value: 4, label: "Very Good" },
  { value: 3, label: "Good" },
  { value: 2, label: "Fair" },
  { value: 1, label: "Poor" },
] as const;

/** Not numeric -> 5 (the old site's rule); numeric -> rounded and kept within 1-5. */
export function ratingFrom(value: unknown): number {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  const number = text === "" ? Number.NaN : Number(text);
  if (!Number.isFinite(number)) return DEFAULT_RATING;
  return Math.min(5, Math.max(1, Math.round(number)));
}

export const REVIEW_FIELDS = ["name", "role", "rating", "content"] as const;

// --- job application ---
export const JOB_LIMITS = { name: 120, position: 100, message: 5000 } as const;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_FIELD = "resume";
/** What a resume may be: the server checks the name and the bytes, the form offers these. */
export const RESUME_KINDS: FileKind[] = ["pdf", "doc", "docx"];

export interface PositionChoice {
  id: string;
  title: string;
}

export const JOB_FIELDS = ["name", "email", "position", "message"] as const;

// --- job application: the screening questions (decision 0600) ---
/** One checkbox per choice, each its own name, so a refused form gives every tick back without JavaScript. */
export const screeningName = {
  region: (slug: string) => `region-${slug}`,
  availability: (key: string) => `availability-${key}`,
  language: (key: string) => `language-${key}`,
  requirement: (key: string) => `has-${key}`,
} as const;
export const SCREENING_LIMITS = { phone: 40, otherLanguage: 100, cnoNumber: 20 } as const;
/** The screening fields that are not checkboxes. */
export const SCREENING_TEXT_FIELDS = ["phone", "start_date", "other_language", "cno_number", "prefers_french"] as const;
export const JOB_REQUIRED = ["name", "email"] as const;

/** The required wording, word for word. */
export const jobText = {
  missing: "Name and email are required",
  successTitle: "Application received",
  successDescription: "Thanks — we will review your application and contact you if there is a match.",
  failedTitle: "Submit failed",
  failedFallback: "Unable to submit application",
  pending: "Submitting...",
  resumeUploaded: "Resume uploaded",
  open: "Open",
  copyLink: "Copy link",
} as const;
