import { href, redirect } from "react-router";
import { requirePermission } from "~/server/auth/auth.server";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("applications")];

/** The old read-only list: applications now live at /admin/applications (bookmarks and old emails still work). */
export function loader() {
  return redirect(href("/admin/applications"), 301);
}

export function action() {
  return redirect(href("/admin/applications"), 303);
}
