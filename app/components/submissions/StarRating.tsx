import { MAX_STARS, starCount, starLabel } from "~/lib/star-rating";
import { UseIcon } from "~/components/Icon";

/** Five stars, the first `rating` filled (rounded, clamped 0-5), read out as 'Rated 4 out of 5'. */
export function StarRating({ rating, className = "h-5 w-5" }: { rating: unknown; className?: string }) {
  const filled = starCount(rating);
  return (
    <span role="img" aria-label={starLabel(rating)} className="inline-flex gap-0.5">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        // The sprite's star (components/Icon.tsx), filled or outlined here.
        <svg
          key={index}
          aria-hidden="true"
          focusable="false"
          className={`${className} ${index < filled ? "fill-amber-500 stroke-amber-600" : "fill-none stroke-gray-400"}`}
          strokeWidth={1.5}
          strokeLinejoin="round"
        >
          <UseIcon name="star" />
        </svg>
      ))}
    </span>
  );
}
