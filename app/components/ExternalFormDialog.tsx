import { useId } from "react";
import { seamAttrs } from "~/lib/browser-seam";
import { Icon } from "./Icon";

interface ExternalFormDialogProps {
  /** The third-party page to embed (booking or intake form). */
  url: string;
  /** Dialog title, also the iframe's accessible name. */
  title: string;
  className?: string;
  /** Read after the link text by screen readers, e.g. "opens the intake form". */
  opensLabel?: string;
  children: React.ReactNode;
}

/**
 * A link to an external booking or intake page. Without JavaScript it opens
 * the page in a new tab. With JavaScript (app/browser/external-dialogs.ts) it
 * opens a modal dialog (90% of the viewport wide, at most 4xl, 80% high)
 * embedding the page; the frame is made from the <template> each time the
 * dialog opens and removed when it closes. When the embed does not load in
 * time the dialog shows the new-tab fallback instead, and when the browser
 * cannot open a dialog the link keeps its new tab. A page that loads but
 * shows nothing (a blocked frame fires `load` too) is covered by the line
 * under the frame, which always offers the new tab.
 */
export function ExternalFormDialog({
  url,
  title,
  className,
  opensLabel = "opens the booking page",
  children,
}: ExternalFormDialogProps) {
  const dialogId = useId();
  return (
    <>
      <a href={url} target="_blank" rel="noopener noreferrer" className={className} {...seamAttrs({ externalForm: dialogId })}>
        {children}
        <span className="sr-only"> ({opensLabel})</span>
      </a>
      <dialog
        id={dialogId}
        aria-label={title}
        className="m-auto h-[80vh] w-[90vw] max-w-4xl overflow-hidden rounded-2xl bg-white p-0 shadow-2xl"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-4 py-3">
            <h2 className="text-lg font-semibold">{title}</h2>
            <div className="flex items-center gap-2">
              <NewTabLink url={url} className="link text-sm">
                Open in a new tab
              </NewTabLink>
              <button
                type="button"
                {...seamAttrs({ dialogClose: true })}
                className="rounded-full p-2 hover:bg-gray-100"
                aria-label="Close dialog"
                autoFocus
              >
                <Icon name="close" />
              </button>
            </div>
          </div>
          <div {...seamAttrs({ embed: true })} hidden className="flex min-h-0 flex-1 flex-col">
            <template>
              <iframe
                src={url}
                title={title}
                className="w-full flex-1 border-0"
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </template>
            <p className="border-t border-gray-200 px-4 py-2 text-sm text-muted">
              Not loading?{" "}
              <NewTabLink url={url} className="link">
                Open it in a new tab
              </NewTabLink>
            </p>
          </div>
          <div {...seamAttrs({ embedFailed: true })} hidden className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
            <p>This page could not be shown here.</p>
            <NewTabLink url={url} className="btn-primary">
              Open it in a new tab
            </NewTabLink>
          </div>
        </div>
      </dialog>
    </>
  );
}

/** Opens the page in a new tab and closes the dialog. */
function NewTabLink({ url, className, children }: { url: string; className: string; children: React.ReactNode }) {
  return (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer" {...seamAttrs({ dialogClose: true })}>
      {children}
    </a>
  );
}
