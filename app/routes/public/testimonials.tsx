import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { ReviewDialog } from "~/components/submissions/ReviewDialog";
import { useHydrated } from "~/components/submissions/FormControls";
import { TestimonialCard } from "~/components/submissions/TestimonialCard";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { testimonialsPage } from "~/server/testimonials.server";
import type { Route } from "./+types/testimonials";

/** ?page=N (1-based); anything else is page 1. */
function pageFrom(url: URL): number {
  const raw = url.searchParams.get("page");
  return raw && /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
}

export async function loader({ request }: Route.LoaderArgs) {
  return testimonialsPage(pageFrom(new URL(request.url)));
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageMeta({
    title: data && data.page > 1 ? `All Testimonials (page ${data.page})` : "All Testimonials",
    description: "What clients, families and care partners say about our in-home care across Ontario.",
    path: data && data.page > 1 ? `/testimonials?page=${data.page}` : "/testimonials",
    siteUrl: siteUrlFrom(matches),
  });

type Page = Awaited<ReturnType<typeof loader>>;

/**
 * All testimonials (spec 2.10): two columns, 6 per page, newest first.
 * With JavaScript, 'Load more' appends the next page ('Loading...' while it
 * comes, 'No more testimonials' at the end); without it, it is a link to the
 * next page. After a load, focus moves to the first new card (the button
 * may be gone) and a polite status says how many came; the list itself is
 * not a live region (it would be read again in full).
 */
export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<Page>();
  const [pages, setPages] = useState<Page[]>([loaderData]);
  const [announcement, setAnnouncement] = useState("");
  const listRef = useRef<HTMLUListElement>(null);
  /** Index of the first card of the page just loaded, to focus once it is shown. */
  const focusIndex = useRef<number | null>(null);

  // A new first page (another ?page=, or a review just added): start over from it.
  useEffect(() => {
    setPages([loaderData]);
    setAnnouncement("");
  }, [loaderData]);

  useEffect(() => {
    const next = fetcher.data;
    if (!next || fetcher.state !== "idle" || pages.some((page) => page.page === next.page)) return;
    focusIndex.current = pages.reduce((count, page) => count + page.items.length, 0);
    setPages([...pages, next]);
  }, [fetcher.data, fetcher.state, pages]);

  const last = pages[pages.length - 1]!;
  const items = pages.flatMap((page) => page.items);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    const added = items.length - index;
    setAnnouncement(added === 1 ? "1 more testimonial loaded." : `${added} more testimonials loaded.`);
    listRef.current?.querySelectorAll<HTMLElement>(":scope > li")[index]?.focus();
  }, [pages, items.length]);
  const loading = fetcher.state !== "idle";
  const nextHref = `/testimonials?page=${last.page + 1}`;

  return (
    <div className="container-page section-y">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="eyebrow">Testimonials</p>
          <h1 className="mt-2 text-display font-bold text-brand-900">All Testimonials</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">
            Words from clients, families and partners. Newest first.
            {loaderData.page > 1 ? ` Page ${loaderData.page}.` : ""}
          </p>
        </div>
        <ReviewDialog />
      </div>

      {items.length ? (
        <ul ref={listRef} className="mt-10 grid gap-6 md:grid-cols-2">
          {items.map((testimonial) => (
            <li key={testimonial.id} tabIndex={-1} className="rounded-2xl">
              <TestimonialCard testimonial={testimonial} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 text-muted">
          {loaderData.page > 1 ? "There are no testimonials on this page." : "No testimonials yet. Be the first to leave a review."}
        </p>
      )}

      <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
        {!hydrated && loaderData.page > 1 ? (
          <Link to={loaderData.page === 2 ? "/testimonials" : `/testimonials?page=${loaderData.page - 1}`} className="btn-outline">
            Previous page
          </Link>
        ) : null}
        {last.hasMore ? (
          hydrated ? (
            <button
              type="button"
              className="btn-primary"
              disabled={loading}
              onClick={() => fetcher.load(nextHref)}
            >
              {loading ? "Loading..." : "Load more"}
            </button>
          ) : (
            <Link to={nextHref} className="btn-primary">
              Load more
            </Link>
          )
        ) : null}
      </div>
      {/* Always in the page, so what it says is read out: how many came, and the end. */}
      <div role="status" className="mt-4 text-center">
        {announcement ? <span className="sr-only">{announcement}</span> : null}
        {last.hasMore ? null : <p className="text-muted">No more testimonials</p>}
      </div>
    </div>
  );
}
