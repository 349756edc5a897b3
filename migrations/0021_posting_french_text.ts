import type { Kysely } from "kysely";

/**
 * A job posting's French text (decision 0801): HR may give a posting a French
 * title, description, responsibilities and requirements (one per line, like
 * the English). Null while there is none: /fr/carrieres then shows HR's
 * English text, marked "(offre en anglais)".
 */
const COLUMNS = ["title_fr", "description_fr", "responsibilities_fr", "requirements_fr"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable("job_postings").addColumn(column, "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable("job_postings").dropColumn(column).execute();
}
