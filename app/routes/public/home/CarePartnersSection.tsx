import { Icon } from "~/components/Icon";
import { Reveal } from "~/components/Reveal";
import { SectionHeading } from "~/components/SectionHeading";
import * as english from "~/content/company";
import * as french from "~/content/fr/company";
import { href } from "react-router";
import { useLocale, useT } from "~/lib/i18n";
import { inEdition } from "~/public-pages";

/**
 * 3. Care partners: who we work with, the professionals' way to refer a
 * client (/refer), and the collaborative-care banner.
 * Styled in styles/marketing.css (.partners, .collab); the cards reveal four
 * at a time, one after another (.stagger-4).
 */
export function CarePartnersSection() {
  const locale = useLocale();
  const t = useT();
  const { carePartners, carePartnersIntro, collaborativeCare } = locale === "fr" ? french : english;
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
        <p className="mt-8 flex flex-wrap items-center gap-4">
          <span className="text-lg text-ink">{t("referral.homeLine")}</span>
          <a href={inEdition(locale, href("/refer"))} className="btn-primary" data-testid="home-refer">
            {t("referral.linkLabel")}
          </a>
        </p>

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
