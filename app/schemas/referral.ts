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
import { emailWords, notText } from "./form-words";

const REGION_VALUES = regionSummaries.map((region) => region.slug) as [string, ...string[]];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (not 2026-02-31). */
const isRealDate = (value: string) => DATE.test(value) && new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value;

/** The same day a year later ("2026-12-06" -> "2027-12-06"). */
function aYearAfter(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year + 1, month - 1, date)).toISOString().slice(0, 10);
}

function referralObjectIn(locale: Locale, today: () => string) {
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
    // A real day, from today (Toronto) to a year ahead.
    dischargeDate: optionalText({ label: t("referral.dischargeDate"), max: 10, tooLong: t("referral.dischargeDateInvalid") }).superRefine((value, ctx) => {
      if (value === undefined) return;
      const message = !isRealDate(value)
        ? t("referral.dischargeDateInvalid")
        : value < today()
          ? t("referral.dischargeDatePast")
          : value > aYearAfter(today())
            ? t("referral.dischargeDateTooFar")
            : null;
      if (message) ctx.addIssue({ code: "custom", message });
    }),
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

/** The schema in an edition's language; `today` is the agency's date (YYYY-MM-DD, Toronto), injectable. */
export function referralSchema(locale: Locale, today: () => string) {
  return z.preprocess(gatherServices, referralObjectIn(locale, today));
}

export type ReferralFormInput = z.infer<ReturnType<typeof referralSchema>>;
export const REFERRAL_EMAIL_MAX = EMAIL_MAX;
