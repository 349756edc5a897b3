/**
 * "Is it really them?" before a change to how the account is protected
 * (decision 0350): setting up or turning off the authenticator app, new
 * recovery codes, adding or removing a passkey, signing out other sessions.
 * Proof is the current password, or a code from the authenticator app; a
 * session that proved itself in the last 10 minutes (a second factor at
 * sign-in, or a proof given here) is not asked again. Counted by the
 * sign-in throttle like a sign-in attempt, on the door it uses.
 */
import type { RouterContextProvider } from "react-router";
import { TYPED_PASSWORD_MAX } from "~/lib/password-policy";
import { signedInAdmin } from "~/server/auth/auth.server";
import { loginThrottle, throttledMessage } from "~/server/auth/login-throttle.server";
import { PasswordChecksBusyError } from "~/server/credentials/password.server";
import { verifyUserTotp } from "~/server/auth/two-factor.server";
import { verifyLogin } from "~/server/domain/users.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { db } from "~/server/infra/db.server";

/** How long a proof stands for the session that gave it. */
export const PROOF_FRESH_MS = 10 * 60 * 1000;

export const PROOF_MESSAGES = {
  passwordMissing: "Enter your current password.",
  proofMissing: "Enter your current password or a code from your app.",
  wrongPassword: "That password is not right.",
  wrongProof: "That password or code is not right.",
  busy: "Busy right now. Please try again in a few seconds.",
} as const;

/** Until when this session's last proof stands (ISO), or null when it must prove itself now. */
export async function proofFreshUntil(sessionId: number, now = new Date()): Promise<string | null> {
  const row = await db().selectFrom("staff_sessions").select("proven_at").where("id", "=", sessionId).executeTakeFirst();
  if (!row?.proven_at) return null;
  const until = Date.parse(row.proven_at) + PROOF_FRESH_MS;
  return until > now.getTime() && Date.parse(row.proven_at) <= now.getTime() ? new Date(until).toISOString() : null;
}

/** This session has just proved it is its person. */
export async function markSessionProven(sessionId: number, now = new Date()): Promise<void> {
  await db().updateTable("staff_sessions").set({ proven_at: now.toISOString() }).where("id", "=", sessionId).execute();
}

export type Proof = { ok: true } | { ok: false; error: string; status: number; retryAfterSeconds?: number };

/**
 * The current password (or, where `codeToo`, a code from the app) proves it
 * is really them, unless the session proved it in the last 10 minutes and
 * nothing was typed.
 */
export async function provesIdentity(
  context: Readonly<RouterContextProvider>,
  secret: string | null | undefined,
  { codeToo = false, now = new Date() }: { codeToo?: boolean; now?: Date } = {},
): Promise<Proof> {
  const admin = signedInAdmin(context);
  const typed = (secret ?? "").slice(0, TYPED_PASSWORD_MAX);
  if (!typed.trim()) {
    if (await proofFreshUntil(admin.sessionId, now)) return { ok: true };
    return { ok: false, error: codeToo ? PROOF_MESSAGES.proofMissing : PROOF_MESSAGES.passwordMissing, status: 400 };
  }
  const isCode = codeToo && /^\s*\d{3}[\s-]?\d{3}\s*$/.test(typed);
  const attempt = { email: admin.email, ip: clientIpOf(context), door: isCode ? ("code" as const) : ("password" as const) };
  const throttle = loginThrottle();
  const state = await throttle.reserve(attempt);
  if (state.blocked) return { ok: false, error: throttledMessage(state.retryAfterSeconds), status: 429, retryAfterSeconds: state.retryAfterSeconds };
  let right: boolean;
  if (isCode) {
    right = (await verifyUserTotp(admin.id, typed.trim(), now)).ok;
  } else {
    try {
      right = (await verifyLogin(admin.email, typed))?.id === admin.id;
    } catch (error) {
      if (error instanceof PasswordChecksBusyError) return { ok: false, error: PROOF_MESSAGES.busy, status: 503 };
      throw error;
    }
  }
  if (!right) return { ok: false, error: codeToo ? PROOF_MESSAGES.wrongProof : PROOF_MESSAGES.wrongPassword, status: 400 };
  await throttle.recordSuccess(attempt);
  await markSessionProven(admin.sessionId, now);
  return { ok: true };
}
