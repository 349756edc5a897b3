import { filterSearch, InboxEmpty, InboxHeading, LanguageMark, LanguageSelect, SourceSelect } from "~/components/admin/Inbox";
import { SourceBlock } from "~/components/admin/SourceBlock";
import { sourceFilterOf } from "~/schemas/source-filter";
import { withSources } from "~/server/domain/enquiry-sources.server";
import { Pagination } from "~/components/Pagination";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { pageOf } from "~/schemas/blog-query";
import { listSubscribers, subscriberStatus } from "~/server/domain/subscribers.server";
import { SUBSCRIBER_STATES } from "~/schemas/admin-form-rules";
import { subscriberFilterSchema } from "./schemas";
import type { Route } from "./+types/subscribers";
import { passOnHeaders } from "~/lib/route-headers";
import { requirePermission } from "~/server/auth/auth.server";
import { href, Link } from "react-router";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("subscribers")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Newsletter subscribers");

export async function loader({ url }: Route.LoaderArgs) {
  const filter = subscriberFilterSchema.parse({
    q: url.searchParams.get("q") ?? "",
    status: url.searchParams.get("status") ?? undefined,
    language: url.searchParams.get("language") ?? undefined,
  });
  const source = sourceFilterOf(url.searchParams);
  const subscribers = await listSubscribers(pageOf(url), { q: filter.q, state: filter.status, language: filter.language, source });
  const items = await withSources("newsletter", subscribers.items);
  return {
    filter: { ...filter, channel: source.channel },
    subscribers: {
      ...subscribers,
      items: items.map((subscriber) => ({ ...subscriber, status: subscriberStatus(subscriber) })),
    },
  };
}

export default function InboxSubscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers, filter } = loaderData;
  const search = filterSearch({ q: filter.q, status: filter.status, language: filter.language, source: filter.channel });
  return (
    <>
      <InboxHeading title="Newsletter subscribers" total={subscribers.total}>
        <a href={href("/admin/inbox/subscribers.csv")} className="btn-outline" download>
          Export CSV
        </a>
        <Link to={href("/admin/inbox/subscribers/import")} className="btn-outline">
          Import CSV
        </Link>
      </InboxHeading>
      <form method="get" role="search" aria-label="Subscribers" className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="subscriber-q" className="block text-sm font-medium text-ink">
            Email contains
          </label>
          <input id="subscriber-q" name="q" type="search" defaultValue={filter.q} maxLength={254} className="rounded-lg border border-slate-300 px-3 py-2" />
        </div>
        <div>
          <label htmlFor="subscriber-status" className="block text-sm font-medium text-ink">
            Status
          </label>
          <select id="subscriber-status" name="status" defaultValue={filter.status ?? ""} className="rounded-lg border border-slate-300 px-3 py-2">
            <option value="">All</option>
            {SUBSCRIBER_STATES.map((state) => (
              <option key={state} value={state}>
                {state === "pending" ? "Awaiting confirmation" : state === "confirmed" ? "Confirmed" : "Unsubscribed"}
              </option>
            ))}
          </select>
        </div>
        <LanguageSelect id="subscriber-language" language={filter.language} />
        <SourceSelect id="subscriber-source" channel={filter.channel} />
        <button type="submit" className="btn-outline">
          Filter
        </button>
      </form>
      {subscribers.items.length === 0 ? (
        <InboxEmpty>{filter.q || filter.status || filter.language || filter.channel ? "No subscriber matches." : "No subscribers yet."}</InboxEmpty>
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
                <th scope="col" className="px-4 py-3 font-semibold">
                  Source
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {subscribers.items.map((subscriber) => (
                <tr key={subscriber.id} data-testid={`subscriber-${subscriber.email}`}>
                  <td className="break-all px-4 py-3 font-medium">
                    {subscriber.email}
                    <LanguageMark language={subscriber.language} />
                  </td>
                  <td className="px-4 py-3">{subscriber.status}</td>
                  <td className="px-4 py-3">
                    <time dateTime={subscriber.consented_at}>{formatAgencyDateTime(subscriber.consented_at)}</time>
                    <span className="block text-xs text-muted">{subscriber.consent_text}</span>
                    <span className="block text-xs text-muted">Source: {subscriber.source}</span>
                  </td>
                  <td className="px-4 py-3">
                    <SourceBlock source={subscriber.enquirySource} bare />
                  </td>
                  <td className="px-4 py-3">
                    <Link to={href("/admin/inbox/subscribers/:id/delete", { id: String(subscriber.id) })} className="link text-red-800">
                      Delete<span className="sr-only"> {subscriber.email}</span>
                    </Link>
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
        search={search}
        label="Subscriber pages"
      />
    </>
  );
}
