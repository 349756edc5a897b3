/** Referrals' pure rules (decision 0900): attribution to a partner, the referrer's status emails, the partners' monthly figures. */
import { describe, expect, test } from "vitest";
import { attributePartner, businessMinutesBetween, partnerMonths, PARTNER_CATEGORIES, referrerEventOf, referrerHearsOf } from "~/lib/referrals";
import { referralSchema } from "~/schemas/referral";

/** Toronto wall time (EST, -05:00). */
const toronto = (local: string) => new Date(`${local}-05:00`).toISOString();

const partners = [
  { id: 1, code: "abc234def5", domain: "trilliumhealth.ca", archived: false },
  { id: 2, code: "zzz234def5", domain: "maple.example.ca", archived: false },
  { id: 3, code: "old234def5", domain: "oldclinic.ca", archived: true },
  { id: 4, code: "gma234def5", domain: "gmail.com", archived: false },
];

describe("attribution", () => {
  test("the link's code first, whatever the address", () => {
    expect(attributePartner({ code: "zzz234def5", email: "nurse@trilliumhealth.ca" }, partners)).toEqual({ partnerId: 2, by: "code" });
  });
  test("else the referrer's domain, or a subdomain of it, in any case", () => {
    expect(attributePartner({ email: "planner@TrilliumHealth.ca" }, partners)).toEqual({ partnerId: 1, by: "domain" });
    expect(attributePartner({ code: "unknown123", email: "planner@er.trilliumhealth.ca" }, partners)).toEqual({ partnerId: 1, by: "domain" });
    expect(attributePartner({ email: "planner@nottrilliumhealth.ca" }, partners)).toBeNull();
  });
  test("never by a free-mail domain, even one a partner was given", () => {
    expect(attributePartner({ email: "someone@gmail.com" }, partners)).toBeNull();
    expect(attributePartner({ email: "someone@hotmail.ca" }, partners)).toBeNull();
  });
  test("an archived partner gets nothing new, by code or domain", () => {
    expect(attributePartner({ code: "old234def5", email: "a@oldclinic.ca" }, partners)).toBeNull();
  });
  test("two partners with one domain: neither", () => {
    expect(attributePartner({ email: "a@maple.example.ca" }, [...partners, { id: 5, code: "dup234def5", domain: "maple.example.ca", archived: false }])).toBeNull();
  });
  test("nested domains: the longest that matches; a tie on it, nobody", () => {
    const nested = [...partners, { id: 6, code: "ers234def5", domain: "er.trilliumhealth.ca", archived: false }];
    expect(attributePartner({ email: "x@er.trilliumhealth.ca" }, nested)).toEqual({ partnerId: 6, by: "domain" });
    expect(attributePartner({ email: "x@ward.er.trilliumhealth.ca" }, nested)).toEqual({ partnerId: 6, by: "domain" });
    expect(attributePartner({ email: "x@trilliumhealth.ca" }, nested)).toEqual({ partnerId: 1, by: "domain" });
    expect(attributePartner({ email: "x@er.trilliumhealth.ca" }, [...nested, { id: 7, code: "er2234def5", domain: "er.trilliumhealth.ca", archived: false }])).toBeNull();
  });
});

test("the discharge date: a real day, from today (Toronto, injected) to a year ahead; its message in the edition's language", () => {
  const referral = {
    referrerName: "Dana",
    organisation: "Lakeshore General",
    referrerRole: "Discharge planner",
    referrerEmail: "dana@example.org",
    name: "Agnes",
    phone: "905-555-0188",
    region: "peel-region",
    services: "hospital-to-home",
    urgency: "48-hours",
    language: "en",
    attestation: "on",
  };
  const messageFor = (dischargeDate: string, locale: "en" | "fr" = "en") => {
    const parsed = referralSchema(locale, () => "2026-12-06").safeParse({ ...referral, dischargeDate });
    return parsed.success ? null : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
  };
  expect(["2026-12-06", "2027-12-06", "2027-06-30"].map((day) => messageFor(day))).toEqual([null, null, null]);
  expect(messageFor("2026-02-31")).toBe("dischargeDate: Please enter a date like 2026-12-15.");
  expect(messageFor("2026-12-05")).toBe("dischargeDate: The discharge date cannot be in the past.");
  expect(messageFor("1900-01-01")).toBe("dischargeDate: The discharge date cannot be in the past.");
  expect(messageFor("2027-12-07")).toBe("dischargeDate: Please enter a discharge date within the next year.");
  expect(messageFor("9999-12-31", "fr")).toBe("dischargeDate: Veuillez entrer une date de congé d'ici un an.");
  expect(messageFor("2026-11-30", "fr")).toBe("dischargeDate: La date de congé ne peut pas être passée.");
});

