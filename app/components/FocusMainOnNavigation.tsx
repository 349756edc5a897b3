import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation to another page, focus goes to <main id="main">
 * (tabIndex=-1 in both shells): screen readers start reading the new page and
 * the next Tab continues from its content, as after a full page load. Not on
 * the first load, not when only the hash or the query changes (a skip link,
 * a filter, 'Load more'), and not after a form submission that stays on its
 * page. Scrolling is left to <ScrollRestoration>.
 */
export function FocusMainOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
