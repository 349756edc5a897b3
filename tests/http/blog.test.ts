/**
 * The blog as a visitor without JavaScript and a crawler read it: the list,
 * its search (a GET form) and category links, an article with its metadata
 * and JSON-LD, the old numeric address, drafts, and the RSS feed.
 * (axe and the browser's XML parser are tests/e2e's.)
 */
import { beforeAll, describe, expect, test } from "vitest";
import { jsonLdOf, queriesIn, textOf } from "./support/dom";
import { visitorOfSeededSite } from "./support/sites";
import type { Page, Visitor } from "./support/visitor";

const FEATURED = "Five Signs a Loved One Could Use Help at Home";
const FEATURED_SLUG = "five-signs-a-loved-one-could-use-help-at-home";

let visitor: Visitor;
beforeAll(async () => {
  visitor = await visitorOfSeededSite();
});
const open = (path: string, status?: number) => visitor.expectPage(path, status);

const region = (page: Page, name: string | RegExp) => queriesIn(page.screen.getByRole("region", { name }));
const search = (page: Page, query: string) =>
  page.formOf(page.screen.getByRole("searchbox", { name: "Search articles" })).fill("Search articles", query).submit("Search");

describe("blog list", () => {
  test("hero, search, categories with All, featured articles, grid and the RSS link", async () => {
    const page = await open("/blog");
    expect(page.screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    page.screen.getByRole("searchbox", { name: "Search articles" });
    const filters = queriesIn(page.screen.getByRole("navigation", { name: "Blog categories" }));
    expect(filters.getByRole("link", { name: "All" }).getAttribute("aria-current")).toBe("page");
    for (const name of ["Home Care", "Senior Health", "Mental Wellness", "Caregiver Tips", "Health News", "SinaiCare Updates"]) filters.getByRole("link", { name });
    expect(region(page, "Featured articles").getByRole("link", { name: FEATURED }).getAttribute("href")).toBe(`/blog/${FEATURED_SLUG}`);
    expect(region(page, "Latest articles").getAllByRole("article").length).toBeGreaterThan(0);
    // Drafts never appear.
    expect(page.screen.queryAllByText("Winter Wellness Checklist")).toHaveLength(0);
    // The newsletter box of the blog itself (the footer has its own).
    queriesIn(page.screen.getByRole("main")).getByRole("button", { name: "Subscribe" });
    expect(page.document.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute("href")).toMatch(/\/blog\/rss\.xml$/);
  });

  test("search is a GET form: shareable results, and 'Clear Filters' when nothing matches", async () => {
    const results = await search(await open("/blog"), "carebridge");
    expect(`${results.url.pathname}${results.url.search}`).toBe("/blog?q=carebridge");
    results.screen.getByRole("heading", { name: "Results for “carebridge”" });
    const cards = region(results, /Results for/).getAllByRole("article");
    expect(cards).toHaveLength(1);
    queriesIn(cards[0]!).getByRole("link", { name: "Introducing CareBridge Live-in Care" });
    // No featured block while searching.
    expect(results.screen.queryAllByRole("region", { name: "Featured articles" })).toHaveLength(0);

    // A shared link shows the same thing; a tag matches too, case-insensitively.
    (await open("/blog?q=AGING%20AT%20HOME")).screen.getByRole("link", { name: FEATURED });

    const none = await open("/blog?q=no-such-topic-anywhere");
    none.screen.getByRole("heading", { name: "No articles found" });
    const cleared = await none.follow(none.screen.getByRole("link", { name: "Clear Filters" }));
    expect(`${cleared.url.pathname}${cleared.url.search}`).toBe("/blog");
    cleared.screen.getByRole("region", { name: "Featured articles" });
  });

  test("category links filter the list and hide the featured block; a search keeps the category", async () => {
    const blog = await open("/blog");
    const page = await blog.follow(queriesIn(blog.screen.getByRole("navigation", { name: "Blog categories" })).getByRole("link", { name: "Mental Wellness" }));
    expect(`${page.url.pathname}${page.url.search}`).toBe("/blog?category=Mental+Wellness");
    expect(queriesIn(page.screen.getByRole("navigation", { name: "Blog categories" })).getByRole("link", { name: "Mental Wellness" }).getAttribute("aria-current")).toBe("page");
    expect(page.screen.queryAllByRole("region", { name: "Featured articles" })).toHaveLength(0);
    const cards = region(page, "Mental Wellness").getAllByRole("article");
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) queriesIn(card).getByText("Mental Wellness");

    const within = await search(page, "burnout");
    expect(within.url.searchParams.get("q")).toBe("burnout");
    expect(within.url.searchParams.get("category")).toBe("Mental Wellness");
  });
});

