import { FindCareForm } from "~/components/FindCareForm";
import { RenderedOnce } from "~/components/RenderedOnce";
import { KeptForm } from "~/components/forms/KeptForm";
import { JsonLd } from "~/components/JsonLd";
import { TestimonialsSection } from "~/components/submissions/TestimonialsSection";
import { companyFacts } from "~/content/company";
import { provincesServed, provincesServedInFrench } from "~/content/regions";
import { translate, useLocale, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
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
import { inEdition } from "~/public-pages";

export const headers = passOnHeaders;

/** The newest 4 visible testimonials. */
export async function loader() {
  return { testimonials: await latestTestimonials() };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: translate(locale, "home.metaTitle"),
    description: translate(locale, "home.metaDescription"),
    path: inEdition(locale, "/"),
    siteUrl: siteUrlFrom(matches),
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <RenderedOnce id="home-hero" inputs={[]}>
        <HeroSection />
      </RenderedOnce>
      <RenderedOnce id="home-sections" inputs={[]}>
        <div className="container-page py-10">
          <FindCareForm />
        </div>
        <AboutSection />
        <CarePartnersSection />
        <ServicesSection />
      </RenderedOnce>
      <KeptForm id="home-testimonials" inputs={[loaderData.testimonials]} outcome={undefined}>
        <TestimonialsSection testimonials={loaderData.testimonials} />
      </KeptForm>
      <RenderedOnce id="home-organization" inputs={[]}>
        <OrganizationJsonLd />
      </RenderedOnce>
    </>
  );
}

/** The French home describes the organization in French, at its own address (schema.org gives an organization no inLanguage). */
function OrganizationJsonLd() {
  const business = useBusiness();
  const siteUrl = useSiteUrl();
  const locale = useLocale();
  const t = useT();
  const organization = organizationJsonLd(business, siteUrl, {
    description: locale === "fr" ? t("footer.tagline") : business.tagline,
    foundingDate: String(companyFacts.establishedYear),
    areaServed: locale === "fr" ? provincesServedInFrench : provincesServed,
  });
  return <JsonLd data={locale === "fr" ? { ...organization, url: new URL(inEdition(locale, "/"), siteUrl).toString() } : organization} />;
}
