/**
 * The back office's hiring forms (checked on the server only): the list's
 * filters (GET), a stage move (one application or the ticked ones), a note,
 * an interview date, an email template.
 */
import { z } from "zod";
import { agencyLocalToUtc } from "~/lib/agency-time";
import { carriesAccommodationNotice, NOTICE_MISSING, NOTICE_TEMPLATES, STAGES } from "~/lib/hiring";
import { APPLICATIONS_PAGE_SIZE, NOTE_MAX, TEMPLATE_LIMITS } from "~/schemas/admin-form-rules";
import { typeable } from "~/schemas/fields";
import { recordIdSchema } from "~/schemas/record-id";
import { channelFilterSchema, heardFilterSchema } from "~/schemas/source-filter";


const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** The list's GET parameters: anything unknown is ignored, never an error. */
export const applicationFilterSchema = z.object({
  stage: z.preprocess(blankToUndefined, z.enum(STAGES).optional()).catch(undefined),
  posting: z.preprocess(blankToUndefined, recordIdSchema.optional()).catch(undefined),
  region: z.preprocess(blankToUndefined, z.string().regex(/^[a-z-]{2,40}$/).optional()).catch(undefined),
  flag: z.preprocess(blankToUndefined, z.enum(["unmet", "unanswered", "overdue"]).optional()).catch(undefined),
  language: z.preprocess(blankToUndefined, z.enum(["en", "fr"]).optional()).catch(undefined),
  source: channelFilterSchema,
  heard: heardFilterSchema,
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()).catch(undefined),
  page: z.coerce.number().int().positive().catch(1).default(1),
});

export function filterFromSearch(params: URLSearchParams) {
  return applicationFilterSchema.parse(Object.fromEntries(params));
}

/** Moving applications to a stage: which, where, with its email or not, and the form's own key. */
export const moveSchema = z.object({
  ids: z
    .preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(recordIdSchema))
    .pipe(
      z
        .array(z.number())
        .min(1, "Tick at least one application.")
        .max(APPLICATIONS_PAGE_SIZE, `Tick at most ${APPLICATIONS_PAGE_SIZE} applications at once.`),
    ),
  stage: z.enum(STAGES, "Choose a stage."),
  send_email: z.preprocess((value) => value === "yes", z.boolean()),
  move_key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "This form is out of date; please open it again."),
  /** The email was shown; this sends it. */
  confirm: z.literal("yes").optional(),
});

export const noteSchema = z.object({
  body: z
    .string({ error: "Write the note." })
    .refine(...typeable("The note", { multiline: true }))
    .trim()
    .min(1, "Write the note.")
    .max(NOTE_MAX, `A note can be at most ${NOTE_MAX.toLocaleString("en-CA")} characters.`),
});

export const interviewSchema = z.object({
  interview_at: z
    .string({ error: "Give the interview's date and time." })
    .transform((value, ctx) => {
      const date = agencyLocalToUtc(value);
      if (!date) {
        ctx.addIssue({ code: "custom", message: "Give the interview's date and time, like 2026-12-01 09:30." });
        return z.NEVER;
      }
      return date;
    }),
});

const templateText = (label: string, max: number, multiline = false) =>
  z
    .string({ error: `Write the ${label}.` })
    .refine(...typeable(`The ${label}`, { multiline }))
    .trim()
    .min(1, `Write the ${label}.`)
    .max(max, `The ${label} can be at most ${max.toLocaleString("en-CA")} characters.`);

/** The interview invitation and the offer must carry the accommodation notice in both languages (decision 1010). */
export const templateSchema = z
  .object({
    key: z.string(),
    subject_en: templateText("English subject", TEMPLATE_LIMITS.subject),
    body_en: templateText("English text", TEMPLATE_LIMITS.body, true),
    subject_fr: templateText("French subject", TEMPLATE_LIMITS.subject),
    body_fr: templateText("French text", TEMPLATE_LIMITS.body, true),
  })
  .superRefine((value, ctx) => {
    if (!NOTICE_TEMPLATES.includes(value.key)) return;
    if (!carriesAccommodationNotice(value.body_en, "en")) ctx.addIssue({ code: "custom", path: ["body_en"], message: NOTICE_MISSING.en });
    if (!carriesAccommodationNotice(value.body_fr, "fr")) ctx.addIssue({ code: "custom", path: ["body_fr"], message: NOTICE_MISSING.fr });
  });
