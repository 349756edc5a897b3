/**
 * Accessibility feedback and alternate formats (AODA IASR ss. 11-12,
 * decision 1010): a request is stored with its acknowledgement deadline (2
 * business days, app/lib/accessibility-requests.ts) and its emails in one
 * transaction (the person's acknowledgement in the form's language when they
 * gave an email, the office's notice without a name or a word of theirs);
 * the office acknowledges it, agrees a delivery date with the person, then
 * closes it with a note. A late step is emailed to the office once
 * (`reminded` and the outbox's dedupe key); the owner is emailed once 60 days
 * before the multi-year plan's review. Kept 24 months after it closed (or
 * after its last change, open).
 */
import type { Transaction } from "kysely";
import { accessibilityPlanFacts } from "~/content/accessibility";
import {
  ACCESS_STATUSES,
  type AccessFormat,
  type AccessKind,
  type AccessStatus,
  accessReference,
  ACK_BUSINESS_DAYS,
  ackDeadline,
  type ContactWay,
  DELIVERY_TARGET_BUSINESS_DAYS,
  deliveryDeadline,
  KIND_LABELS,
  type LateStep,
  overdueStep,
  planReview,
  reminderKey,
} from "~/lib/accessibility-requests";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { formatPhone, translator } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { deleteAuditOf } from "~/server/domain/audit.server";
import { deleteMailFor, enqueueMail } from "~/server/domain/outbox.server";
import { clock } from "~/server/infra/clock.server";
import { config } from "~/server/infra/config.server";
import { lockByName } from "~/server/infra/db-dialect.server";
import type { Database } from "~/server/infra/db-schema";
import { db } from "~/server/infra/db.server";

/** A request is kept this long after it closed, or after its last change while open. */
export const ACCESS_RETENTION_MONTHS = 24;

export interface AccessRequestInput {
  kind: AccessKind;
  format?: AccessFormat;
  about: string;
  details?: string;
  neededBy?: string;
  name: string;
  contactBy: ContactWay;
  email?: string;
  phone?: string;
}

export interface StoredAccessRequest {
  id: number;
  reference: string;
}

export const accessMailRef = (id: number) => ({ type: "accessibility-request", id });

/** The request's page in the back office (the domain imports no React Router: kept in step with app/routes.ts by hand). */
function adminLink(id?: number): string {
  // eslint-disable-next-line no-restricted-syntax -- the domain imports no React Router (so no href())
  return new URL(id === undefined ? "/admin/accessibility" : `/admin/accessibility/${id}`, config().siteUrl).toString();
}

/** The person's acknowledgement: the reference and the deadline's days, none of their words (anyone may type an address). */
function acknowledgement(reference: string, language: Locale) {
  const t = translator(language);
  const { business } = config();
  return {
    subject: t("access.ackSubject", { reference }),
    text: t("access.ackText", {
      reference,
      company: business.companyName,
      days: ACK_BUSINESS_DAYS,
      phone: language === "en" ? business.phone : formatPhone(language, business.phone),
    }),
  };
}

/** A double submit: the same request sent again within this time is the one already stored. */
const DOUBLE_SUBMIT_MS = 10 * 60 * 1000;

/**
 * Stores the request with its deadline and its emails, in one transaction;
 * the same request sent again within ten minutes (a double submit) is the
 * one already stored, and nothing more is sent.
 */
