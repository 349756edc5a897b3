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

const TITLE = "Contact Us";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: TITLE,
    titleInPage: true,
    description:
      "Call, email or send us a message about home care in Ontario. We answer within 24 hours and offer a free consultation; emergency support is available 24/7.",
    path: href("/contact"),
    siteUrl: siteUrlFrom(matches),
  });

export async function action({ request, context }: Route.ActionArgs) {
  return receiveVisitorForm(request, clientIpOf(context), contactForm);
}

export default function Contact({ actionData }: Route.ComponentProps) {
  return (
    <>
      <FormPageTitle title={TITLE} outcome={actionData} />
      <ContactIntro />

      {/* Small screens: details, the form, then the rest; large: the form on the right. */}
      <div className="container-page grid items-start gap-6 pb-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-x-10">
        <ContactDetailsSection />

        <section
          aria-labelledby="message-heading"
          className="card p-6 sm:p-8 lg:col-start-2 lg:row-span-3 lg:row-start-1"
        >
          <h2 id="message-heading" tabIndex={-1} className="text-2xl font-bold text-brand-900 outline-none">
            Send us a message
          </h2>
          <p className="mt-2 text-muted">Fields marked * are required.</p>
          <div className="mt-6">
            <ContactForm pageOutcome={actionData} />
          </div>
        </section>

        <EmergencySection />

        <TeamSection />
      </div>

      <ConsultationSection />
    </>
  );
}
