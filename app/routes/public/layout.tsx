import { Outlet, useRouteError } from "react-router";
import { NotFound } from "~/components/NotFound";
import { PublicShell } from "~/components/PublicShell";
import { NewsletterForm } from "~/components/submissions/NewsletterForm";
import type { RouteHandle } from "~/lib/page-runtime";
import { useT } from "~/lib/i18n";
import { useBusiness } from "~/lib/root-data";
import { passOnHeaders } from "~/lib/route-headers";
import { shownError } from "~/lib/route-errors";

export const headers = passOnHeaders;

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
  const shown = shownError(useRouteError());
  const business = useBusiness();
  const t = useT();
  return (
    <PublicShell business={business} footerExtra={<NewsletterForm tone="dark" />}>
      {shown.kind === "not-found" ? (
        <NotFound />
      ) : (
        <div className="container-page py-24 text-center">
          <h1 className="text-3xl font-bold">{t(shown.kind === "refused" ? "error.refused" : "error.unexpected")}</h1>
          <p className="mt-3 text-muted">{shown.message}</p>
        </div>
      )}
    </PublicShell>
  );
}
