/**
 * Sign-in with remix-auth v4 and remix-auth-form v3. The Authenticator keeps
 * no session (v4): `authenticate` returns the admin or throws, and
 * `signIn` writes a fresh session cookie itself (app/server/auth/auth.server.ts).
 * One generic message for every failure, so an unknown email and a wrong
 * password look the same; throttled per account and per IP first.
 */
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { LOGIN_FAILED_MESSAGE, loginSchema } from "~/schemas/login";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { recordAudit } from "~/server/domain/audit.server";
import { beginSecondFactor, startStaffSession } from "~/server/credentials/staff-sessions.server";
import { findUserById, verifyLogin } from "~/server/domain/users.server";
import { loginThrottle, throttledMessage } from "~/server/auth/login-throttle.server";
import { PasswordChecksBusyError } from "~/server/credentials/password.server";
import { href } from "react-router";

export const ADMIN_FORM_STRATEGY = "admin-form";

/** Thrown by the strategy for any bad credential (never says which part). */
export class InvalidCredentialsError extends Error {
  constructor() {
    super(LOGIN_FAILED_MESSAGE);
    this.name = "InvalidCredentialsError";
  }
}

type PasswordAccount = { id: number; email: string };

export const authenticator = new Authenticator<PasswordAccount>();

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = loginSchema.safeParse({ email: form.get("email") ?? undefined, password: form.get("password") ?? undefined });
    if (!parsed.success) throw new InvalidCredentialsError();
    const admin = await verifyLogin(parsed.data.email, parsed.data.password);
    if (!admin) throw new InvalidCredentialsError();
    return admin;
  }),
  ADMIN_FORM_STRATEGY,
);

type SignInResult =
  | { ok: true; redirectTo: string; setCookie: string }
  | { ok: false; status: 401 | 429 | 503; error: string; retryAfterSeconds?: number };

const SIGN_IN_BUSY_MESSAGE = "Sign-in is busy right now. Please try again in a few seconds.";

/**
 * Checks the throttle, then the credentials (through the Authenticator), and
 * on success returns the new session cookie and the safe place to go next.
 * `request` carries the sign-in form as its body (remix-auth-form reads it).
 */
export async function signIn(
  request: Request,
  attempt: { email: string; ip: string; redirectTo?: string },
): Promise<SignInResult> {
  const throttle = loginThrottle();
  const state = await throttle.reserve(attempt);
  if (state.blocked) {
    return { ok: false, status: 429, error: throttledMessage(state.retryAfterSeconds), retryAfterSeconds: state.retryAfterSeconds };
  }
  let account: PasswordAccount;
  try {
    account = await authenticator.authenticate(ADMIN_FORM_STRATEGY, request);
  } catch (error) {
    if (error instanceof PasswordChecksBusyError) {
      return { ok: false, status: 503, error: SIGN_IN_BUSY_MESSAGE, retryAfterSeconds: 5 };
    }
    if (!(error instanceof InvalidCredentialsError)) throw error;
    await recordAudit({ action: "sign-in-failed", actor: null, email: attempt.email, detail: "wrong email or password", ip: attempt.ip });
    return { ok: false, status: 401, error: LOGIN_FAILED_MESSAGE };
  }
  const redirectTo = safeRedirectPath(withoutControlCharacters(attempt.redirectTo), href("/admin"));
  // The right password clears the password door's counts. Wrong codes have their own
  // budget (login-throttle.server.ts), which a right password does not reset.
  await throttle.recordSuccess(attempt);
  const user = await findUserById(account.id);
  if (user?.totp_enabled_at || Number(user?.passkeys ?? 0) > 0) {
    // Half-way: the second factor's page finishes the sign-in (and records it).
    return { ok: true, redirectTo: SECOND_FACTOR_PATH, setCookie: await beginSecondFactor(request, account.id, redirectTo) };
  }
  await recordAudit({ action: "sign-in", actor: account, detail: "password", ip: attempt.ip });
  // A brand-new session id: nothing from the cookie the browser came with is kept.
  return { ok: true, redirectTo, setCookie: await startStaffSession(request, account.id, { method: "password", ip: attempt.ip }) };
}

/** Where a right password goes when the account has a second factor. */
export const SECOND_FACTOR_PATH = href("/admin/login/two-factor");

/**
 * Browsers drop tabs and newlines from URLs, so "/\t/evil.example" would
 * become "//evil.example": such a target is refused outright.
 */
function withoutControlCharacters(target: string | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex
  return target && /[\u0000-\u001f\u007f\\]/.test(target) ? undefined : target;
}
