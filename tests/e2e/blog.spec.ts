import { expect, ONCE, test } from "./support/test";
import { expectNoSeriousA11yViolations, expectSingleH1, jsDisabled } from "./support/fixtures";

const FEATURED = "Five Signs a Loved One Could Use Help at Home";
const FEATURED_SLUG = "five-signs-a-loved-one-could-use-help-at-home";

test.describe("blog list", () => {
  test("hero, search, categories with All, featured articles, grid and the RSS link", ONCE, async ({ page }) => {
    await page.goto("/blog");
    await expectSingleH1(page);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toBeVisible();
    const filters = page.getByRole("navigation", { name: "Blog categories" });
    await expect(filters.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
    for (const name of ["Home Care", "Senior Health", "Mental Wellness", "Caregiver Tips", "Health News", "SinaiCare Updates"]) {
      await expect(filters.getByRole("link", { name, exact: true })).toBeVisible();
    }
    const featured = page.getByRole("region", { name: "Featured articles" });
    await expect(featured.getByRole("link", { name: FEATURED })).toHaveAttribute("href", `/blog/${FEATURED_SLUG}`);
    await expect(page.getByRole("region", { name: "Latest articles" }).getByRole("article")).not.toHaveCount(0);
    // Drafts never appear.
    await expect(page.getByText("Winter Wellness Checklist")).toHaveCount(0);
    // The newsletter box of the blog itself (the footer has its own).
    await expect(page.getByRole("main").getByRole("button", { name: "Subscribe" })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      /\/blog\/rss\.xml$/,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test("search is a GET form: shareable results, and 'Clear Filters' when nothing matches", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("searchbox", { name: "Search articles" }).fill("carebridge");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/blog\?q=carebridge$/);
    await expect(page.getByRole("heading", { name: "Results for “carebridge”" })).toBeVisible();
    const results = page.getByRole("region", { name: /Results for/ }).getByRole("article");
    await expect(results).toHaveCount(1);
    await expect(results.getByRole("link", { name: "Introducing CareBridge Live-in Care" })).toBeVisible();
    // No featured block while searching.
    await expect(page.getByRole("region", { name: "Featured articles" })).toHaveCount(0);

    // A shared link shows the same thing; a tag matches too, case-insensitively.
    await page.goto("/blog?q=AGING%20AT%20HOME");
    await expect(page.getByRole("link", { name: FEATURED })).toBeVisible();

    await page.goto("/blog?q=no-such-topic-anywhere");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("region", { name: "Featured articles" })).toBeVisible();
  });

  test("category links filter the list and hide the featured block", ONCE, async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "Mental Wellness" }).click();
    await expect(page).toHaveURL(/\/blog\?category=Mental\+Wellness$/);
    await expect(
      page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "Mental Wellness" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name: "Featured articles" })).toHaveCount(0);
    const cards = page.getByRole("region", { name: "Mental Wellness" }).getByRole("article");
    await expect(cards).not.toHaveCount(0);
    for (const card of await cards.all()) await expect(card.getByText("Mental Wellness", { exact: true })).toBeVisible();

    // Search within a category keeps the category.
    await page.getByRole("searchbox", { name: "Search articles" }).fill("burnout");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=burnout/);
    await expect(page).toHaveURL(/category=Mental\+Wellness/);
  });
});

test.describe("article", () => {
  test("title, image with alt text, category, author and role, date, read time, tags, body and metadata", ONCE, async ({ page }) => {
    await page.goto(`/blog/${FEATURED_SLUG}`);
    await expectSingleH1(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FEATURED);
    await expect(page.getByRole("img", { name: "An older woman and a caregiver talking at a kitchen table" })).toBeVisible();
    const article = page.getByRole("article").first();
    await expect(article.getByRole("link", { name: "Home Care", exact: true })).toBeVisible();
    await expect(article.getByText("Sarah Mitchell")).toBeVisible();
    await expect(article.getByText(", Registered Nurse, Care Coordinator")).toBeVisible();
    await expect(article.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
    await expect(article.getByText(/\d+ min read/)).toBeVisible();
    await expect(article.getByRole("link", { name: "#families" })).toBeVisible();
    await expect(article.getByRole("heading", { level: 2, name: "What to watch for" })).toBeVisible();

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blog/${FEATURED_SLUG}$`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/blog\/signs-help-at-home\.svg$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: FEATURED, author: { name: "Sarah Mitchell" } });
    expect(posting.url).toMatch(new RegExp(`/blog/${FEATURED_SLUG}$`));
    await expectNoSeriousA11yViolations(page);
  });

  test("found by numeric id too: a 301 to its address, the canonical one", ONCE, async ({ page, request }) => {
    const feed = await (await request.get("/blog/rss.xml")).text();
    expect(feed).toContain(`/blog/${FEATURED_SLUG}`);
    // The seed inserts the featured post first.
    const byId = await request.get("/blog/1", { maxRedirects: 0 });
    expect(byId.status()).toBe(301);
    expect(byId.headers().location).toBe(`/blog/${FEATURED_SLUG}`);
    await page.goto("/blog/1");
    expect(page.url()).toMatch(new RegExp(`/blog/${FEATURED_SLUG}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FEATURED);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blog/${FEATURED_SLUG}$`));
  });

  test("drafts and unknown articles are 404 for visitors", ONCE, async ({ page }) => {
    for (const path of ["/blog/winter-wellness-checklist-draft", "/blog/no-such-article", "/blog/999999"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    }
  });
});

test.describe("RSS feed", () => {
  test("is well-formed RSS 2.0 listing published posts with links and dates", async ({ page, request }, testInfo) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();

    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const item of items) {
      expect(item).toMatch(/<link>http:\/\/localhost:\d+\/blog\/[a-z0-9-]+<\/link>/);
      const date = /<pubDate>([^<]+)<\/pubDate>/.exec(item)?.[1];
      expect(Number.isNaN(Date.parse(date ?? ""))).toBe(false);
    }
    expect(xml).not.toContain("winter-wellness-checklist-draft");

    // Every link answers, and the browser's XML parser accepts the document.
    const firstLink = /<link>(http[^<]+\/blog\/[^<]+)<\/link>/.exec(xml)![1]!;
    expect((await request.get(new URL(firstLink).pathname)).status()).toBe(200);
    if (!jsDisabled(testInfo)) {
      await page.goto("/blog");
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        return {
          error: doc.getElementsByTagName("parsererror").length,
          root: doc.documentElement.nodeName,
          version: doc.documentElement.getAttribute("version"),
          items: doc.getElementsByTagName("item").length,
        };
      }, xml);
      expect(parsed).toEqual({ error: 0, root: "rss", version: "2.0", items: items.length });
    }
  });
});
