import type { FieldMetadata } from "@conform-to/react";
import { SelectField, TextAreaField, TextField } from "~/components/forms/Field";
import { regionSummaries } from "~/content/regions";
import { PARTNER_CATEGORIES, PARTNER_LIMITS } from "~/lib/referrals";
import { CONTACT_PARTS, contactField } from "./schemas";

type Fields = Record<string, FieldMetadata<unknown>>;

/** The partner form's fields (add and edit): the organisation, then its contacts, `rows` of them. */
export function PartnerFields({ fields, rows }: { fields: Fields; rows: number }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Organisation" name="name" field={fields.name} required maxLength={PARTNER_LIMITS.name} />
        <SelectField label="Category" name="category" field={fields.category} options={PARTNER_CATEGORIES} placeholder="Choose..." required />
        <SelectField label="Region" name="region" field={fields.region} options={regionSummaries.map((region) => ({ value: region.slug, label: region.name }))} placeholder="Any region" />
        <TextField
          label="Email domain"
          name="domain"
          field={fields.domain}
          hint="Referrals from addresses at this domain are attributed to this partner (not gmail.com and the like)."
          maxLength={PARTNER_LIMITS.domain}
        />
      </div>
      <TextAreaField label="Notes" name="notes" field={fields.notes} rows={3} maxLength={PARTNER_LIMITS.notes} />
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-ink">Contacts</legend>
        <p className="text-sm text-muted">Personal data: deleted 12 months after the partner is archived. Clear a row to remove that contact.</p>
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-4" data-testid={`contact-row-${row}`}>
            {CONTACT_PARTS.map((part) => (
              <TextField
                key={part}
                label={`Contact ${row + 1}: ${part.toLowerCase()}`}
                name={contactField(row, part)}
                field={fields[contactField(row, part)]}
                type={part === "Email" ? "email" : part === "Phone" ? "tel" : "text"}
              />
            ))}
          </div>
        ))}
      </fieldset>
    </>
  );
}
