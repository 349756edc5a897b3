import { ExternalFormDialog } from "~/components/ExternalFormDialog";
import { Icon } from "~/components/Icon";
import { ContactForm } from "~/components/submissions/ContactForm";
import { FormPageTitle } from "~/components/forms/VisitorForm";
import { telHref } from "~/content/business";
import { brochure, downloadHref } from "~/content/resources";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { useBusiness } from "~/lib/root-data";
import { clientIpOf } from "~/server/client-ip.server";
import { receiveVisitorForm } from "~/server/visitor-form-pipeline.server";
import { contactForm } from "~/server/visitor-forms.server";
import type { Route } from "./+types/contact";

const TITLE = "Contact Us";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: TITLE,
    titleInPage: true,
    description:
      "Call, email or send us a message about home care in Ontario. We answer within 24 hours and offer a free consultation; emergency support is available 24/7.",
    path: "/contact",
    siteUrl: siteUrlFrom(matches),
  });

export async function action({ request, context }: Route.ActionArgs) {
  return receiveVisitorForm(request, clientIpOf(context), contactForm);
}

/** The 'What to Expect' list. */
const whatToExpect = [
  { title: "Response within 24 hours", text: "A care coordinator calls or emails you back within one business day." },
  { title: "Personalized care assessment", text: "We learn about your loved one's needs, routines and preferences." },
  {
    title: "Detailed care plan proposal",
    text: "You receive a written plan with the services, schedule and caregivers.",
  },
  { title: "Transparent pricing discussion", text: "Clear hourly rates and no surprises, before any care begins." },
];

const teamImages = [
  { src: "/images/team/caregiver-1.svg", alt: "Illustrated portrait of a registered nurse on our team" },
  { src: "/images/team/caregiver-2.svg", alt: "Illustrated portrait of a personal support worker on our team" },
  { src: "/images/team/caregiver-4.svg", alt: "Illustrated portrait of one of our care coordinators" },
];

export default function Contact({ actionData }: Route.ComponentProps) {
  const business = useBusiness();
  const address = business.address;

  return (
    <>
      <FormPageTitle title={TITLE} outcome={actionData} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-14 sm:py-20">
          <p className="eyebrow">Contact</p>
          <h1 className="mt-2 text-display font-bold text-brand-900">We are here to help</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">
            Questions about care for yourself or a loved one? Call us, email us or send a message. A care coordinator
            answers within 24 hours.
          </p>
          <a href="#site-footer" className="btn-outline mt-6">
            <Icon name="pin" className="h-5 w-5" /> See our service areas
          </a>
        </div>
      </section>

      {/* Small screens: details, the form, then the rest; large: the form on the right. */}
      <div className="container-page grid items-start gap-6 pb-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-x-10">
        <section aria-labelledby="contact-details" className="card p-6">
          <h2 id="contact-details" className="text-xl font-bold text-brand-900">
            Contact details
          </h2>
          <ul className="mt-4 space-y-4 text-ink">
            <li className="flex items-start gap-3">
              <Icon name="phone" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <span>
                <span className="block text-sm text-muted">Phone</span>
                <a className="link" href={telHref(business.phone)}>
                  {business.phone}
                </a>
                {business.secondaryPhone ? (
                  <>
                    {" · "}
                    <a className="link" href={telHref(business.secondaryPhone)}>
                      {business.secondaryPhone}
                    </a>
                  </>
                ) : null}
              </span>
            </li>
            <li className="flex items-start gap-3">
              <Icon name="mail" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <span>
                <span className="block text-sm text-muted">Email</span>
                <a className="link [overflow-wrap:anywhere]" href={`mailto:${business.email}`}>
                  {business.email}
                </a>
              </span>
            </li>
            <li className="flex items-start gap-3">
              <Icon name="pin" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <span>
                <span className="block text-sm text-muted">Head office</span>
                <address className="not-italic">
                  {address.street}
                  <br />
                  {address.city}, Ontario {address.postalCode}
                </address>
              </span>
            </li>
            <li className="flex items-start gap-3">
              <Icon name="clock" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <span>
                <span className="block text-sm text-muted">Business hours</span>
                {business.businessHours}
              </span>
            </li>
          </ul>
        </section>

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

        <section aria-labelledby="emergency-heading" className="rounded-2xl bg-brand-900 p-6 text-white">
          <h2 id="emergency-heading" className="flex items-center gap-2 text-xl font-bold">
            <Icon name="shield" className="h-6 w-6 text-accent-500" /> 24/7 emergency support
          </h2>
          <p className="mt-2 text-brand-50">
            Current clients and families can reach our on-call team at any hour, every day of the year. In a medical
            emergency, call 911.
          </p>
          <a href={telHref(business.phone)} className="btn-accent mt-4">
            <Icon name="phone" className="h-5 w-5" /> Call {business.phone}
          </a>
        </section>

        <section aria-labelledby="team-heading">
          <h2 id="team-heading" className="text-xl font-bold text-brand-900">
            Meet the people who answer
          </h2>
          <ul className="mt-4 grid grid-cols-3 gap-3">
            {teamImages.map((image) => (
              <li key={image.src}>
                <img
                  src={image.src}
                  alt={image.alt}
                  width={160}
                  height={160}
                  loading="lazy"
                  className="aspect-square w-full rounded-2xl bg-brand-50 object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="consultation-heading" className="bg-brand-50">
        <div className="container-page grid gap-10 py-16 lg:grid-cols-2">
          <div>
            <p className="eyebrow">Free consultation</p>
            <h2 id="consultation-heading" className="mt-2 text-heading font-bold text-brand-900">
              Start with a free, no-obligation consultation
            </h2>
            <p className="mt-4 text-lg text-muted">
              Tell us about your situation and we will suggest the right care, at home, on your schedule.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <ExternalFormDialog
                url={business.bookingUrl}
                title="Schedule a free consultation"
                className="btn-primary"
              >
                <Icon name="calendar" className="h-5 w-5" /> Schedule Free Consultation
              </ExternalFormDialog>
              <a href={downloadHref(brochure)} className="btn-outline" download>
                <Icon name="download" className="h-5 w-5" /> Download our brochure
                <span className="sr-only"> (PDF)</span>
              </a>
            </div>
            <p className="mt-3 text-sm text-muted">{brochure.description}</p>
          </div>
          <div className="card p-6">
            <h2 className="text-xl font-bold text-brand-900">What to Expect</h2>
            <ol className="mt-4 space-y-4">
              {whatToExpect.map((item, index) => (
                <li key={item.title} className="flex gap-4">
                  <span
                    className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink">{item.title}</span>
                    <span className="text-muted">{item.text}</span>
                  </span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>
    </>
  );
}
