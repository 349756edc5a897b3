import { describe, expect, it } from "vitest";
import { addCalendarDays, complaintDeadlines, complaintReport, currentStep, isOverdue, median, type ReportedComplaint } from "~/lib/complaints";

// Friday 21 May 2027, 16:00 Toronto (EDT), before Victoria Day (Monday the 24th).
const FRIDAY = new Date("2027-05-21T20:00:00Z");
const iso = (date: Date | null) => date?.toISOString() ?? null;
// The business facts' office hours (app/content/business.ts).
const HOURS = { open: 7, close: 22 };

describe("complaint deadlines (decision 1001)", () => {
  it("a complaint of harm: acknowledged the same business day, its update 10 calendar days on, resolved in 30 business days", () => {
    const deadlines = complaintDeadlines(FRIDAY, "harm", HOURS);
    expect(iso(deadlines.acknowledgeBy)).toBe("2027-05-22T03:59:59.999Z"); // end of Friday
    expect(iso(deadlines.updateBy)).toBe("2027-06-01T03:59:59.999Z"); // end of Monday 31 May: calendar days, the holiday counted
    expect(iso(deadlines.resolveBy)).toBe("2027-07-07T03:59:59.999Z"); // Tuesday 6 July: Victoria Day and Canada Day not counted
  });

  it("another complaint: acknowledged within 2 business days over the long weekend, no update step", () => {
    const deadlines = complaintDeadlines(FRIDAY, "visits", HOURS);
    expect(iso(deadlines.acknowledgeBy)).toBe("2027-05-27T03:59:59.999Z"); // end of Wednesday 26 May
    expect(deadlines.updateBy).toBeNull();
    expect(iso(deadlines.resolveBy)).toBe("2027-07-07T03:59:59.999Z");
  });

  it("harm received on a Saturday is acknowledged by the end of the next business day (Tuesday after the holiday)", () => {
    expect(iso(complaintDeadlines(new Date("2027-05-22T14:00:00Z"), "harm", HOURS).acknowledgeBy)).toBe("2027-05-26T03:59:59.999Z");
  });

  it("harm received after the office closes is acknowledged by the end of the next business day, not within hours", () => {
    const acknowledgeBy = (at: string) => iso(complaintDeadlines(new Date(at), "harm", HOURS).acknowledgeBy);
    // Tuesday 25 May 2027 (EDT): 21:59 is before closing, 22:00 is after; 06:00, before opening, still has the day ahead.
    expect(acknowledgeBy("2027-05-26T01:59:00Z")).toBe("2027-05-26T03:59:59.999Z");
    expect(acknowledgeBy("2027-05-26T02:00:00Z")).toBe("2027-05-27T03:59:59.999Z");
    expect(acknowledgeBy("2027-05-25T10:00:00Z")).toBe("2027-05-26T03:59:59.999Z");
    // Friday 21 May at 22:30: the next business day is Tuesday, after Victoria Day.
    expect(acknowledgeBy("2027-05-22T02:30:00Z")).toBe("2027-05-26T03:59:59.999Z");
  });

  it("calendar days end at midnight Toronto time across the change to standard time", () => {
    expect(iso(addCalendarDays(new Date("2027-10-30T14:00:00Z"), 10))).toBe("2027-11-10T04:59:59.999Z");
  });
});

describe("the current step and the overdue mark", () => {
  const deadlines = complaintDeadlines(FRIDAY, "harm", HOURS);
  const base = {
    acknowledgeBy: deadlines.acknowledgeBy.toISOString(),
    updateBy: deadlines.updateBy!.toISOString(),
    resolveBy: deadlines.resolveBy.toISOString(),
    acknowledgedAt: null,
    updateSentAt: null,
    resolvedAt: null,
  };

  it("goes acknowledge, then the update (harm), then resolve; none once resolved", () => {
    expect(currentStep(base)?.step).toBe("acknowledge");
    expect(currentStep({ ...base, acknowledgedAt: "2027-05-21T20:30:00Z" })).toEqual({ step: "update", deadline: base.updateBy });
    expect(currentStep({ ...base, acknowledgedAt: "2027-05-21T20:30:00Z", updateSentAt: "2027-05-28T15:00:00Z" })?.step).toBe("resolve");
    expect(currentStep({ ...base, acknowledgedAt: "2027-05-21T20:30:00Z", resolvedAt: "2027-05-25T15:00:00Z" })).toBeNull();
    expect(currentStep({ ...base, updateBy: null, acknowledgedAt: "2027-05-21T20:30:00Z" })?.step).toBe("resolve");
  });

  it("is overdue once the current step's deadline has passed, not before", () => {
    expect(isOverdue(base, new Date("2027-05-22T03:59:59.999Z"))).toBe(false);
    expect(isOverdue(base, new Date("2027-05-22T04:00:00Z"))).toBe(true);
    const acknowledged = { ...base, acknowledgedAt: "2027-05-22T12:00:00Z" };
    expect(isOverdue(acknowledged, new Date("2027-05-31T12:00:00Z"))).toBe(false);
    expect(isOverdue(acknowledged, new Date("2027-06-01T04:00:00Z"))).toBe(true);
    expect(isOverdue({ ...acknowledged, resolvedAt: "2027-05-25T12:00:00Z" }, new Date("2028-01-01T00:00:00Z"))).toBe(false);
  });
});

describe("the yearly report's figures", () => {
  it("medians in business days and the shares done in time, steps not yet due left out", () => {
    const harm = complaintDeadlines(FRIDAY, "harm", HOURS);
    const other = complaintDeadlines(FRIDAY, "billing", HOURS);
    const row = (category: string, d: typeof harm, done: Partial<ReportedComplaint>): ReportedComplaint => ({
      category,
      receivedAt: FRIDAY.toISOString(),
      acknowledgeBy: d.acknowledgeBy.toISOString(),
      updateBy: d.updateBy?.toISOString() ?? null,
      resolveBy: d.resolveBy.toISOString(),
      acknowledgedAt: null,
      updateSentAt: null,
      resolvedAt: null,
      ...done,
    });
    const complaints = [
      // Acknowledged the same day, updated, resolved on Wednesday 2 June (7 business days).
      row("harm", harm, { acknowledgedAt: "2027-05-21T21:00:00Z", updateSentAt: "2027-05-28T15:00:00Z", resolvedAt: "2027-06-02T15:00:00Z" }),
      // Acknowledged on Thursday 27 May (4 business days: late), open.
      row("billing", other, { acknowledgedAt: "2027-05-27T15:00:00Z" }),
      // Acknowledged on Tuesday (1 business day), resolved on Friday 28 May (4 business days).
      row("billing", other, { acknowledgedAt: "2027-05-25T15:00:00Z", resolvedAt: "2027-05-28T15:00:00Z" }),
    ];
    const report = complaintReport(complaints, new Date("2027-06-10T12:00:00Z"));
    expect(report.total).toBe(3);
    expect(report.byCategory.find((c) => c.category === "harm")?.count).toBe(1);
    expect(report.byCategory.find((c) => c.category === "billing")?.count).toBe(2);
    expect(report.medianDaysToAcknowledge).toBe(1);
    expect(report.medianDaysToResolve).toBe(5.5);
    expect(report.acknowledgedInTime).toBeCloseTo(2 / 3);
    expect(report.updatedInTime).toBe(1);
    // The open one's resolution is not due yet: left out.
    expect(report.resolvedInTime).toBe(1);
    expect(report.open).toBe(1);
    expect(median([])).toBeNull();
  });
});
