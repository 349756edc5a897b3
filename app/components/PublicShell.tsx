import type { Business } from "~/content/business";
import { useT } from "~/lib/i18n";
import { useOptionalRootData } from "~/lib/root-data";
import { IconSprite } from "./Icon";
import { ExternalFormDialog } from "./ExternalForm";
import { RenderedOnce } from "./RenderedOnce";
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
  const dismissLabel = t("shell.dismissNotification");
  return (
    <>
      {/* Every icon of the page <use>s these symbols (the staff area's come from the root's layout). */}
      <RenderedOnce id="icon-sprite" inputs={[]}>
        <IconSprite />
      </RenderedOnce>
      <a href="#main" className="skip-link">
        {t("shell.skipLink")}
      </a>
      <SiteHeader business={business} />
      <main id="main" tabIndex={-1} className="outline-none">
        <ServiceNotices notices={notices} />
        {/* Without a toast, the same for every visitor. */}
        <RenderedOnce id="toast-region" inputs={[dismissLabel]} keep={!useOptionalRootData()?.toast}>
          <ToastRegion dismissLabel={dismissLabel} template />
        </RenderedOnce>
        {children}
      </main>
      <SiteFooter business={business} newsletter={footerExtra} />
      <RenderedOnce id="external-form-dialog" inputs={[]}>
        <ExternalFormDialog />
      </RenderedOnce>
    </>
  );
}
