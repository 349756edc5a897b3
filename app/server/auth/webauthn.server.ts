/**
 * Passkeys (WebAuthn), with @simplewebauthn/server doing the protocol.
 *
 * The relying party is the site's own host: the host of SITE_URL, and also
 * the request's own host when that is `localhost` (development and tests).
 * Browsers refuse WebAuthn on an IP-address origin and on plain http (but
 * for localhost), so there the passkey controls say why they are unavailable
 * and everything else keeps working.
 *
 * Challenges: one per ceremony. The browser carries the one it was given in
 * its cookie session; the database decides (webauthn-challenges.server.ts:
 * purpose, account, 5 minutes), so the ceremony can start on one server
 * instance and finish on another, a restart interrupts nothing, and the
 * answer takes the challenge once (a replayed cookie, or a second instance
 * racing the first, finds no row). Anonymous sign-in challenges are limited
 * per client (SIGN_IN_CHALLENGES_PER_CLIENT) and in all.
 *
 * - Registration (signed-in staff, /admin/account): resident key required (a
 *   passkey can then sign in without a typed email), user verification
 *   preferred, the account's passkeys excluded.
 * - Sign-in (/admin/login): discoverable, user verification required (the
 *   passkey replaces the password), counted by the sign-in throttle.
 * - Second factor (after a right password): only the waiting account's
 *   passkeys are asked for and accepted.
 */
import { isIP } from "node:net";
import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
  VerifiedAuthenticationResponse,
  VerifiedRegistrationResponse,
} from "@simplewebauthn/server";
import { PASSKEY_IP_REASON, type PasskeyAvailability } from "~/lib/passkey-api";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { recordAudit } from "~/server/domain/audit.server";
import {
  cleanPasskeyName,
  credentialsOf,
  findPasskeyByCredentialId,
  insertPasskey,
  recordPasskeyUse,
} from "~/server/domain/passkeys.server";
import { findUserById } from "~/server/domain/users.server";
import { loginThrottle, throttledMessage } from "~/server/auth/login-throttle.server";
import { pendingSecondFactor, startStaffSession } from "~/server/credentials/staff-sessions.server";
import { type ChallengePurpose, saveChallenge, takeStoredChallenge } from "~/server/auth/webauthn-challenges.server";
import { config } from "~/server/infra/config.server";
import { limiterKey, limiterStore } from "~/server/infra/rate-limit.server";
import { commitSession, getSession } from "~/server/infra/session.server";
import { href } from "react-router";

/** The WebAuthn library, loaded at the first passkey ceremony rather than when the server starts (0.2 s of CPU). */
const webAuthn = () => import("@simplewebauthn/server");

export { CHALLENGE_TTL_MS } from "~/server/auth/webauthn-challenges.server";
/** How long the browser may take (the authenticator's prompt). */
const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;

const PASSKEY_INSECURE_REASON = "Passkeys need a secure (https) address. Everything else works here.";
export const PASSKEY_SIGN_IN_FAILED = "That passkey could not sign you in. Try again, or use your email and password.";
export const PASSKEY_EXPIRED = "That passkey request expired or was already used. Please try again.";
export const PASSKEY_NOT_THIS_ACCOUNT = "That passkey does not belong to this account. Use one of its own passkeys.";
const PASSKEY_NOT_WAITING = "Your sign-in has timed out. Please enter your email and password again.";

export type RelyingParty = { available: true; rpID: string; origin: string } | { available: false; reason: string };
export type PasskeyPurpose = ChallengePurpose;

function isIpAddress(hostname: string): boolean {
  return isIP(hostname.replace(/^\[|\]$/g, "")) !== 0;
}

/** The relying party for this request, or why passkeys cannot work at this address. */
export function relyingPartyFor(request: Request, siteUrl = config().siteUrl): RelyingParty {
  const here = new URL(request.url);
  if (here.hostname === "localhost") return { available: true, rpID: "localhost", origin: here.origin };
  if (isIpAddress(here.hostname)) return { available: false, reason: PASSKEY_IP_REASON };
  const site = new URL(siteUrl);
  if (isIpAddress(site.hostname)) return { available: false, reason: PASSKEY_IP_REASON };
  if (here.hostname !== site.hostname) {
    return { available: false, reason: `Passkeys work at the site's own address, ${site.origin}. Everything else works here.` };
  }
  if (site.protocol !== "https:") return { available: false, reason: PASSKEY_INSECURE_REASON };
  return { available: true, rpID: site.hostname, origin: site.origin };
}

