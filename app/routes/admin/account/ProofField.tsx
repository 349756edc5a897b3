import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/forms/Field";
import { formatAgencyTime } from "~/lib/agency-time";
import { TYPED_PASSWORD_MAX } from "~/lib/password-policy";

/**
 * "Is it really you?" in a form that changes how the account is protected:
 * the current password (or a code, where `label` says so). While this
 * session's last proof stands (`freshUntil`) the field is optional and its
 * hint says until when. The server decides either way.
 */
export function ProofField({
  freshUntil,
  name = "password",
  label = "Current password",
  field,
  error,
}: {
  freshUntil: string | null;
  name?: string;
  label?: string;
  field?: FieldMetadata<unknown>;
  error?: string;
}) {
  const invalid = Boolean(error ?? field?.errors?.length);
  return (
    <TextField
      label={label}
      name={name}
      field={field}
      error={error}
      // Not needed while the session's last proof stands; whatever is typed is still checked.
      hint={freshUntil ? `Not needed until ${formatAgencyTime(freshUntil)}: you confirmed it is you a moment ago.` : undefined}
      type="password"
      autoComplete="current-password"
      required={!freshUntil}
      maxLength={TYPED_PASSWORD_MAX}
      autoFocus={invalid}
    />
  );
}
