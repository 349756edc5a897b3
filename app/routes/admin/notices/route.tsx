import { href, Link } from "react-router";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { passOnHeaders } from "~/lib/route-headers";
import { ALL_PAGES, NOTICE_PAGE_GROUPS, type NoticeStatus, noticeStatus } from "~/lib/service-notices";
import { requirePermission } from "~/server/auth/auth.server";
import { listNotices, NOTICE_RETENTION_YEARS, type ServiceNotice } from "~/server/domain/service-notices.server";
import { clock } from "~/server/infra/clock.server";
import type { Route } from "./+types/route";

/** Editors and owners (app/lib/staff-roles.ts). */
export const middleware = [requirePermission("notices")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Service notices");

/**
 * Every notice kept, by status at the server's now: current, scheduled, past (kept NOTICE_RETENTION_YEARS),
 * with its pages in words (worded here: the page groups stay out of the browser's bundle).
 */
export async function loader() {
  const now = clock();
  const labels = new Map(NOTICE_PAGE_GROUPS.map((group) => [group.key, group.label]));
  const pagesOf = (notice: ServiceNotice) => (notice.pages === ALL_PAGES ? "Every public page" : notice.pages.map((key) => labels.get(key) ?? key).join("; "));
  const notices = (await listNotices()).map((notice) => ({ ...notice, status: noticeStatus(notice, now), pagesText: pagesOf(notice) }));
  return { notices, retentionYears: NOTICE_RETENTION_YEARS };
}

const SECTIONS: { status: NoticeStatus; title: string; empty: string }[] = [
  { status: "current", title: "Showing now", empty: "No notice shows now." },
  { status: "scheduled", title: "Scheduled", empty: "No notice is scheduled." },
  { status: "past", title: "Past notices", empty: "No past notices." },
];

export default function Notices({ loaderData }: Route.ComponentProps) {
  const { notices, retentionYears } = loaderData;
  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink">Service notices</h1>
          <p className="mt-2 max-w-3xl text-muted">
            A banner on the public pages while a service is disrupted (AODA: notice of temporary disruptions). It appears at its start and goes away at its
            end by itself. Past notices are kept {retentionYears} years.
          </p>
        </div>
        <Link to={href("/admin/notices/new")} className="btn-primary">
          New notice
        </Link>
      </div>
      {SECTIONS.map((section) => {
        const shown = notices.filter((notice) => notice.status === section.status);
        return (
          <section key={section.status} aria-labelledby={`notices-${section.status}`} className="mt-8">
            <h2 id={`notices-${section.status}`} className="text-xl font-semibold text-ink">
              {section.title} ({shown.length})
            </h2>
            {shown.length === 0 ? (
              <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-muted">{section.empty}</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
                {shown.map((notice) => (
                  <li key={notice.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between" data-testid="notice-row">
                    <div className="min-w-0">
                      <p className="font-semibold text-ink">{notice.en.title}</p>
                      <p className="text-sm text-muted">
                        {formatAgencyDateTime(notice.startsAt)} until {formatAgencyDateTime(notice.endsAt)}
                      </p>
                      <p className="mt-1 text-sm text-ink">{notice.pagesText}</p>
                    </div>
                    <Link
                      to={href("/admin/notices/:id", { id: String(notice.id) })}
                      className="inline-flex min-h-11 shrink-0 items-center font-semibold text-brand underline"
                    >
                      {notice.status === "past" ? "View" : "Edit"}
                      <span className="sr-only"> {notice.en.title}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
