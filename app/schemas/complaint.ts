/**
 * The complaint form (/complaints, /fr/plaintes, decision 1001), checked on
 * the server in the language of the address it was sent to; staff entering
 * a complaint taken by phone (/admin/complaints/new) send the same fields
 * with the call's time and the language of the letters.
 */
import { z } from "zod";
import { agencyLocalToUtc } from "~/lib/agency-time";
import { COMPLAINT_LIMITS, COMPLAINT_VALUES } from "~/lib/complaints";
import { translator } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { canadianPhone } from "./care-request";
import { optionalText, requiredText } from "./fields";
import { EMAIL_MAX } from "./form-rules";
import { notText } from "./form-words";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => DATE.test(value) && new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value;

function complaintObjectIn(locale: Locale, today: () => string) {
  const t = translator(locale);
  type Key = Parameters<typeof t>[0];
  const words = (label: Key, max: number) => ({ label: t(label), max, tooLong: t("complaints.tooLong", { max }), notText: notText(locale, t(label)) });
  const choice = <Values extends [string, ...string[]]>(values: Values, message: Key) => z.enum(values, { error: t(message) });
  return z
    .object({
      role: choice(COMPLAINT_VALUES.role, "complaints.roleRequired"),
      name: requiredText({ ...words("complaints.name", COMPLAINT_LIMITS.name), required: t("complaints.nameRequired") }),
      clientName: optionalText(words("complaints.clientName", COMPLAINT_LIMITS.name)),
      category: choice(COMPLAINT_VALUES.category, "complaints.categoryRequired"),
      occurredOn: optionalText({ ...words("complaints.occurredOn", 10), tooLong: t("complaints.occurredOnInvalid") }).superRefine((value, ctx) => {
        if (value === undefined) return;
        if (!isRealDate(value)) ctx.addIssue({ code: "custom", message: t("complaints.occurredOnInvalid") });
        else if (value > today()) ctx.addIssue({ code: "custom", message: t("complaints.occurredOnFuture") });
      }),
      description: requiredText({ ...words("complaints.description", COMPLAINT_LIMITS.description), multiline: true, required: t("complaints.descriptionRequired") }),
      desiredOutcome: optionalText({ ...words("complaints.desiredOutcome", COMPLAINT_LIMITS.outcome), multiline: true }),
      contactMethod: choice(COMPLAINT_VALUES.contact, "complaints.contactRequired"),
      phone: optionalText(words("complaints.phone", COMPLAINT_LIMITS.phone)).transform((value, ctx) => {
        if (value === undefined) return undefined;
        const phone = canadianPhone(value);
        if (!phone) {
          ctx.addIssue({ code: "custom", message: t("care.phoneInvalid") });
          return z.NEVER;
        }
        return phone;
      }),
      email: optionalText(words("complaints.email", EMAIL_MAX)).pipe(z.email({ error: t("forms.emailInvalid") }).optional()),
      address: optionalText({ ...words("complaints.address", COMPLAINT_LIMITS.address), multiline: true }),
      consent: z.literal("on", { error: t("complaints.consentRequired") }),
    })
    // Checked even when other answers are wrong, so every problem is listed at once.
    .refine((value) => value.role === "client" || value.role === undefined || Boolean(value.clientName), {
      path: ["clientName"],
      message: t("complaints.clientNameRequired"),
      when: () => true,
    })
    .refine((value) => value.contactMethod !== "phone" || Boolean(value.phone), { path: ["phone"], message: t("complaints.phoneRequired"), when: () => true })
    .refine((value) => value.contactMethod !== "email" || Boolean(value.email), { path: ["email"], message: t("complaints.emailRequired"), when: () => true })
    .refine((value) => value.contactMethod !== "mail" || Boolean(value.address), { path: ["address"], message: t("complaints.addressRequired"), when: () => true });
}

/** The public form in an edition's language; `today` is the agency's date (YYYY-MM-DD, Toronto), injectable. */
export function complaintSchema(locale: Locale, today: () => string) {
  return complaintObjectIn(locale, today);
}

export type ComplaintFormInput = z.infer<ReturnType<typeof complaintSchema>>;

/** How far back a phone call's time may be entered. */
export const PHONE_CALL_MAX_AGE_DAYS = 30;

/** A complaint taken by phone (staff, English): the form's fields, when the call was, and the language of the letters. */
export function phoneComplaintSchema(now: () => Date, today: () => string) {
  return complaintObjectIn("en", today).and(
    z.object({
      receivedAt: z
        .string({ error: "Enter when the call was." })
        .trim()
        .min(1, "Enter when the call was.")
        .transform((value, ctx) => {
          const at = agencyLocalToUtc(value);
          if (!at) {
            ctx.addIssue({ code: "custom", message: "Enter a real date and time, like 2026-12-07 14:30." });
            return z.NEVER;
          }
          if (at.getTime() > now().getTime() + 5 * 60_000) {
            ctx.addIssue({ code: "custom", message: "The call cannot be in the future." });
            return z.NEVER;
          }
          // A typo in the year would file it in another year's report, overdue at once.
          if (at.getTime() < now().getTime() - PHONE_CALL_MAX_AGE_DAYS * 86_400_000) {
            ctx.addIssue({ code: "custom", message: `The call must be within the last ${PHONE_CALL_MAX_AGE_DAYS} days: check the date.` });
            return z.NEVER;
          }
          return at;
        }),
      language: z.enum(["en", "fr"], { error: "Choose the language of the letters." }),
    }),
  );
}

