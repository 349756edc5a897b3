import { data, Link } from "react-router";
import { PostBody } from "~/components/blog/PostBody";
import { JsonLd } from "~/components/JsonLd";
import { formatPostDate } from "~/lib/post-dates";
import { pageMeta, SITE_NAME, siteUrlFrom } from "~/lib/seo";
import { useSiteUrl } from "~/lib/root-data";
import { findPublishedPost } from "~/server/posts.server";
import { renderPostBody } from "~/server/render-post.server";
import type { Route } from "./+types/article";

/** /blog/{slugOrId}: by slug, else by numeric id; drafts are 404 for visitors. */
export async function loader({ params }: Route.LoaderArgs) {
  const post = await findPublishedPost(params.slugOrId);
  if (!post) throw data(null, { status: 404 });
  const { content, ...rest } = post;
  return { post: rest, html: renderPostBody(content) };
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
  const { post, html } = loaderData;
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
    <article className="pb-16">
      <JsonLd data={jsonLd} />
      <header className="bg-brand-50">
        <div className="container-page max-w-4xl py-10 sm:py-14">
          <nav aria-label="Breadcrumb" className="text-sm">
            <ol className="flex flex-wrap gap-2 text-muted">
              <li>
                <Link to="/" className="link">
                  Home
                </Link>
                <span aria-hidden="true"> /</span>
              </li>
              <li>
                <Link to="/blog" className="link">
                  Blog
                </Link>
                <span aria-hidden="true"> /</span>
              </li>
              <li>
                <Link to={`/blog?category=${encodeURIComponent(post.category)}`} className="link">
                  {post.category}
                </Link>
              </li>
            </ol>
          </nav>
          <h1 className="mt-4 text-3xl font-bold leading-tight text-ink sm:text-4xl lg:text-5xl">{post.title}</h1>
          {/* Narrow screens: the author on a line of its own, so no line starts with a "·". */}
          <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
            <span className="w-full sm:w-auto">
              <span className="font-semibold text-ink">{post.author}</span>
              {post.authorRole ? <span>, {post.authorRole}</span> : null}
            </span>
            <span aria-hidden="true" className="hidden sm:inline">
              ·
            </span>
            <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
            <span aria-hidden="true">·</span>
            <span>{post.readTime}</span>
          </p>
        </div>
      </header>

      <div className="container-page max-w-4xl">
        {post.image ? (
          <img
            src={post.image}
            alt={post.imageAlt ?? ""}
            width={1200}
            height={675}
            className="mt-8 aspect-video w-full rounded-2xl bg-brand-50 object-cover"
          />
        ) : null}
        <div className="mx-auto mt-8 max-w-3xl">
          {html ? <PostBody html={html} /> : <p className="text-lg leading-relaxed text-ink">{post.excerpt}</p>}
          {post.tags.length ? (
            <div className="mt-10 border-t border-slate-200 pt-6">
              <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">Tags</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`/blog?q=${encodeURIComponent(tag)}`}
                      className="inline-flex rounded-full bg-slate-100 px-3 py-1 text-sm text-ink hover:bg-brand-50"
                    >
                      #{tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className="mt-10">
            <Link to="/blog" className="link">
              ← Back to all articles
            </Link>
          </p>
        </div>
      </div>
    </article>
  );
}
