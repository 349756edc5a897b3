/**
 * Partners (decision 0900): organisations that refer clients, with their
 * category, region, email domain, contacts and notes; each has a random
 * code for its referral link (/refer/<code>). Archiving keeps the partner's
 * figures; its contacts (personal data) are deleted
 * PARTNER_CONTACT_RETENTION_MONTHS after it was archived (the daily purge).
 * Typed input, typed results, no HTTP: the routes check who may call these.
 */
import { randomBytes } from "node:crypto";
import type { BusinessHours } from "~/lib/care-requests";
import { partnerMonths, type PartnerMonth } from "~/lib/referrals";
import { clock } from "~/server/infra/clock.server";
import { isUniqueViolation } from "~/server/infra/db-dialect.server";
import { db } from "~/server/infra/db.server";

export const PARTNER_CONTACT_RETENTION_MONTHS = 12;

/** Lower-case letters and digits without look-alikes (0/o, 1/l/i): 10 of them, about 50 bits. */
const CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export function newPartnerCode(): string {
  const bytes = randomBytes(10);
  return [...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join("");
}

export interface PartnerContact {
  name: string;
  role: string;
  email: string;
  phone: string;
}

export interface PartnerInput {
  name: string;
  category: string;
  region: string | null;
  domain: string | null;
  notes: string;
  contacts: PartnerContact[];
}

export interface PartnerSummary {
  id: number;
  name: string;
  category: string;
  region: string | null;
  domain: string | null;
  code: string;
  archivedAt: string | null;
  referrals: number;
}

export interface Partner extends PartnerSummary {
  notes: string;
  contacts: Array<PartnerContact & { id: number }>;
  createdAt: string;
  updatedAt: string;
}

export async function listPartners(options: { archived?: boolean } = {}): Promise<PartnerSummary[]> {
  let query = db()
    .selectFrom("partners")
    .leftJoin("care_referrals", "care_referrals.partner_id", "partners.id")
    .select((eb) => [
      "partners.id",
      "partners.name",
      "partners.category",
      "partners.region",
      "partners.domain",
      "partners.code",
      "partners.archived_at",
      eb.fn.count<number>("care_referrals.request_id").as("referrals"),
    ])
    .groupBy(["partners.id", "partners.name", "partners.category", "partners.region", "partners.domain", "partners.code", "partners.archived_at"])
    .orderBy("partners.name");
  query = options.archived ? query.where("partners.archived_at", "is not", null) : query.where("partners.archived_at", "is", null);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.category,
    region: row.region,
    domain: row.domain,
    code: row.code,
    archivedAt: row.archived_at,
    referrals: Number(row.referrals),
  }));
}

export async function findPartner(id: number): Promise<Partner | null> {
  const row = await db().selectFrom("partners").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const contacts = await db().selectFrom("partner_contacts").select(["id", "name", "role", "email", "phone"]).where("partner_id", "=", id).orderBy("id").execute();
  const counted = await db().selectFrom("care_referrals").select((eb) => eb.fn.countAll<number>().as("n")).where("partner_id", "=", id).executeTakeFirstOrThrow();
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    region: row.region,
    domain: row.domain,
    code: row.code,
    archivedAt: row.archived_at,
    referrals: Number(counted.n),
    notes: row.notes,
    contacts,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The partner of a referral link's code, archived or not (an archived one's link no longer fills anything in). */
export async function partnerByCode(code: string): Promise<{ code: string; name: string; region: string | null; archived: boolean } | null> {
  const row = await db().selectFrom("partners").select(["code", "name", "region", "archived_at"]).where("code", "=", code.toLowerCase()).executeTakeFirst();
  return row ? { code: row.code, name: row.name, region: row.region, archived: row.archived_at !== null } : null;
}

export type SaveResult = { ok: true; id: number } | { ok: false; reason: "domain-taken" | "not-found" };

