import { z } from "zod";
import { LOCALES } from "~/lib/locale";
import { recordIdSchema } from "~/schemas/record-id";

/** The inbox's Hide / Show buttons for a review. */
export const reviewVisibilitySchema = z.object({
  intent: z.enum(["hide", "show"]),
  id: recordIdSchema,
});

/** The inbox lists' language filter (`?language=fr`): anything else lists every language. */
export const languageFilterSchema = z.enum(LOCALES).optional().catch(undefined);
