/**
 * Complaints (decision 1001): stored with each step's deadline computed at
 * receipt (app/lib/complaints.ts, business days of decision 1000), the
 * complainant's acknowledgement and the staff notice in the same
 * transaction; the register and one record; a handler, the human
 * acknowledgement, the 10-day update of a complaint of harm, notes
 * (appended only), the resolution with its written outcome (each step once:
 * a conditional update, and the outbox's key); the overdue reminder once
 * per step; the yearly report; the purge seven years after resolution.
 */
import type { Transaction } from "kysely";
import {
  type ComplainantRole,
  type ComplaintCategory,
  complaintDeadlines,
  complaintReference,
  complaintReport,
  COMPLAINT_RETENTION_YEARS,
  type ComplaintStep,
  type ContactMethod,
  currentStep,
  isOverdue,
  type ComplaintYearReport,
} from "~/lib/complaints";
import { agencyLocalToUtc } from "~/lib/agency-time";
import type { Locale } from "~/lib/locale";
import { can, isStaffRole } from "~/lib/staff-roles";
import {
  complaintAcknowledgement,
  complaintMailRef,
  complaintOutcomeMail,
  complaintUpdateMail,
  newComplaintNotice,
  overdueReminder,
} from "~/server/domain/complaint-mail.server";
import { deleteAuditOf } from "~/server/domain/audit.server";
import { deleteMailFor, enqueueMail } from "~/server/domain/outbox.server";
import { clock } from "~/server/infra/clock.server";
import { config } from "~/server/infra/config.server";
import { lockByName } from "~/server/infra/db-dialect.server";
import type { Database } from "~/server/infra/db-schema";
import { db } from "~/server/infra/db.server";

const DOUBLE_SUBMIT_MS = 10 * 60 * 1000;

/** What the form gives, checked (app/schemas/complaint.ts). */
export interface ComplaintInput {
  role: ComplainantRole;
  name: string;
  clientName?: string;
  category: ComplaintCategory;
  /** YYYY-MM-DD. */
  occurredOn?: string;
  description: string;
  desiredOutcome?: string;
  contactMethod: ContactMethod;
  phone?: string;
  email?: string;
  address?: string;
}

export interface StoredComplaint {
  id: number;
  reference: string;
  /** The same complaint sent (or a phone call entered) again within ten minutes: nothing new stored or sent. */
  repeated: boolean;
}

type Executor = Transaction<Database>;

/** Active staff who may handle complaints (owners and coordinators). */
export async function complaintHandlers(executor: Pick<Executor, "selectFrom"> = db()): Promise<Array<{ id: number; email: string; name: string | null }>> {
  const rows = await executor.selectFrom("users").select(["id", "email", "name", "role"]).where("deactivated_at", "is", null).orderBy("email").execute();
  return rows.filter((row) => isStaffRole(row.role) && can(row.role, "complaints")).map(({ id, email, name }) => ({ id, email, name }));
}

/**
 * Stores a complaint and queues its emails, in one transaction. `receivedAt`:
 * when it reached the agency (a phone call's time; now for the form).
 */
