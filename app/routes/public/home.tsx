import { NumberedSteps } from "~/components/NumberedSteps";
import { Link } from "react-router";
import { ExternalFormDialog } from "~/components/ExternalFormDialog";
import { FindCareForm } from "~/components/FindCareForm";
import { Icon } from "~/components/Icon";
import { JsonLd } from "~/components/JsonLd";
import { toneClasses } from "~/components/MegaMenu";
import { REVEAL_STAGGER_MS, Reveal } from "~/components/Reveal";
import { SectionHeading } from "~/components/SectionHeading";
import { TestimonialsSection } from "~/components/submissions/TestimonialsSection";
import { telHref } from "~/content/business";
import {
  aboutIntro,
  carePartners,
  carePartnersIntro,
  collaborativeCare,
  companyFacts,
  firstPrinciples,
  mission,
  stats,
  strategicPlan,
  values,
  vision,
} from "~/content/company";
import { provincesServed } from "~/content/regions";
import {
  careManagementSteps,
  featuredServiceCards,
  getStartedBanner,
  type ServiceCard,
  servicesIntro,
  supportServiceCards,
} from "~/content/services";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import { useBusiness, useSiteUrl } from "~/lib/root-data";
import { latestTestimonials } from "~/server/testimonials.server";
import type { Route } from "./+types/home";
import { seamAttrs } from "~/lib/browser-seam";

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

