import { ReviewDialog } from "~/components/submissions/ReviewDialog";
import { REVIEW_ACTION } from "~/components/submissions/ReviewForm";
import { TestimonialCard } from "~/components/submissions/TestimonialCard";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { testimonialsPage } from "~/server/domain/testimonials.server";
import type { Route } from "./+types/testimonials";
import { seamAttrs } from "~/lib/browser-seam";
import { passOnHeaders } from "~/lib/route-headers";
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

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    title: loaderData && loaderData.page > 1 ? `All Testimonials (page ${loaderData.page})` : "All Testimonials",
    description: "What clients, families and care partners say about our in-home care across Ontario.",
    path: loaderData && loaderData.page > 1 ? `${href("/testimonials")}?page=${loaderData.page}` : href("/testimonials"),
    siteUrl: siteUrlFrom(matches),
  });

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
  return (
    <div className="container-page section-y">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="eyebrow">Testimonials</p>
          <h1 className="mt-2 text-display font-bold text-brand-900">All Testimonials</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">
            Words from clients, families and partners. Newest first.
            {page > 1 ? ` Page ${page}.` : ""}
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
            {page > 1 ? "There are no testimonials on this page." : "No testimonials yet. Be the first to leave a review."}
          </p>
        )}

        <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
          {page > 1 ? (
            <a href={page === 2 ? href("/testimonials") : `${href("/testimonials")}?page=${page - 1}`} className="btn-outline">
              Previous page
            </a>
          ) : null}
          {hasMore ? (
            <a
              href={`${href("/testimonials")}?page=${page + 1}`}
              className="btn-primary"
              {...seamAttrs({
                loadMore: true,
                pendingText: "Loading...",
                announceOne: "1 more testimonial loaded.",
                announceMany: "{count} more testimonials loaded.",
                failedTitle: "Could not load more testimonials",
              })}
            >
              Load more
            </a>
          ) : null}
        </div>
        {/* Always in the page, so what it says is read out: how many came, and the end. */}
        <div role="status" {...seamAttrs({ pagedStatus: true })} className="mt-4 text-center">
          <span className="sr-only" {...seamAttrs({ pagedAnnouncement: true })} />
          {hasMore ? null : (
            <p className="text-muted" {...seamAttrs({ pagedEnd: true })}>
              No more testimonials
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
