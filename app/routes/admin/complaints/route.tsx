import { Form, href, Link } from "react-router";
import { SelectField } from "~/components/forms/Field";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { COMPLAINT_CATEGORIES, complaintLabel, STEP_LABELS } from "~/lib/complaints";
import { passOnHeaders } from "~/lib/route-headers";
import { can } from "~/lib/staff-roles";
import { requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { listComplaints } from "~/server/domain/complaints.server";
import { clock } from "~/server/infra/clock.server";
import type { Route } from "./+types/route";
import { parseComplaintQuery } from "./schemas";

/** Complaints are personal health information: owners and coordinators only (decision 1001). */
export const middleware = [requirePermission("complaints")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Complaints");

/** The register: filtered by GET parameters (works without JavaScript), newest first, each with its current step, deadline and overdue mark at `now`. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = parseComplaintQuery(url);
  const complaints = await listComplaints({ status: query.status, category: query.category, overdue: Boolean(query.overdue) }, clock());
  return {
    complaints,
    filters: { status: query.status, category: query.category ?? "", overdue: query.overdue ?? "" },
    mayReport: can(signedInAdmin(context).role, "complaints-report"),
  };
}

const STATUS_OPTIONS = [
  { value: "open", label: "Open" },
  { value: "resolved", label: "Resolved" },
  { value: "all", label: "All" },
];

export default function ComplaintsRegister({ loaderData }: Route.ComponentProps) {
  const { complaints, filters, mayReport } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink">
          Complaints <span className="text-xl font-normal text-muted">({complaints.length})</span>
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link to={href("/admin/complaints/new")} className="btn-primary">
            Enter a complaint taken by phone
          </Link>
          {mayReport ? (
            <Link to={href("/admin/complaints/report")} className="btn-outline">
              Yearly report
            </Link>
          ) : null}
        </div>
      </div>
      <p className="mt-2 text-sm text-muted">Personal health information: opening a complaint is recorded in the audit log. Deadlines count Ontario business days (the 10-day update counts calendar days).</p>

      <Form method="get" className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 lg:items-end" data-testid="complaint-filters">
        <SelectField label="Status" name="status" options={STATUS_OPTIONS} defaultValue={filters.status} key={`status-${filters.status}`} />
        <SelectField label="Category" name="category" options={COMPLAINT_CATEGORIES.map((c) => ({ value: c.value, label: c.label }))} placeholder="Any" defaultValue={filters.category} key={`category-${filters.category}`} />
        <label className="flex min-h-10 items-center gap-2 text-sm font-semibold text-ink">
          <input type="checkbox" name="overdue" value="1" defaultChecked={filters.overdue === "1"} key={`overdue-${filters.overdue}`} className="h-5 w-5 accent-brand-700" />
          Overdue only
        </label>
        <div>
          <button type="submit" className="btn-primary">
            Filter
          </button>
        </div>
      </Form>

      {complaints.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">No complaints match the filter.</p>
      ) : (
        // Scrolls sideways on a phone: a region the keyboard can reach and scroll.
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" role="region" aria-label="Complaints register" tabIndex={0}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Complaints, newest first</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">Reference</th>
                <th scope="col" className="px-3 py-2">Received</th>
                <th scope="col" className="px-3 py-2">Category</th>
                <th scope="col" className="px-3 py-2">Handled by</th>
                <th scope="col" className="px-3 py-2">Step</th>
                <th scope="col" className="px-3 py-2">Deadline</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {complaints.map((item) => (
                <tr key={item.id} data-testid={`complaint-row-${item.reference}`} className={item.overdue ? "bg-red-50" : undefined}>
                  <th scope="row" className="whitespace-nowrap px-3 py-2 font-mono font-semibold">
                    <Link to={href("/admin/complaints/:id", { id: String(item.id) })} className="link">
                      {item.reference}
                    </Link>
                  </th>
                  <td className="px-3 py-2">
                    {formatAgencyDateTime(item.receivedAt)}
                    {item.channel === "phone" ? <span className="ml-1 text-xs text-muted">(phone)</span> : null}
                  </td>
                  <td className="px-3 py-2">{complaintLabel(COMPLAINT_CATEGORIES, item.category)}</td>
                  <td className="px-3 py-2">{item.handler ?? <span className="text-muted">Nobody yet</span>}</td>
                  <td className="px-3 py-2">{item.step ? STEP_LABELS[item.step] : `Resolved ${formatAgencyDateTime(item.resolvedAt!)}`}</td>
                  <td className="px-3 py-2">
                    {item.deadline ? formatAgencyDateTime(item.deadline) : "—"}
                    {item.overdue ? (
                      <span className="ml-2 rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white" data-testid="complaint-overdue">
                        Overdue
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
