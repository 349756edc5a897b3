import { Pagination } from "~/components/Pagination";
import { InboxEmpty, InboxHeading } from "~/components/admin/Inbox";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { pageOf } from "~/schemas/blog-query";
import { listSubmissions } from "~/server/domain/submissions.server";
import type { Route } from "./+types/inbox-applications";
import { passOnHeaders } from "~/lib/route-headers";
import { requirePermission } from "~/server/auth/auth.server";
import { href } from "react-router";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("applications")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Job applications");

export async function loader({ url }: Route.LoaderArgs) {
  return { applications: await listSubmissions("job", pageOf(url)) };
}

export default function InboxApplications({ loaderData }: Route.ComponentProps) {
  const { applications } = loaderData;
  return (
    <>
      <InboxHeading title="Job applications" total={applications.total} />
      {applications.items.length === 0 ? (
        <InboxEmpty>No job applications yet.</InboxEmpty>
      ) : (
        <ul className="mt-6 space-y-4">
          {applications.items.map((application) => (
            <li
              key={application.id}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              data-testid={`application-${application.id}`}
            >
              <article aria-labelledby={`application-${application.id}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`application-${application.id}`} className="text-lg font-semibold text-ink">
                    {application.name} · {application.subject || "Position not given"}
                  </h2>
                  <time dateTime={application.created_at} className="text-sm text-muted">
                    {formatAgencyDateTime(application.created_at)}
                  </time>
                </div>
                <p className="mt-1 text-sm">
                  <a className="link" href={`mailto:${application.email}`}>
                    {application.email}
                  </a>
                </p>
                {application.message ? (
                  <p className="mt-3 whitespace-pre-line break-words text-ink">{application.message}</p>
                ) : null}
                <p className="mt-3 text-sm">
                  {application.hasAttachment ? (
                    <a
                      className="btn-outline min-h-9 px-4 py-1.5"
                      href={href("/admin/inbox/applications/:id/resume", { id: String(application.id) })}
                      download
                    >
                      Download resume
                      <span className="sr-only"> of {application.name}</span>
                      {application.attachment_name ? (
                        <span className="font-normal text-muted">
                          {" "}
                          ({application.attachment_name}
                          {application.attachment_size ? `, ${Math.max(1, Math.round(application.attachment_size / 1024))} KB` : ""})
                        </span>
                      ) : null}
                    </a>
                  ) : (
                    <span className="text-muted">No resume attached.</span>
                  )}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        path={href("/admin/inbox/applications")}
        page={applications.page}
        pageCount={applications.pageCount}
        label="Application pages"
      />
    </>
  );
}
