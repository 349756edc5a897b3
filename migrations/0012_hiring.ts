import { type Kysely, sql } from "kysely";
import { autoId, createVersionTrigger, dropVersionTrigger, isPostgres } from "./dialect";

/**
 * Hiring (decisions 0600-0602):
 * - job_postings: what /careers shows, managed by HR. Lists are JSON text
 *   (employment types, regions, must-have requirement keys); responsibilities
 *   and requirements one per line. status draft | open | closed; a closed
 *   posting is kept 3 years after closed_at, then purged with its applications.
 *   Content-versioned: the public pages read it (page cache, decision 0401).
 * - job_applications: the pipeline beside a job application's `submissions`
 *   row (its key is the submission's id): posting, stage, the screening
 *   answers, the must-haves missed, interview dates, when it ended.
 * - application_notes, application_events: HR's notes and the history
 *   (stage moves, emails, notes, downloads), deleted with the application.
 * - hiring_email_templates: one per stage, English and French, edited by HR.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("job_postings")
    .addColumn("id", "integer", autoId(db))
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("employment_types", "text", (col) => col.notNull())
    .addColumn("regions", "text", (col) => col.notNull())
    .addColumn("location_note", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("pay_min", "double precision", (col) => col.notNull())
    .addColumn("pay_max", "double precision", (col) => col.notNull())
    .addColumn("pay_unit", "text", (col) => col.notNull())
    .addColumn("existing_vacancy", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("ai_screening", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("responsibilities", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("requirements", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("experience", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("must_haves", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("image", "text")
    .addColumn("image_alt", "text")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("draft"))
    .addColumn("date_posted", "text")
    .addColumn("valid_through", "text")
    .addColumn("closed_at", "text")
    .addColumn("sort_order", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("job_postings_status").on("job_postings").columns(["status", "sort_order"]).execute();
  await sql`insert into content_versions (name, version) values ('job_postings', 1)`.execute(db);
  for (const event of ["insert", "update", "delete"] as const) await createVersionTrigger(db, "job_postings", event);

  await db.schema
    .createTable("job_applications")
    // The submission's own number, never one this table makes: on SQLite an INTEGER primary key would be
    // the row's rowid (numbered by the table); BIGINT keeps it a plain key with integer values.
    .addColumn("submission_id", isPostgres(db) ? "integer" : "bigint", (col) => col.primaryKey().references("submissions.id").onDelete("cascade"))
    .addColumn("posting_id", "integer", (col) => col.references("job_postings.id").onDelete("set null"))
    .addColumn("stage", "text", (col) => col.notNull().defaultTo("new"))
    .addColumn("stage_changed_at", "text", (col) => col.notNull())
    .addColumn("phone", "text")
    .addColumn("language", "text", (col) => col.notNull().defaultTo("en"))
    .addColumn("answers", "text", (col) => col.notNull().defaultTo("{}"))
    .addColumn("regions", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("unmet", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("interview_dates", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("last_interview_at", "text")
    .addColumn("ended_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("job_applications_stage").on("job_applications").columns(["stage", "created_at"]).execute();
  await db.schema.createIndex("job_applications_posting").on("job_applications").column("posting_id").execute();

  await db.schema
    .createTable("application_notes")
    .addColumn("id", "integer", autoId(db))
    .addColumn("application_id", "integer", (col) => col.notNull().references("job_applications.submission_id").onDelete("cascade"))
    .addColumn("author_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("author", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("application_notes_application").on("application_notes").column("application_id").execute();

  await db.schema
    .createTable("application_events")
    .addColumn("id", "integer", autoId(db))
    .addColumn("application_id", "integer", (col) => col.notNull().references("job_applications.submission_id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("detail", "text", (col) => col.notNull())
    .addColumn("actor", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("application_events_application").on("application_events").columns(["application_id", "id"]).execute();

  await db.schema
    .createTable("hiring_email_templates")
    .addColumn("stage", "text", (col) => col.primaryKey())
    .addColumn("subject_en", "text", (col) => col.notNull())
    .addColumn("body_en", "text", (col) => col.notNull())
    .addColumn("subject_fr", "text", (col) => col.notNull())
    .addColumn("body_fr", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("updated_by", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("hiring_email_templates").execute();
  await db.schema.dropTable("application_events").execute();
  await db.schema.dropTable("application_notes").execute();
  await db.schema.dropTable("job_applications").execute();
  for (const event of ["insert", "update", "delete"] as const) await dropVersionTrigger(db, "job_postings", event);
  await sql`delete from content_versions where name = 'job_postings'`.execute(db);
  await db.schema.dropTable("job_postings").execute();
}
