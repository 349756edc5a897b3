import { z } from "zod";
import { MEDIA_DESCRIPTION_MAX } from "~/schemas/admin-form-rules";
import { typeable } from "~/schemas/fields";

const storedName = z.string().regex(/^post-[0-9a-f-]+\.(png|jpg|jpeg|webp|gif|avif)$/, "That image does not exist.");

/** The media library's forms (besides the upload): describe an image once; delete an unused one. */
export const mediaFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("describe"),
    name: storedName,
    description: z
      .string()
      .default("")
      .refine(...typeable("The description"))
      .transform((text) => text.trim())
      .pipe(z.string().max(MEDIA_DESCRIPTION_MAX, `A description can be at most ${MEDIA_DESCRIPTION_MAX} characters.`)),
  }),
  z.object({ intent: z.literal("delete"), name: storedName }),
]);
