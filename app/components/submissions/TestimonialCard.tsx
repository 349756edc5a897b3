import { StarRating } from "./StarRating";

export interface TestimonialCardData {
  id: number;
  name: string;
  role: string | null;
  company?: string | null;
  rating: number;
  content: string;
}

/** One testimonial: stars, the words, then who said them. */
export function TestimonialCard({ testimonial, headingLevel = 3 }: { testimonial: TestimonialCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const role = [testimonial.role, testimonial.company].filter(Boolean).join(", ");
  return (
    <article className="card flex h-full flex-col gap-4 p-6">
      <StarRating rating={testimonial.rating} />
      {testimonial.content ? (
        <blockquote className="flex-1 text-ink">
          <p className="whitespace-pre-line break-words">“{testimonial.content}”</p>
        </blockquote>
      ) : (
        <div className="flex-1" />
      )}
      <footer className="border-t border-gray-100 pt-4">
        <Heading className="font-semibold text-brand-900 break-words">{testimonial.name}</Heading>
        {role ? <p className="text-sm text-muted break-words">{role}</p> : null}
      </footer>
    </article>
  );
}
