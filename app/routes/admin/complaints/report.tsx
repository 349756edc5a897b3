import { Form, href, Link } from "react-router";
import { SelectField } from "~/components/forms/Field";
import { adminMeta } from "~/lib/admin-meta";
import { agencyLocalDateAndHour } from "~/lib/agency-time";
import { COMPLAINT_CATEGORIES, complaintLabel, COMPLAINT_TIMES } from "~/lib/complaints";
import { passOnHeaders } from "~/lib/route-headers";
import { audit, requirePermission } from "~/server/auth/auth.server";
import { complaintYearReport } from "~/server/domain/complaints.server";
import { clock } from "~/server/infra/clock.server";
import type { Route } from "./+types/report";
import { reportYear } from "./schemas";

/** The yearly report is the owner's (decision 1001). */
export const middleware = [requirePermission("complaints-report")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Complaints report");

/** A year's figures (received that year, read at now), audited: it counts personal health information. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const now = clock();
  const thisYear = Number(agencyLocalDateAndHour(now).date.slice(0, 4));
  const year = reportYear(url, thisYear);
  const report = await complaintYearReport(year, now);
  await audit(context, "complaint-report", undefined, String(year));
  return { year, thisYear, report };
}

const percent = (share: number | null) => (share === null ? "—" : `${Math.round(share * 100)}%`);
const days = (value: number | null) => (value === null ? "—" : String(value));

export default function ComplaintsReport({ loaderData }: Route.ComponentProps) {
  const { year, thisYear, report } = loaderData;
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i).map((value) => ({ value: String(value), label: String(value) }));
  const figures: Array<[string, string, string]> = [
    ["Complaints received", String(report.total), "total"],
    ["Still open", String(report.open), "open"],
    ["Median business days to acknowledge", days(report.medianDaysToAcknowledge), "median-acknowledge"],
    ["Median business days to resolve", days(report.medianDaysToResolve), "median-resolve"],
    [`Acknowledged in time (harm: same business day; others: ${COMPLAINT_TIMES.other.acknowledgeBusinessDays} business days)`, percent(report.acknowledgedInTime), "acknowledged-in-time"],
    [`Harm: told within ${COMPLAINT_TIMES.harm.updateCalendarDays} days what was done`, percent(report.updatedInTime), "updated-in-time"],
    [`Resolved within ${COMPLAINT_TIMES.other.resolveBusinessDays} business days`, percent(report.resolvedInTime), "resolved-in-time"],
  ];
  return (
    <div className="mx-auto max-w-4xl">
      <p>
        <Link to={href("/admin/complaints")} className="link text-sm">
          ← All complaints
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink">Complaints in {year}</h1>
        <Form method="get" className="flex items-end gap-2">
          <SelectField label="Year" name="year" options={years} defaultValue={String(year)} key={year} />
          <button type="submit" className="btn-outline">
            Show
          </button>
        </Form>
      </div>
      <p className="mt-2 text-sm text-muted">Complaints received in the year, as they stand today. Shares count the steps done or already late; steps not yet due are left out.</p>
      <dl className="mt-6 grid gap-3 sm:grid-cols-2" data-testid="complaint-report">
        {figures.map(([label, value, id]) => (
          <div key={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-medium text-ink">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-brand-800" data-testid={`report-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-8 text-lg font-semibold text-ink">By category</h2>
      <table className="mt-3 w-full rounded-xl border border-slate-200 bg-white text-left text-sm shadow-sm">
        <caption className="sr-only">Complaints by category in {year}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-3 py-2">Category</th>
            <th scope="col" className="px-3 py-2">Complaints</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {report.byCategory.map((row) => (
            <tr key={row.category}>
              <th scope="row" className="px-3 py-2 font-normal">{complaintLabel(COMPLAINT_CATEGORIES, row.category)}</th>
              <td className="px-3 py-2">{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-6">
        <a href={`${href("/admin/complaints/report.csv")}?year=${year}`} className="btn-outline" download>
          Download as a spreadsheet (CSV)
        </a>
      </p>
    </div>
  );
}
