import { Icon } from "~/components/Icon";
import { useT } from "~/lib/i18n";
import { type Locale, localeOfPath } from "~/lib/locale";
import { useBusiness } from "~/lib/root-data";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { inEdition } from "~/public-pages";
import type { Route } from "./+types/route";
import { useResourcesCopy } from "./copy";
import { DownloadsSection } from "./DownloadsSection";
import { KeyInformationSection } from "./KeyInformationSection";
import { QuickActionsSection } from "./QuickActionsSection";
import { passOnHeaders } from "~/lib/route-headers";
import { href } from "react-router";

export const headers = passOnHeaders;

const META: Record<Locale, { title: string; description: string }> = {
  en: {
    title: "Employee Resources",
    description:
      "Procedures, timesheet guidelines, care-app setup and downloadable forms for Sinai Home Care caregivers, nurses and office staff.",
  },
  fr: {
    title: "Ressources pour le personnel",
    description:
      "Procédures, consignes pour les feuilles de temps, configuration de l'application de soins et formulaires à télécharger pour les préposés, le personnel infirmier et l'équipe de bureau de Sinai Home Care.",
  },
};

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({ ...META[locale], path: inEdition(locale, href("/resources")), siteUrl: siteUrlFrom(matches) });
};

/** /resources (/fr/ressources): public, so it never shows a secret. */
export default function Resources() {
  const business = useBusiness();
  const t = useT();
  const { intro: resourcesIntro, hrSignOff } = useResourcesCopy();

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="container-page py-14 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">{t("resources.forOurTeam")}</p>
          <h1 className="mt-2 text-display font-bold">{resourcesIntro.title}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed">{resourcesIntro.welcome}</p>
        </div>
      </section>

      <div className="container-page space-y-14 py-12">
        <aside
          aria-labelledby="important-notice"
          className="flex gap-4 rounded-2xl border-l-4 border-accent-600 bg-amber-50 p-6"
        >
          <Icon name="shield" className="h-7 w-7 shrink-0 text-accent-600" />
          <div>
            <h2 id="important-notice" className="text-lg font-bold text-ink">
              {resourcesIntro.notice.title}
            </h2>
            <p className="mt-1 text-ink">{resourcesIntro.notice.text}</p>
          </div>
        </aside>

        <QuickActionsSection />
        <KeyInformationSection />
        <DownloadsSection />

        <section aria-labelledby="hr-sign-off" className="rounded-2xl bg-brand-50 p-8">
          <h2 id="hr-sign-off" className="sr-only">
            {t("resources.hrNote")}
          </h2>
          <p className="max-w-3xl text-lg leading-relaxed text-ink">{hrSignOff.text}</p>
          <p className="mt-4 font-semibold text-brand-900">
            {hrSignOff.signature}, {business.companyName}
          </p>
        </section>
      </div>
    </>
  );
}
