import { Icon, type IconName } from "~/components/Icon";
import { telHref } from "~/content/business";
import type { ResourcesCopy } from "~/content/resources";
import { formatPhone, useLocale, useT } from "~/lib/i18n";
import { useBusiness } from "~/lib/root-data";
import { blockClass } from "./blocks";
import { useResourcesCopy } from "./copy";

type QuickContact = ResourcesCopy["quickActions"][number]["contact"];

const quickActionIcon: Record<QuickContact, IconName> = {
  timesheetEmail: "calendar",
  phone: "phone",
  email: "mail",
};

/** Timesheets, the office line and email, each with its address. */
export function QuickActionsSection() {
  const business = useBusiness();
  const locale = useLocale();
  const t = useT();
  const { quickActions } = useResourcesCopy();

  function addressOf(contact: QuickContact): { href: string; text: string } {
    if (contact === "phone") return { href: telHref(business.phone), text: locale === "fr" ? formatPhone(locale, business.phone) : business.phone };
    const email = contact === "timesheetEmail" ? business.timesheetEmail : business.email;
    return { href: `mailto:${email}`, text: email };
  }

  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="text-3xl font-bold text-brand-900">
        {t("resources.quickActions")}
      </h2>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {quickActions.map((action) => (
          <li key={action.title} className={`${blockClass} flex flex-col`}>
            <span className="grid h-11 w-11 place-items-center rounded-full bg-brand-700 text-white">
              <Icon name={quickActionIcon[action.contact]} />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{action.title}</h3>
            <p className="mt-1 flex-1 text-sm leading-relaxed text-muted">{action.description}</p>
            <a href={addressOf(action.contact).href} className="link mt-4 [overflow-wrap:anywhere]">
              {addressOf(action.contact).text}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
