/**
 * The outbox (decision 0020): every email to a visitor, applicant, family or
 * subscriber is stored here first, in the same transaction as the record it
 * is about, and sent later by the job loop, one row at a time:
 *
 * - a row is *claimed* by one conditional UPDATE (pending and due, or a claim
 *   whose lease ran out), so two instances never send the same row together;
 * - it is marked sent right after the SMTP server accepted it. The one window
 *   left (the process dies between the two) sends that row again after its
 *   lease, with the same Message-ID, which mail providers use to drop the copy;
 * - a temporary failure waits longer each time (1, 2, 4 ... minutes, at most
 *   6 hours, 10 attempts); a permanent one (a 5xx answer) is failed at once;
 * - `dedupeKey` makes an event's message unique: the same application
 *   acknowledged twice, a bulk move sent twice, a newsletter sent twice store
 *   one row each.
 * - the bulk stream (newsletters) is paced by NEWSLETTER_RATE_PER_MINUTE,
 *   counted in the database so the limit holds across instances.
 */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { config } from "~/server/infra/config.server";
import { clock } from "~/server/infra/clock.server";
import type { Database } from "~/server/infra/db-schema";
import { db } from "~/server/infra/db.server";
import { mailIsConfigured, sendMail } from "~/server/infra/mail.server";

export type OutboxStatus = "pending" | "sending" | "sent" | "failed" | "held";

export interface MailRef {
  type: string;
  id: number;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Id...). */
  headers?: Record<string, string>;
  /** What it is: "application-ack", "newsletter"... (shown to staff, counted). */
  kind: string;
  /** Unique: a second enqueue with the same key stores nothing. */
  dedupeKey?: string;
  /** The record it belongs to: deleted with it, counted per newsletter. */
  ref?: MailRef;
  /** "bulk" is paced by NEWSLETTER_RATE_PER_MINUTE. */
  stream?: "transactional" | "bulk";
  /** Not sent before this time. */
  notBefore?: Date;
}

/** How long a claim holds before another process may take the row. */
export const CLAIM_LEASE_MS = 2 * 60_000;
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;

/** The wait after the n-th failed attempt (1-based): 1, 2, 4 ... minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);
}

type Listener = () => void;
let wake: Listener | undefined;

/** The job loop of this process listens here, to send what was just stored without waiting a tick. */
export function onMailEnqueued(listener: Listener | undefined): void {
  wake = listener;
}

function messageIdFor(): string {
  return `<${randomUUID()}@${new URL(config().siteUrl).hostname}>`;
}

/**
 * Stores the message (in `trx` when given, so it commits with the record it
 * is about) and wakes the job loop. `created: false` when its dedupe key was
 * already stored: the event's message exists, nothing more is sent.
 */
export async function enqueueMail(mail: OutgoingMail, options: { now?: Date; trx?: Transaction<Database> } = {}): Promise<{ id: number; created: boolean }> {
  const now = options.now ?? clock();
  const values = {
    kind: mail.kind,
    stream: mail.stream ?? "transactional",
    to_address: mail.to,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html ?? null,
    headers: mail.headers ? JSON.stringify(mail.headers) : null,
    message_id: messageIdFor(),
    dedupe_key: mail.dedupeKey ?? null,
    ref_type: mail.ref?.type ?? null,
    ref_id: mail.ref?.id ?? null,
    next_attempt_at: (mail.notBefore ?? now).toISOString(),
    created_at: now.toISOString(),
  } as const;
  const executor = options.trx ?? db();
  // ON CONFLICT DO NOTHING: a key already stored (or stored by another request at the same moment) inserts
  // nothing and raises nothing, so a caller's transaction stays usable on PostgreSQL too.
  const inserted = await executor
    .insertInto("mail_outbox")
    .values(values)
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) {
    const existing = await executor.selectFrom("mail_outbox").select("id").where("dedupe_key", "=", mail.dedupeKey!).executeTakeFirstOrThrow();
    return { id: existing.id, created: false };
  }
  // In a caller's transaction the row is visible once it commits: wake the loop a moment later.
  if (options.trx) setTimeout(() => wake?.(), 20).unref();
  else wake?.();
  return { id: inserted.id, created: true };
}

type OutboxRow = Awaited<ReturnType<typeof claimNext>>;

