import { data } from "react-router";
import { PostCard } from "~/components/blog/PostCard";
import { PageNewsletterForm } from "~/components/submissions/NewsletterForm";
import { Pagination } from "~/components/Pagination";
import { splitAround, translator, useLocale, useT } from "~/lib/i18n";
import { LANGUAGE_TAG, localeOfPath, type Locale } from "~/lib/locale";
import { articlePath, BLOG_PATHS, UNTRANSLATED_PARAM } from "~/lib/blog-addresses";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { ALL_CATEGORIES } from "~/content/blog";
import { parseBlogQuery } from "~/schemas/blog-query";
import { frenchCategoryNames, publicCategoryNames } from "~/server/domain/categories.server";
import { findPublishedPost, listPublishedPosts } from "~/server/domain/posts.server";
import { responsiveImagesFor } from "~/server/domain/post-images.server";
import type { Route } from "./+types/list";
import { passOnHeaders } from "~/lib/route-headers";
import { RenderedOnce } from "~/components/RenderedOnce";

export const headers = passOnHeaders;

/** /blog and /fr/blogue: each edition's posts (decision 0803), its categories named in its language. */
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const siteUrl = siteUrlFrom(matches);
  const locale = loaderData?.locale ?? localeOfPath(location.pathname);
  const t = translator(locale);
  const blogPath = BLOG_PATHS[locale];
  const filtered = Boolean(loaderData?.query.q) || loaderData?.query.category !== ALL_CATEGORIES || Boolean(loaderData?.untranslated);
  const page = loaderData?.page.page ?? 1;
  return [
    ...pageMeta({
      title: page > 1 ? t("blog.pageTitlePaged", { page }) : t("blog.pageTitle"),
      description: t("blog.description"),
      path: page > 1 && !filtered ? `${blogPath}?page=${page}` : blogPath,
      siteUrl,
      // Search and filter results (and the other edition's notice) are for visitors, not for search engines.
      noindex: filtered,
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: t("blog.name"),
      href: new URL(`${blogPath}/rss.xml`, siteUrl).toString(),
    },
  ];
};

/** The article of the other language named by the switcher's notice parameter, if it is live. */
async function untranslatedArticle(url: URL, locale: Locale) {
  const slug = url.searchParams.get(UNTRANSLATED_PARAM[locale]);
  if (!slug || slug.length > 200) return null;
  const other: Locale = locale === "fr" ? "en" : "fr";
  const post = await findPublishedPost(slug, undefined, other);
  return post && post.slug === slug ? { title: post.title, path: articlePath(other, post.slug), locale: other } : null;
}

export async function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const query = parseBlogQuery(url);
  const [keys, frenchNames, page, untranslated] = await Promise.all([
    publicCategoryNames(),
    locale === "fr" ? frenchCategoryNames() : new Map<string, string>(),
    listPublishedPosts({ ...query, language: locale }),
    untranslatedArticle(url, locale),
  ]);
  if (query.page > page.pageCount) throw data(null, { status: 404 });
  const images = await responsiveImagesFor([...page.featured, ...page.posts].map((post) => post.image));
  // The filter's values are the category keys; each edition shows its own name.
  const categoryNames = Object.fromEntries(keys.map((key) => [key, frenchNames.get(key) ?? key]));
  const categories = locale === "en" ? keys : keys.toSorted((a, b) => categoryNames[a]!.localeCompare(categoryNames[b]!, "fr-CA"));
  return { locale, query, categories, categoryNames, page, images, untranslated };
}

function filterHref(blogPath: string, category: string, q: string): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (category !== ALL_CATEGORIES) params.set("category", category);
  const search = params.toString();
  return search ? `${blogPath}?${search}` : blogPath;
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { query, untranslated } = loaderData;
  return (
    <>
      <RenderedOnce id="blog-list-hero" inputs={[query, untranslated]} keep={!query.q}>
        <BlogHero query={query} untranslated={untranslated} />
      </RenderedOnce>

      <div className="container-page py-10">
        <RenderedOnce id="blog-list-posts" inputs={[loaderData]} keep={!query.q}>
          <BlogPosts list={loaderData} />
        </RenderedOnce>

        <aside className="mt-14 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8 md:max-w-2xl">
          <PageNewsletterForm id="blog-newsletter" />
        </aside>
      </div>
    </>
  );
}

type BlogListData = Route.ComponentProps["loaderData"];

