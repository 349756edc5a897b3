/**
 * The rendered-page cache (decision 0405), through the real start
 * command: kept on the second request with the same bytes and headers, 304 on
 * its ETag, made stale by every kind of content change (written here by a
 * second process, the way another server instance would), never used with a
 * session or a toast, never keeping a staff path however it is spelled nor a
 * private answer, and bounded when flooded.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Kysely } from "kysely";
import { cacheKeyOf, PageCache } from "~/server/infra/page-cache.server";
import { parseDatabaseUrl } from "~/server/infra/config.server";
import { openDatabase } from "~/server/infra/db.server";
import type { Database } from "~/server/infra/db-schema";
import { send, startServer, tmpRoot, waitForListening, type ServerProcess } from "./server-process-helpers";

const SECRET = { SESSION_SECRET: "page-cache-test-secret-0123456789" };
let port = 0;
let database: Kysely<Database>;

/** GET as a browser would, with the encoding asked. */
function get(target: string, headers: Record<string, string> = {}, onPort = port): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: onPort, path: target, headers: { "Accept-Encoding": "identity", ...headers }, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** Asks until the page is served from the cache (it is kept once its variants are made). */
async function untilKept(target: string, onPort = port) {
  for (let i = 0; i < 100; i++) {
    const answer = await get(target, {}, onPort);
    if (answer.headers["x-cache"] === "hit") return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${target} was never kept`);
}

interface CachingServer {
  server: ServerProcess;
  port: number;
  /** The server's own database, written here the way another instance would. */
  database: Kysely<Database>;
}

/** The real start command with a 2 MB page cache, and a second connection to its database. */
async function startCachingServer(env: Record<string, string>): Promise<CachingServer> {
  const started = startServer({ PORT: "0", ...SECRET, RATE_LIMIT: "off", PAGE_CACHE_MB: "2", ...env });
  const listening = await waitForListening(started);
  return { server: started, port: listening, database: openDatabase(parseDatabaseUrl(started.databaseUrl, 2)).db };
}

async function stopCachingServer(running: CachingServer | undefined) {
  if (!running) return;
  await running.database.destroy();
  running.server.child.kill("SIGTERM");
  await running.server.exited;
}

let production: CachingServer | undefined;

beforeAll(async () => {
  production = await startCachingServer({ NODE_ENV: "production" });
  ({ port, database } = production);
});

afterAll(() => stopCachingServer(production));

describe("the page cache", () => {
  test("the second request is served from the cache: same bytes, same headers, 304 on a matching ETag", async () => {
    const first = await get("/careers");
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBeUndefined();
    const kept = await untilKept("/careers");
    expect(kept.body.equals(first.body)).toBe(true);
    const comparable = (headers: http.IncomingHttpHeaders) => {
      const { date: _d, etag: _e, vary: _v, "x-cache": _x, "content-length": _l, "transfer-encoding": _t, connection: _c, "keep-alive": _k, "x-request-id": _i, ...rest } = headers;
      return rest;
    };
    expect(comparable(kept.headers)).toEqual(comparable(first.headers));
    // Each answer has its own request id (the one its log line names), a kept page too.
    const hit = await get("/careers");
    expect(hit.headers["x-cache"]).toBe("hit");
    expect(new Set([first.headers["x-request-id"], kept.headers["x-request-id"], hit.headers["x-request-id"]]).size).toBe(3);

    const again = await get("/careers", { "If-None-Match": String(kept.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    // The Brotli and gzip variants hold the same page.
    const br = await get("/careers", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).equals(first.body)).toBe(true);
    const gz = await get("/careers", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).equals(first.body)).toBe(true);
    expect(new Set([kept.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
  });

  test("a redirect written over a kept page's address is answered before the kept page, at once", async () => {
    await untilKept("/resources");
    const now = new Date().toISOString();
    await database
      .insertInto("redirects")
      .values({ from_path: "/resources", to_target: "/contact", status: 301, origin: "manual", created_at: now, updated_at: now })
      .execute();
    const moved = await get("/resources");
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe("/contact");
    await database.deleteFrom("redirects").where("from_path", "=", "/resources").execute();
    expect((await get("/resources")).status).toBe(200);
  });

  test("a kept page carries no per-response secret: its inline script is allowed by the hash in its CSP", async () => {
    const page = await untilKept("/careers");
    const html = page.body.toString("utf8");
    expect(html).not.toMatch(/nonce=/);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    const csp = String(page.headers["content-security-policy"]);
    for (const script of inline) expect(csp).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    expect(csp).not.toContain("nonce-");
    expect(csp).not.toContain("unsafe-inline' ;");
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
  });

  test("each kind of content change makes what it affects stale, written by another process", async () => {
    const titleOf = async () => (await database.selectFrom("posts").select(["id", "title", "slug"]).where("published", "=", 1).orderBy("id").executeTakeFirstOrThrow());
    const post = await titleOf();
    await untilKept("/blog");
    await untilKept(`/blog/${post.slug}`);
    await untilKept("/blog/rss.xml");
    await untilKept("/sitemap.xml");

    // Editing a post.
    await database.updateTable("posts").set({ title: "A Title Changed Elsewhere" }).where("id", "=", post.id).execute();
    for (const target of ["/blog", `/blog/${post.slug}`, "/blog/rss.xml"]) {
      const answer = await get(target);
      expect(answer.headers["x-cache"], target).toBeUndefined();
      expect(answer.body.toString(), target).toContain("A Title Changed Elsewhere");
    }

    // Unpublishing it, then deleting it.
    await untilKept("/blog");
    await database.updateTable("posts").set({ published: 0 }).where("id", "=", post.id).execute();
    expect((await get("/blog")).body.toString()).not.toContain("A Title Changed Elsewhere");
    await untilKept("/sitemap.xml");
    await database.deleteFrom("posts").where("id", "=", post.id).execute();
    expect((await get("/sitemap.xml")).body.toString()).not.toContain(`/blog/${post.slug}<`);

    // A category added.
    await untilKept("/blog");
    await database.insertInto("categories").values({ name: "Night Nursing" }).execute();
    const now = new Date().toISOString();
    await database
      .insertInto("posts")
      .values({ title: "Night Shift Notes", slug: "night-shift-notes", category: "Night Nursing", published: 1, published_at: now, went_live_at: now, created_at: now, updated_at: now })
      .execute();
    expect((await get("/blog")).body.toString()).toContain("Night Nursing");

    // A review hidden.
    const review = await database.selectFrom("testimonials").select(["id", "content"]).where("hidden", "=", 0).orderBy("created_at", "desc").executeTakeFirstOrThrow();
    const shown = await untilKept("/testimonials");
    const quote = review.content.slice(0, 40).replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
    expect(shown.body.toString()).toContain(quote);
    await database.updateTable("testimonials").set({ hidden: 1 }).where("id", "=", review.id).execute();
    expect((await get("/testimonials")).body.toString()).not.toContain(quote);
  });

  test("a request with a session cookie (signed-in staff, a flash toast) is never served from the cache, nor kept", async () => {
    await untilKept("/locations");
    const withCookie = await get("/locations", { Cookie: "__session=anything" });
    expect(withCookie.headers["x-cache"]).toBeUndefined();
    // Two requests with the cookie on a page not yet kept: still not kept afterwards.
    await get("/privacy", { Cookie: "__session=anything" });
    await get("/privacy", { Cookie: "__session=anything" });
    // A search is rendered every time.
    await get("/blog?q=care");
    // One pause for both: time enough for either to be kept, were it kept.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get("/privacy")).headers["x-cache"]).toBeUndefined();
    expect((await get("/blog?q=care")).headers["x-cache"]).toBeUndefined();
  });

  test("a staff path is never kept, however it is spelled: each answer has its own CSP nonce", async () => {
    const nonceOf = (answer: { headers: http.IncomingHttpHeaders }) => /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
    const spellings = ["/Admin/login", "/ADMIN/LOGIN/", "/admin/login/", "/%61dmin/login", "/admin/./login", "/Admin/Login?x=1"];
    // Four rounds over every spelling, a pause after each: time enough for a page to be kept before it is asked again.
    const answersOf = new Map(spellings.map((target) => [target, [] as Array<{ status: number; headers: http.IncomingHttpHeaders }>]));
    for (let i = 0; i < 4; i++) {
      for (const target of spellings) answersOf.get(target)!.push(await get(target));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const [target, answers] of answersOf) {
      for (const answer of answers) {
        expect(answer.status, target).toBe(200);
        expect(answer.headers["x-cache"], target).toBeUndefined();
        expect(answer.headers["cache-control"], target).toBe("private, no-cache");
      }
      const nonces = answers.map(nonceOf);
      expect(nonces.every(Boolean), target).toBe(true);
      expect(new Set(nonces).size, target).toBe(answers.length);
    }
    // Guarded pages send anonymous visitors to sign in: never kept either.
    const guarded = ["/ADMIN", "/admin/", "/Admin//", "/admin.data"];
    for (const target of guarded) await get(target);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const target of guarded) expect((await get(target)).headers["x-cache"], target).toBeUndefined();
    // A public page fetched without a session says so, and is kept.
    const careers = await untilKept("/careers");
    expect(careers.headers["cache-control"]).toBe("no-cache");
  });

  // 120 page renders in a row: a minute allows for a machine busy with other work.
  test("flooded with distinct query strings, old pages are evicted and the newest stay (a size cap, not a leak)", async () => {
    for (let i = 0; i < 120; i++) await get(`/blog?category=flood-${i}`);
    await untilKept("/blog?category=flood-119");
    // 2 MB holds a few dozen pages with their variants: the first ones are gone.
    expect((await get("/blog?category=flood-0")).headers["x-cache"]).toBeUndefined();
    const answer = await send(port, "GET", "/healthz");
    expect(answer.status).toBe(200);
  }, 60_000);
});

describe("what an answer says about itself", () => {
  test("an answer marked private or no-store is never kept; a public one is", async () => {
    const cache = new PageCache(4 * 1024 * 1024, async () => ({}));
    const app = express();
    app.use(cache.serve);
    app.use(cache.capture);
    app.get("/{*path}", (req, res) => {
      const marks: Record<string, string | undefined> = {
        "/private": "private, no-cache",
        "/private-field": 'no-cache, private="Set-Cookie"',
        "/no-store": "no-store",
        "/NO-STORE": "No-Store, max-age=0",
        "/public": "no-cache",
        "/public-max-age": "public, max-age=60",
      };
      const mark = marks[req.path];
      if (mark) res.set("Cache-Control", mark);
      res.type("html").send(`<!doctype html><p>${req.path} ${Math.random()}</p>`);
    });
    const listening = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listening.once("listening", resolve));
    const appPort = (listening.address() as AddressInfo).port;
    const fetchTwice = async (target: string) => {
      const url = `http://127.0.0.1:${appPort}${target}`;
      await fetch(url).then((r) => r.text());
      // The page is kept once its compressed variants are made.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return fetch(url).then(async (r) => ({ hit: r.headers.get("x-cache") === "hit", body: await r.text() }));
    };
    try {
      // Each page waits its own pause: the pages are asked side by side.
      const unkept = ["/private", "/private-field", "/no-store", "/NO-STORE"];
      const unkeptHits = await Promise.all(unkept.map(async (target) => (await fetchTwice(target)).hit));
      unkept.forEach((target, i) => expect(unkeptHits[i], target).toBe(false));
      expect(cache.stats().kept).toBe(0);
      const kept = ["/public", "/public-max-age"];
      const keptHits = await Promise.all(kept.map(async (target) => (await fetchTwice(target)).hit));
      kept.forEach((target, i) => expect(keptHits[i], target).toBe(true));
      expect(cache.stats().kept).toBe(2);
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});

