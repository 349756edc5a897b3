/**
 * The checks a post body must pass before it goes live (decision 0331), on
 * the server so they hold without JavaScript: the accessibility problems of
 * app/lib/content-checks.ts (the editor's script runs the same ones as the
 * person writes), which refuse Publish and Schedule, and warnings that do
 * not: links inside the site that lead nowhere (a post or a page that does
 * not exist).
 */
import { checkContent, type ContentProblem, internalLinks } from "~/lib/content-checks";
import { staticSitemapEntries } from "~/server/domain/sitemap.server";
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";

export type { ContentProblem };

export interface ContentCheck {
  /** Accessibility problems: a post with any is not published or scheduled. */
  problems: ContentProblem[];
  /** Links inside the site that lead nowhere: listed, never refused. */
  warnings: string[];
}

/** Paths that are files, not pages: not checked. */
const FILE_PREFIXES = ["/media/", "/images/", "/resources/download/", "/downloads/", "/blog/rss", "/fr/blogue/rss", "/rss"];

/** A post's address in each edition's blog (decision 0803). */
const BLOG_POST = /^(\/blog|\/fr\/blogue)\/([^/]+)$/;

/** The post a /blog/<slug> or /fr/blogue/<slug> path names ("en:slug", "fr:slug"), or null for any other path. */
function blogPost(path: string): string | null {
  const match = BLOG_POST.exec(path);
  if (!match) return null;
  const language = match[1] === "/blog" ? "en" : "fr";
  try {
    return `${language}:${decodeURIComponent(match[2]!)}`;
  } catch {
    return `${language}:${match[2]}`;
  }
}

export async function checkPostContent(content: string): Promise<ContentCheck> {
  const problems = checkContent(content);
  const links = internalLinks(content, config().siteUrl);
  if (!links.length) return { problems, warnings: [] };
  const pages = new Set(staticSitemapEntries().map((entry) => entry.path));
  const named = [...new Set(links.map((link) => blogPost(link.path)).filter((post): post is string => !!post))];
  const slugs = named.map((post) => post.slice(3));
  const existing = new Set(
    slugs.length
      ? (await db().selectFrom("posts").select(["slug", "language"]).where("slug", "in", slugs).execute()).map((row) => `${row.language}:${row.slug}`)
      : [],
  );
  const warnings: string[] = [];
  for (const { path, line } of links) {
    if (FILE_PREFIXES.some((prefix) => path.startsWith(prefix))) continue;
    const post = blogPost(path);
    if (post !== null) {
      if (!existing.has(post)) warnings.push(`Line ${line}: the link to ${path} leads nowhere: no post has that address.`);
    } else if (!pages.has(path)) {
      warnings.push(`Line ${line}: the link to ${path} leads nowhere: the site has no such page.`);
    }
  }
  return { problems, warnings };
}
