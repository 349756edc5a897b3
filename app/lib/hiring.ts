/**
 * The words and lists of hiring (decisions 0600-0602), pure so the public
 * form, the back office and the server share them.
 */

import type { EmploymentType, PayRange } from "~/content/careers";

/** A job posting as pages show it (app/server/domain/job-postings.server.ts reads it). */
export interface PostingView {
  id: number;
  slug: string;
  title: string;
  description: string;
  responsibilities: string[];
  requirements: string[];
  employmentTypes: EmploymentType[];
  /** Region slugs. */
  regions: string[];
  locationNote: string;
  experience: string;
  pay: PayRange;
  existingVacancy: boolean;
  aiScreening: boolean;
  mustHaves: Requirement[];
  image: string | null;
  imageAlt: string | null;
  status: "draft" | "open" | "closed";
  datePosted: string | null;
  validThrough: string | null;
  closedAt: string | null;
  /** HR's French text (/fr/carrieres shows it), null while the posting has none. */
  french?: PostingText | null;
}

/** A posting's text in one language. */
export interface PostingText {
  title: string;
  description: string;
  responsibilities: string[];
  requirements: string[];
}

/** The pipeline, in order. Hired, Not selected and Withdrawn end an application. */
export const STAGES = ["new", "screening", "interview", "offer", "hired", "not-selected", "withdrawn"] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_LABELS: Record<Stage, string> = {
  new: "New",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  "not-selected": "Not selected",
  withdrawn: "Withdrawn",
};

export const ENDING_STAGES: readonly Stage[] = ["hired", "not-selected", "withdrawn"];
/** Ended without a hire: deleted 12 months later (decision 0601). */
export const PURGED_STAGES: readonly Stage[] = ["not-selected", "withdrawn"];
/** Ontario: interviewed applicants are told the decision within 45 days of their last interview. */
export const DECISION_DUE_DAYS = 45;

export function isStage(value: unknown): value is Stage {
  return typeof value === "string" && (STAGES as readonly string[]).includes(value);
}

/** The requirements HR can mark as must-haves on a posting; the form asks each. */
export const REQUIREMENTS = ["psw", "cno", "driver", "cpr", "vsc"] as const;
export type Requirement = (typeof REQUIREMENTS)[number];

export const REQUIREMENT_LABELS: Record<Requirement, string> = {
  psw: "PSW certificate",
  cno: "College of Nurses of Ontario registration",
  driver: "Driver's licence and a car",
  cpr: "Current CPR/first aid",
  vsc: "Clear vulnerable sector check",
};

/** The question the application form asks for each requirement. */
export const REQUIREMENT_QUESTIONS: Record<Requirement, string> = {
  psw: "I hold a Personal Support Worker (PSW) certificate",
  cno: "I am registered with the College of Nurses of Ontario",
  driver: "I have a valid driver's licence and a car",
  cpr: "My CPR/first aid certification is current",
  vsc: "I can provide a clear vulnerable sector check",
};

export function isRequirement(value: unknown): value is Requirement {
  return typeof value === "string" && (REQUIREMENTS as readonly string[]).includes(value);
}

export const AVAILABILITY = ["full-time", "part-time", "weekends", "overnight", "live-in"] as const;
export type Availability = (typeof AVAILABILITY)[number];
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  weekends: "Weekends",
  overnight: "Overnight",
  "live-in": "Live-in",
};

export const LANGUAGES = ["english", "french", "other"] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_LABELS: Record<Language, string> = { english: "English", french: "French", other: "Other" };

/** The language the applicant's emails are written in. */
export type MailLanguage = "en" | "fr";
// --- accommodation during recruitment (IASR ss. 23-24, decision 1010) ---

/** The hiring emails that must tell the applicant accommodation is available: the interview invitation and the offer. */
export const NOTICE_TEMPLATES: readonly string[] = ["interview", "offer"];

/** The notice the default interview and offer emails carry. */
export const ACCOMMODATION_NOTICE: Record<MailLanguage, string> = {
  en: "Accommodation is available on request for every step of our hiring process: reply to this email to tell us what you need.",
  fr: "Des mesures d'adaptation sont offertes sur demande à chaque étape de notre processus d'embauche : répondez à ce courriel pour nous dire ce dont vous avez besoin.",
};

/** The words a text must contain to carry the notice: "accommodation" (English), "mesures d'adaptation" (French). */
export const ACCOMMODATION_WORDS: Record<MailLanguage, string> = { en: "accommodation", fr: "mesures d'adaptation" };

/** Whether an email's text carries the notice: it contains its language's words, in any case (a curly apostrophe counts). */
export function carriesAccommodationNotice(text: string, language: MailLanguage): boolean {
  return text.toLowerCase().replace(/\u2019/g, "'").includes(ACCOMMODATION_WORDS[language]);
}

/** The refusal next to a text without the notice. */
export const NOTICE_MISSING: Record<MailLanguage, string> = {
  en: `The interview and offer emails must say that accommodation is available during hiring (Ontario's accessibility standards): the English text must contain the word "${ACCOMMODATION_WORDS.en}".`,
  fr: `The interview and offer emails must say that accommodation is available during hiring (Ontario's accessibility standards): the French text must contain the words "${ACCOMMODATION_WORDS.fr}".`,
};

/** The "FR" mark's title in the back office: an application from the French edition, or one that asked for French. */
export const FRENCH_APPLICANT = "French: applied in French or asked for emails in French";

/** "Does not meet: PSW certificate, Clear vulnerable sector check". */
export function unmetFlag(unmet: readonly Requirement[]): string | null {
  return unmet.length ? `Does not meet: ${unmet.map((key) => REQUIREMENT_LABELS[key]).join(", ")}` : null;
}

/** The screening questions an application may leave unanswered (the form asks them, only name and email are required). */
export const SCREENING_ITEMS = ["regions", "availability", "startDate", "languages"] as const;
export type ScreeningItem = (typeof SCREENING_ITEMS)[number];
export const SCREENING_ITEM_LABELS: Record<ScreeningItem, string> = {
  regions: "regions",
  availability: "availability",
  startDate: "start date",
  languages: "languages",
};

/** The screening questions stored answers leave blank ({} for an application sent without them). */
export function unansweredScreening(answers: {
  regions?: readonly string[];
  availability?: readonly string[];
  startDate?: string;
  languages?: readonly string[];
}): ScreeningItem[] {
  return SCREENING_ITEMS.filter((item) => (item === "startDate" ? !answers.startDate : !answers[item]?.length));
}

/** "Screening not answered: regions, start date". */
export function unansweredFlag(items: readonly ScreeningItem[]): string | null {
  return items.length ? `Screening not answered: ${items.map((item) => SCREENING_ITEM_LABELS[item]).join(", ")}` : null;
}

/** Words no posting may use (Ontario: no Canadian-experience requirement). */
export function mentionsCanadianExperience(text: string): boolean {
  return /canadian[\s-]+(work[\s-]+)?experience|exp[ée]rience[\s-]+(de[\s-]+travail[\s-]+)?(au[\s-]+)?canad(ienne|a)/i.test(text);
}
