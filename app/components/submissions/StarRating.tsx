import { MAX_STARS, starCount, starLabel } from "~/lib/star-rating";

const STAR = "M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z";

/** Five stars, the first `rating` filled (rounded, clamped 0-5), read out as 'Rated 4 out of 5'. */
export function StarRating({ rating, className = "h-5 w-5" }: { rating: unknown; className?: string }) {
  const filled = starCount(rating);
  return (
    <span role="img" aria-label={starLabel(rating)} className="inline-flex gap-0.5">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={`${className} ${index < filled ? "fill-amber-500 stroke-amber-600" : "fill-none stroke-gray-400"}`}
          strokeWidth={1.5}
          strokeLinejoin="round"
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
