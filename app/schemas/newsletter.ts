/**
 * Newsletter sign-up: an email and an unticked consent box (Canada's
 * anti-spam law: express consent, who is asking, withdrawable). The consent
 * wording is built on the server from the business identity and stored.
 */
import { z } from "zod";
import { translate } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { emailAddress } from "./fields";
import { byLocale, emailWords } from "./form-words";

export { consentStatement, NEWSLETTER_FIELDS } from "./form-rules";

function newsletterSchemaIn(locale: Locale) {
  return z.object({
    email: emailAddress(emailWords(locale)),
    consent: z.preprocess(
      (value) => value === "on" || value === "true" || value === "yes" || value === true,
      z.literal(true, { error: translate(locale, "newsletter.consentRequired") }),
    ),
  });
}

/** The schema in each edition's language. */
export const newsletterSchemas = byLocale(newsletterSchemaIn);
export const newsletterSchema = newsletterSchemas.en;

export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** The confirm and unsubscribe pages' button: the token from the email's link. */
export const newsletterTokenSchema = z.object({
  token: z.string().max(200).default(""),
});
