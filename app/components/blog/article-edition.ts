/**
 * The article's words and links in a language (decision 0803): the public
 * article and the preview of a post give them to ArticleView.
 */
import type { ArticleEdition } from "~/components/blog/ArticleView";
import { BLOG_PATHS, readMinutes } from "~/lib/blog-addresses";
import { formatDate, translator } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { inEdition } from "~/public-pages";

/** The article's words and links in the page's language. */
export function editionOf(locale: Locale, post: { readTime: string }, categoryName: string): ArticleEdition {
  const t = translator(locale);
  return {
    homePath: inEdition(locale, "/"),
    homeName: t("nav.home"),
    blogPath: BLOG_PATHS[locale],
    blogName: t("nav.blog"),
    categoryName,
    breadcrumbLabel: t("breadcrumb.label"),
    tagsHeading: t("blog.tags"),
    backToAll: t("blog.backToAll"),
    readTime: t("blog.readTime", { minutes: readMinutes(post.readTime) }),
    updatedLabel: t("blog.updated"),
    formatDate: (iso) => formatDate(locale, new Date(iso)),
  };
}