export async function storeAccessRequest(input: AccessRequestInput, language: Locale, now: Date = clock()): Promise<StoredAccessRequest> {
  const at = now.toISOString();
  const ackDue = ackDeadline(now).toISOString();
  return db()
    .transaction()
    .execute(async (trx) => {
      // A double submit's second request waits for the first (PostgreSQL), then finds it.
      await lockByName(trx, `access:${input.name.toLowerCase()}`);
      const same = await trx
        .selectFrom("accessibility_requests")
        .select("id")
        .where("name", "=", input.name)
        .where("about", "=", input.about)
        .where("kind", "=", input.kind)
        .where("email", input.email ? "=" : "is", input.email ?? null)
        .where("phone", input.phone ? "=" : "is", input.phone ?? null)
        .where("created_at", ">", new Date(now.getTime() - DOUBLE_SUBMIT_MS).toISOString())
        .orderBy("id", "desc")
        .executeTakeFirst();
      if (same) return { id: same.id, reference: accessReference(same.id) };
      const { id } = await trx
        .insertInto("accessibility_requests")
        .values({
          kind: input.kind,
          format: input.format ?? null,
          about: input.about,
          details: input.details ?? "",
          needed_by: input.neededBy ?? null,
          name: input.name,
          email: input.email ?? null,
          phone: input.phone ?? null,
          contact_by: input.contactBy,
          language,
          status: "new",
          ack_due_at: ackDue,
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const reference = accessReference(id);
      const ref = accessMailRef(id);
      if (input.email) {
        await enqueueMail({ to: input.email, ...acknowledgement(reference, language), kind: "access-ack", dedupeKey: `access-ack:${id}`, ref }, { now, trx });
      }
      await enqueueMail(
        {
          to: config().officeNotifyEmail,
          subject: `New accessibility request ${reference} (${KIND_LABELS[input.kind].toLowerCase()})`,
          text: [
            `New accessibility request ${reference}: ${KIND_LABELS[input.kind].toLowerCase()}.`,
            `Deadline to acknowledge it (contact the person): ${formatAgencyDateTime(ackDue)}`,
            "",
            `Open it in the back office (sign in first): ${adminLink(id)}`,
            "",
            "For privacy, this email carries no detail of the request.",
          ].join("\n"),
          kind: "access-office",
          dedupeKey: `access-office:${id}`,
          ref,
        },
        { now, trx },
      );
      return { id, reference };
    });
}

export interface AccessQueueRow {
  id: number;
  reference: string;
  kind: AccessKind;
  format: AccessFormat | null;
  status: AccessStatus;
  createdAt: string;
  ackDueAt: string;
  neededBy: string | null;
  deliveryDate: string | null;
  /** Once acknowledged: the agreed date, or without one the target (decision 1010). */
  deliveryDue: { day: string; basis: "agreed" | "asked" | "target" } | null;
  overdue: LateStep | null;
}

const asStatus = (value: string): AccessStatus => ((ACCESS_STATUSES as readonly string[]).includes(value) ? (value as AccessStatus) : "new");

/** The queue, without names or contacts (opening one is audited): open ones oldest first, or the closed ones newest first. */
export async function listAccessRequests(shown: "open" | "closed", now: Date = clock()): Promise<AccessQueueRow[]> {
  let query = db()
    .selectFrom("accessibility_requests")
    .select(["id", "kind", "format", "status", "created_at", "ack_due_at", "acknowledged_at", "needed_by", "delivery_date"]);
  query = shown === "open" ? query.where("status", "!=", "closed").orderBy("created_at", "asc") : query.where("status", "=", "closed").orderBy("closed_at", "desc").limit(200);
  const rows = await query.orderBy("id").execute();
  return rows.map((row) => {
    const status = asStatus(row.status);
    const facts = { status, ackDueAt: row.ack_due_at, acknowledgedAt: row.acknowledged_at, neededBy: row.needed_by, deliveryDate: row.delivery_date };
    const due = deliveryDeadline(facts);
    return {
      id: row.id,
      reference: accessReference(row.id),
      kind: row.kind as AccessKind,
      format: row.format as AccessFormat | null,
      status,
      createdAt: row.created_at,
      ackDueAt: row.ack_due_at,
      neededBy: row.needed_by,
      deliveryDate: row.delivery_date,
      deliveryDue: due && { day: due.day, basis: due.basis },
      overdue: overdueStep(facts, now),
    };
  });
}

export type AccessRequestRecord = NonNullable<Awaited<ReturnType<typeof findAccessRequest>>>;

/** One request, all of it (the caller audits the opening). */
export async function findAccessRequest(id: number) {
  const row = await db().selectFrom("accessibility_requests").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  return { ...row, reference: accessReference(row.id), status: asStatus(row.status), kind: row.kind as AccessKind, format: row.format as AccessFormat | null, contactBy: row.contact_by as ContactWay };
}

export type AccessChange = { ok: true; changed: boolean } | { ok: false; reason: "not-found" | "closed" };

async function change(id: number, apply: (row: { status: AccessStatus }, trx: Transaction<Database>) => Promise<boolean>): Promise<AccessChange> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const row = await trx.selectFrom("accessibility_requests").select(["status"]).where("id", "=", id).executeTakeFirst();
      if (!row) return { ok: false, reason: "not-found" } as const;
      const status = asStatus(row.status);
      if (status === "closed") return { ok: false, reason: "closed" } as const;
      return { ok: true, changed: await apply({ status }, trx) } as const;
    });
}

