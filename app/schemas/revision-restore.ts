import { z } from "zod";

/**
 * The revision page's "Restore this version" form: the post's version when
 * the comparison was shown, so a restore over text saved since (which the
 * person has not seen compared) is refused and the comparison shown again.
 */
export const revisionRestoreSchema = z.object({
  version: z
    .string({ error: "The form was incomplete. Reload the page and try again." })
    .regex(/^\d{1,9}$/, "The form was incomplete. Reload the page and try again.")
    .transform(Number),
});
