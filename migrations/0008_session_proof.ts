import type { Kysely } from "kysely";

/**
 * When this session last proved it is really its person (decision 0318): a
 * second factor at sign-in, or the current password or a code given on the
 * account page. For 10 minutes after, changing a factor asks nothing more.
 * (Two-factor secrets are sealed by start-up right after the migrations, not
 * here: a migration never holds the key.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("staff_sessions").addColumn("proven_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("staff_sessions").dropColumn("proven_at").execute();
}
