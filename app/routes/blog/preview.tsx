import { data, redirect } from "react-router";
import { ArticleView } from "~/components/blog/ArticleView";
import { editionOf } from "~/components/blog/article-edition";
import { articlePath } from "~/lib/blog-addresses";
import { LANGUAGE_TAG } from "~/lib/locale";
import { frenchCategoryNames } from "~/server/domain/categories.server";
import { PreviewBanner } from "~/components/blog/PreviewBanner";
import { NotFound } from "~/components/NotFound";
import type { RouteHandle } from "~/lib/page-runtime";
import { passOnHeaders } from "~/lib/route-headers";
import { documentTitle } from "~/lib/seo";
import { previewImageUrl, responsiveImageFor } from "~/server/domain/post-images.server";
import { resolvePreviewToken } from "~/server/domain/post-previews.server";
import { renderPostBodyForPage } from "~/server/domain/render-post.server";
import type { Route } from "./+types/preview";
import { clock } from "~/server/infra/clock.server";

export const headers = passOnHeaders;

/** No analytics here: the address holds the link's secret, and a preview is not a visit. */
export const handle: RouteHandle = { analytics: false };

/** Never indexed, never kept by a browser or a proxy: the post may change (or the link be revoked) any minute. */
const PRIVATE_PAGE = { "X-Robots-Tag": "noindex", "Cache-Control": "no-store" };

/**
 * /preview/<token> (decision 0348): the draft or scheduled post as visitors
 * will see it, through the article's own component and body rendering; an
 * unknown, expired or revoked link is the site's 404; once the post is live,
 * the public article.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const now = clock();
  const found = await resolvePreviewToken(params.token, now);
  if (!found) return data({ found: false as const }, { status: 404, headers: PRIVATE_PAGE });
  const { post, expiresAt } = found;
  if (post.status === "published") throw redirect(articlePath(post.language, post.slug), { status: 302, headers: PRIVATE_PAGE });
  const { content, ...rest } = post;
  // The post's images are private until it is live: their addresses carry this link's token (decision 0352).
  const withImages = {
    ...rest,
    image: previewImageUrl(rest.image, params.token),
    socialImage: previewImageUrl(rest.socialImage, params.token),
  };
  // The byline's date as visitors will see it: a scheduled post's time; a draft as if it went live now
  // (not the day it was started, nor "Updated" for edits made before it is published).
  const shown = post.status === "draft" ? { ...withImages, publishedAt: now.toISOString() } : withImages;
  return data(
    {
      found: true as const,
      post: shown,
      // A French post shows in the French blog's words (decision 0803).
      categoryName: post.language === "fr" ? ((await frenchCategoryNames()).get(post.category) ?? post.category) : post.category,
      html: await renderPostBodyForPage(content, { previewToken: params.token }),
      responsiveImage: await responsiveImageFor(post.image, { previewToken: params.token }),
      scheduledFor: post.status === "scheduled" ? post.publishedAt : null,
      linkExpiresAt: expiresAt,
    },
    { headers: PRIVATE_PAGE },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.found ? documentTitle(`Preview: ${loaderData.post.title}`) : documentTitle("Page not found") },
  { name: "robots", content: "noindex" },
];

export default function PostPreview({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFound />;
  const { post, html, responsiveImage, scheduledFor, linkExpiresAt, categoryName } = loaderData;
  return (
    <>
      <PreviewBanner scheduledFor={scheduledFor} linkExpiresAt={linkExpiresAt} />
      <div lang={post.language === "fr" ? LANGUAGE_TAG.fr : undefined}>
        <ArticleView post={post} html={html} responsiveImage={responsiveImage} edition={editionOf(post.language, post, categoryName)} />
      </div>
    </>
  );
}
