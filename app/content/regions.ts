/**
 * The regions we serve. Every slug routes to /location/{slug};
 * `ottawa` is an alias of `ottawa-region` (one canonical page).
 * Full region records (cities, descriptions, stats, services) live beside
 * these in the region content; this list is what the shell needs.
 */
interface RegionSummary {
  slug: string;
  name: string;
  province: string;
  /** Ontario regions are listed first in the footer. */
  inOntario: boolean;
}

export const regionSummaries: RegionSummary[] = [
  { slug: "peel-region", name: "Peel Region", province: "Ontario", inOntario: true },
  { slug: "york-region", name: "York Region", province: "Ontario", inOntario: true },
  { slug: "toronto-area", name: "Toronto Area", province: "Ontario", inOntario: true },
  { slug: "durham-region", name: "Durham Region", province: "Ontario", inOntario: true },
  { slug: "halton-region", name: "Halton Region", province: "Ontario", inOntario: true },
  { slug: "hamilton-brantford", name: "Hamilton & Brantford", province: "Ontario", inOntario: true },
  { slug: "kitchener-waterloo", name: "Kitchener-Waterloo", province: "Ontario", inOntario: true },
  { slug: "london-woodstock", name: "London & Woodstock", province: "Ontario", inOntario: true },
  { slug: "simcoe-region", name: "Simcoe Region", province: "Ontario", inOntario: true },
  { slug: "ottawa-region", name: "Ottawa Region", province: "Ontario", inOntario: true },
  { slug: "niagara-region", name: "Niagara Region", province: "Ontario", inOntario: true },
  { slug: "ontario", name: "Ontario", province: "Ontario", inOntario: true },
  { slug: "alberta", name: "Alberta", province: "Alberta", inOntario: false },
  { slug: "saskatchewan", name: "Saskatchewan", province: "Saskatchewan", inOntario: false },
  { slug: "british-columbia", name: "British Columbia", province: "British Columbia", inOntario: false },
  { slug: "nova-scotia", name: "Nova Scotia", province: "Nova Scotia", inOntario: false },
  { slug: "new-brunswick", name: "New Brunswick", province: "New Brunswick", inOntario: false },
  { slug: "prince-edward-island", name: "Prince Edward Island", province: "Prince Edward Island", inOntario: false },
];

/** Slugs that show another region's page; the target is the canonical URL. */
export const regionAliases: Record<string, string> = { ottawa: "ottawa-region" };

export const provincesServed = [
  "Ontario",
  "Alberta",
  "Saskatchewan",
  "British Columbia",
  "Nova Scotia",
  "New Brunswick",
  "Prince Edward Island",
];

/** A region's name from its slug (the slug itself when unknown). */
export function regionName(slug: string): string {
  return regionSummaries.find((region) => region.slug === slug)?.name ?? slug;
}
