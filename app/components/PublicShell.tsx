import type { Business } from "~/content/business";
import { useT } from "~/lib/i18n";
import { ExternalFormDialog } from "./ExternalForm";
import { type ShownNotice, ServiceNotices } from "./ServiceNotices";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { ToastRegion } from "./Toaster";

/**
 * Skip link, header, main landmark and footer around every public page. The
 * service-disruption notices open <main> (the skip link lands before them); the
 * notifications follow: in the flow without JavaScript, floating at the bottom
 * of the window with it (app.css).
 */
export function PublicShell({
  business,
  footerExtra,
  notices = [],
  children,
}: {
  business: Business;
  footerExtra?: React.ReactNode;
  /** The service-disruption notices this page shows. */
  notices?: readonly ShownNotice[];
  children: React.ReactNode;
}) {
  const t = useT();
  return (
    <>
      <a href="#main" className="skip-link">
        {t("shell.skipLink")}
      </a>
      <SiteHeader business={business} />
      <main id="main" tabIndex={-1} className="outline-none">
        <ServiceNotices notices={notices} />
        <ToastRegion dismissLabel={t("shell.dismissNotification")} />
        {children}
      </main>
      <SiteFooter business={business} newsletter={footerExtra} />
      <ExternalFormDialog />
    </>
  );
}
