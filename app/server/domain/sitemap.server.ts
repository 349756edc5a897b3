/**
 * What /sitemap.xml lists: every public page (the ottawa alias excluded: its
 * canonical page is /location/ottawa-region), each open job posting in both
 * editions, then each published blog post in its language's blog, a translated
 * pair naming each other.
 * Paths here; the route turns them into absolute URLs from SITE_URL.
 */
import { LANGUAGE_TAG, localeOfPath } from "~/lib/locale";
import { articlePath } from "~/lib/blog-addresses";
import { PUBLIC_ADDRESSES, type SitemapHints, twinOf } from "~/public-pages";
import { liveNow } from "~/server/domain/posts.server";
import { db } from "~/server/infra/db.server";
import { redirectedPaths, redirectPathOf } from "~/server/domain/redirects.server";

interface SitemapEntry extends Partial<SitemapHints> {
  /** Path of the page, starting with "/". */
  path: string;
  /** W3C date-time of the last change, when known. */
  lastModified?: string;
  /** The other edition's path of a page from the database (a translated post); else the twins table's. */
  twin?: string;
}

/** The public pages of app/public-pages.ts that the sitemap lists, in its order. */
export function staticSitemapEntries(): SitemapEntry[] {
  return PUBLIC_ADDRESSES.flatMap(({ paths, sitemap }) => (sitemap ? paths.map((path): SitemapEntry => ({ path, ...sitemap })) : []));
}

/** Published posts only (drafts never appear), newest change first. */
export async function publishedPostEntries(): Promise<SitemapEntry[]> {
  const posts = await db()
    .selectFrom("posts")
    .select(["id", "slug", "updated_at", "language", "translation_of"])
    .where(liveNow())
    .where("slug", "!=", "")
    .orderBy("updated_at", "desc")
    .execute();
  const pathOf = (post: (typeof posts)[number]) => articlePath(post.language === "fr" ? "fr" : "en", encodeURIComponent(post.slug));
  // Both halves of a live pair: each one's twin.
  const byId = new Map(posts.map((post) => [post.id, post]));
  const twins = new Map<number, string>();
  for (const post of posts) {
    const original = post.translation_of === null ? undefined : byId.get(post.translation_of);
    if (!original) continue;
    twins.set(post.id, pathOf(original));
    twins.set(original.id, pathOf(post));
  }
  return posts.map((post) => ({
    path: pathOf(post),
    lastModified: toW3cDate(post.updated_at),
    changeFrequency: "monthly",
    priority: 0.6,
    ...(twins.has(post.id) ? { twin: twins.get(post.id) } : {}),
  }));
}

/** Open job postings, each in both editions (a closed one answers 410 and leaves the sitemap). */
export async function openPostingEntries(): Promise<SitemapEntry[]> {
  const postings = await db().selectFrom("job_postings").select(["slug", "updated_at"]).where("status", "=", "open").orderBy("sort_order").orderBy("id").execute();
  return postings.flatMap((posting) => {
    const path = `/careers/${encodeURIComponent(posting.slug)}`;
    return [path, twinOf(path)!.path].map((path): SitemapEntry => ({
      path,
      lastModified: toW3cDate(posting.updated_at),
      changeFrequency: "weekly",
      priority: 0.6,
    }));
  });
}

/** Every page, never an address a redirect covers (decision 0637): search engines are given the current ones only. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const redirected = await redirectedPaths();
  return [...staticSitemapEntries(), ...(await openPostingEntries()), ...(await publishedPostEntries())].filter(
    (entry) => !redirected.has(redirectPathOf(entry.path)),
  );
}

function toW3cDate(value: string): string | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A translated page names both editions, itself included, and English as the default (Google's hreflang in sitemaps). */
function alternatesOf({ path, twin: twinPath }: SitemapEntry, siteUrl: string): string[] {
  const twin = twinPath ? { locale: localeOfPath(twinPath), path: twinPath } : twinOf(path);
  if (!twin) return [];
  const english = twin.locale === "en" ? twin.path : path;
  const french = twin.locale === "fr" ? twin.path : path;
  const link = (tag: string, to: string) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${escapeXml(new URL(to, siteUrl).toString())}"/>`;
  return [link(LANGUAGE_TAG.en, english), link(LANGUAGE_TAG.fr, french), link("x-default", english)];
}

/** The sitemap document (sitemaps.org protocol 0.9). */
export function sitemapXml(entries: SitemapEntry[], siteUrl: string): string {
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escapeXml(new URL(entry.path, siteUrl).toString())}</loc>`];
    if (entry.lastModified) parts.push(`<lastmod>${escapeXml(entry.lastModified)}</lastmod>`);
    if (entry.changeFrequency) parts.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    parts.push(...alternatesOf(entry, siteUrl));
    return `  <url>${parts.join("")}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** /robots.txt: everything but the admin area, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${new URL("/sitemap.xml", siteUrl)}`, ""].join(
    "\n",
  );
}
