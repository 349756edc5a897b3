/**
 * What the account page's forms do, one handler per `intent`. Each gets the
 * parsed form and answers like an action: a redirect with a toast, or data
 * (field errors) for its own section.
 */
import type { SubmissionResult } from "@conform-to/react";
import { data, href, type RouterContextProvider } from "react-router";
import { parseForm } from "~/schemas/parse-form";
import { PASSKEY_NAME_MAX, recoveryCodesSchema, signOutOthersSchema, totpConfirmSchema, totpOffSchema, totpStartSchema } from "~/schemas/two-factor";
import { audit, signedInAdmin } from "~/server/auth/auth.server";
import { provesIdentity } from "~/server/auth/confirm-identity.server";
import { loginThrottle, throttledMessage } from "~/server/auth/login-throttle.server";
import { endUserSessions, startStaffSession } from "~/server/credentials/staff-sessions.server";
import {
  beginTotpSetup,
  cancelTotpSetup,
  confirmTotpSetup,
  disableTotp,
  replaceRecoveryCodes,
} from "~/server/auth/two-factor.server";
import { twoFactorRequired } from "~/server/domain/settings.server";
import { sendSecurityNotice } from "~/server/domain/staff-notices.server";
import { findUserById } from "~/server/domain/users.server";
import { changePasswordSchema, withPasswordPolicy } from "~/schemas/password";
import { recordIdSchema } from "~/schemas/record-id";
import { isCommonPassword } from "~/server/credentials/common-passwords.server";
import { redirectWithNewSession } from "~/server/auth/fresh-session.server";
import { cleanPasskeyName, renamePasskey } from "~/server/domain/passkeys.server";
import { isCurrentPassword, sendPasswordChangedNotice, setPassword } from "~/server/domain/staff.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { redirectWithToast } from "~/server/infra/session.server";

export interface AccountActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  form: FormData;
}

type AccountHandler = (args: AccountActionArgs) => Promise<Response | unknown>;

/** What a section's form gets back when the proof was missing or wrong: the message next to its field. */
export interface ProofProblem {
  proofProblem: { intent: "sign-out-others" | "totp-start"; error: string };
}

function proofRefused(intent: ProofProblem["proofProblem"]["intent"], proof: { error: string; status: number; retryAfterSeconds?: number }) {
  const headers: HeadersInit = proof.retryAfterSeconds ? { "Retry-After": String(proof.retryAfterSeconds) } : {};
  return data<ProofProblem>({ proofProblem: { intent, error: proof.error } }, { status: proof.status, headers });
}

/** "Sign out other sessions" (the current password): every session of this account but this one ends now. */
async function signOutOthers({ request, context, form }: AccountActionArgs) {
  const admin = signedInAdmin(context);
  const submission = parseForm(form, signOutOthersSchema);
  if (submission.status !== "success") return proofRefused("sign-out-others", { error: "That password is not right.", status: 400 });
  const proof = await provesIdentity(context, submission.value.password);
  if (!proof.ok) return proofRefused("sign-out-others", proof);
  const ended = await endUserSessions(admin.id, { except: admin.sessionId });
  await audit(context, "sessions-ended", { type: "user", id: admin.id }, `${ended} session${ended === 1 ? "" : "s"}`);
  return redirectWithToast(request, href("/admin/account"), {
    title: "Signed out other sessions",
    description: ended === 0 ? "There were no other sessions." : `${ended} other session${ended === 1 ? "" : "s"} ended.`,
    variant: "success",
  });
}

export const WRONG_CURRENT_PASSWORD = "That is not your current password.";

/**
 * "Change password": the current password (throttled like a sign-in, on the
 * same budget), the new one under the policy. Then every other session of
 * the account ends, this browser gets a new session id, and a notice goes
 * to the account's address. Errors come back as `changePassword`, conform's
 * result for that section's form (passwords never echoed back).
 */
