import { Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { NotFound } from "~/components/NotFound";
import { PublicShell } from "~/components/PublicShell";
import { PageNewsletterForm } from "~/components/submissions/NewsletterForm";
import type { RouteHandle } from "~/lib/page-runtime";
import { translate, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { notFoundMeta } from "~/lib/not-found-meta";
import { documentTitle } from "~/lib/seo";
import { useBusiness } from "~/lib/root-data";
import { passOnHeaders } from "~/lib/route-headers";
import { shownError } from "~/lib/route-errors";
import { noticesShownOn } from "~/server/domain/service-notices.server";
import type { Route } from "./+types/layout";

export const headers = passOnHeaders;

/**
 * The title of an error a page's loader threw (an unknown region, service or posting: 404), in the
 * address's language; the page's own meta is not used then. Without an error, the pages' own.
 */
export const meta: Route.MetaFunction = ({ error, location }) => {
  if (!error) return [];
  const shown = shownError(error);
  if (shown.kind === "not-found") return notFoundMeta(location.pathname);
  const title = translate(localeOfPath(location.pathname), shown.kind === "refused" ? "error.refused" : "error.unexpected");
  return [{ title: documentTitle(title) }, { name: "robots", content: "noindex" }];
};

/** Public pages are not hydrated: app/browser/enhance.ts adds what JavaScript adds (decision 0007). */
export const handle: RouteHandle = { hydrate: false };

/** The service-disruption notices active on this page now, in its language (decision 1020; the page cache expires at their start and end). */
export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const locale = localeOfPath(path);
  const notices = await noticesShownOn(path);
  return { notices: notices.map((notice) => ({ id: notice.id, ...notice[locale], startsAt: notice.startsAt, endsAt: notice.endsAt })) };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  return (
    <PublicShell business={business} footerExtra={<PageNewsletterForm id="footer-newsletter" tone="dark" />} notices={loaderData.notices}>
      <Outlet />
    </PublicShell>
  );
}

/** Errors of public pages render inside the shell, so visitors can move on. */
export function ErrorBoundary() {
  const shown = shownError(useRouteError());
  const business = useBusiness();
  const t = useT();
  const notices = useRouteLoaderData<typeof loader>("routes/public/layout")?.notices;
  return (
    <PublicShell business={business} footerExtra={<PageNewsletterForm id="footer-newsletter" tone="dark" />} notices={notices}>
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
