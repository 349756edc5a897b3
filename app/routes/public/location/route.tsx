import { data, href } from "react-router";
import { ExternalFormLink } from "~/components/ExternalForm";
import { Icon } from "~/components/Icon";
import { JsonLd } from "~/components/JsonLd";
import { HeroActions, PageHero } from "~/components/PageHero";
import { telHref } from "~/content/business";
import { formatPhone, translate, useLocale, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { useBusiness, useIntakeUrls, useSiteUrl } from "~/lib/root-data";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { breadcrumbJsonLd, type Crumb, organizationId } from "~/lib/structured-data";
import type { Route } from "./+types/route";
import { CommunitiesSection } from "./CommunitiesSection";
import { ImpactSection } from "./ImpactSection";
import { RegionContactSection } from "./RegionContactSection";
import { RegionServicesSection } from "./RegionServicesSection";
import { regionInEdition, regionOfAddress, regionPath, servicesInEdition } from "./edition";
import { passOnHeaders } from "~/lib/route-headers";
import { inEdition } from "~/public-pages";
import { RenderedOnce } from "~/components/RenderedOnce";

export const headers = passOnHeaders;

/**
 * /location/{region}: one page per region; an alias (`ottawa`)
 * shows its target's page, whose URL is the canonical one. Unknown: 404.
 * /fr/emplacements/{French slug}: the same page in French (no alias; an
 * English slug there is unknown).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const found = regionOfAddress(locale, params.region);
  if (!found) throw data(null, { status: 404 });
  // The clients-served figure is held in the content but never shown,
  // so it never leaves the server either.
  const { stats, ...region } = regionInEdition(locale, found);
  const { clientsServed: _held, ...shownStats } = stats;
  return {
    region: { ...region, stats: shownStats },
    services: servicesInEdition(locale, found),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [{ title: "Page not found | Sinai Home Care" }, { name: "robots", content: "noindex" }];
  const { region } = loaderData;
  const locale = localeOfPath(location.pathname);
  const inPlace = region.name === region.province ? region.inRegion : locale === "fr" ? `${region.inRegion} (${region.province})` : `${region.name}, ${region.province}`;
  return pageMeta({
    title: translate(locale, "region.metaTitle", { inRegion: region.inRegion }),
    description: translate(locale, "region.metaDescription", { place: inPlace, cities: region.cities.slice(0, 4).join(", ") }),
    path: regionPath(locale, region.slug),
    siteUrl: siteUrlFrom(matches),
  });
};

/** A region as the page shows it (without the clients-served figure). */
export type Region = Route.ComponentProps["loaderData"]["region"];
export type RegionService = Route.ComponentProps["loaderData"]["services"][number];

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  return (
    <RenderedOnce id="region-page" inputs={[loaderData]}>
      <RegionPage region={loaderData.region} services={loaderData.services} />
    </RenderedOnce>
  );
}

/** The page: a component, so a kept page is not described again at each render. */
function RegionPage({ region, services }: Pick<Route.ComponentProps["loaderData"], "region" | "services">) {
  const business = useBusiness();
  const siteUrl = useSiteUrl();
  const locale = useLocale();
  const t = useT();
  const intakeUrl = useIntakeUrls()[region.slug];
  const phone = region.phone ?? business.phone;
  const email = region.email ?? business.email;
  const path = regionPath(locale, region.slug);
  const pageUrl = new URL(path, siteUrl).toString();
  const crumbs: Crumb[] = [
    { name: t("nav.home"), path: inEdition(locale, "/") },
    { name: region.name, path },
  ];

  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "MedicalBusiness",
          "@id": `${pageUrl}#business`,
          name: `${business.companyName} – ${region.name}`,
          description: region.description,
          url: pageUrl,
          telephone: phone,
          email,
          address: {
            "@type": "PostalAddress",
            addressLocality: region.address.locality,
            addressRegion: region.address.provinceCode,
            addressCountry: "CA",
          },
          areaServed: region.cities.map((city) => ({ "@type": "City", name: city })),
          knowsAbout: region.specialties,
          parentOrganization: { "@type": "Organization", "@id": organizationId(siteUrl), name: business.legalName },
        }}
      />
      <JsonLd
        data={breadcrumbJsonLd(crumbs, siteUrl)}
      />

      <PageHero
        tone="dark"
        breadcrumb={crumbs}
        title={region.name}
        mediaWidth="fit"
        media={
          <img
            src="/images/location-hero.svg"
            alt=""
            width={440}
            height={360}
            className="hidden h-auto w-[22rem] lg:block xl:w-[27.5rem]"
          />
        }
      >
        <p className="mt-3 text-xl font-semibold text-brand-100 sm:text-2xl">
          {t("region.heroSubtitle", { inProvince: region.inProvince })}
        </p>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-white">{region.description}</p>
        <HeroActions>
          {intakeUrl ? (
            <ExternalFormLink url={intakeUrl} title={t("region.intakeTitle", { name: region.name })} className="btn-accent" opensLabel={t("region.opensIntake")}>
              {t("region.enquire")}
            </ExternalFormLink>
          ) : (
            <a href={inEdition(locale, href("/contact"))} className="btn-accent">
              {t("region.enquire")}
            </a>
          )}
          <a href={inEdition(locale, href("/request-care"))} className="btn-ghost-light" data-testid="region-request-care">
            {t("nav.requestCare")}
          </a>
          <a href={telHref(phone)} className="btn-ghost-light">
            <Icon name="phone" className="h-4 w-4" /> {t("megaMenu.call", { phone: formatPhone(locale, phone) })}
          </a>
        </HeroActions>
      </PageHero>

      <ImpactSection region={region} />
      <RegionServicesSection region={region} services={services} />
      <CommunitiesSection region={region} />
      <RegionContactSection region={region} phone={phone} email={email} />
    </>
  );
}
