/**
 * The complaints register's forms (decision 1001), checked by their actions
 * only (decision 0012): the register's GET filters, the report's year, and
 * one complaint's intents (assign, acknowledge, the 10-day update, a note,
 * the resolution).
 */
import { z } from "zod";
import { COMPLAINT_LIMITS, COMPLAINT_VALUES } from "~/lib/complaints";
import { typeable } from "~/schemas/fields";
import { recordIdSchema } from "~/schemas/record-id";

/** A filter that is blank, unknown or malformed is simply not applied (a bookmark never breaks). */
export const complaintQuerySchema = z.object({
  status: z.enum(["open", "resolved", "all"]).catch("open").default("open"),
  category: z.enum(COMPLAINT_VALUES.category).optional().catch(undefined),
  overdue: z.literal("1").optional().catch(undefined),
});

export function parseComplaintQuery(url: URL) {
  return complaintQuerySchema.parse(Object.fromEntries(url.searchParams));
}

/** The report's year: this year when blank or odd. */
export function reportYear(url: URL, thisYear: number): number {
  const parsed = z.coerce.number().int().min(2000).max(thisYear).safeParse(url.searchParams.get("year") ?? "");
  return parsed.success ? parsed.data : thisYear;
}

const text = (label: string, max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Keep it under ${max.toLocaleString("en-CA")} characters.`)
    .refine(...typeable(label, { multiline: true }));

/** "none" unassigns; otherwise a staff member's id. */
const handler = z.union([z.literal("none").transform(() => null), recordIdSchema], { error: "Choose who handles it." });

export const complaintAssignSchema = z.object({ intent: z.literal("assign"), handler });
export const complaintAcknowledgeSchema = z.object({ intent: z.literal("acknowledge") });
/** "I confirmed this person's identity and their authority to receive this" (a complainant who is not the client). */
const identityConfirmed = z
  .literal("on", { error: "Tick the box, or leave it empty." })
  .optional()
  .transform((value) => value === "on");

export const complaintUpdateSchema = z.object({ intent: z.literal("update"), update: text("The update", COMPLAINT_LIMITS.note, "Write what has been done so far."), identityConfirmed });
export const complaintNoteSchema = z.object({ intent: z.literal("note"), note: text("The note", COMPLAINT_LIMITS.note, "Write the note.") });
export const complaintResolveSchema = z.object({
  intent: z.literal("resolve"),
  outcome: text("The outcome", COMPLAINT_LIMITS.note, "Write what you found and decided: the complainant reads it."),
  changes: text("What was changed", COMPLAINT_LIMITS.note, "Write what was changed (or why nothing needed to change)."),
  identityConfirmed,
});