/** The person was contacted: a new request becomes Acknowledged. */
export function acknowledgeAccessRequest(id: number, by: string, note: string | undefined, now: Date = clock()): Promise<AccessChange> {
  return change(id, async ({ status }, trx) => {
    if (status !== "new") return false;
    const at = now.toISOString();
    await trx.updateTable("accessibility_requests").set({ status: "acknowledged", acknowledged_at: at, acknowledged_by: by, ack_note: note ?? null, updated_at: at }).where("id", "=", id).execute();
    return true;
  });
}

/** The delivery date agreed with the person (agreeing on a new one acknowledges it too). */
export function agreeAccessDelivery(id: number, by: string, date: string, note: string | undefined, now: Date = clock()): Promise<AccessChange> {
  return change(id, async ({ status }, trx) => {
    const at = now.toISOString();
    const acknowledged = status === "new" ? { acknowledged_at: at, acknowledged_by: by } : {};
    await trx
      .updateTable("accessibility_requests")
      .set({ ...acknowledged, status: "agreed", delivery_date: date, agreed_at: at, agreed_by: by, delivery_note: note ?? null, updated_at: at })
      .where("id", "=", id)
      .execute();
    return true;
  });
}

/** Delivered, answered or closed, with what was done. */
export function closeAccessRequest(id: number, by: string, note: string, now: Date = clock()): Promise<AccessChange> {
  return change(id, async ({ status }, trx) => {
    const at = now.toISOString();
    const acknowledged = status === "new" ? { acknowledged_at: at, acknowledged_by: by } : {};
    await trx.updateTable("accessibility_requests").set({ ...acknowledged, status: "closed", closed_at: at, closed_by: by, close_note: note, updated_at: at }).where("id", "=", id).execute();
    return true;
  });
}

/** The open requests late at `now`, for the dashboard. */
export async function countOverdueAccess(now: Date = clock()): Promise<number> {
  return (await listAccessRequests("open", now)).filter((row) => row.overdue).length;
}

/**
 * The late steps' reminders (a periodic job): one email to the office per
 * request and step, by reference and link only. `reminded` records the step
 * in the transaction that queues the email; the dedupe key holds if two runs
 * meet.
 */
