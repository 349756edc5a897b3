import { href, Link } from "react-router";
import { ArticleView } from "~/components/blog/ArticleView";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { postForStaff } from "./post-access.server";
import { renderPostBodyForPage } from "~/server/domain/render-post.server";
import { responsiveImageFor } from "~/server/domain/post-images.server";
import type { Route } from "./+types/post-preview";
import { passOnHeaders } from "~/lib/route-headers";
import { requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { articlePath } from "~/lib/blog-addresses";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("posts:write")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Preview “${loaderData.post.title}”` : "Preview");

/** The post as it will look (drafts included), rendered and sanitised like the article. */
export async function loader({ params, context }: Route.LoaderArgs) {
  // An author previews their own drafts and what is published, not others' drafts.
  const post = await postForStaff(params.id, signedInAdmin(context), { readOnly: true });
  const { content, ...rest } = post;
  return { post: rest, html: await renderPostBodyForPage(content), responsiveImage: await responsiveImageFor(post.image) };
}

export default function PreviewPost({ loaderData }: Route.ComponentProps) {
  const { post, html, responsiveImage } = loaderData;
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <p className="font-medium">
          Preview ·{" "}
          {post.status === "published"
            ? "Published"
            : post.status === "scheduled" && post.publishedAt
              ? `Scheduled for ${formatAgencyDateTime(post.publishedAt)}: visitors cannot see it yet`
              : "Draft: visitors cannot see this post"}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to={href("/admin/edit/:id", { id: String(post.id) })} className="btn-outline min-h-9 bg-white px-4 py-1.5">
            Edit
          </Link>
          {post.status === "published" ? (
            <Link to={articlePath(post.language, post.slug)} reloadDocument className="btn-outline min-h-9 bg-white px-4 py-1.5">
              View on the blog
            </Link>
          ) : null}
          <Link to={href("/admin")} className="btn-outline min-h-9 bg-white px-4 py-1.5">
            Back to dashboard
          </Link>
        </div>
      </div>
      {/* A French post's article is French for screen readers and spelling (decision 0803); the banner stays English. */}
      <div className="-mx-4 overflow-hidden rounded-2xl bg-white shadow-sm sm:mx-0" lang={post.language === "fr" ? "fr-CA" : undefined}>
        <ArticleView post={post} html={html} createdWithTime responsiveImage={responsiveImage} />
      </div>
    </>
  );
}
