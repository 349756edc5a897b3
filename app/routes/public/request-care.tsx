import { href } from "react-router";
import { CareRequestForm } from "~/components/care/CareRequestForm";
import { FormPageTitle } from "~/components/forms/VisitorForm";
import { telHref } from "~/content/business";
import { careServiceParam } from "~/lib/care-requests";
import { formatPhone, translate, useLocale, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { normalisePostalCode } from "~/lib/postal-code";
import { useBusiness } from "~/lib/root-data";
import { passOnHeaders } from "~/lib/route-headers";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { inEdition } from "~/public-pages";
import { careRequestForm } from "~/server/forms/care-request-form.server";
import { receiveVisitorForm } from "~/server/forms/visitor-form-pipeline.server";
import { localeOfRequest } from "~/server/forms/visitor-forms.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
import type { Route } from "./+types/request-care";
import { RenderedOnce } from "~/components/RenderedOnce";
import { KeptForm } from "~/components/forms/KeptForm";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: translate(locale, "care.title"),
    titleInPage: true,
    description: translate(locale, "care.description"),
    path: inEdition(locale, href("/request-care")),
    siteUrl: siteUrlFrom(matches),
    noindex: location.search !== "",
  });
};

/** ?postalCode=L5B+1M3 (from a region page or the postal code box) fills the field in; ?service=disabilities (a service page's link) ticks that box. */
export function loader({ url }: Route.LoaderArgs) {
  const given = url.searchParams.get("postalCode");
  return { postalCode: given ? (normalisePostalCode(given) ?? "") : "", service: careServiceParam(url.searchParams.get("service")) };
}

/** The visitor form pipeline, in the language of the address: rate limit, honeypot, checks, stored with its emails, then the confirmation page. */
export async function action({ request, context }: Route.ActionArgs) {
  return receiveVisitorForm(request, clientIpOf(context), careRequestForm[localeOfRequest(request)]);
}

/** A message with two parts rendered apart: the words around `{first}` and `{second}`. */
function splitTwice(text: string): [string, string, string] {
  const [before = "", rest = ""] = text.split("\u0000");
  const [middle = "", after = ""] = rest.split("\u0001");
  return [before, middle, after];
}

export default function RequestCare({ loaderData, actionData }: Route.ComponentProps) {
  const business = useBusiness();
  const locale = useLocale();
  const t = useT();
  const title = t("care.title");
  const phone = locale === "en" ? business.phone : formatPhone(locale, business.phone);
  const [callBefore, callMiddle, callAfter] = splitTwice(t("care.asideCall", { phone: "\u0000", button: "\u0001" }));
  const [payingBefore, payingAfter] = t("care.asidePaying", { link: "\u0000" }).split("\u0000");
  return (
    <>
      <FormPageTitle title={title} outcome={actionData} />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div>
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 text-lg text-muted">{t("care.lead")}</p>
          <div className="card mt-8 p-5 sm:p-8">
            <KeptForm id="care-request-form" inputs={[loaderData.postalCode, loaderData.service]} outcome={actionData}>
              <CareRequestForm outcome={actionData} postalCode={loaderData.postalCode} service={loaderData.service} />
            </KeptForm>
          </div>
        </div>
        <RenderedOnce id="request-care-aside" inputs={[]}>
          <aside aria-labelledby="care-aside-heading" className="space-y-6 lg:pt-24">
            <h2 id="care-aside-heading" className="text-xl font-bold text-brand-900">
              {t("care.asideHeading")}
            </h2>
            <p>
              {callBefore}
              <a href={telHref(business.phone)} className="link font-semibold">{phone}</a>
              {callMiddle}
              <span className="whitespace-nowrap font-semibold">{t("shell.letsTalk")}</span>
              {callAfter}
            </p>
            <p>
              {payingBefore}
              <a href={inEdition(locale, href("/paying-for-care"))} className="link">{t("care.asidePayingLink")}</a>
              {payingAfter}
            </p>
            <p className="text-sm text-muted">{t("care.noMedicalDetails")}</p>
            <p className="text-sm text-muted">{t("care.emergency")}</p>
          </aside>
        </RenderedOnce>
      </div>
    </>
  );
}
