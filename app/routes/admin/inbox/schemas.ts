import { z } from "zod";
import { recordIdSchema } from "~/schemas/record-id";

/** The inbox's Hide / Show buttons for a review. */
export const reviewVisibilitySchema = z.object({
  intent: z.enum(["hide", "show"]),
  id: recordIdSchema,
});
