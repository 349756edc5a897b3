/**
 * Page metadata: title, description, canonical URL and Open Graph tags, built
 * the same way for every page. `siteUrl` comes from the root loader (SITE_URL).
 * A page with a twin in the other language names both (hreflang, decision 0801).
 */
import { LANGUAGE_TAG, localeOfPath, OG_LOCALE } from "~/lib/locale";
import type { LanguageTwin } from "~/lib/root-data";
import { twinOf } from "~/public-pages";

interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/careers". */
  path: string;
  siteUrl: string;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  /**
   * The page renders its own <title> (FormPageTitle: "Error: " first after a
   * failed submission without JavaScript, which `meta` cannot see), so none here.
   */
  titleInPage?: boolean;
  /** The title as given, without the site's name after it (a post's own meta title). */
  exactTitle?: boolean;
  /** The page's own twin from its loader (PageLanguageTwin: a post's), instead of the twins table's. */
  twin?: LanguageTwin | null;
}

export const SITE_NAME = "Sinai Home Care";

/** "Contact Us" -> "Contact Us | Sinai Home Care" (a title naming the site stays as it is). */
export function documentTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

export function pageMeta({ title, description, path, siteUrl, image, type = "website", noindex, titleInPage, exactTitle, twin }: PageMetaInput) {
  // An absolute `path` (a post's canonical address elsewhere) stays as it is.
  const url = new URL(path, siteUrl).toString();
  const fullTitle = exactTitle ? title : documentTitle(title);
  const imageUrl = new URL(image ?? "/images/og-default.png", siteUrl).toString();
  const locale = localeOfPath(new URL(url).pathname);
  return [
    ...(titleInPage ? [] : [{ title: fullTitle }]),
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: type },
    { property: "og:image", content: imageUrl },
    { property: "og:locale", content: OG_LOCALE[locale] },
    ...languageAlternates(path, siteUrl, twin),
    { name: "twitter:card", content: "summary_large_image" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/**
 * `hreflang` links to both editions of a translated page (itself included),
 * English as the default; none for a page without a twin, nor for one whose
 * switcher leads to the other edition's nearest page (`untranslated`).
 */
export function languageAlternates(path: string, siteUrl: string, pageTwin?: LanguageTwin | null) {
  const twin: LanguageTwin | null | undefined = pageTwin === undefined ? twinOf(path) : pageTwin;
  if (!twin || twin.untranslated) return [];
  const byLocale = { [twin.locale]: twin.path, [localeOfPath(path)]: path } as Record<"en" | "fr", string>;
  const link = (hrefLang: string, to: string) => ({ tagName: "link", rel: "alternate", hrefLang, href: new URL(to, siteUrl).toString() });
  return [link(LANGUAGE_TAG.en, byLocale.en), link(LANGUAGE_TAG.fr, byLocale.fr), link("x-default", byLocale.en)];
}

/** The root loader's siteUrl from a meta function's `matches`. */
export function siteUrlFrom(matches: readonly unknown[]): string {
  for (const match of matches) {
    const candidate = match as { id?: string; loaderData?: { siteUrl?: string } } | undefined;
    if (candidate?.id === "root" && candidate.loaderData?.siteUrl) return candidate.loaderData.siteUrl;
  }
  return "http://localhost:3000";
}
