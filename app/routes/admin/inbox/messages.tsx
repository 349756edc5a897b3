import { Pagination } from "~/components/Pagination";
import { filterSearch, InboxEmpty, InboxHeading, LanguageFilter, LanguageMark } from "~/components/admin/Inbox";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { pageOf } from "~/schemas/blog-query";
import { listSubmissions } from "~/server/domain/submissions.server";
import { languageFilterSchema } from "./schemas";
import { SourceBlock } from "~/components/admin/SourceBlock";
import { sourceFilterOf } from "~/schemas/source-filter";
import { withSources } from "~/server/domain/enquiry-sources.server";
import type { Route } from "./+types/messages";
import { passOnHeaders } from "~/lib/route-headers";
import { requirePermission } from "~/server/auth/auth.server";
import { href } from "react-router";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("messages")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Contact messages");

export async function loader({ url }: Route.LoaderArgs) {
  const language = languageFilterSchema.parse(url.searchParams.get("language") ?? undefined);
  const source = sourceFilterOf(url.searchParams);
  const messages = await listSubmissions("contact", pageOf(url), language, source);
  return { language, channel: source.channel, messages: { ...messages, items: await withSources("contact", messages.items) } };
}

export default function InboxMessages({ loaderData }: Route.ComponentProps) {
  const { messages, language, channel } = loaderData;
  return (
    <>
      <InboxHeading title="Contact messages" total={messages.total} />
      <LanguageFilter label="Contact messages" language={language} channel={channel} />
      {messages.items.length === 0 ? (
        <InboxEmpty>{language || channel ? "No message matches." : "No contact messages yet."}</InboxEmpty>
      ) : (
        <ul className="mt-6 space-y-4">
          {messages.items.map((message) => (
            <li key={message.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={`message-${message.id}`}>
              <article aria-labelledby={`message-${message.id}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`message-${message.id}`} className="text-lg font-semibold text-ink">
                    {message.subject || "(no subject)"}
                    <LanguageMark language={message.language} />
                  </h2>
                  <time dateTime={message.created_at} className="text-sm text-muted">
                    {formatAgencyDateTime(message.created_at)}
                  </time>
                </div>
                <p className="mt-1 text-sm">
                  From <span className="font-medium">{message.name}</span> ·{" "}
                  <a className="link" href={`mailto:${message.email}`}>
                    {message.email}
                  </a>
                </p>
                <p className="mt-3 whitespace-pre-line break-words text-ink">{message.message}</p>
                <SourceBlock source={message.enquirySource} className="mt-3" />
                <p className="mt-3 text-xs text-muted">Email notification: {message.notification_status}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        path={href("/admin/inbox/messages")}
        search={filterSearch({ language, source: channel })}
        page={messages.page}
        pageCount={messages.pageCount}
        label="Message pages"
      />
    </>
  );
}
