import { Icon } from "~/components/Icon";
import { REVEAL_STAGGER_MS, Reveal } from "~/components/Reveal";
import { SectionHeading } from "~/components/SectionHeading";
import { useT } from "~/lib/i18n";
import { useCareersCopy } from "./copy";

/** Why work with us: the benefits. */
export function BenefitsSection() {
  const { benefits } = useCareersCopy();
  const t = useT();
  return (
    <section aria-labelledby="benefits-heading" className="section-y">
      <div className="container-page">
        <SectionHeading id="benefits-heading" eyebrow={t("careers.benefits")} title={t("careers.whyWorkWithUs")} />
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
  );
}
