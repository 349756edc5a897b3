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
