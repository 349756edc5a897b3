import { Icon } from "~/components/Icon";
import { Reveal } from "~/components/Reveal";
import { SectionHeading } from "~/components/SectionHeading";
import * as english from "~/content/company";
import * as french from "~/content/fr/company";
import { useLocale, useT } from "~/lib/i18n";

/**
 * 2. About: numbers, mission and vision, values, first principles, strategic
 * plan. Styled in styles/marketing.css (.stats, .statements, .values,
 * .about-lists, .principles, .plan); each list reveals its items one after
 * another (.stagger).
 */
export function AboutSection() {
  const locale = useLocale();
  const t = useT();
  const { aboutIntro, firstPrinciples, mission, stats, strategicPlan, values, vision } = locale === "fr" ? french : english;
  return (
    <section id="about" aria-labelledby="about-heading" className="section-y bg-white">
      <div className="container-page">
        <SectionHeading id="about-heading" eyebrow={aboutIntro.eyebrow} title={aboutIntro.heading} text={aboutIntro.text} />

        <ul className="stats stagger" aria-label={t("home.about.numbers")}>
          {stats.map((stat) => (
            <Reveal as="li" key={stat.label}>
              <Icon name={stat.icon} className="" />
              <p>{stat.number}</p>
              <p>{stat.label}</p>
            </Reveal>
          ))}
        </ul>

        <div className="statements">
          {[mission, vision].map((statement) => (
            <Reveal key={statement.title}>
              <h3>{statement.title}</h3>
              <p>{statement.text}</p>
            </Reveal>
          ))}
        </div>

        <div className="values">
          <h3>{t("home.about.values")}</h3>
          <ul className="stagger">
            {values.map((value) => (
              <Reveal as="li" key={value.title}>
                <Icon name={value.icon} className="" />
                <h4>{value.title}</h4>
                <p>{value.description}</p>
              </Reveal>
            ))}
          </ul>
        </div>

        <div className="about-lists">
          <div>
            <h3>{t("home.about.principles")}</h3>
            <p>{t("home.about.principlesText")}</p>
            <ol className="principles">
              {firstPrinciples.map((principle, index) => (
                <Reveal as="li" key={principle.title}>
                  <span aria-hidden="true">{index + 1}</span>
                  <div>
                    <h4>{principle.title}</h4>
                    <p>{principle.text}</p>
                  </div>
                </Reveal>
              ))}
            </ol>
          </div>
          <div>
            <h3>{t("home.about.plan")}</h3>
            <p>{t("home.about.planText")}</p>
            <ol className="plan">
              {strategicPlan.map((point, index) => (
                <Reveal as="li" key={point.title}>
                  <h4>
                    <span>{`${index + 1}.`}</span>{` ${point.title}`}
                  </h4>
                  <p>{point.text}</p>
                </Reveal>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  );
}
