import { href } from "react-router";
import { type PayingForCarePage, payingForCare } from "~/content/paying-for-care";
import { payingForCare as payingForCareFr } from "~/content/fr/paying-for-care";
import { useLocale, useT } from "~/lib/i18n";
import { type Locale, localeOfPath } from "~/lib/locale";
import { passOnHeaders } from "~/lib/route-headers";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { inEdition } from "~/public-pages";
import type { Route } from "./+types/paying-for-care";

export const headers = passOnHeaders;

const PAGES: Record<Locale, PayingForCarePage> = { en: payingForCare, fr: payingForCareFr };

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const page = PAGES[locale];
  return pageMeta({ title: page.title, description: page.metaDescription, path: inEdition(locale, href("/paying-for-care")), siteUrl: siteUrlFrom(matches) });
};

/** Paying for home care: facts from app/content/paying-for-care.ts (app/content/fr/ in French), each with its source. */
export default function PayingForCare() {
  const locale = useLocale();
  const t = useT();
  const page = PAGES[locale];
  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{page.title}</h1>
      <p className="mt-4 text-lg text-muted">{page.intro}</p>
      <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="not-advice">
        {page.disclaimer}
      </p>
      <nav aria-label={t("payingForCare.onThisPage")} className="mt-8">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {page.ways.map((way) => (
            <li key={way.id}>
              <a href={`#${way.id}`} className="link">
                {way.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {page.ways.map((way) => (
        <section key={way.id} id={way.id} aria-labelledby={`${way.id}-heading`} className="mt-10">
          <h2 id={`${way.id}-heading`} className="text-2xl font-bold text-brand-900">
            {way.heading}
          </h2>
          <ul className="mt-4 space-y-4">
            {way.facts.map((fact) => (
              <li key={fact.text.slice(0, 40)}>
                <p>{fact.text}</p>
                <p className="mt-1 text-sm text-muted">{t("payingForCare.source", { source: fact.source })}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="mt-12 text-sm text-muted">{t("payingForCare.lastChecked", { date: page.lastChecked })}</p>
      <div className="card mt-6 p-6">
        <h2 className="text-xl font-bold text-brand-900">{t("payingForCare.talkTitle")}</h2>
        <p className="mt-2">{t("payingForCare.talkText")}</p>
        <a href={inEdition(locale, href("/request-care"))} className="btn-primary mt-4">
          {t("nav.requestCare")}
        </a>
      </div>
    </div>
  );
}
