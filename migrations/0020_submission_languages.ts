import type { Kysely } from "kysely";

/**
 * The language a visitor used (decision 0801): 'en' or 'fr', from the address
 * of the form they sent. Contact messages and job applications (`submissions`),
 * reviews (`testimonials`) and newsletter subscribers each record it, so staff
 * see it and the visitor's emails follow it. Everything stored before was
 * sent from the English edition.
 */
const TABLES = ["submissions", "testimonials", "subscribers"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("language", "text", (col) => col.notNull().defaultTo("en")).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn("language").execute();
}
