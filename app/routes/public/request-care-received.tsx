import { href } from "react-router";
import { telHref } from "~/content/business";
import { regionDetails } from "~/content/region-details";
import { regionSummaries } from "~/content/regions";
import { REFERENCE_PATTERN } from "~/lib/care-requests";
import { formatPhone, splitAround, translate, useLocale, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { useBusiness } from "~/lib/root-data";
import { passOnHeaders } from "~/lib/route-headers";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { inEdition } from "~/public-pages";
import type { Route } from "./+types/request-care-received";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: translate(locale, "care.sentTitle"),
    description: translate(locale, "care.receivedDescription"),
    path: inEdition(locale, href("/request-care/received")),
    siteUrl: siteUrlFrom(matches),
    noindex: true,
  });
};

/**
 * The confirmation: the reference and the region come in the address
 * (?ref=R-1042&region=peel-region), never anything the family answered, so
 * the page holds no personal information and reads nothing from the database.
 */
export function loader({ url }: Route.LoaderArgs) {
  const ref = url.searchParams.get("ref") ?? "";
  const slug = url.searchParams.get("region");
  const region = regionDetails.find((detail) => detail.slug === slug);
  const french = regionSummaries.find((summary) => summary.slug === slug)?.fr.name;
  return {
    reference: REFERENCE_PATTERN.test(ref) ? ref : null,
    region: region ? { name: region.name, frenchName: french ?? region.name, phone: region.phone ?? null } : null,
  };
}

export default function RequestCareReceived({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  const locale = useLocale();
  const t = useT();
  const { reference, region } = loaderData;
  const phone = region?.phone ?? business.phone;
  const regionName = region ? (locale === "fr" ? region.frenchName : region.name) : null;
  const [referenceBefore, referenceAfter] = splitAround(t, "care.receivedReference", "reference");
  const [waitBefore, waitAfter] = splitAround(t, "care.whileYouWait", "link");
  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{t("care.receivedHeading")}</h1>
      {reference ? (
        <p className="mt-6 text-lg" data-testid="care-reference">
          {referenceBefore}
          <strong className="font-mono text-2xl text-brand-900">{reference}</strong>
          {referenceAfter}
        </p>
      ) : null}
      <section aria-labelledby="next-heading" className="card mt-8 p-6 sm:p-8">
        <h2 id="next-heading" className="text-xl font-bold text-brand-900">
          {t("care.nextHeading")}
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-5">
          <li>{t("care.nextCall", { team: regionName ? t("care.nextCallTeam", { region: regionName }) : "" })}</li>
          <li>{t("care.nextAssessment")}</li>
          <li>{t("care.nextEmail")}</li>
        </ol>
        <p className="mt-6" data-testid="care-office-phone">
          {regionName ? t("care.officeRegion", { region: regionName }) : t("care.office")}{" "}
          <a href={telHref(phone)} className="link text-lg font-semibold">
            {locale === "en" ? phone : formatPhone(locale, phone)}
          </a>
        </p>
      </section>
      <p className="mt-8">
        {waitBefore}
        <a href={inEdition(locale, href("/paying-for-care"))} className="link">{t("care.whileYouWaitLink")}</a>
        {waitAfter}
      </p>
      <p className="mt-2 text-sm text-muted">{t("care.emergency")}</p>
    </div>
  );
}
