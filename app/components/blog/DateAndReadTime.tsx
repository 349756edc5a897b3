import { formatAgencyDate, formatAgencyDateTime } from "~/lib/agency-time";

/**
 * The end of a post's byline: its date, a dot, its read time. `withTime`:
 * "Created" with the date and time (the admin preview, where staff check when
 * a draft was written).
 */
export function DateAndReadTime({ createdAt, readTime, withTime }: { createdAt: string; readTime: string; withTime?: boolean }) {
  return (
    <>
      {withTime ? (
        <span>
          Created <time dateTime={createdAt}>{formatAgencyDateTime(createdAt)}</time>
        </span>
      ) : (
        <time dateTime={createdAt}>{formatAgencyDate(createdAt)}</time>
      )}
      <span aria-hidden="true">·</span>
      <span>{readTime}</span>
    </>
  );
}
