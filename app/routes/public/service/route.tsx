import { data, href } from "react-router";
import { Icon } from "~/components/Icon";
import { JsonLd } from "~/components/JsonLd";
import { toneClasses } from "~/lib/tones";
import { HeroActions, HeroImage, PageHero } from "~/components/PageHero";
import { servicePages as frenchPages } from "~/content/fr/services";
import { serviceOfFrenchSlug } from "~/content/fr/service-slugs";
import { isServiceSlug, type ServiceSlug, servicePages as englishPages, serviceSlugs } from "~/content/services";
import { translate, useLocale, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { useSiteUrl } from "~/lib/root-data";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { breadcrumbJsonLd, type Crumb } from "~/lib/structured-data";
import { inEdition } from "~/public-pages";
import type { Route } from "./+types/route";
import { ServiceActions } from "./ServiceActions";
import { ClosingSection } from "./ClosingSection";
import { ExtraSection } from "./ExtraSection";
import { OfferingsSection } from "./OfferingsSection";
import { ProcessSection } from "./ProcessSection";
import { QualificationsSection } from "./QualificationsSection";
import { passOnHeaders } from "~/lib/route-headers";

export const headers = passOnHeaders;

/** The five service pages; any other slug is a real 404 (under /fr, an English slug too). */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const slug: ServiceSlug | undefined = locale === "fr" ? serviceOfFrenchSlug(params.service) : isServiceSlug(params.service) ? params.service : undefined;
  if (!slug) throw data(null, { status: 404 });
  const pages = locale === "fr" ? frenchPages : englishPages;
  const page = pages[slug];
  // The other pages, for the 'More services' links.
  const others = serviceSlugs
    .filter((other) => other !== page.slug)
    .map((other) => ({ slug: other, title: pages[other].title }));
  return { page, others };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const locale = localeOfPath(location.pathname);
  if (!loaderData) return [{ title: `${translate(locale, "service.notFound")} | Sinai Home Care` }, { name: "robots", content: "noindex" }];
  const { page } = loaderData;
  return pageMeta({
    title: page.title,
    description: page.metaDescription,
    path: inEdition(locale, href("/services/:service", { service: page.slug })),
    siteUrl: siteUrlFrom(matches),
  });
};

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { page, others } = loaderData;
  const siteUrl = useSiteUrl();
  const locale = useLocale();
  const t = useT();
  const tone = toneClasses[page.tone];
  const crumbs: Crumb[] = [
    { name: t("nav.home"), path: inEdition(locale, "/") },
    { name: t("nav.services"), path: inEdition(locale, "/#services") },
    { name: page.title, path: inEdition(locale, href("/services/:service", { service: page.slug })) },
  ];

  return (
    <>
      <PageHero
        headingId="service-heading"
        background={tone.soft}
        breadcrumb={crumbs}
        eyebrow={page.eyebrow}
        eyebrowColor={tone.text}
        title={page.title}
        media={<HeroImage src={page.image} alt={page.imageAlt} frame="white" />}
      >
        {page.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 24)} className="mt-5 text-lg text-ink/80">
            {paragraph}
          </p>
        ))}
        <ul className="mt-6 space-y-2">
          {page.highlights.map((highlight) => (
            <li key={highlight} className="flex items-center gap-2 font-medium">
              <Icon name="check" className={`h-5 w-5 ${tone.text}`} /> {highlight}
            </li>
          ))}
        </ul>
        <HeroActions>
          <ServiceActions page={page} />
        </HeroActions>
      </PageHero>

      <OfferingsSection page={page} />
      <ExtraSection page={page} />
      <ProcessSection page={page} />
      <QualificationsSection page={page} />
      <ClosingSection page={page} others={others} />

      <JsonLd data={breadcrumbJsonLd(crumbs, siteUrl)} />
    </>
  );
}
