import { type Page } from "@playwright/test";
import { expect, ONCE, onceAfterFirst, test } from "./support/test";
import { regionDetails } from "../../app/content/region-details";
import { regionAliases, regionSummaries } from "../../app/content/regions";
import { resourceDownloads } from "../../app/content/resources";
import { expectNoSeriousA11yViolations, expectSingleH1, jsDisabled } from "./support/fixtures";

const OFFICE_PHONE = "(905) 555-0142";
const OFFICE_TEL = "tel:+19055550142";
const OFFICE_EMAIL = "care@example.com";

/** The 'Find care near you' box of the page, filled and submitted like a visitor would. */
async function findCare(page: Page, postalCode: string) {
  const box = page.getByRole("region", { name: "Find care near you" });
  await box.getByLabel("Postal code").fill(postalCode);
  await box.getByRole("button", { name: "Find care" }).click();
}

test.describe("region pages", () => {
  const slugs = [...regionSummaries.map((region) => region.slug), ...Object.keys(regionAliases)];

  test("all 19 slugs are routed", ONCE, () => {
    expect(new Set(slugs).size).toBe(19);
  });

  for (const [index, slug] of slugs.entries()) {
    test(`/location/${slug} shows its region`, onceAfterFirst(index), async ({ page }) => {
      const region = regionDetails.find((r) => r.slug === (regionAliases[slug] ?? slug))!;
      const response = await page.goto(`/location/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(region.name);
      await expect(page.getByText(`Professional Home Healthcare Services in ${region.province}`, { exact: true })).toBeVisible();
      await expect(page.getByText(region.description)).toBeVisible();

      const cities = page.getByRole("list", { name: `Cities in ${region.name}` }).getByRole("listitem");
      await expect(cities).toHaveText(region.cities);

      const contact = page.getByRole("region", { name: `Contact our ${region.name} team` });
      const phone = region.phone ?? OFFICE_PHONE;
      const email = region.email ?? OFFICE_EMAIL;
      await expect(contact.getByRole("link", { name: phone })).toHaveAttribute("href", `tel:+1${phone.replace(/\D/g, "")}`);
      await expect(contact.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);

      // Impact stats: experience, caregivers, availability; never clients served.
      await expect(page.getByText("Years of experience")).toBeVisible();
      await expect(page.getByText(region.stats.yearsExperience, { exact: true })).toBeVisible();
      await expect(page.getByText(region.stats.caregivers, { exact: true })).toBeVisible();
      await expect(page.getByText("Availability", { exact: true })).toBeVisible();
      expect(await page.locator("main").innerText()).not.toMatch(new RegExp(`\\b${region.stats.clientsServed}\\b`));
      await expect(page.getByText(/clients served/i)).toHaveCount(0);
      expect(await page.content()).not.toContain("clientsServed");

      // The services grid of its group: 12 cards.
      const services = page.getByRole("region", { name: `Our services in ${region.name}` }).getByRole("heading", { level: 3 });
      await expect(services).toHaveCount(12);

      await expect(page.getByRole("region", { name: "Find care near you" })).toBeVisible();
      await expectSingleH1(page);
    });
  }

  test("ottawa shows the Ottawa Region page and declares it canonical", ONCE, async ({ page, baseURL }) => {
    await page.goto("/location/ottawa");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ottawa Region");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/location/ottawa-region`);
    await page.goto("/location/ottawa-region");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/location/ottawa-region`);
  });

  test("an unknown region is a real 404 inside the site shell", ONCE, async ({ page }) => {
    const response = await page.goto("/location/atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("region pages describe the business and the breadcrumb in JSON-LD", ONCE, async ({ page, baseURL }) => {
    await page.goto("/location/peel-region");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const items = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const business = items.find((item) => item["@type"] === "MedicalBusiness") as
      | { telephone: string; email: string; url: string; areaServed: { name: string }[]; address: Record<string, string> }
      | undefined;
    expect(business).toBeDefined();
    expect(business!.telephone).toBe(OFFICE_PHONE);
    expect(business!.email).toBe(OFFICE_EMAIL);
    expect(business!.url).toBe(`${baseURL}/location/peel-region`);
    expect(business!.areaServed.map((city) => city.name)).toContain("Mississauga");
    expect(business!.address).toMatchObject({ addressLocality: "Mississauga", addressRegion: "ON", addressCountry: "CA" });
    const breadcrumb = items.find((item) => item["@type"] === "BreadcrumbList") as
      | { itemListElement: { position: number; name: string; item: string }[] }
      | undefined;
    expect(breadcrumb?.itemListElement.map((entry) => [entry.position, entry.name, entry.item])).toEqual([
      [1, "Home", `${baseURL}/`],
      [2, "Peel Region", `${baseURL}/location/peel-region`],
    ]);
  });

  test("Enquire Now opens the region's intake form: a dialog with JavaScript, a new tab without", async ({ page }, testInfo) => {
    const intakeUrl = "https://intake.example.com/forms/peel";
    await page.route(`${intakeUrl}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Intake</title><h1>Peel intake form</h1>" }),
    );
    await page.goto("/location/peel-region");
    const enquire = page.getByRole("link", { name: /^Enquire Now/ });
    await expect(enquire).toHaveAttribute("href", intakeUrl);
    await expect(enquire).toHaveAttribute("target", "_blank");
    await expect(enquire).toHaveAttribute("rel", /noopener/);
    if (jsDisabled(testInfo)) return;

    await enquire.click();
    const dialog = page.getByRole("dialog", { name: "Peel Region care enquiry" });
    await expect(dialog).toBeVisible();
    await expect(dialog.frameLocator("iframe").getByRole("heading", { name: "Peel intake form" })).toBeVisible();
    await dialog.getByRole("button", { name: "Close dialog" }).click();
    await expect(dialog).toBeHidden();
    await expect(enquire).toBeFocused();
  });

  test("Enquire Now goes to /contact for a region without an intake form", async ({ page }) => {
    await page.goto("/location/alberta");
    const enquire = page.getByRole("link", { name: "Enquire Now" });
    await expect(enquire).toHaveAttribute("href", "/contact");
    expect(await enquire.getAttribute("target")).toBeNull();
  });

  test("a region page has no serious accessibility violation", ONCE, async ({ page }) => {
    await page.goto("/location/york-region");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("find care near you", () => {
  test("postal codes from several regions lead to their region pages", async ({ page }) => {
    await page.goto("/location/alberta");
    await findCare(page, "L5B 4M5");
    await expect(page).toHaveURL(/\/location\/peel-region$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Peel Region");

    await findCare(page, "k2p1l4");
    await expect(page).toHaveURL(/\/location\/ottawa-region$/);

    await findCare(page, " M5V ");
    await expect(page).toHaveURL(/\/location\/toronto-area$/);

    await findCare(page, "P3A 1A1");
    await expect(page).toHaveURL(/\/location\/ontario$/);

    await findCare(page, "B3H 4R2");
    await expect(page).toHaveURL(/\/location\/nova-scotia$/);
  });

  test("the home page has the box too", async ({ page }) => {
    await page.goto("/");
    await findCare(page, "T2P 1J9");
    await expect(page).toHaveURL(/\/location\/alberta$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alberta");
  });

  test("a malformed code is answered next to the field, keeping what was typed", async ({ page }) => {
    await page.goto("/location/york-region");
    await findCare(page, "L4L-0A1x");
    await expect(page).toHaveURL(/\/find-care\?postal=L4L-0A1x$/);
    const input = page.getByLabel("Postal code");
    await expect(input).toHaveValue("L4L-0A1x");
    // The page comes back with focus on the field to correct.
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(/“L4L-0A1x” is not a Canadian postal code/);
    const box = page.getByRole("region", { name: "Find care near you" });
    await expect(box.getByRole("link", { name: OFFICE_PHONE })).toHaveAttribute("href", OFFICE_TEL);
    await expect(box.getByRole("link", { name: "send us a message" })).toHaveAttribute("href", "/contact");
    await expectSingleH1(page);
    await expectNoSeriousA11yViolations(page);

    // And it can be corrected from there.
    await findCare(page, "L4L 0A1");
    await expect(page).toHaveURL(/\/location\/york-region$/);
  });

  test("an empty box, a letter Canada Post never uses, and a code we do not serve each get a message", async ({ page }) => {
    await page.goto("/find-care");
    await expectSingleH1(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find care near you");
    await findCare(page, "");
    await expect(page.getByLabel("Postal code")).toHaveAccessibleDescription(/Please enter your postal code/);

    await findCare(page, "D1A 1A1");
    await expect(page.getByLabel("Postal code")).toHaveAccessibleDescription(/is not a Canadian postal code/);
    await expect(page.getByLabel("Postal code")).toHaveValue("D1A 1A1");

    await findCare(page, "H2X 1Y4");
    await expect(page.getByLabel("Postal code")).toHaveAccessibleDescription(/We do not have a care team serving H2X yet/);
    await expect(page.getByRole("region", { name: "Find care near you" }).getByRole("link", { name: OFFICE_PHONE })).toBeVisible();
    await expect(page.getByRole("link", { name: "Alberta" }).first()).toBeVisible();
  });
});

test.describe("employee resources", () => {
  test("notice, quick actions, key information and timesheet rules, without any password suffix", ONCE, async ({ page }) => {
    await page.goto("/resources");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Employee Resources");
    await expect(page.getByRole("heading", { name: "Important Notice" })).toBeVisible();
    await expect(page.getByText(/Failure to follow company procedures may lead to disciplinary action, up to and including termination/)).toBeVisible();

    const actions = page.getByRole("region", { name: "Quick Actions" });
    await expect(actions.getByRole("heading", { level: 3 })).toHaveText(["Submit Timesheets", "Report Concerns", "General Inquiries"]);
    await expect(actions.getByRole("link", { name: "timesheets@example.com" })).toHaveAttribute("href", "mailto:timesheets@example.com");
    await expect(actions.getByRole("link", { name: OFFICE_PHONE })).toHaveAttribute("href", OFFICE_TEL);
    await expect(actions.getByRole("link", { name: OFFICE_EMAIL })).toHaveAttribute("href", `mailto:${OFFICE_EMAIL}`);

    const info = page.getByRole("region", { name: "Key Information" });
    for (const heading of ["Care App Setup", "Your First Sign-in", "Shift Coverage Checklist", "Timesheet Guidelines", "Contact the Office"]) {
      await expect(info.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(info.getByText("care.example.com", { exact: true })).toBeVisible();
    await expect(info.getByText(/submit your timesheet by 11:59 PM on the submission date\. We pay bi-weekly/i)).toBeVisible();
    await expect(info.getByText(/Extra hours must be pre-approved in writing/)).toBeVisible();
    await expect(info.getByText(/Late submissions are paid in the next pay period/)).toBeVisible();
    await expect(info.getByText(/Woodbridge, Ontario L4L 0A1/)).toBeVisible();

    await expect(info.getByText(/your first name followed by the suffix HR gives you at orientation/)).toBeVisible();
    const text = await page.locator("main").innerText();
    expect(text).not.toMatch(/first name (followed by|plus|\+)\s*(the )?["'@#!$0-9]/i);
    expect(text).not.toMatch(/suffix (is|:)/i);

    await expect(page.getByText(/Human Resources Team, Sinai Home Care/)).toBeVisible();
    await expectSingleH1(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("each of the seven downloads is a PDF named after its title", ONCE, async ({ page, request }) => {
    await page.goto("/resources");
    const downloads = page.getByRole("region", { name: "Downloads" });
    await expect(downloads.getByRole("heading", { level: 3 })).toHaveText(resourceDownloads.map((d) => d.title));
    for (const download of resourceDownloads) {
      const link = downloads.getByRole("link", { name: `Download ${download.title} (PDF)` });
      const href = await link.getAttribute("href");
      expect(href).toBe(`/resources/download/${download.file}`);
      const response = await request.get(href!);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers["content-type"]).toBe("application/pdf");
      expect(headers["content-disposition"]).toBe(
        `attachment; filename="${download.title}.pdf"; filename*=UTF-8''${encodeURIComponent(`${download.title}.pdf`)}`,
      );
      expect(headers["cache-control"]).toMatch(/max-age=\d+/);
      const body = await response.body();
      expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }

    // The browser saves it under the title, with or without JavaScript.
    const [saved] = await Promise.all([
      page.waitForEvent("download"),
      downloads.getByRole("link", { name: "Download 2025 Pay Schedule (PDF)" }).click(),
    ]);
    expect(saved.suggestedFilename()).toBe("2025 Pay Schedule.pdf");
  });

  test("an unknown download is a 404", ONCE, async ({ request }) => {
    expect((await request.get("/resources/download/salaries.pdf")).status()).toBe(404);
    expect((await request.get("/resources/download/..%2F..%2Fpackage.json")).status()).toBe(404);
  });

  test("the brochure for the contact page downloads too", ONCE, async ({ request }) => {
    const response = await request.get("/resources/download/sinaicare-brochure.pdf");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-disposition"]).toContain('filename="SinaiCare brochure.pdf"');
  });
});

test.describe("trust pages", () => {
  test("the privacy statement says what is collected, for how long, and whom to ask", ONCE, async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Statement");
    for (const text of ["Contact messages:", "Reviews:", "Job applications:", "Newsletter sign-ups:"]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await expect(page.getByText(/deleted 365 days after we receive them/)).toBeVisible();
    await expect(page.getByText(/until you unsubscribe/)).toBeVisible();
    await expect(page.getByText(/PIPEDA/)).toBeVisible();
    await expect(page.getByRole("heading", { name: /access and correct/ })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: OFFICE_EMAIL })).toHaveAttribute("href", `mailto:${OFFICE_EMAIL}`);
    await expect(page.getByRole("main").getByRole("link", { name: OFFICE_PHONE })).toHaveAttribute("href", OFFICE_TEL);
    await expectSingleH1(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("the accessibility statement gives the commitment and ways to ask for help", ONCE, async ({ page }) => {
    await page.goto("/accessibility");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility Statement");
    await expect(page.getByText(/Accessibility for Ontarians with Disabilities Act \(AODA\)/)).toBeVisible();
    await expect(page.getByText(/WCAG\) 2\.1 at level AA/)).toBeVisible();
    await expect(page.getByRole("heading", { name: /accessible format/ })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: OFFICE_PHONE })).toHaveAttribute("href", OFFICE_TEL);
    await expect(page.getByRole("main").getByRole("link", { name: OFFICE_EMAIL })).toBeVisible();
    await expect(page.getByText(/by mail: Accessibility/)).toBeVisible();
    await expect(page.getByText(/within ten business days/)).toBeVisible();
    await expectSingleH1(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("the footer links to both", ONCE, async ({ page }) => {
    await page.goto("/resources");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Privacy", exact: true }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility", exact: true }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
  });
});

test.describe("search engines", () => {
  test("sitemap.xml is XML listing every canonical region page with absolute URLs", ONCE, async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    // Well-formed: one <url> per <loc>, every element closed.
    expect(xml.match(/<url>/g)).toHaveLength(locs.length);
    expect(xml.match(/<\/url>/g)).toHaveLength(locs.length);
    expect(xml.trim().endsWith("</urlset>")).toBe(true);
    for (const loc of locs) expect(loc.startsWith(`${baseURL}/`)).toBe(true);
    for (const region of regionDetails) expect(locs).toContain(`${baseURL}/location/${region.slug}`);
    expect(locs).not.toContain(`${baseURL}/location/ottawa`);
    for (const path of ["/", "/contact", "/testimonials", "/resources", "/sinaicare", "/blog", "/careers", "/job", "/privacy", "/accessibility"]) {
      expect(locs).toContain(new URL(path, baseURL).toString());
    }
    expect(locs.filter((loc) => loc.includes("/services/"))).toHaveLength(5);
  });

  test("the sitemap parses as XML in a browser", async ({ page }, testInfo) => {
    test.skip(jsDisabled(testInfo), "parsing runs a script in the page");
    await page.goto("/sitemap.xml");
    const parsed = await page.evaluate(async () => {
      const text = await (await fetch("/sitemap.xml")).text();
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length,
        urls: doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "url").length,
      };
    });
    expect(parsed.error).toBe(0);
    expect(parsed.urls).toBeGreaterThanOrEqual(36);
  });

  test("robots.txt allows all but /admin and names the sitemap", ONCE, async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
