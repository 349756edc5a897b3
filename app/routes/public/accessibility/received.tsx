import { href } from "react-router";
import { ReceivedPage } from "~/components/care/ReceivedPage";
import { ACCESS_REFERENCE_PATTERN, ACK_BUSINESS_DAYS } from "~/lib/accessibility-requests";
import { splitAround, translate, useLocale, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { useBusiness } from "~/lib/root-data";
import { passOnHeaders } from "~/lib/route-headers";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { inEdition } from "~/public-pages";
import type { Route } from "./+types/received";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: translate(locale, "access.sentTitle"),
    description: translate(locale, "access.receivedDescription"),
    path: inEdition(locale, href("/accessibility/received")),
    siteUrl: siteUrlFrom(matches),
    noindex: true,
  });
};

/** The confirmation: the reference comes in the address (?ref=A-1042), nothing the person typed, nothing read from the database. */
export function loader({ url }: Route.LoaderArgs) {
  const ref = url.searchParams.get("ref") ?? "";
  return { reference: ACCESS_REFERENCE_PATTERN.test(ref) ? ref : null };
}

export default function AccessReceived({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  const locale = useLocale();
  const t = useT();
  const { reference } = loaderData;
  const [before, after] = splitAround(t, "access.receivedReference", "reference");
  return (
    <ReceivedPage
      heading={t("access.receivedHeading")}
      reference={reference ? { before, value: reference, after } : null}
      referenceTestId="access-reference"
      steps={[t("access.receivedNextAck", { days: ACK_BUSINESS_DAYS }), t("access.receivedNextDeliver")]}
      office={t("care.office")}
      phone={business.phone}
    >
      <a href={inEdition(locale, href("/accessibility"))} className="link">
        {t("footer.accessibility")}
      </a>
    </ReceivedPage>
  );
}
