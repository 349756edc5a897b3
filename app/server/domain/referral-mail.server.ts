/**
 * What the referrer of a care request hears (decision 0900), through the
 * outbox in the transaction that makes the event, in the language of the
 * edition they used, and only when they wanted updates:
 *
 * - the acknowledgement with the reference number, at once;
 * - one email when the office first contacts the client, one when the
 *   request is accepted (an assessment booked or a new client: one email,
 *   not two), one when it cannot be served (the reason's category only).
 *
 * Each is sent at most once per referral, as recorded on it (`updates_sent`,
 * which outlives the outbox row), and "contacted" never after "accepted" or
 * "not proceeding"; the outbox key (`referral-<event>:<id>`) still makes a
 * repeated job send it once.
 * None carries a word about the client: no name, region, service, urgency,
 * date or reason text; only the reference, the referrer's own name and the
 * office's phone.
 */
import type { Transaction } from "kysely";
import { careReference, type NotProceedingReason } from "~/lib/care-requests";
import { formatPhone, type MessageKey, translator } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { type ReferrerEvent, referrerEventOf, referrerHearsOf } from "~/lib/referrals";
import { rightsUrl } from "~/server/domain/complaint-mail.server";
import { enqueueMail, type OutgoingMail } from "~/server/domain/outbox.server";
import { config } from "~/server/infra/config.server";
import type { Database } from "~/server/infra/db-schema";

type Executor = Transaction<Database>;

/** The outbox's `ref` of a request's mail (care-request-mail.server.ts's): deleted with the request. */
const mailRef = (id: number) => ({ type: "care-request", id });

const REASON_KEYS: Record<NotProceedingReason, MessageKey> = {
  "no-answer": "referral.reasonNoAnswer",
  "other-provider": "referral.reasonOtherProvider",
  cost: "referral.reasonCost",
  "not-needed": "referral.reasonNotNeeded",
  "outside-area": "referral.reasonOutsideArea",
  other: "referral.reasonOther",
};

const EVENT_KEYS: Record<ReferrerEvent, { subject: MessageKey; text: MessageKey }> = {
  contacted: { subject: "referral.contactedSubject", text: "referral.contactedText" },
  accepted: { subject: "referral.acceptedSubject", text: "referral.acceptedText" },
  "not-proceeding": { subject: "referral.notProceedingSubject", text: "referral.notProceedingText" },
};

function words(language: Locale) {
  const t = translator(language);
  const business = config().business;
  return { t, company: business.companyName, phone: language === "en" ? business.phone : formatPhone(language, business.phone) };
}

/** The acknowledgement to a referrer who wants updates. */
export function referrerAcknowledgement(referral: { id: number; email: string; name: string; language: Locale }): OutgoingMail {
  const reference = careReference(referral.id);
  const { t, company, phone } = words(referral.language);
  return {
    to: referral.email,
    subject: t("referral.ackSubject", { reference }),
    text: t("referral.ackText", { name: referral.name, reference, company, phone, rightsUrl: rightsUrl(referral.language) }),
    kind: "referral-ack",
    dedupeKey: `referral-ack:${referral.id}`,
    ref: mailRef(referral.id),
  };
}

/** A status email to the referrer (`reason`: the not-proceeding category). */
export function referrerStatusMail(
  referral: { id: number; email: string; name: string; language: Locale },
  event: ReferrerEvent,
  reason: string | null,
): OutgoingMail {
  const reference = careReference(referral.id);
  const { t, company, phone } = words(referral.language);
  const keys = EVENT_KEYS[event];
  const category = t(REASON_KEYS[(reason ?? "other") as NotProceedingReason] ?? REASON_KEYS.other);
  return {
    to: referral.email,
    subject: t(keys.subject, { reference }),
    text: t(keys.text, { name: referral.name, reference, company, phone, reason: category }),
    kind: `referral-${event}`,
    dedupeKey: `referral-${event}:${referral.id}`,
    ref: mailRef(referral.id),
  };
}

/**
 * A care request's status changed (in `trx`, care-requests.server.ts's
 * setCareStatus): for a referral, the first move on from New is its first
 * contact (kept for the partners' figures), and the referrer who wants
 * updates gets this status's email once.
 */
export async function onReferralStatus(trx: Executor, id: number, status: string, reason: string | null, now: Date): Promise<void> {
  const row = await trx
    .selectFrom("care_referrals")
    .innerJoin("care_requests", "care_requests.id", "care_referrals.request_id")
    .select([
      "care_referrals.referrer_email",
      "care_referrals.referrer_name",
      "care_referrals.wants_updates",
      "care_referrals.first_contact_at",
      "care_referrals.updates_sent",
      "care_requests.form_language",
    ])
    .where("care_referrals.request_id", "=", id)
    .executeTakeFirst();
  if (!row) return;
  if (status !== "new" && !row.first_contact_at) {
    await trx.updateTable("care_referrals").set({ first_contact_at: now.toISOString() }).where("request_id", "=", id).execute();
  }
  const event = referrerEventOf(status);
  if (!event || !row.wants_updates) return;
  // What was sent is kept on the referral: the outbox row goes after 90 days.
  const sent = row.updates_sent.split(" ").filter(Boolean);
  if (!referrerHearsOf(event, sent)) return;
  const language: Locale = row.form_language === "fr" ? "fr" : "en";
  await enqueueMail(referrerStatusMail({ id, email: row.referrer_email, name: row.referrer_name, language }, event, reason), { now, trx });
  await trx.updateTable("care_referrals").set({ updates_sent: [...sent, event].join(" ") }).where("request_id", "=", id).execute();
}
