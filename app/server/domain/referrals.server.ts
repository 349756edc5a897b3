/**
 * A professional's referral (decision 0900): a care request like a family's
 * (the same queue, PHIPA rules, region coordinators and staff notices), with
 * its referrer kept beside it in `care_referrals`, attributed to a partner
 * by its link's code or the referrer's email domain, and the referrer's
 * acknowledgement queued in the same transaction when they want updates.
 * The same referral sent again within ten minutes (a double submit) is the
 * one already stored: nothing new is kept or sent.
 */
import { careReference, type CareService, type Language, type Urgency } from "~/lib/care-requests";
import type { Locale } from "~/lib/locale";
import { attributePartner } from "~/lib/referrals";
import { newRequestMail } from "~/server/domain/care-request-mail.server";
import { createCareRequest, type StoredCareRequest } from "~/server/domain/care-requests.server";
import { enqueueMail } from "~/server/domain/outbox.server";
import { referrerAcknowledgement } from "~/server/domain/referral-mail.server";
import { clock } from "~/server/infra/clock.server";
import { config } from "~/server/infra/config.server";
import { lockByName } from "~/server/infra/db-dialect.server";
import type { Database } from "~/server/infra/db-schema";
import type { Transaction } from "kysely";

const DOUBLE_SUBMIT_MS = 10 * 60 * 1000;

/** What the referral form gives, checked (app/schemas/referral.ts). */
export interface ReferralInput {
  referrerName: string;
  organisation: string;
  referrerRole: string;
  referrerPhone?: string;
  referrerEmail: string;
  name: string;
  phone: string;
  region: string;
  services: CareService[];
  urgency: Urgency;
  /** YYYY-MM-DD. */
  dischargeDate?: string;
  language: Language;
  message?: string;
  /** "Send me no updates about this referral". */
  noUpdates: boolean;
  /** The partner link's code it came with (/refer/<code>), if any. */
  partnerCode?: string;
}

export type StoredReferral = StoredCareRequest & { partnerId: number | null };

async function partnersForAttribution(trx: Transaction<Database>) {
  const rows = await trx.selectFrom("partners").select(["id", "code", "domain", "archived_at"]).execute();
  return rows.map((row) => ({ id: row.id, code: row.code, domain: row.domain, archived: row.archived_at !== null }));
}

/** The referral this referrer sent for this client in the last ten minutes, as stored. */
async function sameReferralJustSent(trx: Transaction<Database>, input: ReferralInput, now: Date): Promise<StoredReferral | null> {
  const row = await trx
    .selectFrom("care_referrals")
    .innerJoin("care_requests", "care_requests.id", "care_referrals.request_id")
    .select(["care_requests.id", "care_requests.region", "care_requests.urgency", "care_requests.language", "care_requests.form_language", "care_referrals.partner_id"])
    .where("care_referrals.referrer_email", "=", input.referrerEmail)
    .where("care_requests.name", "=", input.name)
    .where("care_requests.phone", "=", input.phone)
    .where("care_referrals.created_at", ">", new Date(now.getTime() - DOUBLE_SUBMIT_MS).toISOString())
    .orderBy("care_requests.id", "desc")
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    reference: careReference(row.id),
    region: row.region,
    urgent: row.urgency === "48-hours",
    language: row.language as Language,
    formLanguage: row.form_language === "fr" ? "fr" : "en",
    email: null,
    assignedTo: null,
    coordinators: [],
    repeated: true,
    partnerId: row.partner_id,
  };
}

/** Stores the referral as a care request with its referrer, partner and emails, in one transaction. */
export async function storeReferral(input: ReferralInput, formLanguage: Locale, now: Date = clock()): Promise<StoredReferral> {
  let partnerId: number | null = null;
  let repeated: StoredReferral | null = null;
  const stored = await createCareRequest(
    {
      relationship: "professional",
      organisation: input.organisation,
      postalCode: "",
      region: input.region,
      services: input.services,
      urgency: input.urgency,
      language: input.language,
      name: input.name,
      phone: input.phone,
      message: input.message,
      formLanguage,
    },
    {
      now,
      overdue: config().careRequests.overdue,
      received: `Referral from ${input.organisation} through the website`,
      repeatOf: async (trx) => {
        // A double submit's second request waits for the first (PostgreSQL), then finds it.
        await lockByName(trx, `referral:${input.referrerEmail.toLowerCase()}`);
        repeated = await sameReferralJustSent(trx, input, now);
        return repeated;
      },
      then: async (trx, request) => {
        const attributed = attributePartner({ code: input.partnerCode, email: input.referrerEmail }, await partnersForAttribution(trx));
        partnerId = attributed?.partnerId ?? null;
        await trx
          .insertInto("care_referrals")
          .values({
            request_id: request.id,
            referrer_name: input.referrerName,
            organisation: input.organisation,
            referrer_role: input.referrerRole,
            referrer_phone: input.referrerPhone ?? null,
            referrer_email: input.referrerEmail,
            discharge_date: input.dischargeDate ?? null,
            wants_updates: input.noUpdates ? 0 : 1,
            partner_id: partnerId,
            attributed_by: attributed?.by ?? null,
            created_at: now.toISOString(),
          })
          .execute();
        for (const mail of newRequestMail(request)) await enqueueMail(mail, { now, trx });
        if (!input.noUpdates) {
          await enqueueMail(referrerAcknowledgement({ id: request.id, email: input.referrerEmail, name: input.referrerName, language: formLanguage }), { now, trx });
        }
      },
    },
  );
  return repeated ?? { ...stored, partnerId };
}
