/**
 * Service-disruption notices (decision 1020): staff write them (owner and
 * editor), the public pages they concern show the active ones, the page cache
 * expires a kept page at the next start or end, and the daily purge deletes
 * them three years after they ended. The rules of time and pages are in
 * app/lib/service-notices.ts.
 */
import { ALL_PAGES, nextNoticeChange, noticesForPath } from "~/lib/service-notices";
import { clock } from "~/server/infra/clock.server";
import { db } from "~/server/infra/db.server";
import { keptUntilChanged } from "~/server/infra/content-versions.server";
import type { ServiceNoticesTable } from "~/server/infra/db-schema";
import type { Selectable } from "kysely";

/** Past notices are listed this long after they end, then purged. */
export const NOTICE_RETENTION_YEARS = 3;

export interface NoticeText {
  title: string;
  reason: string;
  alternatives: string;
}

export interface ServiceNotice {
  id: number;
  en: NoticeText;
  fr: NoticeText;
  pages: typeof ALL_PAGES | string[];
  /** UTC ISO. */
  startsAt: string;
  endsAt: string;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface NoticeInput {
  en: NoticeText;
  fr: NoticeText;
  pages: typeof ALL_PAGES | string[];
  startsAt: Date;
  endsAt: Date;
}

function noticeOf(row: Selectable<ServiceNoticesTable>): ServiceNotice {
  return {
    id: row.id,
    en: { title: row.title_en, reason: row.reason_en, alternatives: row.alternatives_en },
    fr: { title: row.title_fr, reason: row.reason_fr, alternatives: row.alternatives_fr },
    pages: row.pages === ALL_PAGES ? ALL_PAGES : row.pages.split(" ").filter(Boolean),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function columnsOf(input: NoticeInput) {
  return {
    title_en: input.en.title,
    reason_en: input.en.reason,
    alternatives_en: input.en.alternatives,
    title_fr: input.fr.title,
    reason_fr: input.fr.reason,
    alternatives_fr: input.fr.alternatives,
    pages: input.pages === ALL_PAGES ? ALL_PAGES : input.pages.join(" "),
    starts_at: input.startsAt.toISOString(),
    ends_at: input.endsAt.toISOString(),
  };
}

/** Every notice kept, the latest start first (the admin's list splits them by status). */
export async function listNotices(): Promise<ServiceNotice[]> {
  const rows = await db().selectFrom("service_notices").selectAll().orderBy("starts_at", "desc").orderBy("id", "desc").execute();
  return rows.map(noticeOf);
}

export async function findNotice(id: number): Promise<ServiceNotice | null> {
  const row = await db().selectFrom("service_notices").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? noticeOf(row) : null;
}

export async function createNotice(input: NoticeInput, createdBy: string | null, now = clock()): Promise<ServiceNotice> {
  const at = now.toISOString();
  const row = await db()
    .insertInto("service_notices")
    .values({ ...columnsOf(input), created_by: createdBy, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return noticeOf(row);
}

export async function updateNotice(id: number, input: NoticeInput, now = clock()): Promise<ServiceNotice | null> {
  const row = await db()
    .updateTable("service_notices")
    .set({ ...columnsOf(input), updated_at: now.toISOString() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? noticeOf(row) : null;
}

/** Ends an active or scheduled notice at `now` (a scheduled one never shows); null when it had already ended. */
export async function endNoticeNow(id: number, now = clock()): Promise<ServiceNotice | null> {
  const notice = await findNotice(id);
  if (!notice || Date.parse(notice.endsAt) <= now.getTime()) return null;
  const at = now.toISOString();
  const startsAt = Date.parse(notice.startsAt) > now.getTime() ? at : notice.startsAt;
  const row = await db()
    .updateTable("service_notices")
    .set({ starts_at: startsAt, ends_at: at, updated_at: at })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? noticeOf(row) : null;
}

/** The notices a public page at `path` shows at `now` (one query: the ones active now, then their pages). */
export async function noticesShownOn(path: string, now = clock()): Promise<readonly ServiceNotice[]> {
  const kept = await recentNotices();
  const notices = now.getTime() >= kept.from ? kept.notices : await noticesNotEndedAt(now);
  const at = now.toISOString();
  return noticesForPath(notices.filter((notice) => notice.startsAt <= at && notice.endsAt > at), path, now);
}

async function noticesNotEndedAt(now: Date): Promise<ServiceNotice[]> {
  const rows = await db().selectFrom("service_notices").selectAll().where("ends_at", ">", now.toISOString()).orderBy("starts_at").orderBy("id").execute();
  return rows.map(noticeOf);
}

/** How far before their read kept notices reach: a request whose time is a moment earlier uses them too. */
const KEPT_NOTICES_FROM_MS = 24 * 60 * 60 * 1000;

/** For every public page: the notices not ended a day before the read, read again only after a notice changes. */
const recentNotices = keptUntilChanged(["service_notices"], async () => {
  const from = clock().getTime() - KEPT_NOTICES_FROM_MS;
  return { from, notices: await noticesNotEndedAt(new Date(from)) };
});

/** When the notices shown change next by the clock alone (a start or an end ahead), ms; null when none is ahead. */
export async function nextNoticeChangeAt(now = clock()): Promise<number | null> {
  const at = now.toISOString();
  const rows = await db()
    .selectFrom("service_notices")
    .select(["starts_at", "ends_at"])
    .where("ends_at", ">", at)
    .execute();
  return nextNoticeChange(rows.map((row) => ({ startsAt: row.starts_at, endsAt: row.ends_at })), now);
}

/** Deletes the notices that ended more than NOTICE_RETENTION_YEARS ago. */
export async function purgeOldNotices(now = clock()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - NOTICE_RETENTION_YEARS);
  const deleted = await db().deleteFrom("service_notices").where("ends_at", "<", cutoff.toISOString()).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
