import { describe, expect, it } from "vitest";
import { addBusinessDays, businessDaysBetween, isBusinessDay, ontarioHolidays } from "~/lib/business-days";

describe("Ontario business days", () => {
  it("knows the nine public holidays of 2026 and the weekday taken for Boxing Day on a Saturday", () => {
    expect([...ontarioHolidays(2026)].sort()).toEqual([
      "2026-01-01", "2026-02-16", "2026-04-03", "2026-05-18", "2026-07-01",
      "2026-09-07", "2026-10-12", "2026-12-25", "2026-12-26", "2026-12-28",
    ]);
  });

  it("moves Christmas and Boxing Day on a weekend to the Monday and Tuesday, and Easter with its year", () => {
    const holidays = ontarioHolidays(2027);
    expect(holidays.has("2027-12-27")).toBe(true);
    expect(holidays.has("2027-12-28")).toBe(true);
    expect(holidays.has("2027-03-26")).toBe(true); // Good Friday
    expect(holidays.has("2027-05-24")).toBe(true); // Victoria Day falls on the 24th itself
    expect(ontarioHolidays(2028).has("2028-01-03")).toBe(true); // New Year's Day on a Saturday
  });

  it("is closed on weekends and holidays, open otherwise", () => {
    expect(isBusinessDay("2026-12-07")).toBe(true);
    expect(isBusinessDay("2026-12-05")).toBe(false);
    expect(isBusinessDay("2026-12-28")).toBe(false);
    expect(isBusinessDay("2026-08-03")).toBe(true); // the Civic Holiday is not a public holiday
  });

  it("ends a deadline at midnight Toronto time of the nth business day after arrival", () => {
    // Friday 4 December 2026, 16:00 Toronto: two business days is Tuesday the 8th.
    expect(addBusinessDays(new Date("2026-12-04T21:00:00Z"), 2).toISOString()).toBe("2026-12-09T04:59:59.999Z");
    // Late Friday night Toronto time (already Saturday in UTC) still counts from Friday.
    expect(addBusinessDays(new Date("2026-12-05T04:30:00Z"), 2).toISOString()).toBe("2026-12-09T04:59:59.999Z");
    // Over Christmas: Thursday 24 December, 2 days skips the 25th, the weekend and the 28th.
    expect(addBusinessDays(new Date("2026-12-24T15:00:00Z"), 2).toISOString()).toBe("2026-12-31T04:59:59.999Z");
    // Summer time: the end of the day is 23:59 EDT.
    expect(addBusinessDays(new Date("2026-07-02T14:00:00Z"), 1).toISOString()).toBe("2026-07-04T03:59:59.999Z");
    // 0 days: the same day, or the next working day when it came on a closed day.
    expect(addBusinessDays(new Date("2026-12-07T14:00:00Z"), 0).toISOString()).toBe("2026-12-08T04:59:59.999Z");
    expect(addBusinessDays(new Date("2026-12-05T14:00:00Z"), 0).toISOString()).toBe("2026-12-08T04:59:59.999Z");
  });

  it("counts business days between two instants", () => {
    expect(businessDaysBetween(new Date("2026-12-04T15:00:00Z"), new Date("2026-12-04T20:00:00Z"))).toBe(0);
    expect(businessDaysBetween(new Date("2026-12-04T15:00:00Z"), new Date("2026-12-08T15:00:00Z"))).toBe(2);
    expect(businessDaysBetween(new Date("2026-12-24T15:00:00Z"), new Date("2026-12-31T15:00:00Z"))).toBe(3);
  });
});
