/**
 * The accessibility feedback and alternate-format form (/accessibility,
 * /fr/accessibilite, decision 1010), checked on the server in the language of
 * the address it was sent to. A format is required when one is asked for,
 * details when a barrier is reported; the way to contact the person needs its
 * address or number (email, or a phone for a call or a relay call).
 */
import { z } from "zod";
import { ACCESS_FORMATS, ACCESS_KINDS, ACCESS_LIMITS, CONTACT_WAYS } from "~/lib/accessibility-requests";
import { translator } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { canadianPhone } from "./care-request";
import { emailAddress, optionalText, requiredText } from "./fields";
import { emailWords, notText } from "./form-words";

/** The text fields typed back into the form after a refusal. */
export const ACCESS_FORM_FIELDS = ["kind", "format", "about", "details", "neededBy", "name", "contactBy", "email", "phone"] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => DATE.test(value) && new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value;
const aYearAfter = (day: string) => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;

function accessObjectIn(locale: Locale, today: () => string) {
  const t = translator(locale);
  type Key = Parameters<typeof t>[0];
  const choice = <Values extends readonly [string, ...string[]]>(values: Values, message: Key) => z.enum(values, { error: t(message) });
  return z
    .object({
      kind: choice(ACCESS_KINDS, "access.kindRequired"),
      format: z.preprocess((value) => (value === "" ? undefined : value), choice(ACCESS_FORMATS, "access.formatRequired").optional()),
      about: requiredText({ label: t("access.about"), max: ACCESS_LIMITS.about, required: t("access.aboutRequired"), tooLong: t("access.aboutTooLong", { max: ACCESS_LIMITS.about }), notText: notText(locale, t("access.about")) }),
      details: optionalText({ label: t("access.details"), max: ACCESS_LIMITS.details, multiline: true, tooLong: t("access.detailsTooLong", { max: ACCESS_LIMITS.details }), notText: notText(locale, t("access.details")) }),
      neededBy: optionalText({ label: t("access.neededBy"), max: 10, tooLong: t("access.neededByInvalid") }).superRefine((value, ctx) => {
        if (value === undefined) return;
        const message = !isRealDate(value) ? t("access.neededByInvalid") : value < today() ? t("access.neededByPast") : value > aYearAfter(today()) ? t("access.neededByTooFar") : null;
        if (message) ctx.addIssue({ code: "custom", message });
      }),
      name: requiredText({ label: t("access.name"), max: ACCESS_LIMITS.name, required: t("access.nameRequired"), tooLong: t("access.nameTooLong", { max: ACCESS_LIMITS.name }), notText: notText(locale, t("access.name")) }),
      contactBy: choice(CONTACT_WAYS, "access.contactByRequired"),
      email: z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), emailAddress(emailWords(locale)).optional()),
      phone: optionalText({ label: t("access.phone"), max: ACCESS_LIMITS.phone, tooLong: t("care.phoneTooLong", { max: ACCESS_LIMITS.phone }), notText: notText(locale, t("access.phone")) }).transform((value, ctx) => {
        if (value === undefined) return undefined;
        const formatted = canadianPhone(value);
        if (!formatted) {
          ctx.addIssue({ code: "custom", message: t("care.phoneInvalid") });
          return z.NEVER;
        }
        return formatted;
      }),
    })
    .superRefine((value, ctx) => {
      if (value.kind === "format" && !value.format) ctx.addIssue({ code: "custom", path: ["format"], message: t("access.formatRequired") });
      if (value.kind === "barrier" && !value.details) ctx.addIssue({ code: "custom", path: ["details"], message: t("access.detailsRequired") });
      if (value.contactBy === "email" && !value.email) ctx.addIssue({ code: "custom", path: ["email"], message: t("access.emailRequired") });
      if (value.contactBy !== "email" && !value.phone) ctx.addIssue({ code: "custom", path: ["phone"], message: t("access.phoneRequired") });
    })
    // A barrier report asks for no format.
    .transform((value) => ({ ...value, format: value.kind === "format" ? value.format : undefined }));
}

/** The schema in an edition's language; `today` is the agency's date (YYYY-MM-DD, Toronto), injectable. */
export const accessRequestSchema = (locale: Locale, today: () => string) => accessObjectIn(locale, today);

export type AccessRequestInput = z.infer<ReturnType<typeof accessRequestSchema>>;
