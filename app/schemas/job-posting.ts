/**
 * A job posting as HR writes it in the back office (/admin/jobs), checked on
 * the server only: the Ontario rules (decision 0602) are here, so no posting
 * is stored without them: a pay range spanning at most $50,000 a year (or its
 * hourly equivalent), a yes/no on existing vacancy and AI screening, and no
 * "Canadian experience" (nor "expérience canadienne" in the optional French
 * text, whose title and description go together).
 */
import { z } from "zod";
import { regionSummaries } from "~/content/regions";
import { mentionsCanadianExperience, REQUIREMENTS } from "~/lib/hiring";
import { payRangeProblem } from "~/lib/pay-range";
import { POSTING_LIMITS } from "./admin-form-rules";
import { POSTING_FRENCH_LIMITS } from "./posting-french-rules";
import { typeable } from "./fields";

export { POSTING_LIMITS } from "./admin-form-rules";

export const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "PER_DIEM"] as const;
const REGION_SLUGS = regionSummaries.map((region) => region.slug) as [string, ...string[]];

const CANADIAN_EXPERIENCE = "Ontario does not allow a “Canadian experience” requirement in a job posting. Please remove it.";

/** One value or several from checkboxes of one name: always a list. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]), z.array(item));

function text(label: string, max: number, options: { required?: boolean; multiline?: boolean } = {}) {
  const base = z
    .string()
    .default("")
    .refine(...typeable(label, { multiline: options.multiline }))
    .transform((value) => (options.multiline ? value.replace(/\r\n?/g, "\n").trim() : value.trim()))
    .pipe(
      z
        .string()
        .max(max, `${label} can be at most ${max.toLocaleString("en-CA")} characters.`)
        .refine((value) => !mentionsCanadianExperience(value), CANADIAN_EXPERIENCE),
    );
  return options.required ? base.pipe(z.string().min(1, `Enter the ${label.toLowerCase()}.`)) : base;
}

const money = (label: string) =>
  z
    .string({ error: `Enter the ${label} pay.` })
    .trim()
    .min(1, `Enter the ${label} pay.`)
    .regex(/^\$?\d{1,7}(\.\d{1,2})?$/, `Enter the ${label} pay in dollars, like 21.50.`)
    .transform((value) => Number(value.replace("$", "")));

const yesNo = (message: string) => z.enum(["yes", "no"], message).transform((value) => value === "yes");

export const jobPostingSchema = z
  .object({
    title: text("Title", POSTING_LIMITS.title, { required: true }),
    employment_types: list(z.enum(EMPLOYMENT_TYPES)).refine((types) => types.length > 0, "Choose at least one employment type."),
    regions: list(z.enum(REGION_SLUGS)).refine((regions) => regions.length > 0, "Choose at least one work location."),
    location_note: text("Location note", POSTING_LIMITS.location_note),
    pay_min: money("lowest"),
    pay_max: money("highest"),
    pay_unit: z.enum(["HOUR", "YEAR"], "Choose whether the pay is hourly or yearly."),
    existing_vacancy: yesNo("Say whether the posting fills an existing vacancy."),
    ai_screening: yesNo("Say whether artificial intelligence screens applicants."),
    description: text("Description", POSTING_LIMITS.description, { required: true, multiline: true }),
    responsibilities: text("Responsibilities", POSTING_LIMITS.responsibilities, { multiline: true }),
    requirements: text("Requirements", POSTING_LIMITS.requirements, { multiline: true }),
    experience: text("Experience", POSTING_LIMITS.experience),
    // The French text (optional): a French title and description go together.
    title_fr: text("French title", POSTING_FRENCH_LIMITS.title_fr),
    description_fr: text("French description", POSTING_FRENCH_LIMITS.description_fr, { multiline: true }),
    responsibilities_fr: text("French responsibilities", POSTING_FRENCH_LIMITS.responsibilities_fr, { multiline: true }),
    requirements_fr: text("French requirements", POSTING_FRENCH_LIMITS.requirements_fr, { multiline: true }),
    must_haves: list(z.enum(REQUIREMENTS)),
    valid_through: z
      .string()
      .trim()
      .default("")
      .refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value), "Enter the closing date as YYYY-MM-DD.")
      .transform((value) => value || null),
  })
  .superRefine((posting, ctx) => {
    const problem = payRangeProblem({ min: posting.pay_min, max: posting.pay_max, unit: posting.pay_unit });
    if (problem) ctx.addIssue({ code: "custom", path: ["pay_max"], message: problem });
    const french = [posting.title_fr, posting.description_fr, posting.responsibilities_fr, posting.requirements_fr].some(Boolean);
    if (french && !posting.title_fr) ctx.addIssue({ code: "custom", path: ["title_fr"], message: "Enter the French title, or leave every French field blank." });
    if (french && !posting.description_fr) ctx.addIssue({ code: "custom", path: ["description_fr"], message: "Enter the French description, or leave every French field blank." });
  });

export type JobPostingInput = z.infer<typeof jobPostingSchema>;

/** Open, close or save: the posting page's buttons. */
export const postingIntentSchema = z.enum(["save", "open", "close"]);
