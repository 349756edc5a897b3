import type { Kysely } from "kysely";
import { autoId, bytesType } from "./dialect";

/**
 * The back office's security records, all in one step:
 * - `staff_sessions`: one row per signed-in browser (the cookie holds a random
 *   id, the row its SHA-256), so sessions can be listed, idled out and ended;
 * - `staff_tokens`: invitation and password-reset links, stored as hashes;
 * - `audit_log`: who did what, append-only from the product;
 * - two-factor: a TOTP secret per user, recovery codes, passkeys;
 * - `settings`: the owner's switches (require two-factor);
 * - `staff_mail`: staff emails (invitations, resets, notices) stored before
 *   they are sent, so a mail server that is down delays them, never loses them;
 * - `posts.created_by`: whose draft a post is (authors edit only their own).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_sessions")
    .addColumn("id", "integer", autoId(db))
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_seen_at", "text", (col) => col.notNull())
    .addColumn("ended_at", "text")
    .addColumn("user_agent", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("ip", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("method", "text", (col) => col.notNull().defaultTo("password"))
    .execute();
  await db.schema.createIndex("staff_sessions_user").on("staff_sessions").columns(["user_id", "ended_at"]).execute();

  await db.schema
    .createTable("staff_tokens")
    .addColumn("id", "integer", autoId(db))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("role", "text")
    .addColumn("created_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", autoId(db))
    .addColumn("at", "text", (col) => col.notNull())
    .addColumn("actor_id", "integer")
    .addColumn("actor_email", "text")
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("target_type", "text")
    .addColumn("target_id", "text")
    .addColumn("detail", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("ip", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
  await db.schema.createIndex("audit_log_actor").on("audit_log").columns(["actor_id", "at"]).execute();
  await db.schema.createIndex("audit_log_action").on("audit_log").columns(["action", "at"]).execute();

  await db.schema.alterTable("users").addColumn("totp_secret", "text").execute();
  await db.schema.alterTable("users").addColumn("totp_pending_secret", "text").execute();
  await db.schema.alterTable("users").addColumn("totp_enabled_at", "text").execute();
  /** The last TOTP time step accepted: a code (and any earlier one) cannot be used twice. */
  await db.schema.alterTable("users").addColumn("totp_last_step", "integer").execute();

  await db.schema
    .createTable("recovery_codes")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("recovery_codes_user").on("recovery_codes").column("user_id").execute();

  await db.schema
    .createTable("passkeys")
    .addColumn("id", "integer", autoId(db))
    .addColumn("credential_id", "text", (col) => col.notNull().unique())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("public_key", bytesType(db), (col) => col.notNull())
    .addColumn("counter", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("transports", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema.createIndex("passkeys_user").on("passkeys").column("user_id").execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("staff_mail")
    .addColumn("id", "integer", autoId(db))
    .addColumn("to_address", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("send_before", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .alterTable("posts")
    .addColumn("created_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("posts").dropColumn("created_by").execute();
  for (const column of ["totp_last_step", "totp_enabled_at", "totp_pending_secret", "totp_secret"]) {
    await db.schema.alterTable("users").dropColumn(column).execute();
  }
  for (const table of ["staff_mail", "settings", "passkeys", "recovery_codes", "audit_log", "staff_tokens", "staff_sessions"]) {
    await db.schema.dropTable(table).execute();
  }
}
