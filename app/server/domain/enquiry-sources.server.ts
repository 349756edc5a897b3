/**
 * Each enquiry's source (decision 0901): stored once beside its record
 * (`enquiry_sources`, one foreign key per kind of record, each cascading, so
 * every delete of the record deletes it), read back for the staff pages and
 * used by the lists' "Source" filter. The rules (capture, channel) are
 * app/lib/enquiry-sources.ts's.
 */
import { type EnquiryKind, type EnquirySource, type EnquirySourceView, type SourceFilter, type Utm, UTM_KEYS } from "~/lib/enquiry-sources";
import { db } from "~/server/infra/db.server";
import type { EnquirySourceRow } from "~/server/infra/db-schema";

/** The record key of each kind. */
const KEY_OF = {
  "care-request": "care_request_id",
  referral: "care_request_id",
  contact: "submission_id",
  application: "submission_id",
  review: "testimonial_id",
  newsletter: "subscriber_id",
} as const satisfies Record<EnquiryKind, string>;
type RecordKey = (typeof KEY_OF)[EnquiryKind];

/**
 * Stores the source of a record just stored. A record has one source, its
 * first: a double submit or a second sign-up of the same address keeps it.
 */
export async function recordEnquirySource(kind: EnquiryKind, recordId: number, source: EnquirySource, now: Date): Promise<void> {
  const key = KEY_OF[kind];
  await db()
    .insertInto("enquiry_sources")
    .values({
      kind,
      [key]: recordId,
      channel: source.channel,
      form_page: source.formPage,
      landing_page: source.landingPage,
      previous_page: source.previousPage,
      referrer_domain: source.referrerDomain,
      utm_source: source.utm.source ?? null,
      utm_medium: source.utm.medium ?? null,
      utm_campaign: source.utm.campaign ?? null,
      utm_term: source.utm.term ?? null,
      utm_content: source.utm.content ?? null,
      partner: source.partner,
      language: source.language,
      heard_about: source.heardAbout,
      heard_about_other: source.heardAboutOther,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column(key).doNothing())
    .execute();
}

function viewOf(row: EnquirySourceRow): EnquirySourceView {
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = row[`utm_${key}`];
    if (value) utm[key] = value;
  }
  return {
    kind: row.kind,
    channel: row.channel,
    formPage: row.form_page,
    landingPage: row.landing_page,
    previousPage: row.previous_page,
    referrerDomain: row.referrer_domain,
    utm,
    partner: row.partner,
    language: row.language,
    heardAbout: row.heard_about,
    heardAboutOther: row.heard_about_other,
    createdAt: row.created_at,
  };
}

function keyOf(kind: EnquiryKind): RecordKey {
  return KEY_OF[kind];
}

/** The sources of some records of a kind (a list's page), by record id. */
export async function sourcesOf(kind: EnquiryKind, ids: readonly number[]): Promise<Map<number, EnquirySourceView>> {
  if (ids.length === 0) return new Map();
  const key = keyOf(kind);
  const rows = await db().selectFrom("enquiry_sources").selectAll().where(key, "in", [...ids]).execute();
  return new Map(rows.map((row) => [row[key]!, viewOf(row)]));
}

/** A list page's records, each with its source (null: stored before sources were kept). */
export async function withSources<Item extends { id: number }>(kind: EnquiryKind, items: Item[]): Promise<(Item & { enquirySource: EnquirySourceView | null })[]> {
  const sources = await sourcesOf(kind, items.map((item) => item.id));
  return items.map((item) => ({ ...item, enquirySource: sources.get(item.id) ?? null }));
}

/** One record's source, or null (a record stored before sources were kept). */
export async function sourceOfRecord(kind: EnquiryKind, id: number): Promise<EnquirySourceView | null> {
  return (await sourcesOf(kind, [id])).get(id) ?? null;
}

/**
 * The ids of the records of a kind whose source matches, as a subquery for
 * the list's `where("id", "in", ...)`; null when the filter is empty.
 */
export function idsWithSource(kind: EnquiryKind, filter: SourceFilter) {
  if (!filter.channel && !filter.heardAbout) return null;
  const key = keyOf(kind);
  let query = db()
    .selectFrom("enquiry_sources")
    .select((eb) => eb.fn.coalesce(eb.ref(key), eb.lit(0)).as("record_id"))
    .where(key, "is not", null);
  if (filter.channel) query = query.where("channel", "=", filter.channel);
  if (filter.heardAbout) query = query.where("heard_about", "=", filter.heardAbout);
  return query;
}
