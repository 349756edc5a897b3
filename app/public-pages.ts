/**
 * The public addresses that app/routes.ts serves without a database row: the
 * fixed pages, one page per service and per region, and the feeds and files.
 * Read by the sitemap (the pages with `sitemap`, in this order), the redirect
 * manager (a fixed address is never a redirect's source) and the page-weight
 * budget (tests/http/built-server.test.ts). tests/http/public-pages.test.ts
 * holds it to the route table. Job postings and posts come from the database
 * (decision 0343). A French page names the English route it translates
 * (`twin`): the switcher, hreflang and the sitemap's alternates read that
 * (decision 0801).
 */
import { regionDetails } from "~/content/region-details";
import { regionAliases, regionSummaries } from "~/content/regions";
import { frenchServiceSlugs } from "~/content/fr/service-slugs";
import { serviceSlugs } from "~/content/services";
import { FRENCH_PREFIX, type Locale } from "~/lib/locale";
import { BLOG_PATHS } from "~/lib/blog-addresses";

/** What the sitemap says of a page. */
export interface SitemapHints {
  changeFrequency: "daily" | "weekly" | "monthly" | "yearly";
  /** 0.0 to 1.0. */
  priority: number;
}

export interface PublicAddress {
  /** The route's path as in app/routes.ts ("/services/:service"). */
  route: string;
  /** Its addresses: the route itself, or one per service or region (the ottawa alias left out). */
  paths: readonly string[];
  /** An HTML page, or a feed or file. */
  kind: "page" | "file";
  /** Listed in the sitemap, with these hints. */
  sitemap?: SitemapHints;
  /** Opened from an emailed link only: without its token the address answers 404. */
  needsToken?: true;
  /** The edition; French pages live under /fr. */
  locale: Locale;
  /** A French page: the English route it translates; its `paths` are in the same order as the twin's. */
  twin?: string;
}

const hints = (changeFrequency: SitemapHints["changeFrequency"], priority: number): SitemapHints => ({ changeFrequency, priority });
const page = (route: string, sitemap?: SitemapHints): PublicAddress => ({ route, paths: [route], kind: "page", sitemap, locale: "en" });

/** The French twin of an English page, with the same sitemap hints; a route with a parameter names its paths in the twin's order. */
const french = (route: string, twin: string, paths: readonly string[] = [route]): PublicAddress => ({ ...ENGLISH.find((address) => address.route === twin)!, route, paths, locale: "fr", twin });

/** A region's French address, from its English slug. */
const frenchRegionPath = (slug: string) => `${FRENCH_PREFIX}/emplacements/${regionSummaries.find((summary) => summary.slug === slug)!.fr.slug}`;

const ENGLISH: readonly PublicAddress[] = [
  page("/", hints("weekly", 1)),
  page("/sinaicare", hints("monthly", 0.9)),
  { route: "/services/:service", paths: serviceSlugs.map((slug) => `/services/${slug}`), kind: "page", sitemap: hints("monthly", 0.8), locale: "en" },
  page("/locations", hints("monthly", 0.7)),
  { route: "/location/:region", paths: regionDetails.map((region) => `/location/${region.slug}`), kind: "page", sitemap: hints("monthly", 0.7), locale: "en" },
  page("/contact", hints("yearly", 0.8)),
  page("/careers", hints("weekly", 0.7)),
  page("/job", hints("monthly", 0.5)),
  page("/testimonials", hints("weekly", 0.5)),
  page("/blog", hints("weekly", 0.6)),
  page("/resources", hints("monthly", 0.3)),
  page("/privacy", hints("yearly", 0.2)),
  page("/accessibility", hints("yearly", 0.2)),
  page("/accessibility/plan", hints("yearly", 0.2)),
  page("/accessibility/policies", hints("yearly", 0.2)),
  // --- care requests ---
  page("/request-care", hints("yearly", 0.9)),
  page("/paying-for-care", hints("yearly", 0.6)),
  // --- referrals from professionals ---
  page("/refer", hints("yearly", 0.6)),
  // --- client rights and complaints (decision 1001) ---
  page("/client-rights", hints("yearly", 0.4)),
  page("/complaints", hints("yearly", 0.3)),
  // Not in the sitemap: a search's answer, forms and their confirmations, the newsletter's links.
  page("/find-care"),
  page("/testimonials/new"),
  page("/newsletter"),
  { ...page("/newsletter/confirm"), needsToken: true },
  { ...page("/newsletter/unsubscribe"), needsToken: true },
  page("/request-care/received"),
  page("/refer/received"),
  page("/complaints/received"),
  page("/accessibility/received"),
  // Feeds and files.
  ...["/blog/rss.xml", "/sitemap.xml", "/robots.txt"].map((route): PublicAddress => ({ route, paths: [route], kind: "file", locale: "en" })),
];

