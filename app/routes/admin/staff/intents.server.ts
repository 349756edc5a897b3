/**
 * What the staff page's forms do, one handler per `intent` (the account
 * page's pattern). Every change is audited; a refusal comes back as data
 * for the form it belongs to (the invitation form's fields, or the row).
 */
import { data, href, type RouterContextProvider } from "react-router";
import { inviteSchema, revokeInvitationSchema, roleChangeSchema, staffRowSchema } from "~/schemas/password";
import { parseForm } from "~/schemas/parse-form";
import { audit, signedInAdmin } from "~/server/auth/auth.server";
import { redirectWithNewSession } from "~/server/auth/fresh-session.server";
import { endUserSessions, startStaffSession } from "~/server/credentials/staff-sessions.server";
import { changeRole, deactivateStaff, inviteStaff, reactivateStaff, revokeInvitation, ROLE_LABELS, STAFF_MESSAGES } from "~/server/domain/staff.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { redirectWithToast } from "~/server/infra/session.server";

export interface StaffActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  form: FormData;
}

/** A refusal shown in one row of the list. */
function rowError(userId: number, message: string) {
  return data({ row: { userId, message } }, { status: 409 });
}

async function invite({ request, context, form }: StaffActionArgs) {
  const submission = parseForm(form, inviteSchema);
  if (submission.status !== "success") return data({ invite: submission.reply() }, { status: 400 });
  const admin = signedInAdmin(context);
  const result = await inviteStaff({ email: submission.value.email, role: submission.value.role, invitedBy: admin });
  if (!result.ok) return data({ invite: submission.reply({ fieldErrors: { email: [result.error] } }) }, { status: 400 });
  await audit(context, "invitation-sent", { type: "invitation", id: result.invitationId }, `${submission.value.email} as ${submission.value.role}`);
  return redirectWithToast(request, href("/admin/staff"), {
    title: "Invitation sent",
    description:
      result.mail === "sent"
        ? `${submission.value.email} got an email with a link to join as ${ROLE_LABELS[submission.value.role]}. It works for 7 days.`
        : `The invitation to ${submission.value.email} is saved; its email will be sent when the mail server answers.`,
    variant: "success",
  });
}

async function changeRoleOf({ request, context, form }: StaffActionArgs) {
  const submission = parseForm(form, roleChangeSchema);
  if (submission.status !== "success") throw data("That change could not be read. Please try again.", { status: 400 });
  const { userId, role } = submission.value;
  const result = await changeRole(userId, role);
  if (!result.ok) return rowError(userId, result.error);
  if (!result.changed) {
    return redirectWithToast(request, href("/admin/staff"), { title: "Nothing changed", description: `${result.email} is already ${ROLE_LABELS[role]}.`, variant: "info" });
  }
  await audit(context, "role-change", { type: "user", id: userId }, `${result.email}: ${result.from} → ${role}`);
  const admin = signedInAdmin(context);
  const toast = { title: "Role changed", description: `${result.email} is now ${ROLE_LABELS[role]}.`, variant: "success" as const };
  if (userId !== admin.id) {
    // A change of privilege gets a new session: they sign in again.
    await endUserSessions(userId);
    return redirectWithToast(request, href("/admin/staff"), { ...toast, description: `${toast.description} They were signed out and sign in again with it.` });
  }
  // Your own role: your other sessions end, this browser gets a new session id.
  await endUserSessions(admin.id, { except: admin.sessionId });
  const setCookie = await startStaffSession(request, admin.id, { method: "password", ip: clientIpOf(context) });
  return redirectWithNewSession(request, setCookie, role === "owner" ? href("/admin/staff") : href("/admin"), toast);
}

async function activation({ request, context, form }: StaffActionArgs) {
  const submission = parseForm(form, staffRowSchema);
  if (submission.status !== "success") throw data("That change could not be read. Please try again.", { status: 400 });
  const { intent, userId } = submission.value;
  const admin = signedInAdmin(context);
  if (intent === "deactivate") {
    if (userId === admin.id) return rowError(userId, STAFF_MESSAGES.ownAccount);
    const result = await deactivateStaff(userId);
    if (!result.ok) return rowError(userId, result.error);
    await audit(context, "deactivate", { type: "user", id: userId }, `${result.email}; ${result.sessionsEnded} session${result.sessionsEnded === 1 ? "" : "s"} ended`);
    return redirectWithToast(request, href("/admin/staff"), {
      title: "Account deactivated",
      description: `${result.email} can no longer sign in, and was signed out everywhere.`,
      variant: "success",
    });
  }
  const result = await reactivateStaff(userId);
  if (!result.ok) return rowError(userId, result.error);
  await audit(context, "reactivate", { type: "user", id: userId }, result.email);
  return redirectWithToast(request, href("/admin/staff"), { title: "Account reactivated", description: `${result.email} can sign in again.`, variant: "success" });
}

async function revoke({ request, context, form }: StaffActionArgs) {
  const submission = parseForm(form, revokeInvitationSchema);
  if (submission.status !== "success") throw data("That change could not be read. Please try again.", { status: 400 });
  const email = await revokeInvitation(submission.value.invitationId);
  if (email) await audit(context, "invitation-revoked", { type: "invitation", id: submission.value.invitationId }, email);
  return redirectWithToast(request, href("/admin/staff"), {
    title: email ? "Invitation revoked" : "Nothing to revoke",
    description: email ? `The link sent to ${email} no longer works.` : "That invitation was already used, revoked or expired.",
    variant: email ? "success" : "info",
  });
}

export const staffIntents = {
  invite,
  "change-role": changeRoleOf,
  deactivate: activation,
  reactivate: activation,
  "revoke-invitation": revoke,
} satisfies Record<string, (args: StaffActionArgs) => Promise<unknown>>;

export type StaffIntent = keyof typeof staffIntents;
