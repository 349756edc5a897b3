/**
 * Staff accounts as the owner manages them (/admin/staff) and as people
 * reach them by email: invitations, roles, deactivation, password resets.
 *
 * Links (invitations: 7 days; resets: 1 hour) carry a random token; only its
 * SHA-256 is stored (staff_tokens), a lookup goes by that hash, and a token
 * is used up by one conditional UPDATE (used_at still empty, not expired),
 * so two requests racing with one link cannot both win.
 *
 * "The last active owner can be neither demoted nor deactivated" is part of
 * the UPDATE's own WHERE clause, and the UPDATE runs with every active owner
 * locked (withOwnersLocked), so two owners demoting each other at once cannot
 * leave the agency without one, on SQLite and PostgreSQL alike.
 *
 * Lock order: a transaction here that locks rows of both tables takes users
 * (withOwnersLocked, activeOwner) before staff_tokens, so a demotion, an
 * invitation and its acceptance at the same moment never wait for each other
 * in a circle (decision 0345).
 */
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "~/server/infra/db-schema";
import { isStaffRole, type StaffRole } from "~/lib/staff-roles";
import { db } from "~/server/infra/db.server";
import { config } from "~/server/infra/config.server";
import { randomToken, tokenHash } from "~/server/credentials/tokens.server";
import { hashPassword, verifyPassword } from "~/server/credentials/password.server";
import { endUserSessions } from "~/server/credentials/staff-sessions.server";
import { sendStaffMail } from "~/server/domain/staff-mail.server";
import { normaliseEmail } from "~/server/domain/users.server";
import { revokePreviewLinksNoLongerAllowed } from "~/server/domain/post-previews.server";
import { lockingRead } from "~/server/infra/db-dialect.server";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  editor: "Editor",
  author: "Author",
  hr: "HR",
  coordinator: "Care coordinator",
};

export const STAFF_MESSAGES = {
  alreadyStaff: "This email already has a staff account.",
  lastOwner: "This is the last active owner: make someone else an owner first.",
  notFound: "That staff member no longer exists.",
  ownAccount: "You cannot deactivate your own account.",
  notOwner: "Only an owner can invite staff, and your account is no longer one.",
} as const;

// ---------------------------------------------------------------- the list

export interface StaffListing {
  id: number;
  email: string;
  name: string | null;
  role: StaffRole;
  twoFactor: boolean;
  lastSignInAt: string | null;
  deactivatedAt: string | null;
}

export async function listStaff(): Promise<StaffListing[]> {
  const rows = await db()
    .selectFrom("users")
    .select((eb) => [
      "id",
      "email",
      "name",
      "role",
      "totp_enabled_at",
      "last_sign_in_at",
      "deactivated_at",
      eb.selectFrom("passkeys").whereRef("passkeys.user_id", "=", "users.id").select(eb.fn.countAll<number>().as("n")).as("passkeys"),
    ])
    // Active staff first (NULLS FIRST said, since PostgreSQL sorts NULLs last by default).
    .orderBy("deactivated_at", (order) => order.asc().nullsFirst())
    .orderBy("email")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: isStaffRole(row.role) ? row.role : "author",
    twoFactor: Boolean(row.totp_enabled_at) || Number(row.passkeys ?? 0) > 0,
    lastSignInAt: row.last_sign_in_at,
    deactivatedAt: row.deactivated_at,
  }));
}

export interface PendingInvitation {
  id: number;
  email: string;
  role: StaffRole;
  createdAt: string;
  expiresAt: string;
}

export async function listPendingInvitations(now = new Date()): Promise<PendingInvitation[]> {
  const rows = await db()
    .selectFrom("staff_tokens")
    .select(["id", "email", "role", "created_at", "expires_at"])
    .where("kind", "=", "invite")
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: isStaffRole(row.role) ? row.role : "author",
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  }));
}

// ---------------------------------------------------------------- invitations

