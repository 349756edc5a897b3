import type { ReactNode } from "react";
import { RenderedOnce } from "~/components/RenderedOnce";
import type { FormOutcome } from "~/lib/form-outcome";
import { PageQueryContext, usePageQuery } from "~/components/forms/page-query";

type Holes = Readonly<Record<string, string>>;

/**
 * A visitor form as every visitor first sees it, rendered once (RenderedOnce)
 * per `inputs`: kept before an answer (`outcome` undefined) on an address
 * without a query string (campaign values, fields filled in from it), and
 * rendered in place otherwise. `holes` as RenderedOnce's (the newsletter's way back).
 */
export function KeptForm<H extends Holes = Holes>({
  id,
  inputs = [],
  outcome,
  holes,
  children,
}: {
  id: string;
  inputs?: readonly unknown[];
  outcome: FormOutcome | undefined;
  holes?: H;
  children: ReactNode | ((holes: H) => ReactNode);
}) {
  const query = usePageQuery();
  return (
    <RenderedOnce id={id} inputs={inputs} keep={outcome === undefined && query === ""} holes={holes}>
      {(values: H) => <PageQueryContext.Provider value={query}>{typeof children === "function" ? children(values) : children}</PageQueryContext.Provider>}
    </RenderedOnce>
  );
}
