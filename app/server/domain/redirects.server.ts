/**
 * Redirects (decision 0637): an old address answered with 301 or 302 to
 * where the page is now. Typed input, typed results; the routes word them.
 *
 * - A path is matched in one spelling (`redirectPathOf`): lower case, no
 *   trailing slash, no query string, `%`-escapes decoded; a request's query
 *   string is kept on the target.
 * - A target is a path on this site (`/…`) or a full `https://…` address.
 * - Chains are collapsed as they are written: a redirect to a source of
 *   another goes straight to its end, and redirects to a new source are
 *   pointed past it; a loop is refused.
 * - A source can never be a page of the product (a live page, a post's
 *   address in any state, the staff area...): `isProductPage`.
 * - Answers come from a map in memory, rebuilt when the `redirects` content
 *   version moves (triggers of migration 0015), so every server process sees
 *   a change at its next request. Hits are added up in memory and written in
 *   batches (`flushRedirectHits`): they raise no version.
 */
import type { Kysely, Transaction } from "kysely";
import { isUniqueViolation, lockByName } from "~/server/infra/db-dialect.server";
import { regionAliases } from "~/content/regions";
import { FIXED_ADDRESSES, PUBLIC_ADDRESSES } from "~/public-pages";
import { articlePath, BLOG_PATHS } from "~/lib/blog-addresses";
import type { Locale } from "~/lib/locale";
import { recordIdSchema } from "~/schemas/record-id";
import { clock } from "~/server/infra/clock.server";
import { config } from "~/server/infra/config.server";
import type { Database, RedirectsTable } from "~/server/infra/db-schema";
import { db } from "~/server/infra/db.server";
import { isNonPagePath, routePathOf } from "~/server/infra/request-path.server";

export type RedirectStatus = 301 | 302;
export type RedirectOrigin = RedirectsTable["origin"];

