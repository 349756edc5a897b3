import { AVAILABILITY_LABELS, type Availability, REQUIREMENT_LABELS, isRequirement, STAGE_LABELS, isStage } from "~/lib/hiring";
import { regionName } from "~/content/regions";
import { spreadsheetSafe } from "~/lib/csv";
import { filterFromSearch } from "./schemas";
import { audit, requirePermission } from "~/server/auth/auth.server";
import { applicationsForExport } from "~/server/domain/applications.server";
import { clock } from "~/server/infra/clock.server";
import type { Route } from "./+types/applications-csv";
import { answeredBy, NoPage } from "../no-page";
import { passOnHeaders } from "~/lib/route-headers";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("applications"), answeredBy({ loader })];

/** No page of its own (see no-page.ts): a refusal is the 403 page; the loader answers. */
export default NoPage;
export const headers = passOnHeaders;

/** A cell a spreadsheet could run as a formula (= + - @) is neutralised. */
const cell = spreadsheetSafe;

const list = (text: string) => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

/** The filtered list as CSV (no resume contents), audited. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { page: _page, ...filter } = filterFromSearch(url.searchParams);
  const now = clock();
  const rows = await applicationsForExport(filter, now);
  await audit(context, "application-export", undefined, `${rows.length} applications`);
  const records = rows.map((row) => {
    let availability: string[] = [];
    let startDate = "";
    try {
      const answers = JSON.parse(row.answers) as { availability?: Availability[]; startDate?: string };
      availability = (answers.availability ?? []).map((key) => AVAILABILITY_LABELS[key] ?? key);
      startDate = answers.startDate ?? "";
    } catch {
      // an application sent through the JSON endpoint has no answers
    }
    return [
      String(row.id),
      row.created_at,
      cell(row.name),
      cell(row.email),
      cell(row.phone),
      cell(row.posting ?? "General application"),
      isStage(row.stage) ? STAGE_LABELS[row.stage] : row.stage,
      list(row.regions).map(regionName).join("; "),
      availability.join("; "),
      startDate,
      row.language === "fr" ? "French" : "English",
      list(row.unmet).filter(isRequirement).map((key) => REQUIREMENT_LABELS[key]).join("; "),
      row.last_interview_at ?? "",
      row.attachment_name ? "yes" : "no",
    ];
  });
  // csv-stringify is loaded by the export itself: no other page needs it.
  const { stringify } = await import("csv-stringify/sync");
  const body = stringify(records, {
    header: true,
    columns: ["id", "received", "name", "email", "phone", "posting", "stage", "regions", "availability", "start date", "emails in", "does not meet", "last interview", "resume"],
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="applications-${now.toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
