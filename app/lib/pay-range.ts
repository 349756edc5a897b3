/**
 * Pay ranges as job postings show them: "$20–$25 an hour (CAD)",
 * "20 $ à 25 $ l'heure (CAD)" in French. Whole dollars print without cents;
 * anything else with two decimals.
 */
import { LANGUAGE_TAG, type Locale } from "~/lib/locale";

interface PayRangeInput {
  min: number;
  max: number;
  currency: string;
  unit: "HOUR" | "YEAR";
}

/** Formatters made once per language, currency and cents (making one costs far more than using it). */
const formatters = new Map<string, Intl.NumberFormat>();

function money(amount: number, currency: string, locale: Locale): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  const key = `${locale} ${currency} ${cents}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAG[locale], {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: cents,
      maximumFractionDigits: 2,
    });
    formatters.set(key, format);
  }
  return format.format(amount);
}

export function formatPayRange({ min, max, currency, unit }: PayRangeInput, locale: Locale = "en"): string {
  if (locale === "fr") {
    const per = unit === "HOUR" ? "l'heure" : "par année";
    const amount = min === max ? money(min, currency, locale) : `${money(min, currency, locale)} à ${money(max, currency, locale)}`;
    return `${amount} ${per} (${currency})`;
  }
  const per = unit === "HOUR" ? "an hour" : "a year";
  const amount = min === max ? money(min, currency, locale) : `${money(min, currency, locale)}–${money(max, currency, locale)}`;
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
