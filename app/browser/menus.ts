import { seam } from "~/lib/browser-seam";

/**
 * The header's <details> menus (components/MegaMenu.tsx and the mobile menu
 * in SiteHeader.tsx) open, close and reach every link without JavaScript.
 * This closes an open one where a visitor expects a menu to close: Escape
 * (focus back on its button), a chosen link, its backdrop (focus back on
 * its button), focus moving out of it, and, for a menu with `seam.menuCloseOutside`,
 * a press anywhere outside it.
 */
export function enhanceMenus(): void {
  const menus = Array.from(document.querySelectorAll<HTMLDetailsElement>(`details${seam.menu.selector}`));
  if (menus.length === 0) return;

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of menus) {
      if (!menu.open) continue;
      event.preventDefault();
      close(menu, true);
    }
  });

  // Pointer events arrived in Safari 13; older ones still send mousedown.
  const pressEvent = "onpointerdown" in window ? "pointerdown" : "mousedown";
  document.addEventListener(pressEvent, (event) => {
    for (const menu of menus) {
      if (menu.hasAttribute(seam.menuCloseOutside.attr) && !menu.contains(event.target as Node)) close(menu, false);
    }
  });

  for (const menu of menus) {
    menu.addEventListener("focusout", (event) => {
      // relatedTarget is null for a click on nothing focusable (e.g. the panel's text): that is not leaving.
      const next = event.relatedTarget;
      if (next instanceof Node && !menu.contains(next)) close(menu, false);
    });
    menu.addEventListener("click", (event) => {
      const target = event.target as Element;
      if (target.closest("a")) close(menu, false);
      else if (target.closest(seam.menuBackdrop.selector)) close(menu, true);
    });
  }
}

function close(menu: HTMLDetailsElement, returnFocus: boolean): void {
  if (!menu.open) return;
  menu.open = false;
  if (returnFocus) menu.querySelector("summary")?.focus();
}
