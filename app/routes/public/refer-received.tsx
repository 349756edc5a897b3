import { href } from "react-router";
import { REFERENCE_PATTERN } from "~/lib/care-requests";
import { splitAround, translate, useLocale, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { useBusiness } from "~/lib/root-data";
import { passOnHeaders } from "~/lib/route-headers";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { inEdition } from "~/public-pages";
import { ReceivedPage } from "~/components/care/ReceivedPage";
import type { Route } from "./+types/refer-received";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: translate(locale, "referral.sentTitle"),
    description: translate(locale, "referral.receivedDescription"),
    path: inEdition(locale, href("/refer/received")),
    siteUrl: siteUrlFrom(matches),
    noindex: true,
  });
};

/** The confirmation: the reference comes in the address (?ref=R-1042), nothing the referrer typed, and nothing is read from the database. */
export function loader({ url }: Route.LoaderArgs) {
  const ref = url.searchParams.get("ref") ?? "";
  return { reference: REFERENCE_PATTERN.test(ref) ? ref : null };
}

export default function ReferReceived({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  const locale = useLocale();
  const t = useT();
  const { reference } = loaderData;
  const [before, after] = splitAround(t, "referral.receivedReference", "reference");
  return (
    <ReceivedPage
      heading={t("referral.receivedHeading")}
      reference={reference ? { before, value: reference, after } : null}
      referenceTestId="referral-reference"
      steps={[t("referral.receivedNext"), t("referral.receivedUpdates")]}
      office={t("care.office")}
      phone={business.phone}
    >
      <a href={inEdition(locale, href("/refer"))} className="link">
        {t("referral.title")}
      </a>
    </ReceivedPage>
  );
}
