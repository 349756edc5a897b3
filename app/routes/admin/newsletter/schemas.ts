/**
 * The admin's "Email to subscribers" form: a subject and a short
 * introduction; the button pressed says what to do with them.
 */
import { z } from "zod";
import { LOCALES } from "~/lib/locale";
import { NEWSLETTER_LIMITS, SUBSCRIBER_STATES } from "~/schemas/admin-form-rules";
import { typeable } from "~/schemas/fields";

export const newsletterFormSchema = z.object({
  intent: z.enum(["preview", "test", "continue"]).default("preview"),
  subject: z
    .string({ error: "Enter a subject." })
    .refine(...typeable("The subject"))
    .trim()
    .min(1, "Enter a subject.")
    .max(NEWSLETTER_LIMITS.subject, `A subject can be at most ${NEWSLETTER_LIMITS.subject} characters.`),
  intro: z
    .string()
    .refine(...typeable("The introduction", { multiline: true }))
    .trim()
    .max(NEWSLETTER_LIMITS.intro, `The introduction can be at most ${NEWSLETTER_LIMITS.intro} characters.`)
    .default(""),
});

/** The newsletter page's buttons. */
export const newsletterActionSchema = z.object({
  intent: z.enum(["send", "stop", "resume", "unschedule"]),
});

/** The subscribers list's search and status filter. */
export const subscriberFilterSchema = z.object({
  q: z.string().max(254).catch(""),
  status: z.enum(SUBSCRIBER_STATES).optional().catch(undefined),
  language: z.enum(LOCALES).optional().catch(undefined),
});
