import { href } from "react-router";
import { regionDetails } from "~/content/region-details";
import { regionSummaries } from "~/content/regions";
import { REFERENCE_PATTERN } from "~/lib/care-requests";
import { splitAround, translate, useLocale, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { useBusiness } from "~/lib/root-data";
import { passOnHeaders } from "~/lib/route-headers";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { inEdition } from "~/public-pages";
import { ReceivedPage } from "~/components/care/ReceivedPage";
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
    <ReceivedPage
      heading={t("care.receivedHeading")}
      reference={reference ? { before: referenceBefore, value: reference, after: referenceAfter } : null}
      referenceTestId="care-reference"
      steps={[t("care.nextCall", { team: regionName ? t("care.nextCallTeam", { region: regionName }) : "" }), t("care.nextAssessment"), t("care.nextEmail")]}
      office={regionName ? t("care.officeRegion", { region: regionName }) : t("care.office")}
      phone={phone}
      officeTestId="care-office-phone"
    >
      {waitBefore}
      <a href={inEdition(locale, href("/paying-for-care"))} className="link">
        {t("care.whileYouWaitLink")}
      </a>
      {waitAfter}
    </ReceivedPage>
  );
}