async function changePassword({ request, context, form }: AccountActionArgs) {
  const admin = signedInAdmin(context);
  const submission = parseForm(form, withPasswordPolicy(changePasswordSchema, { email: admin.email, isCommon: isCommonPassword }));
  const hidden = { hideFields: ["current", "password", "confirm"] };
  if (submission.status !== "success") return data({ changePassword: submission.reply(hidden) }, { status: 400 });
  const ip = clientIpOf(context);
  const throttle = loginThrottle();
  const state = await throttle.reserve({ email: admin.email, ip });
  if (state.blocked) {
    return data(
      { changePassword: submission.reply({ ...hidden, fieldErrors: { current: [throttledMessage(state.retryAfterSeconds)] } }) },
      { status: 429, headers: { "Retry-After": String(state.retryAfterSeconds) } },
    );
  }
  if (!(await isCurrentPassword(admin.id, submission.value.current))) {
    await audit(context, "sign-in-failed", { type: "user", id: admin.id }, "wrong current password when changing the password");
    return data({ changePassword: submission.reply({ ...hidden, fieldErrors: { current: [WRONG_CURRENT_PASSWORD] } }) }, { status: 400 });
  }
  await throttle.recordSuccess({ email: admin.email, ip });
  await setPassword(admin.id, submission.value.password);
  const ended = await endUserSessions(admin.id, { except: admin.sessionId });
  // A new session id for this browser (the old one ends with it).
  const setCookie = await startStaffSession(request, admin.id, { method: "password", ip });
  await audit(context, "password-change", { type: "user", id: admin.id }, `${ended} other session${ended === 1 ? "" : "s"} ended`);
  await sendPasswordChangedNotice(admin.email, "change");
  return redirectWithNewSession(request, setCookie, href("/admin/account"), {
    title: "Password changed",
    description: ended === 0 ? "Use it the next time you sign in." : `${ended} other session${ended === 1 ? " was" : "s were"} signed out.`,
    variant: "success",
  });
}

/**
 * A form's answer for its own section: conform's submission result, tagged
 * with the intent so only that section shows it; `recoveryCodes` are shown
 * once, from this answer (never stored in clear, never in the cookie).
 */
export interface TwoFactorAnswer {
  intent: "totp-confirm" | "totp-off" | "recovery-codes";
  result: SubmissionResult<string[]>;
  recoveryCodes?: string[];
}

const answer = (body: TwoFactorAnswer, status = 200) => data(body, { status });

/** "Set up two-factor" (the current password): a new secret waits (on the server) for its first code. */
async function totpStart({ request, context, form }: AccountActionArgs) {
  const admin = signedInAdmin(context);
  const submission = parseForm(form, totpStartSchema);
  if (submission.status !== "success") return proofRefused("totp-start", { error: "That password is not right.", status: 400 });
  const proof = await provesIdentity(context, submission.value.password);
  if (!proof.ok) return proofRefused("totp-start", proof);
  await beginTotpSetup(admin.id);
  return redirectWithToast(request, `${href("/admin/account")}#two-factor`, {
    title: "Scan the QR code",
    description: "Then enter the code your app shows to finish.",
    variant: "info",
  });
}

async function totpCancel({ request, context }: AccountActionArgs) {
  await cancelTotpSetup(signedInAdmin(context).id);
  return redirectWithToast(request, `${href("/admin/account")}#two-factor`, { title: "Set-up cancelled", variant: "info" });
}

/**
 * The first right code from the app turns two-factor on; the recovery codes
 * are shown once. Every other session of the account ends: whoever else held
 * one signed in without the second factor.
 */
async function totpConfirm({ context, form }: AccountActionArgs) {
  const submission = parseForm(form, totpConfirmSchema);
  if (submission.status !== "success") return answer({ intent: "totp-confirm", result: submission.reply() }, 400);
  const admin = signedInAdmin(context);
  const confirmed = await confirmTotpSetup(admin.id, submission.value.code);
  if (!confirmed.ok) return answer({ intent: "totp-confirm", result: submission.reply({ fieldErrors: { code: [confirmed.error] } }) }, 400);
  const ended = await endUserSessions(admin.id, { except: admin.sessionId });
  await audit(context, "two-factor-on", { type: "user", id: admin.id }, `authenticator app; ${ended} other session${ended === 1 ? "" : "s"} ended`);
  return answer({ intent: "totp-confirm", result: submission.reply({ resetForm: true }), recoveryCodes: confirmed.recoveryCodes });
}

