import { Icon } from "~/components/Icon";
import { telHref } from "~/content/business";
import { formatOfficeHours, formatPhone, sentenceCase, useLocale, useT } from "~/lib/i18n";
import { useBusiness } from "~/lib/root-data";
import { blockClass, blockHeading } from "./blocks";
import { useResourcesCopy } from "./copy";

/** Care-app setup, first sign-in, shift coverage, timesheets and the office. */
export function KeyInformationSection() {
  const business = useBusiness();
  const { address } = business;
  const locale = useLocale();
  const t = useT();
  const { careAppSetup, officeContact, passwordConvention, shiftCoverageChecklist, timesheetGuidelines } = useResourcesCopy();
  return (
    <section aria-labelledby="key-information">
      <h2 id="key-information" className="text-3xl font-bold text-brand-900">
        {t("resources.keyInformation")}
      </h2>
      <div className="mt-6 grid gap-5 lg:grid-cols-2">
        <section aria-labelledby="care-app" className={blockClass}>
          <h3 id="care-app" className={blockHeading}>
            <Icon name="users" className="h-5 w-5 text-brand-700" /> {careAppSetup.title}
          </h3>
          <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm leading-relaxed">
            {careAppSetup.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-sm">
            <span className="font-semibold">{t("resources.label", { label: careAppSetup.serverLabel })}</span>{" "}
            <code className="font-mono text-brand-900">{business.careAppServer}</code>
          </p>
        </section>

        <section aria-labelledby="first-sign-in" className={blockClass}>
          <h3 id="first-sign-in" className={blockHeading}>
            <Icon name="shield" className="h-5 w-5 text-brand-700" /> {passwordConvention.title}
          </h3>
          <p className="mt-4 text-sm leading-relaxed">{passwordConvention.text}</p>
          <p className="mt-3 text-sm leading-relaxed text-muted">{passwordConvention.help}</p>
        </section>

        <section aria-labelledby="shift-coverage" className={blockClass}>
          <h3 id="shift-coverage" className={blockHeading}>
            <Icon name="calendar" className="h-5 w-5 text-brand-700" /> {shiftCoverageChecklist.title}
          </h3>
          <p className="mt-4 text-sm">{shiftCoverageChecklist.intro}</p>
          <ul className="mt-3 space-y-2 text-sm leading-relaxed">
            {shiftCoverageChecklist.items.map((item) => (
              <li key={item} className="flex gap-2">
                <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="timesheets" className={blockClass}>
          <h3 id="timesheets" className={blockHeading}>
            <Icon name="clock" className="h-5 w-5 text-brand-700" /> {timesheetGuidelines.title}
          </h3>
          <ul className="mt-4 space-y-2 text-sm leading-relaxed">
            {timesheetGuidelines.rules.map((rule) => (
              <li key={rule} className="flex gap-2">
                <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
                <span>{rule}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm">
            {t("resources.sendTimesheetsTo")}{" "}
            <a className="link [overflow-wrap:anywhere]" href={`mailto:${business.timesheetEmail}`}>
              {business.timesheetEmail}
            </a>
            .
          </p>
        </section>

        <section aria-labelledby="office-contact" className={`${blockClass} lg:col-span-2`}>
          <h3 id="office-contact" className={blockHeading}>
            <Icon name="pin" className="h-5 w-5 text-brand-700" /> {officeContact.title}
          </h3>
          <p className="mt-3 text-sm text-muted">{officeContact.text}</p>
          <address className="mt-4 grid gap-3 text-sm not-italic sm:grid-cols-3">
            <span>
              {business.legalName}
              <br />
              {address.street}
              <br />
              {t("resources.cityLine", { city: address.city, postalCode: address.postalCode })}
            </span>
            <span>
              <a className="link" href={telHref(business.phone)}>
                {locale === "fr" ? formatPhone(locale, business.phone) : business.phone}
              </a>
              <br />
              {sentenceCase(formatOfficeHours(locale, business.officeHours))}
            </span>
            <span>
              <a className="link [overflow-wrap:anywhere]" href={`mailto:${business.email}`}>
                {business.email}
              </a>
            </span>
          </address>
        </section>
      </div>
    </section>
  );
}
