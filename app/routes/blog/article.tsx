import { data } from "react-router";
import { ArticleView } from "~/components/blog/ArticleView";
import { JsonLd } from "~/components/JsonLd";
import { pageMeta, SITE_NAME, siteUrlFrom } from "~/lib/seo";
import { useSiteUrl } from "~/lib/root-data";
import { findPublishedPost } from "~/server/domain/posts.server";
import { responsiveImageFor } from "~/server/domain/post-images.server";
import { renderPostBody } from "~/server/domain/render-post.server";
import type { Route } from "./+types/article";
import { passOnHeaders } from "~/lib/route-headers";

export const headers = passOnHeaders;

/** /blog/{slugOrId}: by slug, else by numeric id; drafts are 404 for visitors. */
export async function loader({ params }: Route.LoaderArgs) {
  const post = await findPublishedPost(params.slugOrId);
  if (!post) throw data(null, { status: 404 });
  const { content, ...rest } = post;
  return { post: rest, html: renderPostBody(content), responsiveImage: await responsiveImageFor(post.image) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: `Article not found | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
  const { post } = loaderData;
  return [
    ...pageMeta({
      title: post.title,
      description: post.excerpt.slice(0, 300) || post.title,
      path: `/blog/${post.slug}`,
      siteUrl: siteUrlFrom(matches),
      image: post.image ?? undefined,
      type: "article",
    }),
    { property: "article:published_time", content: post.createdAt },
    { property: "article:modified_time", content: post.updatedAt },
    { property: "article:section", content: post.category },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
};

export default function Article({ loaderData }: Route.ComponentProps) {
  const { post, html, responsiveImage } = loaderData;
  const siteUrl = useSiteUrl();
  const url = new URL(`/blog/${post.slug}`, siteUrl).toString();
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    author: { "@type": "Person", name: post.author, ...(post.authorRole ? { jobTitle: post.authorRole } : {}) },
    publisher: { "@type": "Organization", name: SITE_NAME, url: siteUrl },
    articleSection: post.category,
    ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
    ...(post.image ? { image: new URL(post.image, siteUrl).toString() } : {}),
  };

  return (
    <ArticleView post={post} html={html} responsiveImage={responsiveImage}>
      <JsonLd data={jsonLd} />
    </ArticleView>
  );
}
