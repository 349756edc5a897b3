/**
 * Region pages, /locations, 'Find care near you', the employee resources and
 * their PDFs, the privacy and accessibility statements, the sitemap and
 * robots.txt: read as a visitor without JavaScript and a crawler read them.
 * (The intake dialog and axe are tests/e2e's.)
 */
import { beforeAll, describe, expect, test } from "vitest";
import { regionDetails } from "~/content/region-details";
import { provincesServed, regionAliases, regionSummaries } from "~/content/regions";
import { resourceDownloads } from "~/content/resources";
import { descriptionOf, jsonLdOf, queriesIn, textOf } from "./support/dom";
import { ORIGIN } from "../integration/helpers";
import { visitorOfSeededSite } from "./support/sites";
import type { Page, Visitor } from "./support/visitor";

const OFFICE_PHONE = "(905) 555-0142";
const OFFICE_TEL = "tel:+19055550142";
const OFFICE_EMAIL = "care@example.com";

let visitor: Visitor;
beforeAll(async () => {
  visitor = await visitorOfSeededSite();
});
const open = (path: string, status?: number) => visitor.expectPage(path, status);

const h1Text = (page: Page) => textOf(page.screen.getByRole("heading", { level: 1 }));
const region = (page: Page, name: string | RegExp) => queriesIn(page.screen.getByRole("region", { name }));
const footerOf = (page: Page) => queriesIn(page.document.getElementById("site-footer")!);

/** The 'Find care near you' box of the page, filled and sent. */
function findCare(page: Page, postalCode: string): Promise<Page> {
  const box = region(page, "Find care near you");
  return page.formOf(box.getByRole("button", { name: "Find care" })).fill("Postal code", postalCode).submit("Find care");
}

describe("region pages", () => {
  const slugs = [...regionSummaries.map((summary) => summary.slug), ...Object.keys(regionAliases)];

  test("all 19 slugs are routed", () => {
    expect(new Set(slugs).size).toBe(19);
  });

  test.each(slugs)("/location/%s shows its region", async (slug) => {
    const detail = regionDetails.find((candidate) => candidate.slug === (regionAliases[slug] ?? slug))!;
    const page = await open(`/location/${slug}`);
    expect(page.screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(h1Text(page)).toBe(detail.name);
    page.screen.getByText(`Professional Home Healthcare Services in ${detail.province}`);
    page.screen.getByText(detail.description);

    const cities = queriesIn(page.screen.getByRole("list", { name: `Cities in ${detail.name}` })).getAllByRole("listitem");
    expect(cities.map((city) => textOf(city))).toEqual(detail.cities);

    const contact = region(page, `Contact our ${detail.name} team`);
    const phone = detail.phone ?? OFFICE_PHONE;
    const email = detail.email ?? OFFICE_EMAIL;
    expect(contact.getByRole("link", { name: phone }).getAttribute("href")).toBe(`tel:+1${phone.replace(/\D/g, "")}`);
    expect(contact.getByRole("link", { name: email }).getAttribute("href")).toBe(`mailto:${email}`);

    // Impact stats: experience, caregivers, availability; never clients served.
    page.screen.getByText("Years of experience");
    page.screen.getByText(detail.stats.yearsExperience);
    page.screen.getByText(detail.stats.caregivers);
    page.screen.getByText("Availability");
    expect(textOf(page.screen.getByRole("main"))).not.toMatch(new RegExp(`\\b${detail.stats.clientsServed}\\b`));
    expect(page.screen.queryAllByText(/clients served/i)).toHaveLength(0);
    expect(page.html).not.toContain("clientsServed");

    // The services grid of its group: 12 cards.
    expect(region(page, `Our services in ${detail.name}`).getAllByRole("heading", { level: 3 })).toHaveLength(12);
    region(page, "Find care near you");
  });

  test("ottawa shows the Ottawa Region page and declares it canonical", async () => {
    const alias = await open("/location/ottawa");
    expect(h1Text(alias)).toBe("Ottawa Region");
    expect(alias.canonical).toBe(`${ORIGIN}/location/ottawa-region`);
    expect((await open("/location/ottawa-region")).canonical).toBe(`${ORIGIN}/location/ottawa-region`);
  });

  test("an unknown region is a real 404 inside the site shell", async () => {
    const page = await open("/location/atlantis", 404);
    expect(h1Text(page)).toBe("Oops! Page not found");
    page.screen.getByRole("link", { name: "Return to Home" });
    page.screen.getByRole("banner");
  });

  test("region pages describe the business and the breadcrumb in JSON-LD", async () => {
    const items = jsonLdOf((await open("/location/peel-region")).document);
    const business = items.find((item) => item["@type"] === "MedicalBusiness") as
      | { telephone: string; email: string; url: string; areaServed: { name: string }[]; address: Record<string, string> }
      | undefined;
    expect(business).toBeDefined();
    expect(business!.telephone).toBe(OFFICE_PHONE);
    expect(business!.email).toBe(OFFICE_EMAIL);
    expect(business!.url).toBe(`${ORIGIN}/location/peel-region`);
    expect(business!.areaServed.map((city) => city.name)).toContain("Mississauga");
    expect(business!.address).toMatchObject({ addressLocality: "Mississauga", addressRegion: "ON", addressCountry: "CA" });
    const breadcrumb = items.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { position: number; name: string; item: string }[] } | undefined;
    expect(breadcrumb?.itemListElement.map((entry) => [entry.position, entry.name, entry.item])).toEqual([
      [1, "Home", `${ORIGIN}/`],
      [2, "Peel Region", `${ORIGIN}/location/peel-region`],
    ]);
  });

  test("Enquire Now opens the region's intake form in a new tab, or /contact where a region has none", async () => {
    const peel = (await open("/location/peel-region")).screen.getByRole("link", { name: /^Enquire Now/ });
    expect(peel.getAttribute("href")).toBe("https://intake.example.com/forms/peel");
    expect(peel.getAttribute("target")).toBe("_blank");
    expect(peel.getAttribute("rel")).toMatch(/noopener/);
    const alberta = (await open("/location/alberta")).screen.getByRole("link", { name: "Enquire Now" });
    expect(alberta.getAttribute("href")).toBe("/contact");
    expect(alberta.getAttribute("target")).toBeNull();
  });
});

