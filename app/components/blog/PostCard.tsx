import { formatDate, useLocale, useT } from "~/lib/i18n";
import { articlePath, readMinutes } from "~/lib/blog-addresses";
import type { ResponsiveImage } from "~/lib/responsive-image";
import { DateAndReadTime } from "./DateAndReadTime";
import { PostImage } from "./PostImage";

interface PostCardData {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  category: string;
  readTime: string;
  image: string | null;
  imageAlt: string | null;
  imageDecorative?: boolean;
  createdAt: string;
  publishedAt: string | null;
  updatedAt: string;
}

const PLACEHOLDER_POST_IMAGE = "/images/blog/post-placeholder.svg";

/** How wide a card's image is shown: the featured card's is half the page from md, a grid card's a third from lg. */
const FEATURED_SIZES = "(min-width: 80rem) 38rem, (min-width: 48rem) 50vw, 100vw";
const GRID_SIZES = "(min-width: 80rem) 25rem, (min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw";

/**
 * One article in the blog grid (or, larger, in the featured block), in the
 * page's language. `priority`: the first image of the page, fetched at once.
 */
export function PostCard({
  post,
  categoryName = post.category,
  featured = false,
  priority = false,
  responsiveImage = null,
}: {
  post: PostCardData;
  /** Its category as the page's edition names it. */
  categoryName?: string;
  featured?: boolean;
  priority?: boolean;
  responsiveImage?: ResponsiveImage | null;
}) {
  const locale = useLocale();
  const t = useT();
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md ${
        featured ? "md:flex-row" : ""
      }`}
    >
      <PostImage
        src={post.image ?? PLACEHOLDER_POST_IMAGE}
        alt={post.image && !post.imageDecorative ? (post.imageAlt ?? "") : ""}
        responsive={post.image ? responsiveImage : null}
        sizes={featured ? FEATURED_SIZES : GRID_SIZES}
        width={640}
        height={360}
        priority={priority}
        className={`aspect-video w-full bg-brand-50 object-cover ${featured ? "md:w-1/2" : ""}`}
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{categoryName}</span>
          {featured ? <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-900">{t("blog.featured")}</span> : null}
        </p>
        <h3 className={`mt-3 font-bold leading-snug text-ink ${featured ? "text-2xl" : "text-xl"}`}>
          <a href={articlePath(locale, post.slug)} className="after:absolute after:inset-0 hover:text-brand-800 hover:underline">
            {post.title}
          </a>
        </h3>
        {/* No flex-1 here: a stretched box would show a 4th line under the clamp. */}
        <p className="mt-2 line-clamp-3 text-muted">{post.excerpt}</p>
        {/* The author on a line of its own in narrow cards, so no line starts or ends with a "·". */}
        <p className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-4 text-sm text-muted">
          <span className={featured ? "w-full sm:w-auto" : "w-full"}>{post.author}</span>
          <span aria-hidden="true" className={featured ? "hidden sm:inline" : "hidden"}>
            ·
          </span>
          <DateAndReadTime
            post={post}
            readTime={t("blog.readTime", { minutes: readMinutes(post.readTime) })}
            formatDate={(iso) => formatDate(locale, new Date(iso))}
          />
        </p>
      </div>
    </article>
  );
}
