import { Icon } from "~/components/Icon";
import { JsonLd } from "~/components/JsonLd";
import { PageHero } from "~/components/PageHero";
import { regionDetails } from "~/content/region-details";
import { provincesServed } from "~/content/regions";
import { slugify } from "~/lib/post-rules";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { breadcrumbJsonLd, type Crumb } from "~/lib/structured-data";
import { useSiteUrl } from "~/lib/root-data";
import type { Route } from "./+types/locations";
import { passOnHeaders } from "~/lib/route-headers";
import { href } from "react-router";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Our Locations",
    description: `Home care across ${provincesServed.length} provinces: every region Sinai Home Care serves, from Peel, York and Toronto to Alberta and the Maritimes.`,
    path: href("/locations"),
    siteUrl: siteUrlFrom(matches),
  });

/** How many city names a region card shows before "and more". */
const CITIES_SHOWN = 4;

/**
 * Regions grouped by province, provinces in the order of `provincesServed`
 * (Ontario first). Built from the region records, which hold only canonical
 * slugs, so the `ottawa` alias never appears twice.
 */
export function loader() {
  // A province missing from `provincesServed` still gets its group, last.
  const provinceOrder = [...new Set([...provincesServed, ...regionDetails.map((region) => region.province)])];
  const provinces = provinceOrder
    .map((province) => ({
      province,
      regions: regionDetails
        .filter((region) => region.province === province)
        .map((region) => ({
          slug: region.slug,
          name: region.name,
          cities: region.cities.slice(0, CITIES_SHOWN),
          moreCities: region.cities.length > CITIES_SHOWN,
        })),
    }))
    .filter((group) => group.regions.length > 0);
  return { provinces };
}

const crumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Locations", path: href("/locations") },
];

/** /locations: every region we serve, each linking to its page. */
export default function Locations({ loaderData }: Route.ComponentProps) {
  const { provinces } = loaderData;
  const siteUrl = useSiteUrl();

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(crumbs, siteUrl)}
      />

      <PageHero tone="dark" breadcrumb={crumbs} title="Our Locations">
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-white">
          Our caregivers visit clients at home in {provinces.length} provinces. Choose your region to see the
          communities we serve, our services there and how to reach the local team.
        </p>
      </PageHero>

      {/* A province with several regions spans the row; one-region provinces sit side by side. */}
      <div className="container-page grid gap-x-4 gap-y-12 py-14 sm:grid-cols-2 lg:grid-cols-3">
        {provinces.map(({ province, regions }) => {
          const headingId = `province-${slugify(province)}`;
          const wide = regions.length > 1;
          return (
            <section key={province} aria-labelledby={headingId} className={wide ? "sm:col-span-full" : ""}>
              <h2 id={headingId} className="text-2xl font-bold text-brand-900">
                {province}
              </h2>
              <ul className={`mt-5 grid gap-4 ${wide ? "sm:grid-cols-2 lg:grid-cols-3" : ""}`}>
                {regions.map((region) => (
                  <li key={region.slug} className="flex flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
                    <h3 className="text-lg font-semibold">
                      <a
                        href={href("/location/:region", { region: region.slug })}
                        className="inline-flex items-center gap-2 text-brand-800 underline underline-offset-2 hover:decoration-2"
                      >
                        <Icon name="pin" className="h-4 w-4 shrink-0" />
                        {region.name}
                      </a>
                    </h3>
                    {region.cities.length > 0 ? (
                      <p className="mt-2 text-sm text-muted">
                        {region.cities.join(", ")}
                        {region.moreCities ? " and more" : ""}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}
