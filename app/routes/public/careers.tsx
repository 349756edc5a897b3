import { Link } from "react-router";
import { NumberedSteps } from "~/components/NumberedSteps";
import { Icon } from "~/components/Icon";
import { JsonLd } from "~/components/JsonLd";
import { REVEAL_STAGGER_MS, Reveal } from "~/components/Reveal";
import { SectionHeading } from "~/components/SectionHeading";
import { telHref } from "~/content/business";
import {
  accommodationStatement,
  benefits,
  careersHero,
  careersStory,
  careersValues,
  employmentTypeLabels,
  howToApply,
  type Position,
  positions,
} from "~/content/careers";
import { companyFacts, stats } from "~/content/company";
import { formatPayRange } from "~/lib/pay-range";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { breadcrumbJsonLd, jobPostingJsonLd } from "~/lib/structured-data";
import { useBusiness, useSiteUrl } from "~/lib/root-data";
import { PageHero } from "~/components/PageHero";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Careers in Home Healthcare",
    description:
      "Join our team of PSWs, nurses and care professionals in Ontario. Six open positions with pay ranges, flexible schedules, paid training and accommodation on request.",
    path: "/careers",
    siteUrl: siteUrlFrom(matches),
  });

function applyHref(position: Position): string {
  return `/job?position=${encodeURIComponent(position.id)}`;
}

