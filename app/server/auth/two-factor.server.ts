/**
 * Two-factor with an authenticator app (TOTP, RFC 6238: 30-second steps,
 * 6 digits, HMAC-SHA-1, what every authenticator app reads from a QR code),
 * done by otplib; and the 10 single-use recovery codes that stand in for the
 * app when the phone is lost.
 *
 * - Set-up keeps the new secret in users.totp_pending_secret (on the server,
 *   never in a hidden field) until a right code confirms it.
 * - A code is accepted one step either side of now (clock drift), and never
 *   twice: the accepted time step is stored in users.totp_last_step, and any
 *   step up to it is refused (the update is conditional, so two requests
 *   racing with one code cannot both win).
 * - The app's secret is sealed at rest (AES-256-GCM, a key outside the
 *   database: app/server/infra/sealed-secrets.server.ts), pending or confirmed.
 * - Recovery codes are stored only as scrypt hashes with a random salt each
 *   (as passwords, at a lighter cost: a code has 50 random bits); using one
 *   marks it used in one conditional update.
 */
import { randomInt } from "node:crypto";
import { db } from "~/server/infra/db.server";
import { isSealed, needsResealing, open, seal } from "~/server/infra/sealed-secrets.server";
import { hashPassword, verifyPassword } from "~/server/credentials/password.server";
import { tokenHash } from "~/server/credentials/tokens.server";

/** What binds a sealed secret to its account: a value copied to another row does not open. */
const totpPurpose = (userId: number) => `totp:${userId}`;
const sealTotp = (userId: number, secret: string) => seal(secret, totpPurpose(userId));
/** A secret as stored: sealed (or, before start-up sealed it, in clear). */
const openTotp = (userId: number, stored: string) => (isSealed(stored) ? open(stored, totpPurpose(userId)) : stored);

/**
 * scrypt for recovery codes: 2^14 (16 MB, a few ms). A code has 50 random
 * bits, so the hash need not be as slow as a password's; checking one code
 * runs it against each unused code of the account (at most 10).
 */
const RECOVERY_HASH = { N: 2 ** 14, r: 8, p: 1 };

/** What authenticator apps expect (and otplib's defaults, said out loud). */
const TOTP = { algorithm: "sha1", digits: 6, period: 30 } as const;
/** One step either side of now. */
const EPOCH_TOLERANCE_S = TOTP.period;
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: easy to read back from paper. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const ISSUER = "Sinai Home Care";

/** otplib and uqr, loaded at the first two-factor step: most requests (and server starts) never need them. */
const totpLibrary = () => import("otplib");
const qrLibrary = () => import("uqr");

export async function newTotpSecret(): Promise<string> {
  const { generateSecret } = await totpLibrary();
  return generateSecret({ length: 20 });
}

/** The secret in groups of four, for typing it into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

export async function otpauthUri(email: string, secret: string): Promise<string> {
  const { generateURI } = await totpLibrary();
  return generateURI({ issuer: ISSUER, label: email, secret, ...TOTP });
}

/** The QR code of the otpauth URI as an inline SVG (drawn on the server, no JavaScript). */
export async function qrCodeSvg(uri: string): Promise<string> {
  const { renderSVG } = await qrLibrary();
  return renderSVG(uri, { ecc: "M", border: 2 });
}

/** Digits only: people type "123 456" or paste "123-456". */
export function normaliseTotpCode(input: string): string {
  return input.replace(/[\s-]/g, "");
}

type CodeCheck = { ok: true; step: number } | { ok: false; reason: "wrong" | "used" };

/** Whether `code` is right for `secret` now (±1 step), and not at or before `lastStep`. */
export async function checkTotpCode(secret: string, code: string, lastStep: number | null, now = new Date()): Promise<CodeCheck> {
  const token = normaliseTotpCode(code);
  if (!/^\d{6}$/.test(token)) return { ok: false, reason: "wrong" };
  const { verify } = await totpLibrary();
  const result = await verify({ secret, token, ...TOTP, epoch: Math.floor(now.getTime() / 1000), epochTolerance: EPOCH_TOLERANCE_S });
  // A TOTP result always carries its time step (the union type also covers HOTP's).
  if (!result.valid || !("timeStep" in result)) return { ok: false, reason: "wrong" };
  if (lastStep !== null && result.timeStep <= lastStep) return { ok: false, reason: "used" };
  return { ok: true, step: result.timeStep };
}

