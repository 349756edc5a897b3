/**
 * The staff forms that set or change a password, and the other staff forms
 * (invite, role, forgot password), checked by the actions on the server
 * (the length rule and the confirmation here; `withPasswordPolicy` adds the
 * rules that need the server: the common-password list, the account's email).
 */
import { z } from "zod";
import { PASSWORD_MESSAGES, passwordLengthProblem, passwordProblem, TYPED_PASSWORD_MAX } from "~/lib/password-policy";
import { STAFF_ROLES } from "~/lib/staff-roles";
import { STAFF_NAME_MAX } from "./admin-form-rules";
import { EMAIL_MAX } from "./form-rules";

/** The name's limit lives in admin-form-rules.ts (without zod: the invitation page reads it in the browser). */
export { STAFF_NAME_MAX } from "./admin-form-rules";

/** A new password: its length rule (never trimmed: spaces count). */
const newPassword = z.string({ error: PASSWORD_MESSAGES.required }).superRefine((value, ctx) => {
  const problem = passwordLengthProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

const confirmation = z.string({ error: PASSWORD_MESSAGES.confirmRequired }).min(1, PASSWORD_MESSAGES.confirmRequired);

/** Adds "the two passwords differ" to the confirmation field. */
function confirmed<T extends { password: string; confirm: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.password !== value.confirm) ctx.addIssue({ code: "custom", path: ["confirm"], message: PASSWORD_MESSAGES.mismatch });
}

export const staffNameField = z
  .string({ error: "Enter your name." })
  .transform((value) => value.replace(/\s+/g, " ").trim())
  .pipe(z.string().min(1, "Enter your name.").max(STAFF_NAME_MAX, `Keep the name under ${STAFF_NAME_MAX} characters.`));

/** /admin/invite/:token: the invitee's name and password. */
export const acceptInvitationSchema = z.object({ name: staffNameField, password: newPassword, confirm: confirmation }).superRefine(confirmed);

/** /admin/reset-password/:token. */
export const resetPasswordSchema = z.object({ password: newPassword, confirm: confirmation }).superRefine(confirmed);

/** /admin/account, "Change password". */
export const changePasswordSchema = z
  .object({
    intent: z.literal("change-password"),
    current: z.string({ error: "Enter your current password." }).min(1, "Enter your current password.").max(TYPED_PASSWORD_MAX, "That is not your current password."),
    password: newPassword,
    confirm: confirmation,
  })
  .superRefine(confirmed);

/**
 * The server's share: the full policy (the common list, the account's
 * email), reported next to the new password.
 */
export function withPasswordPolicy<Schema extends z.ZodType<{ password: string }>>(
  schema: Schema,
  rules: { email: string; isCommon: (password: string) => boolean },
) {
  return schema.superRefine((value, ctx) => {
    const problem = passwordProblem(value.password, rules);
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
  });
}

const staffEmail = z
  .string({ error: "Enter an email address." })
  .trim()
  .min(1, "Enter an email address.")
  .max(EMAIL_MAX, `Keep the email under ${EMAIL_MAX} characters.`)
  .pipe(z.email("Enter a valid email address, like name@example.com."));

const staffRole = z.enum(STAFF_ROLES, { error: "Choose a role." });

/** /admin/forgot-password. */
export const forgotPasswordSchema = z.object({ email: staffEmail });

/** /admin/staff: invite someone. */
export const inviteSchema = z.object({ intent: z.literal("invite"), email: staffEmail, role: staffRole });

const userId = z.coerce.number({ error: "Unknown staff member." }).int().positive();

/** /admin/staff: one row's role. */
export const roleChangeSchema = z.object({ intent: z.literal("change-role"), userId, role: staffRole });

/** /admin/staff: deactivate, reactivate, revoke an invitation. */
export const staffRowSchema = z.object({ intent: z.enum(["deactivate", "reactivate"]), userId });
export const revokeInvitationSchema = z.object({ intent: z.literal("revoke-invitation"), invitationId: userId });
