import type { Kysely } from "kysely";
import { autoId } from "./dialect";

/**
 * The agency's own page-view counting (decision 0902): one row per visitor,
 * page and minute with its number of views (no IP address, no cookie;
 * `visitor` is a hash with the day's salt),
 * the months older than two years kept as totals, and the day's salt shared
 * by every server process and deleted once the day is over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("page_views")
    .addColumn("id", "integer", autoId(db))
    /** The Toronto calendar date ("2026-12-06"): days, salts and months. */
    .addColumn("day", "text", (col) => col.notNull())
    /** The minute, UTC ISO ("2026-12-06T15:42:00.000Z"). */
    .addColumn("viewed_at", "text", (col) => col.notNull())
    .addColumn("path", "text", (col) => col.notNull())
    .addColumn("status", "integer", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("referrer_domain", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("utm_term", "text")
    .addColumn("utm_content", "text")
    .addColumn("visitor", "text", (col) => col.notNull())
    /** The same visitor's views of the same page in the same minute, counted in memory as one row. */
    .addColumn("views", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("page_views_day").on("page_views").columns(["day", "path"]).execute();
  await db.schema.createIndex("page_views_visitor").on("page_views").columns(["visitor", "viewed_at"]).execute();
  await db.schema
    .createTable("page_view_months")
    .addColumn("id", "integer", autoId(db))
    .addColumn("month", "text", (col) => col.notNull())
    .addColumn("path", "text", (col) => col.notNull())
    .addColumn("status", "integer", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("referrer_domain", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("views", "integer", (col) => col.notNull())
    .addColumn("visitors", "integer", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("page_view_months_month").on("page_view_months").column("month").execute();
  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("salt", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("analytics_salts").execute();
  await db.schema.dropTable("page_view_months").execute();
  await db.schema.dropTable("page_views").execute();
}