/** How many bulk copies went out in the minute before `now` (all instances). */
async function bulkSentInLastMinute(now: Date): Promise<number> {
  const row = await db()
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("stream", "=", "bulk")
    .where("last_attempt_at", ">", new Date(now.getTime() - 60_000).toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Claims the oldest due row of `stream` for `holder`; undefined when none is due. */
async function claimNext(holder: string, stream: "transactional" | "bulk", now: Date) {
  const nowIso = now.toISOString();
  for (let tries = 0; tries < 5; tries++) {
    const candidate = await db()
      .selectFrom("mail_outbox")
      .select("id")
      .where("stream", "=", stream)
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", nowIso)]),
          eb.and([eb("status", "=", "sending"), eb("claimed_until", "<", nowIso)]),
        ]),
      )
      .orderBy("id")
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return undefined;
    const claimed = await db()
      .updateTable("mail_outbox")
      .set((eb) => ({
        status: "sending",
        claimed_by: holder,
        claimed_until: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(),
        last_attempt_at: nowIso,
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "=", candidate.id)
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", nowIso)]),
          eb.and([eb("status", "=", "sending"), eb("claimed_until", "<", nowIso)]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    // Another process claimed it between the two statements: look again.
    if (claimed) return claimed;
  }
  return undefined;
}

async function settle(row: NonNullable<OutboxRow>, holder: string, now: Date): Promise<"sent" | "failed" | "retry"> {
  const outcome = await sendMail({
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body ?? undefined,
    headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
    messageId: row.message_id,
  });
  const mine = db().updateTable("mail_outbox").where("id", "=", row.id).where("claimed_by", "=", holder);
  if (outcome.status === "sent") {
    await mine.set({ status: "sent", sent_at: clock().toISOString(), claimed_until: null, error: null }).execute();
    return "sent";
  }
  const error = outcome.status === "failed" ? outcome.error : "mail is not configured (SMTP_URL)";
  if ((outcome.status === "failed" && outcome.permanent) || row.attempts >= MAX_ATTEMPTS) {
    await mine.set({ status: "failed", claimed_until: null, error }).execute();
    return "failed";
  }
  await mine
    .set({ status: "pending", claimed_until: null, error, next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts)).toISOString() })
    .execute();
  return "retry";
}

export interface DeliveryReport {
  sent: number;
  failed: number;
  retrying: number;
}

/**
 * Sends what is due: transactional mail first, then bulk mail within the
 * rate; at most `limit` rows in one call (the job loop calls again next
 * tick). Several processes may run it at once: each row is claimed by one.
 * `keepGoing` is asked before each claim: a stopping server finishes the row
 * it is sending and claims no other.
 */
export async function deliverDueMail(now = clock(), limit = 50, keepGoing: () => boolean = () => true): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0, retrying: 0 };
  if (!mailIsConfigured()) return report;
  const holder = randomUUID();
  const count = (result: "sent" | "failed" | "retry") => {
    if (result === "sent") report.sent++;
    else if (result === "failed") report.failed++;
    else report.retrying++;
  };
  let budget = limit;
  for (; budget > 0 && keepGoing(); budget--) {
    const row = await claimNext(holder, "transactional", now);
    if (!row) break;
    count(await settle(row, holder, now));
  }
  const rate = config().newsletterRatePerMinute;
  for (; budget > 0 && keepGoing(); budget--) {
    if ((await bulkSentInLastMinute(now)) >= rate) break;
    const row = await claimNext(holder, "bulk", now);
    if (!row) break;
    count(await settle(row, holder, now));
  }
  return report;
}

const refIs = (ref: MailRef) =>
  db().selectFrom("mail_outbox").where("ref_type", "=", ref.type).where("ref_id", "=", ref.id);

/** The messages of one record by status, and the failed ones with the server's reason. */
export async function outboxSummary(ref: MailRef): Promise<{ counts: Record<OutboxStatus, number>; failed: Array<{ to: string; error: string }> }> {
  const rows = await refIs(ref)
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0, held: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  const failed = await refIs(ref).select(["to_address", "error"]).where("status", "=", "failed").orderBy("id").execute();
  return { counts, failed: failed.map((row) => ({ to: row.to_address, error: row.error ?? "" })) };
}

/** Stop: what is not being sent yet waits. */
export async function holdMail(ref: MailRef): Promise<number> {
  const result = await db().updateTable("mail_outbox").set({ status: "held" }).where("ref_type", "=", ref.type).where("ref_id", "=", ref.id).where("status", "=", "pending").executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Resume: what was held is due again. */
export async function releaseMail(ref: MailRef, now = clock()): Promise<number> {
  const result = await db()
    .updateTable("mail_outbox")
    .set({ status: "pending", next_attempt_at: now.toISOString() })
    .where("ref_type", "=", ref.type)
    .where("ref_id", "=", ref.id)
    .where("status", "=", "held")
    .executeTakeFirst();
  wake?.();
  return Number(result.numUpdatedRows);
}

/** The messages of a record that is being deleted (retention, a deletion request). */
export async function deleteMailFor(ref: MailRef, trx?: Transaction<Database>): Promise<number> {
  const result = await (trx ?? db()).deleteFrom("mail_outbox").where("ref_type", "=", ref.type).where("ref_id", "=", ref.id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every message to one address (a subscriber forgotten). */
export async function deleteMailTo(address: string, trx?: Transaction<Database>): Promise<number> {
  const result = await (trx ?? db()).deleteFrom("mail_outbox").where("to_address", "=", address).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Outbox rows (and staff mail), whatever their state, are kept this long: their records keep what matters. */
export const OUTBOX_RETENTION_DAYS = 90;

/**
 * Messages stored more than `days` ago, whatever their state (decision
 * 0211): the outbox is not an archive, and one still pending, held or
 * sending after that long will not be sent usefully. Their records keep
 * what matters.
 */
export async function purgeOldMail(days: number, now = clock()): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 60 * 60_000).toISOString();
  const result = await db().deleteFrom("mail_outbox").where("created_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
