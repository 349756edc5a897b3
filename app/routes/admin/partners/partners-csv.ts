import { spreadsheetSafe } from "~/lib/csv";
import { passOnHeaders } from "~/lib/route-headers";
import { PARTNER_CATEGORIES } from "~/lib/referrals";
import { labelOf } from "~/lib/care-requests";
import { audit, requirePermission } from "~/server/auth/auth.server";
import { listPartners, partnerStatistics } from "~/server/domain/partners.server";
import { clock } from "~/server/infra/clock.server";
import { config } from "~/server/infra/config.server";
import type { Route } from "./+types/partners-csv";
import { answeredBy, NoPage } from "../no-page";

/** Owners and coordinators (app/lib/staff-roles.ts). */
export const middleware = [requirePermission("partners"), answeredBy({ loader })];

/** No page of its own (see no-page.ts): a refusal is the 403 page; the loader answers. */
export default NoPage;
export const headers = passOnHeaders;

/** The partners' monthly figures as CSV (no contact, no client), audited. */
export async function loader({ context }: Route.LoaderArgs) {
  const now = clock();
  const [partners, months] = await Promise.all([
    Promise.all([listPartners(), listPartners({ archived: true })]).then((lists) => lists.flat()),
    partnerStatistics(config().careRequests.overdue.hours),
  ]);
  const byId = new Map(partners.map((partner) => [partner.id, partner]));
  await audit(context, "partner-export", undefined, `${months.length} rows`);
  const records = months.map((month) => {
    const partner = byId.get(month.partnerId);
    return [
      spreadsheetSafe(partner?.name ?? `#${month.partnerId}`),
      partner ? labelOf(PARTNER_CATEGORIES, partner.category) : "",
      month.month,
      String(month.referrals),
      month.medianHoursToContact === null ? "" : String(month.medianHoursToContact),
      String(month.contacted),
      String(month.accepted),
      String(month.notProceeding),
      String(month.open),
    ];
  });
  // csv-stringify is loaded by the export itself: no other page needs it.
  const { stringify } = await import("csv-stringify/sync");
  const body = stringify(records, {
    header: true,
    columns: ["partner", "category", "month", "referrals", "median business hours to first contact", "contacted", "accepted", "not proceeding", "open"],
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="partner-referrals-${now.toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
