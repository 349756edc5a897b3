import { CtaBanner } from "~/components/CtaBanner";
import type { ServicePage, ServiceSlug } from "~/content/services";
import { splitAround, useLocale, useT } from "~/lib/i18n";
import { useBusiness } from "~/lib/root-data";
import { inEdition } from "~/public-pages";
import { ServiceActions } from "./ServiceActions";
import { href } from "react-router";

/** The closing call to action, the professionals' referral link, then links to the other services. */
export function ClosingSection({ page, others }: { page: ServicePage; others: { slug: ServiceSlug; title: string }[] }) {
  const business = useBusiness();
  const locale = useLocale();
  const t = useT();
  const [referBefore, referAfter] = splitAround(t, "referral.serviceLine", "link");
  return (
    // After a white section its bottom padding already makes the gap: no second one on top.
    <section aria-labelledby="service-cta-heading" className={page.process || page.qualifications ? "section-y" : "pb-16 sm:pb-20"}>
      <div className="container-page">
        <CtaBanner heading={page.closing.heading} headingId="service-cta-heading" text={page.closing.text}>
          <ServiceActions page={page} dark />
        </CtaBanner>
        <p className="mt-6" data-testid="service-refer">
          {referBefore}
          <a href={inEdition(locale, href("/refer"))} className="link font-semibold">
            {t("referral.linkLabel")}
          </a>
          {referAfter}
        </p>

        <nav aria-labelledby="more-services-heading" className="mt-12">
          <h2 id="more-services-heading" className="text-lg font-semibold text-brand-900">
            {t("service.more")}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            <li>
              <a href={inEdition(locale, href("/sinaicare"))} className="btn-outline">
                {business.programName}
              </a>
            </li>
            {others.map((other) => (
              <li key={other.slug}>
                <a href={inEdition(locale, href("/services/:service", { service: other.slug }))} className="btn-outline">
                  {other.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
