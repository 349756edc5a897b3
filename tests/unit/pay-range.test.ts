import { describe, expect, it } from "vitest";
import { formatPayRange } from "~/lib/pay-range";

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
