/**
 * The agency's own page-view counting (decision 0902). A counted view only
 * adds one to a count in memory (`notePageView`, nothing awaited on the
 * request's path), one count per visitor, page, referrer and minute;
 * `flushPageViews` writes the counts in one transaction (a row each) every
 * few seconds, when `flushAt` of them wait, and at shutdown. Memory is
 * bounded: past `bufferMax` counts waiting (the database too slow) new views
 * are dropped and counted. The address and user agent stay in memory until
 * the write, which keeps only their hash with the day's salt.
 *
 * The day's salt (a Toronto day) is a row of analytics_salts, shared by every
 * server process, created on the day's first write and deleted once the day
 * is over: a hash then means nothing.
 */
import { randomBytes } from "node:crypto";
import { agencyLocalDateAndHour } from "~/lib/agency-time";
import {
  firstKeptMonth,
  languageOfView,
  minuteOf,
  monthlyTotals,
  referrerDomainOf,
  type Utm,
  utmOf,
  type ViewRow,
  visitorHash,
} from "~/server/domain/page-view-rules.server";
import type { VisitTrailLookup } from "~/lib/enquiry-sources";
import { clock } from "~/server/infra/clock.server";
import { db } from "~/server/infra/db.server";


/** Counts waiting in memory at most; a write starts once this many wait; a visit is this many minutes of views. */
export const PAGE_VIEW_LIMITS = { bufferMax: 10_000, flushAt: 500, visitMinutes: 30, insertChunk: 200 } as const;

interface PendingView {
  day: string;
  viewedAt: string;
  path: string;
  status: number;
  referrerDomain: string | null;
  utm: Utm | null;
  ip: string;
  userAgent: string;
  views: number;
}

/** The counts waiting, in the order first seen, by minute, target, status, referrer, address and user agent. */
let pending = new Map<string, PendingView>();
let dropped = 0;
let writing: Promise<number> | null = null;
/** The day whose past salts this process last deleted: an empty write then asks nothing of the database. */
let saltsForgottenOn: string | null = null;

/** The last minute a view was noted in: its Toronto day and its stored spelling, worked out once a minute. */
const lastMinute = { minute: NaN, day: "", at: "" };

function minuteFacts(now: Date): { day: string; at: string } {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute.minute) {
    lastMinute.day = agencyLocalDateAndHour(now).date;
    lastMinute.at = minuteOf(now);
    lastMinute.minute = minute;
  }
  return lastMinute;
}

/** The Toronto calendar date of `now` ("2026-12-06"). */
export function dayOf(now: Date): string {
  return minuteFacts(now).day;
}

/**
 * One counted view (the middleware decided it counts: viewPathOf), kept in
 * memory. True when enough wait for a write to start now.
 */
export function notePageView(
  view: { path: string; target: string; status: number; referer: string | undefined; ownHost: string; ip: string; userAgent: string },
  now = clock(),
): boolean {
  const { day, at } = minuteFacts(now);
  const key = `${at}\n${view.status}\n${view.target}\n${view.referer ?? ""}\n${view.ip}\n${view.userAgent}`;
  const counted = pending.get(key);
  if (counted) {
    counted.views++;
    return false;
  }
  if (pending.size >= PAGE_VIEW_LIMITS.bufferMax) {
    dropped++;
    return false;
  }
  pending.set(key, {
    day,
    viewedAt: at,
    path: view.path,
    status: view.status,
    referrerDomain: referrerDomainOf(view.referer, view.ownHost),
    utm: utmOf(view.target),
    ip: view.ip,
    userAgent: view.userAgent,
    views: 1,
  });
  return pending.size >= PAGE_VIEW_LIMITS.flushAt && writing === null;
}

/** Counts waiting in memory, the views they hold, and views dropped since the process started (memory was full). */
export function pageViewCounters(): { pending: number; views: number; dropped: number } {
  let views = 0;
  for (const view of pending.values()) views += view.views;
  return { pending: pending.size, views, dropped };
}

