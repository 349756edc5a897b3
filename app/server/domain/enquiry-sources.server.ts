/**
 * Each enquiry's source (decision 0901): stored once beside its record
 * (`enquiry_sources`, one foreign key per kind of record, each cascading, so
 * every delete of the record deletes it), read back for the staff pages and
 * used by the lists' "Source" filter. The rules (capture, channel) are
 * app/lib/enquiry-sources.ts's.
 */
import type { Channel, EnquiryKind, EnquirySource, HeardAboutChoice } from "~/lib/enquiry-sources";
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

/** What the staff pages show of a source. */
export type SourceView = Omit<EnquirySourceRow, "care_request_id" | "submission_id" | "testimonial_id" | "subscriber_id" | "id"> & { recordId: number };

function keyOf(kind: EnquiryKind): RecordKey {
  return KEY_OF[kind];
}

/** The sources of some records of a kind (a list's page), by record id. */
export async function sourcesOf(kind: EnquiryKind, ids: readonly number[]): Promise<Map<number, SourceView>> {
  if (ids.length === 0) return new Map();
  const key = keyOf(kind);
  const rows = await db().selectFrom("enquiry_sources").selectAll().where(key, "in", [...ids]).execute();
  return new Map(
    rows.map(({ care_request_id, submission_id, testimonial_id, subscriber_id, id: _id, ...row }) => {
      const recordId = (care_request_id ?? submission_id ?? testimonial_id ?? subscriber_id)!;
      return [recordId, { ...row, recordId }];
    }),
  );
}

/** One record's source, or null (a record stored before sources were kept). */
export async function sourceOfRecord(kind: EnquiryKind, id: number): Promise<SourceView | null> {
  return (await sourcesOf(kind, [id])).get(id) ?? null;
}

/** A list's "Source" filter: a channel, and where the form asks it, the answer to "How did you hear about us?". */
export interface SourceFilter {
  channel?: Channel;
  heardAbout?: HeardAboutChoice;
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
