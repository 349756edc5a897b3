import { spreadsheetSafe } from "~/lib/csv";
import { passOnHeaders } from "~/lib/route-headers";
import { requirePermission } from "~/server/auth/auth.server";
import { analyticsReport, reportRows } from "~/server/domain/analytics-report.server";
import { answeredBy, NoPage } from "../no-page";
import { requestedRange } from "./range.server";
import type { Route } from "./+types/analytics-csv";

/** Owner and editor (app/lib/staff-roles.ts). */
export const middleware = [requirePermission("analytics"), answeredBy({ loader })];

/** No page of its own (see no-page.ts): a refusal is the 403 page; the loader answers. */
export default NoPage;
export const headers = passOnHeaders;

/** The range's figures as a CSV download: counts only, no personal data (not audited). */
export async function loader({ request }: Route.LoaderArgs) {
  const { range } = requestedRange(new URL(request.url));
  const report = await analyticsReport(range);
  // csv-stringify is loaded by the export itself: no other page needs it.
  const { stringify } = await import("csv-stringify/sync");
  const body = stringify([["kind", "key", "views", "visitors or submissions"], ...reportRows(report).map((row) => row.map((cell) => spreadsheetSafe(cell)))]);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${range.from}-to-${range.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
