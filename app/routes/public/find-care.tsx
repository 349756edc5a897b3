import { href, redirect } from "react-router";
import { FindCareForm, type FindCareProblem } from "~/components/FindCareForm";
import { regionDetails } from "~/content/region-details";
import { translate, useLocale, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { findRegionForPostalCode } from "~/lib/postal-code";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { inEdition } from "~/public-pages";
import type { Route } from "./+types/find-care";
import { passOnHeaders } from "~/lib/route-headers";
import { regionInEdition, regionPath } from "./location/edition";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: translate(locale, "findCare.title"),
    description: translate(locale, "findCare.metaDescription"),
    path: inEdition(locale, href("/find-care")),
    siteUrl: siteUrlFrom(matches),
    // A search result page: only the empty form is worth indexing.
    noindex: location.search !== "",
  });
};

/**
 * GET /find-care?postal=L4L+0A1: a served code redirects to its region page
 * (in the French edition from /fr/trouver-des-soins); anything else shows the
 * form again with the typed value and a message.
 */
export function loader({ request }: Route.LoaderArgs): { postal: string; problem: FindCareProblem | null } {
  const url = new URL(request.url);
  const postal = url.searchParams.get("postal");
  if (postal === null) return { postal: "", problem: null };
  if (postal.trim() === "") return { postal, problem: { kind: "empty" } };
  const result = findRegionForPostalCode(postal);
  if (result.kind === "found") throw redirect(regionPath(localeOfPath(url.pathname), result.region));
  const problem: FindCareProblem = result.kind === "invalid" ? { kind: "invalid" } : { kind: "not-served", fsa: result.fsa };
  return { postal: postal.slice(0, 40), problem };
}

export default function FindCare({ loaderData }: Route.ComponentProps) {
  const { postal, problem } = loaderData;
  const locale = useLocale();
  const t = useT();
  return (
    <div className="container-page py-12 sm:py-16">
      <FindCareForm headingLevel={1} defaultValue={postal} problem={problem} />
      <section aria-labelledby="all-regions" className="mt-12">
        <h2 id="all-regions" className="text-2xl font-bold text-brand-900">
          {t("findCare.chooseRegion")}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {regionDetails.map((detail) => {
            const region = regionInEdition(locale, detail);
            return (
              <li key={region.slug}>
                <a
                  href={regionPath(locale, region.slug)}
                  className="flex min-h-11 items-center justify-between rounded-lg border border-gray-200 px-4 py-3 font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-50"
                >
                  <span>{region.name}</span>
                  {region.province !== region.name ? <span className="text-sm text-muted">{region.province}</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
