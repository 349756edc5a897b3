import type { NewsletterStatus } from "~/server/domain/newsletters.server";

export const NEWSLETTER_STATUS_LABEL: Record<NewsletterStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  stopped: "Stopped",
};

const TONE: Record<NewsletterStatus, string> = {
  draft: "bg-slate-100 text-slate-800",
  scheduled: "bg-indigo-100 text-indigo-900",
  queued: "bg-amber-100 text-amber-900",
  sending: "bg-amber-100 text-amber-900",
  sent: "bg-emerald-100 text-emerald-900",
  stopped: "bg-red-100 text-red-900",
};

export function NewsletterStatusBadge({ status }: { status: NewsletterStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${TONE[status]}`} data-testid="newsletter-status">
      {NEWSLETTER_STATUS_LABEL[status]}
    </span>
  );
}
