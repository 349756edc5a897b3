import { href } from "react-router";
import { CareRequestForm } from "~/components/care/CareRequestForm";
import { FormPageTitle } from "~/components/forms/VisitorForm";
import { telHref } from "~/content/business";
import { careText } from "~/lib/care-requests";
import { normalisePostalCode } from "~/lib/postal-code";
import { useBusiness } from "~/lib/root-data";
import { passOnHeaders } from "~/lib/route-headers";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { careRequestForm } from "~/server/forms/care-request-form.server";
import { receiveVisitorForm } from "~/server/forms/visitor-form-pipeline.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
import type { Route } from "./+types/request-care";

const TITLE = "Request care";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    title: TITLE,
    titleInPage: true,
    description:
      "Ask Sinai Home Care for home care in two minutes: who needs care, where, how soon and how to reach you. A care coordinator from your local team calls you back.",
    path: href("/request-care"),
    siteUrl: siteUrlFrom(matches),
    noindex: location.search !== "",
  });

/** ?postalCode=L5B+1M3 (from a region page or the postal code box) fills the field in. */
export function loader({ url }: Route.LoaderArgs) {
  const given = url.searchParams.get("postalCode");
  return { postalCode: given ? (normalisePostalCode(given) ?? "") : "" };
}

/** The visitor form pipeline: rate limit, honeypot, checks, stored with its emails, then the confirmation page. */
export async function action({ request, context }: Route.ActionArgs) {
  return receiveVisitorForm(request, clientIpOf(context), careRequestForm);
}

export default function RequestCare({ loaderData, actionData }: Route.ComponentProps) {
  const business = useBusiness();
  return (
    <>
      <FormPageTitle title={TITLE} outcome={actionData} />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div>
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{TITLE}</h1>
          <p className="mt-3 text-lg text-muted">
            Tell us who needs care and how to reach you. A care coordinator from your local team calls you back, usually within one business day.
          </p>
          <div className="card mt-8 p-5 sm:p-8">
            <CareRequestForm outcome={actionData} postalCode={loaderData.postalCode} />
          </div>
        </div>
        <aside aria-labelledby="care-aside-heading" className="space-y-6 lg:pt-24">
          <h2 id="care-aside-heading" className="text-xl font-bold text-brand-900">
            Other ways to reach us
          </h2>
          <p>
            Prefer to talk? Call <a href={telHref(business.phone)} className="link font-semibold">{business.phone}</a>, or book a consultation with the
            <span className="font-semibold"> LET&apos;S TALK</span> button at the top of the page.
          </p>
          <p>
            Wondering how care is paid for? Read <a href={href("/paying-for-care")} className="link">paying for home care</a>.
          </p>
          <p className="text-sm text-muted">{careText.noMedicalDetails}</p>
          <p className="text-sm text-muted">If someone is in danger or needs urgent medical help, call 911.</p>
        </aside>
      </div>
    </>
  );
}
