import { seamAttrs } from "~/lib/browser-seam";
import { formatDateTime, useLocale, useT } from "~/lib/i18n";

/** A notice as a public page shows it: in the page's language. */
export interface ShownNotice {
  id: number;
  title: string;
  reason: string;
  alternatives: string;
  /** UTC ISO. */
  startsAt: string;
  endsAt: string;
}

/**
 * The service-disruption notices active on this page (decision 1020): in the
 * flow at the top of <main>, never fixed, so nothing it covers; each a labelled
 * region read in order (no live region). The hide button is hidden until
 * app/browser/notices.ts shows it: without JavaScript the notice simply stays.
 */
export function ServiceNotices({ notices }: { notices: readonly ShownNotice[] }) {
  const t = useT();
  const locale = useLocale();
  if (notices.length === 0) return null;
  return (
    <div className="notice-list">
      {notices.map((notice) => (
        <section key={notice.id} aria-labelledby={`service-notice-${notice.id}`} className="notice-banner" {...seamAttrs({ notice: true })}>
          <div className="container-page flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="max-w-3xl">
              <h2 id={`service-notice-${notice.id}`} className="text-lg font-bold">
                {t("notice.heading", { title: notice.title })}
              </h2>
              <p className="mt-1 text-sm font-semibold">
                {t("notice.period", { start: formatDateTime(locale, new Date(notice.startsAt)), end: formatDateTime(locale, new Date(notice.endsAt)) })}
              </p>
              <p className="mt-2 whitespace-pre-line">{notice.reason}</p>
              <p className="mt-2 whitespace-pre-line">
                <strong>{t("notice.alternatives")}</strong> {notice.alternatives}
              </p>
            </div>
            <button type="button" hidden className="notice-dismiss" {...seamAttrs({ noticeDismiss: true })}>
              {t("notice.dismiss")}
            </button>
          </div>
        </section>
      ))}
    </div>
  );
}
