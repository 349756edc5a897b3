import { Icon } from "~/components/Icon";
import { REVEAL_STAGGER_MS, Reveal } from "~/components/Reveal";
import { SectionHeading } from "~/components/SectionHeading";
import { carePartners, carePartnersIntro, collaborativeCare } from "~/content/company";

/** 3. Care partners: who we work with, and the collaborative-care banner. */
export function CarePartnersSection() {
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
