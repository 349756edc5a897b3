import { ExternalFormLink } from "~/components/ExternalForm";
import { Icon } from "~/components/Icon";
import { brochure, downloadHref } from "~/content/resources";
import type { ContactPageCopy } from "~/content/contact";
import { useBusiness } from "~/lib/root-data";


/** The free consultation (booking dialog, brochure) beside 'What to Expect'. */
export function ConsultationSection({ copy }: { copy: ContactPageCopy["consultation"] }) {
  const business = useBusiness();
  return (
    <section aria-labelledby="consultation-heading" className="bg-brand-50">
      <div className="container-page grid gap-10 py-16 lg:grid-cols-2">
        <div>
          <p className="eyebrow">{copy.eyebrow}</p>
          <h2 id="consultation-heading" className="mt-2 text-heading font-bold text-brand-900">
            {copy.heading}
          </h2>
          <p className="mt-4 text-lg text-muted">{copy.lead}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ExternalFormLink url={business.bookingUrl} title={copy.bookTitle} opensLabel={copy.opensBooking} className="btn-primary">
              <Icon name="calendar" className="h-5 w-5" /> {copy.book}
            </ExternalFormLink>
            <a href={downloadHref(brochure)} className="btn-outline" download>
              <Icon name="download" className="h-5 w-5" /> {copy.brochure}
              <span className="sr-only">{copy.brochureNote}</span>
            </a>
          </div>
          <p className="mt-3 text-sm text-muted">{copy.brochureDescription ?? brochure.description}</p>
        </div>
        <div className="card p-6">
          <h2 className="text-xl font-bold text-brand-900">{copy.expectHeading}</h2>
          <ol className="mt-4 space-y-4">
            {copy.expect.map((item, index) => (
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
