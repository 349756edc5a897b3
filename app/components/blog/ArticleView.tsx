/**
 * A blog article as visitors see it: breadcrumb, title, byline, image, the
 * sanitised body (or the excerpt), tags and the way back. The public article
 * and the admin preview both render this, so the preview cannot drift from
 * what visitors will see.
 */
import type { ReactNode } from "react";
import { Breadcrumb } from "~/components/Breadcrumb";
import { DateAndReadTime } from "~/components/blog/DateAndReadTime";
import { PostBody } from "~/components/blog/PostBody";
import { PostImage } from "~/components/blog/PostImage";
import type { ResponsiveImage } from "~/lib/responsive-image";
import { formatAgencyDate } from "~/lib/agency-time";
import { href } from "react-router";

interface ArticlePost {
  title: string;
  category: string;
  author: string;
  authorRole: string | null;
  createdAt: string;
  publishedAt: string | null;
  updatedAt: string;
  readTime: string;
  image: string | null;
  imageAlt: string | null;
  /** The image only decorates: alt="". */
  imageDecorative?: boolean;
  tags: string[];
  excerpt: string;
}

/** The article's words and links in its edition's language (the public article reads them from the catalogs). */
export interface ArticleEdition {
  homePath: string;
  homeName: string;
  blogPath: string;
  blogName: string;
  /** The post's category as the edition names it. */
  categoryName: string;
  breadcrumbLabel: string;
  tagsHeading: string;
  backToAll: string;
  readTime: string;
  updatedLabel: string;
  formatDate: (iso: string) => string;
}

/** English, for the staff preview and the preview link, which have no catalogs. */
function englishEdition(post: ArticlePost): ArticleEdition {
  return {
    homePath: "/",
    homeName: "Home",
    blogPath: href("/blog"),
    blogName: "Blog",
    categoryName: post.category,
    breadcrumbLabel: "Breadcrumb",
    tagsHeading: "Tags",
    backToAll: "← Back to all articles",
    readTime: post.readTime,
    updatedLabel: "Updated",
    formatDate: formatAgencyDate,
  };
}

export function ArticleView({
  post,
  html,
  createdWithTime = false,
  responsiveImage = null,
  edition = englishEdition(post),
  children,
}: {
  post: ArticlePost;
  /** The image's responsive copies (responsiveImagesFor), when it is an upload that has them. */
  responsiveImage?: ResponsiveImage | null;
  /** The body, rendered and sanitised on the server; empty shows the excerpt. */
  html: string;
  /** The admin preview shows the dates to the minute. */
  createdWithTime?: boolean;
  edition?: ArticleEdition;
  /** Extra head-of-article content, e.g. the article's JSON-LD. */
  children?: ReactNode;
}) {
  return (
    <article className="pb-16">
      {children}
      <header className="bg-brand-50">
        <div className="container-page max-w-4xl py-10 sm:py-14">
          <Breadcrumb
            crumbs={[
              { name: edition.homeName, path: edition.homePath },
              { name: edition.blogName, path: edition.blogPath },
              { name: edition.categoryName, path: `${edition.blogPath}?category=${encodeURIComponent(post.category)}` },
            ]}
            endsAtPage={false}
            label={edition.breadcrumbLabel}
          />
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
            <DateAndReadTime
              post={post}
              readTime={edition.readTime}
              withTime={createdWithTime}
              showUpdated
              formatDate={edition.formatDate}
              updatedLabel={edition.updatedLabel}
            />
          </p>
        </div>
      </header>

      <div className="container-page max-w-4xl">
        {post.image ? (
          // The article's image is the first of its page: fetched at once (no lazy, fetchpriority high).
          <PostImage
            src={post.image}
            alt={post.imageDecorative ? "" : (post.imageAlt ?? "")}
            responsive={responsiveImage}
            sizes="(min-width: 56rem) 56rem, 100vw"
            width={1200}
            height={675}
            priority
            className="mt-8 aspect-video w-full rounded-2xl bg-brand-50 object-cover"
          />
        ) : null}
        <div className="mx-auto mt-8 max-w-3xl">
          {html ? <PostBody html={html} /> : <p className="text-lg leading-relaxed text-ink">{post.excerpt}</p>}
          {post.tags.length ? (
            <div className="mt-10 border-t border-slate-200 pt-6">
              <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{edition.tagsHeading}</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <a
                      href={`${edition.blogPath}?q=${encodeURIComponent(tag)}`}
                      className="inline-flex rounded-full bg-slate-100 px-3 py-1 text-sm text-ink hover:bg-brand-50"
                    >
                      #{tag}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className="mt-10">
            <a href={edition.blogPath} className="link">
              {edition.backToAll}
            </a>
          </p>
        </div>
      </div>
    </article>
  );
}
