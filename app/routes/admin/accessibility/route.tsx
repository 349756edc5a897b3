import { href, Link } from "react-router";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { ACK_BUSINESS_DAYS, DELIVERY_TARGET_BUSINESS_DAYS, FORMAT_LABELS, KIND_LABELS, STATUS_LABELS } from "~/lib/accessibility-requests";
import { passOnHeaders } from "~/lib/route-headers";
import { requirePermission } from "~/server/auth/auth.server";
import { type AccessQueueRow, listAccessRequests } from "~/server/domain/accessibility-requests.server";
import { clock } from "~/server/infra/clock.server";
import type { Route } from "./+types/route";

/** Owners and coordinators (app/lib/staff-roles.ts): a request holds a name, a contact and often health context (decision 1010). */
export const middleware = [requirePermission("accessibility")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Accessibility requests");

/** The queue: open requests oldest first (or ?shown=closed), without names: opening one is audited. */
export async function loader({ url }: Route.LoaderArgs) {
  const shown = url.searchParams.get("shown") === "closed" ? "closed" : "open";
  return { shown, requests: await listAccessRequests(shown, clock()) } as const;
}

/** What is due next: the acknowledgement, the agreed delivery, or without a date agreed the target. */
function deadlineOf(row: AccessQueueRow): string {
  if (row.status === "new") return `Acknowledge by ${formatAgencyDateTime(row.ackDueAt)}`;
  if (row.deliveryDate) return `Deliver by ${row.deliveryDate}`;
  if (row.status === "closed" || !row.deliveryDue) return "—";
  return `Deliver by ${row.deliveryDue.day} (no date agreed: ${row.deliveryDue.basis === "asked" ? "the date they asked for" : `${DELIVERY_TARGET_BUSINESS_DAYS} business days`})`;
}

const OVERDUE_WORDS = { ack: "Overdue: not acknowledged", delivery: "Overdue: past the agreed date", target: "Overdue: no date agreed, past the target" } as const;

export default function AccessibilityQueue({ loaderData }: Route.ComponentProps) {
  const { shown, requests } = loaderData;
  const queue = href("/admin/accessibility");
  return (
    <>
      <h1 className="text-3xl font-bold text-ink">Accessibility requests</h1>
      <p className="mt-2 max-w-3xl text-sm text-muted">
        Barriers reported and documents asked for in another format (AODA). Contact the person within {ACK_BUSINESS_DAYS} business days and mark it acknowledged, agree a
        delivery date with them, then close it with what was done. A late step is emailed to the office once.
      </p>
      <nav aria-label="Requests shown" className="mt-4 flex gap-4 text-sm">
        <Link to={queue} aria-current={shown === "open" ? "page" : undefined} className="link inline-block py-1">
          Open
        </Link>
        <Link to={`${queue}?shown=closed`} aria-current={shown === "closed" ? "page" : undefined} className="link inline-block py-1">
          Closed
        </Link>
      </nav>
      {requests.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">{shown === "open" ? "No open requests." : "No closed requests."}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm" data-testid="access-queue">
            <caption className="sr-only">{shown === "open" ? "Open accessibility requests, oldest first" : "Closed accessibility requests, newest first"}</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">Reference</th>
                <th scope="col" className="px-3 py-2">What</th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">Received</th>
                <th scope="col" className="px-3 py-2">Status</th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">Deadline</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {requests.map((row) => (
                <tr key={row.id} data-testid={`access-row-${row.id}`} className={row.overdue ? "bg-red-50" : undefined}>
                  <th scope="row" className="px-3 py-2 font-mono font-semibold">
                    <Link to={href("/admin/accessibility/:id", { id: String(row.id) })} className="link inline-block py-1">
                      {row.reference}
                    </Link>
                  </th>
                  <td className="px-3 py-2">
                    {KIND_LABELS[row.kind]}
                    {row.format ? `: ${FORMAT_LABELS[row.format]}` : ""}
                    {/* On a phone the deadline comes under what it is (its column is for wider screens). */}
                    <span className="mt-1 block text-xs text-muted md:hidden">{deadlineOf(row)}</span>
                  </td>
                  {/* A phone shows the reference, what, status and deadline; the day received is on the request's page. */}
                  <td className="hidden px-3 py-2 whitespace-nowrap md:table-cell">{formatAgencyDateTime(row.createdAt)}</td>
                  <td className="px-3 py-2">
                    {STATUS_LABELS[row.status]}
                    {row.overdue ? (
                      <span className="ml-2 inline-block rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white" data-testid="access-overdue">
                        {OVERDUE_WORDS[row.overdue]}
                      </span>
                    ) : null}
                  </td>
                  <td className="hidden px-3 py-2 md:table-cell">{deadlineOf(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
