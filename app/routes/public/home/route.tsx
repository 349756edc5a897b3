import { FindCareForm } from "~/components/FindCareForm";
import { JsonLd } from "~/components/JsonLd";
import { TestimonialsSection } from "~/components/submissions/TestimonialsSection";
import { companyFacts } from "~/content/company";
import { provincesServed } from "~/content/regions";
import { useBusiness, useSiteUrl } from "~/lib/root-data";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import { latestTestimonials } from "~/server/domain/testimonials.server";
import type { Route } from "./+types/route";
import { AboutSection } from "./AboutSection";
import { CarePartnersSection } from "./CarePartnersSection";
import { HeroSection } from "./HeroSection";
import { ServicesSection } from "./ServicesSection";
import { passOnHeaders } from "~/lib/route-headers";

export const headers = passOnHeaders;

/** The newest 4 visible testimonials. */
export async function loader() {
  return { testimonials: await latestTestimonials() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Sinai Home Care | Personalized Home Healthcare in Ontario",
    description:
      "Personalized 1-on-1 home healthcare across Ontario and beyond: nursing, personal support, live-in care and hospital-to-home programs.",
    path: "/",
    siteUrl: siteUrlFrom(matches),
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  const siteUrl = useSiteUrl();

  return (
    <>
      <HeroSection />
      <div className="container-page py-10">
        <FindCareForm />
      </div>
      <AboutSection />
      <CarePartnersSection />
      <ServicesSection />
      <TestimonialsSection testimonials={loaderData.testimonials} />
      <JsonLd
        data={organizationJsonLd(business, siteUrl, {
          description: business.tagline,
          foundingDate: String(companyFacts.establishedYear),
          areaServed: provincesServed,
        })}
      />
    </>
  );
}
