import { ReviewDialog } from "~/components/submissions/ReviewDialog";
import { REVIEW_ACTION } from "~/components/submissions/ReviewForm";
import { TestimonialCard } from "~/components/submissions/TestimonialCard";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { testimonialsPage } from "~/server/domain/testimonials.server";
import type { Route } from "./+types/testimonials";
import { seamAttrs } from "~/lib/browser-seam";
import { translate, useLocale, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { passOnHeaders } from "~/lib/route-headers";
import { inEdition } from "~/public-pages";
import { href } from "react-router";

export const headers = passOnHeaders;

/** ?page=N (1-based); anything else is page 1. */
function pageFrom(url: URL): number {
  const raw = url.searchParams.get("page");
  return raw && /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
}

export async function loader({ url }: Route.LoaderArgs) {
  return testimonialsPage(pageFrom(url));
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const locale = localeOfPath(location.pathname);
  const list = inEdition(locale, href("/testimonials"));
  const page = loaderData && loaderData.page > 1 ? loaderData.page : 1;
  return pageMeta({
    title: page > 1 ? translate(locale, "testimonials.titleOfPage", { page }) : translate(locale, "testimonials.title"),
    description: translate(locale, "testimonials.description"),
    path: page > 1 ? `${list}?page=${page}` : list,
    siteUrl: siteUrlFrom(matches),
  });
};

/**
 * All testimonials: two columns, 6 per page, newest first.
 * Without JavaScript, 'Load more' is a link to the next page (and 'Previous
 * page' leads back); with it, app/browser/load-more.ts turns it into a
 * button that appends the next page ('Loading...' while it comes, 'No more
 * testimonials' at the end), focuses the first new card and says in the
 * status how many came; the list itself is not a live region (it would be
 * read again in full). After a review from the dialog, app/browser/forms.ts
 * takes the list again from the server (seam.refreshedBy).
 */
export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { items, page, hasMore } = loaderData;
  const t = useT();
  const list = inEdition(useLocale(), href("/testimonials"));
  return (
    <div className="container-page section-y">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="eyebrow">{t("testimonials.eyebrow")}</p>
          <h1 className="mt-2 text-display font-bold text-brand-900">{t("testimonials.title")}</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">
            {t("testimonials.intro")}
            {page > 1 ? ` ${t("testimonials.pageNumber", { page })}` : ""}
          </p>
        </div>
        <ReviewDialog />
      </div>

      <div {...seamAttrs({ pagedList: true, refreshedBy: REVIEW_ACTION })}>
        {items.length ? (
          <ul {...seamAttrs({ pagedItems: true })} className="mt-10 grid gap-6 md:grid-cols-2">
            {items.map((testimonial) => (
              <li key={testimonial.id} {...seamAttrs({ key: testimonial.id })} tabIndex={-1} className="rounded-2xl">
                <TestimonialCard testimonial={testimonial} headingLevel={2} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 text-muted">
            {page > 1 ? t("testimonials.noneOnPage") : t("testimonials.none")}
          </p>
        )}

        <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
          {page > 1 ? (
            <a href={page === 2 ? list : `${list}?page=${page - 1}`} className="btn-outline">
              {t("testimonials.previousPage")}
            </a>
          ) : null}
          {hasMore ? (
            <a
              href={`${list}?page=${page + 1}`}
              className="btn-primary"
              {...seamAttrs({
                loadMore: true,
                pendingText: t("testimonials.loading"),
                announceOne: t("testimonials.loadedOne"),
                announceMany: t("testimonials.loadedMany"),
                failedTitle: t("testimonials.loadFailed"),
              })}
            >
              {t("testimonials.loadMore")}
            </a>
          ) : null}
        </div>
        {/* Always in the page, so what it says is read out: how many came, and the end. */}
        <div role="status" {...seamAttrs({ pagedStatus: true })} className="mt-4 text-center">
          <span className="sr-only" {...seamAttrs({ pagedAnnouncement: true })} />
          {hasMore ? null : (
            <p className="text-muted" {...seamAttrs({ pagedEnd: true })}>
              {t("testimonials.end")}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
