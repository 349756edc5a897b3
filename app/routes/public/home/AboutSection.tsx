import { Icon } from "~/components/Icon";
import { REVEAL_STAGGER_MS, Reveal } from "~/components/Reveal";
import { SectionHeading } from "~/components/SectionHeading";
import { aboutIntro, firstPrinciples, mission, stats, strategicPlan, values, vision } from "~/content/company";

/** 2. About: numbers, mission and vision, values, first principles, strategic plan. */
export function AboutSection() {
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
