import { isStaffRole, type StaffRole } from "~/lib/staff-roles";
import { clock } from "~/server/infra/clock.server";
import { db } from "~/server/infra/db.server";
import { endUserSessions } from "~/server/credentials/staff-sessions.server";
import { decoyPasswordHash, hashPassword, verifyPassword } from "~/server/credentials/password.server";

export function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}

export async function findUserById(id: number) {
  return db()
    .selectFrom("users")
    .select((eb) => [
      "id",
      "email",
      "name",
      "role",
      "deactivated_at",
      "totp_enabled_at",
      eb.selectFrom("passkeys").whereRef("passkeys.user_id", "=", "users.id").select(eb.fn.countAll<number>().as("n")).as("passkeys"),
    ])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The account with this email (any case), if there is one. */
export async function findUserByEmail(email: string) {
  return db().selectFrom("users").select(["id", "email", "deactivated_at"]).where("email", "=", normaliseEmail(email)).executeTakeFirst();
}

export async function countUsers(): Promise<number> {
  const row = await db().selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Creates the staff account (an owner unless said), or resets the password of an existing one. */
export async function upsertAdmin(email: string, password: string, role: StaffRole = "owner", at = clock()): Promise<"created" | "updated"> {
  const address = normaliseEmail(email);
  const passwordHash = await hashPassword(password);
  const now = at.toISOString();
  const existing = await db().selectFrom("users").select("id").where("email", "=", address).executeTakeFirst();
  if (existing) {
    await db()
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: now })
      .where("id", "=", existing.id)
      .execute();
    // A new password ends every session that the old one opened, and every reset link still open.
    await db().updateTable("staff_tokens").set({ used_at: now }).where("kind", "=", "reset").where("user_id", "=", existing.id).where("used_at", "is", null).execute();
    await endUserSessions(existing.id, {}, at);
    return "updated";
  }
  await db()
    .insertInto("users")
    .values({ email: address, password_hash: passwordHash, role, created_at: now, updated_at: now })
    .execute();
  return "created";
}

/**
 * The user whose email and password match, or null. An unknown email still
 * costs one hash so the answer time does not reveal which emails exist.
 */
export async function verifyLogin(email: string, password: string) {
  const user = await db()
    .selectFrom("users")
    .select(["id", "email", "role", "password_hash", "deactivated_at"])
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
  if (!user) {
    await verifyPassword(password, await decoyPasswordHash());
    return null;
  }
  // A deactivated account costs the same hash, and gets the same answer as a wrong password.
  const matches = await verifyPassword(password, user.password_hash);
  if (!matches || user.deactivated_at) return null;
  return { id: user.id, email: user.email, role: isStaffRole(user.role) ? user.role : ("author" as const) };
}

