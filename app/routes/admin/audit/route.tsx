import { Form, href, Link } from "react-router";
import { Pagination } from "~/components/Pagination";
import { SelectField } from "~/components/forms/Field";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { AUDIT_ACTIONS, isAuditAction } from "~/lib/audit-actions";
import { passOnHeaders } from "~/lib/route-headers";
import { auditFilterOf } from "./schemas";
import { requirePermission } from "~/server/auth/auth.server";
import { listAudit } from "~/server/domain/audit.server";
import { listStaff } from "~/server/domain/staff.server";
import type { Route } from "./+types/route";

/** The owner's alone: it shows every staff member's actions and IPs. */
export const middleware = [requirePermission("audit")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Audit log");

export async function loader({ url }: Route.LoaderArgs) {
  const filter = auditFilterOf(url);
  const [{ entries, total, pages }, staff] = await Promise.all([listAudit(filter), listStaff()]);
  return {
    entries,
    total,
    pages,
    page: Math.min(filter.page, pages),
    staff: staff.map((member) => ({ value: String(member.id), label: member.name ? `${member.name} (${member.email})` : member.email })),
    selected: { staff: filter.actorId ? String(filter.actorId) : "", action: filter.action ?? "" },
  };
}

const actionOptions = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }));

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, total, pages, page, staff, selected } = loaderData;
  const search = new URLSearchParams();
  if (selected.staff) search.set("staff", selected.staff);
  if (selected.action) search.set("action", selected.action);
  const filtered = Boolean(selected.staff || selected.action);
  return (
    <div>
      <h1 className="text-3xl font-bold text-ink">Audit log</h1>
      <p className="mt-2 text-muted">
        Who did what in the back office, newest first. Entries cannot be changed or deleted; they are kept for 2 years.
      </p>

      {/* A GET form: filtering works without JavaScript and the address can be shared. */}
      <Form method="get" className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <SelectField label="Staff member" name="staff" options={staff} placeholder="Everyone" defaultValue={selected.staff} key={`staff-${selected.staff}`} />
        <SelectField label="Action" name="action" options={actionOptions} placeholder="Every action" defaultValue={selected.action} key={`action-${selected.action}`} />
        <div className="flex gap-2">
          <button type="submit" className="btn-primary">
            Filter
          </button>
          {filtered ? (
            <Link to={href("/admin/audit")} className="btn-outline">
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      <p className="mt-6 text-sm text-muted" role="status">
        {total === 0 ? "No entries" : `${total.toLocaleString("en-CA")} entr${total === 1 ? "y" : "ies"}`}
        {filtered ? " match the filter." : "."}
      </p>

      {entries.length ? (
        <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full min-w-[44rem] text-left text-sm" data-testid="audit-table">
            <caption className="sr-only">Audit log entries, page {page} of {pages}</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-4 py-3">When</th>
                <th scope="col" className="px-4 py-3">Who</th>
                <th scope="col" className="px-4 py-3">What</th>
                <th scope="col" className="px-4 py-3">Record</th>
                <th scope="col" className="px-4 py-3">IP</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {entries.map((entry) => (
                <tr key={entry.id} data-testid="audit-entry">
                  <td className="whitespace-nowrap px-4 py-3 align-top">{formatAgencyDateTime(entry.at)}</td>
                  <td className="px-4 py-3 align-top">{entry.actor_email ?? "—"}</td>
                  <td className="px-4 py-3 align-top">
                    <span className="font-semibold text-ink">{isAuditAction(entry.action) ? AUDIT_ACTIONS[entry.action] : entry.action}</span>
                    {entry.detail ? <span className="block text-muted">{entry.detail}</span> : null}
                  </td>
                  <td className="px-4 py-3 align-top">{entry.target_type ? `${entry.target_type} ${entry.target_id}` : "—"}</td>
                  <td className="px-4 py-3 align-top font-mono text-xs">{entry.ip || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination path={href("/admin/audit")} page={page} pageCount={pages} search={search} label="Audit log pages" />
    </div>
  );
}
