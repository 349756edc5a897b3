import type { Kysely } from "kysely";

/**
 * Sign-out must end the session on the server too: a cookie issued before
 * this time is refused (logout sets it to now).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("sessions_valid_after", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("sessions_valid_after").execute();
}
