import { href } from "react-router";
import { TrustPage } from "~/components/TrustPage";
import { useLocale } from "~/lib/i18n";
import { type Locale, localeOfPath } from "~/lib/locale";
import { useBusiness } from "~/lib/root-data";
import { passOnHeaders } from "~/lib/route-headers";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { inEdition } from "~/public-pages";
import { COMPLAINT_RETENTION_YEARS } from "~/lib/complaints";
import { POSTING_RETENTION_YEARS } from "~/server/domain/job-postings.server";
import { OUTBOX_RETENTION_DAYS } from "~/server/domain/outbox.server";
import { ACCESS_RETENTION_MONTHS } from "~/server/domain/accessibility-requests.server";
import { config } from "~/server/infra/config.server";
import type { Route } from "./+types/privacy";
import { EnglishStatement } from "./privacy/EnglishStatement";
import { FrenchStatement } from "./privacy/FrenchStatement";
import type { PrivacyNumbers } from "./privacy/numbers";

export const headers = passOnHeaders;

const COPY: Record<Locale, { title: string; description: string }> = {
  en: {
    title: "Privacy Statement",
    description:
      "What personal information Sinai Home Care collects through this website, why, how long we keep it, and how to see or correct it.",
  },
  fr: {
    title: "Énoncé de confidentialité",
    description:
      "Les renseignements personnels que Sinai Home Care recueille au moyen de ce site Web, pourquoi, combien de temps nous les conservons et comment les consulter ou les faire corriger.",
  },
};

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({ ...COPY[locale], path: inEdition(locale, href("/privacy")), siteUrl: siteUrlFrom(matches) });
};

export function loader(): PrivacyNumbers {
  return {
    retentionDays: config().submissionRetentionDays,
    careRetentionDays: config().careRequests.retentionDays,
    applicationMonths: config().applicationRetentionMonths,
    postingYears: POSTING_RETENTION_YEARS,
    mailDays: OUTBOX_RETENTION_DAYS,
    complaintYears: COMPLAINT_RETENTION_YEARS,
    accessMonths: ACCESS_RETENTION_MONTHS,
  };
}

/** The privacy statement (a trust page), in the address's language. Numbers come from the configuration. */
export default function Privacy({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  const locale = useLocale();

  return (
    <TrustPage
      title={COPY[locale].title}
      lead={
        locale === "fr" ? (
          <>
            {business.legalName} respecte votre vie privée. Cet énoncé explique ce que nous recueillons au moyen de ce
            site Web, pourquoi, combien de temps nous le conservons et comment vous pouvez le consulter ou le faire
            corriger. Nous respectons la Loi sur la protection des renseignements personnels et les documents
            électroniques (LPRPDE) du Canada.
          </>
        ) : (
          <>
            {business.legalName} respects your privacy. This statement explains what we collect through this website,
            why, how long we keep it and how you can see or correct it. We follow Canada's Personal Information
            Protection and Electronic Documents Act (PIPEDA).
          </>
        )
      }
    >
      {locale === "fr" ? <FrenchStatement {...loaderData} /> : <EnglishStatement {...loaderData} />}
    </TrustPage>
  );
}
