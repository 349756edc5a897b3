import type { Kysely } from "kysely";

/**
 * Staff roles: every account so far was an all-powerful admin, so each
 * existing account becomes an owner. Also the staff list's name, when the
 * account was deactivated (null: active) and its last sign-in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("role", "text", (col) => col.notNull().defaultTo("owner")).execute();
  await db.schema.alterTable("users").addColumn("name", "text").execute();
  await db.schema.alterTable("users").addColumn("deactivated_at", "text").execute();
  await db.schema.alterTable("users").addColumn("last_sign_in_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["last_sign_in_at", "deactivated_at", "name", "role"]) {
    await db.schema.alterTable("users").dropColumn(column).execute();
  }
}
