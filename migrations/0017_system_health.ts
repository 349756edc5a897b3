import type { Kysely } from "kysely";
import { autoId } from "./dialect";

/**
 * The owner's system page (decision 0700): `job_failures` keeps each periodic
 * job's last failure (job_runs keeps its last success), and `health_incidents`
 * each warning the health check raised, open until it clears, so the owner is
 * emailed once when it opens and once when it clears, not at every check.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("job_failures")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("failed_at", "text", (col) => col.notNull())
    .addColumn("error", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("health_incidents")
    .addColumn("id", "integer", autoId(db))
    // "backups", "email", "jobs", "disk"
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("detail", "text", (col) => col.notNull())
    .addColumn("opened_at", "text", (col) => col.notNull())
    .addColumn("cleared_at", "text")
    .execute();
  await db.schema.createIndex("health_incidents_kind").on("health_incidents").columns(["kind", "cleared_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("health_incidents").execute();
  await db.schema.dropTable("job_failures").execute();
}
