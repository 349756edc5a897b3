/** The care requests' pure rules: business hours (the overdue rule), references, phone numbers, the form's schema. */
import { describe, expect, test } from "vitest";
import { addBusinessMinutes, careReference, idOfReference, isOverdue } from "~/lib/care-requests";
import { canadianPhone, careRequestSchema } from "~/schemas/care-request";

/** Toronto wall time to a Date (EST -05:00 in winter, EDT -04:00 in summer). */
const toronto = (local: string, offset = "-05:00") => new Date(`${local}${offset}`);

describe("two business hours, Toronto time, Monday to Friday 9-5", () => {
  test("inside the working day: two hours later", () => {
    expect(addBusinessMinutes(toronto("2026-12-01T10:15:00"), 120)).toEqual(toronto("2026-12-01T12:15:00"));
  });
  test("late in the day: the rest runs over into the next morning", () => {
    expect(addBusinessMinutes(toronto("2026-12-01T16:30:00"), 120)).toEqual(toronto("2026-12-02T10:30:00"));
  });
  test("before opening: counts from 9", () => {
    expect(addBusinessMinutes(toronto("2026-12-01T06:00:00"), 120)).toEqual(toronto("2026-12-01T11:00:00"));
  });
  test("Friday evening and the weekend: Monday at 11", () => {
    expect(addBusinessMinutes(toronto("2026-12-04T18:00:00"), 120)).toEqual(toronto("2026-12-07T11:00:00"));
    expect(addBusinessMinutes(toronto("2026-12-05T12:00:00"), 120)).toEqual(toronto("2026-12-07T11:00:00"));
  });
  test("across the spring change of the clocks (Toronto time stays the rule)", () => {
    // Friday 6 March 2026 16:00 EST; clocks go forward on Sunday 8 March; Monday is EDT.
    expect(addBusinessMinutes(toronto("2026-03-06T16:00:00"), 120)).toEqual(toronto("2026-03-09T10:00:00", "-04:00"));
  });
  test("other hours and lengths are configurable", () => {
    expect(addBusinessMinutes(toronto("2026-12-01T07:30:00"), 30, { startHour: 8, endHour: 16 })).toEqual(toronto("2026-12-01T08:30:00"));
  });
  test("overdue: New and past its due time only", () => {
    const dueAt = toronto("2026-12-01T12:00:00").toISOString();
    const now = toronto("2026-12-01T12:00:01");
    expect(isOverdue({ status: "new", dueAt }, now)).toBe(true);
    expect(isOverdue({ status: "new", dueAt }, toronto("2026-12-01T11:59:00"))).toBe(false);
    expect(isOverdue({ status: "contacted", dueAt }, now)).toBe(false);
    expect(isOverdue({ status: "new", dueAt: null }, now)).toBe(false);
  });
});

describe("references", () => {
  test("R-1042 and back", () => {
    expect(careReference(42)).toBe("R-1042");
    expect(idOfReference("R-1042")).toBe(42);
    expect(idOfReference(" r1042 ")).toBe(42);
    expect(idOfReference("1042")).toBe(42);
    expect(idOfReference("R-999")).toBeNull();
    expect(idOfReference("Smith")).toBeNull();
  });
});

describe("Canadian phone numbers", () => {
  test.each([
    ["416-555-0142", "(416) 555-0142"],
    ["(416) 555 0142", "(416) 555-0142"],
    ["+1 416.555.0142", "(416) 555-0142"],
    ["14165550142", "(416) 555-0142"],
    ["416-555-0142 ext. 12", "(416) 555-0142 ext. 12"],
    ["4165550142x7", "(416) 555-0142 ext. 7"],
  ])("%s -> %s", (typed, stored) => expect(canadianPhone(typed)).toBe(stored));
  test.each(["555-0142", "016-555-0142", "416-155-0142", "call me", "+44 20 7946 0958"])("%s is refused", (typed) => {
    expect(canadianPhone(typed)).toBeNull();
  });
});

const valid = {
  relationship: "parent",
  postalCode: "l5b1m3",
  "service-home-care": "on",
  "service-live-in": "on",
  urgency: "48-hours",
  careAmount: "daily",
  payment: "private",
  language: "fr",
  name: " Marie Tremblay ",
  phone: "905 555 0199",
  email: "",
  consent: "on",
};

describe("the form's schema", () => {
  test("a full request, normalised", () => {
    const parsed = careRequestSchema.parse(valid);
    expect(parsed).toMatchObject({ postalCode: "L5B 1M3", phone: "(905) 555-0199", name: "Marie Tremblay", email: undefined, services: ["home-care", "live-in"] });
  });
  test("each service is its own box; none ticked is refused", () => {
    expect(careRequestSchema.parse({ ...valid, "service-home-care": undefined }).services).toEqual(["live-in"]);
    const none = careRequestSchema.safeParse({ ...valid, "service-home-care": undefined, "service-live-in": undefined, "service-spa": "on" });
    expect(none.error?.issues.map((issue) => issue.path.join("."))).toEqual(["services"]);
  });
  test("a phone or an email is needed; a professional names the organisation", () => {
    const noWay = careRequestSchema.safeParse({ ...valid, phone: "" });
    expect(noWay.error?.issues.map((issue) => issue.path.join("."))).toEqual(["phone"]);
    const professional = careRequestSchema.safeParse({ ...valid, relationship: "professional" });
    expect(professional.error?.issues.map((issue) => issue.path.join("."))).toEqual(["organisation"]);
  });
  test("unknown choices, a bad postal code and no consent are refused field by field", () => {
    const result = careRequestSchema.safeParse({ ...valid, services: ["spa"], postalCode: "12345", consent: undefined, urgency: "now" });
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(["consent", "postalCode", "services", "urgency"]);
    // The rules across fields are checked even then, so every problem shows at once.
    const all = careRequestSchema.safeParse({ ...valid, phone: "", relationship: "professional", consent: undefined });
    expect(all.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(["consent", "organisation", "phone"]);
  });
});
