import type { Kysely } from "kysely";

/**
 * Whether a complaint's written outcome was emailed in full (decision 1001): to the
 * client, or to someone whose identity and authority the handler confirmed; 0 when
 * the email only said the answer is ready; null before resolution or without an email.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("complaints").addColumn("outcome_emailed_in_full", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("complaints").dropColumn("outcome_emailed_in_full").execute();
}