const salts = new Map<string, string>();

/** The salt of `day`, the same for every server process: made by the first to need it. */
export async function saltOf(day: string): Promise<string> {
  const known = salts.get(day);
  if (known) return known;
  await db()
    .insertInto("analytics_salts")
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const row = await db().selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  salts.set(day, row.salt);
  return row.salt;
}

/** Forgets every salt of a day before `today` but those in `keep` (views of them still being written). */
async function forgetPastSalts(today: string, keep: ReadonlySet<string> = new Set()): Promise<number> {
  for (const day of salts.keys()) if (day < today && !keep.has(day)) salts.delete(day);
  const stale = await db()
    .deleteFrom("analytics_salts")
    .where("day", "<", today)
    .$if(keep.size > 0, (query) => query.where("day", "not in", [...keep]))
    .executeTakeFirst();
  return Number(stale.numDeletedRows);
}

/**
 * Writes the views waiting in memory (one transaction); past salts are
 * forgotten. A failed write puts the views back while there is room (the
 * rest are dropped and counted). Returns the views written.
 */
export function flushPageViews(now = clock()): Promise<number> {
  if (writing) return writing.then(() => flushPageViews(now));
  writing = writeBatch(now).finally(() => {
    writing = null;
  });
  return writing;
}

async function writeBatch(now: Date): Promise<number> {
  const waiting = pending;
  const batch = [...waiting.values()];
  pending = new Map();
  const days = new Set(batch.map((view) => view.day));
  try {
    if (batch.length > 0) {
      const saltByDay = new Map<string, string>();
      for (const day of days) saltByDay.set(day, await saltOf(day));
      const rows = batch.map((view) => ({
        day: view.day,
        viewed_at: view.viewedAt,
        path: view.path,
        status: view.status,
        language: languageOfView(view.path),
        referrer_domain: view.referrerDomain,
        utm_source: view.utm?.source ?? null,
        utm_medium: view.utm?.medium ?? null,
        utm_campaign: view.utm?.campaign ?? null,
        utm_term: view.utm?.term ?? null,
        utm_content: view.utm?.content ?? null,
        visitor: visitorHash(saltByDay.get(view.day)!, view.ip, view.userAgent),
        views: view.views,
      }));
      await db()
        .transaction()
        .execute(async (trx) => {
          for (let at = 0; at < rows.length; at += PAGE_VIEW_LIMITS.insertChunk) {
            await trx.insertInto("page_views").values(rows.slice(at, at + PAGE_VIEW_LIMITS.insertChunk)).execute();
          }
        });
    }
    const today = dayOf(now);
    if (saltsForgottenOn !== today) {
      await forgetPastSalts(today, days);
      // A past day still in this batch keeps its salt until the next write.
      if ([...days].every((day) => day === today)) saltsForgottenOn = today;
    }
    return batch.reduce((sum, view) => sum + view.views, 0);
  } catch (error) {
    // Put back (counted before what came meanwhile) while there is room; the rest is dropped.
    const merged = new Map<string, PendingView>();
    for (const [key, view] of [...waiting, ...pending]) {
      const known = merged.get(key);
      if (known) known.views += view.views;
      else if (merged.size < PAGE_VIEW_LIMITS.bufferMax) merged.set(key, { ...view });
      else dropped += view.views;
    }
    pending = merged;
    throw error;
  }
}

/**
 * The visit of this address and user agent: their views of the last 30
 * minutes (today's salt), written or still in memory, oldest first. The
 * form's page is the last of them.
 */
