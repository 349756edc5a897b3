import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/forms/Field";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/password-policy";

/**
 * A new password and its confirmation, the same on the invitation, reset
 * and account pages: the policy's hint, `new-password` for password
 * managers, the length cap. `label` is "Password" where there is no old one.
 */
export function NewPasswordFields({
  fields,
  label = "New password",
  autoFocus,
}: {
  fields: { password: FieldMetadata<unknown>; confirm: FieldMetadata<unknown> };
  label?: "Password" | "New password";
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label={label}
        name="password"
        field={fields.password}
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        hint={`At least ${PASSWORD_MIN} characters. Common passwords are refused.`}
        autoFocus={autoFocus}
      />
      <TextField
        label={`Confirm ${label.toLowerCase()}`}
        name="confirm"
        field={fields.confirm}
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
      />
    </>
  );
}