export async function storeComplaint(
  input: ComplaintInput,
  options: { channel: "web" | "phone"; language: Locale; receivedAt?: Date; enteredBy?: number; now?: Date },
): Promise<StoredComplaint> {
  const now = options.now ?? clock();
  const receivedAt = options.receivedAt ?? now;
  const deadlines = complaintDeadlines(receivedAt, input.category, config().business.officeHours);
  return db()
    .transaction()
    .execute(async (trx) => {
      // A double submit's second request waits for the first (PostgreSQL), then finds it;
      // a phone entry is the same one when the call's time is the same too.
      await lockByName(trx, `complaint:${input.name.toLowerCase()}`);
      let repeat = trx
        .selectFrom("complaints")
        .select("id")
        .where("channel", "=", options.channel)
        .where("name", "=", input.name)
        .where("description", "=", input.description)
        .where("created_at", ">", new Date(now.getTime() - DOUBLE_SUBMIT_MS).toISOString());
      if (options.channel === "phone") repeat = repeat.where("received_at", "=", receivedAt.toISOString());
      const same = await repeat.orderBy("id", "desc").executeTakeFirst();
      if (same) return { id: same.id, reference: complaintReference(same.id), repeated: true };
      const row = await trx
        .insertInto("complaints")
        .values({
          channel: options.channel,
          form_language: options.language,
          complainant_role: input.role,
          name: input.name,
          client_name: input.role === "client" ? null : (input.clientName ?? null),
          category: input.category,
          occurred_on: input.occurredOn ?? null,
          description: input.description,
          desired_outcome: input.desiredOutcome ?? null,
          contact_method: input.contactMethod,
          phone: input.phone ?? null,
          email: input.email ?? null,
          address: input.address ?? null,
          consented_at: now.toISOString(),
          received_at: receivedAt.toISOString(),
          entered_by: options.enteredBy ?? null,
          acknowledge_by: deadlines.acknowledgeBy.toISOString(),
          update_by: deadlines.updateBy?.toISOString() ?? null,
          resolve_by: deadlines.resolveBy.toISOString(),
          created_at: now.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const facts = {
        id: row.id,
        email: input.email ?? null,
        language: options.language,
        harm: input.category === "harm",
        receivedAt: receivedAt.toISOString(),
        acknowledgeBy: deadlines.acknowledgeBy.toISOString(),
        resolveBy: deadlines.resolveBy.toISOString(),
      };
      if (input.email) await enqueueMail(complaintAcknowledgement({ ...facts, email: input.email }), { now, trx });
      for (const handler of await complaintHandlers(trx)) {
        await enqueueMail(newComplaintNotice({ ...facts, phone: options.channel === "phone" }, handler.email), { now, trx });
      }
      return { id: row.id, reference: complaintReference(row.id), repeated: false };
    });
}

// --- the register ---

export type ComplaintStatusFilter = "open" | "resolved" | "all";

export interface ComplaintRow {
  id: number;
  reference: string;
  receivedAt: string;
  category: string;
  channel: string;
  handler: string | null;
  step: ComplaintStep | null;
  deadline: string | null;
  overdue: boolean;
  resolvedAt: string | null;
}

const progressOf = (row: {
  acknowledge_by: string;
  update_by: string | null;
  resolve_by: string;
  acknowledged_at: string | null;
  update_sent_at: string | null;
  resolved_at: string | null;
}) => ({
  acknowledgeBy: row.acknowledge_by,
  updateBy: row.update_by,
  resolveBy: row.resolve_by,
  acknowledgedAt: row.acknowledged_at,
  updateSentAt: row.update_sent_at,
  resolvedAt: row.resolved_at,
});

/** The register, newest first, filtered by status, category and the overdue mark (read at `now`). */
export async function listComplaints(filters: { status?: ComplaintStatusFilter; category?: string; overdue?: boolean }, now: Date = clock()): Promise<ComplaintRow[]> {
  let query = db()
    .selectFrom("complaints")
    .leftJoin("users", "users.id", "complaints.handler_id")
    .select([
      "complaints.id",
      "complaints.received_at",
      "complaints.category",
      "complaints.channel",
      "complaints.acknowledge_by",
      "complaints.update_by",
      "complaints.resolve_by",
      "complaints.acknowledged_at",
      "complaints.update_sent_at",
      "complaints.resolved_at",
      "users.name as handler_name",
      "users.email as handler_email",
    ])
    .orderBy("complaints.received_at", "desc")
    .orderBy("complaints.id", "desc");
  const status = filters.status ?? "open";
  if (status === "open") query = query.where("complaints.resolved_at", "is", null);
  if (status === "resolved") query = query.where("complaints.resolved_at", "is not", null);
  if (filters.category) query = query.where("complaints.category", "=", filters.category);
  const rows = await query.limit(500).execute();
  return rows
    .map((row) => {
      const progress = progressOf(row);
      const current = currentStep(progress);
      return {
        id: row.id,
        reference: complaintReference(row.id),
        receivedAt: row.received_at,
        category: row.category,
        channel: row.channel,
        handler: row.handler_name ?? row.handler_email ?? null,
        step: current?.step ?? null,
        deadline: current?.deadline ?? null,
        overdue: isOverdue(progress, now),
        resolvedAt: row.resolved_at,
      };
    })
    .filter((row) => !filters.overdue || row.overdue);
}

/** How many open complaints are past their current step's deadline (the dashboard). */
export async function countOverdueComplaints(now: Date = clock()): Promise<number> {
  return (await listComplaints({ status: "open", overdue: true }, now)).length;
}

export async function findComplaint(id: number) {
  const row = await db()
    .selectFrom("complaints")
    .leftJoin("users as handler", "handler.id", "complaints.handler_id")
    .leftJoin("users as enterer", "enterer.id", "complaints.entered_by")
    .selectAll("complaints")
    .select(["handler.email as handler_email", "handler.name as handler_name", "enterer.email as entered_by_email"])
    .where("complaints.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const notes = await db().selectFrom("complaint_notes").select(["id", "author_email", "body", "created_at"]).where("complaint_id", "=", id).orderBy("id", "desc").execute();
  const progress = progressOf(row);
  return {
    ...row,
    reference: complaintReference(row.id),
    language: (row.form_language === "fr" ? "fr" : "en") as Locale,
    current: currentStep(progress),
    progress,
    notes: notes.map((note) => ({ id: note.id, author: note.author_email, body: note.body, at: note.created_at })),
  };
}

export type FoundComplaint = NonNullable<Awaited<ReturnType<typeof findComplaint>>>;

export type ComplaintChange = { ok: true; changed: boolean } | { ok: false; reason: "not-found" | "not-a-handler" | "not-acknowledged" | "no-update-step" };

interface Actor {
  id: number;
  email: string;
}

const factsOf = (row: FoundComplaint) => ({
  id: row.id,
  email: row.email,
  language: row.language,
  harm: row.category === "harm",
  receivedAt: row.received_at,
  acknowledgeBy: row.acknowledge_by,
  resolveBy: row.resolve_by,
});

/** Gives the complaint to a handler (an active owner or coordinator), or to nobody. */
export async function assignComplaint(id: number, handlerId: number | null): Promise<ComplaintChange> {
  const row = await db().selectFrom("complaints").select("handler_id").where("id", "=", id).executeTakeFirst();
  if (!row) return { ok: false, reason: "not-found" };
  if (handlerId !== null && !(await complaintHandlers()).some((handler) => handler.id === handlerId)) return { ok: false, reason: "not-a-handler" };
  if (row.handler_id === handlerId) return { ok: true, changed: false };
  await db().updateTable("complaints").set({ handler_id: handlerId }).where("id", "=", id).execute();
  return { ok: true, changed: true };
}

/** The handler contacted the complainant and began looking into it: once. */
export async function acknowledgeComplaint(id: number, actor: Actor, now: Date = clock()): Promise<ComplaintChange> {
  const result = await db()
    .updateTable("complaints")
    .set({ acknowledged_at: now.toISOString(), acknowledged_by: actor.email })
    .where("id", "=", id)
    .where("acknowledged_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return { ok: true, changed: true };
  return (await db().selectFrom("complaints").select("id").where("id", "=", id).executeTakeFirst()) ? { ok: true, changed: false } : { ok: false, reason: "not-found" };
}

/**
 * Whether the handler's words may be emailed: to the client, or to someone else (an address
 * typed on a public form) once the handler confirmed their identity and authority to receive them.
 */
export const emailsInFull = (row: { complainant_role: string }, identityConfirmed: boolean) => row.complainant_role === "client" || identityConfirmed;

/** The notes that record, on the complaint, whether the handler's words were emailed to someone other than the client. */
export const IDENTITY_NOTES = {
  confirmed: "Identity and authority to receive it confirmed by the handler: emailed in full.",
  notConfirmed: "Identity not confirmed: not emailed; only that it is ready and to call the office. Tell it by phone or mail.",
} as const;

const identityNote = (row: FoundComplaint, identityConfirmed: boolean) =>
  row.email && row.complainant_role !== "client" ? `\n\n${identityConfirmed ? IDENTITY_NOTES.confirmed : IDENTITY_NOTES.notConfirmed}` : "";

/**
 * A complaint of harm: what has been done so far, told to the complainant, once; emailed when
 * they gave an address (in full per `emailsInFull`).
 */
export async function recordComplaintUpdate(id: number, actor: Actor, update: { text: string; identityConfirmed: boolean }, now: Date = clock()): Promise<ComplaintChange> {
  const row = await findComplaint(id);
  if (!row) return { ok: false, reason: "not-found" };
  if (!row.update_by) return { ok: false, reason: "no-update-step" };
  if (!row.acknowledged_at) return { ok: false, reason: "not-acknowledged" };
  if (row.update_sent_at || row.resolved_at) return { ok: true, changed: false };
  return db()
    .transaction()
    .execute(async (trx) => {
      const result = await trx
        .updateTable("complaints")
        .set({ update_sent_at: now.toISOString(), update_text: update.text })
        .where("id", "=", id)
        .where("update_sent_at", "is", null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return { ok: true, changed: false } as const;
      const body = `10-day update told to the complainant:\n${update.text}${identityNote(row, update.identityConfirmed)}`;
      await trx.insertInto("complaint_notes").values({ complaint_id: id, author_id: actor.id, author_email: actor.email, body, created_at: now.toISOString() }).execute();
      if (row.email) await enqueueMail(complaintUpdateMail({ ...factsOf(row), email: row.email }, update.text, emailsInFull(row, update.identityConfirmed)), { now, trx });
      return { ok: true, changed: true } as const;
    });
}

/** A note, appended (never edited or deleted while the complaint is kept). */
export async function addComplaintNote(id: number, actor: Actor, body: string, now: Date = clock()): Promise<boolean> {
  const exists = await db().selectFrom("complaints").select("id").where("id", "=", id).executeTakeFirst();
  if (!exists) return false;
  await db().insertInto("complaint_notes").values({ complaint_id: id, author_id: actor.id, author_email: actor.email, body, created_at: now.toISOString() }).execute();
  return true;
}

/**
 * Resolved with the outcome and what was changed: the written outcome is
 * queued in the same transaction (emailed when they gave an address, in full
 * per `emailsInFull`; the record shows the letter to print or read). Once: a
 * second resolution changes nothing. An unacknowledged complaint is
 * acknowledged by it.
 */
export async function resolveComplaint(
  id: number,
  actor: Actor,
  resolution: { outcome: string; changes: string; identityConfirmed: boolean },
  now: Date = clock(),
): Promise<ComplaintChange> {
  const row = await findComplaint(id);
  if (!row) return { ok: false, reason: "not-found" };
  if (row.resolved_at) return { ok: true, changed: false };
  return db()
    .transaction()
    .execute(async (trx) => {
      const result = await trx
        .updateTable("complaints")
        .set({
          resolved_at: now.toISOString(),
          resolved_by: actor.email,
          outcome: resolution.outcome,
          changes_made: resolution.changes,
          outcome_emailed_in_full: row.email ? (emailsInFull(row, resolution.identityConfirmed) ? 1 : 0) : null,
          acknowledged_at: row.acknowledged_at ?? now.toISOString(),
          acknowledged_by: row.acknowledged_by ?? actor.email,
        })
        .where("id", "=", id)
        .where("resolved_at", "is", null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return { ok: true, changed: false } as const;
      const note = identityNote(row, resolution.identityConfirmed);
      if (note) await trx.insertInto("complaint_notes").values({ complaint_id: id, author_id: actor.id, author_email: actor.email, body: `Written outcome:${note}`, created_at: now.toISOString() }).execute();
      if (row.email) {
        await enqueueMail(complaintOutcomeMail({ ...factsOf(row), email: row.email }, resolution.outcome, resolution.changes, emailsInFull(row, resolution.identityConfirmed)), { now, trx });
      }
      return { ok: true, changed: true } as const;
    });
}

/**
 * The periodic job: each open complaint whose current step is overdue and
 * not yet reminded gets one reminder, to its handler (active and still
 * allowed to handle complaints) or else to every owner and coordinator; the
 * step is recorded on the complaint (which outlives the outbox row) in the
 * transaction that queues the emails.
 */
export async function remindOverdueComplaints(now: Date = clock()): Promise<string | void> {
  const open = await db()
    .selectFrom("complaints")
    .leftJoin("users", (join) => join.onRef("users.id", "=", "complaints.handler_id").on("users.deactivated_at", "is", null))
    .select([
      "complaints.id",
      "complaints.acknowledge_by",
      "complaints.update_by",
      "complaints.resolve_by",
      "complaints.acknowledged_at",
      "complaints.update_sent_at",
      "complaints.resolved_at",
      "complaints.reminded",
      "users.email as handler_email",
      "users.role as handler_role",
    ])
    .where("complaints.resolved_at", "is", null)
    .execute();
  let reminded = 0;
  for (const row of open) {
    const progress = progressOf(row);
    const current = currentStep(progress);
    if (!current || !isOverdue(progress, now)) continue;
    const steps = row.reminded.split(" ").filter(Boolean);
    if (steps.includes(current.step)) continue;
    // A handler who can no longer open complaints (moved to another role) cannot act on a reminder.
    const handlerCanAct = row.handler_email !== null && row.handler_role !== null && isStaffRole(row.handler_role) && can(row.handler_role, "complaints");
    const recipients = handlerCanAct ? [row.handler_email!] : (await complaintHandlers()).map((handler) => handler.email);
    if (!recipients.length) continue;
    await db()
      .transaction()
      .execute(async (trx) => {
        const claimed = await trx
          .updateTable("complaints")
          .set({ reminded: [...steps, current.step].join(" ") })
          .where("id", "=", row.id)
          .where("reminded", "=", row.reminded)
          .executeTakeFirst();
        // Another instance reminded it meanwhile.
        if (Number(claimed.numUpdatedRows) !== 1) return;
        for (const to of recipients) await enqueueMail(overdueReminder({ id: row.id, ...current }, to), { now, trx });
        reminded++;
      });
  }
  if (reminded) return `complaints overdue: ${reminded} reminded`;
}

// --- the yearly report ---

/** The complaints received in a calendar year (Toronto) and their figures at `now`. */
export async function complaintYearReport(year: number, now: Date = clock()): Promise<ComplaintYearReport> {
  const from = agencyLocalToUtc(`${year}-01-01T00:00`)!.toISOString();
  const to = agencyLocalToUtc(`${year + 1}-01-01T00:00`)!.toISOString();
  const rows = await db()
    .selectFrom("complaints")
    .select(["category", "received_at", "acknowledge_by", "acknowledged_at", "update_by", "update_sent_at", "resolve_by", "resolved_at"])
    .where("received_at", ">=", from)
    .where("received_at", "<", to)
    .execute();
  return complaintReport(
    rows.map((row) => ({
      category: row.category,
      receivedAt: row.received_at,
      acknowledgeBy: row.acknowledge_by,
      acknowledgedAt: row.acknowledged_at,
      updateBy: row.update_by,
      updateSentAt: row.update_sent_at,
      resolveBy: row.resolve_by,
      resolvedAt: row.resolved_at,
    })),
    now,
  );
}

// --- retention ---

/** Resolved complaints older than the retention (7 years after resolution), with their notes, emails and audit entries; open ones are kept. */
export async function purgeComplaints(now: Date = clock()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - COMPLAINT_RETENTION_YEARS);
  const rows = await db().selectFrom("complaints").select("id").where("resolved_at", "is not", null).where("resolved_at", "<", cutoff.toISOString()).execute();
  const ids = rows.map((row) => row.id);
  if (!ids.length) return 0;
  for (const id of ids) await deleteMailFor(complaintMailRef(id));
  await deleteAuditOf("complaint", ids);
  await db().deleteFrom("complaint_notes").where("complaint_id", "in", ids).execute();
  await db().deleteFrom("complaints").where("id", "in", ids).execute();
  return ids.length;
}