export function passkeyAvailability(request: Request): PasskeyAvailability {
  const rp = relyingPartyFor(request);
  return rp.available ? { available: true } : { available: false, reason: rp.reason };
}

// --- challenges ---

/**
 * Sign-in challenges one client (IP address) may ask for in 5 minutes, over
 * all instances; follows RATE_LIMIT. Someone signing in needs one or two.
 */
export const SIGN_IN_CHALLENGES_PER_CLIENT = { points: 20, durationSeconds: 5 * 60 };
export const PASSKEY_BUSY = "Passkey sign-in is busy right now. Please try again in a few minutes, or use your email and password.";

let signInChallengeLimiter: RateLimiterAbstract | undefined;

/** Counts a sign-in challenge for this client: the seconds to wait once its budget is spent, else null. */
async function spendSignInChallenge(ip: string): Promise<number | null> {
  if (!config().rateLimit) return null;
  signInChallengeLimiter ??= limiterStore({ keyPrefix: "passkey-sign-in", points: SIGN_IN_CHALLENGES_PER_CLIENT.points, duration: SIGN_IN_CHALLENGES_PER_CLIENT.durationSeconds });
  try {
    await signInChallengeLimiter.consume(limiterKey(ip || "unknown"));
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}

function tooManyChallenges(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many passkey requests from your connection. Please wait ${minutes} minute${minutes === 1 ? "" : "s"}, or use your email and password.`;
}

/** Stores the challenge (every instance sees it) and puts it in this browser's cookie; refused when the sign-in cap is reached. */
async function issueChallenge(
  request: Request,
  challenge: string,
  purpose: PasskeyPurpose,
  userId: number | null,
  now: Date,
): Promise<{ ok: true; setCookie: string } | { ok: false; retryAfterSeconds: number }> {
  const saved = await saveChallenge(challenge, purpose, userId, now);
  if (!saved.ok) return saved;
  const session = await getSession(request);
  session.set("webauthn", { challenge });
  return { ok: true, setCookie: await commitSession(session) };
}

type TakenChallenge = { challenge: string; userId: number | null } | null;

/**
 * The challenge this browser was given for `purpose`, taken: gone from the
 * cookie (the returned Set-Cookie) and from the database. Null when there is
 * none, it is older than 5 minutes, was for something else, or was used
 * already (here or on another instance).
 */
export async function takeChallenge(request: Request, purpose: PasskeyPurpose, now = new Date()): Promise<{ taken: TakenChallenge; setCookie: string }> {
  const session = await getSession(request);
  const stored = session.get("webauthn");
  session.unset("webauthn");
  const setCookie = await commitSession(session);
  if (!stored || typeof stored.challenge !== "string") return { taken: null, setCookie };
  const row = await takeStoredChallenge(stored.challenge, now);
  if (!row || row.purpose !== purpose) return { taken: null, setCookie };
  return { taken: { challenge: stored.challenge, userId: row.userId }, setCookie };
}

function parseJson<T>(raw: FormDataEntryValue | null): T | null {
  if (typeof raw !== "string" || raw.length === 0) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" && typeof (value as { id?: unknown }).id === "string" ? (value as T) : null;
  } catch {
    return null;
  }
}

export type CeremonyFailure = { ok: false; status: 400 | 401 | 403 | 429; error: string; setCookie?: string; retryAfterSeconds?: number };

// --- registration ---

export interface Registrant {
  id: number;
  email: string;
  name: string | null;
}

export async function registrationOptions(
  request: Request,
  user: Registrant,
  now = new Date(),
): Promise<{ ok: true; options: PublicKeyCredentialCreationOptionsJSON; setCookie: string } | CeremonyFailure> {
  const rp = relyingPartyFor(request);
  if (!rp.available) return { ok: false, status: 400, error: rp.reason };
  const { generateRegistrationOptions } = await webAuthn();
  const options = await generateRegistrationOptions({
    rpName: config().business.companyName,
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: user.name ?? user.email,
    // Stable per account, so the same authenticator replaces its passkey instead of adding a second.
    userID: new TextEncoder().encode(`staff-${user.id}`),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: await credentialsOf(user.id),
    authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "preferred" },
  });
  const issued = await issueChallenge(request, options.challenge, "register", user.id, now);
  if (!issued.ok) return { ok: false, status: 429, error: PASSKEY_BUSY, retryAfterSeconds: issued.retryAfterSeconds };
  return { ok: true, options, setCookie: issued.setCookie };
}

export async function finishRegistration(
  request: Request,
  user: Registrant,
  fields: { response: FormDataEntryValue | null; name: FormDataEntryValue | null },
  now = new Date(),
): Promise<{ ok: true; passkeyId: number; name: string; setCookie: string } | CeremonyFailure> {
  const rp = relyingPartyFor(request);
  if (!rp.available) return { ok: false, status: 400, error: rp.reason };
  const { taken, setCookie } = await takeChallenge(request, "register", now);
  if (!taken || taken.userId !== user.id) return { ok: false, status: 400, error: PASSKEY_EXPIRED, setCookie };
  const response = parseJson<RegistrationResponseJSON>(fields.response);
  if (!response) return { ok: false, status: 400, error: "The passkey's answer could not be read. Please try again.", setCookie };
  const { verifyRegistrationResponse } = await webAuthn();
  let verified: VerifiedRegistrationResponse;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: taken.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
  } catch {
    return { ok: false, status: 400, error: "The passkey could not be checked. Please try again.", setCookie };
  }
  if (!verified.verified) return { ok: false, status: 400, error: "The passkey could not be checked. Please try again.", setCookie };
  const { credential } = verified.registrationInfo;
  if (await findPasskeyByCredentialId(credential.id)) {
    return { ok: false, status: 400, error: "This passkey is already registered.", setCookie };
  }
  const name = cleanPasskeyName(typeof fields.name === "string" ? fields.name : "") || "Passkey";
  const passkeyId = await insertPasskey(
    {
      credentialId: credential.id,
      userId: user.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: response.response.transports ?? credential.transports ?? [],
      name,
    },
    now,
  );
  return { ok: true, passkeyId, name, setCookie };
}

// --- sign-in and second factor ---

export type SignInMode = "sign-in" | "second-factor";

/**
 * The options of a passkey sign-in or second factor, with a new challenge.
 * `ip`: the client's address; anyone can ask for a sign-in challenge, so each
 * client gets SIGN_IN_CHALLENGES_PER_CLIENT of them in 5 minutes.
 */
export async function authenticationOptions(
  request: Request,
  mode: SignInMode,
  ip: string,
  now = new Date(),
): Promise<{ ok: true; options: PublicKeyCredentialRequestOptionsJSON; setCookie: string } | CeremonyFailure> {
  const rp = relyingPartyFor(request);
  if (!rp.available) return { ok: false, status: 400, error: rp.reason };
  if (mode === "sign-in") {
    const wait = await spendSignInChallenge(ip);
    if (wait !== null) return { ok: false, status: 429, error: tooManyChallenges(wait), retryAfterSeconds: wait };
    const { generateAuthenticationOptions } = await webAuthn();
    const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: "required", timeout: CEREMONY_TIMEOUT_MS });
    const issued = await issueChallenge(request, options.challenge, "sign-in", null, now);
    if (!issued.ok) return { ok: false, status: 429, error: PASSKEY_BUSY, retryAfterSeconds: issued.retryAfterSeconds };
    return { ok: true, options, setCookie: issued.setCookie };
  }
  const pending = await pendingSecondFactor(request, now);
  if (!pending) return { ok: false, status: 401, error: PASSKEY_NOT_WAITING };
  const allowCredentials = await credentialsOf(pending.userId);
  if (!allowCredentials.length) return { ok: false, status: 400, error: "This account has no passkey. Use your authentication code." };
  const { generateAuthenticationOptions } = await webAuthn();
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: "preferred", allowCredentials, timeout: CEREMONY_TIMEOUT_MS });
  const issued = await issueChallenge(request, options.challenge, "second-factor", pending.userId, now);
  if (!issued.ok) return { ok: false, status: 429, error: PASSKEY_BUSY, retryAfterSeconds: issued.retryAfterSeconds };
  return { ok: true, options, setCookie: issued.setCookie };
}

/**
 * Checks the passkey's answer and, when it is right, starts the session.
 * `redirectTo` (sign-in mode): where the person was going; a second factor
 * goes where the password step said.
 */
export async function finishAuthentication(
  request: Request,
  mode: SignInMode,
  fields: { response: FormDataEntryValue | null; redirectTo?: FormDataEntryValue | null; ip: string },
  now = new Date(),
): Promise<{ ok: true; redirectTo: string; setCookie: string } | CeremonyFailure> {
  const { ip } = fields;
  const rp = relyingPartyFor(request);
  if (!rp.available) return { ok: false, status: 400, error: rp.reason };
  const pending = mode === "second-factor" ? await pendingSecondFactor(request, now) : null;
  if (mode === "second-factor" && !pending) return { ok: false, status: 401, error: PASSKEY_NOT_WAITING };

  const { taken, setCookie } = await takeChallenge(request, mode, now);
  const response = parseJson<AuthenticationResponseJSON>(fields.response);
  const stored = response ? await findPasskeyByCredentialId(response.id) : null;
  const owner = stored ? await findUserById(stored.userId) : null;
  // The account the failure is recorded against: the passkey's, or the one waiting for its second factor.
  const waiting = pending ? await findUserById(pending.userId) : null;
  const accountEmail = owner?.email ?? waiting?.email ?? "(unknown passkey)";

  const throttle = loginThrottle();
  // A passkey's own budget (per IP): wrong passwords or codes never close this door.
  const state = await throttle.reserve({ email: accountEmail, ip, door: "passkey" });
  if (state.blocked) {
    return { ok: false, status: 429, error: throttledMessage(state.retryAfterSeconds), retryAfterSeconds: state.retryAfterSeconds, setCookie };
  }
  const fail = async (status: 400 | 401 | 403, error: string, why: string): Promise<CeremonyFailure> => {
    await recordAudit({ action: "sign-in-failed", actor: null, email: owner?.email ?? waiting?.email, detail: `passkey: ${why}`, ip }, now);
    return { ok: false, status, error, setCookie };
  };

  if (!taken || (mode === "second-factor" && taken.userId !== pending?.userId)) return fail(400, PASSKEY_EXPIRED, "challenge expired or already used");
  if (!response) return fail(400, PASSKEY_SIGN_IN_FAILED, "unreadable answer");
  if (!stored || !owner) return fail(401, PASSKEY_SIGN_IN_FAILED, "unknown passkey");
  if (pending && stored.userId !== pending.userId) return fail(403, PASSKEY_NOT_THIS_ACCOUNT, "another account's passkey");

  const { verifyAuthenticationResponse } = await webAuthn();
  let verification: VerifiedAuthenticationResponse;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: taken.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: { id: stored.credentialId, publicKey: stored.publicKey, counter: stored.counter, transports: stored.transports },
      requireUserVerification: mode === "sign-in",
    });
  } catch {
    return fail(401, PASSKEY_SIGN_IN_FAILED, "verification failed");
  }
  if (!verification.verified) return fail(401, PASSKEY_SIGN_IN_FAILED, "verification failed");
  if (owner.deactivated_at) return fail(401, PASSKEY_SIGN_IN_FAILED, "account deactivated");

  await recordPasskeyUse(stored.id, verification.authenticationInfo.newCounter, now);
  await throttle.recordSuccess({ email: accountEmail, ip, door: "passkey" });
  const method = mode === "sign-in" ? "passkey" : "password + passkey";
  await recordAudit({ action: "sign-in", actor: { id: owner.id, email: owner.email }, detail: method, ip }, now);
  const redirectTo = pending ? pending.redirectTo : safeRedirectPath(withoutControlCharacters(fields.redirectTo), href("/admin"));
  return { ok: true, redirectTo, setCookie: await startStaffSession(request, owner.id, { method, ip }, now) };
}

/** As the password step: tabs and newlines in a target are refused outright. */
function withoutControlCharacters(target: FormDataEntryValue | null | undefined): string | undefined {
  if (typeof target !== "string") return undefined;
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f\\]/.test(target) ? undefined : target;
}

/** The JSON answer of a passkey endpoint: never cached, with the cookie the ceremony changed. */
export function passkeyJson(body: object, status: number, setCookie?: string, retryAfterSeconds?: number): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  if (retryAfterSeconds) headers.set("Retry-After", String(retryAfterSeconds));
  return Response.json(body, { status, headers });
}
