/**
 * Addresses that never break (decisions 0637, 0631): a published post's move
 * leaves a 301 (chains collapsed, every earlier address, /blog/<id>), a new
 * post taking an old address wins and the editor is told, matching without
 * regard to case and a trailing slash with the query string kept, the
 * manager's refusals and its CSV import, the sitemap and the feed, and the
 * 404 report's counting and its bound under 10,000 distinct missing paths.
 */
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import * as article from "~/routes/blog/article";
import * as feed from "~/routes/blog/feed";
import * as postEdit from "~/routes/admin/posts/post-edit";
import * as postNew from "~/routes/admin/posts/post-new";
import * as jobNew from "~/routes/admin/hiring/job-new";
import * as redirectsPage from "~/routes/admin/redirects/route";
import * as redirectEdit from "~/routes/admin/redirects/edit";
import * as notFoundPage from "~/routes/admin/redirects/missing-pages";
import { REDIRECT_PROBLEMS, type ImportAnswer, type RedirectFormAnswer } from "~/routes/admin/redirects/redirect-form.server";
import {
  discardPendingNotFound,
  flushNotFound,
  isProbe,
  listNotFound,
  NOT_FOUND_LIMITS,
  noteNotFound,
  pruneNotFound,
  referrerHostOf,
} from "~/server/domain/not-found-report.server";
import {
  addRedirect,
  FIXED_PAGES,
  flushRedirectHits,
  forgetRedirectAnswers,
  isProductPage,
  redirectPathOf,
  listRedirects,
  redirectAnswerFor,
  withQuery,
} from "~/server/domain/redirects.server";
import { sitemapEntries } from "~/server/domain/sitemap.server";
import { seedDemoContent } from "~/server/domain/seed.server";
import { currentContentVersions } from "~/server/infra/content-versions.server";
import { db, openDatabase } from "~/server/infra/db.server";
import { config, parseDatabaseUrl } from "~/server/infra/config.server";
import { dataOf, flashToastOf, get, multipartPost, post, run, signedInCookie, type RouteModule } from "./admin-helpers";
import { appRoutes, requestHandler } from "./app-routes";
import { clearTables } from "./helpers";
import { send, startServer, waitForListening } from "./server-process-helpers";

const r = (mod: unknown) => mod as RouteModule;
let editor = "";

async function create(fields: Record<string, string>) {
  return run(r(postNew).action, multipartPost("/admin/new", { content: "Body text", published: "on", ...fields }, null, editor));
}

async function rename(slug: string, title: string) {
  const row = await db().selectFrom("posts").selectAll().where("slug", "=", slug).executeTakeFirstOrThrow();
  return run(
    r(postEdit).action,
    multipartPost(`/admin/edit/${row.id}`, { title, content: "Body text", published: "on", version: String(row.version), recompute: "on" }, null, editor),
    { id: String(row.id) },
  );
}

/** What the server answers a GET of `target` with, as its Express layer would (the content version read first). */
async function answer(target: string) {
  const versions = await currentContentVersions();
  return redirectAnswerFor(target, versions.redirects ?? 0);
}

const redirectMap = async () => Object.fromEntries((await listRedirects()).map((redirect) => [redirect.from, redirect.to]));

beforeAll(async () => {
  await clearTables();
  await seedDemoContent();
  editor = await signedInCookie("redirects-editor@example.com", "editor");
});

beforeEach(async () => {
  await db().deleteFrom("redirects").execute();
  await db().deleteFrom("not_found_paths").execute();
  discardPendingNotFound();
  forgetRedirectAnswers();
});

