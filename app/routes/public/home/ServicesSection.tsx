import { CtaBanner } from "~/components/CtaBanner";
import { ExternalFormLink } from "~/components/ExternalForm";
import { Icon } from "~/components/Icon";
import { NumberedSteps } from "~/components/NumberedSteps";
import { Reveal } from "~/components/Reveal";
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
import { toneClass } from "~/lib/tones";

/**
 * A card whose title link covers the whole card (one link per card), in its
 * service's tone (styles/marketing.css: .service-card, .check-list).
 */
function ServiceCardView({ card, large }: { card: ServiceCard; large: boolean }) {
  return (
    <article className={`service-card ${toneClass(card.tone)}${large ? " is-large" : ""}`}>
      <img src={card.image} alt={card.imageAlt} width={640} height={400} loading="lazy" decoding="async" />
      <div>
        <p>
          <span>
            <Icon name={card.icon} className="" />
          </span>
          {card.subtitle}
        </p>
        <h3>
          <a href={card.href}>{card.title}</a>
        </h3>
        <p>{card.description}</p>
        <ul className="check-list">
          {card.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <p aria-hidden="true">
          Learn more <Icon name="arrow" className="" />
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

        <ul className="mt-12 grid gap-6 md:grid-cols-2 stagger-2" aria-label="Our main services">
          {featuredServiceCards.map((card) => (
            <Reveal as="li" key={card.href}>
              <ServiceCardView card={card} large />
            </Reveal>
          ))}
        </ul>

        <h3 className="more-services">Additional support</h3>
        <ul className="mt-8 grid gap-6 lg:grid-cols-2 stagger" aria-label="Additional support">
          {supportServiceCards.map((card) => (
            <Reveal as="li" key={card.href}>
              <ServiceCardView card={card} large={false} />
            </Reveal>
          ))}
        </ul>

        <div className="care-steps">
          <div>
            <h3>{careManagementSteps.heading}</h3>
            <p>{careManagementSteps.text}</p>
          </div>
          <NumberedSteps steps={careManagementSteps.steps} className="mt-8 grid gap-6 md:grid-cols-3" headingLevel="h4" />
        </div>

        <CtaBanner heading={getStartedBanner.heading} level={3} text={getStartedBanner.text} className="mt-16">
          <ExternalFormLink url={business.bookingUrl} title="Book a free consultation" className="btn-accent text-base">
            <Icon name="calendar" className="h-5 w-5" />{` ${getStartedBanner.bookingLabel}`}
          </ExternalFormLink>
        </CtaBanner>
      </div>
    </section>
  );
}
