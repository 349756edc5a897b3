import { Icon } from "~/components/Icon";
import { REVEAL_STAGGER_MS, Reveal } from "~/components/Reveal";
import { SectionHeading } from "~/components/SectionHeading";
import { useCareersCopy } from "./copy";

/** What we value, as five cards. */
export function ValuesSection() {
  const { values: careersValues } = useCareersCopy();
  return (
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
  );
}
