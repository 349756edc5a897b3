/**
 * Accessibility requests' and hiring notices' pure rules (decision 1010): the
 * acknowledgement's deadline in business days, the late steps, the plan's
 * review reminder day, the form's conditional fields, and what "carries the
 * accommodation notice" means for a hiring email template.
 */
import { describe, expect, test } from "vitest";
import { ackDeadline, addYears, deliveryDeadline, endOfAgencyDay, overdueStep, planReview, reminderKey } from "~/lib/accessibility-requests";
import { ACCOMMODATION_NOTICE, carriesAccommodationNotice } from "~/lib/hiring";
import { templateSchema } from "~/routes/admin/hiring/schemas";
import { accessRequestSchema } from "~/schemas/accessibility-request";

/** Toronto wall time in winter (EST, -05:00). */
const toronto = (local: string) => new Date(`${local}-05:00`);

describe("the acknowledgement's deadline: the end of the 2nd business day after arrival", () => {
  test("Friday afternoon: the end of Tuesday", () => {
    expect(ackDeadline(toronto("2027-01-08T16:30:00")).toISOString()).toBe(toronto("2027-01-12T23:59:59.999").toISOString());
  });
  test("before Christmas (Saturday) and Boxing Day (Sunday): the Monday and Tuesday after are closed, so Wednesday", () => {
    // Thursday 23rd: Friday 24th is the first business day, then Wednesday 29th.
    expect(ackDeadline(toronto("2027-12-23T09:00:00")).toISOString()).toBe(toronto("2027-12-29T23:59:59.999").toISOString());
  });
  test("arriving on a Sunday counts from the Monday after", () => {
    expect(ackDeadline(toronto("2027-01-10T10:00:00")).toISOString()).toBe(toronto("2027-01-12T23:59:59.999").toISOString());
  });
});

describe("late steps", () => {
  const ackDueAt = toronto("2027-01-12T23:59:59.999").toISOString();
  const acknowledgedAt = toronto("2027-01-11T10:00:00").toISOString();
  test("a new request is late after its deadline, not at it", () => {
    expect(overdueStep({ status: "new", ackDueAt, acknowledgedAt: null, neededBy: null, deliveryDate: null }, toronto("2027-01-12T23:59:59.999"))).toBeNull();
    expect(overdueStep({ status: "new", ackDueAt, acknowledgedAt: null, neededBy: null, deliveryDate: null }, toronto("2027-01-13T00:00:00"))).toBe("ack");
  });
  test("with a date agreed, late after the end of that day (Toronto)", () => {
    expect(overdueStep({ status: "agreed", ackDueAt, acknowledgedAt, neededBy: null, deliveryDate: "2027-01-20" }, toronto("2027-01-20T23:00:00"))).toBeNull();
    expect(overdueStep({ status: "agreed", ackDueAt, acknowledgedAt, neededBy: null, deliveryDate: "2027-01-20" }, toronto("2027-01-21T00:00:01"))).toBe("delivery");
    expect(endOfAgencyDay("2027-07-01").toISOString()).toBe("2027-07-02T03:59:59.999Z");
  });
  test("acknowledged without a date agreed: late after 10 business days from the acknowledgement, or the day they asked for when sooner", () => {
    const acknowledged = { status: "acknowledged" as const, ackDueAt, acknowledgedAt, neededBy: null, deliveryDate: null };
    // Monday 11 January 2027: ten business days later is Monday the 25th.
    expect(deliveryDeadline(acknowledged)).toEqual({ at: toronto("2027-01-25T23:59:59.999"), day: "2027-01-25", basis: "target" });
    expect(overdueStep(acknowledged, toronto("2027-01-25T23:59:59.999"))).toBeNull();
    expect(overdueStep(acknowledged, toronto("2027-01-26T00:00:00"))).toBe("target");
    expect(overdueStep({ ...acknowledged, neededBy: "2027-01-15" }, toronto("2027-01-16T00:00:00"))).toBe("target");
    expect(deliveryDeadline({ ...acknowledged, neededBy: "2027-01-15" })?.basis).toBe("asked");
    // Asked for a later day, or one already past when acknowledged: the ten business days.
    expect(deliveryDeadline({ ...acknowledged, neededBy: "2027-02-15" })?.day).toBe("2027-01-25");
    expect(deliveryDeadline({ ...acknowledged, neededBy: "2027-01-10" })?.day).toBe("2027-01-25");
    expect(reminderKey(7, "target", null)).toBe("access-overdue:7:target");
  });
  test("a closed one is never late", () => {
    expect(overdueStep({ status: "closed", ackDueAt, acknowledgedAt, neededBy: null, deliveryDate: "2027-01-20" }, toronto("2028-01-01T00:00:00"))).toBeNull();
  });
  test("one reminder key per step; a new agreed date is a new step", () => {
    expect(reminderKey(7, "ack", "2027-01-20")).toBe("access-overdue:7:ack");
    expect(reminderKey(7, "delivery", "2027-01-20")).not.toBe(reminderKey(7, "delivery", "2027-01-27"));
  });
});

