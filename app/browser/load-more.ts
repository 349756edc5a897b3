/**
 * 'Load more' on /testimonials. Without this script it is a
 * link to the next page; with it, a button that appends the next page's
 * cards, taken from that page's HTML: 'Loading...' while it comes, focus
 * on the first new card (the button may be gone), a polite status saying
 * how many came, and the server's 'No more testimonials' at the end.
 *
 * Server markup (routes/public/testimonials.tsx), by seam name: `pagedList`
 * holds the list (`pagedItems`, one li with a `key` per card), the link
 * (`loadMore`) and the status (`pagedStatus`).
 */
import { seam, seamValue } from "~/lib/browser-seam";
import { errorText, showToast } from "./toasts";

export function enhanceLoadMore(root: ParentNode = document): void {
  root.querySelectorAll<HTMLAnchorElement>(`a${seam.loadMore.selector}`).forEach((link) => {
    const container = link.closest<HTMLElement>(seam.pagedList.selector);
    const list = container?.querySelector<HTMLElement>(seam.pagedItems.selector);
    const status = container?.querySelector<HTMLElement>(seam.pagedStatus.selector);
    if (container && list && status) link.replaceWith(loadMoreButton(link, list, status));
  });
}

function loadMoreButton(link: HTMLAnchorElement, list: HTMLElement, status: HTMLElement): HTMLButtonElement {
  const pendingText = seamValue(link, "pendingText");
  const announceOne = seamValue(link, "announceOne") ?? "";
  const announceMany = seamValue(link, "announceMany") ?? "";
  const failedTitle = seamValue(link, "failedTitle") ?? "";
  const idleText = link.textContent;
  let next = link.getAttribute("href") ?? "";
  const button = document.createElement("button");
  button.type = "button";
  button.className = link.className;
  button.textContent = idleText;

  button.addEventListener("click", async () => {
    button.disabled = true;
    button.textContent = pendingText ?? idleText;
    try {
      const response = await fetch(next);
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      const page = new DOMParser().parseFromString(await response.text(), "text/html").querySelector(seam.pagedList.selector);
      const known = new Set([...list.children].map((item) => seamValue(item, "key")));
      // A review added meanwhile shifts the pages by one: a card already shown is not shown twice.
      const added = [...(page?.querySelectorAll<HTMLElement>(`${seam.pagedItems.selector} > li`) ?? [])]
        .filter((item) => !known.has(seamValue(item, "key")))
        .map((item) => document.importNode(item, true));
      list.append(...added);

      const nextLink = page?.querySelector<HTMLAnchorElement>(`a${seam.loadMore.selector}`);
      if (nextLink) {
        next = nextLink.getAttribute("href") ?? "";
        button.disabled = false;
        button.textContent = idleText;
      } else {
        button.remove();
        // The end, in the server's words.
        const end = page?.querySelector(`${seam.pagedStatus.selector} ${seam.pagedEnd.selector}`);
        if (end) status.append(document.importNode(end, true));
      }
      if (added.length) {
        announce(status, (added.length === 1 ? announceOne : announceMany).replace("{count}", String(added.length)));
        added[0]!.focus();
      } else if (!button.isConnected) {
        // Nothing new and the button gone: focus stays near, on the list's last card.
        list.querySelector<HTMLElement>(":scope > li:last-child")?.focus();
      }
    } catch (error) {
      console.error(error);
      button.disabled = false;
      button.textContent = idleText;
      showToast({ variant: "error", title: failedTitle, description: errorText(error) });
    }
  });
  return button;
}

function announce(status: HTMLElement, text: string): void {
  const line = status.querySelector(seam.pagedAnnouncement.selector);
  if (line) line.textContent = text;
}
