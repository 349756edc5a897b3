import { data, href, redirect } from "react-router";
import { ArticleView } from "~/components/blog/ArticleView";
import { JsonLd } from "~/components/JsonLd";
import { articleSeo, publicationDates } from "~/lib/post-rules";
import { pageMeta, SITE_NAME, siteUrlFrom } from "~/lib/seo";
import { useSiteUrl } from "~/lib/root-data";
import { findPublishedPost } from "~/server/domain/posts.server";
import { responsiveImageFor } from "~/server/domain/post-images.server";
import { renderPostBodyForPage } from "~/server/domain/render-post.server";
import type { Route } from "./+types/article";
import { passOnHeaders } from "~/lib/route-headers";
import { currentAddressOf } from "~/server/domain/redirects.server";

export const headers = passOnHeaders;

/**
 * /blog/{slugOrId}: by slug; by numeric id it answers 301 to the post's
 * address (one address per article, decision 0637), with the query string
 * kept; drafts are 404 for visitors. A canonical address that names an old,
 * redirected address of this site names where it leads now.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const post = await findPublishedPost(params.slugOrId);
  if (!post) throw data(null, { status: 404 });
  if (params.slugOrId !== post.slug) {
    throw redirect(`${href("/blog/:slugOrId", { slugOrId: post.slug })}${new URL(request.url).search}`, 301);
  }
  const { content, ...rest } = post;
  const canonicalUrl = post.canonicalUrl ? await currentAddressOf(post.canonicalUrl) : null;
  return { post: { ...rest, canonicalUrl }, html: await renderPostBodyForPage(content), responsiveImage: await responsiveImageFor(post.image) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: `Article not found | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
  const { post } = loaderData;
  const seo = articleSeo(post);
  return [
    ...pageMeta({
      title: seo.title,
      exactTitle: seo.exactTitle,
      description: seo.description,
      path: seo.path,
      siteUrl: siteUrlFrom(matches),
      image: seo.image ?? undefined,
      type: "article",
    }),
    { property: "article:published_time", content: publicationDates(post).published },
    { property: "article:modified_time", content: post.updatedAt },
    { property: "article:section", content: post.category },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
};

export default function Article({ loaderData }: Route.ComponentProps) {
  const { post, html, responsiveImage } = loaderData;
  const siteUrl = useSiteUrl();
  const seo = articleSeo(post);
  const url = new URL(seo.path, siteUrl).toString();
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: seo.description,
    url,
    mainEntityOfPage: url,
    datePublished: publicationDates(post).published,
    dateModified: post.updatedAt,
    author: { "@type": "Person", name: post.author, ...(post.authorRole ? { jobTitle: post.authorRole } : {}) },
    publisher: { "@type": "Organization", name: SITE_NAME, url: siteUrl },
    articleSection: post.category,
    ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
    ...(seo.image ? { image: new URL(seo.image, siteUrl).toString() } : {}),
  };

  return (
    <ArticleView post={post} html={html} responsiveImage={responsiveImage}>
      <JsonLd data={jsonLd} />
    </ArticleView>
  );
}
