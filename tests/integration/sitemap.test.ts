import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/server/infra/db.server";
import { publishedPostEntries, robotsTxt, sitemapEntries, sitemapXml, staticSitemapEntries } from "~/server/domain/sitemap.server";
import { clearTables } from "./helpers";

async function addPost(slug: string, published: number, updatedAt: string) {
  await db()
    .insertInto("posts")
    .values({ title: slug, slug, published, created_at: updatedAt, updated_at: updatedAt, author_role: null, image: null, image_alt: null })
    .execute();
}

describe("sitemap entries", () => {
  beforeEach(clearTables);

  it("list every public page once, the canonical region pages and not the ottawa alias", () => {
    const paths = staticSitemapEntries().map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of ["/", "/locations", "/contact", "/testimonials", "/resources", "/sinaicare", "/blog", "/careers", "/job", "/privacy", "/accessibility"]) {
      expect(paths).toContain(path);
    }
    expect(paths.filter((path) => path.startsWith("/services/"))).toHaveLength(5);
    expect(paths.filter((path) => path.startsWith("/location/"))).toHaveLength(18);
    expect(paths).toContain("/location/ottawa-region");
    expect(paths).not.toContain("/location/ottawa");
  });

  it("add published posts with their last change, never drafts", async () => {
    await addPost("caring-at-home", 1, "2025-03-01T10:00:00.000Z");
    await addPost("secret-draft", 0, "2025-03-02T10:00:00.000Z");
    expect(await publishedPostEntries()).toEqual([
      { path: "/blog/caring-at-home", lastModified: "2025-03-01T10:00:00.000Z", changeFrequency: "monthly", priority: 0.6 },
    ]);
    const all = (await sitemapEntries()).map((entry) => entry.path);
    expect(all).toContain("/blog/caring-at-home");
    expect(all).not.toContain("/blog/secret-draft");
  });

  it("render as sitemap XML with absolute, escaped URLs", () => {
    const xml = sitemapXml([{ path: "/blog/a&b", lastModified: "2025-01-01T00:00:00.000Z", priority: 1 }], "https://care.example.com");
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain("<loc>https://care.example.com/blog/a&#38;b</loc><lastmod>2025-01-01T00:00:00.000Z</lastmod><priority>1.0</priority>");
  });

  it("are named by robots.txt", () => {
    expect(robotsTxt("https://care.example.com")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://care.example.com/sitemap.xml\n",
    );
  });
});
