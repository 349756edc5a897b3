import type { Kysely } from "kysely";
import { autoId } from "./dialect";

/**
 * Care requests (decision 0610): what a family asks for at /request-care,
 * followed by the office to an answer.
 * - `care_requests`: one row per request. Its reference (R-1042) is 1000 plus
 *   the id. `services` is a JSON array of service keys. `due_at` is when an
 *   urgent request still New becomes overdue (2 business hours, decision 0612),
 *   null for the others; `ended_at` is when it became a client or stopped
 *   (retention counts 12 months from it). `assigned_to` a staff member.
 * - `care_request_events`: its history, notes included (kind `note`): who,
 *   when, what. Deleted with the request.
 * - `care_region_coordinators`: the coordinator who covers a region (slug);
 *   new requests from it are assigned and told to them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("care_requests")
    .addColumn("id", "integer", autoId(db))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
    .addColumn("not_proceeding_reason", "text")
    .addColumn("relationship", "text", (col) => col.notNull())
    .addColumn("organisation", "text")
    .addColumn("postal_code", "text", (col) => col.notNull())
    .addColumn("region", "text")
    .addColumn("services", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("urgency", "text", (col) => col.notNull())
    .addColumn("care_amount", "text", (col) => col.notNull())
    .addColumn("payment", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("phone", "text")
    .addColumn("email", "text")
    .addColumn("best_time", "text")
    .addColumn("message", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("consented_at", "text", (col) => col.notNull())
    .addColumn("assigned_to", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("due_at", "text")
    .addColumn("ended_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("care_requests_status").on("care_requests").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("care_requests_due").on("care_requests").columns(["due_at", "status"]).execute();
  await db.schema.createIndex("care_requests_ended").on("care_requests").column("ended_at").execute();
  await db.schema.createIndex("care_requests_assigned").on("care_requests").column("assigned_to").execute();

  await db.schema
    .createTable("care_request_events")
    .addColumn("id", "integer", autoId(db))
    .addColumn("request_id", "integer", (col) => col.notNull().references("care_requests.id").onDelete("cascade"))
    .addColumn("at", "text", (col) => col.notNull())
    .addColumn("actor_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("actor_email", "text")
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("detail", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("care_request_events_request").on("care_request_events").columns(["request_id", "at"]).execute();

  await db.schema
    .createTable("care_region_coordinators")
    .addColumn("region", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("care_region_coordinators").execute();
  await db.schema.dropTable("care_request_events").execute();
  await db.schema.dropTable("care_requests").execute();
}
