/**
 * What JavaScript adds to the public pages (decision 0007). These pages are
 * rendered on the server and are not hydrated: every link and form works
 * without this script, which only improves them. It is a module script, so
 * it runs once the document is parsed.
 *
 * Each part finds its elements by the data attributes the server renders,
 * all named in app/lib/browser-seam.ts (decision 0013).
 */
import { enhanceExternalDialogs } from "./external-dialogs";
import { enhanceForms } from "./forms";
import { enhanceHeroVideo } from "./hero-video";
import { enhanceLoadMore } from "./load-more";
import { enhanceMenus } from "./menus";
import { enhanceNotices } from "./notices";
import { enhanceReveal } from "./reveal";
import { enhanceToasts } from "./toasts";

// Reveal first: it is what hides content until it scrolls into view. Each
// part on its own, so one that fails leaves the others working.
for (const enhance of [
  enhanceReveal,
  enhanceToasts,
  enhanceNotices,
  enhanceMenus,
  enhanceExternalDialogs,
  enhanceForms,
  enhanceLoadMore,
  enhanceHeroVideo,
]) {
  try {
    enhance();
  } catch (error) {
    console.error(error);
  }
}
