import { href } from "react-router";
import { accessibilityPlan, accessibilityPlanFacts } from "~/content/accessibility";
import { addYears, PLAN_REVIEW_YEARS } from "~/lib/accessibility-requests";
import { formatDate, useLocale } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { passOnHeaders } from "~/lib/route-headers";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { inEdition } from "~/public-pages";
import type { Route } from "./+types/plan";
import { AccessDocumentPage } from "./AccessDocumentPage";
import { dayOf } from "./EnglishStatement";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const { title, description } = accessibilityPlan[locale];
  return pageMeta({ title, description, path: inEdition(locale, href("/accessibility/plan")), siteUrl: siteUrlFrom(matches) });
};

/** The multi-year accessibility plan (IASR s. 4, decision 1010): adopted on a day, reviewed five years later. */
export default function AccessibilityPlan() {
  const locale = useLocale();
  const { adopted, accountable } = accessibilityPlanFacts;
  const review = addYears(adopted, PLAN_REVIEW_YEARS);
  const date = (day: string) => <time dateTime={day}>{formatDate(locale, dayOf(day))}</time>;
  const facts =
    locale === "fr"
      ? [["Adopté le", date(adopted)], ["Prochaine révision", date(review)], ["Responsable", accountable.fr]]
      : [["Adopted", date(adopted)], ["Next review", date(review)], ["Accountable", accountable.en]];
  return (
    <AccessDocumentPage
      document={accessibilityPlan[locale]}
      before={
        <dl className="mt-6 grid gap-x-4 gap-y-1 rounded-xl bg-brand-50 p-4 sm:grid-cols-[12rem_1fr]" data-testid="plan-dates">
          {facts.map(([term, value]) => (
            <div key={String(term)} className="contents">
              <dt className="font-semibold text-brand-900">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      }
      after={
        <p className="mt-10">
          <a className="link" href={inEdition(locale, href("/accessibility/policies"))}>
            {locale === "fr" ? "Nos politiques d'accessibilité" : "Our accessibility policies"}
          </a>{" "}
          ·{" "}
          <a className="link" href={inEdition(locale, href("/accessibility"))}>
            {locale === "fr" ? "Déclaration d'accessibilité" : "Accessibility statement"}
          </a>
        </p>
      }
    />
  );
}