/** "Make new recovery codes": the old ones stop working. */
async function newRecoveryCodes({ context, form }: AccountActionArgs) {
  const submission = parseForm(form, recoveryCodesSchema);
  if (submission.status !== "success") return answer({ intent: "recovery-codes", result: submission.reply({ hideFields: ["proof"] }) }, 400);
  const admin = signedInAdmin(context);
  const user = await findUserById(admin.id);
  if (!user?.totp_enabled_at) return answer({ intent: "recovery-codes", result: submission.reply({ formErrors: ["Two-factor is not on."] }) }, 400);
  const proof = await provesIdentity(context, submission.value.proof, { codeToo: true });
  if (!proof.ok) return answer({ intent: "recovery-codes", result: submission.reply({ fieldErrors: { proof: [proof.error] }, hideFields: ["proof"] }) }, proof.status);
  const codes = await replaceRecoveryCodes(admin.id);
  await audit(context, "recovery-codes", { type: "user", id: admin.id }, `${codes.length} new codes`);
  return answer({ intent: "recovery-codes", result: submission.reply({ resetForm: true }), recoveryCodes: codes });
}

/** "Turn off two-factor": the current password; a notice goes to the account's email. */
async function totpOff({ request, context, form }: AccountActionArgs) {
  const submission = parseForm(form, totpOffSchema);
  if (submission.status !== "success") return answer({ intent: "totp-off", result: submission.reply({ hideFields: ["password"] }) }, 400);
  const admin = signedInAdmin(context);
  const user = await findUserById(admin.id);
  if (!user?.totp_enabled_at) return redirectWithToast(request, `${href("/admin/account")}#two-factor`, { title: "Two-factor was already off", variant: "info" });
  if (Number(user.passkeys ?? 0) === 0 && (await twoFactorRequired())) {
    return answer(
      { intent: "totp-off", result: submission.reply({ formErrors: ["Two-factor is required for all staff: add a passkey first, or ask the owner."], hideFields: ["password"] }) },
      400,
    );
  }
  const proof = await provesIdentity(context, submission.value.password);
  if (!proof.ok) return answer({ intent: "totp-off", result: submission.reply({ fieldErrors: { password: [proof.error] }, hideFields: ["password"] }) }, proof.status);
  const now = new Date();
  await disableTotp(admin.id, now);
  await audit(context, "two-factor-off", { type: "user", id: admin.id }, "authenticator app");
  await sendSecurityNotice(admin.email, { subject: "Two-factor was turned off", what: "Two-factor authentication (the authenticator app) was turned off", ip: clientIpOf(context) }, now);
  return redirectWithToast(request, `${href("/admin/account")}#two-factor`, {
    title: "Two-factor is off",
    description: "We emailed you a notice. Your recovery codes no longer work.",
    variant: "success",
  });
}

/** The answer of a rename that cannot be done: shown next to that passkey's name field, the value kept. */
export interface PasskeyRenameProblem {
  passkeyRename: { id: number; name: string; error: string };
}

/** "Rename" a passkey of this account (a plain form: works without JavaScript). */
async function renameOwnPasskey({ request, context, form }: AccountActionArgs) {
  const admin = signedInAdmin(context);
  const id = recordIdSchema.safeParse(form.get("id"));
  const typed = String(form.get("name") ?? "");
  const name = cleanPasskeyName(typed);
  if (!id.success) throw data("That passkey does not exist.", { status: 404 });
  if (!name || typed.trim().length > PASSKEY_NAME_MAX) {
    const error = name ? `Use at most ${PASSKEY_NAME_MAX} characters.` : "Give the passkey a name.";
    return data<PasskeyRenameProblem>({ passkeyRename: { id: id.data, name: typed.slice(0, 200), error } }, { status: 400 });
  }
  if (!(await renamePasskey(admin.id, id.data, name))) throw data("That passkey does not exist.", { status: 404 });
  return redirectWithToast(request, href("/admin/account"), { title: "Passkey renamed", description: name, variant: "success" });
}

export const accountIntents = {
  "sign-out-others": signOutOthers,
  "change-password": changePassword,
  "passkey-rename": renameOwnPasskey,
  "totp-start": totpStart,
  "totp-cancel": totpCancel,
  "totp-confirm": totpConfirm,
  "recovery-codes": newRecoveryCodes,
  "totp-off": totpOff,
} satisfies Record<string, AccountHandler>;

export type AccountIntent = keyof typeof accountIntents;
