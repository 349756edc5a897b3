import type { Kysely } from "kysely";
import { autoId } from "./dialect";

/**
 * Newsletters (decisions 0620-0622):
 * - `newsletters`: a post emailed to the confirmed subscribers, at most once
 *   per post (`post_id` unique). Its recipients are outbox rows (ref
 *   {type: "newsletter", id}); what it stores itself is what the office
 *   chose (subject, introduction), its state (draft, scheduled: sent when the
 *   post goes live, sending, stopped), who queued it and how many recipients
 *   it was given. Deleting the post keeps the newsletter's record (post_id
 *   null, the title kept in `post_title`).
 * - `subscribers.source`: where the consent came from ("sign-up form" for the
 *   site's own form; an imported list names its source).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("newsletters")
    .addColumn("id", "integer", autoId(db))
    .addColumn("post_id", "integer", (col) => col.unique().references("posts.id").onDelete("set null"))
    .addColumn("post_title", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("intro", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("draft"))
    .addColumn("recipients", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("sent_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("sent_by_email", "text")
    .addColumn("queued_at", "text")
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.alterTable("subscribers").addColumn("source", "text", (col) => col.notNull().defaultTo("sign-up form")).execute();
  await db.schema.createIndex("subscribers_created").on("subscribers").columns(["confirmed_at", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("subscribers_created").execute();
  await db.schema.alterTable("subscribers").dropColumn("source").execute();
  await db.schema.dropTable("newsletters").execute();
}
