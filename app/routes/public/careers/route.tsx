import { HeroActions, HeroImage, PageHero } from "~/components/PageHero";
import { JsonLd } from "~/components/JsonLd";
import { accommodationStatement, careersHero } from "~/content/careers";
import { openPostings } from "~/server/domain/job-postings.server";
import { useBusiness, useSiteUrl } from "~/lib/root-data";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { breadcrumbJsonLd, jobPostingJsonLd } from "~/lib/structured-data";
import { regionName } from "~/content/regions";
import type { Route } from "./+types/route";
import { BenefitsSection } from "./BenefitsSection";
import { HowToApplySection } from "./HowToApplySection";
import { PositionsSection } from "./PositionsSection";
import { StorySection } from "./StorySection";
import { ValuesSection } from "./ValuesSection";
import { passOnHeaders } from "~/lib/route-headers";
import { href } from "react-router";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Careers in Home Healthcare",
    description:
      "Join our team of PSWs, nurses and care professionals in Ontario. Open positions with pay ranges, flexible schedules, paid training and accommodation on request.",
    path: href("/careers"),
    siteUrl: siteUrlFrom(matches),
  });

/** The open postings, from the database (HR opens and closes them in the back office). */
export async function loader() {
  return { positions: await openPostings() };
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { positions } = loaderData;
  const business = useBusiness();
  const siteUrl = useSiteUrl();

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
            View Open Positions
          </a>
          <a href="#how-to-apply" className="btn-outline text-base">
            How to Apply
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
              { name: "Home", path: "/" },
              { name: "Careers", path: href("/careers") },
            ],
            siteUrl,
          ),
          ...positions.map((position) => jobPostingJsonLd(position, business, siteUrl, accommodationStatement, regionName)),
        ]}
      />
    </>
  );
}
