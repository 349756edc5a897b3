/** The contact form and the 'contact' type of /api/send-email. */
import { z } from "zod";
import { translator } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { emailAddress, optionalText, requiredText } from "./fields";
import { CONTACT_LIMITS } from "./form-rules";
import { byLocale, emailWords, nameWords, notText } from "./form-words";

export { CONTACT_FIELDS, CONTACT_REQUIRED } from "./form-rules";

function contactSchemaIn(locale: Locale) {
  const t = translator(locale);
  return z.object({
    name: requiredText(nameWords(locale, CONTACT_LIMITS.name)),
    email: emailAddress(emailWords(locale)),
    subject: optionalText({
      label: t("contact.subject"),
      max: CONTACT_LIMITS.subject,
      tooLong: t("contact.subjectTooLong", { max: CONTACT_LIMITS.subject }),
      notText: notText(locale, t("contact.subject")),
    }),
    message: requiredText({
      label: t("contact.message"),
      max: CONTACT_LIMITS.message,
      multiline: true,
      required: t("contact.messageRequired"),
      tooLong: t("contact.messageTooLong", { max: CONTACT_LIMITS.message }),
      notText: notText(locale, t("contact.message")),
    }),
  });
}

/** The schema in each edition's language. */
export const contactSchemas = byLocale(contactSchemaIn);
export const contactSchema = contactSchemas.en;

export type ContactInput = z.infer<typeof contactSchema>;
