/**
 * The post rules (slug, excerpt, read time, defaults), pure so they are unit-tested and shared by
 * the admin forms, the seed and anything else that writes posts.
 */
const WORDS_PER_MINUTE = 200;
/** A blank summary is the start of the content, this many characters (the editor's hint says so). */
export const EXCERPT_LENGTH = 200;

/** Lowercase; each run of non letters/digits becomes one hyphen; trim hyphens. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** 'N min read' at 200 words per minute, rounded up, at least 1. */
export function readTime(content: string): string {
  const words = content.trim().split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}

/** Comma-separated tags: split, trimmed, blanks dropped. */
export function parseTags(input: string): string[] {
  return input
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The excerpt if given, else the first 200 characters of the content plus an ellipsis. */
export function excerptOrFallback(excerpt: string, content: string): string {
  const given = excerpt.trim();
  if (given) return given;
  const text = content.trim();
  if (!text) return "";
  return `${text.slice(0, EXCERPT_LENGTH)}...`;
}

/** The first free slug: base, base-2, base-3, ... */
export function uniqueSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The dates a reader sees: when the post went (or goes) live, and "Updated"
 * only when it was saved again after that. A draft never published shows the
 * day it was written.
 */
export function publicationDates(post: { createdAt: string; publishedAt: string | null; updatedAt: string }): {
  published: string;
  updated: string | null;
} {
  const published = post.publishedAt ?? post.createdAt;
  return { published, updated: post.updatedAt > published ? post.updatedAt : null };
}

/**
 * What the article's head says (decision 0317): each SEO field when the
 * editor filled it, else what the article already has. One rule for the
 * article, its preview and the JSON-LD.
 */
export function articleSeo(post: {
  title: string;
  excerpt: string;
  slug: string;
  image: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  socialImage: string | null;
  canonicalUrl: string | null;
}): { title: string; exactTitle: boolean; description: string; image: string | null; path: string } {
  return {
    title: post.metaTitle ?? post.title,
    exactTitle: post.metaTitle !== null,
    description: post.metaDescription ?? (post.excerpt.slice(0, 300) || post.title),
    image: post.socialImage ?? post.image,
    path: post.canonicalUrl ?? `/blog/${post.slug}`,
  };
}
