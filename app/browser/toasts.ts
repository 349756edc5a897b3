/**
 * Toasts on the public pages (decision 0004): the server renders the
 * Notifications region (components/Toaster.tsx) with its two live regions,
 * this page's flash toast, and a <template> of the card that new toasts are
 * cloned from. A plain toast closes after 4 s (paused while hovered or
 * focused); one with a link stays until dismissed; at most three show.
 */
import { seam } from "~/lib/browser-seam";
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, type ToastInput } from "~/lib/toast";

let region: HTMLElement | null = null;
/** The cards on screen, oldest first. */
let shown: HTMLElement[] = [];

export function enhanceToasts(): void {
  region = document.querySelector<HTMLElement>(seam.toastRegion.selector);
  if (!region) return;
  region.addEventListener("click", (event) => {
    const card = (event.target as Element).closest<HTMLElement>(seam.toastDismiss.selector)?.closest<HTMLElement>(seam.toast.selector);
    if (card) dismiss(card);
  });
  region.querySelectorAll<HTMLElement>(seam.toast.selector).forEach(manage);
}

/** Shows a toast: errors in the assertive live region, the rest in the polite one. */
export function showToast(toast: ToastInput): void {
  const error = toast.variant === "error";
  const template = region?.querySelector<HTMLTemplateElement>(`template${seam.toastTemplate.selector}`);
  const list = region?.querySelector(error ? "[role=alert]" : "[role=status]");
  const card = template?.content.firstElementChild?.cloneNode(true);
  if (!list || !(card instanceof HTMLElement)) return;
  card.setAttribute(seam.toast.attr, toast.variant);
  card.querySelector(seam.toastTitle.selector)!.textContent = toast.title;
  const description = card.querySelector(seam.toastDescription.selector)!;
  if (toast.description) description.textContent = toast.description;
  else description.remove();
  const link = card.querySelector<HTMLAnchorElement>(seam.toastAction.selector)!;
  if (toast.action) {
    link.href = toast.action.href;
    link.textContent = toast.action.label;
  } else {
    link.remove();
    card.removeAttribute(seam.toastPersistent.attr);
  }
  list.append(card);
  manage(card);
}

function manage(card: HTMLElement): void {
  shown.push(card);
  while (shown.length > MAX_VISIBLE_TOASTS) dismiss(shown[0]!);
  if (card.hasAttribute(seam.toastPersistent.attr)) return;
  let hovered = false;
  let focused = false;
  let timer = 0;
  const restart = () => {
    window.clearTimeout(timer);
    if (!hovered && !focused) timer = window.setTimeout(() => dismiss(card), TOAST_DURATION_MS);
  };
  const on = (type: string, update: () => void) =>
    card.addEventListener(type, () => {
      update();
      restart();
    });
  on("mouseenter", () => (hovered = true));
  on("mouseleave", () => (hovered = false));
  on("focusin", () => (focused = true));
  on("focusout", () => (focused = false));
  restart();
}

function dismiss(card: HTMLElement): void {
  shown = shown.filter((other) => other !== card);
  // Focus never falls to nowhere: it goes to the page's main content.
  if (card.contains(document.activeElement)) document.getElementById("main")?.focus({ preventScroll: true });
  card.remove();
}

/** A failed fetch's message for a toast (a network error shows the error text). */
export function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\.$/, "");
}
