/**
 * What the account page's forms do, one handler per `intent`. Each gets the
 * parsed form and answers like an action: a redirect with a toast, or data
 * (field errors) for its own section.
 */
import type { SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { parseForm } from "~/schemas/parse-form";
import { recoveryCodesSchema, totpConfirmSchema, totpOffSchema } from "~/schemas/two-factor";
import { audit, signedInAdmin } from "~/server/auth/auth.server";
import { loginThrottle, throttledMessage } from "~/server/auth/login-throttle.server";
import { PasswordChecksBusyError } from "~/server/auth/password.server";
import { endUserSessions } from "~/server/auth/staff-sessions.server";
import {
  beginTotpSetup,
  cancelTotpSetup,
  confirmTotpSetup,
  disableTotp,
  replaceRecoveryCodes,
  verifyUserTotp,
} from "~/server/auth/two-factor.server";
import { twoFactorRequired } from "~/server/domain/settings.server";
import { sendStaffMail } from "~/server/domain/staff-mail.server";
import { findUserById, verifyLogin } from "~/server/domain/users.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { redirectWithToast } from "~/server/infra/session.server";

export interface AccountActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  form: FormData;
}

type AccountHandler = (args: AccountActionArgs) => Promise<Response | unknown>;

/** "Sign out other sessions": every session of this account but this one ends now. */
async function signOutOthers({ request, context }: AccountActionArgs) {
  const admin = signedInAdmin(context);
  const ended = await endUserSessions(admin.id, { except: admin.sessionId });
  await audit(context, "sessions-ended", { type: "user", id: admin.id }, `${ended} session${ended === 1 ? "" : "s"}`);
  return redirectWithToast(request, "/admin/account", {
    title: "Signed out other sessions",
    description: ended === 0 ? "There were no other sessions." : `${ended} other session${ended === 1 ? "" : "s"} ended.`,
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

/**
 * The current password (or, where `codeToo`, a code from the app) proves it
 * is really them; counted by the sign-in throttle like a sign-in attempt.
 */
async function provesIdentity(
  context: Readonly<RouterContextProvider>,
  secret: string,
  { codeToo = false } = {},
): Promise<{ ok: true } | { ok: false; error: string; status: number }> {
  const admin = signedInAdmin(context);
  const attempt = { email: admin.email, ip: clientIpOf(context) };
  const throttle = loginThrottle();
  const state = await throttle.reserve(attempt);
  if (state.blocked) return { ok: false, error: throttledMessage(state.retryAfterSeconds), status: 429 };
  let right: boolean;
  if (codeToo && /^\s*\d{3}[\s-]?\d{3}\s*$/.test(secret)) {
    right = (await verifyUserTotp(admin.id, secret.trim())).ok;
  } else {
    try {
      right = (await verifyLogin(admin.email, secret))?.id === admin.id;
    } catch (error) {
      if (error instanceof PasswordChecksBusyError) return { ok: false, error: "Busy right now. Please try again in a few seconds.", status: 503 };
      throw error;
    }
  }
  if (!right) return { ok: false, error: codeToo ? "That password or code is not right." : "That password is not right.", status: 400 };
  await throttle.recordSuccess(attempt);
  return { ok: true };
}

/** "Set up two-factor": a new secret waits (on the server) for its first code. */
async function totpStart({ request, context }: AccountActionArgs) {
  const admin = signedInAdmin(context);
  await beginTotpSetup(admin.id);
  return redirectWithToast(request, "/admin/account#two-factor", {
    title: "Scan the QR code",
    description: "Then enter the code your app shows to finish.",
    variant: "info",
  });
}

async function totpCancel({ request, context }: AccountActionArgs) {
  await cancelTotpSetup(signedInAdmin(context).id);
  return redirectWithToast(request, "/admin/account#two-factor", { title: "Set-up cancelled", variant: "info" });
}

/** The first right code from the app turns two-factor on; the recovery codes are shown once. */
async function totpConfirm({ context, form }: AccountActionArgs) {
  const submission = parseForm(form, totpConfirmSchema);
  if (submission.status !== "success") return answer({ intent: "totp-confirm", result: submission.reply() }, 400);
  const admin = signedInAdmin(context);
  const confirmed = await confirmTotpSetup(admin.id, submission.value.code);
  if (!confirmed.ok) return answer({ intent: "totp-confirm", result: submission.reply({ fieldErrors: { code: [confirmed.error] } }) }, 400);
  await audit(context, "two-factor-on", { type: "user", id: admin.id }, "authenticator app");
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
  if (!user?.totp_enabled_at) return redirectWithToast(request, "/admin/account#two-factor", { title: "Two-factor was already off", variant: "info" });
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
  await sendStaffMail({
    to: admin.email,
    subject: "Two-factor was turned off",
    text: [
      `Two-factor authentication (the authenticator app) was turned off for your Sinai Home Care staff account (${admin.email}) on ${formatAgencyDateTime(now.toISOString())}, from IP ${clientIpOf(context) || "unknown"}.`,
      "",
      "If you did this, there is nothing to do. If you did not, change your password at once and tell the owner.",
    ].join("\n"),
  });
  return redirectWithToast(request, "/admin/account#two-factor", {
    title: "Two-factor is off",
    description: "We emailed you a notice. Your recovery codes no longer work.",
    variant: "success",
  });
}

export const accountIntents = {
  "sign-out-others": signOutOthers,
  "totp-start": totpStart,
  "totp-cancel": totpCancel,
  "totp-confirm": totpConfirm,
  "recovery-codes": newRecoveryCodes,
  "totp-off": totpOff,
} satisfies Record<string, AccountHandler>;

export type AccountIntent = keyof typeof accountIntents;
