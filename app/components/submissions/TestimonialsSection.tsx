import { SectionHeading } from "~/components/SectionHeading";
import { ReviewDialog } from "./ReviewDialog";
import { REVIEW_ACTION } from "./ReviewForm";
import { TestimonialCard, type TestimonialCardData } from "./TestimonialCard";
import { seamAttrs } from "~/lib/browser-seam";
import { useLocale, useT } from "~/lib/i18n";
import { inEdition } from "~/public-pages";
import { href } from "react-router";
import { RenderedOnce } from "~/components/RenderedOnce";

/**
 * The home page's testimonials: the newest 4, 'Leave a Review'
 * and a link to /testimonials. The home loader provides the four
 * (latestTestimonials() in app/server/domain/testimonials.server.ts). After a
 * review from the dialog, app/browser/forms.ts takes the list again from
 * the server (seam.refreshedBy), so the new review shows at once. Styled in
 * styles/marketing.css (.testimonials).
 */
export function TestimonialsSection({ testimonials }: { testimonials: readonly TestimonialCardData[] }) {
  const locale = useLocale();
  const t = useT();
  return (
    <section aria-labelledby="testimonials-heading" className="section-y bg-brand-50 testimonials">
      <div className="container-page">
        <SectionHeading
          id="testimonials-heading"
          eyebrow={t("home.testimonials.eyebrow")}
          title={t("home.testimonials.title")}
          text={t("home.testimonials.text")}
        />
        <RenderedOnce id="testimonials" inputs={[testimonials]}>
          <div {...seamAttrs({ refreshedBy: REVIEW_ACTION })}>
            {testimonials.length ? (
              <ul>
                {testimonials.map((testimonial) => (
                  <li key={testimonial.id}>
                    <TestimonialCard testimonial={testimonial} />
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t("home.testimonials.empty")}</p>
            )}
          </div>
        </RenderedOnce>
        <div>
          <ReviewDialog />
          <a href={inEdition(locale, href("/testimonials"))} className="btn-outline">
            {t("home.testimonials.viewAll")}
          </a>
        </div>
      </div>
    </section>
  );
}
