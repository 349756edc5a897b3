import { Icon } from "~/components/Icon";
import { useT } from "~/lib/i18n";
import type { Region } from "./route";

/** The cities served and the team's areas of focus. */
export function CommunitiesSection({ region }: { region: Region }) {
  const t = useT();
  return (
    <section aria-labelledby="communities" className="bg-gray-50">
      <div className="container-page grid gap-10 py-14 lg:grid-cols-2">
        <div>
          <h2 id="communities" className="text-2xl font-bold text-brand-900">
            {t("region.communitiesTitle")}
          </h2>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label={t("region.citiesLabel", { inRegion: region.inRegion })}>
            {region.cities.map((city) => (
              <li key={city} className="flex items-center gap-1.5 rounded-full border border-brand-200 bg-white px-3 py-1.5 text-sm font-medium text-brand-800">
                <Icon name="pin" className="h-4 w-4" /> {city}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted">{t("region.notListed")}</p>
        </div>
        <div>
          <h2 className="text-2xl font-bold text-brand-900">{t("region.focusTitle")}</h2>
          <ul className="mt-5 space-y-3">
            {region.specialties.map((specialty) => (
              <li key={specialty} className="flex items-start gap-3">
                <Icon name="heart" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <span>{specialty}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
