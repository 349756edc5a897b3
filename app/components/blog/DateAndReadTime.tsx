import { formatAgencyDate, formatAgencyDateTime } from "~/lib/agency-time";
import { publicationDates } from "~/lib/post-rules";

/**
 * The end of a post's byline: its published date (and "Updated" with the date
 * when it was edited after publishing), a dot, its read time. `withTime`: the
 * date and time to the minute (the admin preview, where staff check when a
 * post goes live). `formatDate` and `updatedLabel`: the public pages' words
 * in the page's language (the staff preview keeps English).
 */
export function DateAndReadTime({
  post,
  readTime,
  withTime,
  showUpdated = false,
  formatDate = formatAgencyDate,
  updatedLabel = "Updated",
}: {
  post: { createdAt: string; publishedAt: string | null; updatedAt: string };
  readTime: string;
  withTime?: boolean;
  /** The article shows "Updated"; the cards in the list keep to one date. */
  showUpdated?: boolean;
  formatDate?: (iso: string) => string;
  updatedLabel?: string;
}) {
  const { published, updated } = publicationDates(post);
  const format = withTime ? formatAgencyDateTime : formatDate;
  // To the minute (the admin preview), the date says what it is.
  const label = !withTime ? null : !post.publishedAt ? "Created" : published > new Date().toISOString() ? "Scheduled for" : "Published";
  return (
    <>
      {label ? (
        <span>
          {label} <time dateTime={published}>{format(published)}</time>
        </span>
      ) : (
        <time dateTime={published}>{format(published)}</time>
      )}
      {showUpdated && updated && format(updated) !== format(published) ? (
        <>
          <span aria-hidden="true">·</span>
          <span>
            {updatedLabel} <time dateTime={updated}>{format(updated)}</time>
          </span>
        </>
      ) : null}
      <span aria-hidden="true">·</span>
      <span>{readTime}</span>
    </>
  );
}
