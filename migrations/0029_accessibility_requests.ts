import { type Kysely, sql } from "kysely";
import { autoId } from "./dialect";

/**
 * Accessibility feedback and alternate formats (decision 1010):
 * - `accessibility_requests`: a barrier reported or a document asked for in
 *   another format, from the form on the accessibility page or taken by
 *   staff: what (kind, format, which document or page, details, needed by),
 *   who and how to reach them (name, email, phone, the way they prefer), the
 *   form's language, and its steps: acknowledged (deadline `ack_due_at`,
 *   stored at receipt: 2 business days), a delivery date agreed with the
 *   person, closed with a note. `reminded` is the last late step the office
 *   was reminded of ("ack", "delivery:2027-01-10"), so each is told once.
 * - The hiring emails stored before this (interview invitation, offer) get
 *   the accommodation notice appended when they lack it (IASR ss. 23-24);
 *   the defaults in code carry it already.
 */
const NOTICE = {
  en: "Accommodation is available on request for every step of our hiring process: reply to this email to tell us what you need.",
  fr: "Des mesures d'adaptation sont offertes sur demande à chaque étape de notre processus d'embauche : répondez à ce courriel pour nous dire ce dont vous avez besoin.",
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("accessibility_requests")
    .addColumn("id", "integer", autoId(db))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("format", "text")
    .addColumn("about", "text", (col) => col.notNull())
    .addColumn("details", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("needed_by", "text")
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("contact_by", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull().defaultTo("en"))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
    .addColumn("ack_due_at", "text", (col) => col.notNull())
    .addColumn("acknowledged_at", "text")
    .addColumn("acknowledged_by", "text")
    .addColumn("ack_note", "text")
    .addColumn("delivery_date", "text")
    .addColumn("agreed_at", "text")
    .addColumn("agreed_by", "text")
    .addColumn("delivery_note", "text")
    .addColumn("closed_at", "text")
    .addColumn("closed_by", "text")
    .addColumn("close_note", "text")
    .addColumn("reminded", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("accessibility_requests_status").on("accessibility_requests").columns(["status", "created_at"]).execute();

  for (const stage of ["interview", "offer"]) {
    const rows = await sql<{ body_en: string; body_fr: string }>`select body_en, body_fr from hiring_email_templates where stage = ${stage}`.execute(db);
    const row = rows.rows[0];
    if (!row) continue;
    const en = /accommodation/i.test(row.body_en) ? row.body_en : `${row.body_en.trimEnd()}\n\n${NOTICE.en}`;
    const fr = /mesures d['’]adaptation/i.test(row.body_fr) ? row.body_fr : `${row.body_fr.trimEnd()}\n\n${NOTICE.fr}`;
    await sql`update hiring_email_templates set body_en = ${en}, body_fr = ${fr} where stage = ${stage}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("accessibility_requests").execute();
}
