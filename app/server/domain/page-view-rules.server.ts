/**
 * What the agency's own counting counts, and how (decision 0902): pure rules,
 * unit-tested. A view is a GET of a public page answered in HTML with 200 or
 * 404, by a person's browser (not a bot, not a prefetch), at an address that
 * carries no secret. Kept of it: the minute, the path (normalised, no query),
 * the other site that linked to it (its domain only), the campaign (`utm_*`),
 * the edition, the status, and a visitor hash that means something for one
 * day only. Never the address, the user agent, a cookie or the full referrer.
 */
import { createHash } from "node:crypto";
import { isbot } from "isbot";
import { localeOfPath, type Locale } from "~/lib/locale";
import { outsideProductPaths, redirectPathOf, REDIRECT_PATH_MAX } from "~/server/domain/redirects.server";
import { carriesSecret } from "~/server/infra/request-path.server";

/** A request as the counting middleware sees it once its answer is sent. */
export interface AnsweredRequest {
  method: string;
  /** The request target (path and query). */
  target: string;
  status: number;
  contentType: string | undefined;
  userAgent: string | undefined;
  /** Purpose, Sec-Purpose, X-Purpose, X-Moz: what a prefetch or preview says of itself. */
  purpose: string | undefined;
}

/**
 * A function of one string remembered for the last `size` strings asked (a
 * page's target, a browser's user agent: the same few come again and again),
 * so counting costs a cached page next to nothing.
 */
function remembered<T>(size: number, compute: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    const hit = known.get(key);
    if (hit !== undefined || known.has(key)) return hit as T;
    const value = compute(key);
    if (known.size >= size) known.clear();
    known.set(key, value);
    return value;
  };
}

const botAgent = remembered(2_000, (agent) => agent.trim() === "" || isbot(agent));

/** A bot: no user agent at all, or one the `isbot` list knows (crawlers, link previews, monitors, curl...). */
export function isBotAgent(userAgent: string | undefined): boolean {
  return botAgent(userAgent ?? "");
}

/** A prefetch or preview (the browser fetching ahead, a link preview): nobody looked at the page yet. */
export function isPrefetch(purpose: string | undefined): boolean {
  return /prefetch|prerender|preview/i.test(purpose ?? "");
}

/** A file, not a page: anything whose last segment has an extension (feeds, sitemap, images, scripts). */
const FILE = /\/[^/]*\.(?!html?$)[a-z0-9]{1,8}$/i;

/**
 * The path a view is counted under: lower case, `%`-escapes decoded, no
 * trailing slash, no query string (redirectPathOf's spelling); null for what
 * is not a public page (the back office and the other NON_PAGE_PREFIXES,
 * files, React Router's `.data` requests, an address carrying a secret).
 */
export const countedPath = remembered(5_000, (target: string): string | null => {
  const path = redirectPathOf(target);
  if (!outsideProductPaths(path) || path.length > REDIRECT_PATH_MAX) return null;
  const raw = target.split(/[?#]/, 1)[0] ?? "";
  if (FILE.test(path) || FILE.test(raw) || carriesSecret(target)) return null;
  return path;
});

/** Whether this answered request is a page view to count; the path it counts under, or null. */
export function viewPathOf(request: AnsweredRequest): string | null {
  if (request.method !== "GET") return null;
  if (request.status !== 200 && request.status !== 404) return null;
  if (!request.contentType?.toLowerCase().startsWith("text/html")) return null;
  if (isPrefetch(request.purpose) || isBotAgent(request.userAgent)) return null;
  return countedPath(request.target);
}

/** A host without its "www.", lower case. */
function bareHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, "");
}

/** The other site that sent the visit ("google.com"): http(s) only, never this site's own host. */
export function referrerDomainOf(referer: string | undefined, ownHost: string): string | null {
  if (!referer || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = bareHost(url.hostname);
  return host && host !== bareHost(ownHost) ? host.slice(0, 100) : null;
}

export type Utm = { source?: string; medium?: string; campaign?: string; term?: string; content?: string };
const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
const UTM_MAX = 100;

/** The campaign parameters of a target (trimmed, 100 characters each); null when it has none. */
export function utmOf(target: string): Utm | null {
  const cut = target.indexOf("?");
  if (cut === -1) return null;
  const query = new URLSearchParams(target.slice(cut + 1).split("#", 1)[0]);
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = query.get(`utm_${key}`)?.trim();
    if (value) utm[key] = value.slice(0, UTM_MAX);
  }
  return Object.keys(utm).length > 0 ? utm : null;
}

/** The edition a path belongs to. */
export function languageOfView(path: string): Locale {
  return localeOfPath(path);
}

/** The minute of a time, as stored ("2026-12-06T15:42:00.000Z"). */
export function minuteOf(now: Date): string {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
}

/**
 * The visitor's hash for the day (Plausible's rule): SHA-256 of the day's
 * salt, the address and the user agent, shortened. The same person on the
 * same day gets the same hash; once the salt is deleted nobody can link a
 * hash to an address or to the next day's hash.
 */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\n${ip}\n${userAgent}`).digest("base64url").slice(0, 22);
}

/** A stored view, as the monthly totals read it. */
export interface ViewRow {
  day: string;
  path: string;
  status: number;
  language: string;
  referrer_domain: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  visitor: string;
  views: number;
}

export interface MonthTotal {
  month: string;
  path: string;
  status: number;
  language: string;
  referrer_domain: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  views: number;
  /** The sum of each day's unique visitors (a visitor hash is one day's). */
  visitors: number;
}

/** Views added up per month and (path, status, language, referrer domain, campaign): what is kept after two years. */
export function monthlyTotals(rows: readonly ViewRow[]): MonthTotal[] {
  const totals = new Map<string, MonthTotal & { seen: Set<string> }>();
  for (const row of rows) {
    const month = row.day.slice(0, 7);
    const key = JSON.stringify([month, row.path, row.status, row.language, row.referrer_domain, row.utm_source, row.utm_medium, row.utm_campaign]);
    let total = totals.get(key);
    if (!total) {
      total = {
        month,
        path: row.path,
        status: row.status,
        language: row.language,
        referrer_domain: row.referrer_domain,
        utm_source: row.utm_source,
        utm_medium: row.utm_medium,
        utm_campaign: row.utm_campaign,
        views: 0,
        visitors: 0,
        seen: new Set(),
      };
      totals.set(key, total);
    }
    total.views += row.views;
    total.seen.add(`${row.day} ${row.visitor}`);
  }
  return [...totals.values()].map(({ seen, ...total }) => ({ ...total, visitors: seen.size }));
}

/** The first month whose views stay rows (older months become totals): the month two years before `today` ("2026-12-06" → "2024-12"). */
export function firstKeptMonth(today: string): string {
  return `${Number(today.slice(0, 4)) - 2}-${today.slice(5, 7)}`;
}