function PositionCard({ position, index }: { position: Position; index: number }) {
  const headingId = `position-${position.id}`;
  return (
    <Reveal as="li" delay={(index % 2) * REVEAL_STAGGER_MS} className="h-full">
      <article aria-labelledby={headingId} className="card flex h-full flex-col overflow-hidden" data-testid={`position-${position.id}`}>
        <img
          src={position.image}
          alt={position.imageAlt}
          width={480}
          height={300}
          loading="lazy"
          decoding="async"
          className="aspect-[8/5] w-full object-cover sm:aspect-[3/1]"
        />
        <div className="flex flex-1 flex-col p-6">
          <h3 id={headingId} className="text-xl font-bold text-brand-900">
            {position.title}
          </h3>
          <p className="mt-2 text-muted">{position.description}</p>
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-semibold text-brand-900">Type</dt>
              <dd>{position.type.map((type) => employmentTypeLabels[type]).join(", ")}</dd>
            </div>
            <div>
              <dt className="font-semibold text-brand-900">Location</dt>
              <dd>{position.location}</dd>
            </div>
            <div>
              <dt className="font-semibold text-brand-900">Experience</dt>
              <dd>{position.experience}</dd>
            </div>
            <div>
              <dt className="font-semibold text-brand-900">Pay range</dt>
              <dd data-testid="pay-range">{formatPayRange(position.pay)}</dd>
            </div>
          </dl>
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <div>
              <h4 className="font-semibold text-brand-900">Responsibilities</h4>
              <ul className="mt-2 space-y-1.5 text-sm">
                {position.responsibilities.map((item) => (
                  <li key={item} className="flex items-start gap-2">
                    <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" /> {item}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h4 className="font-semibold text-brand-900">Requirements</h4>
              <ul className="mt-2 space-y-1.5 text-sm">
                {position.requirements.map((item) => (
                  <li key={item} className="flex items-start gap-2">
                    <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" /> {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <p className="mt-5 rounded-lg bg-brand-50 p-3 text-sm text-ink">
            <Icon name="hands" className="mr-1.5 inline h-4 w-4 align-[-2px] text-brand-700" />
            {accommodationStatement}
          </p>
          <div className="mt-auto pt-6">
            <Link to={applyHref(position)} className="btn-primary">
              Apply Now<span className="sr-only">: {position.title}</span>
            </Link>
          </div>
        </div>
      </article>
    </Reveal>
  );
}

export default function Careers() {
  const business = useBusiness();
  const siteUrl = useSiteUrl();

  return (
    <>
      <PageHero id="careers-heading" eyebrow={careersHero.eyebrow} title={careersHero.heading} image={{ src: careersHero.image, alt: careersHero.imageAlt }}>
        <p className="mt-5 text-lg text-muted">{careersHero.text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="#positions" className="btn-primary text-base">
            View Open Positions
          </a>
          <a href="#how-to-apply" className="btn-outline text-base">
            How to Apply
          </a>
        </div>
      </PageHero>

      <section aria-labelledby="story-heading" className="section-y">
        <div className="container-page grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <h2 id="story-heading" className="text-heading font-bold text-brand-900">
              {careersStory.heading}
            </h2>
            {careersStory.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="mt-4 text-lg text-muted">
                {paragraph}
              </p>
            ))}
          </div>
          <dl className="grid grid-cols-2 gap-4">
            <div className="card p-5 text-center">
              <dt className="text-sm font-medium text-muted">Established</dt>
              <dd className="mt-1 text-3xl font-bold text-brand-800">{companyFacts.establishedYear}</dd>
            </div>
            <div className="card p-5 text-center">
              <dt className="text-sm font-medium text-muted">Incorporated</dt>
              <dd className="mt-1 text-3xl font-bold text-brand-800">{companyFacts.incorporated}</dd>
            </div>
            {stats.slice(1).map((stat) => (
              <div key={stat.label} className="card p-5 text-center">
                <dt className="text-sm font-medium text-muted">{stat.label}</dt>
                <dd className="mt-1 text-3xl font-bold text-brand-800">{stat.number}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="section-y bg-slate-50">
        <div className="container-page">
          <SectionHeading id="values-heading" title={careersValues.heading} text={careersValues.text} />
          <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {careersValues.items.map((value, index) => (
              <Reveal as="li" key={value.title} delay={index * REVEAL_STAGGER_MS} className="card p-5">
                <Icon name={value.icon} className="h-7 w-7 text-brand-700" />
                <h3 className="mt-3 font-semibold text-brand-900">{value.title}</h3>
                <p className="mt-1 text-sm text-muted">{value.description}</p>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="section-y">
        <div className="container-page">
          <SectionHeading id="benefits-heading" eyebrow="Benefits" title="Why work with us" />
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {benefits.map((benefit, index) => (
              <Reveal as="li" key={benefit.title} delay={(index % 3) * REVEAL_STAGGER_MS} className="flex gap-4">
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-brand-100 text-brand-800">
                  <Icon name={benefit.icon} className="h-6 w-6" />
                </span>
                <div>
                  <h3 className="font-semibold text-brand-900">{benefit.title}</h3>
                  <p className="mt-1 text-muted">{benefit.description}</p>
                </div>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section id="positions" aria-labelledby="positions-heading" className="section-y bg-slate-50">
        <div className="container-page">
          <SectionHeading
            id="positions-heading"
            eyebrow="Open positions"
            title={`${positions.length} roles we are hiring for`}
            text="All roles include paid orientation and ongoing training. Pay depends on experience and credentials."
          />
          <ul className="mt-12 grid gap-6 lg:grid-cols-2">
            {positions.map((position, index) => (
              <PositionCard key={position.id} position={position} index={index} />
            ))}
          </ul>
        </div>
      </section>

      <section id="how-to-apply" aria-labelledby="apply-heading" className="section-y">
        <div className="container-page">
          <SectionHeading id="apply-heading" title={howToApply.heading} text={howToApply.text} />
          <NumberedSteps steps={howToApply.steps} />

          <div className="mt-12 rounded-3xl bg-brand-900 px-6 py-10 text-white sm:px-10">
            <div className="grid gap-8 lg:grid-cols-[2fr_1fr] lg:items-center">
              <div>
                <h3 id="careers-contact-heading" className="text-2xl font-bold">
                  Questions about working with us?
                </h3>
                <p className="mt-2 text-brand-50">
                  Our careers team is happy to help, including with any accommodation you need to apply.
                </p>
                <ul className="mt-5 space-y-2">
                  <li>
                    <a href={`mailto:${business.careersEmail}`} className="inline-flex items-center gap-2 font-semibold underline underline-offset-2 hover:text-brand-100">
                      <Icon name="mail" className="h-5 w-5" /> {business.careersEmail}
                    </a>
                  </li>
                  <li>
                    <a href={telHref(business.phone)} className="inline-flex items-center gap-2 font-semibold underline underline-offset-2 hover:text-brand-100">
                      <Icon name="phone" className="h-5 w-5" /> {business.phone}
                    </a>
                  </li>
                </ul>
              </div>
              <div className="lg:text-right">
                <Link to="/job" className="btn-accent text-base">
                  Start your application <Icon name="arrow" className="h-4 w-4" />
                </Link>
              </div>
            </div>
          </div>
        </div>
      </section>

      <JsonLd
        data={[
          breadcrumbJsonLd(
            [
              { name: "Home", path: "/" },
              { name: "Careers", path: "/careers" },
            ],
            siteUrl,
          ),
          ...positions.map((position) => jobPostingJsonLd(position, business, siteUrl, accommodationStatement)),
        ]}
      />
    </>
  );
}
