import { Icon } from "~/components/Icon";
import { NumberedSteps } from "~/components/NumberedSteps";
import { SectionHeading } from "~/components/SectionHeading";
import { telHref } from "~/content/business";
import { formatPhone, useLocale, useT } from "~/lib/i18n";
import { useBusiness } from "~/lib/root-data";
import { inEdition } from "~/public-pages";
import { href } from "react-router";
import { useCareersCopy } from "./copy";

/** How to apply (#how-to-apply): the steps, then the careers team's contacts. */
export function HowToApplySection() {
  const business = useBusiness();
  const locale = useLocale();
  const t = useT();
  const { howToApply } = useCareersCopy();
  return (
    <section id="how-to-apply" aria-labelledby="apply-heading" className="section-y">
      <div className="container-page">
        <SectionHeading id="apply-heading" title={howToApply.heading} text={howToApply.text} />
        <NumberedSteps steps={howToApply.steps} />

        <div className="mt-12 rounded-3xl bg-brand-900 px-6 py-10 text-white sm:px-10">
          <div className="grid gap-8 lg:grid-cols-[2fr_1fr] lg:items-center">
            <div>
              <h3 id="careers-contact-heading" className="text-2xl font-bold">
                {t("careers.questionsTitle")}
              </h3>
              <p className="mt-2 text-brand-50">
                {t("careers.questionsText")}
              </p>
              <ul className="mt-5 space-y-2">
                <li>
                  <a href={`mailto:${business.careersEmail}`} className="inline-flex items-center gap-2 font-semibold underline underline-offset-2 hover:text-brand-100">
                    <Icon name="mail" className="h-5 w-5" /> {business.careersEmail}
                  </a>
                </li>
                <li>
                  <a href={telHref(business.phone)} className="inline-flex items-center gap-2 font-semibold underline underline-offset-2 hover:text-brand-100">
                    <Icon name="phone" className="h-5 w-5" /> {locale === "fr" ? formatPhone(locale, business.phone) : business.phone}
                  </a>
                </li>
              </ul>
            </div>
            <div className="lg:text-right">
              <a href={inEdition(locale, href("/job"))} className="btn-accent text-base">
                {t("careers.startApplication")} <Icon name="arrow" className="h-4 w-4" />
              </a>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
