import type { Kysely } from "kysely";
import { autoId } from "./dialect";

/**
 * Referrals from professionals and the partners' back office (decision 0900):
 * - `partners`: an organisation that refers clients: its care-partner
 *   category (the seven of the home page), region, email domain (attributes
 *   a referral by the referrer's address; never a free-mail domain), notes,
 *   its referral link's random `code` (/refer/<code>), and when it was archived.
 * - `partner_contacts`: the people there (name, role, email, phone); deleted
 *   with the partner, and 12 months after the partner was archived.
 * - `care_referrals`: one row per care request sent through /refer (its
 *   `request_id` unique, deleted with it): who referred (name, organisation, role,
 *   phone, email), the hospital discharge date, whether the referrer wants
 *   updates, the partner it was attributed to (and how), and when the office
 *   first moved it on from New (time to first contact).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("partners")
    .addColumn("id", "integer", autoId(db))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("category", "text", (col) => col.notNull())
    .addColumn("region", "text")
    .addColumn("domain", "text")
    .addColumn("code", "text", (col) => col.notNull().unique())
    .addColumn("notes", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("archived_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("partners_domain").on("partners").column("domain").execute();

  await db.schema
    .createTable("partner_contacts")
    .addColumn("id", "integer", autoId(db))
    .addColumn("partner_id", "integer", (col) => col.notNull().references("partners.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("email", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("phone", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("partner_contacts_partner").on("partner_contacts").column("partner_id").execute();

  await db.schema
    .createTable("care_referrals")
    .addColumn("id", "integer", autoId(db))
    .addColumn("request_id", "integer", (col) => col.notNull().unique().references("care_requests.id").onDelete("cascade"))
    .addColumn("referrer_name", "text", (col) => col.notNull())
    .addColumn("organisation", "text", (col) => col.notNull())
    .addColumn("referrer_role", "text", (col) => col.notNull())
    .addColumn("referrer_phone", "text")
    .addColumn("referrer_email", "text", (col) => col.notNull())
    .addColumn("discharge_date", "text")
    .addColumn("wants_updates", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("partner_id", "integer", (col) => col.references("partners.id").onDelete("set null"))
    .addColumn("attributed_by", "text")
    .addColumn("first_contact_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("care_referrals_partner").on("care_referrals").columns(["partner_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("care_referrals").execute();
  await db.schema.dropTable("partner_contacts").execute();
  await db.schema.dropTable("partners").execute();
}
