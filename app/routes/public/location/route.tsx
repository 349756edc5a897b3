import { data, href } from "react-router";
import { ExternalFormLink } from "~/components/ExternalForm";
import { Icon } from "~/components/Icon";
import { JsonLd } from "~/components/JsonLd";
import { HeroActions, PageHero } from "~/components/PageHero";
import { telHref } from "~/content/business";
import { regionDetails, regionServiceGroups } from "~/content/region-details";
import { regionAliases } from "~/content/regions";
import { useBusiness, useIntakeUrls, useSiteUrl } from "~/lib/root-data";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { breadcrumbJsonLd, type Crumb, organizationId } from "~/lib/structured-data";
import type { Route } from "./+types/route";
import { CommunitiesSection } from "./CommunitiesSection";
import { ImpactSection } from "./ImpactSection";
import { RegionContactSection } from "./RegionContactSection";
import { RegionServicesSection } from "./RegionServicesSection";
import { passOnHeaders } from "~/lib/route-headers";

export const headers = passOnHeaders;

/**
 * /location/{region}: one page per region; an alias (`ottawa`)
 * shows its target's page, whose URL is the canonical one. Unknown: 404.
 */
export function loader({ params }: Route.LoaderArgs) {
  const slug = regionAliases[params.region] ?? params.region;
  const found = regionDetails.find((region) => region.slug === slug);
  if (!found) throw data(null, { status: 404 });
  // The clients-served figure is held in the content but never shown,
  // so it never leaves the server either.
  const { stats, ...region } = found;
  const { clientsServed: _held, ...shownStats } = stats;
  return {
    region: { ...region, stats: shownStats },
    services: regionServiceGroups[region.serviceGroup].services,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "Page not found | Sinai Home Care" }, { name: "robots", content: "noindex" }];
  const { region } = loaderData;
  const place = region.name === region.province ? region.name : `${region.name}, ${region.province}`;
  return pageMeta({
    title: `Home Care in ${region.name}`,
    description: `Professional home healthcare in ${place}: personal support, nursing, live-in and 24/7 care. Serving ${region.cities
      .slice(0, 4)
      .join(", ")} and nearby communities.`,
    path: href("/location/:region", { region: region.slug }),
    siteUrl: siteUrlFrom(matches),
  });
};

/** A region as the page shows it (without the clients-served figure). */
export type Region = Route.ComponentProps["loaderData"]["region"];
export type RegionService = Route.ComponentProps["loaderData"]["services"][number];

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const { region, services } = loaderData;
  const business = useBusiness();
  const siteUrl = useSiteUrl();
  const intakeUrl = useIntakeUrls()[region.slug];
  const phone = region.phone ?? business.phone;
  const email = region.email ?? business.email;
  const pageUrl = new URL(href("/location/:region", { region: region.slug }), siteUrl).toString();
  const crumbs: Crumb[] = [
    { name: "Home", path: "/" },
    { name: region.name, path: href("/location/:region", { region: region.slug }) },
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
          Professional Home Healthcare Services in {region.province}
        </p>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-white">{region.description}</p>
        <HeroActions>
          {intakeUrl ? (
            <ExternalFormLink url={intakeUrl} title={`${region.name} care enquiry`} className="btn-accent" opensLabel="opens the intake form">
              Enquire Now
            </ExternalFormLink>
          ) : (
            <a href={href("/contact")} className="btn-accent">
              Enquire Now
            </a>
          )}
          <a href={href("/request-care")} className="btn-ghost-light" data-testid="region-request-care">
            Request care
          </a>
          <a href={telHref(phone)} className="btn-ghost-light">
            <Icon name="phone" className="h-4 w-4" /> Call {phone}
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
