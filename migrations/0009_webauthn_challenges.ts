import type { Kysely } from "kysely";

/**
 * Passkey challenges every server instance sees (decision 0321): a ceremony
 * started on one instance can finish on another. One row per challenge
 * handed out and not yet used:
 * - challenge_hash: SHA-256 of the challenge (base64url, 43 characters);
 *   the browser keeps the challenge itself in its cookie session;
 * - purpose: register | sign-in | second-factor;
 * - user_id: the account registering, or waiting for its second factor;
 *   null for a sign-in (nobody is known yet);
 * - expires_at: ISO time, 5 minutes after issue.
 * Taken by one DELETE ... RETURNING, so only one request can use a row;
 * expired rows are deleted when a challenge is issued and by `npm run db:purge`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("webauthn_challenges")
    .addColumn("challenge_hash", "text", (col) => col.primaryKey())
    .addColumn("purpose", "text", (col) => col.notNull())
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("webauthn_challenges_expires").on("webauthn_challenges").column("expires_at").execute();
  await db.schema.createIndex("webauthn_challenges_user").on("webauthn_challenges").columns(["user_id", "purpose"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("webauthn_challenges").execute();
}
