/**
 * Newsletter sign-up: an email and an unticked consent box (Canada's
 * anti-spam law: express consent, who is asking, withdrawable). The consent
 * wording is built on the server from the business identity and stored.
 */
import { z } from "zod";
import { emailAddress } from "./fields";

export { consentStatement, NEWSLETTER_FIELDS, newsletterText } from "./form-rules";

export const newsletterSchema = z.object({
  email: emailAddress(),
  consent: z.preprocess(
    (value) => value === "on" || value === "true" || value === "yes" || value === true,
    z.literal(true, { error: "Please tick the box to agree to receive our newsletter." }),
  ),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** The confirm and unsubscribe pages' button: the token from the email's link. */
export const newsletterTokenSchema = z.object({
  token: z.string().max(200).default(""),
});
