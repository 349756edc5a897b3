/**
 * The page's twin in the other language, for the switcher. Public pages only:
 * kept out of app/lib/root-data.ts, which the staff bundle carries.
 */
import { useContext } from "react";
import { UNSAFE_DataRouterDataContext } from "react-router";
import type { LanguageTwin, PageLanguageTwin, RootData } from "~/lib/root-data";

/**
 * A matched route's own `languageTwin` (PageLanguageTwin: a post's, from the
 * database) before the root's, from the twins table (app/public-pages.ts).
 * That route's meta passes the same value to pageMeta for hreflang.
 */
export function useLanguageTwin(): LanguageTwin | null {
  // What useRouteLoaderData reads, without its throw outside a data router (as useOptionalRootData).
  const loaderData: Record<string, unknown> = useContext(UNSAFE_DataRouterDataContext)?.loaderData ?? {};
  for (const [id, data] of Object.entries(loaderData)) {
    if (id !== "root" && typeof data === "object" && data !== null && "languageTwin" in data) return (data as PageLanguageTwin).languageTwin;
  }
  return (loaderData.root as RootData | undefined)?.twin ?? null;
}
