import { MAX_STARS, starCount, starLabel } from "~/lib/star-rating";
import { iconHref } from "~/components/Icon";

/** The space between two stars, in CSS pixels. */
const GAP_PX = 2;

/**
 * Five stars, the first `rating` filled (rounded, clamped 0-5), read out as
 * 'Rated 4 out of 5'. One <svg> for the row, each star the sprite's star
 * (components/Icon.tsx) placed at a whole number of pixels, filled or
 * outlined by its group: the look of five icons, with a single <svg>.
 * Stroke and colours: styles/marketing.css (.stars).
 */
export function StarRating({
  rating,
  size = 20,
  label = starLabel(rating),
}: {
  rating: unknown;
  /** One star's height and width, in CSS pixels. */
  size?: 16 | 20;
  /** What it is read out as, in the page's language (the public pages' catalogs). */
  label?: string;
}) {
  const filled = starCount(rating);
  // In the star's own units (24 a star), the gap that is GAP_PX on the screen.
  const gap = (GAP_PX * 24) / size;
  const x = (index: number) => (index ? Math.round(index * (24 + gap) * 1000) / 1000 : undefined);
  const stars = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, offset) => (
      <use key={from + offset} href={iconHref("star")} x={x(from + offset)} width="24" height="24" />
    ));
  return (
    <svg
      role="img"
      aria-label={label}
      className="stars"
      width={MAX_STARS * size + (MAX_STARS - 1) * GAP_PX}
      height={size}
      viewBox={`0 0 ${MAX_STARS * 24 + (MAX_STARS - 1) * gap} 24`}
    >
      {filled ? <g className="filled">{stars(0, filled)}</g> : null}
      {filled < MAX_STARS ? <g className="empty">{stars(filled, MAX_STARS)}</g> : null}
    </svg>
  );
}