test("the referrer hears of contact, of acceptance once (assessment booked or client), and of not proceeding", () => {
  expect(["new", "contacted", "assessment-booked", "client", "not-proceeding"].map(referrerEventOf)).toEqual([null, "contacted", "accepted", "accepted", "not-proceeding"]);
  // Each at most once; no "contacted" once accepted or not proceeding.
  expect(referrerHearsOf("contacted", [])).toBe(true);
  expect(referrerHearsOf("accepted", ["contacted"])).toBe(true);
  expect(referrerHearsOf("accepted", ["contacted", "accepted"])).toBe(false);
  expect(referrerHearsOf("contacted", ["accepted"])).toBe(false);
  expect(referrerHearsOf("contacted", ["not-proceeding"])).toBe(false);
  expect(referrerHearsOf("not-proceeding", ["accepted"])).toBe(true);
});

test("the seven care-partner categories of the home page", () => {
  expect(PARTNER_CATEGORIES.map((category) => category.value)).toEqual([
    "hospitals",
    "senior-living",
    "geriatric-specialists",
    "trusted-advisors",
    "primary-care",
    "ontario-health-teams",
    "insurance-providers",
  ]);
});

describe("time to first contact in business hours (Monday to Friday 9-5, Toronto)", () => {
  test("within a day, over a night, over a weekend", () => {
    expect(businessMinutesBetween(new Date(toronto("2026-12-01T10:00:00")), new Date(toronto("2026-12-01T12:30:00")))).toBe(150);
    expect(businessMinutesBetween(new Date(toronto("2026-12-01T16:00:00")), new Date(toronto("2026-12-02T10:00:00")))).toBe(120);
    expect(businessMinutesBetween(new Date(toronto("2026-12-04T20:00:00")), new Date(toronto("2026-12-07T09:30:00")))).toBe(30);
  });
});

test("per partner and month: referrals, the median hours to first contact, where each is now", () => {
  const months = partnerMonths([
    { partnerId: 1, createdAt: toronto("2026-11-02T09:00:00"), firstContactAt: toronto("2026-11-02T10:00:00"), status: "contacted" },
    { partnerId: 1, createdAt: toronto("2026-11-03T09:00:00"), firstContactAt: toronto("2026-11-03T12:00:00"), status: "client" },
    { partnerId: 1, createdAt: toronto("2026-11-04T09:00:00"), firstContactAt: toronto("2026-11-05T09:00:00"), status: "not-proceeding" },
    { partnerId: 1, createdAt: toronto("2026-11-05T09:00:00"), firstContactAt: null, status: "new" },
    // The last evening of November in Toronto is December in UTC: it counts in November.
    { partnerId: 1, createdAt: toronto("2026-11-30T21:00:00"), firstContactAt: null, status: "assessment-booked" },
    { partnerId: 1, createdAt: toronto("2026-12-01T09:00:00"), firstContactAt: null, status: "new" },
    { partnerId: 2, createdAt: toronto("2026-11-10T09:00:00"), firstContactAt: null, status: "new" },
  ]);
  expect(months).toEqual([
    { partnerId: 1, month: "2026-12", referrals: 1, medianHoursToContact: null, contacted: 0, accepted: 0, notProceeding: 0, open: 1 },
    { partnerId: 1, month: "2026-11", referrals: 5, medianHoursToContact: 3, contacted: 1, accepted: 2, notProceeding: 1, open: 1 },
    { partnerId: 2, month: "2026-11", referrals: 1, medianHoursToContact: null, contacted: 0, accepted: 0, notProceeding: 0, open: 1 },
  ]);
});
