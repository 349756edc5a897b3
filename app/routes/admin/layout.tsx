import { isRouteErrorResponse, Link, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { AdminShell } from "~/components/admin/AdminShell";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/layout";

/**
 * The signed-in admin area's frame. This loader's check does not protect
 * the child routes (React Router runs loaders in parallel and never runs a
 * parent for an action): every child loader and action calls requireAdmin
 * itself, which tests/integration/admin-guard.test.ts enforces.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { adminEmail: admin.email };
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
