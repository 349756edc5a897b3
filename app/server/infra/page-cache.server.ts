/**
 * The rendered-page cache for anonymous visitors (decision 0405).
 *
 * A GET or HEAD without the session cookie (so no signed-in staff and no
 * flash toast) for a public page whose key is bounded is rendered once and kept in
 * memory with its Brotli (quality 11) and gzip (level 9) variants made once,
 * then served from here with an ETag (304 on If-None-Match). It stays right:
 * the render notes every table it read (table-reads.server.ts) with their
 * versions (raised by triggers on every write, migration 0006), and each hit
 * first reads the versions (one small query, so several server processes on
 * one database agree); a page that read a table without a version is never
 * kept; a page made of posts also expires when the next scheduled post goes
 * live, and one that read the service notices at the next notice's start or end. Public pages carry no per-response secret: their CSP allows the one
 * inline script by its hash (security-headers.server.ts), so a kept page and
 * its headers are exactly what a fresh render sends. Only what is public is
 * kept: never a path of NON_PAGE_PREFIXES however it is spelled (routePathOf: case,
 * `//`, `%`-escapes, `.data`), never an answer marked `private` or `no-store`
 * (staff pages carry a per-response CSP nonce and are always `private`).
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type express from "express";
import { clockMs } from "~/server/infra/clock.server";
import { contentVersionsFor, currentContentVersions, onlyVersionedTables } from "~/server/infra/content-versions.server";
import { log } from "~/server/infra/log.server";
import { isNonPagePath, routePathOf } from "~/server/infra/request-path.server";
import { carriesSessionCookie } from "~/server/infra/session.server";
import { type TableReads, withTableReads } from "~/server/infra/table-reads.server";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Even with no change, a page is rendered again after this long (the year in the footer, dates that read "today"). */
const MAX_AGE_MS = 60 * 60 * 1000;
/** A page bigger than this is not kept (no page comes close). */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** An answer that says it is for one person, or for nobody to keep. */
const NOT_PUBLIC = /(^|[\s,])(private|no-store)([\s,=]|$)/i;
/** What a kept response's headers may not carry over (recomputed per answer). */
const PER_ANSWER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "etag", "vary", "date", "keep-alive", "x-request-id"]);

export interface KeptPage {
  status: number;
  headers: Record<string, string | number | string[]>;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Strong, per encoding: "<hash>" / "<hash>-br" / "<hash>-gz". */
  etag: string;
  /** The versions of the tables the render read, as they were before it read them. */
  versions: Record<string, number>;
  /** When the page goes stale by the clock (an hour at most; sooner when a table it read changes by the clock alone), ms. */
  validUntil: number;
  bytes: number;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
  kept: number;
  evicted: number;
}

/** The query parameters a kept page may have, per path: each bounded (a category name, a page number). */
const BOUNDED_QUERIES: Record<string, readonly string[]> = {
  "/blog": ["category", "page"],
  "/fr/blogue": ["category", "page"],
  "/testimonials": ["page"],
};

/**
 * The key of a request that may be kept, or null. Query strings are bounded:
 * the blogs' category and page number and /testimonials' page number only; a
 * search (?q=) or any other query string is rendered every time. (The size
 * cap bounds the rest: made-up category names are kept at most until evicted.)
 */
export function cacheKeyOf(method: string, path: string, query: URLSearchParams): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (isNonPagePath(routePathOf(path)) || path.length > 200) return null;
  const names = [...new Set(query.keys())];
  if (names.length === 0) return `GET ${path}`;
  const allowed = BOUNDED_QUERIES[path];
  if (!allowed || names.some((name) => !allowed.includes(name))) return null;
  const bounded = new URLSearchParams();
  for (const name of allowed) {
    const values = query.getAll(name);
    if (values.length > 1) return null;
    const value = values[0];
    if (value === undefined) continue;
    if (name === "page" ? !/^[1-9]\d?$/.test(value) : value.length > 60) return null;
    bounded.set(name, value);
  }
  return `GET ${path}?${bounded}`;
}

