import { CtaBanner } from "~/components/CtaBanner";
import { ExternalFormLink } from "~/components/ExternalForm";
import { Icon } from "~/components/Icon";
import { NumberedSteps } from "~/components/NumberedSteps";
import { Reveal } from "~/components/Reveal";
import { SectionHeading } from "~/components/SectionHeading";
import * as french from "~/content/fr/services";
import * as english from "~/content/services";
import type { ServiceCard } from "~/content/services";
import { useLocale, useT } from "~/lib/i18n";
import { inEdition } from "~/public-pages";
import { useBusiness } from "~/lib/root-data";
import { toneClass } from "~/lib/tones";

/**
 * A card whose title link covers the whole card (one link per card), in its
 * service's tone (styles/marketing.css: .service-card, .check-list).
 */
function ServiceCardView({ card, large }: { card: ServiceCard; large: boolean }) {
  const locale = useLocale();
  const t = useT();
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
          <a href={inEdition(locale, card.href)}>{card.title}</a>
        </h3>
        <p>{card.description}</p>
        <ul className="check-list">
          {card.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <p aria-hidden="true">
          {`${t("home.services.learnMore")} `}<Icon name="arrow" className="" />
        </p>
      </div>
    </article>
  );
}

/** 4. Services: the service cards, care management steps and the call to action. */
export function ServicesSection() {
  const business = useBusiness();
  const locale = useLocale();
  const t = useT();
  const { careManagementSteps, featuredServiceCards, getStartedBanner, servicesIntro, supportServiceCards } = locale === "fr" ? french : english;
  return (
    <section id="services" aria-labelledby="services-heading" className="section-y bg-white">
      <div className="container-page">
        <SectionHeading id="services-heading" eyebrow={servicesIntro.eyebrow} title={servicesIntro.heading} text={servicesIntro.text} />

        <ul className="mt-12 grid gap-6 md:grid-cols-2 stagger-2" aria-label={t("home.services.main")}>
          {featuredServiceCards.map((card) => (
            <Reveal as="li" key={card.href}>
              <ServiceCardView card={card} large />
            </Reveal>
          ))}
        </ul>

        <h3 className="more-services">{t("home.services.additional")}</h3>
        <ul className="mt-8 grid gap-6 lg:grid-cols-2 stagger" aria-label={t("home.services.additional")}>
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
          <ExternalFormLink url={business.bookingUrl} title={t("home.services.bookingTitle")} className="btn-accent text-base">
            <Icon name="calendar" className="h-5 w-5" />{` ${getStartedBanner.bookingLabel}`}
          </ExternalFormLink>
        </CtaBanner>
      </div>
    </section>
  );
}
