import type { Route } from "./+types/subscribers-csv";
import { subscribersCsv } from "~/server/domain/subscribers.server";
import { audit, requirePermission } from "~/server/auth/auth.server";
import { answeredBy, NoPage } from "../no-page";
import { passOnHeaders } from "~/lib/route-headers";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("subscribers"), answeredBy({ loader })];

/** No page of its own (see no-page.ts): a refusal is the 403 page; the loader answers. */
export default NoPage;
export const headers = passOnHeaders;

/** Every newsletter subscriber as a CSV download (admins only). */
export async function loader({ context }: Route.LoaderArgs) {
  const date = new Date().toISOString().slice(0, 10);
  await audit(context, "subscriber-export");
  return new Response(await subscribersCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-subscribers-${date}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