describe("a published post's address changes", () => {
  test("the old address answers 301 to the new one; chains collapse; /blog/<id> leads to the current address", async () => {
    await create({ title: "Moving Post One" });
    const toast = await flashToastOf(await rename("moving-post-one", "Moving Post Two"));
    expect(toast?.description).toContain("Its old address /blog/moving-post-one now leads to the new one.");
    expect(await answer("/blog/moving-post-one")).toEqual({ status: 301, location: "/blog/moving-post-two" });

    await rename("moving-post-two", "Moving Post Three");
    // A to B, then B to C: A goes straight to C, and so does B.
    expect(await redirectMap()).toEqual({
      "/blog/moving-post-one": "/blog/moving-post-three",
      "/blog/moving-post-two": "/blog/moving-post-three",
    });
    expect(await answer("/blog/moving-post-one")).toEqual({ status: 301, location: "/blog/moving-post-three" });

    const row = await db().selectFrom("posts").select("id").where("slug", "=", "moving-post-three").executeTakeFirstOrThrow();
    const byId = await run(r(article).loader, get(`/blog/${row.id}`), { slugOrId: String(row.id) });
    expect(byId).toMatchObject({ status: 301, location: "/blog/moving-post-three" });

    // Back to an earlier address: the post takes it back, nothing loops.
    await rename("moving-post-three", "Moving Post One");
    expect(await redirectMap()).toEqual({
      "/blog/moving-post-two": "/blog/moving-post-one",
      "/blog/moving-post-three": "/blog/moving-post-one",
    });
    expect(await answer("/blog/moving-post-one")).toBeNull();
  });

  test("a draft's new address leaves nothing behind (it never had a public one)", async () => {
    await create({ title: "Draft Mover", published: "" });
    await rename("draft-mover", "Draft Moved");
    expect(await listRedirects()).toEqual([]);
  });

  test("matching ignores case and a trailing slash; the query string is kept", async () => {
    await create({ title: "Case Post" });
    await rename("case-post", "Case Post Renamed");
    expect(await answer("/Blog/CASE-POST/?utm_source=brochure&x=1")).toEqual({
      status: 301,
      location: "/blog/case-post-renamed?utm_source=brochure&x=1",
    });
    expect(await answer("/blog//case-post")).toEqual({ status: 301, location: "/blog/case-post-renamed" });
    expect(withQuery("/blog?category=News#top", "page=2")).toBe("/blog?category=News&page=2#top");
    expect(withQuery("https://example.org/a", "q=1")).toBe("https://example.org/a?q=1");
  });

  test("a new post that takes an old address wins: the redirect goes and the editor is told", async () => {
    await create({ title: "Taken Address" });
    await rename("taken-address", "Taken Address Moved");
    expect(await answer("/blog/taken-address")).not.toBeNull();
    const toast = await flashToastOf(await create({ title: "Taken Address" }));
    expect(toast?.description).toContain("The address /blog/taken-address redirected to /blog/taken-address-moved; this post now has it, so that redirect was removed.");
    expect(await answer("/blog/taken-address")).toBeNull();
    const shown = await run(r(article).loader, get("/blog/taken-address"), { slugOrId: "taken-address" });
    expect(dataOf<{ post: { title: string } }>(shown).post.title).toBe("Taken Address");
  });

  test("the sitemap and the feed never list a redirected address; a canonical address names the current one", async () => {
    await create({ title: "Listed Post" });
    await rename("listed-post", "Listed Post Now");
    const paths = (await sitemapEntries()).map((entry) => entry.path);
    expect(paths).toContain("/blog/listed-post-now");
    expect(paths).not.toContain("/blog/listed-post");
    const xml = await (await (feed.loader as () => Promise<Response>)()).text();
    expect(xml).toContain("/blog/listed-post-now");
    expect(xml).not.toContain("/blog/listed-post<");

    await create({ title: "Pointing Post", canonical_url: new URL("/blog/listed-post", config().siteUrl).toString() });
    const shown = await run(r(article).loader, get("/blog/pointing-post"), { slugOrId: "pointing-post" });
    expect(dataOf<{ post: { canonicalUrl: string } }>(shown).post.canonicalUrl).toBe("/blog/listed-post-now");
  });

  test("every process sees a change at its next request: the map follows the content version", async () => {
    expect(await answer("/old-brochure")).toBeNull();
    // Written as another process (or a script) would: straight into the table.
    const now = new Date().toISOString();
    await db().insertInto("redirects").values({ from_path: "/old-brochure", to_target: "/resources", status: 302, origin: "manual", created_at: now, updated_at: now }).execute();
    expect(await answer("/old-brochure")).toEqual({ status: 302, location: "/resources" });
    await db().deleteFrom("redirects").execute();
    expect(await answer("/old-brochure")).toBeNull();
  });

  test("hits are counted in memory and written in one update, which moves no content version", async () => {
    await addRedirect({ from: "/counted", to: "/contact", status: 301 });
    for (let i = 0; i < 5; i++) await answer("/counted?i=" + i);
    const before = (await currentContentVersions()).redirects;
    expect(await flushRedirectHits()).toBe(1);
    expect((await currentContentVersions()).redirects).toBe(before);
    const [counted] = await listRedirects();
    expect(counted).toMatchObject({ hits: 5 });
    expect(counted!.lastUsedAt).not.toBeNull();
  });
});

