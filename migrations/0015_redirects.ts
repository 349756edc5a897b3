import { type Kysely, sql } from "kysely";
import { autoId, createVersionTrigger, dropVersionTrigger, isPostgres } from "./dialect";

/**
 * Addresses that never break (decision 0630): `redirects` answers an old
 * address (a post's earlier slug, the old site's links) with 301 or 302 to
 * where the page is now, and `not_found_paths` is the bounded report of the
 * paths visitors asked for that did not exist (decision 0631).
 *
 * `redirects` is content-versioned like the posts (migration 0006): every
 * insert and delete, and every update of where it points, raises its
 * version, so each server process's in-memory map of redirects and the kept
 * pages that read it (the sitemap) go stale at once, on every instance. Its
 * hit counter and last use are bookkeeping: updating only them raises nothing
 * (the update trigger names the columns that matter).
 */
const EVENTS = ["insert", "delete"] as const;
const ROUTED_COLUMNS = "from_path, to_target, status";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("redirects")
    .addColumn("id", "integer", autoId(db))
    // Lower case, no trailing slash, no query string: how requests are matched.
    .addColumn("from_path", "text", (col) => col.notNull().unique())
    // A path on this site ("/blog/new") or a full https address.
    .addColumn("to_target", "text", (col) => col.notNull())
    .addColumn("status", "integer", (col) => col.notNull().defaultTo(301))
    // "auto" (a post's address changed) or "manual" (staff, CSV import).
    .addColumn("origin", "text", (col) => col.notNull().defaultTo("manual"))
    .addColumn("hits", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("last_used_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("redirects_to_target").on("redirects").column("to_target").execute();

  await sql`insert into content_versions (name, version) values ('redirects', 1)`.execute(db);
  for (const event of EVENTS) await createVersionTrigger(db, "redirects", event);
  if (isPostgres(db)) {
    await sql
      .raw(`create trigger redirects_update_version after update of ${ROUTED_COLUMNS} on redirects for each row execute function bump_content_version('redirects')`)
      .execute(db);
  } else {
    await sql
      .raw(
        `create trigger redirects_update_version after update of ${ROUTED_COLUMNS} on redirects for each row ` +
          `begin update content_versions set version = version + 1 where name = 'redirects'; end`,
      )
      .execute(db);
  }

  await db.schema
    .createTable("not_found_paths")
    // Lower case, no trailing slash, no query string, at most 300 characters.
    .addColumn("path", "text", (col) => col.primaryKey())
    // Requests from people, and from bots (by user agent), counted apart.
    .addColumn("hits", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("bot_hits", "integer", (col) => col.notNull().defaultTo(0))
    // An obvious probe (.php, /wp-admin, /.env...): hidden by default.
    .addColumn("probe", "integer", (col) => col.notNull().defaultTo(0))
    // JSON: referring host -> requests (a few hosts at most; never a full address, never an IP of a visitor).
    .addColumn("referrers", "text", (col) => col.notNull().defaultTo("{}"))
    .addColumn("ignored", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("first_seen_at", "text", (col) => col.notNull())
    .addColumn("last_seen_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("not_found_paths_last_seen").on("not_found_paths").column("last_seen_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("not_found_paths").execute();
  for (const event of EVENTS) await dropVersionTrigger(db, "redirects", event);
  await sql.raw(isPostgres(db) ? "drop trigger if exists redirects_update_version on redirects" : "drop trigger if exists redirects_update_version").execute(db);
  await sql`delete from content_versions where name = 'redirects'`.execute(db);
  await db.schema.dropTable("redirects").execute();
}
