/**
 * The page views' store (decision 0902), where HTTP cannot show it: the visit
 * trail a form reads (written views and the ones still in memory, the last 30
 * minutes of today's salt only), the bounded memory, and the retention that
 * turns the months before the last two years into monthly totals.
 */
import { beforeEach, describe, expect, test } from "vitest";
import {
  aggregateOldPageViews,
  discardPendingPageViews,
  flushPageViews,
  notePageView,
  PAGE_VIEW_LIMITS,
  pageViewCounters,
  visitTrail,
} from "~/server/domain/page-views.server";
import { db } from "~/server/infra/db.server";
import { clearTables } from "./helpers";

const MARIE = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (Macintosh) Firefox/140.0" };
const HOST = "sinai.example";
const at = (iso: string) => new Date(iso);
const view = (target: string, now: Date, referer?: string, who = MARIE) =>
  notePageView({ path: target.split("?")[0]!, target, status: 200, referer, ownHost: HOST, ...who }, now);

beforeEach(async () => {
  discardPendingPageViews();
  await clearTables();
});

describe("the visit trail", () => {
  test("landing page, the page before the form's, the other site and the campaign: from written views and the ones in memory", async () => {
    view("/?utm_source=google&utm_medium=cpc&utm_campaign=winter", at("2027-03-10T15:00:00Z"), "https://www.google.com/search?q=x");
    view("/services/personal-care", at("2027-03-10T15:02:00Z"), `https://${HOST}/`);
    await flushPageViews(at("2027-03-10T15:02:00Z"));
    // Still in memory when the form is sent: the form's page, viewed twice.
    view("/request-care", at("2027-03-10T15:05:00Z"), `https://${HOST}/services/personal-care`);
    view("/request-care", at("2027-03-10T15:06:00Z"));
    const trail = await visitTrail(MARIE, at("2027-03-10T15:07:00Z"));
    expect(trail).toEqual({
      landingPage: "/",
      previousPage: "/services/personal-care",
      referrerDomain: "google.com",
      utm: { source: "google", medium: "cpc", campaign: "winter" },
    });
    // Someone else from the same address (another browser) has no trail.
    expect(await visitTrail({ ...MARIE, userAgent: "Mozilla/5.0 (iPhone) Safari" }, at("2027-03-10T15:07:00Z"))).toBeNull();
  });

  test("only the last 30 minutes, and only today's salt", async () => {
    view("/blog", at("2027-03-10T14:00:00Z"), "https://duckduckgo.com/");
    view("/contact", at("2027-03-10T14:45:00Z"));
    await flushPageViews(at("2027-03-10T14:45:00Z"));
    expect(await visitTrail(MARIE, at("2027-03-10T15:00:00Z"))).toEqual({ landingPage: "/contact", previousPage: null, referrerDomain: null, utm: null });
    // The next day (Toronto) the same person is a new visitor: yesterday's salt is forgotten at the next write.
    view("/careers", at("2027-03-11T05:10:00Z"));
    await flushPageViews(at("2027-03-11T05:10:00Z"));
    expect((await db().selectFrom("analytics_salts").select("day").execute()).map((row) => row.day)).toEqual(["2027-03-11"]);
    expect(await visitTrail(MARIE, at("2027-03-11T05:20:00Z"))).toEqual({ landingPage: "/careers", previousPage: null, referrerDomain: null, utm: null });
    const hashes = new Set((await db().selectFrom("page_views").select("visitor").execute()).map((row) => row.visitor));
    expect(hashes.size).toBe(2);
  });
});

test("memory stays bounded: a visitor's views of a page in a minute are one count; past the limit a new one is dropped and counted", async () => {
  for (let i = 0; i < 5; i++) view("/careers", at("2027-03-10T15:00:10Z"));
  expect(pageViewCounters()).toEqual({ pending: 1, views: 5, dropped: 0 });
  for (let i = 0; i < PAGE_VIEW_LIMITS.bufferMax + 2; i++) view("/", at("2027-03-10T15:00:00Z"), undefined, { ...MARIE, ip: `10.0.${i >> 8}.${i & 255}` });
  expect(pageViewCounters()).toEqual({ pending: PAGE_VIEW_LIMITS.bufferMax, views: PAGE_VIEW_LIMITS.bufferMax + 4, dropped: 3 });
  discardPendingPageViews();
  for (let i = 0; i < 3; i++) view("/careers", at("2027-03-10T15:00:10Z"));
  expect(await flushPageViews(at("2027-03-10T15:00:10Z"))).toBe(3);
  expect(await db().selectFrom("page_views").select(["path", "views"]).execute()).toEqual([{ path: "/careers", views: 3 }]);
});

test("retention: the months before the last two years become monthly totals and their rows go; later months stay rows", async () => {
  const row = (day: string, path: string, visitor: string) => ({
    day,
    viewed_at: `${day}T15:00:00.000Z`,
    path,
    status: 200,
    language: "en",
    visitor,
  });
  await db()
    .insertInto("page_views")
    .values([row("2025-01-05", "/", "a"), row("2025-01-05", "/", "a"), row("2025-01-06", "/", "a"), row("2025-01-06", "/careers", "b"), row("2025-02-01", "/", "c"), row("2025-03-01", "/", "d")])
    .execute();
  const done = await aggregateOldPageViews(at("2027-03-10T15:00:00Z"));
  expect(done).toMatchObject({ months: 2, views: 5 });
  const totals = await db().selectFrom("page_view_months").select(["month", "path", "views", "visitors"]).orderBy("month").orderBy("path").execute();
  expect(totals).toEqual([
    { month: "2025-01", path: "/", views: 3, visitors: 2 },
    { month: "2025-01", path: "/careers", views: 1, visitors: 1 },
    { month: "2025-02", path: "/", views: 1, visitors: 1 },
  ]);
  expect((await db().selectFrom("page_views").select("day").execute()).map((r) => r.day)).toEqual(["2025-03-01"]);
});
