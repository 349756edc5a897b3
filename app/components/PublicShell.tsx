import type { Business } from "~/content/business";
import { useT } from "~/lib/i18n";
import { ExternalFormDialog } from "./ExternalForm";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { ToastRegion } from "./Toaster";

/**
 * Skip link, header, main landmark and footer around every public page. The
 * notifications sit at the top of <main>: in the flow without JavaScript,
 * floating at the bottom of the window with it (app.css).
 */
export function PublicShell({
  business,
  footerExtra,
  children,
}: {
  business: Business;
  footerExtra?: React.ReactNode;
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
        <ToastRegion dismissLabel={t("shell.dismissNotification")} />
        {children}
      </main>
      <SiteFooter business={business} newsletter={footerExtra} />
      <ExternalFormDialog />
    </>
  );
}
