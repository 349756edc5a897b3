/**
 * The service-disruption notices (decision 1020): each one's hide button,
 * hidden in the server's HTML, is shown and removes its notice for this page
 * view only (nothing stored: the next page shows it again). Focus moves to the
 * main content, so it is not lost with the button.
 */
import { seam } from "~/lib/browser-seam";

export function enhanceNotices(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(seam.noticeDismiss.selector)) {
    const notice = button.closest<HTMLElement>(seam.notice.selector);
    if (!notice) continue;
    button.hidden = false;
    button.addEventListener("click", () => {
      notice.remove();
      document.querySelector<HTMLElement>("#main")?.focus();
    });
  }
}