describe("cache keys", () => {
  // The target as sent (as the middleware gives it: req.originalUrl), not as new URL() would spell it.
  const key = (target: string, method = "GET") => {
    const [path = "", query = ""] = target.split(/\?(.*)/s);
    return cacheKeyOf(method, path, new URLSearchParams(query));
  };
  test("bounded: no query, or /blog's category and page, /testimonials' page", () => {
    expect(key("/")).toBe("GET /");
    expect(key("/", "HEAD")).toBe("GET /");
    expect(key("/blog?page=2&category=Home%20Care")).toBe("GET /blog?category=Home+Care&page=2");
    expect(key("/testimonials?page=3")).toBe("GET /testimonials?page=3");
    // The French blog's filter and pages too; the notice of an English-only article is rendered each time.
    expect(key("/fr/blogue?category=Home%20Care&page=2")).toBe("GET /fr/blogue?category=Home+Care&page=2");
    expect(key("/fr/blogue?article-en-anglais=falls-at-home")).toBeNull();
    for (const target of ["/blog?q=care", "/blog?page=abc", "/blog?page=1000", "/?utm_source=x", "/admin", "/admin/edit/1", "/preview/abc", "/media/post-images/x.png", "/blog?category=a&category=b"]) {
      expect(key(target), target).toBeNull();
    }
    expect(key("/contact", "POST")).toBeNull();
  });
  test("never-kept paths match however they are spelled, as the router would take them", () => {
    for (const target of [
      "/Admin/login", "/ADMIN", "/admin/", "/Admin//", "/admin//login", "/admin/login/", "/%61dmin/login", "/admin/./login",
      "/blog/../admin/login", "/admin.data", "/admin/login.data", "/API/send-email", "/Preview/abc", "/%70review/abc",
      "/Resumes/x.pdf", "/MEDIA/post-images/x.png", "/Resources/Download/brochure.pdf", "/resources//download/brochure.pdf",
      "/%2Fadmin", "/admin%2Flogin",
    ]) {
      expect(key(target), target).toBeNull();
    }
    // Public paths that only look alike stay cacheable.
    expect(key("/administration")).toBe("GET /administration");
    expect(key("/blog/admin-tips")).toBe("GET /blog/admin-tips");
  });
});

