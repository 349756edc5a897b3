import { href } from "react-router";
import { ReceivedPage } from "~/components/care/ReceivedPage";
import { COMPLAINT_REFERENCE_PATTERN, COMPLAINT_TIMES } from "~/lib/complaints";
import { splitAround, translate, useT } from "~/lib/i18n";
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
    title: translate(locale, "complaints.sentTitle"),
    description: translate(locale, "complaints.receivedDescription"),
    path: inEdition(locale, href("/complaints/received")),
    siteUrl: siteUrlFrom(matches),
    noindex: true,
  });
};

/** The confirmation: the reference comes in the address (?ref=C-1042), nothing the person typed, and nothing is read from the database. */
export function loader({ url }: Route.LoaderArgs) {
  const ref = url.searchParams.get("ref") ?? "";
  return { reference: COMPLAINT_REFERENCE_PATTERN.test(ref) ? ref : null };
}

export default function ComplaintReceived({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  const t = useT();
  const { reference } = loaderData;
  const [before, after] = splitAround(t, "complaints.receivedReference", "reference");
  return (
    <ReceivedPage
      heading={t("complaints.receivedHeading")}
      reference={reference ? { before, value: reference, after } : null}
      referenceTestId="complaint-reference"
      steps={[t("complaints.receivedAcknowledge", { days: COMPLAINT_TIMES.other.acknowledgeBusinessDays }), t("complaints.receivedResolve", { days: COMPLAINT_TIMES.other.resolveBusinessDays })]}
      office={t("care.office")}
      phone={business.phone}
    />
  );
}
