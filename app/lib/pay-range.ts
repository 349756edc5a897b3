/**
 * Pay ranges as job postings show them: "$20–$25 an hour (CAD)".
 * Whole dollars print without cents; anything else with two decimals.
 */
interface PayRangeInput {
  min: number;
  max: number;
  currency: string;
  unit: "HOUR" | "YEAR";
}

function money(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-CA", {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatPayRange({ min, max, currency, unit }: PayRangeInput): string {
  const per = unit === "HOUR" ? "an hour" : "a year";
  const amount = min === max ? money(min, currency) : `${money(min, currency)}–${money(max, currency)}`;
  return `${amount} ${per} (${currency})`;
}

/**
 * Ontario's rule for a publicly advertised job (Employment Standards Act
 * Part III.1, O. Reg. 476/24): a pay range spans at most $50,000 a year. An
 * hourly range is held to the same rule through a full-time year of 2,080
 * hours (40 hours a week, 52 weeks): at most about $24.04 an hour apart.
 */
export const MAX_PAY_SPAN_PER_YEAR = 50_000;
export const HOURS_PER_YEAR = 2080;

/** The most an hourly or yearly range may span (dollars, in its own unit). */
export function maxPaySpan(unit: "HOUR" | "YEAR"): number {
  return unit === "YEAR" ? MAX_PAY_SPAN_PER_YEAR : Math.floor((MAX_PAY_SPAN_PER_YEAR / HOURS_PER_YEAR) * 100) / 100;
}

/** Null when the range is allowed, otherwise why not (in words for HR). */
export function payRangeProblem({ min, max, unit }: { min: number; max: number; unit: "HOUR" | "YEAR" }): string | null {
  if (!(min > 0) || !(max > 0)) return "Give the lowest and highest pay, both above zero.";
  if (max < min) return "The highest pay must be at least the lowest.";
  const span = max - min;
  if (span > maxPaySpan(unit) + 1e-9) {
    return unit === "YEAR"
      ? "Ontario allows a pay range of at most $50,000 a year between the lowest and highest pay."
      : `Ontario allows a pay range of at most $50,000 a year; for hourly pay that is $${maxPaySpan("HOUR").toFixed(2)} an hour between the lowest and highest pay.`;
  }
  return null;
}
