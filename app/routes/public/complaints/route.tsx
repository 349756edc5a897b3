import { href } from "react-router";
import { ComplaintForm } from "~/components/complaints/ComplaintForm";
import { FormPageTitle } from "~/components/forms/VisitorForm";
import { telHref } from "~/content/business";
import { formatPhone, translate, useLocale, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { useBusiness } from "~/lib/root-data";
import { passOnHeaders } from "~/lib/route-headers";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { inEdition } from "~/public-pages";
import { complaintForm } from "~/server/forms/complaint-form.server";
import { receiveVisitorForm } from "~/server/forms/visitor-form-pipeline.server";
import { localeOfRequest } from "~/server/forms/visitor-forms.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
import type { Route } from "./+types/route";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: translate(locale, "complaints.title"),
    titleInPage: true,
    description: translate(locale, "complaints.metaDescription"),
    path: inEdition(locale, href("/complaints")),
    siteUrl: siteUrlFrom(matches),
  });
};

/** The visitor form pipeline, in the language of the address: rate limit, honeypot, checks, stored with its emails, then the confirmation page. */
export async function action({ request, context }: Route.ActionArgs) {
  return receiveVisitorForm(request, clientIpOf(context), complaintForm[localeOfRequest(request)]);
}

/** /complaints and /fr/plaintes (decision 1001): the form, and the other ways to complain beside it. */
export default function Complaints({ actionData }: Route.ComponentProps) {
  const business = useBusiness();
  const locale = useLocale();
  const t = useT();
  const title = t("complaints.title");
  const phone = locale === "en" ? business.phone : formatPhone(locale, business.phone);
  const [callBefore, callAfter] = t("complaints.asideCall", { phone: "\u0000" }).split("\u0000");
  const [emailBefore, emailAfter] = t("complaints.asideEmail", { email: "\u0000" }).split("\u0000");
  return (
    <>
      <FormPageTitle title={title} outcome={actionData} />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div>
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 text-lg text-muted">{t("complaints.lead")}</p>
          <div className="card mt-8 p-5 sm:p-8">
            <ComplaintForm outcome={actionData} />
          </div>
        </div>
        <aside aria-labelledby="complaint-aside-heading" className="space-y-6 lg:pt-24">
          <h2 id="complaint-aside-heading" className="text-xl font-bold text-brand-900">
            {t("complaints.asideHeading")}
          </h2>
          <p>
            {callBefore}
            <a href={telHref(business.phone)} className="link font-semibold">
              {phone}
            </a>
            {callAfter}
          </p>
          <p>
            {emailBefore}
            <a href={`mailto:${business.email}`} className="link font-semibold">
              {business.email}
            </a>
            {emailAfter}
          </p>
          <p>
            <a href={inEdition(locale, href("/client-rights"))} className="link">
              {t("complaints.asideRights")}
            </a>
          </p>
          <p className="text-sm text-muted">{t("care.emergency")}</p>
        </aside>
      </div>
    </>
  );
}
