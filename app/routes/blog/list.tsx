import { data, href } from "react-router";
import { PostCard } from "~/components/blog/PostCard";
import { NewsletterForm } from "~/components/submissions/NewsletterForm";
import { Pagination } from "~/components/Pagination";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { ALL_CATEGORIES } from "~/content/blog";
import { parseBlogQuery } from "~/schemas/blog-query";
import { publicCategoryNames } from "~/server/domain/categories.server";
import { listPublishedPosts } from "~/server/domain/posts.server";
import { responsiveImagesFor } from "~/server/domain/post-images.server";
import type { Route } from "./+types/list";
import { passOnHeaders } from "~/lib/route-headers";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const filtered = Boolean(loaderData?.query.q) || loaderData?.query.category !== ALL_CATEGORIES;
  const page = loaderData?.page.page ?? 1;
  return [
    ...pageMeta({
      title: page > 1 ? `Blog, page ${page}` : "Blog: Home Care Advice and News",
      description:
        "Practical advice on home care, senior health, mental wellness and caregiving from the Sinai Home Care team, plus SinaiCare news.",
      path: page > 1 && !filtered ? `${href("/blog")}?page=${page}` : href("/blog"),
      siteUrl,
      // Search and filter results are for visitors, not for search engines.
      noindex: filtered,
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: "Sinai Home Care blog",
      href: new URL(href("/blog/rss.xml"), siteUrl).toString(),
    },
  ];
};

export async function loader({ url }: Route.LoaderArgs) {
  const query = parseBlogQuery(url);
  const [categories, page] = await Promise.all([publicCategoryNames(), listPublishedPosts(query)]);
  if (query.page > page.pageCount) throw data(null, { status: 404 });
  const images = await responsiveImagesFor([...page.featured, ...page.posts].map((post) => post.image));
  return { query, categories, page, images };
}

function filterHref(category: string, q: string): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (category !== ALL_CATEGORIES) params.set("category", category);
  const search = params.toString();
  return search ? `${href("/blog")}?${search}` : href("/blog");
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { query, categories, page, images } = loaderData;
  const isAll = query.category === ALL_CATEGORIES;
  const filtered = Boolean(query.q) || !isAll;
  const nothing = page.total === 0 && page.featured.length === 0;
  const listSearch = new URLSearchParams();
  if (query.q) listSearch.set("q", query.q);
  if (!isAll) listSearch.set("category", query.category);

  const gridHeading = query.q
    ? `Results for “${query.q}”${isAll ? "" : ` in ${query.category}`}`
    : isAll
      ? "Latest articles"
      : query.category;

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="container-page py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">Sinai Home Care blog</p>
          <h1 className="mt-3 max-w-3xl text-display font-bold">Care at home: advice, stories and news</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">
            Practical guidance for families and caregivers from our nurses, support workers and care coordinators.
          </p>
          <form method="get" action={href("/blog")} role="search" className="mt-8 flex max-w-xl flex-col gap-3 sm:flex-row">
            <label htmlFor="blog-search" className="sr-only">
              Search articles
            </label>
            <input
              id="blog-search"
              type="search"
              name="q"
              defaultValue={query.q}
              key={query.q}
              maxLength={100}
              placeholder="Search articles, topics or tags"
              className="min-h-11 flex-1 rounded-full border-0 bg-white px-5 text-ink shadow placeholder:text-slate-500"
            />
            {isAll ? null : <input type="hidden" name="category" value={query.category} />}
            <button type="submit" className="btn-accent">
              Search
            </button>
          </form>
        </div>
      </section>

      <div className="container-page py-10">
        <nav aria-label="Blog categories">
          <ul className="flex flex-wrap gap-2">
            {[ALL_CATEGORIES, ...categories].map((category) => {
              const current = category === query.category;
              return (
                <li key={category}>
                  <a
                    href={filterHref(category, query.q)}
                    aria-current={current ? "page" : undefined}
                    className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors ${
                      current
                        ? "border-brand-700 bg-brand-700 text-white"
                        : "border-slate-300 bg-white text-ink hover:border-brand-700 hover:text-brand-800"
                    }`}
                  >
                    {category}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>

        {page.featured.length ? (
          <section aria-labelledby="featured-heading" className="mt-10">
            <h2 id="featured-heading" className="text-2xl font-bold text-ink">
              Featured articles
            </h2>
            <ul className="mt-5 grid gap-6">
              {page.featured.map((post, index) => (
                <li key={post.id}>
                  {/* The first card's image is the first of the page (the hero above has none). */}
                  <PostCard post={post} featured priority={index === 0} responsiveImage={post.image ? images[post.image] : null} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {nothing ? (
          <section className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
            <h2 className="text-2xl font-bold text-ink">No articles found</h2>
            <p className="mx-auto mt-2 max-w-md text-muted">
              {filtered
                ? "Nothing matches your search or category yet. Try other words, or see every article."
                : "There are no articles yet. Please check back soon."}
            </p>
            {filtered ? (
              <a href={href("/blog")} className="btn-primary mt-6">
                Clear Filters
              </a>
            ) : null}
          </section>
        ) : page.posts.length ? (
          <section aria-labelledby="articles-heading" className="mt-10">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <h2 id="articles-heading" className="text-2xl font-bold text-ink">
                {gridHeading}
              </h2>
              <p className="text-sm text-muted">
                {page.total === 1 ? "1 article" : `${page.total} articles`}
                {filtered ? (
                  <>
                    {" · "}
                    <a href={href("/blog")} className="link">
                      Clear Filters
                    </a>
                  </>
                ) : null}
              </p>
            </div>
            <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {page.posts.map((post, index) => (
                <li key={post.id}>
                  <PostCard
                    post={post}
                    priority={index === 0 && !page.featured.length}
                    responsiveImage={post.image ? images[post.image] : null}
                  />
                </li>
              ))}
            </ul>
            <Pagination path={href("/blog")} page={page.page} pageCount={page.pageCount} search={listSearch} label="Blog pages" />
          </section>
        ) : null}

        <aside className="mt-14 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8 md:max-w-2xl">
          <NewsletterForm />
        </aside>
      </div>
    </>
  );
}
