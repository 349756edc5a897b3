import { SectionHeading } from "~/components/SectionHeading";
import { ReviewDialog } from "./ReviewDialog";
import { REVIEW_ACTION } from "./ReviewForm";
import { TestimonialCard, type TestimonialCardData } from "./TestimonialCard";
import { seamAttrs } from "~/lib/browser-seam";

/**
 * The home page's testimonials: the newest 4, 'Leave a Review'
 * and a link to /testimonials. The home loader provides the four
 * (latestTestimonials() in app/server/domain/testimonials.server.ts). After a
 * review from the dialog, app/browser/forms.ts takes the list again from
 * the server (seam.refreshedBy), so the new review shows at once.
 */
export function TestimonialsSection({ testimonials }: { testimonials: TestimonialCardData[] }) {
  return (
    <section aria-labelledby="testimonials-heading" className="section-y bg-brand-50">
      <div className="container-page">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Testimonials"
          title="What Families Say About Us"
          text="Real words from clients, families and partners who trust us with care at home."
        />
        <div {...seamAttrs({ refreshedBy: REVIEW_ACTION })}>
          {testimonials.length ? (
            <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
              {testimonials.map((testimonial) => (
                <li key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-10 text-center text-muted">Be the first to share your experience.</p>
          )}
        </div>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ReviewDialog />
          <a href="/testimonials" className="btn-outline">
            View all testimonials
          </a>
        </div>
      </div>
    </section>
  );
}
