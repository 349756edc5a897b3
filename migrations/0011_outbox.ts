import type { Kysely } from "kysely";
import { autoId } from "./dialect";

/**
 * The outbox every new email goes through (decision 0018), and the record of
 * which period each periodic job last ran for.
 *
 * mail_outbox: one row per message and recipient.
 * - kind: what it is ("application-ack", "newsletter", ...); stream:
 *   transactional | bulk (bulk is paced by NEWSLETTER_RATE_PER_MINUTE);
 * - dedupe_key: unique when set, so the same event enqueued twice (a double
 *   submit, two instances) stores one message;
 * - ref_type/ref_id: the record it belongs to, deleted with it;
 * - status: pending | sending (claimed until claimed_until) | sent | failed | held;
 * - message_id: the Message-ID header, fixed at enqueue, so a copy sent again
 *   after a crash carries the same id;
 * - next_attempt_at: when a pending row is due (a retry waits longer each time).
 *
 * job_runs: the period (a Toronto date, or a number of intervals) a job last
 * finished, so a daily job runs once a day however many instances run it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "integer", autoId(db))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("stream", "text", (col) => col.notNull().defaultTo("transactional"))
    .addColumn("to_address", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("text_body", "text", (col) => col.notNull())
    .addColumn("html_body", "text")
    .addColumn("headers", "text")
    .addColumn("message_id", "text", (col) => col.notNull())
    .addColumn("dedupe_key", "text", (col) => col.unique())
    .addColumn("ref_type", "text")
    .addColumn("ref_id", "integer")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("claimed_by", "text")
    .addColumn("claimed_until", "text")
    .addColumn("last_attempt_at", "text")
    .addColumn("error", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("mail_outbox_ref").on("mail_outbox").columns(["ref_type", "ref_id"]).execute();
  await db.schema.createIndex("mail_outbox_to").on("mail_outbox").column("to_address").execute();
  await db.schema
    .createTable("job_runs")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("period", "text", (col) => col.notNull())
    .addColumn("finished_at", "text", (col) => col.notNull())
    .addColumn("outcome", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("job_runs").execute();
  await db.schema.dropTable("mail_outbox").execute();
}
