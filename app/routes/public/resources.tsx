import { Icon, type IconName } from "~/components/Icon";
import { telHref } from "~/content/business";
import {
  careAppSetup,
  downloadHref,
  hrSignOff,
  officeContact,
  passwordConvention,
  quickActions,
  type ResourceCategory,
  resourceDownloads,
  resourcesIntro,
  shiftCoverageChecklist,
  timesheetGuidelines,
} from "~/content/resources";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { useBusiness } from "~/lib/root-data";
import type { Route } from "./+types/resources";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Employee Resources",
    description:
      "Procedures, timesheet guidelines, care-app setup and downloadable forms for Sinai Home Care caregivers, nurses and office staff.",
    path: "/resources",
    siteUrl: siteUrlFrom(matches),
  });

const categoryStyle: Record<ResourceCategory, string> = {
  Payroll: "bg-tone-teal-soft text-tone-teal",
  Operations: "bg-tone-indigo-soft text-tone-indigo",
  Technology: "bg-tone-amber-soft text-tone-amber",
  Compliance: "bg-tone-rose-soft text-tone-rose",
  "Health & Safety": "bg-tone-rose-soft text-tone-rose",
  Clients: "bg-brand-100 text-brand-800",
};

const quickActionIcon: Record<(typeof quickActions)[number]["contact"], IconName> = {
  timesheetEmail: "calendar",
  phone: "phone",
  email: "mail",
};

/** /resources: public, so it never shows a secret. */
export default function Resources() {
  const business = useBusiness();
  const { address } = business;

  function quickActionHref(contact: (typeof quickActions)[number]["contact"]) {
    if (contact === "phone") return telHref(business.phone);
    return `mailto:${contact === "timesheetEmail" ? business.timesheetEmail : business.email}`;
  }
  function quickActionTarget(contact: (typeof quickActions)[number]["contact"]) {
    if (contact === "phone") return business.phone;
    return contact === "timesheetEmail" ? business.timesheetEmail : business.email;
  }

  const blockClass = "rounded-2xl border border-gray-200 bg-white p-6 shadow-sm";
  const blockHeading = "flex items-center gap-2 text-xl font-bold text-brand-900";

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="container-page py-14 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">For our team</p>
          <h1 className="mt-2 text-display font-bold">{resourcesIntro.title}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed">{resourcesIntro.welcome}</p>
        </div>
      </section>

      <div className="container-page space-y-14 py-12">
        <aside
          aria-labelledby="important-notice"
          className="flex gap-4 rounded-2xl border-l-4 border-accent-600 bg-amber-50 p-6"
        >
          <Icon name="shield" className="h-7 w-7 shrink-0 text-accent-600" />
          <div>
            <h2 id="important-notice" className="text-lg font-bold text-ink">
              {resourcesIntro.notice.title}
            </h2>
            <p className="mt-1 text-ink">{resourcesIntro.notice.text}</p>
          </div>
        </aside>

        <section aria-labelledby="quick-actions">
          <h2 id="quick-actions" className="text-3xl font-bold text-brand-900">
            Quick Actions
          </h2>
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {quickActions.map((action) => (
              <li key={action.title} className={`${blockClass} flex flex-col`}>
                <span className="grid h-11 w-11 place-items-center rounded-full bg-brand-700 text-white">
                  <Icon name={quickActionIcon[action.contact]} />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{action.title}</h3>
                <p className="mt-1 flex-1 text-sm leading-relaxed text-muted">{action.description}</p>
                <a href={quickActionHref(action.contact)} className="link mt-4 [overflow-wrap:anywhere]">
                  {quickActionTarget(action.contact)}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="key-information">
          <h2 id="key-information" className="text-3xl font-bold text-brand-900">
            Key Information
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
                <span className="font-semibold">{careAppSetup.serverLabel}:</span>{" "}
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
                Send timesheets to{" "}
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
                  {address.city}, Ontario {address.postalCode}
                </span>
                <span>
                  <a className="link" href={telHref(business.phone)}>
                    {business.phone}
                  </a>
                  <br />
                  {business.businessHours}
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

        <section aria-labelledby="downloads">
          <h2 id="downloads" className="text-3xl font-bold text-brand-900">
            Downloads
          </h2>
          <p className="mt-2 text-muted">Forms and guides in PDF. Print what you need, or ask the office for a paper copy.</p>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {resourceDownloads.map((download) => (
              <li key={download.file} className={`${blockClass} flex flex-col`}>
                <span className={`self-start rounded-full px-3 py-1 text-xs font-semibold ${categoryStyle[download.category]}`}>
                  {download.category}
                </span>
                <h3 className="mt-3 text-lg font-semibold">{download.title}</h3>
                <p className="mt-1 flex-1 text-sm leading-relaxed text-muted">{download.description}</p>
                <a href={downloadHref(download)} download className="btn-outline mt-5 self-start">
                  <Icon name="download" className="h-4 w-4" /> Download
                  <span className="sr-only"> {download.title} (PDF)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="hr-sign-off" className="rounded-2xl bg-brand-50 p-8">
          <h2 id="hr-sign-off" className="sr-only">
            A note from Human Resources
          </h2>
          <p className="max-w-3xl text-lg leading-relaxed text-ink">{hrSignOff.text}</p>
          <p className="mt-4 font-semibold text-brand-900">
            {hrSignOff.signature}, {business.companyName}
          </p>
        </section>
      </div>
    </>
  );
}
