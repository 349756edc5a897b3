import { useEffect, useRef, useState } from "react";
import { Icon } from "./Icon";

/** How long an embed may take before we offer the new-tab fallback. */
const EMBED_TIMEOUT_MS = 8000;

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
 * the page in a new tab. With JavaScript it opens a modal dialog (90% of the
 * viewport wide, at most 4xl, 80% high) embedding the page; when the embed
 * does not load in time, or the browser cannot open a dialog, the visitor is
 * sent to a new tab instead. A page that loads but shows nothing (a blocked
 * frame fires `load` too) is covered by the line under the frame, which
 * always offers the new tab.
 */
export function ExternalFormDialog({
  url,
  title,
  className,
  opensLabel = "opens the booking page",
  children,
}: ExternalFormDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<"loading" | "loaded" | "failed">("loading");

  useEffect(() => {
    if (!open || status !== "loading") return;
    const timer = window.setTimeout(() => setStatus("failed"), EMBED_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [open, status]);

  function handleClick(event: React.MouseEvent<HTMLAnchorElement>) {
    const dialog = dialogRef.current;
    // Modifier clicks keep their usual meaning (new tab, new window).
    if (!dialog || typeof dialog.showModal !== "function" || event.metaKey || event.ctrlKey || event.shiftKey) {
      return;
    }
    if (!navigator.onLine) return; // the link's own new-tab behaviour
    event.preventDefault();
    setStatus("loading");
    setOpen(true);
    dialog.showModal();
  }

  function close() {
    dialogRef.current?.close();
  }

  return (
    <>
      <a href={url} target="_blank" rel="noopener noreferrer" className={className} onClick={handleClick}>
        {children}
        <span className="sr-only"> ({opensLabel})</span>
      </a>
      <dialog
        ref={dialogRef}
        aria-label={title}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === dialogRef.current) close();
        }}
        className="m-auto h-[80vh] w-[90vw] max-w-4xl overflow-hidden rounded-2xl bg-white p-0 shadow-2xl"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-4 py-3">
            <h2 className="text-lg font-semibold">{title}</h2>
            <div className="flex items-center gap-2">
              <a className="link text-sm" href={url} target="_blank" rel="noopener noreferrer" onClick={close}>
                Open in a new tab
              </a>
              <button
                type="button"
                onClick={close}
                className="rounded-full p-2 hover:bg-gray-100"
                aria-label="Close dialog"
                autoFocus
              >
                <Icon name="close" />
              </button>
            </div>
          </div>
          {open ? (
            status === "failed" ? (
              <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
                <p>This page could not be shown here.</p>
                <a className="btn-primary" href={url} target="_blank" rel="noopener noreferrer" onClick={close}>
                  Open it in a new tab
                </a>
              </div>
            ) : (
              <>
                <iframe
                  src={url}
                  title={title}
                  className="w-full flex-1 border-0"
                  onLoad={() => setStatus("loaded")}
                  onError={() => setStatus("failed")}
                  referrerPolicy="strict-origin-when-cross-origin"
                />
                <p className="border-t border-gray-200 px-4 py-2 text-sm text-muted">
                  Not loading?{" "}
                  <a className="link" href={url} target="_blank" rel="noopener noreferrer" onClick={close}>
                    Open it in a new tab
                  </a>
                </p>
              </>
            )
          ) : null}
        </div>
      </dialog>
    </>
  );
}
