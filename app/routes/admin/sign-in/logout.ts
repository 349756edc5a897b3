import { href, redirect } from "react-router";
import { audit, requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { endSession } from "~/server/credentials/staff-sessions.server";
import { destroySession, getSession } from "~/server/infra/session.server";
import type { Route } from "./+types/logout";
import { requireTextForm } from "~/server/infra/request-body.server";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("dashboard")];

/** Signing out only happens on POST; a GET (a link, a prefetch) changes nothing. */
export function loader() {
  throw redirect(href("/admin"));
}

/** Ends the session (the cookie is cleared) and goes to the sign-in page. */
export async function action({ request, context }: Route.ActionArgs) {
  // The form has no field, but a broken body is still refused before anything changes.
  await requireTextForm(request);
  const admin = signedInAdmin(context);
  // Ended on the server too: a copy of the old cookie no longer signs anyone in.
  await endSession(admin.sessionId);
  await audit(context, "sign-out");
  const session = await getSession(request);
  throw redirect(href("/admin/login"), { headers: { "Set-Cookie": await destroySession(session) } });
}
