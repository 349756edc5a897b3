/**
 * The public care request form (/request-care, /fr/demande-de-soins),
 * checked on the server in the language of the address it was sent to
 * (decision 0801): its choices come from app/lib/care-requests.ts, the
 * postal code as the region finder reads it (app/lib/postal-code.ts), phone
 * numbers in Canadian formats, and a phone number or an email (at least one).
 */
import { z } from "zod";
import { translator } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { CARE_LIMITS, CARE_VALUES, serviceField } from "~/lib/care-requests";
import { normalisePostalCode } from "~/lib/postal-code";
import { optionalText, requiredText } from "./fields";
import { heardAboutShape } from "./heard-about";
import { EMAIL_MAX } from "./form-rules";
import { byLocale, nameWords, notText } from "./form-words";

const choice = <Values extends [string, ...string[]]>(values: Values, message: string) => z.enum(values, { error: message });

/**
 * A Canadian phone number: 10 digits (an 11th leading 1 allowed), spaces,
 * dots, dashes, brackets and "+1" as people write them, and an extension
 * ("ext. 12", "x12"). Stored as (416) 555-0142 ext. 12.
 */
export function canadianPhone(input: string): string | null {
  const match = /^(.*?)(?:\s*(?:ext\.?|extension|x|#)\s*(\d{1,6}))?\s*$/i.exec(input.trim());
  if (!match) return null;
  const [, number = "", extension] = match;
  if (!/^[\d\s().+-]+$/.test(number)) return null;
  let digits = number.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  // North American numbers: neither the area code nor the exchange starts with 0 or 1.
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  const formatted = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  return extension ? `${formatted} ext. ${extension}` : formatted;
}

/** The ticked service boxes (`service-<key>=on`) as one list, `services`. */
export function gatherServices(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return raw;
  const record = raw as Record<string, unknown>;
  if ("services" in record) return raw;
  return { ...record, services: CARE_VALUES.services.filter((service) => record[serviceField(service)] === "on") };
}

function careRequestObjectIn(locale: Locale) {
  const t = translator(locale);
  /** An optional text field's messages: its label (for "must be text") and its maximum. */
  const words = (label: string, max: number, tooLong: Parameters<typeof t>[0]) => ({ label, max, tooLong: t(tooLong, { max }), notText: notText(locale, label) });
  return z
    .object({
      relationship: choice(CARE_VALUES.relationship, t("care.relationshipRequired")),
      organisation: optionalText(words(t("care.organisation"), CARE_LIMITS.organisation, "care.organisationTooLong")),
      postalCode: requiredText({ ...words(t("care.postalCode"), CARE_LIMITS.postalCode, "care.postalCodeTooLong"), required: t("care.postalCodeRequired") }).transform(
        (value, ctx) => {
          const code = normalisePostalCode(value);
          if (!code) {
            ctx.addIssue({ code: "custom", message: t("care.postalCodeInvalid") });
            return z.NEVER;
          }
          return code;
        },
      ),
      // One ticked box arrives as a single value, several as a list.
      services: z
        .preprocess((value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]), z.array(z.string()))
        .pipe(
          z
            .array(choice(CARE_VALUES.services, t("care.servicesInvalid")))
            .min(1, t("care.servicesRequired"))
            .max(CARE_VALUES.services.length)
            .transform((list) => [...new Set(list)]),
        ),
      urgency: choice(CARE_VALUES.urgency, t("care.urgencyRequired")),
      careAmount: choice(CARE_VALUES.careAmount, t("care.careAmountRequired")),
      payment: choice(CARE_VALUES.payment, t("care.paymentRequired")),
      language: choice(CARE_VALUES.language, t("care.languageRequired")),
      name: requiredText(nameWords(locale, CARE_LIMITS.name)),
      phone: optionalText(words(t("care.phone"), CARE_LIMITS.phone, "care.phoneTooLong")).transform((value, ctx) => {
        if (value === undefined) return undefined;
        const phone = canadianPhone(value);
        if (!phone) {
          ctx.addIssue({ code: "custom", message: t("care.phoneInvalid") });
          return z.NEVER;
        }
        return phone;
      }),
      email: optionalText(words(t("forms.emailAddress"), EMAIL_MAX, "care.emailTooLong")).pipe(z.email({ error: t("forms.emailInvalid") }).optional()),
      bestTime: optionalText(words(t("care.bestTime"), CARE_LIMITS.bestTime, "care.bestTimeTooLong")),
      message: optionalText({ ...words(t("contact.message"), CARE_LIMITS.message, "care.messageTooLong"), multiline: true }),
      consent: z.literal("on", { error: t("care.consentRequired") }),
      ...heardAboutShape(locale),
    })
    // Checked even when other answers are wrong, so every problem is listed at once.
    .refine((value) => value.relationship !== "professional" || Boolean(value.organisation), {
      path: ["organisation"],
      message: t("care.organisationRequired"),
      when: () => true,
    })
    .refine((value) => Boolean(value.phone || value.email), { path: ["phone"], message: t("care.reachRequired"), when: () => true });
}

/** The schema in each edition's language. */
export const careRequestSchemas = byLocale((locale) => z.preprocess(gatherServices, careRequestObjectIn(locale)));
export const careRequestSchema = careRequestSchemas.en;

export type CareRequestFormInput = z.infer<typeof careRequestSchema>;
