import { useT } from "~/lib/i18n";
import { MAX_STARS, starCount } from "~/lib/star-rating";
import { StarRating } from "./StarRating";

export interface TestimonialCardData {
  id: number;
  name: string;
  role: string | null;
  company?: string | null;
  rating: number;
  content: string;
}

/** One testimonial: stars, the words, then who said them (styles/marketing.css: .testimonial). */
export function TestimonialCard({ testimonial, headingLevel = 3 }: { testimonial: TestimonialCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const role = [testimonial.role, testimonial.company].filter(Boolean).join(", ");
  const t = useT();
  return (
    <article className="testimonial">
      <StarRating rating={testimonial.rating} label={t("testimonials.rating", { rating: starCount(testimonial.rating), max: MAX_STARS })} />
      {testimonial.content ? (
        <blockquote>
          <p>{`“${testimonial.content}”`}</p>
        </blockquote>
      ) : (
        <div />
      )}
      <footer>
        <Heading>{testimonial.name}</Heading>
        {role ? <p>{role}</p> : null}
      </footer>
    </article>
  );
}
