import { describe, expect, it } from "vitest";
import { carePartners, firstPrinciples, stats, strategicPlan } from "~/content/company";
import {
  careManagementSteps,
  featuredServiceCards,
  isServiceSlug,
  servicePages,
  serviceSlugs,
  supportServiceCards,
} from "~/content/services";

describe("company content", () => {
  it("states the spec's claims, six principles, a four-point plan and seven partner categories", () => {
    expect(stats.map((stat) => stat.number)).toEqual(["12+", "700+", "24/7"]);
    expect(firstPrinciples).toHaveLength(6);
    expect(strategicPlan).toHaveLength(4);
    expect(carePartners.map((partner) => partner.title)).toEqual([
      "Hospitals and Acute Care Centres",
      "Senior Living Communities",
      "Geriatric Care Specialists",
      "Trusted Advisors",
      "Primary Care Providers",
      "Ontario Health Teams",
      "Insurance and Benefit Providers",
    ]);
  });
});

describe("service content", () => {
  it("links the four large cards and the two support cards to their routes (Workforce not to /)", () => {
    expect(featuredServiceCards.map((card) => card.href)).toEqual([
      "/sinaicare",
      "/services/adults-disabilities",
      "/services/specialized-care",
      "/services/integrated-care",
    ]);
    expect(supportServiceCards.map((card) => [card.title, card.href])).toEqual([
      ["Care Management", "/services/care-management"],
      ["Workforce Solutions", "/services/workforce"],
    ]);
  });

  it("has the three care-management steps in order", () => {
    expect(careManagementSteps.steps.map((step) => step.title)).toEqual([
      "Assessment & Planning",
      "Care Coordination",
      "Ongoing Monitoring",
    ]);
  });

  it("has a page for each of the five slugs with what spec 2.13 lists", () => {
    for (const slug of serviceSlugs) expect(servicePages[slug].slug).toBe(slug);
    expect(servicePages["adults-disabilities"].offerings.items).toHaveLength(6);
    expect(servicePages["adults-disabilities"].actions.some((action) => action.kind === "intake")).toBe(true);
    expect(servicePages["specialized-care"].offerings.items).toHaveLength(6);
    expect(servicePages["integrated-care"].process?.steps).toHaveLength(4);
    expect(servicePages["integrated-care"].actions.some((action) => action.kind === "intake")).toBe(true);
    expect(servicePages["care-management"].offerings.items).toHaveLength(6);
    expect(servicePages["care-management"].process?.steps).toHaveLength(4);
    expect(servicePages.workforce.qualifications?.groups.map((group) => group.title)).toEqual([
      "Nurses (RN and RPN)",
      "Personal Support Workers",
      "Homemaking",
    ]);
  });

  it("recognizes only the five slugs", () => {
    expect(isServiceSlug("workforce")).toBe(true);
    expect(isServiceSlug("sinaicare")).toBe(false);
    expect(isServiceSlug("__proto__")).toBe(false);
    expect(isServiceSlug(undefined)).toBe(false);
  });
});
