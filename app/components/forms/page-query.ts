import { createContext, useContext } from "react";

/**
 * The query string of the page a visitor form is on (its campaign values, SourceFields).
 * The app's root gives the router's; a RenderedOnce section has no router, only what a KeptForm gives.
 */
export const PageQueryContext = createContext<string | null>(null);

export function usePageQuery(): string {
  const query = useContext(PageQueryContext);
  if (query === null) throw new Error("a visitor form rendered once must be inside a KeptForm");
  return query;
}
