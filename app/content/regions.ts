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
  /** Its name and address in the French edition (/fr/emplacements/{slug}). */
  fr: { name: string; slug: string };
}

export const regionSummaries: RegionSummary[] = [
  { slug: "peel-region", name: "Peel Region", province: "Ontario", inOntario: true , fr: { name: "Région de Peel", slug: "region-de-peel" } },
  { slug: "york-region", name: "York Region", province: "Ontario", inOntario: true , fr: { name: "Région de York", slug: "region-de-york" } },
  { slug: "toronto-area", name: "Toronto Area", province: "Ontario", inOntario: true , fr: { name: "Région de Toronto", slug: "region-de-toronto" } },
  { slug: "durham-region", name: "Durham Region", province: "Ontario", inOntario: true , fr: { name: "Région de Durham", slug: "region-de-durham" } },
  { slug: "halton-region", name: "Halton Region", province: "Ontario", inOntario: true , fr: { name: "Région de Halton", slug: "region-de-halton" } },
  { slug: "hamilton-brantford", name: "Hamilton & Brantford", province: "Ontario", inOntario: true , fr: { name: "Hamilton et Brantford", slug: "hamilton-brantford" } },
  { slug: "kitchener-waterloo", name: "Kitchener-Waterloo", province: "Ontario", inOntario: true , fr: { name: "Kitchener-Waterloo", slug: "kitchener-waterloo" } },
  { slug: "london-woodstock", name: "London & Woodstock", province: "Ontario", inOntario: true , fr: { name: "London et Woodstock", slug: "london-woodstock" } },
  { slug: "simcoe-region", name: "Simcoe Region", province: "Ontario", inOntario: true , fr: { name: "Région de Simcoe", slug: "region-de-simcoe" } },
  { slug: "ottawa-region", name: "Ottawa Region", province: "Ontario", inOntario: true , fr: { name: "Région d'Ottawa", slug: "region-d-ottawa" } },
  { slug: "niagara-region", name: "Niagara Region", province: "Ontario", inOntario: true , fr: { name: "Région de Niagara", slug: "region-de-niagara" } },
  { slug: "ontario", name: "Ontario", province: "Ontario", inOntario: true , fr: { name: "Ontario", slug: "ontario" } },
  { slug: "alberta", name: "Alberta", province: "Alberta", inOntario: false , fr: { name: "Alberta", slug: "alberta" } },
  { slug: "saskatchewan", name: "Saskatchewan", province: "Saskatchewan", inOntario: false , fr: { name: "Saskatchewan", slug: "saskatchewan" } },
  { slug: "british-columbia", name: "British Columbia", province: "British Columbia", inOntario: false , fr: { name: "Colombie-Britannique", slug: "colombie-britannique" } },
  { slug: "nova-scotia", name: "Nova Scotia", province: "Nova Scotia", inOntario: false , fr: { name: "Nouvelle-Écosse", slug: "nouvelle-ecosse" } },
  { slug: "new-brunswick", name: "New Brunswick", province: "New Brunswick", inOntario: false , fr: { name: "Nouveau-Brunswick", slug: "nouveau-brunswick" } },
  { slug: "prince-edward-island", name: "Prince Edward Island", province: "Prince Edward Island", inOntario: false , fr: { name: "Île-du-Prince-Édouard", slug: "ile-du-prince-edouard" } },
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

/** The same provinces, in French. */
export const provincesServedInFrench = [
  "Ontario",
  "Alberta",
  "Saskatchewan",
  "Colombie-Britannique",
  "Nouvelle-Écosse",
  "Nouveau-Brunswick",
  "Île-du-Prince-Édouard",
];

/** A region's name from its slug (the slug itself when unknown). */
export function regionName(slug: string): string {
  return regionSummaries.find((region) => region.slug === slug)?.name ?? slug;
}