describe("the multi-year plan's review", () => {
  test("five years after adoption; the reminder from 60 days before, the day itself included", () => {
    const adopted = "2025-01-15";
    expect(planReview(adopted, toronto("2029-11-15T23:00:00"))).toMatchObject({ reviewDate: "2030-01-15", remindFrom: "2029-11-16", due: false });
    expect(planReview(adopted, toronto("2029-11-16T00:30:00"))).toMatchObject({ due: true, past: false });
    expect(planReview(adopted, toronto("2030-01-16T08:00:00"))).toMatchObject({ due: true, past: true });
  });
  test("29 February adopted: reviewed on 28 February", () => {
    expect(addYears("2028-02-29", 5)).toBe("2033-02-28");
  });
});

describe("the feedback and format form", () => {
  const schema = accessRequestSchema("en", () => "2027-01-08");
  const base = { kind: "format", format: "braille", about: "My care plan", name: "Rosa", contactBy: "email", email: "rosa@example.com" };
  test("a format asked for needs its format; a barrier needs its details and asks for no format", () => {
    expect(schema.safeParse({ ...base, format: "" }).error?.issues.map((issue) => issue.path.join("."))).toEqual(["format"]);
    expect(schema.safeParse({ ...base, kind: "barrier" }).error?.issues.map((issue) => issue.path.join("."))).toEqual(["details"]);
    expect(schema.parse({ ...base, kind: "barrier", details: "The menu traps my keyboard." }).format).toBeUndefined();
  });
  test("the way to contact needs its address or number; a date from today to a year ahead", () => {
    expect(schema.safeParse({ ...base, email: "" }).error?.issues[0]?.message).toBe("Please give your email address, or choose another way for us to contact you.");
    expect(schema.safeParse({ ...base, contactBy: "relay" }).error?.issues[0]?.path).toEqual(["phone"]);
    expect(schema.parse({ ...base, contactBy: "relay", phone: "416 555 0142" }).phone).toBe("(416) 555-0142");
    expect(schema.safeParse({ ...base, neededBy: "2027-01-07" }).error?.issues[0]?.message).toBe("Please choose today or a later date.");
    expect(schema.parse({ ...base, neededBy: "2027-01-08" }).neededBy).toBe("2027-01-08");
  });
});

describe("a hiring email carries the accommodation notice", () => {
  test("English: the word 'accommodation'; French: 'mesures d'adaptation' (any case, curly apostrophe too)", () => {
    expect(carriesAccommodationNotice("Ask us for ACCOMMODATIONS at any step.", "en")).toBe(true);
    expect(carriesAccommodationNotice("We will confirm the time.", "en")).toBe(false);
    expect(carriesAccommodationNotice("Des Mesures d’adaptation sont offertes.", "fr")).toBe(true);
    expect(carriesAccommodationNotice("Des adaptations sont offertes.", "fr")).toBe(false);
  });
  const template = (key: string, body_en: string, body_fr: string) => ({ key, subject_en: "Interview", subject_fr: "Entrevue", body_en, body_fr });
  test("the interview and offer templates are refused without it, next to the text that lacks it; the others are not checked", () => {
    const refused = templateSchema.safeParse(template("interview", "Hello {name}.", `Bonjour. ${ACCOMMODATION_NOTICE.fr}`));
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["body_en", expect.stringContaining('the English text must contain the word "accommodation"')],
    ]);
    expect(templateSchema.safeParse(template("offer", ACCOMMODATION_NOTICE.en, "Bonjour.")).error?.issues[0]?.path).toEqual(["body_fr"]);
    expect(templateSchema.safeParse(template("offer", ACCOMMODATION_NOTICE.en, ACCOMMODATION_NOTICE.fr)).success).toBe(true);
    expect(templateSchema.safeParse(template("screening", "Hello.", "Bonjour.")).success).toBe(true);
  });
});
