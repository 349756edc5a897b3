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
const FILE_PREFIXES = ["/media/", "/images/", "/resources/download/", "/downloads/", "/blog/rss", "/rss"];

const BLOG_POST = /^\/blog\/([^/]+)$/;

/** The slug a /blog/<slug> path names, or null for any other path. */
function blogSlug(path: string): string | null {
  const slug = BLOG_POST.exec(path)?.[1];
  if (slug === undefined) return null;
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

export async function checkPostContent(content: string): Promise<ContentCheck> {
  const problems = checkContent(content);
  const links = internalLinks(content, config().siteUrl);
  if (!links.length) return { problems, warnings: [] };
  const pages = new Set(staticSitemapEntries().map((entry) => entry.path));
  const slugs = [...new Set(links.map((link) => blogSlug(link.path)).filter((slug): slug is string => !!slug))];
  const existing = new Set(
    slugs.length ? (await db().selectFrom("posts").select("slug").where("slug", "in", slugs).execute()).map((row) => row.slug) : [],
  );
  const warnings: string[] = [];
  for (const { path, line } of links) {
    if (FILE_PREFIXES.some((prefix) => path.startsWith(prefix))) continue;
    const slug = blogSlug(path);
    if (slug !== null) {
      if (!existing.has(slug)) warnings.push(`Line ${line}: the link to ${path} leads nowhere: no post has that address.`);
    } else if (!pages.has(path)) {
      warnings.push(`Line ${line}: the link to ${path} leads nowhere: the site has no such page.`);
    }
  }
  return { problems, warnings };
}
