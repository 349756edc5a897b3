import { Icon } from "~/components/Icon";
import { useT } from "~/lib/i18n";
import type { Region, RegionService } from "./route";

/** The services offered in the region. */
export function RegionServicesSection({ region, services }: { region: Region; services: RegionService[] }) {
  const t = useT();
  return (
    <section aria-labelledby="region-services" className="container-page py-14">
      <h2 id="region-services" className="text-3xl font-bold text-brand-900">
        {t("region.servicesTitle", { inRegion: region.inRegion })}
      </h2>
      <p className="mt-3 max-w-3xl text-muted">{t("region.servicesLead")}</p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {services.map((service) => (
          <li key={service.title} className="flex flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
            <span className="grid h-9 w-9 place-items-center rounded-full bg-brand-100 text-brand-800">
              <Icon name="check" className="h-5 w-5" />
            </span>
            <h3 className="mt-3 text-lg font-semibold text-ink">{service.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted">{service.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
