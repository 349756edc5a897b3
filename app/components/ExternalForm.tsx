import { seamAttrs } from "~/lib/browser-seam";
import { useBusiness } from "~/lib/root-data";
import { useT } from "~/lib/i18n";
import { Icon } from "./Icon";

interface ExternalFormLinkProps {
  /** The third-party page to embed (booking or intake form). */
  url: string;
  /** Dialog title, also the frame's accessible name. */
  title: string;
  className?: string;
  /** Read after the link text by screen readers, e.g. "opens the intake form"; "opens the booking page" when not given. */
  opensLabel?: string;
  children: React.ReactNode;
}

/**
 * A link to an external booking or intake page. Without JavaScript it opens
 * the page in a new tab. With JavaScript (app/browser/external-dialogs.ts) a
 * plain click opens the page's one <ExternalFormDialog> instead, titled
 * with this link's title and embedding its page.
 */
export function ExternalFormLink({ url, title, className, opensLabel, children }: ExternalFormLinkProps) {
  const t = useT();
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className} {...seamAttrs({ externalForm: title })}>
      {children}
      <span className="sr-only">{` (${opensLabel ?? t("externalForm.opensBooking")})`}</span>
    </a>
  );
}

/**
 * The modal dialog every booking and intake link of the page opens (one per
 * page, in PublicShell, instead of one per link): 90% of the viewport wide,
 * at most 4xl, 80% high. The script gives it the link's title, points its
 * new-tab links at the link's page and makes a fresh frame each time it
 * opens, removed when it closes. When the embed does not load in time the
 * dialog shows the new-tab fallback instead, and when the browser cannot
 * open a dialog the link keeps its new tab. A page that loads but shows
 * nothing (a blocked frame fires `load` too) is covered by the line under
 * the frame, which always offers the new tab. Until the script fills them its
 * heading is empty and its links lead to the booking page (real links, which
 * crawlers and checkers expect); it is never shown before.
 */
export function ExternalFormDialog() {
  const { bookingUrl } = useBusiness();
  const t = useT();
  return (
    <dialog aria-labelledby="external-form-title" className="external-form" {...seamAttrs({ externalFormDialog: true })}>
      <div>
        <div>
          <h2 id="external-form-title" />
          <div>
            <NewTabLink url={bookingUrl} className="link text-sm">
              {t("externalForm.newTab")}
            </NewTabLink>
            <button type="button" {...seamAttrs({ dialogClose: true })} aria-label={t("externalForm.close")} autoFocus>
              <Icon name="close" />
            </button>
          </div>
        </div>
        <div {...seamAttrs({ embed: true })} hidden>
          <p>
            {`${t("externalForm.notLoading")} `}
            <NewTabLink url={bookingUrl} className="link">
              {t("externalForm.openIt")}
            </NewTabLink>
          </p>
        </div>
        <div {...seamAttrs({ embedFailed: true })} hidden>
          <p>{t("externalForm.failed")}</p>
          <NewTabLink url={bookingUrl} className="btn-primary">
            {t("externalForm.openIt")}
          </NewTabLink>
        </div>
      </div>
    </dialog>
  );
}

/** Opens the page in a new tab (the script points it at the link's page) and closes the dialog. */
function NewTabLink({ url, className, children }: { url: string; className: string; children: React.ReactNode }) {
  return (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer" {...seamAttrs({ dialogClose: true })}>
      {children}
    </a>
  );
}
