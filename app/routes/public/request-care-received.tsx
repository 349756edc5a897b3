import { href } from "react-router";
import { telHref } from "~/content/business";
import { regionDetails } from "~/content/region-details";
import { REFERENCE_PATTERN } from "~/lib/care-requests";
import { useBusiness } from "~/lib/root-data";
import { passOnHeaders } from "~/lib/route-headers";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/request-care-received";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Request received",
    description: "Your care request was received. A care coordinator will call you.",
    path: href("/request-care/received"),
    siteUrl: siteUrlFrom(matches),
    noindex: true,
  });

/**
 * The confirmation: the reference and the region come in the address
 * (?ref=R-1042&region=peel-region), never anything the family answered, so
 * the page holds no personal information and reads nothing from the database.
 */
export function loader({ url }: Route.LoaderArgs) {
  const ref = url.searchParams.get("ref") ?? "";
  const slug = url.searchParams.get("region");
  const region = regionDetails.find((detail) => detail.slug === slug);
  return {
    reference: REFERENCE_PATTERN.test(ref) ? ref : null,
    region: region ? { name: region.name, phone: region.phone ?? null } : null,
  };
}

export default function RequestCareReceived({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  const { reference, region } = loaderData;
  const phone = region?.phone ?? business.phone;
  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Thank you: we received your request</h1>
      {reference ? (
        <p className="mt-6 text-lg" data-testid="care-reference">
          Your reference number is <strong className="font-mono text-2xl text-brand-900">{reference}</strong>. Please keep it: give it when you call us.
        </p>
      ) : null}
      <section aria-labelledby="next-heading" className="card mt-8 p-6 sm:p-8">
        <h2 id="next-heading" className="text-xl font-bold text-brand-900">
          What happens next
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-5">
          <li>
            A care coordinator{region ? ` from our ${region.name} team` : ""} calls you, usually within one business day (urgent requests the same
            business day).
          </li>
          <li>They ask about the care needed and, if you wish, book a free assessment at home.</li>
          <li>If you gave an email address, a confirmation with your reference is on its way.</li>
        </ol>
        <p className="mt-6" data-testid="care-office-phone">
          {region ? `Our ${region.name} office` : "Our office"}:{" "}
          <a href={telHref(phone)} className="link text-lg font-semibold">
            {phone}
          </a>
        </p>
      </section>
      <p className="mt-8">
        While you wait: <a href={href("/paying-for-care")} className="link">how home care is paid for</a>.
      </p>
      <p className="mt-2 text-sm text-muted">If someone is in danger or needs urgent medical help, call 911.</p>
    </div>
  );
}
