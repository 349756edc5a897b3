import { data, Link } from "react-router";
import { ExternalFormDialog } from "~/components/ExternalFormDialog";
import { FindCareForm } from "~/components/FindCareForm";
import { Icon } from "~/components/Icon";
import { JsonLd } from "~/components/JsonLd";
import { Reveal, REVEAL_STAGGER_MS } from "~/components/Reveal";
import { telHref } from "~/content/business";
import { regionDetails, regionServiceGroups } from "~/content/region-details";
import { regionAliases } from "~/content/regions";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { breadcrumbJsonLd, organizationId } from "~/lib/structured-data";
import { useBusiness, useSiteUrl, useIntakeUrls } from "~/lib/root-data";
import type { Route } from "./+types/location";

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
    path: `/location/${region.slug}`,
    siteUrl: siteUrlFrom(matches),
  });
};

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const { region, services } = loaderData;
  const intakeUrls = useIntakeUrls();
  const business = useBusiness();
  const siteUrl = useSiteUrl();
  const intakeUrl = intakeUrls[region.slug];
  const phone = region.phone ?? business.phone;
  const email = region.email ?? business.email;
  const pageUrl = new URL(`/location/${region.slug}`, siteUrl).toString();

  const stats = [
    { value: region.stats.yearsExperience, label: "Years of experience", icon: "calendar" as const },
    { value: region.stats.caregivers, label: "Caregivers", icon: "users" as const },
    { value: region.stats.availability, label: "Availability", icon: "clock" as const },
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
        data={breadcrumbJsonLd(
          [
            { name: "Home", path: "/" },
            { name: region.name, path: `/location/${region.slug}` },
          ],
          siteUrl,
        )}
      />

      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1fr_auto]">
          <div>
            <nav aria-label="Breadcrumb" className="text-sm text-brand-100">
              <ol className="flex flex-wrap items-center gap-2">
                <li>
                  <Link to="/" className="underline underline-offset-2 hover:text-white">
                    Home
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li>
                  <span aria-current="page">{region.name}</span>
                </li>
              </ol>
            </nav>
            <h1 className="mt-6 text-display font-bold">{region.name}</h1>
            <p className="mt-3 text-xl font-semibold text-brand-100 sm:text-2xl">
              Professional Home Healthcare Services in {region.province}
            </p>
            <p className="mt-5 max-w-3xl text-lg leading-relaxed text-white">{region.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {intakeUrl ? (
                <ExternalFormDialog url={intakeUrl} title={`${region.name} care enquiry`} className="btn-accent" opensLabel="opens the intake form">
                  Enquire Now
                </ExternalFormDialog>
              ) : (
                <Link to="/contact" className="btn-accent">
                  Enquire Now
                </Link>
              )}
              <a href={telHref(phone)} className="btn-ghost-light">
                <Icon name="phone" className="h-4 w-4" /> Call {phone}
              </a>
            </div>
          </div>
          <img
            src="/images/location-hero.svg"
            alt=""
            width={440}
            height={360}
            className="hidden h-auto w-[22rem] lg:block xl:w-[27.5rem]"
          />
        </div>
      </section>

      <section aria-labelledby="impact" className="border-b border-gray-200 bg-white">
        <div className="container-page py-10">
          <h2 id="impact" className="sr-only">
            Our impact in {region.name}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {stats.map((stat, index) => (
              <Reveal
                as="li"
                key={stat.label}
                delay={index * REVEAL_STAGGER_MS}
                className="flex items-center gap-4 rounded-xl bg-brand-50 p-5"
              >
                <span className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-brand-700 text-white">
                  <Icon name={stat.icon} className="h-6 w-6" />
                </span>
                <p className="flex flex-col">
                  <span className="text-3xl font-bold text-brand-800">{stat.value}</span>
                  <span className="text-sm font-medium text-muted">{stat.label}</span>
                </p>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="region-services" className="container-page py-14">
        <h2 id="region-services" className="text-3xl font-bold text-brand-900">
          Our services in {region.name}
        </h2>
        <p className="mt-3 max-w-3xl text-muted">
          Every plan starts with a free consultation and a care assessment in your home. Choose one service or
          combine several; we adjust the plan as needs change.
        </p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {services.map((service) => (
            <li key={service.title} className="flex flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
              <span className="grid h-9 w-9 place-items-center rounded-full bg-brand-100 text-brand-800">
                <Icon name="check" className="h-5 w-5" />
              </span>
              <h3 className="mt-3 text-lg font-semibold text-ink">{service.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted">{service.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="communities" className="bg-gray-50">
        <div className="container-page grid gap-10 py-14 lg:grid-cols-2">
          <div>
            <h2 id="communities" className="text-2xl font-bold text-brand-900">
              Communities we serve
            </h2>
            <ul className="mt-5 flex flex-wrap gap-2" aria-label={`Cities in ${region.name}`}>
              {region.cities.map((city) => (
                <li key={city} className="flex items-center gap-1.5 rounded-full border border-brand-200 bg-white px-3 py-1.5 text-sm font-medium text-brand-800">
                  <Icon name="pin" className="h-4 w-4" /> {city}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-muted">Not on the list? Nearby communities are often served too: just ask.</p>
          </div>
          <div>
            <h2 className="text-2xl font-bold text-brand-900">Areas of focus</h2>
            <ul className="mt-5 space-y-3">
              {region.specialties.map((specialty) => (
                <li key={specialty} className="flex items-start gap-3">
                  <Icon name="heart" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                  <span>{specialty}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <div className="container-page grid gap-8 py-14 lg:grid-cols-2">
        <FindCareForm />
        <section aria-labelledby="region-contact" className="rounded-2xl border border-gray-200 p-6 sm:p-8">
          <h2 id="region-contact" className="text-2xl font-bold text-brand-900">
            Contact our {region.name} team
          </h2>
          <p className="mt-2 text-muted">
            Questions about care, costs or getting started? We answer every enquiry within 24 hours.
          </p>
          <ul className="mt-5 space-y-3">
            <li>
              <a href={telHref(phone)} className="link inline-flex items-center gap-2">
                <Icon name="phone" className="h-5 w-5" /> {phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${email}`} className="link inline-flex items-center gap-2">
                <Icon name="mail" className="h-5 w-5" /> {email}
              </a>
            </li>
            <li className="flex items-center gap-2 text-ink">
              <Icon name="clock" className="h-5 w-5 shrink-0 text-brand-700" /> Office: {business.businessHours}. Care available 24/7.
            </li>
            <li className="flex items-center gap-2 text-ink">
              <Icon name="pin" className="h-5 w-5 shrink-0 text-brand-700" /> Team based in {region.address.locality},{" "}
              {region.address.provinceCode}
            </li>
          </ul>
          <Link to="/contact" className="btn-outline mt-6">
            Send us a message
          </Link>
        </section>
      </div>
    </>
  );
}