/** The French edition: each page beside the English one it translates. */
const FRENCH: readonly PublicAddress[] = [
  french(`${FRENCH_PREFIX}/accessibilite`, "/accessibility"),
  french(`${FRENCH_PREFIX}/accessibilite/plan`, "/accessibility/plan"),
  french(`${FRENCH_PREFIX}/accessibilite/politiques`, "/accessibility/policies"),
  french(`${FRENCH_PREFIX}/accessibilite/recue`, "/accessibility/received"),
  // --- locations, the region pages, the postal-code search ---
  french(`${FRENCH_PREFIX}/emplacements`, "/locations"),
  french(`${FRENCH_PREFIX}/emplacements/:region`, "/location/:region", regionDetails.map((region) => frenchRegionPath(region.slug))),
  french(`${FRENCH_PREFIX}/trouver-des-soins`, "/find-care"),
  // --- home, the flagship program, the service pages ---
  french(FRENCH_PREFIX, "/"),
  french(`${FRENCH_PREFIX}/sinaicare`, "/sinaicare"),
  french(`${FRENCH_PREFIX}/services/:service`, "/services/:service", serviceSlugs.map((slug) => `${FRENCH_PREFIX}/services/${frenchServiceSlugs[slug]}`)),
  // --- careers, testimonials, resources, privacy, paying for care ---
  french(`${FRENCH_PREFIX}/carrieres`, "/careers"),
  french(`${FRENCH_PREFIX}/postuler`, "/job"),
  french(`${FRENCH_PREFIX}/temoignages`, "/testimonials"),
  french(`${FRENCH_PREFIX}/ressources`, "/resources"),
  french(`${FRENCH_PREFIX}/confidentialite`, "/privacy"),
  french(`${FRENCH_PREFIX}/payer-les-soins`, "/paying-for-care"),
  // --- the blog and its feed (each post's twin comes from the database: the article's loader) ---
  french(BLOG_PATHS.fr, "/blog"),
  french(`${BLOG_PATHS.fr}/rss.xml`, "/blog/rss.xml"),
  // --- visitor forms ---
  french(`${FRENCH_PREFIX}/nous-joindre`, "/contact"),
  french(`${FRENCH_PREFIX}/demande-de-soins`, "/request-care"),
  french(`${FRENCH_PREFIX}/demande-de-soins/recue`, "/request-care/received"),
  french(`${FRENCH_PREFIX}/aiguillage`, "/refer"),
  french(`${FRENCH_PREFIX}/aiguillage/recu`, "/refer/received"),
  french(`${FRENCH_PREFIX}/temoignages/nouveau`, "/testimonials/new"),
  french(`${FRENCH_PREFIX}/droits-des-clients`, "/client-rights"),
  french(`${FRENCH_PREFIX}/plaintes`, "/complaints"),
  french(`${FRENCH_PREFIX}/plaintes/recue`, "/complaints/received"),
  french(`${FRENCH_PREFIX}/infolettre`, "/newsletter"),
  french(`${FRENCH_PREFIX}/infolettre/confirmer`, "/newsletter/confirm"),
  french(`${FRENCH_PREFIX}/infolettre/desabonnement`, "/newsletter/unsubscribe"),
];

/**
 * Pages from the database whose French address keeps the English slug, so
 * every one has its twin: job postings (`/careers/<slug>`, `/fr/carrieres/<slug>`),
 * partners' referral links (`/refer/<code>`, `/fr/aiguillage/<code>`).
 */
const SAME_SLUG_TWINS: readonly { en: string; fr: string }[] = [
  { en: "/careers/", fr: `${FRENCH_PREFIX}/carrieres/` },
  // A partner's referral link (/refer/<code>, decision 0900).
  { en: "/refer/", fr: `${FRENCH_PREFIX}/aiguillage/` },
];

function sameSlugTwin(path: string): { locale: Locale; path: string } | undefined {
  for (const prefixes of SAME_SLUG_TWINS) {
    for (const [from, to] of [["en", "fr"], ["fr", "en"]] as const) {
      const slug = path.startsWith(prefixes[from]) ? path.slice(prefixes[from].length) : "";
      if (slug && !slug.includes("/")) return { locale: to, path: `${prefixes[to]}${slug}` };
    }
  }
  return undefined;
}

export const PUBLIC_ADDRESSES: readonly PublicAddress[] = [...ENGLISH, ...FRENCH];

/** Each translated address and its twin in the other language, both ways. */
const TWINS = new Map<string, { locale: Locale; path: string }>(
  FRENCH.flatMap(({ paths, twin }) => {
    const english = ENGLISH.find((address) => address.route === twin)!;
    return paths.flatMap((path, index): [string, { locale: Locale; path: string }][] => [
      [path, { locale: "en", path: english.paths[index]! }],
      [english.paths[index]!, { locale: "fr", path }],
    ]);
  }),
);
// An English alias (/location/ottawa) switches to its target's French page; the French edition has no alias.
for (const [alias, target] of Object.entries(regionAliases)) TWINS.set(`/location/${alias}`, { locale: "fr", path: frenchRegionPath(target) });

/** The same page in the other language, if it has one. */
export function twinOf(path: string): { locale: Locale; path: string } | undefined {
  return TWINS.get(path) ?? sameSlugTwin(path);
}

/** A link from a page in `locale` to an English page: its French twin on French pages (the English page while it has none). */
export function inEdition(locale: Locale, englishPath: string): string {
  if (locale === "en") return englishPath;
  const [path, hash] = englishPath.split("#");
  const twin = twinOf(path!);
  return twin?.locale === "fr" ? `${twin.path}${hash === undefined ? "" : `#${hash}`}` : englishPath;
}

/** The addresses of one route each (no parameter): the redirect manager's live pages. */
export const FIXED_ADDRESSES: readonly string[] = PUBLIC_ADDRESSES.filter(({ route }) => !route.includes(":")).map(({ route }) => route);
