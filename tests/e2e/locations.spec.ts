import { expect, ONCE, test } from "./support/test";
import { regionDetails } from "../../app/content/region-details";
import { provincesServed, regionAliases } from "../../app/content/regions";
import { expectNoSeriousA11yViolations, expectSingleH1 } from "./support/fixtures";

test.describe("all locations page", () => {
  test("the footer's 'View all locations' link leads to /locations", ONCE, async ({ page }) => {
    await page.goto("/");
    const areas = page.getByRole("contentinfo").getByRole("navigation", { name: "Service Areas" });
    await areas.getByRole("link", { name: "View all locations", exact: true }).click();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Locations");
  });

  test("the footer still opens the regions beyond the first eight", ONCE, async ({ page }) => {
    await page.goto("/");
    const areas = page.getByRole("contentinfo").getByRole("navigation", { name: "Service Areas" });
    await areas.getByText("More regions", { exact: true }).click();
    await expect(areas.getByRole("link", { name: "British Columbia", exact: true })).toBeVisible();
  });

  test("lists every region once, grouped by province, each linking to its page", async ({ page }) => {
    const response = await page.goto("/locations");
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");

    // One h1, then one h2 per province (in the order served), regions as h3.
    await expectSingleH1(page);
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(provincesServed);
    await expect(main.getByRole("heading", { level: 3 })).toHaveCount(regionDetails.length);

    const regionLinks = main.locator("a[href^='/location/']");
    await expect(regionLinks).toHaveCount(regionDetails.length);
    const hrefs = await regionLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    // The alias is the same page as its target: only the canonical slug is listed.
    for (const alias of Object.keys(regionAliases)) expect(hrefs).not.toContain(`/location/${alias}`);

    for (const region of regionDetails) {
      const group = main.getByRole("region", { name: region.province, exact: true });
      await expect(group.getByRole("link", { name: region.name, exact: true })).toHaveAttribute("href", `/location/${region.slug}`);
    }
  });

  test("a region link opens that region's page", ONCE, async ({ page }) => {
    await page.goto("/locations");
    await page.getByRole("main").getByRole("link", { name: "Ottawa Region", exact: true }).click();
    await expect(page).toHaveURL(/\/location\/ottawa-region$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ottawa Region");
  });

  test("has a breadcrumb, its title, description, canonical URL and Open Graph tags", ONCE, async ({ page }) => {
    await page.goto("/locations");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByText("Locations")).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle("Our Locations | Sinai Home Care");
    await expect(page.locator("meta[name='description']")).toHaveAttribute("content", /provinces/);
    await expect(page.locator("link[rel='canonical']")).toHaveAttribute("href", /\/locations$/);
    await expect(page.locator("meta[property='og:url']")).toHaveAttribute("content", /\/locations$/);
    await expect(page.locator("meta[property='og:title']")).toHaveAttribute("content", "Our Locations | Sinai Home Care");
  });

  test("has no serious accessibility violations", ONCE, async ({ page }) => {
    await page.goto("/locations");
    await expectNoSeriousA11yViolations(page);
  });
});
