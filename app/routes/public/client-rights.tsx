import { href } from "react-router";
import { TrustPage, trustPageStyles } from "~/components/TrustPage";
import { telHref } from "~/content/business";
import { type ClientRightsPage, clientRights, type RightsContact } from "~/content/client-rights";
import { clientRights as clientRightsFr } from "~/content/fr/client-rights";
import { COMPLAINT_TIMES } from "~/lib/complaints";
import { formatPhone, useLocale, useT } from "~/lib/i18n";
import { type Locale, localeOfPath } from "~/lib/locale";
import { useBusiness } from "~/lib/root-data";
import { passOnHeaders } from "~/lib/route-headers";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { inEdition } from "~/public-pages";
import type { Route } from "./+types/client-rights";

export const headers = passOnHeaders;

const PAGES: Record<Locale, ClientRightsPage> = { en: clientRights, fr: clientRightsFr };

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const page = PAGES[locale];
  return pageMeta({ title: page.title, description: page.metaDescription, path: inEdition(locale, href("/client-rights")), siteUrl: siteUrlFrom(matches) });
};

const SECTIONS = ["rights", "responsibilities", "complain", "times", "no-reprisal"] as const;

/** One way to reach someone: the agency's own from the business identity, the others from the copy. */
function Contact({ contact }: { contact: RightsContact }) {
  const business = useBusiness();
  const locale = useLocale();
  const phone = (number: string) => (locale === "en" ? number : formatPhone(locale, number));
  switch (contact.kind) {
    case "complaint-form":
      return <a href={inEdition(locale, href("/complaints"))} className="link font-semibold">{contact.label}</a>;
    case "agency-phone":
      return (
        <>
          {contact.label}: <a href={telHref(business.phone)} className="link font-semibold">{phone(business.phone)}</a>
        </>
      );
    case "agency-email":
      return (
        <>
          {contact.label}: <a href={`mailto:${business.email}`} className="link font-semibold">{business.email}</a>
        </>
      );
    case "phone":
      // Dialled as written: 310-2222 is a province-wide number without an area code.
      return (
        <>
          {contact.label}: <a href={`tel:${contact.number.replace(/\D/g, "")}`} className="link font-semibold">{contact.number}</a>
        </>
      );
    case "web":
      return <a href={contact.url} className="link font-semibold">{contact.label}</a>;
  }
}

/** Client rights (decision 1001): the Bill of Rights, responsibilities, how to complain, the response times the register enforces, no reprisal. */
export default function ClientRights() {
  const locale = useLocale();
  const t = useT();
  const page = PAGES[locale];
  const headings: Record<(typeof SECTIONS)[number], string> = {
    rights: page.rightsHeading,
    responsibilities: page.responsibilitiesHeading,
    complain: page.complainHeading,
    times: t("rights.timesHeading"),
    "no-reprisal": page.noReprisalHeading,
  };
  const section = (id: (typeof SECTIONS)[number]) => ({ id, "aria-labelledby": `${id}-heading` });
  const heading = (id: (typeof SECTIONS)[number]) => (
    <h2 id={`${id}-heading`} className={trustPageStyles.h2}>
      {headings[id]}
    </h2>
  );
  return (
    <TrustPage title={page.title} lead={page.lead}>
      <nav aria-label={t("rights.onThisPage")} className="mt-8">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`} className="link">
                {headings[id]}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section {...section("rights")}>
        {heading("rights")}
        <p className="mt-3">{page.rightsIntro}</p>
        <ul className={trustPageStyles.list}>
          {page.rights.map((right) => (
            <li key={right}>{right}</li>
          ))}
        </ul>
        <p className="mt-4">{page.privacy}</p>
      </section>

      <section {...section("responsibilities")}>
        {heading("responsibilities")}
        <p className="mt-3">{page.responsibilitiesIntro}</p>
        <ul className={trustPageStyles.list}>
          {page.responsibilities.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section {...section("complain")}>
        {heading("complain")}
        <p className="mt-3">{page.complainIntro}</p>
        {page.steps.map((step) => (
          <div key={step.id} className="mt-6" data-testid={`complaint-step-${step.id}`}>
            <h3 className="text-lg font-semibold text-brand-900">{step.heading}</h3>
            <p className="mt-1">{step.text}</p>
            <ul className="mt-2 space-y-1">
              {step.contacts.map((contact) => (
                <li key={contact.label}>
                  <Contact contact={contact} />
                </li>
              ))}
            </ul>
          </div>
        ))}
        <p className="mt-6 font-semibold">{page.emergency}</p>
      </section>

      <section {...section("times")}>
        {heading("times")}
        <p className="mt-3">{t("rights.timesIntro")}</p>
        <ul className={trustPageStyles.list} data-testid="complaint-times">
          <li>{t("rights.timesHarm", { updateDays: COMPLAINT_TIMES.harm.updateCalendarDays })}</li>
          <li>
            {t("rights.timesOther", {
              acknowledgeDays: COMPLAINT_TIMES.other.acknowledgeBusinessDays,
              resolveDays: COMPLAINT_TIMES.other.resolveBusinessDays,
            })}
          </li>
          <li>{t("rights.timesWritten")}</li>
        </ul>
      </section>

      <section {...section("no-reprisal")}>
        {heading("no-reprisal")}
        <p className="mt-3">{page.noReprisal}</p>
      </section>

      <p className="mt-12 text-sm text-muted">
        {page.lastCheckedLabel} {page.lastChecked}
      </p>
    </TrustPage>
  );
}
