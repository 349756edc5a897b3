import { data, redirect } from "react-router";
import { ArticleView } from "~/components/blog/ArticleView";
import { editionOf } from "~/components/blog/article-edition";
import { JsonLd } from "~/components/JsonLd";
import { translator, useLocale } from "~/lib/i18n";
import { LANGUAGE_TAG, localeOfPath, type Locale } from "~/lib/locale";
import { articlePath, BLOG_PATHS, UNTRANSLATED_PARAM } from "~/lib/blog-addresses";
import { articleSeo, publicationDates } from "~/lib/post-rules";
import type { LanguageTwin, PageLanguageTwin } from "~/lib/root-data";
import { pageMeta, SITE_NAME, siteUrlFrom } from "~/lib/seo";
import { useSiteUrl } from "~/lib/root-data";
import { frenchCategoryNames } from "~/server/domain/categories.server";
import { findPublishedPost } from "~/server/domain/posts.server";
import { liveOtherVersionOf } from "~/server/domain/post-translations.server";
import { responsiveImageFor } from "~/server/domain/post-images.server";
import { renderPostBodyForPage } from "~/server/domain/render-post.server";
import type { Route } from "./+types/article";
import { passOnHeaders } from "~/lib/route-headers";
import { currentAddressOf } from "~/server/domain/redirects.server";
import { RenderedOnce } from "~/components/RenderedOnce";

export const headers = passOnHeaders;

/** articleSeo, the address in the post's own blog (/fr/blogue/<slug> for a French post) unless the editor named another. */
function seoOf(post: Parameters<typeof articleSeo>[0] & { language: Locale }) {
  const seo = articleSeo(post);
  return post.canonicalUrl ? seo : { ...seo, path: articlePath(post.language, post.slug) };
}

/**
 * The same article in the other edition when its translation is live; else
 * that edition's blog, which says the article exists in this language only
 * (no hreflang then: the pages are not translations of each other).
 */
async function twinOfPost(post: { id: number; slug: string; translationOf: number | null }, locale: Locale): Promise<LanguageTwin> {
  const other: Locale = locale === "fr" ? "en" : "fr";
  const version = await liveOtherVersionOf(post);
  if (version) return { locale: other, path: articlePath(other, version.slug) };
  return { locale: other, path: `${BLOG_PATHS[other]}?${UNTRANSLATED_PARAM[other]}=${encodeURIComponent(post.slug)}`, untranslated: true };
}

/**
 * /blog/{slugOrId} and /fr/blogue/{slugOrId}: a post of the edition's
 * language by slug (another language's slug is 404); by numeric id it answers
 * 301 to the post's address (one address per article, decision 0637), with
 * the query string kept; drafts are 404 for visitors. A canonical address
 * that names an old, redirected address of this site names where it leads now.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const post = await findPublishedPost(params.slugOrId, undefined, locale);
  if (!post) throw data(null, { status: 404 });
  if (params.slugOrId !== post.slug) {
    throw redirect(`${articlePath(locale, post.slug)}${url.search}`, 301);
  }
  const { content, ...rest } = post;
  const [canonicalUrl, html, responsiveImage, languageTwin, frenchNames] = await Promise.all([
    post.canonicalUrl ? currentAddressOf(post.canonicalUrl) : null,
    renderPostBodyForPage(content),
    responsiveImageFor(post.image),
    twinOfPost(post, locale),
    locale === "fr" ? frenchCategoryNames() : null,
  ]);
  const categoryName = frenchNames?.get(post.category) ?? post.category;
  return { post: { ...rest, canonicalUrl }, html, responsiveImage, categoryName, languageTwin } satisfies PageLanguageTwin & Record<string, unknown>;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) {
    const t = translator(localeOfPath(location.pathname));
    return [{ title: `${t("blog.articleNotFound")} | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
  }
  const { post } = loaderData;
  const seo = seoOf(post);
  return [
    ...pageMeta({
      title: seo.title,
      exactTitle: seo.exactTitle,
      description: seo.description,
      path: seo.path,
      siteUrl: siteUrlFrom(matches),
      image: seo.image ?? undefined,
      type: "article",
      // A canonical address elsewhere names the page search engines should read: no alternates here.
      twin: post.canonicalUrl ? null : loaderData.languageTwin,
    }),
    { property: "article:published_time", content: publicationDates(post).published },
    { property: "article:modified_time", content: post.updatedAt },
    { property: "article:section", content: loaderData.categoryName },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
};

export default function Article({ loaderData }: Route.ComponentProps) {
  return (
    <RenderedOnce id="article" inputs={[loaderData]}>
      <ArticlePage {...loaderData} />
    </RenderedOnce>
  );
}

/** The page: a component, so a kept page is not described again at each render. */
function ArticlePage({ post, html, responsiveImage, categoryName }: Route.ComponentProps["loaderData"]) {
  const locale = useLocale();
  const siteUrl = useSiteUrl();
  const seo = seoOf(post);
  const url = new URL(seo.path, siteUrl).toString();
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: seo.description,
    url,
    mainEntityOfPage: url,
    inLanguage: LANGUAGE_TAG[post.language],
    datePublished: publicationDates(post).published,
    dateModified: post.updatedAt,
    author: { "@type": "Person", name: post.author, ...(post.authorRole ? { jobTitle: post.authorRole } : {}) },
    publisher: { "@type": "Organization", name: SITE_NAME, url: siteUrl },
    articleSection: categoryName,
    ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
    ...(seo.image ? { image: new URL(seo.image, siteUrl).toString() } : {}),
  };

  return (
    <ArticleView post={post} html={html} responsiveImage={responsiveImage} edition={editionOf(locale, post, categoryName)}>
      <JsonLd data={jsonLd} />
    </ArticleView>
  );
}
