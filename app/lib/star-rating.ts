/**
 * Star display: a rating is rounded and clamped to 0-5;
 * anything that is not a number shows no stars.
 */
export const MAX_STARS = 5;

export function starCount(rating: unknown): number {
  const value = typeof rating === "number" ? rating : typeof rating === "string" && rating.trim() !== "" ? Number(rating) : Number.NaN;
  if (!Number.isFinite(value)) return 0;
  return Math.min(MAX_STARS, Math.max(0, Math.round(value)));
}

/** The text equivalent for screen readers: 'Rated 4 out of 5'. */
export function starLabel(rating: unknown): string {
  return `Rated ${starCount(rating)} out of ${MAX_STARS}`;
}