describe("scheduled posts, on the server's clock", () => {
  // A server of its own in test mode, the only mode that accepts a test clock (decision 0323):
  // the test moves its time instead of waiting for a post's time to come. The rest of this file
  // runs the production server.
  const clockFile = path.join(tmpRoot, `page-cache-clock-${process.pid}`);
  let clocked: CachingServer | undefined;
  /** Sets the server's clock to `at` plus `offsetMs`, whenever this runs. */
  const setClock = (at: number, offsetMs: number) => fs.writeFileSync(clockFile, String(at - Date.now() + offsetMs));

  beforeAll(async () => {
    fs.writeFileSync(clockFile, "0");
    clocked = await startCachingServer({ NODE_ENV: "test", TEST_CLOCK_FILE: clockFile });
  });

  afterAll(() => stopCachingServer(clocked));

  test("a scheduled post appears at its time on a kept page, with no write at that moment", async () => {
    const { port: clockedPort, database: clockedDatabase } = clocked!;
    // Ten minutes ahead: within a kept page's hour, so only the post's time can end it.
    const at = Date.now() + 10 * 60_000;
    const created = new Date().toISOString();
    await clockedDatabase
      .insertInto("posts")
      .values({ title: "Goes Live Shortly", slug: "goes-live-shortly", published: 1, published_at: new Date(at).toISOString(), created_at: created, updated_at: created })
      .execute();
    const before = await untilKept("/blog", clockedPort);
    expect(before.body.toString()).not.toContain("Goes Live Shortly");
    // The scheduler's claim writes too (and would also make the page stale); hold it off to prove the clock alone does it.
    await clockedDatabase.updateTable("posts").set({ went_live_at: "claimed-by-test" }).where("slug", "=", "goes-live-shortly").execute();
    await untilKept("/blog", clockedPort);
    // A minute before its time: the kept page still serves.
    setClock(at, -60_000);
    const still = await get("/blog", {}, clockedPort);
    expect(still.headers["x-cache"]).toBe("hit");
    expect(still.body.toString()).not.toContain("Goes Live Shortly");
    // A second after: the kept page has ended and the post is there.
    setClock(at, 1000);
    const after = await get("/blog", {}, clockedPort);
    expect(after.headers["x-cache"]).toBeUndefined();
    expect(after.body.toString()).toContain("Goes Live Shortly");
  });
});
