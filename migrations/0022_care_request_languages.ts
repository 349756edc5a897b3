import type { Kysely } from "kysely";
import { autoId } from "./dialect";

/**
 * Care requests in French (decision 0804):
 * - `care_requests.form_language`: the edition the request was sent from,
 *   'en' or 'fr' (the family's acknowledgement follows it); apart from
 *   `language`, the preferred language of service. Earlier requests came from
 *   the English edition.
 * - `users.speaks_french`: the "speaks French" mark of /admin/settings; a
 *   request for service in French goes to the region's coordinators who
 *   speak French.
 * - `care_region_coordinators`: a region may have several coordinators, so
 *   its key becomes a numbered `id`, one row per region and person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("care_requests").addColumn("form_language", "text", (col) => col.notNull().defaultTo("en")).execute();
  await db.schema.alterTable("users").addColumn("speaks_french", "integer", (col) => col.notNull().defaultTo(0)).execute();

  const kept = await db
    .selectFrom("care_region_coordinators" as never)
    .select(["region", "user_id", "updated_at"] as never[])
    .execute();
  await db.schema.dropTable("care_region_coordinators").execute();
  await createCoordinators(db, true);
  if (kept.length) await db.insertInto("care_region_coordinators" as never).values(kept as never).execute();
}

async function createCoordinators(db: Kysely<unknown>, several: boolean) {
  let table = db.schema.createTable("care_region_coordinators");
  table = several ? table.addColumn("id", "integer", autoId(db)).addColumn("region", "text", (col) => col.notNull()) : table.addColumn("region", "text", (col) => col.primaryKey());
  await table
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  if (several) await db.schema.createIndex("care_region_coordinators_region_user").on("care_region_coordinators").columns(["region", "user_id"]).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Back to one coordinator a region: the first one kept.
  const rows = (await db
    .selectFrom("care_region_coordinators" as never)
    .select(["region", "user_id", "updated_at"] as never[])
    .orderBy("id" as never)
    .execute()) as { region: string }[];
  const first = rows.filter((row, index) => rows.findIndex((other) => other.region === row.region) === index);
  await db.schema.dropTable("care_region_coordinators").execute();
  await createCoordinators(db, false);
  if (first.length) await db.insertInto("care_region_coordinators" as never).values(first as never).execute();
  await db.schema.alterTable("users").dropColumn("speaks_french").execute();
  await db.schema.alterTable("care_requests").dropColumn("form_language").execute();
}
