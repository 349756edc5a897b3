import { href, Link } from "react-router";
import { NewsletterStatusBadge } from "./NewsletterStatus";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { passOnHeaders } from "~/lib/route-headers";
import { requirePermission } from "~/server/auth/auth.server";
import { listNewsletters } from "~/server/domain/newsletters.server";
import type { Route } from "./+types/newsletters";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("newsletters")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Newsletters");

export async function loader() {
  return { newsletters: await listNewsletters() };
}

export default function Newsletters({ loaderData }: Route.ComponentProps) {
  const { newsletters } = loaderData;
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-3xl font-bold text-ink">Newsletters</h1>
      <p className="mt-2 text-muted">
        To email a post, open it and choose “Email to subscribers”. Only confirmed subscribers receive it, once each.
      </p>
      {newsletters.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">No newsletters yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Newsletters, newest first</caption>
            <thead className="bg-slate-50 text-ink">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Subject</th>
                <th scope="col" className="px-4 py-3 font-semibold">Status</th>
                <th scope="col" className="px-4 py-3 font-semibold">Sent</th>
                <th scope="col" className="px-4 py-3 font-semibold">Queued</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {newsletters.map((newsletter) => (
                <tr key={newsletter.id}>
                  <td className="px-4 py-3">
                    <Link to={href("/admin/newsletters/:id", { id: String(newsletter.id) })} className="link font-medium">
                      {newsletter.subject}
                    </Link>
                    <span className="block text-xs text-muted">{newsletter.postTitle}</span>
                  </td>
                  <td className="px-4 py-3">
                    <NewsletterStatusBadge status={newsletter.status} />
                  </td>
                  <td className="px-4 py-3">
                    {newsletter.counts.sent} of {newsletter.counts.recipients}
                    {newsletter.counts.failed ? `, ${newsletter.counts.failed} failed` : ""}
                  </td>
                  <td className="px-4 py-3">{newsletter.queuedAt ? formatAgencyDateTime(newsletter.queuedAt) : "Not yet"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
