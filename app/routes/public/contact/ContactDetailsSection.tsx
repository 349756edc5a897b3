import { Icon } from "~/components/Icon";
import { telHref } from "~/content/business";
import type { ContactPageCopy } from "~/content/contact";
import { formatOfficeHours, sentenceCase, useLocale } from "~/lib/i18n";
import { useBusiness } from "~/lib/root-data";

/** Phones, email, head office and business hours. */
export function ContactDetailsSection({ copy, phone }: { copy: ContactPageCopy["details"]; phone: (number: string) => string }) {
  const business = useBusiness();
  const locale = useLocale();
  const address = business.address;
  return (
    <section aria-labelledby="contact-details" className="card p-6">
      <h2 id="contact-details" className="text-xl font-bold text-brand-900">
        {copy.heading}
      </h2>
      <ul className="mt-4 space-y-4 text-ink">
        <li className="flex items-start gap-3">
          <Icon name="phone" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <span>
            <span className="block text-sm text-muted">{copy.phone}</span>
            <a className="link" href={telHref(business.phone)}>
              {phone(business.phone)}
            </a>
            {business.secondaryPhone ? (
              <>
                {" · "}
                <a className="link" href={telHref(business.secondaryPhone)}>
                  {phone(business.secondaryPhone)}
                </a>
              </>
            ) : null}
          </span>
        </li>
        <li className="flex items-start gap-3">
          <Icon name="mail" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <span>
            <span className="block text-sm text-muted">{copy.email}</span>
            <a className="link [overflow-wrap:anywhere]" href={`mailto:${business.email}`}>
              {business.email}
            </a>
          </span>
        </li>
        <li className="flex items-start gap-3">
          <Icon name="pin" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <span>
            <span className="block text-sm text-muted">{copy.headOffice}</span>
            <address className="not-italic">
              {address.street}
              <br />
              {copy.cityLine(address.city, address.postalCode)}
            </address>
          </span>
        </li>
        <li className="flex items-start gap-3">
          <Icon name="clock" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <span>
            <span className="block text-sm text-muted">{copy.hoursLabel}</span>
            {sentenceCase(formatOfficeHours(locale, business.officeHours))}
          </span>
        </li>
      </ul>
    </section>
  );
}
