/**
 * The public care request form (/request-care), checked on the server: its
 * choices come from app/lib/care-requests.ts, the postal code as the region
 * finder reads it (app/lib/postal-code.ts), phone numbers in Canadian
 * formats, and a phone number or an email (at least one).
 */
import { z } from "zod";
import { CARE_LIMITS, CARE_VALUES, serviceField } from "~/lib/care-requests";
import { normalisePostalCode } from "~/lib/postal-code";
import { optionalText, requiredText } from "./fields";
import { EMAIL_MAX } from "./form-rules";

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

const PHONE_MESSAGE = "Please enter a Canadian phone number with its area code, like 416-555-0142.";
const REACH_MESSAGE = "Please give a phone number or an email address, so we can reach you.";

/** The ticked service boxes (`service-<key>=on`) as one list, `services`. */
function gatherServices(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return raw;
  const record = raw as Record<string, unknown>;
  if ("services" in record) return raw;
  return { ...record, services: CARE_VALUES.services.filter((service) => record[serviceField(service)] === "on") };
}

const careRequestObject = z
  .object({
    relationship: choice(CARE_VALUES.relationship, "Please choose who needs care."),
    organisation: optionalText({ label: "Organisation", max: CARE_LIMITS.organisation }),
    postalCode: requiredText({ label: "Postal code", max: CARE_LIMITS.postalCode, required: "Please enter the postal code where care is needed." }).transform(
      (value, ctx) => {
        const code = normalisePostalCode(value);
        if (!code) {
          ctx.addIssue({ code: "custom", message: "Please enter a postal code like L5B 1M3 (the first three characters are enough)." });
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
          .array(choice(CARE_VALUES.services, "Please choose from the services listed."))
          .min(1, "Please choose at least one service, or Not sure yet.")
          .max(CARE_VALUES.services.length)
          .transform((list) => [...new Set(list)]),
      ),
    urgency: choice(CARE_VALUES.urgency, "Please choose how soon care is needed."),
    careAmount: choice(CARE_VALUES.careAmount, "Please choose how much care is needed."),
    payment: choice(CARE_VALUES.payment, "Please choose how care will be paid for, or Not sure yet."),
    language: choice(CARE_VALUES.language, "Please choose the language you prefer."),
    name: requiredText({ label: "Name", max: CARE_LIMITS.name, required: "Please enter your name." }),
    phone: optionalText({ label: "Phone number", max: CARE_LIMITS.phone }).transform((value, ctx) => {
      if (value === undefined) return undefined;
      const phone = canadianPhone(value);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return phone;
    }),
    email: optionalText({ label: "Email address", max: EMAIL_MAX }).pipe(
      z.email({ error: "Please enter a valid email address, like name@example.com." }).optional(),
    ),
    bestTime: optionalText({ label: "Best time to call", max: CARE_LIMITS.bestTime }),
    message: optionalText({ label: "Message", max: CARE_LIMITS.message, multiline: true }),
    consent: z.literal("on", { error: "Please agree to be contacted about this request." }),
  })
  // Checked even when other answers are wrong, so every problem is listed at once.
  .refine((value) => value.relationship !== "professional" || Boolean(value.organisation), {
    path: ["organisation"],
    message: "Please enter the name of your organisation.",
    when: () => true,
  })
  .refine((value) => Boolean(value.phone || value.email), { path: ["phone"], message: REACH_MESSAGE, when: () => true });

export const careRequestSchema = z.preprocess(gatherServices, careRequestObject);

export type CareRequestFormInput = z.infer<typeof careRequestSchema>;
