import type { FieldMetadata } from "@conform-to/react";
import { SelectField, TextField } from "~/components/forms/Field";
import { REDIRECT_LIMITS } from "~/schemas/admin-form-rules";

/** The redirect forms' two kinds (the add form and the edit page). */
const STATUS_OPTIONS = [
  { value: "301", label: "Permanent (301)" },
  { value: "302", label: "Temporary (302)" },
];

type Fields = { from: FieldMetadata<string>; to: FieldMetadata<string>; status: FieldMetadata<string> };

/**
 * A redirect's old address, new address and kind: the add form's and the edit page's fields.
 * `followed`: where the stored target sends a browser, shown under its field (the edit page).
 */
export function RedirectFields({ fields, fromHint, focusFrom, followed }: { fields: Fields; fromHint?: string; focusFrom: boolean; followed?: string }) {
  return (
    <>
      <TextField label="Old address" name="from" field={fields.from} required maxLength={REDIRECT_LIMITS.from} hint={fromHint} autoFocus={focusFrom} />
      <TextField
        label="New address"
        name="to"
        field={fields.to}
        required
        maxLength={REDIRECT_LIMITS.to}
        hint="A path on this site (/blog/…) or a full https:// address"
        autoFocus={!fields.from.errors && Boolean(fields.to.errors)}
      />
      {followed ? (
        <p className="break-all text-sm text-muted" data-testid="redirect-followed">
          Visitors are sent to <span className="font-semibold text-ink">{followed}</span>
        </p>
      ) : null}
      <SelectField label="Kind" name="status" field={fields.status} options={STATUS_OPTIONS} />
    </>
  );
}
