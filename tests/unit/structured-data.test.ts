import { describe, expect, it } from "vitest";
import { defaultBusiness } from "~/content/business";
import { accommodationStatement } from "~/content/careers";
import type { PostingView } from "~/lib/hiring";
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

const psw: PostingView = {
  id: 1,
  slug: "personal-support-worker",
  title: "Personal Support Worker",
  description: "Provide personal care.",
  responsibilities: ["Help with bathing"],
  requirements: ["PSW certificate"],
  employmentTypes: ["FULL_TIME", "PART_TIME"],
  regions: ["peel-region"],
  locationNote: "",
  experience: "New graduates welcome",
  pay: { min: 20, max: 25, currency: "CAD", unit: "HOUR" },
  existingVacancy: true,
  aiScreening: false,
  mustHaves: ["psw"],
  image: null,
  imageAlt: null,
  status: "open",
  datePosted: "2025-01-06",
  validThrough: "2027-03-31",
  closedAt: null,
};

describe("jobPostingJsonLd", () => {
  it("carries the pay range, employment types, location, dates, direct apply and the posting's URL", () => {
    const posting = jobPostingJsonLd(psw, defaultBusiness, siteUrl, accommodationStatement, () => "Peel Region");
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: "Personal Support Worker",
      datePosted: "2025-01-06",
      validThrough: "2027-03-31T23:59:59-05:00",
      employmentType: ["FULL_TIME", "PART_TIME"],
      hiringOrganization: { name: defaultBusiness.companyName },
      jobLocation: { address: { addressLocality: "Peel Region", addressRegion: "ON", addressCountry: "CA" } },
      baseSalary: { currency: "CAD", value: { minValue: 20, maxValue: 25, unitText: "HOUR" } },
      directApply: true,
      url: "https://care.example.org/careers/personal-support-worker",
    });
    expect(posting.description).toContain(accommodationStatement);
    expect(posting.description).toContain("existing vacancy");
    expect(posting.description).toContain("do not use artificial intelligence");
  });

  it("uses a single employmentType value when a role has one type", () => {
    expect(jobPostingJsonLd({ ...psw, employmentTypes: ["FULL_TIME"] }, defaultBusiness, siteUrl, "").employmentType).toBe("FULL_TIME");
  });

  it("escapes HTML special characters from content in the description", () => {
    const posting = jobPostingJsonLd({ ...psw, description: "Care <b>& support</b>" }, defaultBusiness, siteUrl, accommodationStatement);
    expect(posting.description).toContain("Care &lt;b&gt;&amp; support&lt;/b&gt;");
  });
});
