import { type Kysely, sql } from "kysely";
import { createVersionTrigger, dropVersionTrigger } from "./dialect";

/**
 * What visitors' pages are made of changes only when staff (or the scheduler)
 * write to these tables. Each has a version that a trigger raises on every
 * insert, update and delete, whatever code path wrote it, so the rendered-page
 * cache (decision 0401) can tell, with one tiny read per request, whether a
 * page it keeps is still right, also when several server processes share the
 * database.
 */
const CONTENT_TABLES = ["posts", "categories", "testimonials", "post_images"] as const;
const EVENTS = ["insert", "update", "delete"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_versions")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
  for (const table of CONTENT_TABLES) {
    await sql`insert into content_versions (name, version) values (${table}, 1)`.execute(db);
    for (const event of EVENTS) await createVersionTrigger(db, table, event);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of CONTENT_TABLES) {
    for (const event of EVENTS) await dropVersionTrigger(db, table, event);
  }
  await db.schema.dropTable("content_versions").execute();
}
