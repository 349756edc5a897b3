import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { NotFound } from "~/components/NotFound";
import { PublicShell } from "~/components/PublicShell";
import { NewsletterForm } from "~/components/submissions/NewsletterForm";
import type { RouteHandle } from "~/lib/page-runtime";
import { useBusiness } from "~/lib/root-data";

/** Public pages are not hydrated: app/browser/enhance.ts adds what JavaScript adds (decision 0007). */
export const handle: RouteHandle = { hydrate: false };

export default function PublicLayout() {
  const business = useBusiness();
  return (
    <PublicShell business={business} footerExtra={<NewsletterForm tone="dark" />}>
      <Outlet />
    </PublicShell>
  );
}

/** Errors of public pages render inside the shell, so visitors can move on. */
export function ErrorBoundary() {
  const error = useRouteError();
  const business = useBusiness();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <PublicShell business={business} footerExtra={<NewsletterForm tone="dark" />}>
      {notFound ? (
        <NotFound />
      ) : (
        <div className="container-page py-24 text-center">
          <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
          <p className="mt-3 text-muted">Something went wrong on our side. Please try again, or call us.</p>
          {import.meta.env.DEV && error instanceof Error ? (
            <pre className="mt-6 overflow-auto text-left text-sm">{error.stack}</pre>
          ) : null}
        </div>
      )}
    </PublicShell>
  );
}
