import { Icon } from "~/components/Icon";
import { JsonLd } from "~/components/JsonLd";
import { PageHero } from "~/components/PageHero";
import { regionDetails } from "~/content/region-details";
import { provincesServed } from "~/content/regions";
import { translate, useLocale, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { slugify } from "~/lib/post-rules";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { breadcrumbJsonLd, type Crumb } from "~/lib/structured-data";
import { useSiteUrl } from "~/lib/root-data";
import { inEdition } from "~/public-pages";
import type { Route } from "./+types/locations";
import { passOnHeaders } from "~/lib/route-headers";
import { href } from "react-router";
import { provinceInEdition, regionInEdition, regionPath } from "./location/edition";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: translate(locale, "locations.title"),
    description: translate(locale, "locations.description", { count: provincesServed.length }),
    path: inEdition(locale, href("/locations")),
    siteUrl: siteUrlFrom(matches),
  });
};

/** How many city names a region card shows before "and more". */
const CITIES_SHOWN = 4;

/**
 * Regions grouped by province, provinces in the order of `provincesServed`
 * (Ontario first), named in the page's language. Built from the region
 * records, which hold only canonical slugs, so the `ottawa` alias never
 * appears twice.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  // A province missing from `provincesServed` still gets its group, last.
  const provinceOrder = [...new Set([...provincesServed, ...regionDetails.map((region) => region.province)])];
  const provinces = provinceOrder
    .map((province) => ({
      // Its English name keys the section's id, so both editions share the anchors.
      id: `province-${slugify(province)}`,
      province: provinceInEdition(locale, province),
      regions: regionDetails
        .filter((region) => region.province === province)
        .map((detail) => regionInEdition(locale, detail))
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

/** /locations: every region we serve, each linking to its page. */
export default function Locations({ loaderData }: Route.ComponentProps) {
  const { provinces } = loaderData;
  const siteUrl = useSiteUrl();
  const locale = useLocale();
  const t = useT();
  const crumbs: Crumb[] = [
    { name: t("nav.home"), path: inEdition(locale, "/") },
    { name: t("locations.breadcrumb"), path: inEdition(locale, href("/locations")) },
  ];

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(crumbs, siteUrl)}
      />

      <PageHero tone="dark" breadcrumb={crumbs} title={t("locations.title")}>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-white">{t("locations.lead", { count: provinces.length })}</p>
      </PageHero>

      {/* A province with several regions spans the row; one-region provinces sit side by side. */}
      <div className="container-page grid gap-x-4 gap-y-12 py-14 sm:grid-cols-2 lg:grid-cols-3">
        {provinces.map(({ id: headingId, province, regions }) => {
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
                        href={regionPath(locale, region.slug)}
                        className="inline-flex items-center gap-2 text-brand-800 underline underline-offset-2 hover:decoration-2"
                      >
                        <Icon name="pin" className="h-4 w-4 shrink-0" />
                        {region.name}
                      </a>
                    </h3>
                    {region.cities.length > 0 ? (
                      <p className="mt-2 text-sm text-muted">
                        {region.cities.join(", ")}
                        {region.moreCities ? ` ${t("locations.andMore")}` : ""}
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
