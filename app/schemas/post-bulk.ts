import { z } from "zod";
import { recordIdSchema } from "~/schemas/record-id";

/** At most one page of the post list at once. */
export const BULK_MAX = 25;

/**
 * The post list's bulk form: which action, on which posts (the ticked
 * checkboxes, `ids`), and for a delete whether the confirmation page was
 * answered (`confirm=yes`).
 */
export const postBulkSchema = z.object({
  intent: z.enum(["publish", "unpublish", "delete"], "Choose what to do with the selected posts."),
  // One ticked box arrives as a single value, several as a list.
  ids: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(recordIdSchema),
  ).pipe(z.array(z.number()).min(1, "Select at least one post.").max(BULK_MAX, `Select at most ${BULK_MAX} posts at once.`)),
  confirm: z.literal("yes").optional(),
});
