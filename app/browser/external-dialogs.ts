import { seam, seamValue } from "~/lib/browser-seam";
import { clickOpensDialog, wireDialogClosing } from "./dialog";

/** How long an embed may take before the dialog offers the new tab instead. */
const EMBED_TIMEOUT_MS = 8000;

/**
 * Booking and intake links (components/ExternalForm.tsx): a plain click
 * while online opens the page's one external-form dialog instead of a new
 * tab, titled with the link's title and pointing its new-tab links at the
 * link's page. The frame is made on each opening and removed on closing, so
 * the embedded page starts fresh every time.
 */
export function enhanceExternalDialogs(): void {
  const dialog = document.querySelector<HTMLDialogElement>(`dialog${seam.externalFormDialog.selector}`);
  const heading = dialog?.querySelector("h2");
  const embed = dialog?.querySelector<HTMLElement>(seam.embed.selector);
  const failed = dialog?.querySelector<HTMLElement>(seam.embedFailed.selector);
  if (!dialog || !heading || !embed || !failed) return;

  let timer = 0;
  const clear = () => {
    window.clearTimeout(timer);
    embed.querySelector("iframe")?.remove();
    embed.hidden = true;
    failed.hidden = true;
  };
  const showFailed = () => {
    const hadFocus = embed.contains(document.activeElement) || document.activeElement === embed.querySelector("iframe");
    clear();
    failed.hidden = false;
    // Focus was in the frame that just went: it moves to the way out.
    if (hadFocus) failed.querySelector<HTMLElement>("a")?.focus();
  };
  const open = (link: HTMLAnchorElement) => {
    const title = seamValue(link, "externalForm") ?? "";
    heading.textContent = title;
    for (const newTab of dialog.querySelectorAll<HTMLAnchorElement>("a")) newTab.href = link.href;
    clear();
    const frame = document.createElement("iframe");
    frame.src = link.href;
    frame.title = title;
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    frame.addEventListener("load", () => window.clearTimeout(timer));
    frame.addEventListener("error", showFailed);
    embed.prepend(frame);
    embed.hidden = false;
    timer = window.setTimeout(showFailed, EMBED_TIMEOUT_MS);
    dialog.showModal();
  };

  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a${seam.externalForm.selector}`)) {
    link.addEventListener("click", (event) => {
      // Offline nothing could load in the frame: the link keeps its own new tab.
      if (!clickOpensDialog(event, dialog) || !navigator.onLine) return;
      event.preventDefault();
      open(link);
    });
  }
  dialog.addEventListener("close", clear);
  wireDialogClosing(dialog);
}
