import { describe, expect, it } from "vitest";
import { regionDetails, regionServiceGroups } from "~/content/region-details";
import { regionAliases, regionSummaries } from "~/content/regions";

describe("region records", () => {
  it("exist for every region of the footer list, with the same name and province", () => {
    expect(regionDetails.map(({ slug, name, province }) => ({ slug, name, province })).sort((a, b) => a.slug.localeCompare(b.slug))).toEqual(
      regionSummaries.map(({ slug, name, province }) => ({ slug, name, province })).sort((a, b) => a.slug.localeCompare(b.slug)),
    );
    expect(regionDetails).toHaveLength(18);
  });

  it("route the ottawa alias to a real record", () => {
    for (const target of Object.values(regionAliases)) expect(regionDetails.map((r) => r.slug)).toContain(target);
  });

  it("have two groups of 12 services, one with behavioural and dementia care", () => {
    const groups = Object.values(regionServiceGroups);
    expect(groups).toHaveLength(2);
    for (const group of groups) expect(group.services).toHaveLength(12);
    const titles = groups.map((group) => group.services.map((service) => service.title));
    expect(titles.filter((list) => list.includes("Behavioural Support") && list.includes("Specialized Dementia Care"))).toHaveLength(1);
    expect(new Set(regionDetails.map((region) => region.serviceGroup)).size).toBe(2);
  });

  it("keep the spec's ranges and placeholder contacts", () => {
    for (const region of regionDetails) {
      const years = Number.parseInt(region.stats.yearsExperience, 10);
      expect(region.stats.yearsExperience).toMatch(/^\d+\+$/);
      expect(years).toBeGreaterThanOrEqual(5);
      expect(years).toBeLessThanOrEqual(12);
      expect(region.stats.clientsServed).toBeGreaterThan(0);
      expect(region.cities.length).toBeGreaterThanOrEqual(4);
      expect(region.description.length).toBeGreaterThan(80);
      if (region.phone) expect(region.phone).toMatch(/555-01\d\d$/);
      if (region.email) expect(region.email).toMatch(/@example\.com$/);
    }
  });
});