type Result<T = object> = ({ ok: true } & T) | { ok: false; error: string };

async function emailTaken(email: string): Promise<boolean> {
  return Boolean(await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirst());
}

/**
 * An invitation for `email` with `role`: a new link (any earlier one still
 * open for that email stops working), mailed to the invitee.
 */
export async function inviteStaff(
  input: { email: string; role: StaffRole; invitedBy: { id: number; email: string; name: string | null } },
  now = new Date(),
): Promise<Result<{ invitationId: number; token: string; mail: "sent" | "unsent" | "failed" }>> {
  const email = normaliseEmail(input.email);
  if (await emailTaken(email)) return { ok: false, error: STAFF_MESSAGES.alreadyStaff };
  const token = randomToken();
  const at = now.toISOString();
  const invitationId = await db()
    .transaction()
    .execute(async (trx) => {
      // The sender's row locked (PostgreSQL): a demotion at this moment waits, then revokes this
      // invitation with their others; one that came first leaves nobody to send it.
      if (!(await activeOwner(trx, input.invitedBy.id))) return null;
      await trx.updateTable("staff_tokens").set({ used_at: at }).where("kind", "=", "invite").where("email", "=", email).where("used_at", "is", null).execute();
      const row = await trx
        .insertInto("staff_tokens")
        .values({
          kind: "invite",
          token_hash: tokenHash(token),
          user_id: null,
          email,
          role: input.role,
          created_by: input.invitedBy.id,
          created_at: at,
          expires_at: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    });
  if (invitationId === null) return { ok: false, error: STAFF_MESSAGES.notOwner };
  const { siteUrl, business } = config();
  const inviter = input.invitedBy.name ? `${input.invitedBy.name} (${input.invitedBy.email})` : input.invitedBy.email;
  const mail = await sendStaffMail(
    {
      to: email,
      subject: `You're invited to the ${business.companyName} admin`,
      text: [
        "Hello,",
        "",
        `${inviter} invited you to the ${business.companyName} admin as ${ROLE_LABELS[input.role]}.`,
        "",
        "Choose your name and password here (the link works once, for 7 days):",
        `${siteUrl}/admin/invite/${token}`,
        "",
        "If you did not expect this invitation, you can ignore this email.",
      ].join("\n"),
      validForMs: INVITATION_TTL_MS,
    },
    now,
  );
  return { ok: true, invitationId, token, mail };
}

export async function revokeInvitation(invitationId: number, now = new Date()): Promise<string | null> {
  const row = await db()
    .updateTable("staff_tokens")
    .set({ used_at: now.toISOString() })
    .where("id", "=", invitationId)
    .where("kind", "=", "invite")
    .where("used_at", "is", null)
    .returning("email")
    .executeTakeFirst();
  return row?.email ?? null;
}

/** A live token of this kind (not used, not expired; an invitation's sender still an active owner), or null. */
async function liveToken(kind: "invite" | "reset", token: string, now: Date) {
  if (typeof token !== "string" || token.length < 20 || token.length > 100) return null;
  const row = await db()
    .selectFrom("staff_tokens")
    .select(["id", "email", "role", "user_id", "expires_at", "created_by"])
    .where("kind", "=", kind)
    .where("token_hash", "=", tokenHash(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row || (kind === "invite" && !(await activeOwner(db(), row.created_by)))) return null;
  return row;
}

/**
 * The account `id` while it is an active owner. An invitation is the owner's to give: it works
 * only while whoever sent it is still an active owner. Inside a transaction the row is read
 * with a shared lock (PostgreSQL) held to its end: a demotion or deactivation of that owner at
 * the same moment (withOwnersLocked) waits for the transaction, or came first and the owner is
 * not found. Invitations sent or accepted together share the lock and do not wait.
 */
async function activeOwner(executor: Kysely<Database> | Transaction<Database>, id: number | null) {
  if (id === null) return undefined;
  const query = executor.selectFrom("users").select("id").where("id", "=", id).where("role", "=", "owner").where("deactivated_at", "is", null);
  return (executor.isTransaction ? lockingRead(executor, query, "share") : query).executeTakeFirst();
}

/** The invitation a link names, while it can still be accepted. */
export async function findInvitation(token: string, now = new Date()): Promise<{ email: string; role: StaffRole } | null> {
  const row = await liveToken("invite", token, now);
  if (!row) return null;
  return { email: row.email, role: isStaffRole(row.role) ? row.role : "author" };
}

/**
 * Creates the invitee's account: the token is used up and the account
 * created in one transaction. Null when the link is no longer valid (used,
 * expired, revoked) or the email got an account meanwhile.
 */
export async function acceptInvitation(
  token: string,
  input: { name: string; password: string },
  now = new Date(),
): Promise<{ userId: number; email: string; role: StaffRole } | null> {
  if (!(await liveToken("invite", token, now))) return null;
  // The slow hash before the transaction (which holds the database's write lock).
  const passwordHash = await hashPassword(input.password);
  const at = now.toISOString();
  return db()
    .transaction()
    .execute(async (trx) => {
      // The sender's row before the token's (the lock order above).
      const sent = await trx.selectFrom("staff_tokens").select("created_by").where("kind", "=", "invite").where("token_hash", "=", tokenHash(token)).executeTakeFirst();
      if (!sent || !(await activeOwner(trx, sent.created_by))) return null;
      const used = await trx
        .updateTable("staff_tokens")
        .set({ used_at: at })
        .where("kind", "=", "invite")
        .where("token_hash", "=", tokenHash(token))
        .where("used_at", "is", null)
        .where("expires_at", ">", at)
        .returning(["email", "role"])
        .executeTakeFirst();
      if (!used) return null;
      if (await trx.selectFrom("users").select("id").where("email", "=", used.email).executeTakeFirst()) return null;
      const role = isStaffRole(used.role) ? used.role : "author";
      const user = await trx
        .insertInto("users")
        .values({ email: used.email, name: input.name, password_hash: passwordHash, role, created_at: at, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { userId: user.id, email: used.email, role };
    });
}

// ---------------------------------------------------------------- roles and deactivation

/** True when the row is an active owner and no other active owner exists (in the same statement). */
const isLastActiveOwner = sql<boolean>`(users.role = 'owner' AND users.deactivated_at IS NULL AND (SELECT count(*) FROM users AS o WHERE o.role = 'owner' AND o.deactivated_at IS NULL) <= 1)`;

/**
 * Runs a write that may take an owner away (a new role, a deactivation) in a transaction that
 * first locks every active owner's row (PostgreSQL; SQLite writes one at a time anyway). On
 * PostgreSQL each statement sees the rows as they were when it began: two owners demoting each
 * other at once each counted two owners and both went ahead (found by the staff test). Locked,
 * the second waits for the first, then counts again and is refused (decision 0345).
 */
function withOwnersLocked<T>(write: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db()
    .transaction()
    .execute(async (trx) => {
      await lockingRead(trx, trx.selectFrom("users").select("id").where("role", "=", "owner").where("deactivated_at", "is", null).orderBy("id")).execute();
      return write(trx);
    });
}

async function existing(userId: number) {
  return db().selectFrom("users").select(["id", "email", "role", "deactivated_at"]).where("id", "=", userId).executeTakeFirst();
}

/**
 * A new role, and the person's sessions end (a change of privilege gets a
 * new session: they sign in again). Refused for the last active owner.
 */
export async function changeRole(
  userId: number,
  role: StaffRole,
  now = new Date(),
): Promise<Result<{ email: string; from: StaffRole; changed: boolean }>> {
  const before = await existing(userId);
  if (!before) return { ok: false, error: STAFF_MESSAGES.notFound };
  const from = isStaffRole(before.role) ? before.role : "author";
  if (from === role) return { ok: true, email: before.email, from, changed: false };
  const changed = await withOwnersLocked(async (trx) => {
    let query = trx.updateTable("users").set({ role, updated_at: now.toISOString() }).where("id", "=", userId);
    if (role !== "owner") query = query.where(sql<boolean>`NOT ${isLastActiveOwner}`);
    if (Number((await query.executeTakeFirst()).numUpdatedRows) === 0) return false;
    // Invitations are the owner's to give: those this person sent and nobody used yet go with the role.
    if (from === "owner") await revokeInvitationsSentBy(trx, userId, now);
    return true;
  });
  if (!changed) {
    return { ok: false, error: (await existing(userId)) ? STAFF_MESSAGES.lastOwner : STAFF_MESSAGES.notFound };
  }
  // Preview links they shared of posts the new role may not share go too.
  await revokePreviewLinksNoLongerAllowed(userId, now);
  return { ok: true, email: before.email, from, changed: true };
}

/** Open invitations sent by this person stop working (they were demoted or deactivated). */
async function revokeInvitationsSentBy(trx: Transaction<Database>, userId: number, now: Date): Promise<void> {
  await trx
    .updateTable("staff_tokens")
    .set({ used_at: now.toISOString() })
    .where("kind", "=", "invite")
    .where("created_by", "=", userId)
    .where("used_at", "is", null)
    .execute();
}

/** Deactivates the account (never the last active owner) and ends all its sessions at once. */
export async function deactivateStaff(userId: number, now = new Date()): Promise<Result<{ email: string; sessionsEnded: number }>> {
  const before = await existing(userId);
  if (!before) return { ok: false, error: STAFF_MESSAGES.notFound };
  if (before.deactivated_at) return { ok: true, email: before.email, sessionsEnded: await endUserSessions(userId, {}, now) };
  const deactivated = await withOwnersLocked(async (trx) => {
    const result = await trx
      .updateTable("users")
      .set({ deactivated_at: now.toISOString(), updated_at: now.toISOString() })
      .where("id", "=", userId)
      .where("deactivated_at", "is", null)
      .where(sql<boolean>`NOT ${isLastActiveOwner}`)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await revokeInvitationsSentBy(trx, userId, now);
    return true;
  });
  if (!deactivated) return { ok: false, error: STAFF_MESSAGES.lastOwner };
  await revokePreviewLinksNoLongerAllowed(userId, now);
  return { ok: true, email: before.email, sessionsEnded: await endUserSessions(userId, {}, now) };
}

export async function reactivateStaff(userId: number, now = new Date()): Promise<Result<{ email: string }>> {
  const row = await db()
    .updateTable("users")
    .set({ deactivated_at: null, updated_at: now.toISOString() })
    .where("id", "=", userId)
    .returning("email")
    .executeTakeFirst();
  return row ? { ok: true, email: row.email } : { ok: false, error: STAFF_MESSAGES.notFound };
}

// ---------------------------------------------------------------- passwords

/** True when `password` is the account's current one (one scrypt either way). */
export async function isCurrentPassword(userId: number, password: string): Promise<boolean> {
  const row = await db().selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirst();
  if (!row) return false;
  return verifyPassword(password, row.password_hash);
}

/** A new password; every reset link of the account still open is used up with the old one. */
export async function setPassword(userId: number, password: string, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.updateTable("users").set({ password_hash: passwordHash, updated_at: now.toISOString() }).where("id", "=", userId).execute();
      await useUpResetLinks(trx, userId, now);
    });
}

/** Every open reset link of the account stops working (its password just changed). */
export async function useUpResetLinks(executor: Kysely<Database> | Transaction<Database>, userId: number, now: Date): Promise<void> {
  await executor.updateTable("staff_tokens").set({ used_at: now.toISOString() }).where("kind", "=", "reset").where("user_id", "=", userId).where("used_at", "is", null).execute();
}

/**
 * A reset link for the active account with this email, or null (no such
 * account, or deactivated). Earlier links of that account stop working.
 */
export async function createResetToken(email: string, now = new Date()): Promise<{ token: string; user: { id: number; email: string } } | null> {
  const user = await db()
    .selectFrom("users")
    .select(["id", "email"])
    .where("email", "=", normaliseEmail(email))
    .where("deactivated_at", "is", null)
    .executeTakeFirst();
  if (!user) return null;
  const token = randomToken();
  const at = now.toISOString();
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.updateTable("staff_tokens").set({ used_at: at }).where("kind", "=", "reset").where("user_id", "=", user.id).where("used_at", "is", null).execute();
      await trx
        .insertInto("staff_tokens")
        .values({
          kind: "reset",
          token_hash: tokenHash(token),
          user_id: user.id,
          email: user.email,
          role: null,
          created_by: null,
          created_at: at,
          expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
        })
        .execute();
    });
  return { token, user };
}

export async function sendResetMail(email: string, token: string, now = new Date()) {
  const { siteUrl, business } = config();
  return sendStaffMail(
    {
      to: email,
      subject: `Reset your ${business.companyName} admin password`,
      text: [
        "Hello,",
        "",
        `Someone (we hope you) asked to reset the password of your ${business.companyName} admin account.`,
        "",
        "Choose a new password here (the link works once, for 1 hour):",
        `${siteUrl}/admin/reset-password/${token}`,
        "",
        "If you did not ask for this, ignore this email: your password stays as it is.",
      ].join("\n"),
      validForMs: RESET_TTL_MS,
    },
    now,
  );
}

/** Whether a reset link can still be used (for the page's GET). */
export async function findResetToken(token: string, now = new Date()): Promise<{ email: string } | null> {
  const row = await liveToken("reset", token, now);
  return row && row.user_id !== null ? { email: row.email } : null;
}

/**
 * Sets the new password through a reset link: the link is used up (one
 * conditional UPDATE), the password set, and every session of the account
 * ends. Null when the link is no longer valid or the account was deactivated.
 */
export async function resetPassword(token: string, password: string, now = new Date()): Promise<{ id: number; email: string } | null> {
  const live = await liveToken("reset", token, now);
  if (!live || live.user_id === null) return null;
  const passwordHash = await hashPassword(password);
  const at = now.toISOString();
  const user = await db()
    .transaction()
    .execute(async (trx) => {
      const used = await trx
        .updateTable("staff_tokens")
        .set({ used_at: at })
        .where("kind", "=", "reset")
        .where("token_hash", "=", tokenHash(token))
        .where("used_at", "is", null)
        .where("expires_at", ">", at)
        .returning("user_id")
        .executeTakeFirst();
      if (!used?.user_id) return null;
      await useUpResetLinks(trx, used.user_id, now);
      return (
        (await trx
          .updateTable("users")
          .set({ password_hash: passwordHash, updated_at: at })
          .where("id", "=", used.user_id)
          .where("deactivated_at", "is", null)
          .returning(["id", "email"])
          .executeTakeFirst()) ?? null
      );
    });
  if (user) await endUserSessions(user.id, {}, now);
  return user;
}

/** "Your password was changed": a notice to the account's address after a reset or a change. */
export async function sendPasswordChangedNotice(email: string, how: "reset" | "change", now = new Date()) {
  const { siteUrl, business } = config();
  return sendStaffMail(
    {
      to: email,
      subject: "Your password was changed",
      text: [
        "Hello,",
        "",
        `The password of your ${business.companyName} admin account (${email}) was just ${how === "reset" ? "reset through an emailed link" : "changed on the account page"}.`,
        how === "reset" ? "Every session of the account was signed out." : "Every other session of the account was signed out.",
        "",
        "If this was not you, reset your password now and tell the owner of the admin:",
        `${siteUrl}/admin/forgot-password`,
      ].join("\n"),
    },
    now,
  );
}
