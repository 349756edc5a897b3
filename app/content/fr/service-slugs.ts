/**
 * The five service pages' French addresses (/fr/services/<slug>), each naming
 * its English page. Apart from the French copy (app/content/fr/services.ts) so
 * the twins table can read it without carrying the pages' text.
 */
import type { ServiceSlug } from "../services";

export const frenchServiceSlugs: Record<ServiceSlug, string> = {
  "adults-disabilities": "adultes-ayant-une-deficience",
  "specialized-care": "soins-specialises",
  "integrated-care": "soins-integres",
  "care-management": "gestion-des-soins",
  workforce: "main-d-oeuvre",
};

/** The English page a French slug translates; an English or unknown slug has none. */
export function serviceOfFrenchSlug(slug: string | undefined): ServiceSlug | undefined {
  return (Object.keys(frenchServiceSlugs) as ServiceSlug[]).find((service) => frenchServiceSlugs[service] === slug);
}