function acceptsEncoding(header: string | undefined, encoding: "br" | "gzip"): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [name, ...params] = part.trim().split(";");
    if (name?.trim().toLowerCase() !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
  private bytes = 0;
  private counts = { hits: 0, misses: 0, kept: 0, evicted: 0 };

  constructor(
    private readonly maxBytes: number,
    /**
     * When what a table shows changes by the clock alone, with no write (ms, null: not ahead), per table:
     * posts (the next scheduled post goes live), service_notices (a notice's next start or end).
     */
    private readonly nextChanges: () => Promise<Partial<Record<string, number | null>>>,
    /** Now in ms: the server's clock (a test moves it, decision 0323). */
    private readonly now: () => number = clockMs,
  ) {}

  stats(): PageCacheStats {
    return { entries: this.pages.size, bytes: this.bytes, maxBytes: this.maxBytes, ...this.counts };
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  /** Whether a page is kept under `key` (fresh or not: `freshPage` tells). */
  holds(key: string): boolean {
    return this.pages.has(key);
  }

  /** The page kept under `key` if it is still right with the content `versions` of now, else null (a stale one is dropped). */
  freshPage(key: string, versions: Record<string, number>): KeptPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    let stale = this.now() >= page.validUntil;
    for (const table in page.versions) stale ||= versions[table] !== page.versions[table];
    if (stale) {
      this.drop(key);
      return null;
    }
    // Least recently used goes first: a hit moves the page to the end.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /** A kept page still right now, or null. */
  private async fresh(key: string, request: object): Promise<KeptPage | null> {
    if (!this.pages.has(key)) return null;
    // Read once per request: the redirects before the cache asked too (decision 0637).
    return this.freshPage(key, await contentVersionsFor(request));
  }

  private drop(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }

  private keep(key: string, page: KeptPage) {
    if (page.bytes > this.maxBytes / 4) return;
    this.drop(key);
    this.pages.set(key, page);
    this.bytes += page.bytes;
    this.counts.kept++;
    for (const oldest of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
      this.counts.evicted++;
    }
  }

  /** Express middleware, before compression: answers from a kept page. */
  serve = (req: express.Request, res: express.Response, next: express.NextFunction) => {
    const key = this.keyOf(req);
    if (!key) return next();
    this.fresh(key, req)
      .then((page) => {
        if (!page) {
          this.counts.misses++;
          return next();
        }
        this.answer(req, res, page);
      })
      .catch(next);
  };

  /** Express middleware, after compression: keeps what the render answered, when it may be kept. */
  capture = (req: express.Request, res: express.Response, next: express.NextFunction) => {
    const key = this.keyOf(req);
    if (!key || req.method !== "GET") return next();
    const started = Promise.all([currentContentVersions(), this.nextChanges()]);
    const tables: TableReads = new Set();
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => express.Response;
    const note = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || tooBig) return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buffer.length;
      if (size > MAX_PAGE_BYTES) tooBig = true;
      else chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      note(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      note(chunk, rest[0]);
      const result = end(chunk, ...rest);
      if (!tooBig) void this.consider(key, res, Buffer.concat(chunks), tables, started);
      return result;
    }) as typeof res.end;
    withTableReads(tables, () => next());
  };

  private keyOf(req: express.Request): string | null {
    return this.keyFor(req.method, req.originalUrl, req.headers.cookie);
  }

  /** The key a request's page is kept under, or null: never for a request with the session cookie. */
  keyFor(method: string, url: string, cookie: string | undefined): string | null {
    if (carriesSessionCookie(cookie)) return null;
    const q = url.indexOf("?");
    return cacheKeyOf(method, q === -1 ? url : url.slice(0, q), new URLSearchParams(q === -1 ? "" : url.slice(q + 1)));
  }

  private async consider(
    key: string,
    res: express.Response,
    body: Buffer,
    tables: TableReads,
    started: Promise<[Record<string, number>, Partial<Record<string, number | null>>]>,
  ) {
    try {
      if (res.statusCode !== 200 || res.getHeader("set-cookie")) return;
      const type = String(res.getHeader("content-type") ?? "");
      if (!/^(text\/html|application\/xml|application\/rss\+xml|text\/plain)/.test(type)) return;
      if (NOT_PUBLIC.test(String(res.getHeader("cache-control") ?? ""))) return;
      if (!onlyVersionedTables(tables)) return;
      const [versionsBefore, nextChanges] = await started;
      const versions = Object.fromEntries([...tables].map((table) => [table, versionsBefore[table] ?? -1]));
      const headers: KeptPage["headers"] = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value !== undefined && !PER_ANSWER_HEADERS.has(name)) headers[name] = value;
      }
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzip(body, { level: 9 }),
      ]);
      const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
      this.keep(key, {
        status: 200,
        headers,
        identity: body,
        br,
        gzip: gz,
        etag: hash,
        versions,
        validUntil: Math.min(this.now() + MAX_AGE_MS, ...[...tables].map((table) => nextChanges[table] ?? Infinity)),
        bytes: body.length + br.length + gz.length + 512,
      });
    } catch (error) {
      log.error({ err: error }, "page cache: could not keep a page");
    }
  }

  /**
   * Sends a kept page with `headers` (names in lower case: what the
   * middleware before the cache adds, the request id and the security
   * headers) and the page's own. Answers the body's length (0 for HEAD and 304).
   */
  answer(req: IncomingMessage, res: ServerResponse, page: KeptPage, headers: OutgoingHttpHeaders = {}): number {
    this.counts.hits++;
    const accepted = req.headers["accept-encoding"];
    const encoding = acceptsEncoding(accepted, "br") ? "br" : acceptsEncoding(accepted, "gzip") ? "gzip" : null;
    const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
    const etag = `"${page.etag}${encoding === "br" ? "-br" : encoding === "gzip" ? "-gz" : ""}"`;
    // Names in lower case, as the kept ones are, so that a name given twice is sent once.
    // "x-cache" is for people and tests reading headers; nothing depends on it.
    const head: OutgoingHttpHeaders = { ...headers, ...page.headers, vary: "Accept-Encoding", etag, "x-cache": "hit" };
    const asked = req.headers["if-none-match"];
    if (asked && asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
      for (const name in head) res.setHeader(name, head[name]!);
      res.writeHead(304).end();
      return 0;
    }
    if (encoding) head["content-encoding"] = encoding;
    head["content-length"] = String(body.length);
    // Set one by one, not given to writeHead: what is counted when the answer is done reads them back.
    for (const name in head) res.setHeader(name, head[name]!);
    res.writeHead(page.status);
    if (req.method === "HEAD") {
      res.end();
      return 0;
    }
    res.end(body);
    return body.length;
  }
}
