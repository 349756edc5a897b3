import { formatAgencyDateTime } from "~/lib/agency-time";

/**
 * The band above a shared preview (/preview/<token>): says the post is not
 * public yet (or when it will be), and until when the link works.
 */
export function PreviewBanner({ scheduledFor, linkExpiresAt }: { scheduledFor: string | null; linkExpiresAt: string }) {
  return (
    <div className="border-b border-amber-300 bg-amber-50 text-amber-950" data-testid="preview-banner">
      <div className="container-page max-w-4xl py-4">
        <p className="font-semibold">
          {scheduledFor ? (
            <>
              Preview: this post is scheduled for <time dateTime={scheduledFor}>{formatAgencyDateTime(scheduledFor)}</time> (Toronto time)
            </>
          ) : (
            "Preview: this post is not published yet"
          )}
        </p>
        <p className="mt-1 text-sm">
          Until <time dateTime={linkExpiresAt}>{formatAgencyDateTime(linkExpiresAt)}</time>, only people with this link can see it.
        </p>
      </div>
    </div>
  );
}
