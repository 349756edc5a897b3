import { data, Link } from "react-router";
import { PostBody } from "~/components/blog/PostBody";
import { adminMeta } from "~/lib/admin-meta";
import { formatPostDateTime } from "~/lib/post-dates";
import { postIdSchema } from "~/schemas/post";
import { findPostById } from "~/server/posts.server";
import { renderPostBody } from "~/server/render-post.server";
import type { Route } from "./+types/post-preview";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Preview “${loaderData.post.title}”` : "Preview");

/** The post as it will look (drafts included), rendered and sanitised like the article. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = postIdSchema.safeParse(params.id);
  const post = id.success ? await findPostById(id.data) : null;
  if (!post) throw data(null, { status: 404 });
  const { content, ...rest } = post;
  return { post: rest, html: renderPostBody(content) };
}

export default function PreviewPost({ loaderData }: Route.ComponentProps) {
  const { post, html } = loaderData;
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <p className="font-medium">
          Preview · {post.published ? "Published" : "Draft: visitors cannot see this post"}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to={`/admin/edit/${post.id}`} className="btn-outline min-h-9 bg-white px-4 py-1.5">
            Edit
          </Link>
          {post.published ? (
            <Link to={`/blog/${post.slug}`} reloadDocument className="btn-outline min-h-9 bg-white px-4 py-1.5">
              View on the blog
            </Link>
          ) : null}
          <Link to="/admin" className="btn-outline min-h-9 bg-white px-4 py-1.5">
            Back to dashboard
          </Link>
        </div>
      </div>
      <article className="mx-auto max-w-3xl rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{post.category}</p>
        <h1 className="mt-2 text-3xl font-bold leading-tight text-ink sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-sm text-muted">
          Created <time dateTime={post.createdAt}>{formatPostDateTime(post.createdAt)}</time> · {post.author}
          {post.authorRole ? `, ${post.authorRole}` : ""} · {post.readTime}
        </p>
        {post.image ? (
          <img
            src={post.image}
            alt={post.imageAlt ?? ""}
            width={1200}
            height={675}
            className="mt-6 aspect-video w-full rounded-xl bg-brand-50 object-cover"
          />
        ) : null}
        {html ? <PostBody html={html} className="mt-6" /> : <p className="mt-6 text-lg text-muted">{post.excerpt}</p>}
      </article>
    </>
  );
}
