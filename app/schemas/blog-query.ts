import { z } from "zod";

import { ALL_CATEGORIES } from "~/content/blog";

export { ALL_CATEGORIES } from "~/content/blog";

/** ?page= of a paginated list: a positive integer, 1 when missing or malformed. */
const pageParamSchema = z.coerce.number().int().min(1).max(10_000).catch(1);

/** The blog list's GET form and links: ?q=, ?category=, ?page= (shareable URLs). */
const blogQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .catch((ctx) => (typeof ctx.value === "string" ? ctx.value.trim().slice(0, 100) : ""))
    .default(""),
  category: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .catch(ALL_CATEGORIES)
    .default(ALL_CATEGORIES),
  page: pageParamSchema.default(1),
});

export function parseBlogQuery(url: URL) {
  return blogQuerySchema.parse({
    q: url.searchParams.get("q") ?? undefined,
    category: url.searchParams.get("category") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
}

/** The page number of an admin list's URL. */
export function pageOf(url: URL): number {
  return pageParamSchema.parse(url.searchParams.get("page") ?? undefined);
}

/**
 * The dashboard's post list: ?q= (title, excerpt, tags), ?status=draft|scheduled|published,
 * ?category=, ?author= (a staff id), ?language=en|fr, ?page=. A value that is not one of those is
 * ignored (it is a filter, not a form that saves), so a bookmarked view never errors.
 */
const adminPostQuerySchema = z.object({
  q: blogQuerySchema.shape.q,
  status: z.enum(["", "draft", "scheduled", "published"]).catch("").default(""),
  category: z.string().trim().max(60).catch("").default(""),
  author: z.coerce.number().int().positive().optional().catch(undefined),
  language: z.enum(["", "en", "fr"]).catch("").default(""),
  page: pageParamSchema.default(1),
});

export function parseAdminPostQuery(url: URL) {
  return adminPostQuerySchema.parse({
    q: url.searchParams.get("q") ?? undefined,
    status: url.searchParams.get("status") ?? undefined,
    category: url.searchParams.get("category") ?? undefined,
    author: url.searchParams.get("author") || undefined,
    language: url.searchParams.get("language") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
}
