import { href, Link, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { AdminShell } from "~/components/admin/AdminShell";
import { requireAdminMiddleware, requireSecondFactorMiddleware, secondFactorDue, signedInAdmin } from "~/server/auth/auth.server";
import type { Route } from "./+types/layout";
import { passOnHeaders } from "~/lib/route-headers";
import { shownError } from "~/lib/route-errors";

export const headers = passOnHeaders;

/**
 * The admin area's guard: runs before every loader and action of every route
 * under this layout (app/routes.ts), for documents, `.data` requests and
 * resource routes (downloads) alike. Routes that need more than "signed in"
 * check that themselves. tests/integration/admin-guard.test.ts sweeps it.
 * Then, when the owner requires two-factor, a staff member without it can
 * only set it up (tests/integration/two-factor.test.ts sweeps that).
 */
export const middleware: Route.MiddlewareFunction[] = [requireAdminMiddleware, requireSecondFactorMiddleware];

/**
 * The frame's own data. Having a loader also makes client-side navigations
 * inside the admin area ask the server, so the guard runs on each of them.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { email, role } = signedInAdmin(context);
  // Setting up a required second factor: no navigation to pages they cannot open yet.
  return { adminEmail: email, role, limited: secondFactorDue(context) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell adminEmail={loaderData.adminEmail} role={loaderData.role} limited={loaderData.limited}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const shown = shownError(useRouteError());
  const data = useRouteLoaderData<typeof loader>("routes/admin/layout");
  // A page the role does not allow: the refusal's own words ("You don't have access to this page").
  const title = shown.status === 403 ? shown.message : { "not-found": "Not found", refused: "Request not accepted", failure: "Something went wrong" }[shown.kind];
  const text =
    shown.status === 403
      ? "Your role does not include it. Ask the owner if you need it."
      : shown.kind === "not-found"
        ? "That item does not exist or was deleted."
        : shown.kind === "refused"
          ? shown.message
          : "Please try again. If it keeps happening, tell your developer.";
  return (
    <AdminShell adminEmail={data?.adminEmail} role={data?.role} limited={data?.limited}>
      <div className="py-16 text-center">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-3 text-muted">{text}</p>
        <Link to={href("/admin")} className="btn-primary mt-8">
          Back to the dashboard
        </Link>
      </div>
    </AdminShell>
  );
}
