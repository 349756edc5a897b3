import { CtaBanner } from "~/components/CtaBanner";
import { ExternalFormLink } from "~/components/ExternalForm";
import { Icon } from "~/components/Icon";
import { JsonLd } from "~/components/JsonLd";
import { HeroActions, HeroImage, PageHero } from "~/components/PageHero";
import { REVEAL_STAGGER_MS, Reveal } from "~/components/Reveal";
import { SectionHeading } from "~/components/SectionHeading";
import { telHref } from "~/content/business";
import * as englishCompany from "~/content/company";
import * as frenchCompany from "~/content/fr/company";
import { sinaiCarePage as frenchPage } from "~/content/fr/services";
import { sinaiCarePage as englishPage } from "~/content/services";
import { formatPhone, translate, useLocale, useT } from "~/lib/i18n";
import { type Locale, localeOfPath } from "~/lib/locale";
import { inEdition } from "~/public-pages";
import { useBusiness, useSiteUrl } from "~/lib/root-data";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/sinaicare";
import { passOnHeaders } from "~/lib/route-headers";
import { href } from "react-router";

export const headers = passOnHeaders;

const PAGE: Record<Locale, typeof englishPage> = { en: englishPage, fr: frenchPage };

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const page = PAGE[locale];
  return pageMeta({
    title: translate(locale, "sinaicare.metaTitle", { program: page.title }),
    description: page.metaDescription,
    path: inEdition(locale, href("/sinaicare")),
    siteUrl: siteUrlFrom(matches),
  });
};

export default function SinaiCare() {
  const business = useBusiness();
  const siteUrl = useSiteUrl();
  const locale = useLocale();
  const t = useT();
  const page = PAGE[locale];
  const { mission, stats } = locale === "fr" ? frenchCompany : englishCompany;
  const bookingTitle = t("shell.bookConsultation");

  return (
    <>
      <PageHero
        headingId="sinaicare-heading"
        eyebrow={page.eyebrow}
        title={page.heading}
        media={<HeroImage src={page.image} alt={page.imageAlt} />}
      >
        {page.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 24)} className="mt-5 text-lg text-muted">
            {paragraph}
          </p>
        ))}
        <HeroActions>
          <ExternalFormLink url={business.bookingUrl} title={bookingTitle} className="btn-primary text-base">
            <Icon name="calendar" className="h-5 w-5" />{` ${t("sinaicare.schedule")}`}
          </ExternalFormLink>
          <ExternalFormLink url={business.bookingUrl} title={bookingTitle} className="btn-outline text-base">
            {t("sinaicare.bookNow")}
          </ExternalFormLink>
          <a href={inEdition(locale, href("/request-care"))} className="btn-outline text-base">
            {t("nav.requestCare")}
          </a>
        </HeroActions>
        <p className="mt-4 text-sm text-muted">
          {`${t("sinaicare.preferToTalk")} `}
          <a href={telHref(business.phone)} className="link">
            {t("sinaicare.call", { phone: formatPhone(locale, business.phone) })}
          </a>
        </p>
      </PageHero>

      <section aria-labelledby="includes-heading" className="section-y">
        <div className="container-page">
          <SectionHeading id="includes-heading" eyebrow={page.title} title={page.includesHeading} />
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {page.includes.map((item, index) => (
              <Reveal as="li" key={item.title} delay={(index % 3) * REVEAL_STAGGER_MS} className="card p-6">
                <Icon name="home-heart" className="h-8 w-8 text-brand-700" />
                <h3 className="mt-3 text-lg font-semibold text-brand-900">{item.title}</h3>
                <p className="mt-2 text-muted">{item.description}</p>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="section-y bg-slate-50">
        <div className="container-page">
          <SectionHeading id="why-heading" title={page.whyChooseHeading} />
          <ul className="mt-12 grid gap-x-8 gap-y-8 md:grid-cols-2 lg:grid-cols-3">
            {page.whyChoose.map((point, index) => (
              <Reveal as="li" key={point.title} delay={(index % 3) * REVEAL_STAGGER_MS} className="flex gap-4">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                  <Icon name="check" className="h-5 w-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-brand-900">{point.title}</h3>
                  <p className="mt-1 text-muted">{point.description}</p>
                </div>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="mission-heading" className="section-y bg-brand-900 text-white">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="eyebrow text-brand-100">{page.title}</p>
            <h2 id="mission-heading" className="mt-2 text-heading font-bold">
              {mission.title}
            </h2>
            <p className="mt-4 text-xl text-brand-50">{mission.text}</p>
            <p className="mt-4 text-brand-100">{page.missionPromise}</p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-3" aria-label={t("sinaicare.numbers")}>
            {stats.map((stat, index) => (
              <Reveal as="li" key={stat.label} delay={index * REVEAL_STAGGER_MS} className="rounded-2xl bg-white/10 p-5 text-center ring-1 ring-white/20">
                <p className="text-3xl font-bold">{stat.number}</p>
                <p className="mt-1 text-sm text-brand-50">{stat.label}</p>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="sinaicare-cta-heading" className="section-y">
        <CtaBanner
          heading={page.closing.heading}
          headingId="sinaicare-cta-heading"
          text={page.closing.text}
          tone="light"
          className="container-page"
        >
          <ExternalFormLink url={business.bookingUrl} title={bookingTitle} className="btn-primary text-base">
            <Icon name="calendar" className="h-5 w-5" />{` ${t("sinaicare.schedule")}`}
          </ExternalFormLink>
        </CtaBanner>
      </section>

      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: t("nav.home"), path: inEdition(locale, "/") },
            { name: page.title, path: inEdition(locale, href("/sinaicare")) },
          ],
          siteUrl,
        )}
      />
    </>
  );
}