describe("article", () => {
  test("title, image with alt text, category, author and role, date, read time, tags, body and metadata", async () => {
    const page = await open(`/blog/${FEATURED_SLUG}`);
    expect(page.screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(textOf(page.screen.getByRole("heading", { level: 1 }))).toBe(FEATURED);
    page.screen.getByRole("img", { name: "An older woman and a caregiver talking at a kitchen table" });
    const article = queriesIn(page.screen.getAllByRole("article")[0]!);
    article.getByRole("link", { name: "Home Care" });
    article.getByText("Sarah Mitchell");
    article.getByText(", Registered Nurse, Care Coordinator");
    expect(page.screen.getAllByRole("article")[0]!.querySelector("time")?.getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    article.getByText(/\d+ min read/);
    article.getByRole("link", { name: "#families" });
    article.getByRole("heading", { level: 2, name: "What to watch for" });

    expect(page.canonical).toMatch(new RegExp(`/blog/${FEATURED_SLUG}$`));
    expect(page.meta("og:image")).toMatch(/\/images\/blog\/signs-help-at-home\.svg$/);
    expect(page.meta("og:type")).toBe("article");
    const posting = jsonLdOf(page.document).find((data) => data["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: FEATURED, author: { name: "Sarah Mitchell" } });
    expect(String(posting?.url)).toMatch(new RegExp(`/blog/${FEATURED_SLUG}$`));
  });

  test("found by numeric id too: a 301 to its address, the canonical one", async () => {
    const feed = await (await visitor.fetch("/blog/rss.xml")).text();
    expect(feed).toContain(`/blog/${FEATURED_SLUG}`);
    // The seed inserts the featured post first.
    const byId = await visitor.fetch("/blog/1");
    expect(byId.status).toBe(301);
    expect(byId.headers.get("location")).toBe(`/blog/${FEATURED_SLUG}`);
    const page = await open("/blog/1");
    expect(page.url.pathname).toBe(`/blog/${FEATURED_SLUG}`);
    expect(textOf(page.screen.getByRole("heading", { level: 1 }))).toBe(FEATURED);
    expect(page.canonical).toMatch(new RegExp(`/blog/${FEATURED_SLUG}$`));
  });

  test("drafts and unknown articles are 404 for visitors", async () => {
    for (const path of ["/blog/winter-wellness-checklist-draft", "/blog/no-such-article", "/blog/999999"]) {
      (await open(path, 404)).screen.getByRole("heading", { name: "Oops! Page not found" });
    }
  });
});

test("the RSS feed is RSS 2.0 listing published posts with links and dates", async () => {
  const response = await visitor.fetch("/blog/rss.xml");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();
  expect(xml).toMatch(/<rss [^>]*version="2\.0"/);
  const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]!);
  expect(items.length).toBeGreaterThanOrEqual(6);
  for (const item of items) {
    expect(item).toMatch(/<link>http:\/\/localhost:\d+\/blog\/[a-z0-9-]+<\/link>/);
    const date = /<pubDate>([^<]+)<\/pubDate>/.exec(item)?.[1];
    expect(Number.isNaN(Date.parse(date ?? ""))).toBe(false);
  }
  expect(xml).not.toContain("winter-wellness-checklist-draft");
  // Every link answers.
  const firstLink = /<link>(http[^<]+\/blog\/[^<]+)<\/link>/.exec(xml)![1]!;
  expect((await visitor.fetch(new URL(firstLink).pathname)).status).toBe(200);
});
