import { href } from "react-router";
import * as french from "~/content/fr/region-details";
import { type RegionDetail, regionDetails, regionServiceGroups } from "~/content/region-details";
import { regionAliases, regionSummaries } from "~/content/regions";
import type { Locale } from "~/lib/locale";
import { inEdition } from "~/public-pages";

/**
 * A region record in a page's language: on French pages its name, province,
 * cities, description and focus in French (app/content/fr/region-details.ts),
 * the rest the English record's. `inRegion`, `ofRegion` and `inProvince` are the
 * ICU arguments of the region.* messages: the name in English, the name with
 * its preposition in French ("au Nouveau-Brunswick").
 */
export function regionInEdition(locale: Locale, detail: RegionDetail) {
  if (locale === "en") return { ...detail, inRegion: detail.name, ofRegion: detail.name, inProvince: detail.province };
  const words = french.regionWords[detail.slug]!;
  const province = french.provinces[detail.province]!;
  return {
    ...detail,
    name: regionSummaries.find((summary) => summary.slug === detail.slug)!.fr.name,
    province: province.name,
    cities: detail.cities.map((city) => french.cityNames[city] ?? city),
    description: words.description,
    specialties: words.specialties,
    inRegion: words.inRegion,
    ofRegion: words.ofRegion,
    inProvince: province.inProvince,
  };
}

/** The region a page's address names: an English slug or alias under /location, a French slug (no alias) under /fr/emplacements. */
export function regionOfAddress(locale: Locale, slug: string): RegionDetail | undefined {
  const english = locale === "fr" ? regionSummaries.find((summary) => summary.fr.slug === slug)?.slug : (regionAliases[slug] ?? slug);
  return regionDetails.find((region) => region.slug === english);
}

/** The services a region's group offers, in the page's language. */
export const servicesInEdition = (locale: Locale, detail: RegionDetail) =>
  (locale === "fr" ? french.regionServiceGroups : regionServiceGroups)[detail.serviceGroup].services;

/** A province's name in the page's language. */
export const provinceInEdition = (locale: Locale, province: string) => (locale === "fr" ? (french.provinces[province]?.name ?? province) : province);

/** A region page's address in the page's language, from its English slug. */
export const regionPath = (locale: Locale, slug: string) => inEdition(locale, href("/location/:region", { region: slug }));