export const visitTrail: VisitTrailLookup = async (visitor, now) => {
  const day = dayOf(now);
  const since = minuteOf(new Date(now.getTime() - PAGE_VIEW_LIMITS.visitMinutes * 60_000));
  const hash = visitorHash(await saltOf(day), visitor.ip, visitor.userAgent);
  const stored = await db()
    .selectFrom("page_views")
    .select(["path", "referrer_domain", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"])
    .where("visitor", "=", hash)
    .where("day", "=", day)
    .where("viewed_at", ">=", since)
    .orderBy("id")
    .execute();
  const views = [
    ...stored.map((row) => ({
      path: row.path,
      referrerDomain: row.referrer_domain,
      utm: row.utm_source || row.utm_medium || row.utm_campaign || row.utm_term || row.utm_content
        ? withoutEmpty({ source: row.utm_source, medium: row.utm_medium, campaign: row.utm_campaign, term: row.utm_term, content: row.utm_content })
        : null,
    })),
    ...[...pending.values()].filter((view) => view.day === day && view.viewedAt >= since && view.ip === visitor.ip && view.userAgent === visitor.userAgent),
  ];
  if (views.length === 0) return null;
  const formPage = views.at(-1)!.path;
  const before = views.slice(0, -1).reverse().find((view) => view.path !== formPage);
  return {
    landingPage: views[0]!.path,
    previousPage: before?.path ?? null,
    referrerDomain: views.find((view) => view.referrerDomain)?.referrerDomain ?? null,
    utm: views.find((view) => view.utm)?.utm ?? null,
  };
};

function withoutEmpty(utm: Record<keyof Utm, string | null>): Utm {
  return Object.fromEntries(Object.entries(utm).filter(([, value]) => value)) as Utm;
}

/** How long the monthly totals are kept (then deleted): ten years. */
export const MONTH_TOTALS_YEARS = 10;

/**
 * Retention (daily job): the views of each month before the last two years
 * become monthly totals and their rows go (one transaction a month); totals
 * older than ten years go; salts of past days go. Returns what it did.
 */
export async function aggregateOldPageViews(now = clock()): Promise<{ months: number; views: number; totals: number; salts: number }> {
  const today = dayOf(now);
  const firstKept = `${firstKeptMonth(today)}-01`;
  let months = 0;
  let views = 0;
  for (;;) {
    const oldest = await db().selectFrom("page_views").select("day").where("day", "<", firstKept).orderBy("day").limit(1).executeTakeFirst();
    if (!oldest) break;
    const month = oldest.day.slice(0, 7);
    const rows: ViewRow[] = await db()
      .selectFrom("page_views")
      .select(["day", "path", "status", "language", "referrer_domain", "utm_source", "utm_medium", "utm_campaign", "visitor", "views"])
      .where("day", ">=", `${month}-01`)
      .where("day", "<=", `${month}-31`)
      .execute();
    const totals = monthlyTotals(rows);
    await db()
      .transaction()
      .execute(async (trx) => {
        for (let at = 0; at < totals.length; at += PAGE_VIEW_LIMITS.insertChunk) {
          await trx.insertInto("page_view_months").values(totals.slice(at, at + PAGE_VIEW_LIMITS.insertChunk)).execute();
        }
        await trx.deleteFrom("page_views").where("day", ">=", `${month}-01`).where("day", "<=", `${month}-31`).execute();
      });
    months++;
    views += rows.reduce((sum, row) => sum + row.views, 0);
  }
  const oldestTotal = `${Number(today.slice(0, 4)) - MONTH_TOTALS_YEARS}-${today.slice(5, 7)}`;
  const gone = await db().deleteFrom("page_view_months").where("month", "<", oldestTotal).executeTakeFirst();
  const saltsGone = await forgetPastSalts(today, new Set([...pending.values()].map((view) => view.day)));
  return { months, views, totals: Number(gone.numDeletedRows), salts: saltsGone };
}

/** Tests: drop what is counted and not yet written, the cached salts and the drop count. */
export function discardPendingPageViews(): void {
  pending = new Map();
  dropped = 0;
  salts.clear();
  saltsForgottenOn = null;
}