describe("the redirect manager", () => {
  const add = (fields: Record<string, string>, cookie = editor) => run(r(redirectsPage).action, post("/admin/redirects", { intent: "add", status: "301", ...fields }, cookie));
  const fieldError = (outcome: Awaited<ReturnType<typeof add>>, field: string) => dataOf<RedirectFormAnswer>(outcome).result.error?.[field]?.[0];

  test("adds a redirect (audited), refusing loops, live pages, bad targets and duplicates with a message", async () => {
    const added = await add({ from: "/Old-Services/Nursing/", to: "/services/nursing-care", status: "302" });
    expect((await flashToastOf(added))?.title).toBe("Redirect added");
    expect(await answer("/old-services/nursing")).toEqual({ status: 302, location: "/services/nursing-care" });
    const audited = await db().selectFrom("audit_log").select("detail").where("action", "=", "redirect-add").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(audited.detail).toContain("/old-services/nursing");

    expect(fieldError(await add({ from: "/old-services/nursing", to: "/contact" }), "from")).toBe(REDIRECT_PROBLEMS.duplicate.message);
    expect(fieldError(await add({ from: "/careers", to: "/contact" }), "from")).toBe(REDIRECT_PROBLEMS["product-page"].message);
    expect(fieldError(await add({ from: "/blog/introducing-carebridge-live-in-care", to: "/contact" }), "from")).toBe(REDIRECT_PROBLEMS["product-page"].message);
    expect(fieldError(await add({ from: "/admin/anything", to: "/contact" }), "from")).toBe(REDIRECT_PROBLEMS["product-page"].message);
    for (const to of ["javascript:alert(1)", "http://example.org/", "old-page"]) {
      expect(fieldError(await add({ from: "/some-old-page", to }), "to"), to).toBe(REDIRECT_PROBLEMS["invalid-target"].message);
    }
    // A loop: A to B exists, B to A is refused; and A to A.
    await add({ from: "/loop-a", to: "/loop-b" });
    const loop = await add({ from: "/loop-b", to: "/Loop-A/" });
    expect(loop.status).toBe(400);
    expect(fieldError(loop, "to")).toBe(REDIRECT_PROBLEMS.loop.message);
    expect(fieldError(await add({ from: "/self", to: "/self/" }), "to")).toBe(REDIRECT_PROBLEMS.loop.message);
    // A full https address is a target; a chain through an existing redirect is collapsed.
    await add({ from: "/partner", to: "https://partner.example.org/care?ref=sinai" });
    await add({ from: "/older-partner", to: "/partner" });
    expect((await redirectMap())["/older-partner"]).toBe("https://partner.example.org/care?ref=sinai");
  });

  test("a target a browser would follow to another site is refused, however it is spelled; a stored one is shown where it leads", async () => {
    const offSite = [
      "/%5Cevil.example",
      "/%5cevil.example/x?y=1",
      "/\\evil.example",
      "//evil.example/x",
      "/%2F%2Fevil.example",
      "/%2F%5Cevil.example",
      "/%5C/evil.example",
      "/\\/evil.example",
      "/%09/evil.example",
      "/%0A%5Cevil.example",
      "/%0D%0A/evil.example",
      "/./%5Cevil.example",
      "/.%2e/%5Cevil.example",
    ];
    for (const to of offSite) {
      const refused = await add({ from: "/old-partner-page", to });
      expect(refused.status, to).toBe(400);
      expect(fieldError(refused, "to"), to).toBe(REDIRECT_PROBLEMS["off-site-target"].message);
    }
    expect(fieldError(await add({ from: "/old-partner-page", to: "/a%00b" }), "to")).toBe(REDIRECT_PROBLEMS["invalid-target"].message);
    // Imported rows follow the same rule.
    const imported = dataOf<ImportAnswer>(await run(r(redirectsPage).action, post("/admin/redirects", { intent: "import", csv: "/old-x,/%5Cevil.example" }, editor)));
    expect(imported.refused).toEqual([{ line: 1, from: "/old-x", to: "/%5Cevil.example", reason: REDIRECT_PROBLEMS["off-site-target"].message }]);
    expect(await listRedirects()).toEqual([]);
    // A path with a backslash further on stays on the site; another site is named in full.
    expect(await addRedirect({ from: "/old-partner-page", to: "/blog/a%5Cb", status: 301 })).toMatchObject({ ok: true, redirect: { followed: "/blog/a/b" } });
    expect(await addRedirect({ from: "/old-elsewhere", to: "https://partner.example.org/care", status: 301 })).toMatchObject({ ok: true });

    // One stored before this rule: the list and its edit page show where a browser goes, not a path.
    const now = new Date().toISOString();
    const legacy = await db()
      .insertInto("redirects")
      .values({ from_path: "/old-legacy", to_target: "/\\evil.example", status: 301, origin: "manual", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    // A browser keeps the page's scheme for `/\host` (https in production).
    const evil = `${new URL(config().siteUrl).protocol}//evil.example/`;
    const handle = await requestHandler();
    const followedOn = async (path: string) => {
      const html = await (await handle(get(path, editor))).text();
      return [...html.matchAll(/data-testid="redirect-followed"[^>]*>(.*?)<\/(?:td|p)>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ""));
    };
    expect(await followedOn("/admin/redirects")).toEqual(expect.arrayContaining([evil, "/blog/a/b", "https://partner.example.org/care"]));
    expect(await followedOn(`/admin/redirects/${legacy.id}`)).toEqual([`Visitors are sent to ${evil}`]);
  });

  test("a job posting created at an address a redirect held takes it: the redirect goes and HR is told", async () => {
    await add({ from: "/careers/night-psw-brampton", to: "/careers" });
    expect(await answer("/careers/night-psw-brampton")).toEqual({ status: 301, location: "/careers" });
    const hr = await signedInCookie("redirects-hr@example.com", "hr");
    const posting = {
      title: "Night PSW Brampton",
      employment_types: "PART_TIME",
      regions: "peel-region",
      pay_min: "24",
      pay_max: "29.50",
      pay_unit: "HOUR",
      existing_vacancy: "yes",
      ai_screening: "no",
      description: "Overnight visits in Brampton.",
    };
    const created = await run(r(jobNew).action, post("/admin/jobs/new", posting, hr));
    expect(created.status).toBe(302);
    expect((await flashToastOf(created))?.description).toContain(
      "The address /careers/night-psw-brampton redirected to /careers; this posting now has it, so that redirect was removed.",
    );
    expect(await answer("/careers/night-psw-brampton")).toBeNull();
    expect(await listRedirects()).toEqual([]);
    const audited = await db().selectFrom("audit_log").select("detail").where("action", "=", "posting-create").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(audited.detail).toContain("/careers/night-psw-brampton redirected to /careers");
    // And no redirect can take it again.
    expect(fieldError(await add({ from: "/careers/night-psw-brampton", to: "/careers" }), "from")).toBe(REDIRECT_PROBLEMS["product-page"].message);
  });

  test("edits and deletes, audited; an author is refused", async () => {
    await add({ from: "/to-edit", to: "/contact" });
    const [redirect] = await listRedirects();
    const id = String(redirect!.id);
    const saved = await run(r(redirectEdit).action, post(`/admin/redirects/${id}`, { intent: "save", from: "/to-edit", to: "/careers", status: "302" }, editor), { id });
    expect((await flashToastOf(saved))?.title).toBe("Redirect saved");
    expect(await answer("/to-edit")).toEqual({ status: 302, location: "/careers" });
    const deleted = await run(r(redirectEdit).action, post(`/admin/redirects/${id}`, { intent: "delete" }, editor), { id });
    expect((await flashToastOf(deleted))?.title).toBe("Redirect deleted");
    expect(await answer("/to-edit")).toBeNull();
    const actions = await db().selectFrom("audit_log").select("action").where("action", "like", "redirect-%").execute();
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(["redirect-edit", "redirect-delete"]));

    const author = await signedInCookie("redirects-author@example.com", "author");
    expect((await run(r(redirectsPage).loader, get("/admin/redirects", author))).status).toBe(403);
    expect((await add({ from: "/by-author", to: "/contact" }, author)).status).toBe(403);
    expect(await listRedirects()).toEqual([]);
  });

  test("imports a CSV, listing each refused row with its reason", async () => {
    const csv = [
      "from,to,status",
      "/old-about,/sinaicare,301",
      '"/old-news/",/blog,302',
      "/old-team,/careers",
      "/careers,/contact,301",
      "/bad-status,/contact,307",
      "/bad-target,ftp://files.example/,301",
    ].join("\r\n");
    const outcome = await run(r(redirectsPage).action, post("/admin/redirects", { intent: "import", csv }, editor));
    expect(outcome.status).toBe(200);
    const answered = dataOf<ImportAnswer>(outcome);
    expect(answered.added).toBe(3);
    expect(answered.refused).toEqual([
      { line: 5, from: "/careers", to: "/contact", reason: REDIRECT_PROBLEMS["product-page"].message },
      { line: 6, from: "/bad-status", to: "/contact", reason: REDIRECT_PROBLEMS["invalid-status"].message },
      { line: 7, from: "/bad-target", to: "ftp://files.example/", reason: REDIRECT_PROBLEMS["invalid-target"].message },
    ]);
    expect(await redirectMap()).toEqual({ "/old-about": "/sinaicare", "/old-news": "/blog", "/old-team": "/careers" });

    const clean = await run(r(redirectsPage).action, post("/admin/redirects", { intent: "import", csv: "/one,/contact\n/two,/contact,302" }, editor));
    expect((await flashToastOf(clean))?.description).toBe("2 redirects added.");
    const broken = await run(r(redirectsPage).action, post("/admin/redirects", { intent: "import", csv: '/a,"/b' }, editor));
    expect(broken.status).toBe(400);
    expect(dataOf<ImportAnswer>(broken).result.error?.csv?.[0]).toMatch(/could not be read/);
  });

  test("a loop through a target with a query string or a fragment is refused too (a visit would carry the query round)", async () => {
    expect(await addRedirect({ from: "/old-a", to: "/old-b?from=a", status: 301 })).toMatchObject({ ok: true });
    expect(await addRedirect({ from: "/old-b", to: "/old-a", status: 301 })).toEqual({ ok: false, problem: "loop" });
    expect(await addRedirect({ from: "/old-c", to: "/old-d", status: 301 })).toMatchObject({ ok: true });
    expect(await addRedirect({ from: "/old-d", to: "/old-c#top", status: 301 })).toEqual({ ok: false, problem: "loop" });
    // Not a loop: stored as typed, query kept, and a visit ends on a page.
    expect(await addRedirect({ from: "/old-e", to: "/old-a?x=1", status: 301 })).toMatchObject({ ok: true, redirect: { to: "/old-a?x=1" } });
    expect(await answer("/old-e")).toEqual({ status: 301, location: "/old-a?x=1" });
    expect(await answer("/old-a?x=1")).toEqual({ status: 301, location: "/old-b?from=a&x=1" });
    expect(await answer("/old-b?from=a&x=1")).toBeNull();
  });

  test("two redirects written at the same moment never make a loop (PostgreSQL checks them one after the other)", async () => {
    for (let round = 0; round < 10; round++) {
      const [a, b, c] = ["a", "b", "c"].map((name) => `/race-${round}-${name}`);
      // A to B and B to A together; and a chain of three closed from both ends at once.
      const answers = await Promise.all([
        addRedirect({ from: a!, to: b!, status: 301 }),
        addRedirect({ from: b!, to: a!, status: 301 }),
        addRedirect({ from: `${c}-1`, to: `${c}-2`, status: 301 }),
        addRedirect({ from: `${c}-2`, to: `${c}-3`, status: 301 }),
        addRedirect({ from: `${c}-3`, to: `${c}-1`, status: 301 }),
      ]);
      expect(answers.slice(0, 2).filter((answer) => answer.ok), `round ${round}`).toHaveLength(1);
      expect(answers.slice(0, 2).find((answer) => !answer.ok), `round ${round}`).toEqual({ ok: false, problem: "loop" });
      expect(answers.slice(2).filter((answer) => !answer.ok), `round ${round}`).toEqual([{ ok: false, problem: "loop" }]);
    }
    // Every stored redirect leads somewhere that is not a redirect's source (chains collapsed, no loop).
    const map = await redirectMap();
    for (const [from, to] of Object.entries(map)) expect(map[to], `${from} leads to ${to}, itself redirected`).toBeUndefined();
  });

  test("knows every page of the route table at a fixed address (a redirect from one is refused)", async () => {
    const routes = await appRoutes();
    const fixed = routes
      .filter((route) => !route.fullPath.startsWith("admin") && !/[:*]/.test(route.fullPath) && (route.path !== undefined || route.index))
      .map((route) => `/${route.fullPath}`.replace(/\/$/, "") || "/");
    for (const path of fixed) expect(await isProductPage(redirectPathOf(path)), path).toBe(true);
    expect(FIXED_PAGES.length).toBeGreaterThan(10);
    expect(await isProductPage("/blog/an-old-wordpress-post")).toBe(false);
    // A post's address in the French blog is a post's address too.
    expect(await isProductPage("/fr/blogue/five-signs-a-loved-one-could-use-help-at-home")).toBe(true);
    expect(await isProductPage("/fr/blogue/an-old-wordpress-post")).toBe(false);
    expect(await isProductPage("/services/old-service")).toBe(false);
    expect(await isProductPage("/location/ottawa")).toBe(true);
  });
});

describe("the 404 report", () => {
  const ownHost = "localhost";
  const DAY = 86_400_000;
  /** The reported paths with their requests (people and bots). */
  const reported = async () =>
    Object.fromEntries((await db().selectFrom("not_found_paths").select(["path", "hits", "bot_hits"]).execute()).map((row) => [row.path, Number(row.hits) + Number(row.bot_hits)]));

  test("counts people and bots apart, keeps the referring host only, marks probes; ignore hides a path", async () => {
    const now = new Date();
    for (let i = 0; i < 3; i++) {
      noteNotFound({ target: `/Old-Brochure/?utm=${i}`, referer: "https://partner.example.org/links?id=7", ownHost, clientIp: `198.51.100.${i}` }, now);
    }
    noteNotFound({ target: "/old-brochure", userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)", ownHost, clientIp: "66.249.66.1" }, now);
    for (const clientIp of ["203.0.113.1", "203.0.113.2"]) {
      noteNotFound({ target: "/wp-login.php", ownHost, clientIp }, now);
      noteNotFound({ target: "/.env", ownHost, clientIp }, now);
    }
    expect(await flushNotFound(now)).toBe(3);
    const { entries, hidden } = await listNotFound({ all: false });
    expect(entries).toEqual([
      {
        path: "/old-brochure",
        hits: 3,
        botHits: 1,
        probe: false,
        ignored: false,
        referrers: [{ host: "partner.example.org", count: 3 }],
        firstSeenAt: now.toISOString(),
        lastSeenAt: now.toISOString(),
      },
    ]);
    expect(hidden).toBe(2);
    expect(isProbe("/wp-admin/setup-config.php")).toBe(true);
    expect(isProbe("/blog/old-post")).toBe(false);
    expect(referrerHostOf("http://localhost/blog", ownHost)).toBeNull();

    const ignored = await run(r(notFoundPage).action, post("/admin/not-found", { intent: "ignore", path: "/old-brochure" }, editor));
    expect((await flashToastOf(ignored))?.title).toBe("Path ignored");
    expect((await listNotFound({ all: false })).entries).toEqual([]);
    expect((await listNotFound({ all: true })).entries.map((entry) => entry.path).sort()).toEqual(["/.env", "/old-brochure", "/wp-login.php"]);
  });

  test("a redirect made from a reported path takes it out of the report", async () => {
    noteNotFound({ target: "/old-contact-us", ownHost, clientIp: "198.51.100.7" });
    noteNotFound({ target: "/old-contact-us", ownHost, clientIp: "2001:db8:1::7" });
    await flushNotFound();
    const page = dataOf<{ entries: Array<{ path: string }> }>(await run(r(notFoundPage).loader, get("/admin/not-found", editor)));
    expect(page.entries.map((entry) => entry.path)).toEqual(["/old-contact-us"]);
    await run(r(redirectsPage).action, post("/admin/redirects", { intent: "add", from: "/old-contact-us", to: "/contact", status: "301" }, editor));
    expect((await listNotFound({ all: true })).entries).toEqual([]);
  });

  test("a path one address asks for is not reported, however often; a second address or a link from this site makes it count", async () => {
    const now = new Date("2026-12-01T12:00:00Z");
    const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    // One address (and every address of one IPv6 /64 is one) asks again and again: nothing is written.
    for (let i = 0; i < 50; i++) noteNotFound({ target: "/asked-by-one", ownHost, clientIp: `2001:db8:aa:bb:${i.toString(16)}::1` }, now);
    expect(await flushNotFound(now)).toBe(0);
    expect(await reported()).toEqual({});
    // An hour later a second address asks: it counts, with every request since the first.
    noteNotFound({ target: "/asked-by-one", ownHost, clientIp: "2001:db8:aa:cc::1" }, later(60));
    // A page of this site links to a missing page: one request counts.
    noteNotFound({ target: "/linked-from-us", ownHost, referer: `http://${ownHost}/blog/some-post`, clientIp: "198.51.100.9" }, later(60));
    expect(await flushNotFound(later(60))).toBe(2);
    expect(await reported()).toEqual({ "/asked-by-one": 51, "/linked-from-us": 1 });
    // Once reported, a path counts whoever asks.
    noteNotFound({ target: "/linked-from-us", ownHost, clientIp: "198.51.100.9" }, later(61));
    expect(await flushNotFound(later(61))).toBe(1);
    expect((await reported())["/linked-from-us"]).toBe(2);
    // A path one address asked for waits a day for a second, then is forgotten.
    noteNotFound({ target: "/asked-once", ownHost, clientIp: "198.51.100.10" }, later(62));
    await flushNotFound(later(62));
    noteNotFound({ target: "/something-else", ownHost, clientIp: "198.51.100.11" }, later(62 + 25 * 60));
    await flushNotFound(later(62 + 25 * 60));
    noteNotFound({ target: "/asked-once", ownHost, clientIp: "198.51.100.12" }, later(63 + 25 * 60));
    await flushNotFound(later(63 + 25 * 60));
    expect(Object.keys(await reported())).not.toContain("/asked-once");
  });

  test("one address brings at most 20 new paths a day, and one write at most 100 new paths, the most asked for first", async () => {
    const now = new Date("2026-12-01T12:00:00Z");
    // One address with a forged same-site Referer: only its first 20 paths are taken.
    for (let i = 0; i < 500; i++) noteNotFound({ target: `/forged-${i}`, ownHost, referer: `http://${ownHost}/`, clientIp: "203.0.113.50" }, now);
    expect(await flushNotFound(now)).toBe(NOT_FOUND_LIMITS.newPathsPerAddress);
    // Many addresses, 300 paths each asked for by two of them, and a real page asked for by three: 100 new paths written.
    const before = Object.keys(await reported()).length;
    for (let i = 0; i < 300; i++) {
      for (const host of [1, 2]) noteNotFound({ target: `/pair-${i}`, ownHost, clientIp: `10.${host}.${i >> 8}.${i & 255}` }, now);
    }
    for (const clientIp of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) noteNotFound({ target: "/real-old-flyer", ownHost, clientIp }, now);
    expect(await flushNotFound(now)).toBe(NOT_FOUND_LIMITS.newPathsPerFlush);
    const written = await reported();
    expect(Object.keys(written).length - before).toBe(NOT_FOUND_LIMITS.newPathsPerFlush);
    expect(written["/real-old-flyer"]).toBe(3);
  });

  test("stays bounded under a flood of distinct missing paths from many addresses, keeping the most requested; forgets paths after 90 days", async () => {
    const now = new Date("2026-12-01T12:00:00Z");
    for (let i = 0; i < 7; i++) noteNotFound({ target: "/real-old-page", ownHost, clientIp: `192.0.2.${i}` }, now);
    await flushNotFound(now);
    // Made-up paths, each asked for by two addresses, written batch by batch as the server would.
    for (let batch = 0; batch < 12; batch++) {
      const at = new Date(now.getTime() + batch);
      for (let i = 0; i < 100; i++) {
        for (const host of [1, 2]) noteNotFound({ target: `/made-up-${batch}-${i}`, userAgent: "curl/8.0", ownHost, clientIp: `10.${host}.${batch}.${i}` }, at);
      }
      await flushNotFound(at);
    }
    const { n } = await db().selectFrom("not_found_paths").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(NOT_FOUND_LIMITS.paths);
    const kept = await db().selectFrom("not_found_paths").select("hits").where("path", "=", "/real-old-page").executeTakeFirst();
    expect(kept?.hits).toBe(7);

    // 91 days later nothing was asked for again: everything goes.
    expect(await pruneNotFound(new Date(now.getTime() + 91 * DAY))).toBe(NOT_FOUND_LIMITS.paths);
  }, 60_000);
});

describe("the 404 report, through the real server", () => {
  test("a flood of made-up paths from one address leaves nothing; a path two addresses ask for, or one this site links to, is reported", async () => {
    const server = startServer({ PORT: "0", SESSION_SECRET: "not-found-report-secret-0123456789", TRUST_PROXY: "true", CLIENT_IP_HEADER: "Fly-Client-IP", RATE_LIMIT: "off" });
    try {
      const port = await waitForListening(server);
      const ask = (path: string, clientIp: string, headers: Record<string, string> = {}) => send(port, "GET", path, { headers: { "Fly-Client-IP": clientIp, ...headers } });
      for (let i = 0; i < 40; i++) expect((await ask(`/flood-${i}`, "203.0.113.66")).status).toBe(404);
      await ask("/old-flyer", "198.51.100.1");
      await ask("/old-flyer?from=print", "198.51.100.2");
      await ask("/broken-link", "198.51.100.3", { Referer: `http://127.0.0.1:${port}/blog` });
      // A stopping server writes what it counted.
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      const { db: serverDb } = openDatabase(parseDatabaseUrl(server.databaseUrl, 1));
      try {
        const rows = await serverDb.selectFrom("not_found_paths").select(["path", "hits"]).orderBy("path").execute();
        expect(rows).toEqual([
          { path: "/broken-link", hits: 1 },
          { path: "/old-flyer", hits: 2 },
        ]);
      } finally {
        await serverDb.destroy();
      }
    } finally {
      server.child.kill("SIGKILL");
    }
  }, 120_000);
});
