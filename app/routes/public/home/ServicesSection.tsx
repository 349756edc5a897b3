import { CtaBanner } from "~/components/CtaBanner";
import { ExternalFormLink } from "~/components/ExternalForm";
import { Icon } from "~/components/Icon";
import { toneClasses } from "~/components/MegaMenu";
import { NumberedSteps } from "~/components/NumberedSteps";
import { REVEAL_STAGGER_MS, Reveal } from "~/components/Reveal";
import { SectionHeading } from "~/components/SectionHeading";
import {
  careManagementSteps,
  featuredServiceCards,
  getStartedBanner,
  type ServiceCard,
  servicesIntro,
  supportServiceCards,
} from "~/content/services";
import { useBusiness } from "~/lib/root-data";

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
          <a href={card.href} className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none">
            {card.title}
          </a>
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

/** 4. Services: the service cards, care management steps and the call to action. */
export function ServicesSection() {
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

        <CtaBanner heading={getStartedBanner.heading} level={3} text={getStartedBanner.text} className="mt-16">
          <ExternalFormLink url={business.bookingUrl} title="Book a free consultation" className="btn-accent text-base">
            <Icon name="calendar" className="h-5 w-5" /> {getStartedBanner.bookingLabel}
          </ExternalFormLink>
        </CtaBanner>
      </div>
    </section>
  );
}