const teamStrip = [
  { src: "/images/team/caregiver-1.svg", alt: "Illustrated portrait of a registered nurse on our team" },
  { src: "/images/team/caregiver-2.svg", alt: "Illustrated portrait of a personal support worker" },
  { src: "/images/team/caregiver-3.svg", alt: "Illustrated portrait of a practical nurse" },
  { src: "/images/team/caregiver-4.svg", alt: "Illustrated portrait of a care coordinator" },
  { src: "/images/team/caregiver-5.svg", alt: "Illustrated portrait of a homemaker" },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  const siteUrl = useSiteUrl();

  return (
    <>
      <Hero />
      <div className="container-page py-10">
        <FindCareForm />
      </div>
      <About />
      <CarePartners />
      <Services />
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

// ---------------------------------------------------------------------------
// 1. Hero
// ---------------------------------------------------------------------------

/**
 * The looping background video. It never autoplays from the HTML: once the
 * page runs (app/browser/hero-video.ts), it starts only when the visitor
 * allows motion, and stops when they switch to reduced motion. A button
 * pauses and resumes it (WCAG 2.2.2); it comes after the hero's content in
 * the page (and in the tab order), and the script shows it only while motion
 * is allowed. Without JavaScript the still poster shows.
 */
function HeroVideo() {
  return (
    <video
      className="absolute inset-0 -z-20 h-full w-full object-cover"
      poster="/images/hero-poster.svg"
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      {...seamAttrs({ heroVideo: true })}
    >
      <source src="/media/hero-loop.webm" type="video/webm" />
    </video>
  );
}

function HeroVideoButton() {
  return (
    <button
      type="button"
      hidden
      {...seamAttrs({ heroVideoToggle: true, labelPlaying: "Pause background video", labelPaused: "Play background video" })}
      className="absolute bottom-4 right-4 z-10 rounded-full bg-brand-900/80 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-brand-900"
    >
      Play background video
    </button>
  );
}

function Hero() {
  const business = useBusiness();
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-brand-900 text-white">
      <HeroVideo />
      {/* Below lg the text spans the video: an even, dark veil keeps it readable (AA). */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-brand-900/85 lg:bg-transparent lg:bg-gradient-to-r lg:from-brand-900 lg:via-brand-900/85 lg:to-brand-900/30"
      />
      {/* Room under the team card for the video button below lg (it sits bottom right). */}
      <div className="container-page pb-20 pt-16 sm:pt-24 lg:pb-10 lg:pt-28">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">
            Home healthcare in Ontario since {companyFacts.establishedYear}
          </p>
          <h1 id="hero-heading" className="mt-3 font-bold">
            <span className="block text-2xl text-brand-100 sm:text-3xl">Introducing</span>{" "}
            <span className="block text-5xl tracking-tight sm:text-6xl">{business.programName}</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-50 sm:text-xl">{business.tagline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/sinaicare" className="btn-accent text-base">
              Discover {business.programName} <Icon name="arrow" className="h-4 w-4" />
            </Link>
            <a href={telHref(business.phone)} className="btn-ghost-light text-base">
              <Icon name="phone" className="h-4 w-4" /> Call {business.phone}
            </a>
          </div>
        </div>

        <div className="mt-14 flex flex-col gap-4 rounded-2xl bg-brand-900/75 p-4 ring-1 ring-white/20 sm:flex-row sm:items-center sm:gap-6 sm:p-5 lg:max-w-2xl">
          <ul className="flex -space-x-3" aria-label="Some of our caregivers">
            {teamStrip.map((member) => (
              <li key={member.src}>
                <img
                  src={member.src}
                  alt={member.alt}
                  width={56}
                  height={56}
                  className="h-14 w-14 rounded-full ring-2 ring-brand-900"
                />
              </li>
            ))}
          </ul>
          <div>
            <p className="text-lg font-semibold">Meet our caring team</p>
            <p className="text-sm text-brand-50">
              {stats[1]?.number} certified caregivers, screened, trained and matched to each client.
            </p>
          </div>
        </div>
      </div>
      <HeroVideoButton />
    </section>
  );
}

// ---------------------------------------------------------------------------
// 2. About
// ---------------------------------------------------------------------------

function About() {
  return (
    <section id="about" aria-labelledby="about-heading" className="section-y bg-white">
      <div className="container-page">
        <SectionHeading id="about-heading" eyebrow={aboutIntro.eyebrow} title={aboutIntro.heading} text={aboutIntro.text} />

        <ul className="mx-auto mt-12 grid max-w-4xl gap-4 sm:grid-cols-3" aria-label="Our numbers">
          {stats.map((stat, index) => (
            <Reveal as="li" key={stat.label} delay={index * REVEAL_STAGGER_MS} className="card p-6 text-center">
              <Icon name={stat.icon} className="mx-auto h-8 w-8 text-brand-700" />
              <p className="mt-3 text-4xl font-bold text-brand-800">{stat.number}</p>
              <p className="mt-1 font-medium text-muted">{stat.label}</p>
            </Reveal>
          ))}
        </ul>

        <div className="mt-16 grid gap-6 md:grid-cols-2">
          {[mission, vision].map((statement) => (
            <Reveal key={statement.title} className="rounded-2xl bg-brand-50 p-8 ring-1 ring-brand-100">
              <h3 className="text-xl font-bold text-brand-900">{statement.title}</h3>
              <p className="mt-3 text-lg">{statement.text}</p>
            </Reveal>
          ))}
        </div>

        <div className="mt-16">
          <h3 className="text-center text-2xl font-bold text-brand-900">Our Values</h3>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {values.map((value, index) => (
              <Reveal as="li" key={value.title} delay={index * REVEAL_STAGGER_MS} className="card p-5">
                <Icon name={value.icon} className="h-7 w-7 text-brand-700" />
                <h4 className="mt-3 font-semibold text-brand-900">{value.title}</h4>
                <p className="mt-1 text-sm text-muted">{value.description}</p>
              </Reveal>
            ))}
          </ul>
        </div>

        <div className="mt-16 grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="text-2xl font-bold text-brand-900">First Principles</h3>
            <p className="mt-2 text-muted">Six beliefs behind every visit.</p>
            <ol className="mt-6 grid gap-4 sm:grid-cols-2">
              {firstPrinciples.map((principle, index) => (
                <Reveal as="li" key={principle.title} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h4 className="font-semibold text-brand-900">{principle.title}</h4>
                    <p className="mt-1 text-sm text-muted">{principle.text}</p>
                  </div>
                </Reveal>
              ))}
            </ol>
          </div>
          <div>
            <h3 className="text-2xl font-bold text-brand-900">Strategic Plan</h3>
            <p className="mt-2 text-muted">Where we are headed in the years ahead.</p>
            <ol className="mt-6 space-y-4">
              {strategicPlan.map((point, index) => (
                <Reveal as="li" key={point.title} className="rounded-xl border-l-4 border-accent-500 bg-amber-50 p-4">
                  <h4 className="font-semibold text-brand-900">
                    <span className="text-accent-600">{index + 1}.</span> {point.title}
                  </h4>
                  <p className="mt-1 text-sm text-muted">{point.text}</p>
                </Reveal>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  );
}

// ---------------------------------------------------------------------------
// 3. Care Partners
// ---------------------------------------------------------------------------

function CarePartners() {
  return (
    <section aria-labelledby="partners-heading" className="section-y bg-slate-50">
      <div className="container-page">
        <SectionHeading
          id="partners-heading"
          eyebrow={carePartnersIntro.eyebrow}
          title={carePartnersIntro.heading}
          text={carePartnersIntro.text}
        />
        <ul className="mt-12 grid-1-2-4">
          {carePartners.map((partner, index) => (
            <Reveal as="li" key={partner.title} delay={(index % 4) * REVEAL_STAGGER_MS} className="card overflow-hidden">
              <img
                src={partner.image}
                alt={partner.imageAlt}
                width={320}
                height={200}
                loading="lazy"
                decoding="async"
                className="aspect-[8/5] w-full object-cover"
              />
              <div className="p-5">
                <h3 className="font-semibold text-brand-900">{partner.title}</h3>
                <p className="mt-2 text-sm text-muted">{partner.description}</p>
              </div>
            </Reveal>
          ))}
        </ul>

        <Reveal className="mt-12 rounded-3xl bg-brand-800 p-8 text-white sm:p-10">
          <div className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:items-center">
            <div>
              <h3 className="text-2xl font-bold">{collaborativeCare.heading}</h3>
              <p className="mt-3 text-brand-50">{collaborativeCare.text}</p>
            </div>
            <ul className="grid gap-6 sm:grid-cols-3">
              {collaborativeCare.points.map((point) => (
                <li key={point.title}>
                  <Icon name="check" className="h-7 w-7 rounded-full bg-white/15 p-1 text-brand-100" />
                  <h4 className="mt-2 font-semibold">{point.title}</h4>
                  <p className="mt-1 text-sm text-brand-50">{point.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </Reveal>
      </div>
    </section>
  );
}

// ---------------------------------------------------------------------------
// 4. Services
// ---------------------------------------------------------------------------

/** A card whose title link covers the whole card (one link per card). */
function ServiceCardView({ card, large }: { card: ServiceCard; large: boolean }) {
  const tone = toneClasses[card.tone];
  return (
    <article
      className="card group relative flex h-full flex-col overflow-hidden transition-shadow focus-within:shadow-lg hover:shadow-lg"
    >
      <img
        src={card.image}
        alt={card.imageAlt}
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
        className={large ? "aspect-[2/1] w-full object-cover" : "aspect-[5/2] w-full object-cover"}
      />
      <div className="flex flex-1 flex-col p-6">
        <p className={`inline-flex items-center gap-2 text-sm font-semibold ${tone.text}`}>
          <span className={`rounded-full p-1.5 ${tone.soft}`}>
            <Icon name={card.icon} className="h-4 w-4" />
          </span>
          {card.subtitle}
        </p>
        <h3 className="mt-3 text-xl font-bold text-brand-900">
          <Link to={card.href} className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none">
            {card.title}
          </Link>
        </h3>
        <p className="mt-2 text-muted">{card.description}</p>
        <ul className="mt-4 space-y-1.5 text-sm">
          {card.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Icon name="check" className={`mt-0.5 h-4 w-4 shrink-0 ${tone.text}`} />
              {feature}
            </li>
          ))}
        </ul>
        <p aria-hidden="true" className={`mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold ${tone.text}`}>
          Learn more <Icon name="arrow" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}

function Services() {
  const business = useBusiness();
  return (
    <section id="services" aria-labelledby="services-heading" className="section-y bg-white">
      <div className="container-page">
        <SectionHeading id="services-heading" eyebrow={servicesIntro.eyebrow} title={servicesIntro.heading} text={servicesIntro.text} />

        <ul className="mt-12 grid gap-6 md:grid-cols-2" aria-label="Our main services">
          {featuredServiceCards.map((card, index) => (
            <Reveal as="li" key={card.href} delay={(index % 2) * REVEAL_STAGGER_MS}>
              <ServiceCardView card={card} large />
            </Reveal>
          ))}
        </ul>

        <h3 className="mt-16 text-center text-2xl font-bold text-brand-900">Additional support</h3>
        <ul className="mt-8 grid gap-6 lg:grid-cols-2" aria-label="Additional support">
          {supportServiceCards.map((card, index) => (
            <Reveal as="li" key={card.href} delay={index * REVEAL_STAGGER_MS}>
              <ServiceCardView card={card} large={false} />
            </Reveal>
          ))}
        </ul>

        <div className="mt-16 rounded-3xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-10">
          <div className="text-center">
            <h3 className="text-2xl font-bold text-brand-900">{careManagementSteps.heading}</h3>
            <p className="mt-2 text-muted">{careManagementSteps.text}</p>
          </div>
          <NumberedSteps steps={careManagementSteps.steps} className="mt-8 grid gap-6 md:grid-cols-3" headingLevel="h4" />
        </div>

        <div className="mt-16 rounded-3xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12">
          <h3 className="text-3xl font-bold">{getStartedBanner.heading}</h3>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{getStartedBanner.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ExternalFormDialog url={business.bookingUrl} title="Book a free consultation" className="btn-accent text-base">
              <Icon name="calendar" className="h-5 w-5" /> {getStartedBanner.bookingLabel}
            </ExternalFormDialog>
            <a href={telHref(business.phone)} className="btn-ghost-light text-base">
              <Icon name="phone" className="h-5 w-5" /> Call {business.phone}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