/** Records `step` as used, unless a step as late or later was recorded first. */
async function claimStep(userId: number, step: number): Promise<boolean> {
  const result = await db()
    .updateTable("users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface TwoFactorState {
  enabledAt: string | null;
  pendingSecret: string | null;
  recoveryCodesLeft: number;
}

export async function twoFactorState(userId: number): Promise<TwoFactorState> {
  const user = await db().selectFrom("users").select(["totp_enabled_at", "totp_pending_secret"]).where("id", "=", userId).executeTakeFirst();
  return {
    enabledAt: user?.totp_enabled_at ?? null,
    pendingSecret: user?.totp_enabled_at || !user?.totp_pending_secret ? null : openTotp(userId, user.totp_pending_secret),
    recoveryCodesLeft: await recoveryCodesLeft(userId),
  };
}

/** "Set up": a new pending secret (replacing an unconfirmed one). */
export async function beginTotpSetup(userId: number): Promise<string> {
  const secret = await newTotpSecret();
  await db().updateTable("users").set({ totp_pending_secret: sealTotp(userId, secret) }).where("id", "=", userId).where("totp_enabled_at", "is", null).execute();
  return secret;
}

export async function cancelTotpSetup(userId: number): Promise<void> {
  await db().updateTable("users").set({ totp_pending_secret: null }).where("id", "=", userId).execute();
}

type ConfirmResult = { ok: true; recoveryCodes: string[] } | { ok: false; error: string };

/**
 * A right code from the app confirms the pending secret: two-factor is on,
 * and the first recovery codes are made (returned in clear this once).
 */
export async function confirmTotpSetup(userId: number, code: string, now = new Date()): Promise<ConfirmResult> {
  const user = await db().selectFrom("users").select(["totp_pending_secret", "totp_enabled_at"]).where("id", "=", userId).executeTakeFirst();
  if (!user?.totp_pending_secret || user.totp_enabled_at) return { ok: false, error: "Start the set-up again: choose “Set up two-factor”." };
  const check = await checkTotpCode(openTotp(userId, user.totp_pending_secret), code, null, now);
  if (!check.ok) return { ok: false, error: "That code is not right. Enter the 6-digit code your app shows now." };
  const enabled = await db()
    .updateTable("users")
    .set({
      totp_secret: user.totp_pending_secret,
      totp_pending_secret: null,
      totp_enabled_at: now.toISOString(),
      totp_last_step: check.step,
      updated_at: now.toISOString(),
    })
    .where("id", "=", userId)
    .where("totp_enabled_at", "is", null)
    .where("totp_pending_secret", "=", user.totp_pending_secret)
    .executeTakeFirst();
  if (Number(enabled.numUpdatedRows) !== 1) return { ok: false, error: "Start the set-up again: choose “Set up two-factor”." };
  return { ok: true, recoveryCodes: await replaceRecoveryCodes(userId, now) };
}

/** Turns two-factor (the app) off: the secret and the recovery codes are gone. */
export async function disableTotp(userId: number, now = new Date()): Promise<void> {
  await db()
    .updateTable("users")
    .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: now.toISOString() })
    .where("id", "=", userId)
    .execute();
  await db().deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
}

/**
 * The second step of sign-in (or a check on the account page): a right,
 * unused code from the account's app. The step is claimed atomically.
 */
export async function verifyUserTotp(userId: number, code: string, now = new Date()): Promise<{ ok: true } | { ok: false; reason: "wrong" | "used" | "off" }> {
  const user = await db().selectFrom("users").select(["totp_secret", "totp_enabled_at", "totp_last_step"]).where("id", "=", userId).executeTakeFirst();
  if (!user?.totp_secret || !user.totp_enabled_at) return { ok: false, reason: "off" };
  const check = await checkTotpCode(openTotp(userId, user.totp_secret), code, user.totp_last_step, now);
  if (!check.ok) return check;
  return (await claimStep(userId, check.step)) ? { ok: true } : { ok: false, reason: "used" };
}

/** xxxx-xxxx-xx from the alphabet above (50 bits). */
function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** Case, spaces and dashes do not matter when a recovery code is typed back. */
export function normaliseRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, "");
}

/** The hash of a legacy code (SHA-256 salted with the user id), still accepted until the codes are replaced. */
function legacyRecoveryCodeHash(userId: number, code: string): string {
  return tokenHash(`recovery:${userId}:${normaliseRecoveryCode(code)}`);
}

/** Deletes the user's recovery codes and makes 10 new ones, returned in clear (shown once). */
export async function replaceRecoveryCodes(userId: number, now = new Date()): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  // One after another: ten at once would fill the password hashes' queue (password.server.ts) and be refused as busy.
  const hashes: string[] = [];
  for (const code of codes) hashes.push(await hashPassword(normaliseRecoveryCode(code), RECOVERY_HASH));
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
      await trx
        .insertInto("recovery_codes")
        .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now.toISOString() })))
        .execute();
    });
  return codes;
}

export async function recoveryCodesLeft(userId: number): Promise<number> {
  const row = await db()
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Uses one recovery code: true once per code (marked used in one conditional update). */
export async function spendRecoveryCode(userId: number, code: string, now = new Date()): Promise<boolean> {
  const normalised = normaliseRecoveryCode(code);
  if (!/^[a-z0-9]{10}$/.test(normalised)) return false;
  const unused = await db().selectFrom("recovery_codes").select(["id", "code_hash"]).where("user_id", "=", userId).where("used_at", "is", null).execute();
  let match: number | undefined;
  for (const row of unused) {
    const right = row.code_hash.startsWith("scrypt$")
      ? await verifyPassword(normalised, row.code_hash)
      : row.code_hash === legacyRecoveryCodeHash(userId, normalised);
    if (right) match = row.id;
  }
  if (match === undefined) return false;
  const result = await db().updateTable("recovery_codes").set({ used_at: now.toISOString() }).where("id", "=", match).where("used_at", "is", null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Seals every two-factor secret still in clear, or under a key that is no
 * longer the first (after a rotation). Run at every start, after the
 * migrations; returns how many were sealed.
 */
export async function sealTwoFactorSecrets(): Promise<number> {
  const rows = await db()
    .selectFrom("users")
    .select(["id", "totp_secret", "totp_pending_secret"])
    .where((eb) => eb.or([eb("totp_secret", "is not", null), eb("totp_pending_secret", "is not", null)]))
    .execute();
  let sealed = 0;
  for (const row of rows) {
    for (const column of ["totp_secret", "totp_pending_secret"] as const) {
      const stored = row[column];
      if (!stored || !needsResealing(stored)) continue;
      await db()
        .updateTable("users")
        .set({ [column]: sealTotp(row.id, openTotp(row.id, stored)) })
        .where("id", "=", row.id)
        .where(column, "=", stored)
        .execute();
      sealed += 1;
    }
  }
  return sealed;
}
