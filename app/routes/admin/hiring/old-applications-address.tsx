import { href, redirect } from "react-router";
import { requirePermission } from "~/server/auth/auth.server";
import { NoPage } from "../no-page";
import { passOnHeaders } from "~/lib/route-headers";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("applications")];

/** No page of its own (see no-page.ts): a refusal is the 403 page. */
export default NoPage;
export const headers = passOnHeaders;

/** The old read-only list: applications now live at /admin/applications (bookmarks and old emails still work). */
export function loader() {
  return redirect(href("/admin/applications"), 301);
}

export function action() {
  return redirect(href("/admin/applications"), 303);
}