/** The blog's heading and search. The kept parts are components: a kept one is not described again at each render. */
function BlogHero({ query, untranslated }: Pick<BlogListData, "query" | "untranslated">) {
  const locale = useLocale();
  const t = useT();
  const blogPath = BLOG_PATHS[locale];
  const isAll = query.category === ALL_CATEGORIES;
  return (
    <>
      {/* First on the page: the switcher led here from an article this edition does not have. */}
      {untranslated ? <UntranslatedNotice article={untranslated} /> : null}
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="container-page py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">{t("blog.name")}</p>
          <h1 className="mt-3 max-w-3xl text-display font-bold">{t("blog.heading")}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{t("blog.intro")}</p>
          <form method="get" action={blogPath} role="search" className="mt-8 flex max-w-xl flex-col gap-3 sm:flex-row">
            <label htmlFor="blog-search" className="sr-only">
              {t("blog.searchLabel")}
            </label>
            <input
              id="blog-search"
              type="search"
              name="q"
              defaultValue={query.q}
              key={query.q}
              maxLength={100}
              placeholder={t("blog.searchPlaceholder")}
              className="min-h-11 flex-1 rounded-full border-0 bg-white px-5 text-ink shadow placeholder:text-slate-500"
            />
            {isAll ? null : <input type="hidden" name="category" value={query.category} />}
            <button type="submit" className="btn-accent">
              {t("blog.search")}
            </button>
          </form>
        </div>
      </section>
    </>
  );
}

/** The categories, the featured posts and the page of posts. */
function BlogPosts({ list }: { list: BlogListData }) {
  const { query, categories, categoryNames, page, images } = list;
  const locale = useLocale();
  const t = useT();
  const blogPath = BLOG_PATHS[locale];
  const nameOf = (category: string) => (category === ALL_CATEGORIES ? t("blog.all") : (categoryNames[category] ?? category));
  const isAll = query.category === ALL_CATEGORIES;
  const filtered = Boolean(query.q) || !isAll;
  const nothing = page.total === 0 && page.featured.length === 0;
  const listSearch = new URLSearchParams();
  if (query.q) listSearch.set("q", query.q);
  if (!isAll) listSearch.set("category", query.category);

  const gridHeading = query.q
    ? isAll
      ? t("blog.resultsFor", { q: query.q })
      : t("blog.resultsForIn", { q: query.q, category: nameOf(query.category) })
    : isAll
      ? t("blog.latest")
      : nameOf(query.category);

  return (
    <>
      <nav aria-label={t("blog.categoriesLabel")}>
        <ul className="flex flex-wrap gap-2">
          {[ALL_CATEGORIES, ...categories].map((category) => {
            const current = category === query.category;
            return (
              <li key={category}>
                <a
                  href={filterHref(blogPath, category, query.q)}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors ${
                    current
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-slate-300 bg-white text-ink hover:border-brand-700 hover:text-brand-800"
                  }`}
                >
                  {nameOf(category)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>

      {page.featured.length ? (
        <section aria-labelledby="featured-heading" className="mt-10">
          <h2 id="featured-heading" className="text-2xl font-bold text-ink">
            {t("blog.featuredHeading")}
          </h2>
          <ul className="mt-5 grid gap-6">
            {page.featured.map((post, index) => (
              <li key={post.id}>
                {/* The first card's image is the first of the page (the hero above has none). */}
                <PostCard
                  post={post}
                  categoryName={nameOf(post.category)}
                  featured
                  priority={index === 0}
                  responsiveImage={post.image ? images[post.image] : null}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {nothing ? (
        <section className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
          <h2 className="text-2xl font-bold text-ink">{t("blog.noArticles")}</h2>
          <p className="mx-auto mt-2 max-w-md text-muted">{filtered ? t("blog.noMatch") : t("blog.noArticlesYet")}</p>
          {filtered ? (
            <a href={blogPath} className="btn-primary mt-6">
              {t("blog.clearFilters")}
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
              {t("blog.articleCount", { count: page.total })}
              {filtered ? (
                <>
                  {" · "}
                  <a href={blogPath} className="link">
                    {t("blog.clearFilters")}
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
                  categoryName={nameOf(post.category)}
                  priority={index === 0 && !page.featured.length}
                  responsiveImage={post.image ? images[post.image] : null}
                />
              </li>
            ))}
          </ul>
          <Pagination
            path={blogPath}
            page={page.page}
            pageCount={page.pageCount}
            search={listSearch}
            label={t("blog.pagesLabel")}
            words={{ previous: t("pagination.previous"), next: t("pagination.next"), page: t("pagination.page") }}
          />
        </section>
      ) : null}
    </>
  );
}

/**
 * Where the other edition's switcher leads from an article this edition does
 * not have: it says so and links to the article, in its language.
 */
function UntranslatedNotice({ article }: { article: { title: string; path: string; locale: Locale } }) {
  const t = useT();
  const [before, after] = splitAround(t, "blog.untranslatedLink", "title");
  return (
    <div className="border-b border-amber-200 bg-amber-50">
      <p role="note" className="container-page py-4 text-ink">
        {`${t("blog.untranslated")} `}
        <a href={article.path} hrefLang={LANGUAGE_TAG[article.locale]} className="link font-semibold">
          {before}
          <cite lang={LANGUAGE_TAG[article.locale]}>{article.title}</cite>
          {after}
        </a>
      </p>
    </div>
  );
}
