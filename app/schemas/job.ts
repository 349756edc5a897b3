/**
 * The job application: full name and email required, position
 * one of the open positions (or none), cover letter optional, resume optional
 * (checked by app/server/infra/upload-checks.server.ts, not here).
 */
import { z } from "zod";
import { emailAddress, optionalText, requiredText } from "./fields";
import { regionSummaries } from "~/content/regions";
import { AVAILABILITY, type Availability, type Language, LANGUAGES, type Requirement, REQUIREMENTS } from "~/lib/hiring";
import { JOB_LIMITS, type PositionChoice, SCREENING_LIMITS, SCREENING_TEXT_FIELDS, screeningName } from "./form-rules";

export { JOB_FIELDS, JOB_REQUIRED, jobText, type PositionChoice } from "./form-rules";


/** The schema for a list of open positions: `position` may be an id or a title; it becomes the position. */
export function jobApplicationSchema(positions: readonly PositionChoice[]) {
  return z.object({
    name: requiredText({ label: "Name", max: JOB_LIMITS.name, required: "Please enter your full name." }),
    email: emailAddress(),
    position: optionalText({ label: "Position", max: JOB_LIMITS.position }).transform((value, ctx) => {
      if (value === undefined) return undefined;
      const wanted = value.toLowerCase();
      const match = positions.find((p) => p.id === value || p.title.toLowerCase() === wanted);
      if (!match) {
        ctx.addIssue({ code: "custom", message: "Please choose one of the listed positions." });
        return z.NEVER;
      }
      return match;
    }),
    message: optionalText({ label: "Cover letter", max: JOB_LIMITS.message, multiline: true }),
  });
}

export type JobApplicationInput = z.infer<ReturnType<typeof jobApplicationSchema>> & { screening?: ScreeningAnswers };

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
export function screenedJobApplicationSchema(positions: readonly PositionChoice[], today: () => string) {
  const screening = jobApplicationSchema(positions)
    .extend({
      phone: optionalText({ label: "Phone", max: SCREENING_LIMITS.phone }).refine(
        (value) => value === undefined || /^[+\d\s().-]{7,}$/.test(value),
        "Please enter a phone number, like 416-555-0123.",
      ),
      start_date: optionalText({ label: "Start date", max: 40 })
        .refine((value) => value === undefined || /^\d{4}-\d{2}-\d{2}$/.test(value), "Please give the date as YYYY-MM-DD.")
        .refine((value) => value === undefined || !Number.isNaN(Date.parse(`${value}T12:00:00Z`)), "Please give a real date.")
        .refine((value) => value === undefined || value >= today(), "The start date cannot be in the past."),
      other_language: optionalText({ label: "Other language", max: SCREENING_LIMITS.otherLanguage }),
      cno_number: optionalText({ label: "Registration number", max: SCREENING_LIMITS.cnoNumber }).refine(
        (value) => value === undefined || /^[A-Za-z0-9-]{4,20}$/.test(value),
        "Please enter your College of Nurses of Ontario registration number (letters and digits).",
      ),
      prefers_french: z.string().optional(),
    })
    .passthrough();
  return screening.superRefine((value, ctx) => {
    // Every question may be left blank (flagged for HR); an answer given must make sense.
    const answers = answersOf(value as Record<string, unknown>);
    if (answers.languages.includes("other") && !value.other_language) {
      ctx.addIssue({ code: "custom", path: ["other_language"], message: "Please name the other language." });
    }
    if (answers.has.includes("cno") && !value.cno_number) {
      ctx.addIssue({ code: "custom", path: ["cno_number"], message: "Please enter your registration number." });
    }
  }).transform((value): JobApplicationInput => ({
    name: value.name,
    email: value.email,
    position: value.position,
    message: value.message,
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
