import { describe, expect, it } from "vitest";
import { defaultBusiness } from "~/content/business";
import { accommodationStatement, positionById, positions } from "~/content/careers";
import { breadcrumbJsonLd, jobPostingJsonLd, organizationJsonLd } from "~/lib/structured-data";

const siteUrl = "https://care.example.org";

describe("organizationJsonLd", () => {
  it("describes the business with absolute URLs and its social profiles", () => {
    const org = organizationJsonLd(defaultBusiness, siteUrl, { foundingDate: "2012", areaServed: ["Ontario"] });
    expect(org["@type"]).toBe("MedicalBusiness");
    expect(org.url).toBe("https://care.example.org/");
    expect(org.telephone).toBe(defaultBusiness.phone);
    expect(org.address).toMatchObject({ addressLocality: "Woodbridge", addressRegion: "ON", addressCountry: "CA" });
    expect(org.sameAs).toEqual(defaultBusiness.social.map((link) => link.href));
    expect(org.foundingDate).toBe("2012");
    expect(org.areaServed).toEqual([{ "@type": "AdministrativeArea", name: "Ontario" }]);
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the crumbs from 1 and makes their URLs absolute", () => {
    const list = breadcrumbJsonLd(
      [
        { name: "Home", path: "/" },
        { name: "Careers", path: "/careers" },
      ],
      siteUrl,
    );
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://care.example.org/" },
      { "@type": "ListItem", position: 2, name: "Careers", item: "https://care.example.org/careers" },
    ]);
  });
});

describe("jobPostingJsonLd", () => {
  it("carries the pay range, employment types, Ontario location and the apply URL", () => {
    const psw = positionById("personal-support-worker");
    expect(psw).toBeDefined();
    const posting = jobPostingJsonLd(psw!, defaultBusiness, siteUrl, accommodationStatement);
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: "Personal Support Worker",
      datePosted: psw!.datePosted,
      employmentType: ["FULL_TIME", "PART_TIME"],
      hiringOrganization: { name: defaultBusiness.companyName },
      jobLocation: { address: { addressRegion: "ON", addressCountry: "CA" } },
      baseSalary: { currency: "CAD", value: { minValue: 20, maxValue: 25, unitText: "HOUR" } },
      url: "https://care.example.org/job?position=personal-support-worker",
    });
    expect(posting.description).toContain(accommodationStatement);
  });

  it("uses a single employmentType value when a role has one type", () => {
    const single = positions.find((position) => position.type.length === 1)!;
    expect(jobPostingJsonLd(single, defaultBusiness, siteUrl, "").employmentType).toBe(single.type[0]);
  });

  it("escapes HTML special characters from content in the description", () => {
    const posting = jobPostingJsonLd(
      { ...positions[0]!, description: "Care <b>& support</b>" },
      defaultBusiness,
      siteUrl,
      accommodationStatement,
    );
    expect(posting.description).toContain("Care &lt;b&gt;&amp; support&lt;/b&gt;");
  });
});

describe("careers content", () => {
  it("has six positions with unique slug ids, each with a pay range in CAD", () => {
    expect(positions).toHaveLength(6);
    expect(new Set(positions.map((position) => position.id)).size).toBe(6);
    for (const position of positions) {
      expect(position.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(position.pay.currency).toBe("CAD");
      expect(position.pay.min).toBeLessThanOrEqual(position.pay.max);
      expect(position.requirements.length).toBeGreaterThan(0);
      expect(position.responsibilities.length).toBeGreaterThan(0);
    }
    expect(positionById("no-such-role")).toBeUndefined();
    expect(positionById(null)).toBeUndefined();
  });
});
