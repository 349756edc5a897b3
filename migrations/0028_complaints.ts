import type { Kysely } from "kysely";
import { autoId } from "./dialect";

/**
 * Complaints (decision 1001):
 * - `complaints`: one per complaint, from the public form (/complaints,
 *   /fr/plaintes) or entered by staff from a phone call: who complains and
 *   in what capacity, the client's name when someone else complains, the
 *   category, when it happened, what happened, the outcome wanted, how to
 *   be contacted, consent, the edition's language; when it was received
 *   and each step's deadline, stored then (acknowledge, the 10-day update
 *   of a complaint of harm, resolve); who handles it; when and by whom each
 *   step was done, the update's words, the outcome and what was changed;
 *   the overdue steps already reminded ("acknowledge update").
 * - `complaint_notes`: the handlers' notes, appended, never edited; deleted
 *   with their complaint.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("complaints")
    .addColumn("id", "integer", autoId(db))
    .addColumn("channel", "text", (col) => col.notNull())
    .addColumn("form_language", "text", (col) => col.notNull().defaultTo("en"))
    .addColumn("complainant_role", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("client_name", "text")
    .addColumn("category", "text", (col) => col.notNull())
    .addColumn("occurred_on", "text")
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("desired_outcome", "text")
    .addColumn("contact_method", "text", (col) => col.notNull())
    .addColumn("phone", "text")
    .addColumn("email", "text")
    .addColumn("address", "text")
    .addColumn("consented_at", "text", (col) => col.notNull())
    .addColumn("received_at", "text", (col) => col.notNull())
    .addColumn("entered_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("acknowledge_by", "text", (col) => col.notNull())
    .addColumn("update_by", "text")
    .addColumn("resolve_by", "text", (col) => col.notNull())
    .addColumn("handler_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("acknowledged_at", "text")
    .addColumn("acknowledged_by", "text")
    .addColumn("update_sent_at", "text")
    .addColumn("update_text", "text")
    .addColumn("resolved_at", "text")
    .addColumn("resolved_by", "text")
    .addColumn("outcome", "text")
    .addColumn("changes_made", "text")
    .addColumn("reminded", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("complaints_received").on("complaints").column("received_at").execute();
  await db.schema.createIndex("complaints_resolved").on("complaints").column("resolved_at").execute();

  await db.schema
    .createTable("complaint_notes")
    .addColumn("id", "integer", autoId(db))
    .addColumn("complaint_id", "integer", (col) => col.notNull().references("complaints.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("author_email", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("complaint_notes_complaint").on("complaint_notes").column("complaint_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("complaint_notes").execute();
  await db.schema.dropTable("complaints").execute();
}