export async function remindOverdueAccess(now: Date = clock()): Promise<string | void> {
  const late = (await listAccessRequests("open", now)).filter((row) => row.overdue);
  let told = 0;
  for (const row of late) {
    const step = row.overdue!;
    const key = reminderKey(row.id, step, row.deliveryDate);
    const stepName = step === "delivery" ? `delivery:${row.deliveryDate}` : step;
    await db()
      .transaction()
      .execute(async (trx) => {
        const current = await trx.selectFrom("accessibility_requests").select("reminded").where("id", "=", row.id).executeTakeFirst();
        if (!current || current.reminded === stepName) return;
        const what = {
          ack: `not acknowledged by its deadline (${formatAgencyDateTime(row.ackDueAt)})`,
          delivery: `not delivered by the date agreed with the person (${row.deliveryDate})`,
          target:
            row.deliveryDue?.basis === "asked"
              ? `not delivered by the date the person asked for (${row.deliveryDue.day}), and no date is agreed`
              : `not delivered within ${DELIVERY_TARGET_BUSINESS_DAYS} business days of its acknowledgement (${row.deliveryDue?.day}), and no date is agreed`,
        }[step];
        const sent = await enqueueMail(
          {
            to: config().officeNotifyEmail,
            subject: `Overdue: accessibility request ${row.reference}`,
            text: [`Accessibility request ${row.reference} is ${what}.`, "", `Open it in the back office (sign in first): ${adminLink(row.id)}`, "", "For privacy, this email carries no detail of the request."].join("\n"),
            kind: "access-overdue",
            dedupeKey: key,
            ref: accessMailRef(row.id),
          },
          { now, trx },
        );
        await trx.updateTable("accessibility_requests").set({ reminded: stepName }).where("id", "=", row.id).execute();
        if (sent.created) told++;
      });
  }
  if (told) return `accessibility requests overdue: ${told} reminder${told === 1 ? "" : "s"} emailed to the office`;
}

/**
 * The owner's reminder of the multi-year plan's review (a daily job): once,
 * from 60 days before the review date until that date, to each active owner
 * (the dedupe key names the review date: a new plan's date is a new reminder).
 */
export async function remindPlanReview(now: Date = clock(), adopted: string = accessibilityPlanFacts.adopted): Promise<string | void> {
  const review = planReview(adopted, now);
  if (!review.due || review.past) return;
  const owners = await db().selectFrom("users").select("email").where("role", "=", "owner").where("deactivated_at", "is", null).orderBy("email").execute();
  let sent = 0;
  for (const { email } of owners) {
    const outcome = await enqueueMail(
      {
        to: email,
        subject: `The accessibility plan is due for its review on ${review.reviewDate}`,
        text: [
          `The multi-year accessibility plan adopted on ${adopted} is due for its five-year review on ${review.reviewDate} (Ontario's Integrated Accessibility Standards, s. 4).`,
          "",
          "Review it with the staff who use it and with people who use our services; then have the plan's text and its adoption date updated on the website (the site's content, app/content/accessibility.ts). The mark on the dashboard ends when that date moves.",
          "",
          `The plan as published: ${new URL("/accessibility/plan", config().siteUrl).toString()}`,
        ].join("\n"),
        kind: "access-plan-review",
        dedupeKey: `access-plan-review:${review.reviewDate}:${email}`,
      },
      { now },
    );
    if (outcome.created) sent++;
  }
  if (sent) return `accessibility plan review on ${review.reviewDate}: ${sent} owner${sent === 1 ? "" : "s"} reminded`;
}

/** The dashboard's mark: from 60 days before the review until the content's date moves. */
export function planReviewMark(now: Date = clock(), adopted: string = accessibilityPlanFacts.adopted): { reviewDate: string; past: boolean } | null {
  const review = planReview(adopted, now);
  return review.due ? { reviewDate: review.reviewDate, past: review.past } : null;
}

/** Retention: closed 24 months ago, or open and untouched for 24 months; their emails and audit entries with them. */
export async function purgeAccessRequests(now: Date = clock()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - ACCESS_RETENTION_MONTHS);
  const before = cutoff.toISOString();
  const rows = await db()
    .selectFrom("accessibility_requests")
    .select("id")
    .where((eb) => eb.or([eb("closed_at", "<", before), eb.and([eb("closed_at", "is", null), eb("updated_at", "<", before)])]))
    .execute();
  for (const { id } of rows) {
    await db()
      .transaction()
      .execute(async (trx) => {
        await deleteMailFor(accessMailRef(id), trx);
        await deleteAuditOf("accessibility-request", [id], trx);
        await trx.deleteFrom("accessibility_requests").where("id", "=", id).execute();
      });
  }
  return rows.length;
}
