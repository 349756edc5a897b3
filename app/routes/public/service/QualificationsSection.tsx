import { Icon } from "~/components/Icon";
import { toneClasses } from "~/lib/tones";
import { REVEAL_STAGGER_MS, Reveal } from "~/components/Reveal";
import { SectionHeading } from "~/components/SectionHeading";
import type { ServicePage } from "~/content/services";

/** What a service's staff bring, in groups. */
export function QualificationsSection({ page }: { page: ServicePage }) {
  const { qualifications } = page;
  if (!qualifications) return null;
  const tone = toneClasses[page.tone];
  return (
    <section aria-labelledby="qualifications-heading" className="section-y bg-slate-50">
      <div className="container-page">
        <SectionHeading id="qualifications-heading" title={qualifications.heading} text={qualifications.text} />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {qualifications.groups.map((group, index) => (
            <Reveal key={group.title} delay={index * REVEAL_STAGGER_MS} className="card p-6">
              <h3 className="text-lg font-semibold text-brand-900">{group.title}</h3>
              <ul className="mt-4 space-y-2 text-sm">
                {group.items.map((item) => (
                  <li key={item} className="flex items-start gap-2">
                    <Icon name="check" className={`mt-0.5 h-4 w-4 shrink-0 ${tone.text}`} /> {item}
                  </li>
                ))}
              </ul>
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  );
}
