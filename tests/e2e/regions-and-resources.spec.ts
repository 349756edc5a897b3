/**
 * What a browser adds to the region, location and resource pages: the intake
 * dialog, focus on a rejected postal code, axe once per kind of page, and the
 * browser's XML parser over the sitemap and the RSS feed. Their content, the
 * postal-code form, the PDFs, sitemap and robots.txt are read in
 * tests/http/regions-and-resources-pages.test.ts.
 */
import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/fixtures";

test("Enquire Now opens the region's intake form in a dialog; closing it gives focus back", async ({ page }) => {
  const intakeUrl = "https://intake.example.com/forms/peel";
  await page.route(`${intakeUrl}**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Intake</title><h1>Peel intake form</h1>" }),
  );
  await page.goto("/location/peel-region");
  const enquire = page.getByRole("link", { name: /^Enquire Now/ });
  await enquire.click();
  const dialog = page.getByRole("dialog", { name: "Peel Region care enquiry" });
  await expect(dialog).toBeVisible();
  await expect(dialog.frameLocator("iframe").getByRole("heading", { name: "Peel intake form" })).toBeVisible();
  await dialog.getByRole("button", { name: "Close dialog" }).click();
  await expect(dialog).toBeHidden();
  await expect(enquire).toBeFocused();
});

test("a rejected postal code comes back with focus on the field; the page passes axe", async ({ page }) => {
  await page.goto("/location/york-region");
  const box = page.getByRole("region", { name: "Find care near you" });
  await box.getByLabel("Postal code").fill("L4L-0A1x");
  await box.getByRole("button", { name: "Find care" }).click();
  await expect(page).toHaveURL(/\/find-care\?postal=L4L-0A1x$/);
  await expect(page.getByLabel("Postal code")).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});

const AXE_PAGES = ["/location/york-region", "/locations", "/resources", "/privacy", "/accessibility"];

test("once per kind of page (a region, all locations, resources, privacy, accessibility): no serious axe violation", async ({ page }) => {
  // Each page gets the time a test of its own had.
  test.setTimeout(AXE_PAGES.length * 30_000);
  for (const path of AXE_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expectNoSeriousA11yViolations(page);
  }
});

test("the sitemap and the RSS feed parse as XML in a browser", async ({ page, request }) => {
  await page.goto("/robots.txt");
  for (const [path, root, items] of [
    ["/sitemap.xml", "urlset", "url"],
    ["/blog/rss.xml", "rss", "item"],
  ] as const) {
    const text = await (await request.get(path)).text();
    const parsed = await page.evaluate(
      ([xml, itemName]) => {
        const doc = new DOMParser().parseFromString(xml, "application/xml");
        return { error: doc.getElementsByTagName("parsererror").length, root: doc.documentElement.nodeName, items: doc.getElementsByTagName(itemName).length };
      },
      [text, items] as const,
    );
    expect(parsed, path).toEqual({ error: 0, root, items: (text.match(new RegExp(`<${items}>`, "g")) ?? []).length });
    expect(parsed.items, path).toBeGreaterThanOrEqual(path === "/sitemap.xml" ? 36 : 6);
  }
});
