import { z } from "zod";
import { recordIdSchema } from "~/schemas/record-id";

/** The editor's "Share a preview" forms: share a new link, or revoke one of the post's links. */
export const previewLinkSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("share") }),
  z.object({ intent: z.literal("revoke"), link: recordIdSchema }),
]);
