import { isRouteErrorResponse, Link, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { AdminShell } from "~/components/admin/AdminShell";
import { requireAdminMiddleware, signedInAdmin } from "~/server/auth/auth.server";
import type { Route } from "./+types/layout";

/**
 * The admin area's guard: runs before every loader and action of every route
 * under this layout (app/routes.ts), for documents, `.data` requests and
 * resource routes (downloads) alike. Routes that need more than "signed in"
 * check that themselves. tests/integration/admin-guard.test.ts sweeps it.
 */
export const middleware: Route.MiddlewareFunction[] = [requireAdminMiddleware];

/**
 * The frame's own data. Having a loader also makes client-side navigations
 * inside the admin area ask the server, so the guard runs on each of them.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { adminEmail: signedInAdmin(context).email };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell adminEmail={loaderData.adminEmail}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <AdminShell adminEmail={data?.adminEmail}>
      <div className="py-16 text-center">
        <h1 className="text-3xl font-bold">{notFound ? "Not found" : "Something went wrong"}</h1>
        <p className="mt-3 text-muted">
          {notFound ? "That item does not exist or was deleted." : "Please try again. If it keeps happening, tell your developer."}
        </p>
        <Link to="/admin" className="btn-primary mt-8">
          Back to the dashboard
        </Link>
      </div>
    </AdminShell>
  );
}
