/**
 * What the agency's own counting counts (decision 0902): bots and prefetches
 * left out, the back office, files and secret addresses never counted, one
 * spelling of a path, the referring site's domain only (never our own), the
 * campaign parameters, the visitor hash of a day, and the monthly totals kept
 * after two years.
 */
import { describe, expect, test } from "vitest";
import {
  countedPath,
  firstKeptMonth,
  isBotAgent,
  minuteOf,
  monthlyTotals,
  referrerDomainOf,
  utmOf,
  viewPathOf,
  visitorHash,
  type ViewRow,
} from "~/server/domain/page-view-rules.server";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const page = { method: "GET", target: "/careers", status: 200, contentType: "text/html; charset=utf-8", userAgent: FIREFOX, purpose: undefined };

describe("the bot rule", () => {
  test("people's browsers count; crawlers, previews, tools and an empty user agent do not", () => {
    expect(isBotAgent(FIREFOX)).toBe(false);
    expect(isBotAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1")).toBe(false);
    for (const bot of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "curl/8.5.0",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36",
      "",
      "   ",
      undefined,
    ]) {
      expect(isBotAgent(bot), String(bot)).toBe(true);
    }
  });
});

describe("what counts as a page view", () => {
  test("a GET of a public page answered in HTML with 200 or 404", () => {
    expect(viewPathOf(page)).toBe("/careers");
    expect(viewPathOf({ ...page, status: 404, target: "/no-such-page" })).toBe("/no-such-page");
  });

  test("not a HEAD, a POST, a redirect, an error, JSON, a bot or a prefetch", () => {
    expect(viewPathOf({ ...page, method: "HEAD" })).toBeNull();
    expect(viewPathOf({ ...page, method: "POST" })).toBeNull();
    expect(viewPathOf({ ...page, status: 301 })).toBeNull();
    expect(viewPathOf({ ...page, status: 500 })).toBeNull();
    expect(viewPathOf({ ...page, contentType: "application/json" })).toBeNull();
    expect(viewPathOf({ ...page, contentType: undefined })).toBeNull();
    expect(viewPathOf({ ...page, userAgent: "Googlebot/2.1" })).toBeNull();
    expect(viewPathOf({ ...page, purpose: "prefetch" })).toBeNull();
    expect(viewPathOf({ ...page, purpose: "prefetch;prerender" })).toBeNull();
  });

  test("the back office, the other non-page paths, files, .data requests and secret addresses never count, however spelled", () => {
    for (const target of ["/admin", "/ADMIN/analytics", "/%61dmin/posts", "//admin", "/assets/app.js", "/media/x.webp", "/healthz", "/sitemap.xml", "/blog/rss.xml", "/careers.data", "/newsletter/unsubscribe/secret-token", "/newsletter/confirm?token=abc"]) {
      expect(countedPath(target), target).toBeNull();
    }
  });

  test("a path has one spelling: lower case, no trailing slash, no query or fragment", () => {
    expect(countedPath("/Location/Peel-Region/?utm_source=x#top")).toBe("/location/peel-region");
    expect(countedPath("/fr/services/soins%20a%20domicile")).toBe("/fr/services/soins a domicile");
    expect(countedPath("/")).toBe("/");
  });
});

describe("the referrer domain", () => {
  test("another site's domain only, without www.; never this site's own; http(s) only", () => {
    expect(referrerDomainOf("https://www.google.com/search?q=home+care", "sinai.example")).toBe("google.com");
    expect(referrerDomainOf("https://news.example.org/a/b", "sinai.example")).toBe("news.example.org");
    expect(referrerDomainOf("https://sinai.example/careers", "sinai.example")).toBeNull();
    expect(referrerDomainOf("https://www.sinai.example/careers", "sinai.example")).toBeNull();
    expect(referrerDomainOf("android-app://com.google.android.gm/", "sinai.example")).toBeNull();
    expect(referrerDomainOf("not a url", "sinai.example")).toBeNull();
    expect(referrerDomainOf(undefined, "sinai.example")).toBeNull();
  });
});

describe("campaign parameters", () => {
  test("the five utm_ parameters, trimmed and capped; none is null", () => {
    expect(utmOf("/?utm_source=newsletter&utm_medium=email&utm_campaign=%20spring%20&utm_term=care&utm_content=top&other=1")).toEqual({
      source: "newsletter",
      medium: "email",
      campaign: "spring",
      term: "care",
      content: "top",
    });
    expect(utmOf(`/?utm_source=${"x".repeat(300)}`)?.source).toHaveLength(100);
    expect(utmOf("/?utm_source=")).toBeNull();
    expect(utmOf("/careers")).toBeNull();
  });
});

describe("the visitor hash and its salt", () => {
  test("the same address and user agent with the same salt give the same hash; another salt (day), address or browser another", () => {
    const hash = visitorHash("salt-of-monday", "203.0.113.7", FIREFOX);
    expect(visitorHash("salt-of-monday", "203.0.113.7", FIREFOX)).toBe(hash);
    expect(visitorHash("salt-of-tuesday", "203.0.113.7", FIREFOX)).not.toBe(hash);
    expect(visitorHash("salt-of-monday", "203.0.113.8", FIREFOX)).not.toBe(hash);
    expect(visitorHash("salt-of-monday", "203.0.113.7", `${FIREFOX} Edge`)).not.toBe(hash);
    expect(hash).toMatch(/^[\w-]{22}$/);
    expect(hash).not.toContain("203.0.113.7");
  });

  test("the time kept is the minute", () => {
    expect(minuteOf(new Date("2026-12-06T15:42:37.123Z"))).toBe("2026-12-06T15:42:00.000Z");
  });
});

describe("the monthly totals kept after two years", () => {
  const row = (day: string, visitor: string, extra: Partial<ViewRow> = {}): ViewRow => ({
    day,
    path: "/",
    status: 200,
    language: "en",
    referrer_domain: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    visitor,
    views: 1,
    ...extra,
  });

  test("views add up per month and dimensions; visitors are each day's unique visitors added up", () => {
    const totals = monthlyTotals([
      // One visitor's two views of a page in one minute are one row.
      row("2024-10-01", "a", { views: 2 }),
      row("2024-10-01", "b"),
      // The same hash on another day is another day's visitor.
      row("2024-10-02", "a"),
      row("2024-10-02", "c", { referrer_domain: "google.com" }),
      row("2024-11-01", "a"),
    ]);
    expect(totals).toEqual([
      expect.objectContaining({ month: "2024-10", path: "/", referrer_domain: null, views: 4, visitors: 3 }),
      expect.objectContaining({ month: "2024-10", path: "/", referrer_domain: "google.com", views: 1, visitors: 1 }),
      expect.objectContaining({ month: "2024-11", path: "/", views: 1, visitors: 1 }),
    ]);
    expect(totals.reduce((sum, total) => sum + total.views, 0)).toBe(6);
  });

  test("the first month kept as rows is the one two years back", () => {
    expect(firstKeptMonth("2026-12-06")).toBe("2024-12");
    expect(firstKeptMonth("2027-01-01")).toBe("2025-01");
  });
});
