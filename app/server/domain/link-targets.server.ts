/**
 * What the visual editor's link control offers (decision 0330): the site's
 * published posts and public pages whose title holds the words typed, each
 * with its address on this site. Drafts and staff pages are never offered.
 */
import { regionDetails } from "~/content/region-details";
import { servicePages } from "~/content/services";
import { likePattern, liveNow } from "~/server/domain/posts.server";
import { db } from "~/server/infra/db.server";
import { clock } from "~/server/infra/clock.server";
import { sql } from "kysely";
import { articlePath } from "~/lib/blog-addresses";

export interface LinkTarget {
  title: string;
  path: string;
  kind: "post" | "page";
}

const LINK_TARGETS_SHOWN = 8;

/** The public pages by title (the sitemap's pages, named as their menus name them). */
function publicPages(): LinkTarget[] {
  const page = (title: string, path: string): LinkTarget => ({ title, path, kind: "page" });
  return [
    page("Home", "/"),
    page("SinaiCare", "/sinaicare"),
    ...Object.entries(servicePages).map(([slug, service]) => page(service.title, `/services/${slug}`)),
    page("Locations", "/locations"),
    ...regionDetails.map((region) => page(`Home care in ${region.name}`, `/location/${region.slug}`)),
    page("Contact us", "/contact"),
    page("Careers", "/careers"),
    page("Apply for a job", "/job"),
    page("Testimonials", "/testimonials"),
    page("Blog", "/blog"),
    page("Resources", "/resources"),
    page("Privacy policy", "/privacy"),
    page("Accessibility", "/accessibility"),
  ];
}

export async function searchLinkTargets(q: string, now = clock()): Promise<LinkTarget[]> {
  const words = q.trim().toLowerCase();
  if (!words) return [];
  const posts = await db()
    .selectFrom("posts")
    .select(["title", "slug", "language"])
    .where(liveNow(now))
    .where(sql`lower(title)`, "like", sql`${likePattern(words)} escape '\\'`)
    .orderBy("published_at", "desc")
    .limit(LINK_TARGETS_SHOWN)
    .execute();
  const pages = publicPages().filter((target) => target.title.toLowerCase().includes(words));
  const pathOf = (post: { slug: string; language: string }) => articlePath(post.language === "fr" ? "fr" : "en", encodeURIComponent(post.slug));
  return [...posts.map((post): LinkTarget => ({ title: post.title, path: pathOf(post), kind: "post" })), ...pages].slice(
    0,
    LINK_TARGETS_SHOWN,
  );
}
