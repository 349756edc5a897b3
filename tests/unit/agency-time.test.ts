import { describe, expect, it } from "vitest";
import { agencyLocalToUtc, formatAgencyDateTime, utcToAgencyLocal } from "~/lib/agency-time";

describe("Toronto time for scheduling", () => {
  it("reads a winter time as EST (UTC-5) and a summer time as EDT (UTC-4)", () => {
    expect(agencyLocalToUtc("2026-12-01T09:30")?.toISOString()).toBe("2026-12-01T14:30:00.000Z");
    expect(agencyLocalToUtc("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T13:30:00.000Z");
    expect(agencyLocalToUtc("2026-07-01 09:30")?.toISOString()).toBe("2026-07-01T13:30:00.000Z");
  });

  it("moves a time skipped by the spring change forward, as clocks do", () => {
    // 8 March 2026: 02:00 EST becomes 03:00 EDT; 02:30 does not exist.
    expect(agencyLocalToUtc("2026-03-08T02:30")?.toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(formatAgencyDateTime(agencyLocalToUtc("2026-03-08T02:30")!.toISOString())).toContain("3:30");
  });

  it("refuses what is not a real date and time", () => {
    for (const value of ["2026-02-31T10:00", "2026-13-01T10:00", "2026-12-01T24:00", "tomorrow", ""]) {
      expect(agencyLocalToUtc(value)).toBeNull();
    }
  });

  it("shows a stored UTC time back in Toronto time, both sides of the change", () => {
    expect(utcToAgencyLocal("2026-12-01T14:30:00.000Z")).toBe("2026-12-01T09:30");
    expect(utcToAgencyLocal("2026-07-01T13:30:00.000Z")).toBe("2026-07-01T09:30");
    for (const value of ["2026-11-01T01:15", "2026-01-31T23:59", "2026-06-15T00:00"]) {
      expect(utcToAgencyLocal(agencyLocalToUtc(value)!.toISOString())).toBe(value);
    }
  });
});
