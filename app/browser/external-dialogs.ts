import { seam, seamValue } from "~/lib/browser-seam";
import { clickOpensDialog, wireDialogClosing } from "./dialog";

/** How long an embed may take before the dialog offers the new tab instead. */
const EMBED_TIMEOUT_MS = 8000;

/**
 * Booking and intake links (components/ExternalFormDialog.tsx): a plain click
 * while online opens their modal dialog instead of a new tab. The frame is
 * cloned from the dialog's <template> on each opening and removed on
 * closing, so the embedded page starts fresh every time.
 */
export function enhanceExternalDialogs(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a${seam.externalForm.selector}`)) {
    const dialog = document.getElementById(seamValue(link, "externalForm") ?? "") as HTMLDialogElement | null;
    const embed = dialog?.querySelector<HTMLElement>(seam.embed.selector);
    const failed = dialog?.querySelector<HTMLElement>(seam.embedFailed.selector);
    const template = embed?.querySelector("template");
    const frameTemplate = template?.content.firstElementChild;
    if (!dialog || !embed || !failed || !template || !frameTemplate) continue;

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

    link.addEventListener("click", (event) => {
      // Offline nothing could load in the frame: the link keeps its own new tab.
      if (!clickOpensDialog(event, dialog) || !navigator.onLine) return;
      event.preventDefault();
      clear();
      const frame = document.importNode(frameTemplate, true);
      frame.addEventListener("load", () => window.clearTimeout(timer));
      frame.addEventListener("error", showFailed);
      template.before(frame);
      embed.hidden = false;
      timer = window.setTimeout(showFailed, EMBED_TIMEOUT_MS);
      dialog.showModal();
    });
    dialog.addEventListener("close", clear);
    wireDialogClosing(dialog);
  }
}
