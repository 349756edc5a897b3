import { HeroActions, HeroImage, PageHero } from "~/components/PageHero";
import { JsonLd } from "~/components/JsonLd";
import { openPostings } from "~/server/domain/job-postings.server";
import { translate, useLocale, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { useBusiness, useSiteUrl } from "~/lib/root-data";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { inEdition } from "~/public-pages";
import type { Route } from "./+types/route";
import { BenefitsSection } from "./BenefitsSection";
import { postingJsonLdIn, useCareersCopy } from "./copy";
import { HowToApplySection } from "./HowToApplySection";
import { PositionsSection } from "./PositionsSection";
import { StorySection } from "./StorySection";
import { ValuesSection } from "./ValuesSection";
import { passOnHeaders } from "~/lib/route-headers";
import { href } from "react-router";
import { RenderedOnce } from "~/components/RenderedOnce";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: translate(locale, "careers.title"),
    description: translate(locale, "careers.description"),
    path: inEdition(locale, href("/careers")),
    siteUrl: siteUrlFrom(matches),
  });
};

/** The open postings, from the database (HR opens and closes them in the back office). */
export async function loader() {
  return { positions: await openPostings() };
}

/**
 * /careers (/fr/carrieres). The French page carries the JobPosting JSON-LD
 * of the postings HR gave French text only: the others' stays on the English
 * page while their text is English.
 */
export default function Careers({ loaderData }: Route.ComponentProps) {
  return (
    <RenderedOnce id="careers" inputs={[loaderData.positions]}>
      <CareersPage positions={loaderData.positions} />
    </RenderedOnce>
  );
}

/** The page: a component, so a kept page is not described again at each render. */
function CareersPage({ positions }: Pick<Route.ComponentProps["loaderData"], "positions">) {
  const business = useBusiness();
  const siteUrl = useSiteUrl();
  const locale = useLocale();
  const t = useT();
  const { hero: careersHero } = useCareersCopy();

  return (
    <>
      <PageHero
        headingId="careers-heading"
        eyebrow={careersHero.eyebrow}
        title={careersHero.heading}
        media={<HeroImage src={careersHero.image} alt={careersHero.imageAlt} />}
      >
        <p className="mt-5 text-lg text-muted">{careersHero.text}</p>
        <HeroActions>
          <a href="#positions" className="btn-primary text-base">
            {t("careers.viewPositions")}
          </a>
          <a href="#how-to-apply" className="btn-outline text-base">
            {t("careers.howToApply")}
          </a>
        </HeroActions>
      </PageHero>
      <StorySection />
      <ValuesSection />
      <BenefitsSection />
      <PositionsSection positions={positions} />
      <HowToApplySection />

      <JsonLd
        data={[
          breadcrumbJsonLd(
            [
              { name: t("nav.home"), path: inEdition(locale, "/") },
              { name: t("nav.careers"), path: inEdition(locale, href("/careers")) },
            ],
            siteUrl,
          ),
          ...positions.flatMap((position) => postingJsonLdIn(locale, position, business, siteUrl)),
        ]}
      />
    </>
  );
}
