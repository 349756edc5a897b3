import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";

/**
 * The newsletter's suppression list (decision 0636): the addresses of people
 * who unsubscribed or asked to be forgotten, as a one-way hash, kept after
 * their subscriber row is gone so that an imported list never adds them again.
 * Everyone already unsubscribed is on it from the start.
 */

/**
 * The hash of an address on the list: SHA-256 over a label of this product and
 * the address trimmed and lower-cased, hex. Unkeyed on purpose: it must match
 * for as long as the list is kept, across secret rotations and restores. The
 * app computes it with this function (subscribers.server.ts), never its own.
 */
export function suppressionHashOf(email: string): string {
  return createHash("sha256").update(`newsletter-suppression/v1\n${email.trim().toLowerCase()}`).digest("hex");
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("newsletter_suppressions")
    .addColumn("address_hash", "text", (col) => col.primaryKey())
    // "unsubscribed" or "erased"
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  const gone = await sql<{ email: string; unsubscribed_at: string }>`select email, unsubscribed_at from subscribers where unsubscribed_at is not null`.execute(db);
  for (const row of gone.rows) {
    await sql`insert into newsletter_suppressions (address_hash, reason, created_at) values (${suppressionHashOf(row.email)}, 'unsubscribed', ${row.unsubscribed_at}) on conflict (address_hash) do nothing`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("newsletter_suppressions").execute();
}
