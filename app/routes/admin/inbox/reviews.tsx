import { Form, href, useLocation } from "react-router";
import { ConfirmDeleteButton } from "~/components/admin/ConfirmDeleteButton";
import { filterSearch, InboxEmpty, InboxHeading, LanguageFilter, LanguageMark } from "~/components/admin/Inbox";
import { Pagination } from "~/components/Pagination";
import { StarRating } from "~/components/submissions/StarRating";
import { adminCopy } from "~/content/admin-copy";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { pageOf } from "~/schemas/blog-query";
import { languageFilterSchema, reviewVisibilitySchema } from "./schemas";
import { SourceBlock } from "~/components/admin/SourceBlock";
import { sourceFilterOf } from "~/schemas/source-filter";
import { withSources } from "~/server/domain/enquiry-sources.server";
import { listReviews, setReviewHidden } from "~/server/domain/testimonials.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/reviews";
import { parseForm } from "~/schemas/parse-form";
import { requireTextForm } from "~/server/infra/request-body.server";
import { passOnHeaders } from "~/lib/route-headers";
import { audit, requirePermission } from "~/server/auth/auth.server";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("reviews")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Reviews");

export async function loader({ url }: Route.LoaderArgs) {
  const language = languageFilterSchema.parse(url.searchParams.get("language") ?? undefined);
  const source = sourceFilterOf(url.searchParams);
  const reviews = await listReviews(pageOf(url), language, source);
  return { language, channel: source.channel, reviews: { ...reviews, items: await withSources("review", reviews.items) } };
}

/** Hide or show a review on the public pages (delete has its own route). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const back = `${href("/admin/inbox/reviews")}${url.search}`;
  const submission = parseForm(await requireTextForm(request), reviewVisibilitySchema);
  // Buttons only: a failed parse is a hand-made request, answered like a review that is gone.
  const changed = submission.status === "success" && (await setReviewHidden(submission.value.id, submission.value.intent === "hide"));
  if (submission.status !== "success" || !changed) {
    return redirectWithToast(request, back, {
      title: adminCopy.saveFailed,
      description: "That review no longer exists.",
      variant: "error",
    });
  }
  await audit(context, submission.value.intent === "hide" ? "review-hide" : "review-show", { type: "review", id: submission.value.id });
  return redirectWithToast(request, back, {
    title: submission.value.intent === "hide" ? "Review hidden" : "Review shown",
    description:
      submission.value.intent === "hide" ? "Visitors no longer see this review." : "The review is visible on the site again.",
    variant: "success",
  });
}

export default function InboxReviews({ loaderData }: Route.ComponentProps) {
  const { reviews, language, channel } = loaderData;
  const { search } = useLocation();
  return (
    <>
      <InboxHeading title="Reviews" total={reviews.total} />
      <p className="mt-2 text-muted">Hidden reviews stay here but are not shown on the site.</p>
      <LanguageFilter label="Reviews" language={language} channel={channel} />
      {reviews.items.length === 0 ? (
        <InboxEmpty>{language || channel ? "No review matches." : "No reviews yet."}</InboxEmpty>
      ) : (
        <ul className="mt-6 space-y-4">
          {reviews.items.map((review) => (
            <li
              key={review.id}
              className={`rounded-xl border p-5 shadow-sm ${review.hidden ? "border-slate-300 bg-slate-100" : "border-slate-200 bg-white"}`}
              data-testid={`review-${review.name}`}
            >
              <article aria-labelledby={`review-${review.id}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`review-${review.id}`} className="text-lg font-semibold text-ink">
                    {review.name}
                    {review.role ? <span className="font-normal text-muted"> · {review.role}</span> : null}
                    <LanguageMark language={review.language} />
                  </h2>
                  <time dateTime={review.created_at} className="text-sm text-muted">
                    {formatAgencyDateTime(review.created_at)}
                  </time>
                </div>
                <p className="mt-1 flex flex-wrap items-center gap-3 text-sm">
                  <StarRating rating={review.rating} size={16} />
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                      review.hidden ? "bg-slate-300 text-slate-900" : "bg-green-100 text-green-900"
                    }`}
                  >
                    {review.hidden ? "Hidden" : "Visible"}
                  </span>
                </p>
                <p className="mt-3 whitespace-pre-line break-words text-ink">{review.content}</p>
                <SourceBlock source={review.enquirySource} className="mt-3" />
                <div className="mt-4 flex flex-wrap gap-2">
                  <Form method="post" action={`${href("/admin/inbox/reviews")}${search}`}>
                    <input type="hidden" name="id" value={review.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={review.hidden ? "show" : "hide"}
                      className="btn min-h-9 border border-brand-700 px-3 py-1.5 text-brand-800 hover:bg-brand-50"
                    >
                      {review.hidden ? "Show" : "Hide"}
                      <span className="sr-only"> the review by {review.name}</span>
                    </button>
                  </Form>
                  <ConfirmDeleteButton
                    question={adminCopy.deleteReviewQuestion}
                    itemName={`the review by ${review.name}`}
                    confirmPagePath={href("/admin/inbox/reviews/:id/delete", { id: String(review.id) })}
                    action={href("/admin/inbox/reviews/:id/delete", { id: String(review.id) })}
                    fields={{ id: String(review.id) }}
                  />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        path={href("/admin/inbox/reviews")}
        search={filterSearch({ language, source: channel })}
        page={reviews.page}
        pageCount={reviews.pageCount}
        label="Review pages"
      />
    </>
  );
}
