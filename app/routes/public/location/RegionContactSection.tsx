import { FindCareForm } from "~/components/FindCareForm";
import { Icon } from "~/components/Icon";
import { telHref } from "~/content/business";
import { formatOfficeHours, formatPhone, useLocale, useT } from "~/lib/i18n";
import { useBusiness } from "~/lib/root-data";
import { inEdition } from "~/public-pages";
import type { Region } from "./route";
import { href } from "react-router";

/** 'Find care near you' beside the regional team's contacts. */
export function RegionContactSection({ region, phone, email }: { region: Region; phone: string; email: string }) {
  const business = useBusiness();
  const locale = useLocale();
  const t = useT();
  const hours = formatOfficeHours(locale, business.officeHours);
  return (
    <div className="container-page grid gap-8 py-14 lg:grid-cols-2">
      <FindCareForm />
      <section aria-labelledby="region-contact" className="rounded-2xl border border-gray-200 p-6 sm:p-8">
        <h2 id="region-contact" className="text-2xl font-bold text-brand-900">
          {t("region.contactTitle", { ofRegion: region.ofRegion })}
        </h2>
        <p className="mt-2 text-muted">{t("region.contactLead")}</p>
        <ul className="mt-5 space-y-3">
          <li>
            <a href={telHref(phone)} className="link inline-flex items-center gap-2">
              <Icon name="phone" className="h-5 w-5" /> {formatPhone(locale, phone)}
            </a>
          </li>
          <li>
            <a href={`mailto:${email}`} className="link inline-flex items-center gap-2">
              <Icon name="mail" className="h-5 w-5" /> {email}
            </a>
          </li>
          <li className="flex items-center gap-2 text-ink">
            <Icon name="clock" className="h-5 w-5 shrink-0 text-brand-700" /> {t("region.officeHours", { hours })}
          </li>
          <li className="flex items-center gap-2 text-ink">
            <Icon name="pin" className="h-5 w-5 shrink-0 text-brand-700" />{" "}
            {t("region.teamBase", { locality: region.address.locality, provinceCode: region.address.provinceCode })}
          </li>
        </ul>
        <a href={inEdition(locale, href("/contact"))} className="btn-outline mt-6">
          {t("region.sendMessage")}
        </a>
      </section>
    </div>
  );
}