describe("find care near you", () => {
  test("postal codes from several regions lead to their region pages", async () => {
    let page = await open("/location/alberta");
    for (const [code, slug, name] of [
      ["L5B 4M5", "peel-region", "Peel Region"],
      ["k2p1l4", "ottawa-region", "Ottawa Region"],
      [" M5V ", "toronto-area", undefined],
      ["P3A 1A1", "ontario", undefined],
      ["B3H 4R2", "nova-scotia", undefined],
    ] as const) {
      page = await findCare(page, code);
      expect(page.url.pathname, code).toBe(`/location/${slug}`);
      expect(page.status).toBe(200);
      if (name) expect(h1Text(page)).toBe(name);
    }
  });

  test("the home page has the box too", async () => {
    const page = await findCare(await open("/"), "T2P 1J9");
    expect(page.url.pathname).toBe("/location/alberta");
    expect(h1Text(page)).toBe("Alberta");
  });

  test("a malformed code is answered next to the field, keeping what was typed, the field focused", async () => {
    const page = await findCare(await open("/location/york-region"), "L4L-0A1x");
    expect(`${page.url.pathname}${page.url.search}`).toBe("/find-care?postal=L4L-0A1x");
    const box = region(page, "Find care near you");
    const input = box.getByLabelText("Postal code") as HTMLInputElement;
    expect(input.value).toBe("L4L-0A1x");
    // The page comes back with focus on the field to correct.
    // (A browser focuses the first element marked autofocus.)
    expect(page.document.querySelector("[autofocus]")).toBe(input);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(input)).toMatch(/“L4L-0A1x” is not a Canadian postal code/);
    expect(box.getByRole("link", { name: OFFICE_PHONE }).getAttribute("href")).toBe(OFFICE_TEL);
    expect(box.getByRole("link", { name: "send us a message" }).getAttribute("href")).toBe("/contact");
    expect(page.screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);

    // And it can be corrected from there.
    expect((await findCare(page, "L4L 0A1")).url.pathname).toBe("/location/york-region");
  });

  test("an empty box, a letter Canada Post never uses, and a code we do not serve each get a message", async () => {
    let page = await open("/find-care");
    expect(page.screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(h1Text(page)).toBe("Find care near you");
    const field = (current: Page) => region(current, "Find care near you").getByLabelText("Postal code") as HTMLInputElement;

    page = await findCare(page, "");
    expect(descriptionOf(field(page))).toMatch(/Please enter your postal code/);
    page = await findCare(page, "D1A 1A1");
    expect(descriptionOf(field(page))).toMatch(/is not a Canadian postal code/);
    expect(field(page).value).toBe("D1A 1A1");
    page = await findCare(page, "H2X 1Y4");
    expect(descriptionOf(field(page))).toMatch(/We do not have a care team serving H2X yet/);
    region(page, "Find care near you").getByRole("link", { name: OFFICE_PHONE });
    expect(page.screen.getAllByRole("link", { name: "Alberta" }).length).toBeGreaterThan(0);
  });
});

