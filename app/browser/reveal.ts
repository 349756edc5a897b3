import { seam } from "~/lib/browser-seam";

/** Reveal once at 10% visible, 50 px before the bottom edge. */
const OBSERVER_OPTIONS: IntersectionObserverInit = { threshold: 0.1, rootMargin: "0px 0px -50px 0px" };

/**
 * Scroll reveal (components/Reveal.tsx): each `seam.reveal` element gets
 * `seam.revealed`, which app.css fades in, the first time it scrolls into
 * view. A browser without IntersectionObserver shows everything at once.
 */
export function enhanceReveal(): void {
  const elements = document.querySelectorAll<HTMLElement>(`${seam.reveal.selector}:not(${seam.revealed.selector})`);
  if (typeof IntersectionObserver === "undefined") {
    for (const element of elements) reveal(element);
    return;
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      reveal(entry.target);
      observer.unobserve(entry.target); // once only
    }
  }, OBSERVER_OPTIONS);
  for (const element of elements) observer.observe(element);
}

function reveal(element: Element): void {
  element.setAttribute(seam.revealed.attr, "");
}
