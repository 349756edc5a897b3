import { describe, expect, it } from "vitest";
import { formatPayRange, maxPaySpan, payRangeProblem } from "~/lib/pay-range";

describe("formatPayRange", () => {
  it("shows whole-dollar hourly ranges without cents", () => {
    expect(formatPayRange({ min: 20, max: 25, currency: "CAD", unit: "HOUR" })).toBe("$20–$25 an hour (CAD)");
  });

  it("shows cents when a bound has them, and yearly ranges with separators", () => {
    expect(formatPayRange({ min: 17.6, max: 21, currency: "CAD", unit: "HOUR" })).toBe("$17.60–$21 an hour (CAD)");
    expect(formatPayRange({ min: 62000, max: 78000, currency: "CAD", unit: "YEAR" })).toBe("$62,000–$78,000 a year (CAD)");
  });

  it("shows a single amount when min equals max", () => {
    expect(formatPayRange({ min: 30, max: 30, currency: "CAD", unit: "HOUR" })).toBe("$30 an hour (CAD)");
  });
});

describe("payRangeProblem (Ontario: a range spans at most $50,000 a year)", () => {
  it("accepts today's ranges and a yearly span of exactly $50,000", () => {
    expect(payRangeProblem({ min: 20, max: 25, unit: "HOUR" })).toBeNull();
    expect(payRangeProblem({ min: 60000, max: 110000, unit: "YEAR" })).toBeNull();
    expect(payRangeProblem({ min: 20, max: 20 + maxPaySpan("HOUR"), unit: "HOUR" })).toBeNull();
  });

  it("refuses a wider span, yearly or its hourly equivalent (2,080 hours)", () => {
    expect(payRangeProblem({ min: 60000, max: 110001, unit: "YEAR" })).toMatch(/at most \$50,000 a year/);
    expect(maxPaySpan("HOUR")).toBe(24.03);
    expect(payRangeProblem({ min: 20, max: 45, unit: "HOUR" })).toMatch(/\$24\.03 an hour/);
  });

  it("refuses a reversed or empty range", () => {
    expect(payRangeProblem({ min: 30, max: 20, unit: "HOUR" })).toMatch(/at least the lowest/);
    expect(payRangeProblem({ min: 0, max: 20, unit: "HOUR" })).toMatch(/above zero/);
  });
});
