import { describe, expect, test } from "vitest";
import { excerptOrFallback, parseTags, readTime, slugify, uniqueSlug } from "~/lib/post-rules";

describe("slugify (spec 5)", () => {
  test("lowercases and turns each run of other characters into one hyphen", () => {
    expect(slugify("Five Signs a Loved One Could Use Help at Home")).toBe("five-signs-a-loved-one-could-use-help-at-home");
    expect(slugify("Staying Active After 70: Gentle Exercise!!")).toBe("staying-active-after-70-gentle-exercise");
    expect(slugify("Care -- & -- Support")).toBe("care-support");
  });

  test("strips leading and trailing hyphens", () => {
    expect(slugify("  ¿Hello, world?  ")).toBe("hello-world");
    expect(slugify("---Title---")).toBe("title");
  });

  test("folds accents instead of dropping the letters", () => {
    expect(slugify("Soins à domicile: Québec")).toBe("soins-a-domicile-quebec");
  });

  test("a title without letters or digits gives an empty slug (the form refuses it)", () => {
    expect(slugify("")).toBe("");
    expect(slugify("!!! ???")).toBe("");
  });
});

describe("readTime (200 words per minute, at least 1)", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

  test("rounds up", () => {
    expect(readTime(words(200))).toBe("1 min read");
    expect(readTime(words(201))).toBe("2 min read");
    expect(readTime(words(400))).toBe("2 min read");
    expect(readTime(words(1001))).toBe("6 min read");
  });

  test("is at least one minute, even when empty", () => {
    expect(readTime("")).toBe("1 min read");
    expect(readTime("   \n\t ")).toBe("1 min read");
    expect(readTime("one")).toBe("1 min read");
  });

  test("counts whitespace-separated words, whatever the whitespace", () => {
    expect(readTime(`${words(150)}\n\n\t${words(51)}`)).toBe("2 min read");
  });
});

describe("parseTags", () => {
  test("splits on commas, trims and drops blanks", () => {
    expect(parseTags(" home care, families ,, , aging at home ,")).toEqual(["home care", "families", "aging at home"]);
  });

  test("no tags from an empty or blank input", () => {
    expect(parseTags("")).toEqual([]);
    expect(parseTags(" , ,")).toEqual([]);
  });
});

describe("excerptOrFallback", () => {
  test("keeps a given excerpt, trimmed", () => {
    expect(excerptOrFallback("  A summary.  ", "Body text")).toBe("A summary.");
  });

  test("falls back to the first 200 characters of the content plus an ellipsis", () => {
    const content = "x".repeat(250);
    expect(excerptOrFallback("", content)).toBe(`${"x".repeat(200)}...`);
    expect(excerptOrFallback("   ", "Short body")).toBe("Short body...");
  });

  test("empty when there is neither", () => {
    expect(excerptOrFallback("", "   ")).toBe("");
  });
});

describe("uniqueSlug", () => {
  test("the base when free, else -2, -3, ...", () => {
    expect(uniqueSlug("care", new Set())).toBe("care");
    expect(uniqueSlug("care", new Set(["care"]))).toBe("care-2");
    expect(uniqueSlug("care", new Set(["care", "care-2", "care-3"]))).toBe("care-4");
    expect(uniqueSlug("care", new Set(["care-2"]))).toBe("care");
  });
});

describe("publication dates and the article's SEO defaults", () => {
  test("shows the publish time, and Updated only for a save after it", async () => {
    const { publicationDates } = await import("~/lib/post-rules");
    const created = "2026-01-01T10:00:00.000Z";
    expect(publicationDates({ createdAt: created, publishedAt: null, updatedAt: created })).toEqual({ published: created, updated: null });
    expect(publicationDates({ createdAt: created, publishedAt: "2026-02-01T10:00:00.000Z", updatedAt: "2026-01-20T10:00:00.000Z" })).toEqual({
      published: "2026-02-01T10:00:00.000Z",
      updated: null,
    });
    expect(publicationDates({ createdAt: created, publishedAt: created, updatedAt: "2026-03-01T10:00:00.000Z" }).updated).toBe("2026-03-01T10:00:00.000Z");
  });

  test("uses each SEO field when filled, else what the article has", async () => {
    const { articleSeo } = await import("~/lib/post-rules");
    const post = { title: "T", excerpt: "E", slug: "t", image: "/i.png", metaTitle: null, metaDescription: null, socialImage: null, canonicalUrl: null };
    expect(articleSeo(post)).toEqual({ title: "T", exactTitle: false, description: "E", image: "/i.png", path: "/blog/t" });
    expect(
      articleSeo({ ...post, metaTitle: "MT", metaDescription: "MD", socialImage: "/s.png", canonicalUrl: "https://x.example/a" }),
    ).toEqual({ title: "MT", exactTitle: true, description: "MD", image: "/s.png", path: "https://x.example/a" });
  });
});
