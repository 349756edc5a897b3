/**
 * "Is it really them?" before a change that weakens or adds a way in
 * (turning two-factor off, new recovery codes, adding a passkey): the
 * current password, or where allowed a code from the authenticator app.
 * Counted by the sign-in throttle like a sign-in attempt.
 */
import type { RouterContextProvider } from "react-router";
import { signedInAdmin } from "~/server/auth/auth.server";
import { loginThrottle, throttledMessage } from "~/server/auth/login-throttle.server";
import { PasswordChecksBusyError } from "~/server/auth/password.server";
import { verifyUserTotp } from "~/server/auth/two-factor.server";
import { verifyLogin } from "~/server/domain/users.server";
import { clientIpOf } from "~/server/infra/client-ip.server";

/**
 * The current password (or, where `codeToo`, a code from the app) proves it
 * is really them; counted by the sign-in throttle like a sign-in attempt.
 */
export async function provesIdentity(
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

