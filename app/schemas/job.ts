/**
 * The job application: full name and email required, position
 * one of the open positions (or none), cover letter optional, resume optional
 * (checked by app/server/infra/upload-checks.server.ts, not here).
 */
import { z } from "zod";
import { emailAddress, optionalText, requiredText } from "./fields";
import { regionSummaries } from "~/content/regions";
import { translator } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { AVAILABILITY, type Availability, type Language, LANGUAGES, type Requirement, REQUIREMENTS } from "~/lib/hiring";
import { JOB_LIMITS, type PositionChoice, SCREENING_LIMITS, SCREENING_TEXT_FIELDS, screeningName } from "./form-rules";
import { emailWords, nameWords, notText } from "./form-words";
import type { HeardAbout } from "~/lib/enquiry-sources";
import { heardAboutShape } from "./heard-about";

export { JOB_FIELDS, JOB_REQUIRED, jobText, type PositionChoice } from "./form-rules";

/** An optional text field's words in the form's language: its label in messages, too long, not text. */
function optionalWords(locale: Locale, label: string, max: number, multiline = false) {
  const field = locale === "en" ? label.toLowerCase() : label;
  return { label, max, multiline, tooLong: translator(locale)("job.tooLong", { field, max }), notText: notText(locale, label) };
}

/**
 * The schema for a list of open positions: `position` may be an id or a
 * title; it becomes the position. Its messages in the form's language (the
 * JSON endpoint's in English).
 */
export function jobApplicationSchema(positions: readonly PositionChoice[], locale: Locale = "en") {
  const t = translator(locale);
  return z.object({
    name: requiredText({ ...nameWords(locale, JOB_LIMITS.name), required: t("job.nameRequired") }),
    email: emailAddress(emailWords(locale)),
    position: optionalText(optionalWords(locale, t("job.fieldPosition"), JOB_LIMITS.position)).transform((value, ctx) => {
      if (value === undefined) return undefined;
      const wanted = value.toLowerCase();
      const match = positions.find((p) => p.id === value || p.title.toLowerCase() === wanted);
      if (!match) {
        ctx.addIssue({ code: "custom", message: t("job.positionUnknown") });
        return z.NEVER;
      }
      return match;
    }),
    message: optionalText(optionalWords(locale, t("job.fieldCoverLetter"), JOB_LIMITS.message, true)),
  });
}

export type JobApplicationInput = z.infer<ReturnType<typeof jobApplicationSchema>> & { screening?: ScreeningAnswers } & HeardAbout;

// --- the screening questions of the application form (decision 0600) ---

/** Every checkbox and text field of the screening part: kept after an error. */
export const SCREENING_FIELDS: readonly string[] = [
  ...SCREENING_TEXT_FIELDS,
  ...regionSummaries.map((region) => screeningName.region(region.slug)),
  ...AVAILABILITY.map(screeningName.availability),
  ...LANGUAGES.map(screeningName.language),
  ...REQUIREMENTS.map(screeningName.requirement),
];

export interface ScreeningAnswers {
  phone?: string;
  regions: string[];
  availability: Availability[];
  startDate?: string;
  languages: Language[];
  otherLanguage?: string;
  /** The requirements the applicant says they meet. */
  has: Requirement[];
  cnoNumber?: string;
  prefersFrench: boolean;
}

const ticked = (values: Record<string, unknown>, name: string) => typeof values[name] === "string" && values[name] !== "";

/**
 * The application form with its screening questions: the job fields plus
 * where, when and in which languages the person can work, and which of the
 * requirements they meet. Only name and email are required: an unanswered
 * question and a missed must-have of the chosen posting are stored and
 * flagged for HR.
 */
export function screenedJobApplicationSchema(positions: readonly PositionChoice[], today: () => string, locale: Locale = "en") {
  const t = translator(locale);
  const screening = jobApplicationSchema(positions, locale)
    .extend({
      phone: optionalText(optionalWords(locale, t("job.fieldPhone"), SCREENING_LIMITS.phone)).refine(
        (value) => value === undefined || /^[+\d\s().-]{7,}$/.test(value),
        t("job.phoneInvalid"),
      ),
      start_date: optionalText(optionalWords(locale, t("job.fieldStartDate"), 40))
        .refine((value) => value === undefined || /^\d{4}-\d{2}-\d{2}$/.test(value), t("job.startDateFormat"))
        .refine((value) => value === undefined || !Number.isNaN(Date.parse(`${value}T12:00:00Z`)), t("job.startDateReal"))
        .refine((value) => value === undefined || value >= today(), t("job.startDatePast")),
      other_language: optionalText(optionalWords(locale, t("job.fieldOtherLanguage"), SCREENING_LIMITS.otherLanguage)),
      cno_number: optionalText(optionalWords(locale, t("job.fieldRegistration"), SCREENING_LIMITS.cnoNumber)).refine(
        (value) => value === undefined || /^[A-Za-z0-9-]{4,20}$/.test(value),
        t("job.cnoInvalid"),
      ),
      prefers_french: z.string().optional(),
      ...heardAboutShape(locale),
    })
    .passthrough();
  return screening.superRefine((value, ctx) => {
    // Every question may be left blank (flagged for HR); an answer given must make sense.
    const answers = answersOf(value as Record<string, unknown>);
    if (answers.languages.includes("other") && !value.other_language) {
      ctx.addIssue({ code: "custom", path: ["other_language"], message: t("job.otherLanguageRequired") });
    }
    if (answers.has.includes("cno") && !value.cno_number) {
      ctx.addIssue({ code: "custom", path: ["cno_number"], message: t("job.cnoRequired") });
    }
  }).transform((value): JobApplicationInput => ({
    name: value.name,
    email: value.email,
    position: value.position,
    message: value.message,
    heardAbout: value.heardAbout,
    heardAboutOther: value.heardAboutOther,
    screening: {
      ...answersOf(value as Record<string, unknown>),
      phone: value.phone,
      startDate: value.start_date,
      otherLanguage: value.other_language,
      cnoNumber: value.cno_number,
      prefersFrench: value.prefers_french === "yes",
    },
  }));
}

/** The ticked boxes of a sent form. */
function answersOf(raw: Record<string, unknown>): Pick<ScreeningAnswers, "regions" | "availability" | "languages" | "has"> {
  return {
    regions: regionSummaries.map((region) => region.slug).filter((slug) => ticked(raw, screeningName.region(slug))),
    availability: AVAILABILITY.filter((key) => ticked(raw, screeningName.availability(key))),
    languages: LANGUAGES.filter((key) => ticked(raw, screeningName.language(key))),
    has: REQUIREMENTS.filter((key) => ticked(raw, screeningName.requirement(key))),
  };
}
