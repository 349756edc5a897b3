import { toneClasses } from "~/lib/tones";
import { REVEAL_STAGGER_MS, Reveal } from "~/components/Reveal";
import { SectionHeading } from "~/components/SectionHeading";
import type { ServicePage } from "~/content/services";

/** What the service offers, as cards edged in its tone. */
export function OfferingsSection({ page }: { page: ServicePage }) {
  const tone = toneClasses[page.tone];
  return (
    <section aria-labelledby="offerings-heading" className="section-y">
      <div className="container-page">
        <SectionHeading id="offerings-heading" title={page.offerings.heading} text={page.offerings.text} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {page.offerings.items.map((item, index) => (
            <Reveal as="li" key={item.title} delay={(index % 3) * REVEAL_STAGGER_MS} className={`card border-t-4 p-6 ${tone.border}`}>
              <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
              <p className="mt-2 text-muted">{item.description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