describe("all locations page", () => {
  test("the footer's 'View all locations' leads to /locations; regions beyond the first eight are in 'More regions'", async () => {
    const home = await open("/");
    const areas = footerOf(home).getByRole("navigation", { name: "Service Areas" });
    const more = [...areas.querySelectorAll("details")].find((details) => textOf(details.querySelector("summary")) === "More regions");
    expect(more).toBeDefined();
    queriesIn(more!).getByRole("link", { name: "British Columbia" });
    const locations = await home.follow(queriesIn(areas).getByRole("link", { name: "View all locations" }));
    expect(locations.url.pathname).toBe("/locations");
    expect(h1Text(locations)).toBe("Our Locations");
  });

  test("lists every region once, grouped by province, each linking to its page", async () => {
    const page = await open("/locations");
    const main = queriesIn(page.screen.getByRole("main"));
    expect(page.screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(main.getAllByRole("heading", { level: 2 }).map((heading) => textOf(heading))).toEqual(provincesServed);
    expect(main.getAllByRole("heading", { level: 3 })).toHaveLength(regionDetails.length);
    const hrefs = [...page.screen.getByRole("main").querySelectorAll("a[href^='/location/']")].map((link) => link.getAttribute("href"));
    expect(hrefs).toHaveLength(regionDetails.length);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    // The alias is the same page as its target: only the canonical slug is listed.
    for (const alias of Object.keys(regionAliases)) expect(hrefs).not.toContain(`/location/${alias}`);
    for (const detail of regionDetails) {
      expect(queriesIn(main.getByRole("region", { name: detail.province })).getByRole("link", { name: detail.name }).getAttribute("href")).toBe(`/location/${detail.slug}`);
    }
    const ottawa = await page.follow(main.getByRole("link", { name: "Ottawa Region" }));
    expect(ottawa.url.pathname).toBe("/location/ottawa-region");
    expect(h1Text(ottawa)).toBe("Ottawa Region");
  });

  test("has a breadcrumb, its title, description, canonical URL and Open Graph tags", async () => {
    const page = await open("/locations");
    const breadcrumb = queriesIn(page.screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(breadcrumb.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(breadcrumb.getByText("Locations").getAttribute("aria-current")).toBe("page");
    expect(page.title).toBe("Our Locations | Sinai Home Care");
    expect(page.meta("description")).toMatch(/provinces/);
    expect(page.canonical).toMatch(/\/locations$/);
    expect(page.meta("og:url")).toMatch(/\/locations$/);
    expect(page.meta("og:title")).toBe("Our Locations | Sinai Home Care");
  });
});

describe("employee resources", () => {
  test("notice, quick actions, key information and timesheet rules, without any password suffix", async () => {
    const page = await open("/resources");
    expect(page.screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(h1Text(page)).toBe("Employee Resources");
    page.screen.getByRole("heading", { name: "Important Notice" });
    page.screen.getByText(/Failure to follow company procedures may lead to disciplinary action, up to and including termination/);

    const actions = region(page, "Quick Actions");
    expect(actions.getAllByRole("heading", { level: 3 }).map((heading) => textOf(heading))).toEqual(["Submit Timesheets", "Report Concerns", "General Inquiries"]);
    expect(actions.getByRole("link", { name: "timesheets@example.com" }).getAttribute("href")).toBe("mailto:timesheets@example.com");
    expect(actions.getByRole("link", { name: OFFICE_PHONE }).getAttribute("href")).toBe(OFFICE_TEL);
    expect(actions.getByRole("link", { name: OFFICE_EMAIL }).getAttribute("href")).toBe(`mailto:${OFFICE_EMAIL}`);

    const info = region(page, "Key Information");
    for (const heading of ["Care App Setup", "Your First Sign-in", "Shift Coverage Checklist", "Timesheet Guidelines", "Contact the Office"]) info.getByRole("heading", { name: heading });
    info.getByText("care.example.com");
    info.getByText(/submit your timesheet by 11:59 PM on the submission date\. We pay bi-weekly/i);
    info.getByText(/Extra hours must be pre-approved in writing/);
    info.getByText(/Late submissions are paid in the next pay period/);
    info.getByText(/Woodbridge, Ontario L4L 0A1/);
    info.getByText(/your first name followed by the suffix HR gives you at orientation/);
    const text = textOf(page.screen.getByRole("main"));
    expect(text).not.toMatch(/first name (followed by|plus|\+)\s*(the )?["'@#!$0-9]/i);
    expect(text).not.toMatch(/suffix (is|:)/i);
    page.screen.getByText(/Human Resources Team, Sinai Home Care/);
  });

  test("each of the seven downloads is a PDF named after its title (the name a browser saves it under)", async () => {
    const page = await open("/resources");
    const downloads = region(page, "Downloads");
    expect(downloads.getAllByRole("heading", { level: 3 }).map((heading) => textOf(heading))).toEqual(resourceDownloads.map((download) => download.title));
    for (const download of resourceDownloads) {
      const href = downloads.getByRole("link", { name: `Download ${download.title} (PDF)` }).getAttribute("href");
      expect(href).toBe(`/resources/download/${download.file}`);
      const response = await visitor.fetch(href!);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${download.title}.pdf"; filename*=UTF-8''${encodeURIComponent(`${download.title}.pdf`)}`);
      expect(response.headers.get("cache-control")).toMatch(/max-age=\d+/);
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
  });

  test("an unknown download is a 404; the contact page's brochure downloads too", async () => {
    expect((await visitor.fetch("/resources/download/salaries.pdf")).status).toBe(404);
    expect((await visitor.fetch("/resources/download/..%2F..%2Fpackage.json")).status).toBe(404);
    const brochure = await visitor.fetch("/resources/download/sinaicare-brochure.pdf");
    expect(brochure.status).toBe(200);
    expect(brochure.headers.get("content-disposition")).toContain('filename="SinaiCare brochure.pdf"');
  });
});

describe("trust pages", () => {
  test("the privacy statement says what is collected, for how long, and whom to ask", async () => {
    const page = await open("/privacy");
    expect(page.screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(h1Text(page)).toBe("Privacy Statement");
    for (const text of ["Contact messages:", "Reviews:", "Job applications:", "Newsletter sign-ups:"]) page.screen.getByText(text);
    page.screen.getByText(/deleted 365 days after we receive them/);
    page.screen.getByText(/until you unsubscribe/);
    expect(page.screen.getAllByText(/PIPEDA/).length).toBeGreaterThan(0);
    page.screen.getByRole("heading", { name: /access and correct/ });
    const main = queriesIn(page.screen.getByRole("main"));
    expect(main.getByRole("link", { name: OFFICE_EMAIL }).getAttribute("href")).toBe(`mailto:${OFFICE_EMAIL}`);
    expect(main.getByRole("link", { name: OFFICE_PHONE }).getAttribute("href")).toBe(OFFICE_TEL);
  });

  test("the accessibility statement gives the commitment and ways to ask for help", async () => {
    const page = await open("/accessibility");
    expect(page.screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(h1Text(page)).toBe("Accessibility Statement");
    page.screen.getByText(/Accessibility for Ontarians with Disabilities Act \(AODA\)/);
    page.screen.getByText(/WCAG\) 2\.2 at level AA/);
    page.screen.getByRole("heading", { name: /accessible format/ });
    const main = queriesIn(page.screen.getByRole("main"));
    expect(main.getByRole("link", { name: OFFICE_PHONE }).getAttribute("href")).toBe(OFFICE_TEL);
    main.getByRole("link", { name: OFFICE_EMAIL });
    page.screen.getByText(/By mail: Accessibility/);
    page.screen.getByText(/within 10 business days/);
  });

  test("the footer links to both", async () => {
    const resources = await open("/resources");
    const privacy = await resources.follow(footerOf(resources).getByRole("link", { name: "Privacy" }));
    expect(privacy.url.pathname).toBe("/privacy");
    const accessibility = await privacy.follow(footerOf(privacy).getByRole("link", { name: "Accessibility" }));
    expect(accessibility.url.pathname).toBe("/accessibility");
  });
});

describe("search engines", () => {
  test("sitemap.xml is XML listing every canonical region page with absolute URLs", async () => {
    const response = await visitor.fetch("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    // Well-formed: one <url> per <loc>, every element closed.
    expect(xml.match(/<url>/g)).toHaveLength(locs.length);
    expect(xml.match(/<\/url>/g)).toHaveLength(locs.length);
    expect(xml.trim().endsWith("</urlset>")).toBe(true);
    expect(locs.length).toBeGreaterThanOrEqual(36);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
    for (const detail of regionDetails) expect(locs).toContain(`${ORIGIN}/location/${detail.slug}`);
    expect(locs).not.toContain(`${ORIGIN}/location/ottawa`);
    for (const path of ["/", "/contact", "/testimonials", "/resources", "/sinaicare", "/blog", "/careers", "/job", "/privacy", "/accessibility"]) {
      expect(locs).toContain(new URL(path, ORIGIN).toString());
    }
    expect(locs.filter((loc) => new URL(loc).pathname.startsWith("/services/"))).toHaveLength(5);
  });

  test("robots.txt allows all but /admin and names the sitemap", async () => {
    const response = await visitor.fetch("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
