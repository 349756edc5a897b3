import { agencyLocalDateAndHour } from "~/lib/agency-time";
import { spreadsheetSafe } from "~/lib/csv";
import { COMPLAINT_CATEGORIES, complaintLabel } from "~/lib/complaints";
import { passOnHeaders } from "~/lib/route-headers";
import { audit, requirePermission } from "~/server/auth/auth.server";
import { complaintYearReport } from "~/server/domain/complaints.server";
import { clock } from "~/server/infra/clock.server";
import type { Route } from "./+types/report-csv";
import { answeredBy, NoPage } from "../no-page";
import { reportYear } from "./schemas";

/** The owner's (app/lib/staff-roles.ts). */
export const middleware = [requirePermission("complaints-report"), answeredBy({ loader })];

/** No page of its own (see no-page.ts): a refusal is the 403 page; the loader answers. */
export default NoPage;
export const headers = passOnHeaders;

const share = (value: number | null) => (value === null ? "" : String(Math.round(value * 1000) / 10));

/** A year's figures as CSV (counts only, no complaint), audited. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const now = clock();
  const year = reportYear(url, Number(agencyLocalDateAndHour(now).date.slice(0, 4)));
  const report = await complaintYearReport(year, now);
  await audit(context, "complaint-export", undefined, String(year));
  const records: string[][] = [
    ["complaints received", String(report.total)],
    ["still open", String(report.open)],
    ["median business days to acknowledge", report.medianDaysToAcknowledge === null ? "" : String(report.medianDaysToAcknowledge)],
    ["median business days to resolve", report.medianDaysToResolve === null ? "" : String(report.medianDaysToResolve)],
    ["% acknowledged in time", share(report.acknowledgedInTime)],
    ["% harm updates in time", share(report.updatedInTime)],
    ["% resolved in time", share(report.resolvedInTime)],
    ...report.byCategory.map((row) => [spreadsheetSafe(`category: ${complaintLabel(COMPLAINT_CATEGORIES, row.category)}`), String(row.count)]),
  ];
  // csv-stringify is loaded by the export itself: no other page needs it.
  const { stringify } = await import("csv-stringify/sync");
  const body = stringify(records, { header: true, columns: [`figure (${year})`, "value"] });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="complaints-${year}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
