import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { NewPasswordFields } from "~/components/admin/NewPasswordFields";
import { Form, useNavigation } from "react-router";
import { TextField } from "~/components/forms/Field";
/** Types only: the form is checked by the action (on the server), so no schema reaches the browser. */
import type { changePasswordSchema } from "~/schemas/password";

/** The section's own answer among the account page's actions (each section answers under its own key). */
function ownResult(actionData: unknown): SubmissionResult<string[]> | undefined {
  if (typeof actionData !== "object" || actionData === null || !("changePassword" in actionData)) return undefined;
  return (actionData as { changePassword: SubmissionResult<string[]> }).changePassword;
}

/** Current password, new password, confirmation: its own form, intent "change-password". */
export function ChangePasswordSection({ email, actionData }: { email: string; actionData: unknown }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "change-password";
  const [form, fields] = useForm<z.input<typeof changePasswordSchema>>({
    id: "change-password",
    lastResult: ownResult(actionData),
  });
  return (
    <section aria-labelledby="change-password-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="change-password-title" className="text-xl font-bold text-ink">
        Change password
      </h2>
      <p className="mt-1 text-sm text-muted">Your other sessions are signed out when the password changes.</p>
      <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="change-password" />
        <input type="hidden" name="username" value={email} autoComplete="username" readOnly />
        <TextField
          label="Current password"
          name="current"
          field={fields.current}
          type="password"
          autoComplete="current-password"
          required
          autoFocus={Boolean(fields.current.errors)}
        />
        <NewPasswordFields fields={fields} autoFocus={!fields.current.errors && Boolean(fields.password.errors)} />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Changing..." : "Change password"}
        </button>
      </Form>
    </section>
  );
}
