import { InboxEmpty, InboxHeading } from "~/components/admin/Inbox";
import { Pagination } from "~/components/Pagination";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { pageOf } from "~/schemas/blog-query";
import { listSubscribers, subscriberStatus } from "~/server/domain/subscribers.server";
import type { Route } from "./+types/inbox-subscribers";
import { passOnHeaders } from "~/lib/route-headers";
import { requirePermission } from "~/server/auth/auth.server";
import { href } from "react-router";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("subscribers")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Newsletter subscribers");

export async function loader({ url }: Route.LoaderArgs) {
  const subscribers = await listSubscribers(pageOf(url));
  return {
    subscribers: {
      ...subscribers,
      items: subscribers.items.map((subscriber) => ({ ...subscriber, status: subscriberStatus(subscriber) })),
    },
  };
}

export default function InboxSubscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers } = loaderData;
  return (
    <>
      <InboxHeading title="Newsletter subscribers" total={subscribers.total}>
        <a href={href("/admin/inbox/subscribers.csv")} className="btn-outline" download>
          Export CSV
        </a>
      </InboxHeading>
      {subscribers.items.length === 0 ? (
        <InboxEmpty>No subscribers yet.</InboxEmpty>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Newsletter subscribers, newest first</caption>
            <thead className="bg-slate-50 text-ink">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Email
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Consent given
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {subscribers.items.map((subscriber) => (
                <tr key={subscriber.id} data-testid={`subscriber-${subscriber.email}`}>
                  <td className="break-all px-4 py-3 font-medium">{subscriber.email}</td>
                  <td className="px-4 py-3">{subscriber.status}</td>
                  <td className="px-4 py-3">
                    <time dateTime={subscriber.consented_at}>{formatAgencyDateTime(subscriber.consented_at)}</time>
                    <span className="block text-xs text-muted">{subscriber.consent_text}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        path={href("/admin/inbox/subscribers")}
        page={subscribers.page}
        pageCount={subscribers.pageCount}
        label="Subscriber pages"
      />
    </>
  );
}
