import { ContactForm } from "~/components/submissions/ContactForm";
import { FormPageTitle } from "~/components/forms/VisitorForm";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { receiveVisitorForm } from "~/server/forms/visitor-form-pipeline.server";
import { contactForm } from "~/server/forms/visitor-forms.server";
import type { Route } from "./+types/contact";
import { ConsultationSection } from "./contact/ConsultationSection";
import { ContactDetailsSection } from "./contact/ContactDetailsSection";
import { ContactIntro } from "./contact/ContactIntro";
import { EmergencySection } from "./contact/EmergencySection";
import { TeamSection } from "./contact/TeamSection";
import { passOnHeaders } from "~/lib/route-headers";
import { href } from "react-router";
import { type ContactPageCopy, contactPage } from "~/content/contact";
import { contactPage as frenchContactPage } from "~/content/fr/contact";
import { formatPhone, useLocale } from "~/lib/i18n";
import { type Locale, localeOfPath } from "~/lib/locale";
import { inEdition } from "~/public-pages";
import { localeOfRequest } from "~/server/forms/visitor-forms.server";

const COPY: Record<Locale, ContactPageCopy> = { en: contactPage, fr: frenchContactPage };

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: COPY[locale].title,
    titleInPage: true,
    description: COPY[locale].description,
    path: inEdition(locale, href("/contact")),
    siteUrl: siteUrlFrom(matches),
  });
};

export async function action({ request, context }: Route.ActionArgs) {
  return receiveVisitorForm(request, clientIpOf(context), contactForm[localeOfRequest(request)]);
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const copy = COPY[locale];
  // French pages write numbers the French way; English ones as configured.
  const phone = (number: string) => (locale === "en" ? number : formatPhone(locale, number));
  return (
    <>
      <FormPageTitle title={copy.title} outcome={actionData} />
      <ContactIntro copy={copy.intro} />

      {/* Small screens: details, the form, then the rest; large: the form on the right. */}
      <div className="container-page grid items-start gap-6 pb-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-x-10">
        <ContactDetailsSection copy={copy.details} phone={phone} />

        <section
          aria-labelledby="message-heading"
          className="card p-6 sm:p-8 lg:col-start-2 lg:row-span-3 lg:row-start-1"
        >
          <h2 id="message-heading" tabIndex={-1} className="text-2xl font-bold text-brand-900 outline-none">
            {copy.form.heading}
          </h2>
          <p className="mt-2 text-muted">{copy.form.requiredNote}</p>
          <div className="mt-6">
            <ContactForm pageOutcome={actionData} />
          </div>
        </section>

        <EmergencySection copy={copy.emergency} phone={phone} />

        <TeamSection copy={copy.team} />
      </div>

      <ConsultationSection copy={copy.consultation} />
    </>
  );
}
