import { translate } from "~/lib/i18n";
import { LANGUAGE_TAG, localeOfPath } from "~/lib/locale";
import { articlePath, BLOG_PATHS } from "~/lib/blog-addresses";
import { publicationDates } from "~/lib/post-rules";
import { config } from "~/server/infra/config.server";
import { frenchCategoryNames } from "~/server/domain/categories.server";
import { latestPublishedPosts } from "~/server/domain/posts.server";
import { postPath, redirectedPaths } from "~/server/domain/redirects.server";
import type { Route } from "./+types/feed";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

/**
 * /blog/rss.xml and /fr/blogue/rss.xml: an RSS 2.0 feed of the edition's 20
 * newest published posts in its language (never at an address a redirect covers).
 * Without a request (a direct call), the English feed.
 */
export async function loader(args?: Pick<Route.LoaderArgs, "request">) {
  const { siteUrl } = config();
  const locale = args ? localeOfPath(new URL(args.request.url).pathname) : "en";
  const [redirected, posts, frenchNames] = await Promise.all([
    redirectedPaths(),
    latestPublishedPosts(20, undefined, locale),
    locale === "fr" ? frenchCategoryNames() : null,
  ]);
  const live = posts.filter((post) => !redirected.has(postPath(post.slug, locale)));
  const blogUrl = new URL(BLOG_PATHS[locale], siteUrl).toString();
  const selfUrl = new URL(`${BLOG_PATHS[locale]}/rss.xml`, siteUrl).toString();
  const lastBuild = live[0] ? new Date(live[0].updatedAt) : new Date(0);
  const items = live.map((post) => {
    const link = new URL(articlePath(locale, post.slug), siteUrl).toString();
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(publicationDates(post).published).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <category>${escapeXml(frenchNames?.get(post.category) ?? post.category)}</category>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      "    </item>",
    ].join("\n");
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(translate(locale, "blog.name"))}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <atom:link href="${escapeXml(selfUrl)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(translate(locale, "blog.feedDescription"))}</description>`,
    `    <language>${LANGUAGE_TAG[locale].toLowerCase()}</language>`,
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=900",
    },
  });
}
