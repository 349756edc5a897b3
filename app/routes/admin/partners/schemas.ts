/**
 * The partner form (/admin/partners, /admin/partners/<id>), checked by its
 * actions only: name, category (the seven of the home page), region, email
 * domain (never a free-mail one), notes, and up to PARTNER_LIMITS.contacts
 * contact rows (`contact0Name`, `contact0Role`, ...); a row left blank is
 * dropped, a row with anything in it needs a name.
 */
import { z } from "zod";
import { regionSummaries } from "~/content/regions";
import { isFreeMailDomain, normaliseDomain, PARTNER_CATEGORIES, PARTNER_LIMITS } from "~/lib/referrals";
import { typeable } from "~/schemas/fields";
import { EMAIL_MAX } from "~/schemas/form-rules";

export const CONTACT_PARTS = ["Name", "Role", "Email", "Phone"] as const;
export const contactField = (row: number, part: (typeof CONTACT_PARTS)[number]) => `contact${row}${part}`;

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${label.toLowerCase()} under ${max.toLocaleString("en-CA")} characters.`)
    .refine(...typeable(label))
    .optional()
    .transform((value) => value ?? "");

const DOMAIN = /^(?=.{3,120}$)([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

const rows = Array.from({ length: PARTNER_LIMITS.contacts }, (_, row) => row);

export const partnerSchema = z
  .object({
    name: z.string({ error: "Enter the organisation's name." }).trim().min(1, "Enter the organisation's name.").max(PARTNER_LIMITS.name).refine(...typeable("The name")),
    category: z.enum(PARTNER_CATEGORIES.map((category) => category.value) as [string, ...string[]], { error: "Choose a category." }),
    region: z.preprocess((value) => (value === "" ? undefined : value), z.enum(regionSummaries.map((region) => region.slug) as [string, ...string[]]).optional()),
    domain: z
      .string()
      .optional()
      .transform((value) => normaliseDomain(value))
      .refine((value) => value === null || DOMAIN.test(value), "Enter a domain like trilliumhealth.ca (no @, no https://).")
      .refine((value) => value === null || !isFreeMailDomain(value), "That is a free email service anyone can use: it cannot tell a partner's referrals apart."),
    notes: z
      .string()
      .trim()
      .max(PARTNER_LIMITS.notes, `Keep the notes under ${PARTNER_LIMITS.notes.toLocaleString("en-CA")} characters.`)
      .refine(...typeable("The notes", { multiline: true }))
      .optional()
      .transform((value) => value ?? ""),
    ...Object.fromEntries(
      rows.flatMap((row) => [
        [contactField(row, "Name"), text("Name", PARTNER_LIMITS.contactName)],
        [contactField(row, "Role"), text("Role", PARTNER_LIMITS.contactRole)],
        [contactField(row, "Email"), text("Email", EMAIL_MAX).refine((value) => value === "" || z.email().safeParse(value).success, "Enter an email address like name@example.com.")],
        [contactField(row, "Phone"), text("Phone", PARTNER_LIMITS.phone)],
      ]),
    ),
  })
  .superRefine((value, ctx) => {
    const record = value as Record<string, string>;
    for (const row of rows) {
      const filled = CONTACT_PARTS.some((part) => record[contactField(row, part)]);
      if (filled && !record[contactField(row, "Name")]) ctx.addIssue({ code: "custom", path: [contactField(row, "Name")], message: "Give this contact a name (or clear the row)." });
    }
  })
  .transform((value) => {
    const record = value as Record<string, string>;
    const contacts = rows
      .map((row) => ({ name: record[contactField(row, "Name")]!, role: record[contactField(row, "Role")]!, email: record[contactField(row, "Email")]!, phone: record[contactField(row, "Phone")]! }))
      .filter((contact) => contact.name);
    return { name: value.name, category: value.category, region: value.region ?? null, domain: value.domain, notes: value.notes, contacts };
  });
