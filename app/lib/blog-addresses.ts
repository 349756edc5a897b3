/**
 * Where each edition's blog and its posts live (decision 0803), for the pages,
 * the feeds, the sitemap and the redirect manager. Kept apart from
 * app/lib/post-rules.ts, which the staff editor's bundle carries.
 */
import { FRENCH_PREFIX, type Locale } from "~/lib/locale";

/** Each edition's blog (decision 0803): its list, feed and articles live under it. */
export const BLOG_PATHS: Record<Locale, string> = { en: "/blog", fr: `${FRENCH_PREFIX}/blogue` };

/** A post's address in its language's blog. */
export function articlePath(language: Locale, slug: string): string {
  return `${BLOG_PATHS[language]}/${slug}`;
}

/**
 * The blog's query parameter naming an article of the other language that has
 * no version in this one: the switcher leads there, and the list says so.
 * On the French blog it names an English post, on the English blog a French one.
 */
export const UNTRANSLATED_PARAM: Record<Locale, string> = { en: "french-article", fr: "article-en-anglais" };

/** "4 min read" (stored with the post) -> 4, for the reader's language. */
export function readMinutes(readTime: string): number {
  return Number.parseInt(readTime, 10) || 1;
}
