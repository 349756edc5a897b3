import type { Kysely } from "kysely";
import { autoId } from "./dialect";

/**
 * Where each enquiry came from (decision 0901): one row per care request
 * (or referral), contact message, job application, review or newsletter
 * sign-up, pointing at its record through the one foreign key of its kind;
 * each cascades, so the source goes with its record on every delete path
 * (retention, an admin's delete, an applicant's erasure). Paths only, no IP
 * address; `channel` is app/lib/enquiry-sources.ts's rule, stored so the
 * lists filter by it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("enquiry_sources")
    .addColumn("id", "integer", autoId(db))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("care_request_id", "integer", (col) => col.unique().references("care_requests.id").onDelete("cascade"))
    .addColumn("submission_id", "integer", (col) => col.unique().references("submissions.id").onDelete("cascade"))
    .addColumn("testimonial_id", "integer", (col) => col.unique().references("testimonials.id").onDelete("cascade"))
    .addColumn("subscriber_id", "integer", (col) => col.unique().references("subscribers.id").onDelete("cascade"))
    .addColumn("channel", "text", (col) => col.notNull())
    .addColumn("form_page", "text", (col) => col.notNull())
    .addColumn("landing_page", "text")
    .addColumn("previous_page", "text")
    .addColumn("referrer_domain", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("utm_term", "text")
    .addColumn("utm_content", "text")
    .addColumn("partner", "text")
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("heard_about", "text")
    .addColumn("heard_about_other", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("enquiry_sources_channel_idx").on("enquiry_sources").columns(["kind", "channel"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("enquiry_sources").execute();
}
