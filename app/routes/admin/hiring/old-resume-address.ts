import { href, redirect } from "react-router";
import { requirePermission } from "~/server/auth/auth.server";
import type { Route } from "./+types/old-resume-address";
import { NoPage } from "../no-page";
import { passOnHeaders } from "~/lib/route-headers";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("applications")];

/** No page of its own (see no-page.ts): a refusal is the 403 page. */
export default NoPage;
export const headers = passOnHeaders;

/** The old resume address: now /admin/applications/<id>/resume (audited there). */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(href("/admin/applications/:id/resume", { id: params.id }), 301);
}
