import { publicationDates } from "~/lib/post-rules";
import { SITE_NAME } from "~/lib/seo";
import { config } from "~/server/infra/config.server";
import { latestPublishedPosts } from "~/server/domain/posts.server";
import { href } from "react-router";
import { postPath, redirectedPaths } from "~/server/domain/redirects.server";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

/** /blog/rss.xml: an RSS 2.0 feed of the 20 newest published posts (never at an address a redirect covers). */
export async function loader() {
  const { siteUrl } = config();
  const redirected = await redirectedPaths();
  const posts = (await latestPublishedPosts(20)).filter((post) => !redirected.has(postPath(post.slug)));
  const blogUrl = new URL(href("/blog"), siteUrl).toString();
  const selfUrl = new URL(href("/blog/rss.xml"), siteUrl).toString();
  const lastBuild = posts[0] ? new Date(posts[0].updatedAt) : new Date(0);
  const items = posts.map((post) => {
    const link = new URL(href("/blog/:slugOrId", { slugOrId: post.slug }), siteUrl).toString();
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(publicationDates(post).published).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      "    </item>",
    ].join("\n");
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${SITE_NAME} blog`)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <atom:link href="${escapeXml(selfUrl)}" rel="self" type="application/rss+xml"/>`,
    "    <description>Home care advice, senior health and caregiving tips, and news from Sinai Home Care.</description>",
    "    <language>en-ca</language>",
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