export interface Redirect {
  id: number;
  from: string;
  to: string;
  /** Where a browser sent to `to` goes (`followedAddressOf`): what staff are shown. */
  followed: string;
  status: RedirectStatus;
  origin: RedirectOrigin;
  hits: number;
  lastUsedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

type Executor = Kysely<Database> | Transaction<Database>;

/** Longest source kept or matched (a longer request path is never a redirect). */
export const REDIRECT_PATH_MAX = 300;
/** Longest target. */
export const REDIRECT_TARGET_MAX = 2000;
/** How far a chain is followed when a redirect is written (they are collapsed, so one step is the rule). */
const CHAIN_LIMIT = 20;

/**
 * The one spelling of a path for matching: lower case, `%`-escapes decoded,
 * `.`/`..` resolved, no empty segments (so no trailing slash), no query
 * string. "" for what is not a path.
 */
export function redirectPathOf(target: string): string {
  const raw = target.split(/[?#]/, 1)[0] ?? "";
  if (!raw.startsWith("/") || raw.startsWith("//")) return "";
  return routePathOf(raw);
}

/** Whether a (normalised) path could be a redirect's source or a missing page worth reporting: a path, and not one of NON_PAGE_PREFIXES. */
export function outsideProductPaths(path: string): boolean {
  return path !== "" && !isNonPagePath(path);
}

/** Pages of the product at a fixed address (app/public-pages.ts). */
export const FIXED_PAGES = FIXED_ADDRESSES;
/** Every address of app/public-pages.ts: the fixed pages, each service's and region's page, the feeds. */
const LIVE = new Set(PUBLIC_ADDRESSES.flatMap(({ paths }) => paths));

/**
 * Whether a (normalised) path is a page of the product: a fixed page, a
 * service or region page, any post's address or `/blog/<id>` (drafts too: a
 * post takes its address back the moment it is saved), or the staff area and
 * the other product paths. A redirect from one would hide it.
 */
export async function isProductPage(path: string, executor: Executor = db()): Promise<boolean> {
  if (LIVE.has(path)) return true;
  if (!outsideProductPaths(path)) return true;
  // A French post's address (/fr/blogue/<slug>) counts as a post's address, like /blog/<slug>.
  const frenchBlog = `${BLOG_PATHS.fr}/`;
  if (path.startsWith(frenchBlog)) return isProductPage(`${BLOG_PATHS.en}/${path.slice(frenchBlog.length)}`, executor);
  const [first, second, ...rest] = path.slice(1).split("/");
  if (!second || rest.length > 0) return false;
  // An old name of a region, which its page still answers.
  if (first === "location") return second in regionAliases;
  // A job posting's page, open or closed (a closed one answers 410: it is still the posting's address).
  if (first === "careers") {
    const posting = await executor.selectFrom("job_postings").select("id").where(executor.fn("lower", ["slug"]), "=", second).executeTakeFirst();
    return posting !== undefined;
  }
  if (first !== "blog") return false;
  const id = recordIdSchema.safeParse(second);
  const byId = id.success ? [{ id: id.data }] : [];
  const found = await executor
    .selectFrom("posts")
    .select("id")
    .where((eb) => eb.or([eb(eb.fn("lower", ["slug"]), "=", second), ...byId.map(({ id }) => eb("id", "=", id))]))
    .executeTakeFirst();
  return found !== undefined;
}

/** A post's address in its language's blog, as a redirect names it. */
export function postPath(slug: string, language: Locale = "en"): string {
  return redirectPathOf(articlePath(language, encodeURIComponent(slug)));
}

export type TargetProblem = "invalid-target" | "off-site-target";

/**
 * Whether a path sends a browser to another host: it starts with two slashes or backslashes
 * in any mix (`//host`, `/\host`: browsers read `\` as `/`) once the tabs and line breaks a
 * browser strips from an address are gone.
 */
function leavesSite(path: string): boolean {
  return /^[/\\]{2}/.test(path.replace(/[\t\n\r]/g, ""));
}

/**
 * A target as stored, or why it is refused: a site path in its matching spelling (its query
 * string and fragment kept as typed), or an `https://` address as typed. An https address on
 * this site's own origin is stored as its path. A path that decodes to one a browser follows
 * to another host (`/%5Cevil.example` is `/\evil.example`, followed to https://evil.example/)
 * is "off-site-target": another site is named by its full https:// address. A control
 * character, typed or escaped, is refused.
 */
export function checkTarget(input: string): { ok: true; target: string } | { ok: false; problem: TargetProblem } {
  const text = input.trim();
  if (!text || text.length > REDIRECT_TARGET_MAX || /\s/.test(text)) return { ok: false, problem: "invalid-target" };
  if (text.startsWith("/")) {
    const cut = text.search(/[?#]/);
    const raw = cut === -1 ? text : text.slice(0, cut);
    if (leavesSite(raw) || leavesSite(safelyDecoded(raw))) return { ok: false, problem: "off-site-target" };
    const path = redirectPathOf(text);
    if (!path || [...path].some((char) => char < " " || char === "\u007f")) return { ok: false, problem: "invalid-target" };
    const target = `${path}${cut === -1 ? "" : text.slice(cut)}`;
    if (leavesSite(path) || !followedAddressOf(target).startsWith("/")) return { ok: false, problem: "off-site-target" };
    return { ok: true, target };
  }
  if (!/^https:\/\//i.test(text) || !URL.canParse(text)) return { ok: false, problem: "invalid-target" };
  const url = new URL(text);
  if (!url.hostname) return { ok: false, problem: "invalid-target" };
  if (url.origin === new URL(config().siteUrl).origin) return checkTarget(`${url.pathname}${url.search}${url.hash}`);
  return { ok: true, target: url.toString() };
}

function safelyDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A target as stored (`checkTarget`), or null when it is refused. */
export function targetOf(input: string): string | null {
  const checked = checkTarget(input);
  return checked.ok ? checked.target : null;
}

/**
 * Where a browser goes when sent to a stored target: the Location header as the server
 * writes it (`res.location` percent-encodes spaces and control characters), resolved as
 * a browser resolves it. A path of this site as the browser asks for it; another site's
 * full address. Staff see this, so a target that leaves the site never looks like a path.
 */
export function followedAddressOf(target: string): string {
  const site = new URL(config().siteUrl);
  const header = [...target].map((char) => (char <= " " || char === "\u007f" ? encodeURIComponent(char) : char)).join("");
  if (!URL.canParse(header, site)) return target;
  const url = new URL(header, site);
  return url.origin === site.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * The source a visit to a target of this site would match (its path in the one spelling, the
 * query and fragment aside, as `redirectAnswerFor` matches), or null for another site.
 */
function matchedPathOf(target: string): string | null {
  return target.startsWith("/") ? redirectPathOf(target) || null : null;
}

export type RedirectProblem =
  | "invalid-source"
  | TargetProblem
  | "product-page"
  | "duplicate"
  | "loop"
  | "not-found";

export interface RedirectInput {
  from: string;
  to: string;
  status: RedirectStatus;
}

function toRedirect(row: {
  id: number;
  from_path: string;
  to_target: string;
  status: number;
  origin: RedirectOrigin;
  hits: number;
  last_used_at: string | null;
  created_at: string;
  updated_at: string;
}): Redirect {
  return {
    id: row.id,
    from: row.from_path,
    to: row.to_target,
    followed: followedAddressOf(row.to_target),
    status: row.status === 302 ? 302 : 301,
    origin: row.origin,
    hits: Number(row.hits),
    lastUsedAt: row.last_used_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Every redirect, the most used first (then the newest). */
export async function listRedirects(): Promise<Redirect[]> {
  const rows = await db().selectFrom("redirects").selectAll().orderBy("hits", "desc").orderBy("id", "desc").execute();
  return rows.map(toRedirect);
}

export async function findRedirectById(id: number): Promise<Redirect | null> {
  const row = await db().selectFrom("redirects").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRedirect(row) : null;
}

/**
 * Where a target finally leads, following existing redirects (collapsed, so at most a step or
 * two); "loop" when it comes back to `from`. A target with a query or a fragment is stored as
 * it is (the chain collapses no further), but it is still followed for loops: a visit to it
 * matches its path's redirect, the query carried, so `/a` to `/b?x=1` with `/b` to `/a` loops.
 */
async function finalTarget(executor: Executor, from: string, target: string, exceptId?: number): Promise<string | "loop"> {
  let current = target;
  let stored: string | null = null;
  for (let step = 0; step < CHAIN_LIMIT; step++) {
    const path = matchedPathOf(current);
    if (path === null) return stored ?? current;
    if (path === from) return "loop";
    if (stored === null && /[?#]/.test(current)) stored = current;
    let query = executor.selectFrom("redirects").select("to_target").where("from_path", "=", path);
    if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
    const next = await query.executeTakeFirst();
    if (!next) return stored ?? current;
    current = next.to_target;
  }
  return "loop";
}

/**
 * Every write that adds or points a redirect runs here, one at a time (a lock
 * named "redirects"; SQLite writes one at a time anyway): written at once on
 * PostgreSQL, each checked the table without the others, and /a to /b, /b
 * to /c and /c to /a were all stored, a loop (decision 0637).
 */
function writeRedirects<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db()
    .transaction()
    .execute(async (trx) => {
      await lockByName(trx, "redirects");
      return work(trx);
    });
}

/** Points every redirect that leads to `from` straight at `to` (A to B, then B to C: A to C). */
async function collapseInto(executor: Executor, from: string, to: string, now: Date): Promise<void> {
  await executor.updateTable("redirects").set({ to_target: to, updated_at: now.toISOString() }).where("to_target", "=", from).execute();
}

type Checked = { ok: true; from: string; to: string } | { ok: false; problem: RedirectProblem };

/** The rules of a staff member's redirect (add, edit, import). */
async function checkRedirect(executor: Executor, input: RedirectInput, exceptId?: number): Promise<Checked> {
  const from = input.from.trim().length <= REDIRECT_PATH_MAX && !/[?#]/.test(input.from) ? redirectPathOf(input.from.trim()) : "";
  if (!from || from === "/") return { ok: false, problem: from === "/" ? "product-page" : "invalid-source" };
  const target = checkTarget(input.to);
  if (!target.ok) return target;
  const to = target.target;
  if (await isProductPage(from, executor)) return { ok: false, problem: "product-page" };
  let duplicate = executor.selectFrom("redirects").select("id").where("from_path", "=", from);
  if (exceptId !== undefined) duplicate = duplicate.where("id", "!=", exceptId);
  if (await duplicate.executeTakeFirst()) return { ok: false, problem: "duplicate" };
  const final = await finalTarget(executor, from, to, exceptId);
  if (final === "loop") return { ok: false, problem: "loop" };
  return { ok: true, from, to: final };
}

export type RedirectResult = { ok: true; redirect: Redirect } | { ok: false; problem: RedirectProblem };

/** Adds a redirect by hand (or one CSV row); chains collapsed both ways. */
export async function addRedirect(input: RedirectInput, now = clock(), origin: RedirectOrigin = "manual"): Promise<RedirectResult> {
  try {
    return await writeRedirects(async (trx): Promise<RedirectResult> => {
      const checked = await checkRedirect(trx, input);
      if (!checked.ok) return checked;
      const row = await trx
        .insertInto("redirects")
        .values({ from_path: checked.from, to_target: checked.to, status: input.status, origin, created_at: now.toISOString(), updated_at: now.toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      await collapseInto(trx, checked.from, checked.to, now);
      return { ok: true, redirect: toRedirect(row) };
    });
  } catch (error) {
    // Two staff adding the same source at once: the unique key refuses the second.
    if (isUniqueViolation(error, { table: "redirects", column: "from_path" })) return { ok: false, problem: "duplicate" };
    throw error;
  }
}

/** Changes a redirect's source, target or status (it becomes a manual one). */
export async function updateRedirect(id: number, input: RedirectInput, now = clock()): Promise<RedirectResult> {
  try {
    return await writeRedirects(async (trx): Promise<RedirectResult> => {
      const existing = await trx.selectFrom("redirects").select("id").where("id", "=", id).executeTakeFirst();
      if (!existing) return { ok: false, problem: "not-found" };
      const checked = await checkRedirect(trx, input, id);
      if (!checked.ok) return checked;
      const row = await trx
        .updateTable("redirects")
        .set({ from_path: checked.from, to_target: checked.to, status: input.status, origin: "manual", updated_at: now.toISOString() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await collapseInto(trx, checked.from, checked.to, now);
      return { ok: true, redirect: toRedirect(row) };
    });
  } catch (error) {
    if (isUniqueViolation(error, { table: "redirects", column: "from_path" })) return { ok: false, problem: "duplicate" };
    throw error;
  }
}

export async function deleteRedirect(id: number): Promise<Redirect | null> {
  const row = await db().deleteFrom("redirects").where("id", "=", id).returningAll().executeTakeFirst();
  return row ? toRedirect(row) : null;
}

/** One row of a CSV import, as read (1-based line number). */
export interface ImportRow {
  line: number;
  from: string;
  to: string;
  status: string;
}

export type ImportProblem = RedirectProblem | "invalid-status";

export interface ImportResult {
  added: Redirect[];
  refused: Array<{ line: number; from: string; to: string; problem: ImportProblem }>;
}

/** Adds each row that passes the rules (blank status: 301); refused rows are listed with their reason. */
export async function importRedirects(rows: ImportRow[], now = clock()): Promise<ImportResult> {
  const result: ImportResult = { added: [], refused: [] };
  for (const row of rows) {
    const status = row.status.trim() === "" ? 301 : Number(row.status.trim());
    if (status !== 301 && status !== 302) {
      result.refused.push({ line: row.line, from: row.from, to: row.to, problem: "invalid-status" });
      continue;
    }
    const added = await addRedirect({ from: row.from, to: row.to, status }, now);
    if (added.ok) result.added.push(added.redirect);
    else result.refused.push({ line: row.line, from: row.from, to: row.to, problem: added.problem });
  }
  return result;
}

// ------------------------------------------------------------ a post's address

/**
 * A published post moved from one slug to another: its old address now leads
 * to the new one (301), and every earlier address and redirect that led to
 * the old one leads straight there too. Whatever redirect sat on the new
 * address is removed (the post takes it back).
 */
export async function recordPostMove(oldSlug: string, newSlug: string, language: Locale = "en", now = clock()): Promise<void> {
  const from = postPath(oldSlug, language);
  const to = postPath(newSlug, language);
  if (!from || !to || from === to) return;
  await writeRedirects(async (trx) => {
    await trx.deleteFrom("redirects").where("from_path", "=", to).execute();
    const stamp = now.toISOString();
    const existing = await trx.selectFrom("redirects").select("id").where("from_path", "=", from).executeTakeFirst();
    if (existing) {
      await trx.updateTable("redirects").set({ to_target: to, status: 301, origin: "auto", updated_at: stamp }).where("id", "=", existing.id).execute();
    } else {
      await trx.insertInto("redirects").values({ from_path: from, to_target: to, status: 301, origin: "auto", created_at: stamp, updated_at: stamp }).execute();
    }
    await collapseInto(trx, from, to, now);
  });
}

/**
 * A page now has this address: a redirect from it would hide the page, so it is removed.
 * Under the writes' lock, after the page is stored: a redirect being written at that moment
 * either saw the page (and was refused) or is removed here. Returns the removed redirect
 * (to tell the person who saved the page), or null.
 */
async function releaseAddress(path: string): Promise<Redirect | null> {
  if (!path) return null;
  const row = await writeRedirects((trx) => trx.deleteFrom("redirects").where("from_path", "=", path).returningAll().executeTakeFirst());
  return row ? toRedirect(row) : null;
}

/** A post now has this slug (saved in any state): its address in its language's blog is its own (`releaseAddress`). */
export function releasePostAddress(slug: string, language: Locale = "en"): Promise<Redirect | null> {
  return releaseAddress(postPath(slug, language));
}

/** A job posting now has this slug (created, even as a draft): its address is its own (`releaseAddress`). */
export function releasePostingAddress(slug: string): Promise<Redirect | null> {
  return releaseAddress(redirectPathOf(`/careers/${encodeURIComponent(slug)}`));
}

/** Every source of a redirect (the sitemap and the feed leave them out). */
export async function redirectedPaths(): Promise<Set<string>> {
  const rows = await db().selectFrom("redirects").select("from_path").execute();
  return new Set(rows.map((row) => row.from_path));
}

/**
 * Where an address of this site leads now (an https address of another site
 * is returned as is): a canonical link that names an old address names the
 * current one.
 */
export async function currentAddressOf(target: string): Promise<string> {
  // This site's own origin, even over http (development), names a path.
  const own = URL.canParse(target) && new URL(target).origin === new URL(config().siteUrl).origin ? new URL(target) : null;
  const stored = targetOf(own ? `${own.pathname}${own.search}${own.hash}` : target);
  if (!stored) return target;
  // A bare path only: an address with a query or a fragment is named as it is.
  const path = stored.startsWith("/") && !/[?#]/.test(stored) ? stored : null;
  if (!path) return target;
  const final = await finalTarget(db(), "", path);
  return final === "loop" || final === path ? target : final;
}

// ------------------------------------------------------------ answering requests

interface Answer {
  id: number;
  to: string;
  status: RedirectStatus;
}

let answers: { version: number; map: Map<string, Answer> } | null = null;
let loading: { version: number; promise: Promise<Map<string, Answer>> } | null = null;

async function loadAnswers(): Promise<Map<string, Answer>> {
  const rows = await db().selectFrom("redirects").select(["id", "from_path", "to_target", "status"]).execute();
  return new Map(rows.map((row) => [row.from_path, { id: row.id, to: row.to_target, status: row.status === 302 ? 302 : 301 }]));
}

/**
 * The redirects as of content version `version` (read by the caller at the
 * start of the request): the map kept in memory while the version is the
 * same, loaded again (once, however many requests ask) when it moved.
 */
async function answersAt(version: number): Promise<Map<string, Answer>> {
  if (answers?.version === version) return answers.map;
  if (loading?.version !== version) {
    const promise = loadAnswers();
    loading = { version, promise };
    promise
      .then((map) => {
        if (loading?.promise === promise) loading = null;
        if (!answers || answers.version <= version) answers = { version, map };
      })
      .catch(() => {
        if (loading?.promise === promise) loading = null;
      });
  }
  return loading.promise;
}

/** Forgets the map and the hits not yet written (tests that rewrite the database under a running process). */
export function forgetRedirectAnswers(): void {
  answers = null;
  loading = null;
  pendingHits.clear();
}

/**
 * The answer to a GET or HEAD of `target` (path and query string) when a
 * redirect covers it: its status and where to (the request's query string
 * appended), or null. `version` is the `redirects` content version now.
 * Counts the hit (written later by flushRedirectHits).
 */
export async function redirectAnswerFor(target: string, version: number, now = clock()): Promise<{ status: RedirectStatus; location: string } | null> {
  const answer = await redirectOf(target, version);
  if (!answer) return null;
  countHit(answer.id, now);
  const cut = target.indexOf("?");
  return { status: answer.status, location: withQuery(answer.to, cut === -1 ? "" : target.slice(cut + 1)) };
}

/** Whether a redirect covers `target` (nothing counted: the answer that follows counts its hit). */
export async function redirectCovers(target: string, version: number): Promise<boolean> {
  return (await redirectOf(target, version)) !== undefined;
}

/** The redirect covering `target`'s path, if any. */
async function redirectOf(target: string, version: number) {
  const cut = target.indexOf("?");
  const rawPath = cut === -1 ? target : target.slice(0, cut);
  if (rawPath.length > REDIRECT_PATH_MAX * 3) return undefined;
  const map = await answersAt(version);
  return map.size === 0 ? undefined : map.get(redirectPathOf(rawPath));
}

/** The target with the request's query string kept (before the target's own fragment). */
export function withQuery(to: string, query: string): string {
  if (!query) return to;
  const hash = to.indexOf("#");
  const base = hash === -1 ? to : to.slice(0, hash);
  const fragment = hash === -1 ? "" : to.slice(hash);
  return `${base}${base.includes("?") ? "&" : "?"}${query}${fragment}`;
}

const pendingHits = new Map<number, { count: number; last: string }>();

function countHit(id: number, now: Date) {
  const pending = pendingHits.get(id);
  if (pending) {
    pending.count++;
    pending.last = now.toISOString();
  } else pendingHits.set(id, { count: 1, last: now.toISOString() });
}

/**
 * Writes the hits counted in memory since the last flush: one UPDATE per
 * redirect used, whatever the number of requests. Only bookkeeping columns:
 * no content version moves. Returns how many redirects were written.
 */
export async function flushRedirectHits(): Promise<number> {
  if (pendingHits.size === 0) return 0;
  const batch = [...pendingHits.entries()];
  pendingHits.clear();
  for (const [id, { count, last }] of batch) {
    await db()
      .updateTable("redirects")
      .set((eb) => ({ hits: eb("hits", "+", count), last_used_at: last }))
      .where("id", "=", id)
      .execute();
  }
  return batch.length;
}
