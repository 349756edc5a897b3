/**
 * The care request queue's forms (/admin/care-requests and one request's
 * page), checked by their actions only (decision 0012): the list's GET
 * filters, a note, a status (with its reason when not proceeding), an
 * assignment, and the bulk forms.
 */
import { z } from "zod";
import { CARE_VALUES } from "~/lib/care-requests";
import { CARE_NOTE_MAX } from "~/schemas/admin-form-rules";
import { typeable } from "~/schemas/fields";
import { recordIdSchema } from "~/schemas/record-id";
import { channelFilterSchema, heardFilterSchema } from "~/schemas/source-filter";

export { CARE_NOTE_MAX } from "~/schemas/admin-form-rules";

/** A list filter that is blank, unknown or malformed is simply not applied (a bookmark never breaks). */
const optionalOf = <Values extends [string, ...string[]]>(values: Values) => z.enum(values).optional().catch(undefined);

export const careQuerySchema = z.object({
  status: optionalOf(CARE_VALUES.status),
  urgency: optionalOf(CARE_VALUES.urgency),
  language: optionalOf(CARE_VALUES.language),
  source: channelFilterSchema,
  heard: heardFilterSchema,
  region: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional()
    .catch(undefined),
  mine: z.literal("1").optional().catch(undefined),
  referrals: z.literal("1").optional().catch(undefined),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export function parseCareQuery(url: URL) {
  return careQuerySchema.parse(Object.fromEntries(url.searchParams));
}

const status = z.enum(CARE_VALUES.status, { error: "Choose a status." });
const reason = z.enum(CARE_VALUES.reason, { error: "Choose why it is not proceeding." }).optional();

/** "none" unassigns; otherwise a staff member's id. */
const assignee = z.union([z.literal("none").transform(() => null), recordIdSchema], { error: "Choose who to assign it to." });

function reasonWhenNotProceeding(value: { status?: string; reason?: string }, ctx: z.RefinementCtx) {
  if (value.status === "not-proceeding" && !value.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "Choose why it is not proceeding." });
}

export const careNoteSchema = z.object({
  intent: z.literal("note"),
  note: z
    .string({ error: "Write the note." })
    .trim()
    .min(1, "Write the note.")
    .max(CARE_NOTE_MAX, `Keep the note under ${CARE_NOTE_MAX.toLocaleString("en-CA")} characters.`)
    .refine(...typeable("The note", { multiline: true })),
});

export const careStatusSchema = z.object({ intent: z.literal("status"), status, reason: z.preprocess((v) => (v === "" ? undefined : v), reason) }).superRefine(reasonWhenNotProceeding);

export const careAssignSchema = z.object({ intent: z.literal("assign"), assignee });

export const CARE_BULK_MAX = 25;

const ids = z
  .preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(recordIdSchema))
  .pipe(z.array(z.number()).min(1, "Tick at least one request.").max(CARE_BULK_MAX, `Tick at most ${CARE_BULK_MAX} requests at once.`));

export const careBulkSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("bulk-assign"), ids, assignee, back: z.string().optional() }),
  z
    .object({ intent: z.literal("bulk-status"), ids, status, reason: z.preprocess((v) => (v === "" ? undefined : v), reason), back: z.string().optional() })
    .superRefine(reasonWhenNotProceeding),
]);
