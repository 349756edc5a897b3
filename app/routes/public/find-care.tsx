import { href, redirect } from "react-router";
import { FindCareForm, type FindCareProblem } from "~/components/FindCareForm";
import { regionDetails } from "~/content/region-details";
import { findRegionForPostalCode } from "~/lib/postal-code";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/find-care";
import { passOnHeaders } from "~/lib/route-headers";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    title: "Find care near you",
    description: "Enter your postal code to find the Sinai Home Care team serving your community in Ontario and across Canada.",
    path: href("/find-care"),
    siteUrl: siteUrlFrom(matches),
    // A search result page: only the empty form is worth indexing.
    noindex: location.search !== "",
  });

/**
 * GET /find-care?postal=L4L+0A1: a served code redirects to its region page;
 * anything else shows the form again with the typed value and a message.
 */
export function loader({ request }: Route.LoaderArgs): { postal: string; problem: FindCareProblem | null } {
  const postal = new URL(request.url).searchParams.get("postal");
  if (postal === null) return { postal: "", problem: null };
  if (postal.trim() === "") return { postal, problem: { kind: "empty" } };
  const result = findRegionForPostalCode(postal);
  if (result.kind === "found") throw redirect(href("/location/:region", { region: result.region }));
  const problem: FindCareProblem = result.kind === "invalid" ? { kind: "invalid" } : { kind: "not-served", fsa: result.fsa };
  return { postal: postal.slice(0, 40), problem };
}

export default function FindCare({ loaderData }: Route.ComponentProps) {
  const { postal, problem } = loaderData;
  return (
    <div className="container-page py-12 sm:py-16">
      <FindCareForm headingLevel={1} defaultValue={postal} problem={problem} />
      <section aria-labelledby="all-regions" className="mt-12">
        <h2 id="all-regions" className="text-2xl font-bold text-brand-900">
          Or choose your region
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {regionDetails.map((region) => (
            <li key={region.slug}>
              <a
                href={href("/location/:region", { region: region.slug })}
                className="flex min-h-11 items-center justify-between rounded-lg border border-gray-200 px-4 py-3 font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-50"
              >
                <span>{region.name}</span>
                {region.province !== region.name ? <span className="text-sm text-muted">{region.province}</span> : null}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
