import { Icon } from "~/components/Icon";
import { REVEAL_STAGGER_MS, Reveal } from "~/components/Reveal";
import { useT } from "~/lib/i18n";
import type { Region } from "./route";

/** The region's numbers under the hero (its clients-served figure never leaves the server). */
export function ImpactSection({ region }: { region: Region }) {
  const t = useT();
  const stats = [
    { value: region.stats.yearsExperience, label: t("region.yearsOfExperience"), icon: "calendar" as const },
    { value: region.stats.caregivers, label: t("region.caregivers"), icon: "users" as const },
    { value: region.stats.availability, label: t("region.availability"), icon: "clock" as const },
  ];

  return (
    <section aria-labelledby="impact" className="border-b border-gray-200 bg-white">
      <div className="container-page py-10">
        <h2 id="impact" className="sr-only">
          {t("region.impactTitle", { inRegion: region.inRegion })}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {stats.map((stat, index) => (
            <Reveal
              as="li"
              key={stat.label}
              delay={index * REVEAL_STAGGER_MS}
              className="flex items-center gap-4 rounded-xl bg-brand-50 p-5"
            >
              <span className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-brand-700 text-white">
                <Icon name={stat.icon} className="h-6 w-6" />
              </span>
              <p className="flex flex-col">
                <span className="text-3xl font-bold text-brand-800">{stat.value}</span>
                <span className="text-sm font-medium text-muted">{stat.label}</span>
              </p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
