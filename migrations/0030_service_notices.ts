import { type Kysely, sql } from "kysely";
import { autoId, createVersionTrigger, dropVersionTrigger } from "./dialect";

/**
 * Service-disruption notices (decision 1020): what is disrupted, why, from
 * when until when (UTC, typed in Toronto time), the alternatives, in English
 * and French, and the public pages they concern (`pages`: "all" or a
 * space-separated list of page groups, app/lib/service-notices.ts). Public
 * pages show the ones active now, so the table is content-versioned like the
 * posts (migration 0006): every write makes the kept pages that read it stale.
 * Kept three years after they end, then purged by the daily job.
 */
const EVENTS = ["insert", "update", "delete"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("service_notices")
    .addColumn("id", "integer", autoId(db))
    .addColumn("title_en", "text", (col) => col.notNull())
    .addColumn("title_fr", "text", (col) => col.notNull())
    .addColumn("reason_en", "text", (col) => col.notNull())
    .addColumn("reason_fr", "text", (col) => col.notNull())
    .addColumn("alternatives_en", "text", (col) => col.notNull())
    .addColumn("alternatives_fr", "text", (col) => col.notNull())
    .addColumn("pages", "text", (col) => col.notNull())
    .addColumn("starts_at", "text", (col) => col.notNull())
    .addColumn("ends_at", "text", (col) => col.notNull())
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("service_notices_ends_at").on("service_notices").column("ends_at").execute();
  await sql`insert into content_versions (name, version) values ('service_notices', 1)`.execute(db);
  for (const event of EVENTS) await createVersionTrigger(db, "service_notices", event);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of EVENTS) await dropVersionTrigger(db, "service_notices", event);
  await sql`delete from content_versions where name = 'service_notices'`.execute(db);
  await db.schema.dropTable("service_notices").execute();
}
