import { Icon } from "~/components/Icon";
import { Reveal } from "~/components/Reveal";
import { SectionHeading } from "~/components/SectionHeading";
import * as english from "~/content/company";
import * as french from "~/content/fr/company";
import { useLocale } from "~/lib/i18n";

/**
 * 3. Care partners: who we work with, and the collaborative-care banner.
 * Styled in styles/marketing.css (.partners, .collab); the cards reveal four
 * at a time, one after another (.stagger-4).
 */
export function CarePartnersSection() {
  const { carePartners, carePartnersIntro, collaborativeCare } = useLocale() === "fr" ? french : english;
  return (
    <section aria-labelledby="partners-heading" className="section-y bg-slate-50">
      <div className="container-page">
        <SectionHeading
          id="partners-heading"
          eyebrow={carePartnersIntro.eyebrow}
          title={carePartnersIntro.heading}
          text={carePartnersIntro.text}
        />
        <ul className="partners stagger-4">
          {carePartners.map((partner) => (
            <Reveal as="li" key={partner.title}>
              <img src={partner.image} alt={partner.imageAlt} width={320} height={200} loading="lazy" decoding="async" />
              <div>
                <h3>{partner.title}</h3>
                <p>{partner.description}</p>
              </div>
            </Reveal>
          ))}
        </ul>

        <Reveal className="collab">
          <div>
            <div>
              <h3>{collaborativeCare.heading}</h3>
              <p>{collaborativeCare.text}</p>
            </div>
            <ul>
              {collaborativeCare.points.map((point) => (
                <li key={point.title}>
                  <Icon name="check" className="" />
                  <h4>{point.title}</h4>
                  <p>{point.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
