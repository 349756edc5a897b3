/**
 * Passkey challenges handed out and not yet used, in the database
 * (`webauthn_challenges`, migration 0009; decision 0353), so a ceremony
 * started on one server instance finishes on any other. The browser keeps
 * the challenge it was given in its cookie session; this table decides
 * whether it is still good.
 *
 * - A row holds the challenge's SHA-256 (not the challenge), its purpose,
 *   the account for a registration or a second factor, and its expiry
 *   (5 minutes after issue).
 * - Taking is one `DELETE … WHERE challenge_hash = ? RETURNING …`: of two
 *   requests carrying the same challenge, on one instance or two, only one
 *   gets the row back. Any attempt uses the challenge up, whatever its outcome.
 * - The table stays small: every issue first deletes the expired rows; an
 *   account has at most one outstanding challenge per purpose (a new one
 *   replaces it); anonymous sign-in challenges, which anyone can ask for, are
 *   capped (MAX_OUTSTANDING_SIGN_IN, and per client by the caller's rate
 *   limit). `npm run db:purge` deletes what is left expired.
 */
import { createHash } from "node:crypto";
import type { WebauthnChallengesTable } from "~/server/infra/db-schema";
import { db } from "~/server/infra/db.server";

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * Sign-in challenges (nobody signed in yet) outstanding at once, over all
 * instances. A real agency has a handful; a flood of requests from many
 * addresses stops here (passkey sign-in is then refused for a few minutes,
 * the password form still works) instead of filling the database.
 */
export const MAX_OUTSTANDING_SIGN_IN = 10_000;

export type ChallengePurpose = WebauthnChallengesTable["purpose"];

/** The key a challenge is stored under: SHA-256, base64url (43 characters whatever the challenge's length). */
export function challengeHash(challenge: string): string {
  return createHash("sha256").update(challenge, "utf8").digest("base64url");
}

export type SaveResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Stores a new challenge for `purpose`, valid until `now` + 5 minutes. With an
 * account (registration, second factor) it replaces that account's earlier
 * challenge of the same purpose. A sign-in challenge is refused, not stored,
 * when `maxSignIn` of them are outstanding.
 */
export async function saveChallenge(
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
  now = new Date(),
  { maxSignIn = MAX_OUTSTANDING_SIGN_IN }: { maxSignIn?: number } = {},
): Promise<SaveResult> {
  const at = now.toISOString();
  const row = { challenge_hash: challengeHash(challenge), purpose, expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString() };
  const database = db();
  await purgeExpiredChallenges(now);
  if (purpose !== "sign-in") {
    if (userId === null) throw new Error(`a ${purpose} challenge belongs to an account`);
    await database.deleteFrom("webauthn_challenges").where("user_id", "=", userId).where("purpose", "=", purpose).execute();
    await database.insertInto("webauthn_challenges").values({ ...row, user_id: userId }).execute();
    return { ok: true };
  }
  // One statement: the row goes in only while fewer than `maxSignIn` sign-in challenges are live.
  // (Two instances inserting at the same moment can each pass the count: the cap holds to within a few rows.)
  const live = database
    .selectFrom("webauthn_challenges")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("purpose", "=", "sign-in")
    .where("expires_at", ">", at);
  const inserted = await database
    .insertInto("webauthn_challenges")
    .columns(["challenge_hash", "purpose", "expires_at"])
    .expression(
      database
        .selectNoFrom((eb) => [eb.val(row.challenge_hash).as("challenge_hash"), eb.val(row.purpose).as("purpose"), eb.val(row.expires_at).as("expires_at")])
        .where(live, "<", maxSignIn),
    )
    .returning("challenge_hash")
    .executeTakeFirst();
  if (inserted) return { ok: true };
  const soonest = await database
    .selectFrom("webauthn_challenges")
    .select((eb) => eb.fn.min("expires_at").as("at"))
    .where("purpose", "=", "sign-in")
    .where("expires_at", ">", at)
    .executeTakeFirst();
  const waitMs = soonest?.at ? Date.parse(soonest.at) - now.getTime() : CHALLENGE_TTL_MS;
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Takes the stored challenge: deletes its row and returns what it was for,
 * or null when there is none (never issued, already taken, by this instance
 * or another) or it has expired. A racing second request gets null.
 */
export async function takeStoredChallenge(challenge: string, now = new Date()): Promise<{ purpose: ChallengePurpose; userId: number | null } | null> {
  const row = await db()
    .deleteFrom("webauthn_challenges")
    .where("challenge_hash", "=", challengeHash(challenge))
    .returning(["purpose", "user_id", "expires_at"])
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  return { purpose: row.purpose, userId: row.user_id };
}

/** Deletes challenges past their 5 minutes (at every issue, and by `npm run db:purge`). */
export async function purgeExpiredChallenges(now = new Date()): Promise<number> {
  const result = await db().deleteFrom("webauthn_challenges").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
