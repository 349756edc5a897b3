/**
 * The agency's own analytics on the built server (decision 0902): a scripted
 * sequence of visits over two days of the test clock, counted by the server's
 * middleware (a page-cache hit too) but not a bot, a prefetch, a HEAD or the
 * back office; nothing of it reaches the browser; the daily salt changes and
 * the past one is forgotten; the counts on /admin/analytics and in its CSV.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseDatabaseUrl } from "~/server/infra/config.server";
import { openDatabase } from "~/server/infra/db.server";
import { tmpRoot } from "../integration/server-process-helpers";
import { queriesIn, textOf } from "./support/dom";
import { BUILT_SERVER_OWNER, type BuiltServer, builtServer } from "./support/sites";
import { type Page, Visitor } from "./support/visitor";

const clockFile = path.join(tmpRoot, "analytics-forms-clock");
const setClock = (at: string) => fs.writeFileSync(clockFile, String(Date.parse(at) - Date.now()));
// Tomorrow and the day after (UTC dates; 15:00 UTC is the same date in Toronto): close to the real time, because
// staff sessions are dated by the real clock and the day's purge (test clock) would take a session months "old".
const dayAfter = (days: number) => new Date((Math.floor(Date.now() / 86_400_000) + days) * 86_400_000).toISOString().slice(0, 10);
const DAY_1 = dayAfter(1);
const DAY_2 = dayAfter(2);

const ALICE = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0", "X-Forwarded-For": "203.0.113.7" };
const BRUNO = { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1", "X-Forwarded-For": "198.51.100.9" };
const BOT = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "X-Forwarded-For": "66.249.66.1" };

let site: BuiltServer;
let report: Page;
let csv: string;
let personHit: Response;
let botHit: Response;
afterAll(() => site?.stop());
beforeAll(async () => {
  setClock(`${DAY_1}T15:00:00Z`);
  site = await builtServer({ NODE_ENV: "test", TEST_CLOCK_FILE: clockFile, TRUST_PROXY: "1" });
  const get = (target: string, headers: Record<string, string>, method = "GET") =>
    site.send(new Request(new URL(target, site.origin), { method, headers: { Accept: "text/html", ...headers } }));
  const read = async (response: Promise<Response>) => {
    const answer = await response;
    await answer.text();
    return answer;
  };

  // Day 1. A bot asks for /careers until the page cache keeps it (its variants are compressed off the
  // request path: slow on a loaded machine): none of that counts.
  for (let tries = 0; (await read(get("/careers", BOT))).headers.get("x-cache") !== "hit"; tries++) {
    if (tries > 400) throw new Error("/careers was never kept");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  botHit = await read(get("/careers", BOT));
  await read(get("/?utm_source=newsletter&utm_medium=email&utm_campaign=spring", { ...ALICE, Referer: "https://www.google.com/" }));
  personHit = await read(get("/careers", { ...ALICE, Referer: `${site.origin}/` }));
  await read(get("/careers", ALICE));
  await read(get("/request-care", ALICE));
  await read(get("/no-such-page", ALICE));
  await read(get("/admin/login", ALICE));
  await read(get("/", ALICE, "HEAD"));
  await read(get("/", { ...ALICE, "Sec-Purpose": "prefetch" }));
  await read(get("/fr", BRUNO));

  // Day 2: the same person again, under a new salt.
  setClock(`${DAY_2}T15:00:00Z`);
  await read(get("/careers", ALICE));

  const owner = new Visitor(site);
  const signIn = await owner.open("/admin/login");
  await signIn
    .formOf(signIn.screen.getByRole("button", { name: "Sign in" }))
    .fill("Email", BUILT_SERVER_OWNER.email)
    .fill("Password", BUILT_SERVER_OWNER.password)
    .submit("Sign in");
  // The server's log says why, should the report not answer.
  report = await owner.expectPage(`/admin/analytics?from=${DAY_1}&to=${DAY_2}`).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${site.output().slice(-4000)}`);
  });
  const download = await owner.fetch(`/admin/analytics.csv?from=${DAY_1}&to=${DAY_2}`);
  expect(download.headers.get("content-type"), `${download.status} ${download.headers.get("location")} ${report.status} ${report.url}`).toContain("text/csv");
  csv = await download.text();
});

/** The rows of the table in the page's section `name`, each row's cells' text joined by " | ". */
const rowsOf = (name: string) =>
  queriesIn(report.screen.getByRole("region", { name }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => textOf(cell)).join(" | "));

