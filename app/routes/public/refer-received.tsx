import { href } from "react-router";
import { telHref } from "~/content/business";
import { REFERENCE_PATTERN } from "~/lib/care-requests";
import { formatPhone, splitAround, translate, useLocale, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { useBusiness } from "~/lib/root-data";
import { passOnHeaders } from "~/lib/route-headers";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { inEdition } from "~/public-pages";
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
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{t("referral.receivedHeading")}</h1>
      {reference ? (
        <p className="mt-6 text-lg" data-testid="referral-reference">
          {before}
          <strong className="font-mono text-2xl text-brand-900">{reference}</strong>
          {after}
        </p>
      ) : null}
      <section aria-labelledby="next-heading" className="card mt-8 p-6 sm:p-8">
        <h2 id="next-heading" className="text-xl font-bold text-brand-900">
          {t("care.nextHeading")}
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-5">
          <li>{t("referral.receivedNext")}</li>
          <li>{t("referral.receivedUpdates")}</li>
        </ol>
        <p className="mt-6">
          {t("care.office")}{" "}
          <a href={telHref(business.phone)} className="link text-lg font-semibold">
            {locale === "en" ? business.phone : formatPhone(locale, business.phone)}
          </a>
        </p>
      </section>
      <p className="mt-8">
        <a href={inEdition(locale, href("/refer"))} className="link">
          {t("referral.title")}
        </a>
      </p>
      <p className="mt-2 text-sm text-muted">{t("care.emergency")}</p>
    </div>
  );
}
