/**
 * Staff sessions on the server. The cookie (signed, HttpOnly) carries only a
 * random session id; its SHA-256 names a row in staff_sessions, which says
 * who it is, from which device and IP, when it began and when it was last
 * used. So a session can be listed, ended from elsewhere (sign out other
 * sessions, a password reset, a deactivation) and timed out:
 * - after 8 hours without a request (idle),
 * - 7 days after sign-in whatever happens (absolute).
 * Every sign-in makes a new id (the old cookie's id, if any, is never reused),
 * and so does a change of privilege (a second factor completing sign-in).
 */
import { db } from "~/server/infra/db.server";
import { commitSession, getSession, type AppSession } from "~/server/infra/session.server";
import { randomToken, tokenHash } from "~/server/credentials/tokens.server";
import { href } from "react-router";

export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute per session (not on every request). */
const TOUCH_EVERY_MS = 60 * 1000;

/** How the person proved who they are, shown in the sessions list and the audit trail. */
export type SignInMethod = "password" | "password + authentication code" | "password + recovery code" | "password + passkey" | "passkey" | "invitation" | "password reset";

/** Sign-ins that proved more than a password. */
const PROVEN_AT_SIGN_IN: ReadonlySet<SignInMethod> = new Set(["password + authentication code", "password + recovery code", "password + passkey", "passkey"]);

export interface LiveSession {
  id: number;
  userId: number;
}

function cutoffs(now: Date) {
  return {
    idle: new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
    absolute: new Date(now.getTime() - SESSION_ABSOLUTE_MS).toISOString(),
  };
}

/** The live session the cookie names, or null (none, ended, idle too long, too old). */
export async function liveSessionOf(cookieSession: AppSession, now = new Date()): Promise<LiveSession | null> {
  const sid = cookieSession.get("sid");
  if (typeof sid !== "string" || sid.length < 20) return null;
  const { idle, absolute } = cutoffs(now);
  const row = await db()
    .selectFrom("staff_sessions")
    .select(["id", "user_id", "last_seen_at"])
    .where("token_hash", "=", tokenHash(sid))
    .where("ended_at", "is", null)
    .where("last_seen_at", ">", idle)
    .where("created_at", ">", absolute)
    .executeTakeFirst();
  if (!row) return null;
  if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
    await db().updateTable("staff_sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", row.id).execute();
  }
  return { id: row.id, userId: row.user_id };
}

/**
 * Starts a session for this user and returns the Set-Cookie value. Whatever
 * the browser's cookie held before (an old session id, a pending second
 * factor, a passkey challenge) is replaced; its old session, if live, is ended.
 */
export async function startStaffSession(
  request: Request,
  userId: number,
  how: { method: SignInMethod; ip: string },
  now = new Date(),
): Promise<string> {
  const cookieSession = await getSession(request);
  const previous = cookieSession.get("sid");
  if (typeof previous === "string") {
    await db().updateTable("staff_sessions").set({ ended_at: now.toISOString() }).where("token_hash", "=", tokenHash(previous)).where("ended_at", "is", null).execute();
  }
  const sid = randomToken();
  const at = now.toISOString();
  await db()
    .insertInto("staff_sessions")
    .values({
      token_hash: tokenHash(sid),
      user_id: userId,
      created_at: at,
      last_seen_at: at,
      user_agent: (request.headers.get("User-Agent") ?? "").slice(0, 400),
      ip: how.ip.slice(0, 64),
      method: how.method,
      // A second factor (or a passkey, which is one) just proved it is them: factor changes need no password for a few minutes.
      proven_at: PROVEN_AT_SIGN_IN.has(how.method) ? at : null,
    })
    .execute();
  await db().updateTable("users").set({ last_sign_in_at: at }).where("id", "=", userId).execute();
  cookieSession.unset("pending");
  cookieSession.unset("webauthn");
  cookieSession.set("sid", sid);
  return commitSession(cookieSession);
}

export async function endSession(sessionId: number, now = new Date()): Promise<void> {
  await db().updateTable("staff_sessions").set({ ended_at: now.toISOString() }).where("id", "=", sessionId).where("ended_at", "is", null).execute();
}

/** Ends every session of the user (but `except`, the one making the request). Returns how many. */
export async function endUserSessions(userId: number, options: { except?: number } = {}, now = new Date()): Promise<number> {
  let query = db().updateTable("staff_sessions").set({ ended_at: now.toISOString() }).where("user_id", "=", userId).where("ended_at", "is", null);
  if (options.except !== undefined) query = query.where("id", "!=", options.except);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface SessionListing {
  id: number;
  userAgent: string;
  ip: string;
  method: string;
  createdAt: string;
  lastSeenAt: string;
}

/** The user's live sessions, most recently used first. */
export async function listLiveSessions(userId: number, now = new Date()): Promise<SessionListing[]> {
  const { idle, absolute } = cutoffs(now);
  const rows = await db()
    .selectFrom("staff_sessions")
    .select(["id", "user_agent", "ip", "method", "created_at", "last_seen_at"])
    .where("user_id", "=", userId)
    .where("ended_at", "is", null)
    .where("last_seen_at", ">", idle)
    .where("created_at", ">", absolute)
    .orderBy("last_seen_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.user_agent,
    ip: row.ip,
    method: row.method,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
  }));
}

/** Session rows that can no longer be used are kept for the list's history only this long. */
export async function purgeOldSessions(now = new Date()): Promise<number> {
  const { absolute } = cutoffs(now);
  const result = await db().deleteFrom("staff_sessions").where("created_at", "<", absolute).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A right password waits this long for its second factor. */
const PENDING_SECOND_FACTOR_MS = 10 * 60 * 1000;

/**
 * The password was right but the account has a second factor: the cookie
 * remembers that (and where to go next) without signing anyone in.
 */
export async function beginSecondFactor(request: Request, userId: number, redirectTo: string, now = new Date()): Promise<string> {
  const cookieSession = await getSession(request);
  // A session this browser still had ends on the server too, not only in the cookie.
  const previous = cookieSession.get("sid");
  if (typeof previous === "string") {
    await db().updateTable("staff_sessions").set({ ended_at: now.toISOString() }).where("token_hash", "=", tokenHash(previous)).where("ended_at", "is", null).execute();
  }
  cookieSession.unset("sid");
  cookieSession.set("pending", { userId, at: now.getTime(), redirectTo });
  return commitSession(cookieSession);
}

/** The account waiting for its second factor, if the password was given less than 10 minutes ago. */
export async function pendingSecondFactor(request: Request, now = new Date()): Promise<{ userId: number; redirectTo: string } | null> {
  const pending = (await getSession(request)).get("pending");
  if (!pending || typeof pending.userId !== "number" || typeof pending.at !== "number") return null;
  if (now.getTime() - pending.at > PENDING_SECOND_FACTOR_MS || pending.at > now.getTime()) return null;
  return { userId: pending.userId, redirectTo: typeof pending.redirectTo === "string" ? pending.redirectTo : href("/admin") };
}
