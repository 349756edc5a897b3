import { ExternalFormLink } from "~/components/ExternalForm";
import { Icon } from "~/components/Icon";
import { brochure, downloadHref } from "~/content/resources";
import { useBusiness } from "~/lib/root-data";

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

/** The free consultation (booking dialog, brochure) beside 'What to Expect'. */
export function ConsultationSection() {
  const business = useBusiness();
  return (
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
            <ExternalFormLink
              url={business.bookingUrl}
              title="Schedule a free consultation"
              className="btn-primary"
            >
              <Icon name="calendar" className="h-5 w-5" /> Schedule Free Consultation
            </ExternalFormLink>
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
  );
}