describe("counting on the server", () => {
  test("people's page views per day and unique visitors: not the bot, the prefetch, the HEAD, the back office or the 404", () => {
    // Day 1: Alice's home page, /careers twice (once from the page cache), the care form; Bruno's /fr. Day 2: Alice's /careers.
    expect(rowsOf("Page views per day")).toEqual([`${DAY_1} | 5 | 2`, `${DAY_2} | 1 | 1`]);
    expect(rowsOf("Top pages")).toEqual(["/careers | 3", "/ | 1", "/fr | 1", "/request-care | 1"]);
    expect(rowsOf("Pages not found")).toEqual(["/no-such-page | 1"]);
  });

  test("the referring site, the campaign and the edition", () => {
    expect(rowsOf("Referrer domains")).toEqual(["google.com | 1"]);
    expect(rowsOf("Campaigns")).toEqual(["newsletter / email / spring | 1"]);
    expect(rowsOf("Languages")).toEqual(["English | 5", "French | 1"]);
  });

  test("the care form's page views beside the requests sent, and the last 30 minutes", () => {
    expect(rowsOf("Forms")[0]).toBe("Care request | 1 | 0 | 0% | –");
    expect(textOf(report.screen.getByTestId("recent-figures"))).toBe("Page views: 1 · visitors: 1");
    expect(rowsOf("Last 30 minutes")).toEqual(["/careers | 1"]);
  });

  test("the CSV holds the same figures", () => {
    expect(csv.split("\n")).toEqual(expect.arrayContaining([`day,${DAY_1},5,2`, `day,${DAY_2},1,1`, "page,/careers,3,", "referrer,google.com,1,", "not found,/no-such-page,1,"]));
  });

  test("a counted page's headers and HTML are those of an uncounted one: no cookie, no header, no script", async () => {
    expect(personHit.headers.get("x-cache")).toBe("hit");
    expect(personHit.headers.get("set-cookie")).toBeNull();
    const names = (response: Response) => [...response.headers.keys()].filter((name) => !["date", "x-request-id"].includes(name)).sort();
    expect(names(personHit)).toEqual(names(botHit));
    expect(personHit.headers.get("etag")).toBe(botHit.headers.get("etag"));
  });

  test("the day's salt changes and the past day's is forgotten; no address or user agent is stored", async () => {
    const { db } = openDatabase(parseDatabaseUrl(site.databaseUrl, 1));
    try {
      expect((await db.selectFrom("analytics_salts").select("day").execute()).map((row) => row.day)).toEqual([DAY_2]);
      const alice = await db.selectFrom("page_views").select(["day", "visitor"]).where("path", "=", "/careers").execute();
      const [day1, day2] = [alice.find((row) => row.day === DAY_1)!.visitor, alice.find((row) => row.day === DAY_2)!.visitor];
      expect(day1).not.toBe(day2);
      const stored = JSON.stringify(await db.selectFrom("page_views").selectAll().execute());
      for (const secret of ["203.0.113.7", "198.51.100.9", "Firefox", "iPhone"]) expect(stored).not.toContain(secret);
    } finally {
      await db.destroy();
    }
  });
});

describe("the visit trail behind an enquiry's source (decision 0901)", () => {
  test("a sign-up records the site that sent the visit and the pages before the form, from views still in memory", async () => {
    const CARLA = { "User-Agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15", "X-Forwarded-For": "192.0.2.44" };
    const send = (target: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
      site.send(new Request(new URL(target, site.origin), { method: init.method ?? "GET", headers: { Accept: "text/html", ...CARLA, ...init.headers }, body: init.body, redirect: "manual" }));
    await (await send("/blog", { headers: { Referer: "https://www.facebook.com/" } })).text();
    await (await send("/newsletter", { headers: { Referer: `${site.origin}/blog` } })).text();
    const answer = await send("/newsletter", {
      method: "POST",
      headers: { Origin: site.origin, Referer: `${site.origin}/newsletter`, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "carla@example.com", consent: "on" }).toString(),
    });
    expect(answer.status, await answer.text()).toBeLessThan(400);
    const { db } = openDatabase(parseDatabaseUrl(site.databaseUrl, 1));
    try {
      const source = await db
        .selectFrom("enquiry_sources")
        .innerJoin("subscribers", "subscribers.id", "enquiry_sources.subscriber_id")
        .select(["channel", "form_page", "landing_page", "previous_page", "referrer_domain"])
        .where("subscribers.email", "=", "carla@example.com")
        .executeTakeFirstOrThrow();
      expect(source).toEqual({ channel: "social", form_page: "/newsletter", landing_page: "/blog", previous_page: "/blog", referrer_domain: "facebook.com" });
    } finally {
      await db.destroy();
    }
  });
});