/** Another active partner with this domain (a referral from it could not be told apart). */
async function domainTaken(domain: string | null, except?: number): Promise<boolean> {
  if (!domain) return false;
  let query = db().selectFrom("partners").select("id").where("domain", "=", domain).where("archived_at", "is", null);
  if (except !== undefined) query = query.where("id", "!=", except);
  return Boolean(await query.executeTakeFirst());
}

export async function createPartner(input: PartnerInput, now: Date = clock()): Promise<SaveResult> {
  if (await domainTaken(input.domain)) return { ok: false, reason: "domain-taken" };
  for (let attempt = 0; ; attempt++) {
    try {
      const id = await db()
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .insertInto("partners")
            .values({
              name: input.name,
              category: input.category,
              region: input.region,
              domain: input.domain,
              code: newPartnerCode(),
              notes: input.notes,
              created_at: now.toISOString(),
              updated_at: now.toISOString(),
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          for (const contact of input.contacts) await trx.insertInto("partner_contacts").values({ partner_id: row.id, ...contact, created_at: now.toISOString() }).execute();
          return row.id;
        });
      return { ok: true, id };
    } catch (error) {
      // The code's random draw met another partner's: draw again.
      if (attempt < 3 && isUniqueViolation(error, { table: "partners", column: "code" })) continue;
      throw error;
    }
  }
}

/** Saves the partner's fields and replaces its contacts with those given. */
export async function updatePartner(id: number, input: PartnerInput, now: Date = clock()): Promise<SaveResult> {
  if (await domainTaken(input.domain, id)) return { ok: false, reason: "domain-taken" };
  return db()
    .transaction()
    .execute(async (trx) => {
      const updated = await trx
        .updateTable("partners")
        .set({ name: input.name, category: input.category, region: input.region, domain: input.domain, notes: input.notes, updated_at: now.toISOString() })
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return { ok: false, reason: "not-found" } as const;
      await trx.deleteFrom("partner_contacts").where("partner_id", "=", id).execute();
      for (const contact of input.contacts) await trx.insertInto("partner_contacts").values({ partner_id: id, ...contact, created_at: now.toISOString() }).execute();
      return { ok: true, id } as const;
    });
}

/**
 * Archives (or brings back) a partner: an archived one is attributed nothing new and its link fills nothing in.
 * One is not brought back while another active partner has its domain (referrals from it could not be told apart).
 */
export async function archivePartner(id: number, archived: boolean, now: Date = clock()): Promise<SaveResult> {
  if (!archived) {
    const row = await db().selectFrom("partners").select("domain").where("id", "=", id).executeTakeFirst();
    if (row && (await domainTaken(row.domain, id))) return { ok: false, reason: "domain-taken" };
  }
  const updated = await db()
    .updateTable("partners")
    .set({ archived_at: archived ? now.toISOString() : null, updated_at: now.toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0 ? { ok: true, id } : { ok: false, reason: "not-found" };
}

/** Per partner and month: referrals, median business hours to first contact, outcomes (app/lib/referrals.ts). */
export async function partnerStatistics(hours: BusinessHours, partnerId?: number): Promise<PartnerMonth[]> {
  let query = db()
    .selectFrom("care_referrals")
    .innerJoin("care_requests", "care_requests.id", "care_referrals.request_id")
    .select(["care_referrals.partner_id", "care_referrals.created_at", "care_referrals.first_contact_at", "care_requests.status"])
    .where("care_referrals.partner_id", "is not", null);
  if (partnerId !== undefined) query = query.where("care_referrals.partner_id", "=", partnerId);
  const rows = await query.execute();
  return partnerMonths(
    rows.map((row) => ({ partnerId: row.partner_id!, createdAt: row.created_at, firstContactAt: row.first_contact_at, status: row.status })),
    hours,
  );
}

/** Retention: contacts of partners archived more than `months` months ago are deleted. */
export async function purgeArchivedPartnerContacts(now: Date = clock(), months = PARTNER_CONTACT_RETENTION_MONTHS): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const archived = db().selectFrom("partners").select("id").where("archived_at", "is not", null).where("archived_at", "<", cutoff.toISOString());
  const deleted = await db().deleteFrom("partner_contacts").where("partner_id", "in", archived).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
