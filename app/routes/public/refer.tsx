import { data, href } from "react-router";
import { ReferralForm } from "~/components/care/ReferralForm";
import { FormPageTitle } from "~/components/forms/VisitorForm";
import { telHref } from "~/content/business";
import { formatPhone, translate, useLocale, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { useBusiness } from "~/lib/root-data";
import { passOnHeaders } from "~/lib/route-headers";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { inEdition } from "~/public-pages";
import { partnerByCode } from "~/server/domain/partners.server";
import { referralForm } from "~/server/forms/referral-form.server";
import { receiveVisitorForm } from "~/server/forms/visitor-form-pipeline.server";
import { localeOfRequest } from "~/server/forms/visitor-forms.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
import type { Route } from "./+types/refer";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches, location, params }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: translate(locale, "referral.title"),
    titleInPage: true,
    description: translate(locale, "referral.description"),
    path: params.code ? location.pathname : inEdition(locale, href("/refer")),
    siteUrl: siteUrlFrom(matches),
    // A partner's own link is theirs to share, not a page for search engines.
    noindex: Boolean(params.code) || location.search !== "",
  });
};

/**
 * /refer, or a partner's link /refer/<code> (/fr/aiguillage/<code>), which fills in its organisation;
 * an archived partner's link opens the plain form; an unknown code is 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  if (!params.code) return { partner: null };
  const found = await partnerByCode(params.code);
  if (!found) throw data(null, { status: 404 });
  return { partner: found.archived ? null : { code: found.code, name: found.name, region: found.region } };
}

/** The visitor form pipeline, in the language of the address: rate limit, honeypot, checks, stored with its emails, then the confirmation page. */
export async function action({ request, context }: Route.ActionArgs) {
  return receiveVisitorForm(request, clientIpOf(context), referralForm[localeOfRequest(request)]);
}

export default function Refer({ loaderData, actionData }: Route.ComponentProps) {
  const business = useBusiness();
  const locale = useLocale();
  const t = useT();
  const title = t("referral.title");
  const phone = locale === "en" ? business.phone : formatPhone(locale, business.phone);
  const [callBefore, callAfter] = t("referral.asideCall", { phone: "\u0000" }).split("\u0000");
  const { partner } = loaderData;
  return (
    <>
      <FormPageTitle title={title} outcome={actionData} />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div>
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 text-lg text-muted">{t("referral.lead")}</p>
          {partner ? (
            <p className="mt-3 font-semibold text-brand-900" data-testid="referral-partner">
              {t("referral.partnerNote", { organisation: partner.name })}
            </p>
          ) : null}
          <div className="card mt-8 p-5 sm:p-8">
            <ReferralForm outcome={actionData} partner={partner} />
          </div>
        </div>
        <aside aria-labelledby="referral-aside-heading" className="space-y-6 lg:pt-24">
          <h2 id="referral-aside-heading" className="text-xl font-bold text-brand-900">
            {t("referral.asideHeading")}
          </h2>
          <p>
            {callBefore}
            <a href={telHref(business.phone)} className="link font-semibold">{phone}</a>
            {callAfter}
          </p>
          <p>{t("referral.asideUpdates")}</p>
          <p className="text-sm text-muted">{t("care.emergency")}</p>
        </aside>
      </div>
    </>
  );
}
