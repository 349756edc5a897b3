/**
 * The audit trail: who did what, to which record, from where. The product
 * only ever appends; nothing edits or deletes an entry except the retention
 * purge (2 years, `npm run db:purge`; entries about a complaint or an
 * accessibility request as long as it is kept).
 */
import type { AuditAction } from "~/lib/audit-actions";
import { type Kysely, sql, type Transaction } from "kysely";
import { db } from "~/server/infra/db.server";
import type { AuditRow, Database } from "~/server/infra/db-schema";

export const AUDIT_RETENTION_DAYS = 365 * 2;
export const AUDIT_PAGE_SIZE = 50;

export interface AuditEntry {
  action: AuditAction;
  /** The staff member who acted (null: nobody signed in, e.g. a failed sign-in). */
  actor: { id: number; email: string } | null;
  /** The email typed on a failed sign-in (or a reset request) when there is no actor. */
  email?: string;
  target?: { type: string; id: string | number };
  detail?: string;
  ip: string;
}

export async function recordAudit(entry: AuditEntry, now = new Date(), executor: Kysely<Database> | Transaction<Database> = db()): Promise<void> {
  await executor
    .insertInto("audit_log")
    .values({
      at: now.toISOString(),
      actor_id: entry.actor?.id ?? null,
      actor_email: (entry.actor?.email ?? entry.email ?? null)?.slice(0, 320) ?? null,
      action: entry.action,
      target_type: entry.target?.type ?? null,
      target_id: entry.target ? String(entry.target.id) : null,
      detail: (entry.detail ?? "").slice(0, 500),
      ip: entry.ip.slice(0, 64),
    })
    .execute();
}

/**
 * A record deleted at someone's request or by retention: its entries keep who did what, when
 * and from where, with `detail` in place of what they said (a file name, a name); the actions
 * in `keep` say nothing about the person (an application's new stage) and stay as written.
 */
export async function forgetAuditDetails(
  target: { type: string; id: string | number },
  detail: string,
  keep: AuditAction[],
  executor: Kysely<Database> | Transaction<Database> = db(),
): Promise<number> {
  let query = executor.updateTable("audit_log").set({ detail }).where("target_type", "=", target.type).where("target_id", "=", String(target.id));
  if (keep.length) query = query.where("action", "not in", keep);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface AuditFilter {
  actorId?: number;
  action?: AuditAction;
  page: number;
}

/** Newest first, one page, filtered by staff member and/or action. */
export async function listAudit(filter: AuditFilter): Promise<{ entries: AuditRow[]; total: number; pages: number }> {
  let query = db().selectFrom("audit_log");
  if (filter.actorId !== undefined) query = query.where("actor_id", "=", filter.actorId);
  if (filter.action) query = query.where("action", "=", filter.action);
  const { n } = await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const total = Number(n);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(Math.max(1, filter.page), pages);
  const entries = await query
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return { entries, total, pages };
}

/**
 * Records kept longer than the audit log (a complaint 7 years, decision 1001; an accessibility
 * request, decision 1010): the entries about one (who read it, each step) are kept as long as it
 * exists and deleted with it by its own purge (`deleteAuditOf`).
 */
export const AUDIT_KEPT_WITH_RECORD = ["complaint", "accessibility-request"] as const;

/**
 * Entries older than the retention period are deleted (`npm run db:purge`), except those
 * about a complaint or an accessibility request that still exists.
 */
export async function purgeOldAudit(now = new Date(), retentionDays = AUDIT_RETENTION_DAYS): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  const result = await db()
    .deleteFrom("audit_log")
    .where("at", "<", cutoff)
    .where((eb) =>
      eb.or([
        eb("target_type", "is", null),
        eb("target_type", "not in", [...AUDIT_KEPT_WITH_RECORD]),
        eb.and([eb("target_type", "=", "complaint"), eb("target_id", "not in", eb.selectFrom("complaints").select(sql<string>`cast(id as text)`.as("id")))]),
        eb.and([
          eb("target_type", "=", "accessibility-request"),
          eb("target_id", "not in", eb.selectFrom("accessibility_requests").select(sql<string>`cast(id as text)`.as("id"))),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A record kept with its audit entries is purged: its entries go with it. */
export async function deleteAuditOf(
  type: (typeof AUDIT_KEPT_WITH_RECORD)[number],
  ids: number[],
  executor: Kysely<Database> | Transaction<Database> = db(),
): Promise<void> {
  if (!ids.length) return;
  await executor.deleteFrom("audit_log").where("target_type", "=", type).where("target_id", "in", ids.map(String)).execute();
}
