/**
 * The 404 report (decisions 0631, 0633): the paths visitors asked for that
 * did not exist, how often, first and last time, and which sites linked to
 * them (the referrer's host only). No IP address, no full referring address,
 * no query string is kept.
 *
 * Cheap under a flood: a 404 only adds to a count in memory
 * (`noteNotFound`); `flushNotFound` writes the counts in one transaction,
 * one upsert per distinct path, every few seconds, then keeps the table
 * bounded: paths not asked for in 90 days go, and only the 1,000 most
 * requested stay. Bots (by user agent, `isbot`) are counted apart; obvious
 * probes (`.php`, `/wp-admin`, `/.env`...) are marked; both are hidden by
 * default, like the paths staff chose to ignore.
 *
 * Hard to flood: a path not yet in the report is written only once a second
 * address (IPv4, or IPv6 /64) asked for it, or a page of this site linked to it
 * (same-site Referer). Addresses are told apart in memory by a keyed hash whose
 * key lives and dies with the process; none is stored. One address brings at
 * most 20 new paths a day, and a write adds at most 100 new paths.
 */
import { createHmac, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import { sql } from "kysely";
import { clientNetwork } from "~/server/infra/client-ip.server";
import { clock } from "~/server/infra/clock.server";
import { db } from "~/server/infra/db.server";
import { redirectPathOf, REDIRECT_PATH_MAX } from "~/server/domain/redirects.server";

/**
 * How many paths the report keeps, and for how long a path not asked for again stays; how many
 * paths wait in memory, how many new paths one address may bring in a day, how many new paths
 * one write adds, and how long a path asked for by one address waits for a second.
 */
export const NOT_FOUND_LIMITS = {
  paths: 1_000,
  days: 90,
  referrersPerPath: 10,
  pendingPaths: 5_000,
  newPathsPerAddress: 20,
  newPathsPerFlush: 100,
  waitHours: 24,
} as const;

/** Paths no page of this site ever had: scanners looking for other software's weaknesses. */
const PROBE = /(^\/(favicon\.ico|apple-touch-icon[\w-]*\.png)$)|(\.(php\d?|asp|aspx|jsp|cgi|env|git|sql|bak|old|ini|yml|yaml|xml\.bak|swp)$)|(^\/(wp-|wordpress|xmlrpc|phpmyadmin|pma|cgi-bin|\.well-known\/(?!security\.txt)|\.|vendor\/|boaform|actuator|console|solr|owa\/|autodiscover|hnap1|ecp\/|remote\/|server-status))|(\/\.(env|git|svn|aws|ssh|htaccess|ds_store))/i;

export function isProbe(path: string): boolean {
  return PROBE.test(path);
}

/** The referring site's host, when it is another site's (our own pages' links are not "sites that linked"). */
export function referrerHostOf(referer: string | undefined, ownHost: string): string | null {
  if (!referer || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase();
  return host && host !== ownHost.toLowerCase() ? host.slice(0, 100) : null;
}

interface Pending {
  hits: number;
  botHits: number;
  referrers: Map<string, number>;
  first: string;
  last: string;
  /** While only one address asked for a path the report does not have: that address (hashed). */
  asker: string | null;
}

const pending = new Map<string, Pending>();
/** The paths the report holds, as of the last write (null before the first): they count at once. */
let known: Set<string> | null = null;
/** New paths each address brought since `budgetsSince` (hashed addresses; at most `MAX_ADDRESSES`). */
const budgets = new Map<string, number>();
let budgetsSince = 0;
const MAX_ADDRESSES = 20_000;
/** This process's own key: a hashed address means nothing outside it, and nothing keeps it. */
const ADDRESS_KEY = randomBytes(32);

function askerOf(clientIp: string | undefined): string {
  return createHmac("sha256", ADDRESS_KEY).update(clientNetwork(clientIp ?? "unknown")).digest("base64url");
}

/** Whether the Referer is a page of this site (a link of ours leads to the missing page). */
function fromThisSite(referer: string | undefined, ownHost: string): boolean {
  if (!referer || !URL.canParse(referer)) return false;
  const url = new URL(referer);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.toLowerCase() === ownHost.toLowerCase();
}

/** Takes one new path from an address's daily budget; false when it has none left. */
function spendBudget(asker: string, now: Date): boolean {
  const elapsed = now.getTime() - budgetsSince;
  if (elapsed < 0 || elapsed >= 86_400_000) {
    budgets.clear();
    budgetsSince = now.getTime();
  }
  const spent = budgets.get(asker) ?? 0;
  if (spent >= NOT_FOUND_LIMITS.newPathsPerAddress || (spent === 0 && budgets.size >= MAX_ADDRESSES)) return false;
  budgets.set(asker, spent + 1);
  return true;
}

/**
 * A GET that answered 404: counted in memory only (written by flushNotFound).
 * A path the report does not hold yet waits until a second address asks for
 * it or a page of this site links to it; each address brings at most
 * `newPathsPerAddress` new paths a day. Past `pendingPaths` distinct paths
 * waiting, a new path is dropped.
 */
export function noteNotFound(
  request: { target: string; userAgent?: string; referer?: string; ownHost: string; clientIp?: string },
  now = clock(),
): void {
  const raw = request.target.split(/[?#]/, 1)[0] ?? "";
  if (raw.length > REDIRECT_PATH_MAX * 3) return;
  const path = redirectPathOf(raw);
  if (!path || path.length > REDIRECT_PATH_MAX) return;
  const asker = askerOf(request.clientIp);
  const linkedHere = fromThisSite(request.referer, request.ownHost);
  let entry = pending.get(path);
  if (!entry) {
    if (pending.size >= NOT_FOUND_LIMITS.pendingPaths) return;
    const isKnown = known?.has(path) ?? false;
    if (!isKnown && !spendBudget(asker, now)) return;
    entry = { hits: 0, botHits: 0, referrers: new Map(), first: now.toISOString(), last: now.toISOString(), asker: isKnown || linkedHere ? null : asker };
    pending.set(path, entry);
  } else if (entry.asker !== null && (linkedHere || entry.asker !== asker)) {
    entry.asker = null;
  }
  if (isbot(request.userAgent ?? "")) entry.botHits++;
  else entry.hits++;
  entry.last = now.toISOString();
  const host = referrerHostOf(request.referer, request.ownHost);
  if (host && (entry.referrers.has(host) || entry.referrers.size < NOT_FOUND_LIMITS.referrersPerPath)) {
    entry.referrers.set(host, (entry.referrers.get(host) ?? 0) + 1);
  }
}

/** The stored referrer counts (JSON), or none when unreadable. */
function referrerCounts(stored: string): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(stored);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function mergeReferrers(stored: string, added: Map<string, number>): string {
  const hosts = referrerCounts(stored);
  for (const [host, count] of added) {
    if (host in hosts || Object.keys(hosts).length < NOT_FOUND_LIMITS.referrersPerPath) hosts[host] = (hosts[host] ?? 0) + count;
  }
  return JSON.stringify(hosts);
}

async function reportedPaths(): Promise<Set<string>> {
  return new Set((await db().selectFrom("not_found_paths").select("path").execute()).map((row) => row.path));
}

/**
 * Writes what was counted since the last flush (one transaction; per path a
 * read and an insert or update), then prunes. A path the report holds is
 * always written; of the new ones (asked for by two addresses, or linked from
 * this site) the `newPathsPerFlush` most asked for, the rest dropped. A path
 * asked for by one address waits up to `waitHours` for a second. Several
 * server processes each flush their own counts into the same rows. Returns
 * the paths written.
 */
export async function flushNotFound(now = clock()): Promise<number> {
  if (pending.size === 0) return 0;
  const inReport = await reportedPaths();
  known = inReport;
  const oldest = new Date(now.getTime() - NOT_FOUND_LIMITS.waitHours * 3_600_000).toISOString();
  const ready: Array<[string, Pending]> = [];
  for (const [path, entry] of pending) {
    if (entry.asker !== null && inReport.has(path)) entry.asker = null;
    if (entry.asker === null) ready.push([path, entry]);
    if (entry.asker === null || entry.first < oldest) pending.delete(path);
  }
  const byRequests = (a: [string, Pending], b: [string, Pending]) => b[1].hits - a[1].hits || b[1].botHits - a[1].botHits;
  const fresh = ready.filter(([path]) => !inReport.has(path)).sort(byRequests);
  const batch = [...ready.filter(([path]) => inReport.has(path)), ...fresh.slice(0, NOT_FOUND_LIMITS.newPathsPerFlush)];
  if (batch.length === 0) return 0;
  await db()
    .transaction()
    .execute(async (trx) => {
      for (const [path, entry] of batch) {
        const existing = await trx.selectFrom("not_found_paths").select(["referrers"]).where("path", "=", path).executeTakeFirst();
        if (existing) {
          await trx
            .updateTable("not_found_paths")
            .set((eb) => ({
              hits: eb("hits", "+", entry.hits),
              bot_hits: eb("bot_hits", "+", entry.botHits),
              referrers: mergeReferrers(existing.referrers, entry.referrers),
              last_seen_at: entry.last,
            }))
            .where("path", "=", path)
            .execute();
          continue;
        }
        await trx
          .insertInto("not_found_paths")
          .values({
            path,
            hits: entry.hits,
            bot_hits: entry.botHits,
            probe: isProbe(path) ? 1 : 0,
            referrers: mergeReferrers("{}", entry.referrers),
            first_seen_at: entry.first,
            last_seen_at: entry.last,
          })
          // Another process inserted it meanwhile: add to its counts.
          .onConflict((oc) =>
            oc.column("path").doUpdateSet((eb) => ({
              hits: eb("not_found_paths.hits", "+", entry.hits),
              bot_hits: eb("not_found_paths.bot_hits", "+", entry.botHits),
              last_seen_at: entry.last,
            })),
          )
          .execute();
      }
    });
  await pruneNotFound(now);
  known = await reportedPaths();
  return batch.length;
}

/**
 * Keeps the report bounded: paths not asked for in 90 days are deleted, then
 * all but the 1,000 most requested (people and bots; the most recent first
 * among equals). Returns how many rows went.
 */
export async function pruneNotFound(now = clock()): Promise<number> {
  const cutoff = new Date(now.getTime() - NOT_FOUND_LIMITS.days * 86_400_000).toISOString();
  const old = await db().deleteFrom("not_found_paths").where("last_seen_at", "<", cutoff).executeTakeFirst();
  const { n } = await db()
    .selectFrom("not_found_paths")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  let over = 0n;
  if (Number(n) > NOT_FOUND_LIMITS.paths) {
    // The ones past the 1,000th, in one statement (a LIMIT inside IN: SQLite and PostgreSQL both take it).
    const kept = db()
      .selectFrom("not_found_paths")
      .select("path")
      .orderBy(sql`hits + bot_hits`, "desc")
      .orderBy("last_seen_at", "desc")
      .orderBy("path")
      .limit(NOT_FOUND_LIMITS.paths);
    const result = await db()
      .deleteFrom("not_found_paths")
      .where("path", "not in", kept)
      .executeTakeFirst();
    over = result.numDeletedRows;
  }
  return Number(old.numDeletedRows + over);
}

export interface NotFoundEntry {
  path: string;
  hits: number;
  botHits: number;
  probe: boolean;
  ignored: boolean;
  referrers: Array<{ host: string; count: number }>;
  firstSeenAt: string;
  lastSeenAt: string;
}

export interface NotFoundQuery {
  /** Also the bots-only paths, the probes and the ignored ones. */
  all: boolean;
}

/** The report, the most requested by people first; hidden by default: probes, paths only bots asked for, ignored paths. */
export async function listNotFound({ all }: NotFoundQuery): Promise<{ entries: NotFoundEntry[]; hidden: number }> {
  const rows = await db().selectFrom("not_found_paths").selectAll().orderBy("hits", "desc").orderBy("bot_hits", "desc").orderBy("last_seen_at", "desc").execute();
  const entries = rows.map((row): NotFoundEntry => {
    const referrers = Object.entries(referrerCounts(row.referrers))
      .map(([host, count]) => ({ host, count: Number(count) }))
      .sort((a, b) => b.count - a.count);
    return {
      path: row.path,
      hits: Number(row.hits),
      botHits: Number(row.bot_hits),
      probe: row.probe === 1,
      ignored: row.ignored === 1,
      referrers,
      firstSeenAt: row.first_seen_at,
      lastSeenAt: row.last_seen_at,
    };
  });
  const shown = (entry: NotFoundEntry) => !entry.probe && !entry.ignored && entry.hits > 0;
  return { entries: all ? entries : entries.filter(shown), hidden: entries.filter((entry) => !shown(entry)).length };
}

/** Hides a path from the report (or shows it again); false when the path is not in it. */
export async function setNotFoundIgnored(path: string, ignored: boolean): Promise<boolean> {
  const result = await db().updateTable("not_found_paths").set({ ignored: ignored ? 1 : 0 }).where("path", "=", path).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A path now redirected is no longer missing: it leaves the report. */
export async function forgetNotFound(path: string): Promise<void> {
  await db().deleteFrom("not_found_paths").where("path", "=", path).execute();
}

/** Tests: drop what is counted and not yet written, and every address's budget. */
export function discardPendingNotFound(): void {
  pending.clear();
  budgets.clear();
  known = null;
}
