import { formatPostDate, formatPostDateTime } from "~/lib/post-dates";

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
          Created <time dateTime={createdAt}>{formatPostDateTime(createdAt)}</time>
        </span>
      ) : (
        <time dateTime={createdAt}>{formatPostDate(createdAt)}</time>
      )}
      <span aria-hidden="true">·</span>
      <span>{readTime}</span>
    </>
  );
}
