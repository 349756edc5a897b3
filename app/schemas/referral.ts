/**
 * The referral form (/refer, /fr/aiguillage, decision 0900), checked on the
 * server in the language of the address it was sent to. The client's
 * questions are the care request's (its choices, limits, phone rule and
 * messages: app/schemas/care-request.ts); the referrer's and the
 * attestation are its own.
 */
import { z } from "zod";
import { regionSummaries } from "~/content/regions";
import { CARE_VALUES } from "~/lib/care-requests";
import { translator } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { REFERRAL_LIMITS } from "~/lib/referrals";
import { canadianPhone, gatherServices } from "./care-request";
import { emailAddress, optionalText, requiredText } from "./fields";
import { EMAIL_MAX } from "./form-rules";
import { byLocale, emailWords, notText } from "./form-words";

const REGION_VALUES = regionSummaries.map((region) => region.slug) as [string, ...string[]];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function referralObjectIn(locale: Locale) {
  const t = translator(locale);
  type Key = Parameters<typeof t>[0];
  const words = (label: Key, max: number, tooLong: Key) => ({ label: t(label), max, tooLong: t(tooLong, { max }), notText: notText(locale, t(label)) });
  const required = (label: Key, max: number, tooLong: Key, missing: Key) => requiredText({ ...words(label, max, tooLong), required: t(missing) });
  const optional = (label: Key, max: number, tooLong: Key) => optionalText(words(label, max, tooLong));
  const phone = (field: z.ZodType<string | undefined>) =>
    field.transform((value, ctx) => {
      if (value === undefined) return undefined;
      const formatted = canadianPhone(value);
      if (!formatted) {
        ctx.addIssue({ code: "custom", message: t("care.phoneInvalid") });
        return z.NEVER;
      }
      return formatted;
    });
  const choice = <Values extends [string, ...string[]]>(values: Values, message: Key) => z.enum(values, { error: t(message) });
  return z.object({
    referrerName: required("referral.referrerName", REFERRAL_LIMITS.name, "referral.referrerNameTooLong", "referral.referrerNameRequired"),
    organisation: required("referral.organisation", REFERRAL_LIMITS.organisation, "care.organisationTooLong", "care.organisationRequired"),
    referrerRole: required("referral.referrerRole", REFERRAL_LIMITS.role, "referral.referrerRoleTooLong", "referral.referrerRoleRequired"),
    referrerPhone: phone(optional("referral.referrerPhone", REFERRAL_LIMITS.phone, "care.phoneTooLong")),
    referrerEmail: emailAddress(emailWords(locale)),
    name: required("referral.clientName", REFERRAL_LIMITS.name, "referral.clientNameTooLong", "referral.clientNameRequired"),
    phone: phone(required("referral.clientPhone", REFERRAL_LIMITS.phone, "care.phoneTooLong", "referral.clientPhoneRequired")).pipe(z.string()),
    region: choice(REGION_VALUES, "referral.regionRequired"),
    services: z
      .preprocess((value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]), z.array(z.string()))
      .pipe(
        z
          .array(choice(CARE_VALUES.services, "care.servicesInvalid"))
          .min(1, t("care.servicesRequired"))
          .transform((list) => [...new Set(list)]),
      ),
    urgency: choice(CARE_VALUES.urgency, "care.urgencyRequired"),
    dischargeDate: optionalText({ label: t("referral.dischargeDate"), max: 10, tooLong: t("referral.dischargeDateInvalid") }).refine(
      (value) => value === undefined || (DATE.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`))),
      t("referral.dischargeDateInvalid"),
    ),
    language: choice(CARE_VALUES.language, "care.languageRequired"),
    message: optionalText({
      label: t("referral.reason"),
      max: REFERRAL_LIMITS.reason,
      tooLong: t("referral.reasonTooLong", { max: REFERRAL_LIMITS.reason }),
      notText: notText(locale, t("referral.reason")),
      multiline: true,
    }),
    attestation: z.literal("on", { error: t("referral.attestationRequired") }),
    noUpdates: z.literal("on").optional().catch(undefined).transform((value) => value === "on"),
    // The partner link's code (/refer/<code>): an unknown one attributes nothing.
    partnerCode: z.string().regex(/^[a-z0-9]{6,16}$/).optional().catch(undefined),
  });
}

/** The schema in each edition's language. */
export const referralSchemas = byLocale((locale) => z.preprocess(gatherServices, referralObjectIn(locale)));

export type ReferralFormInput = z.infer<(typeof referralSchemas)["en"]>;
export const REFERRAL_EMAIL_MAX = EMAIL_MAX;
