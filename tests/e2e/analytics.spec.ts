/**
 * The analytics page in the browser (decision 0902): after a few counted
 * visits, its charts are drawn and readable at 1280 and 390 px with no
 * horizontal scroll, each with its table for screen readers, and axe finds
 * nothing serious. The counting itself is tests/http/analytics-forms.test.ts's.
 */
import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations, lookAt } from "./support/fixtures";
import { OWNER_EMAIL, signInAs } from "./support/staff";

test("the analytics page at 1280 and 390 px: charts drawn, tables for screen readers, no horizontal scroll, axe", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  // A few visits the server counts (a browser's user agent, public pages).
  await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=spring", { referer: "https://www.google.com/" });
  await page.goto("/careers");
  await page.goto("/location/peel-region");
  await page.goto("/fr");
  await signInAs(page, OWNER_EMAIL);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  // The day's bar is drawn (its height follows the day's views), and the numbers are in tables a screen reader reads.
  const todayBar = page.getByTestId("daily-chart").locator(":scope > div").last().locator(":scope > div");
  expect((await todayBar.boundingBox())?.height ?? 0).toBeGreaterThan(20);
  await expect(page.getByRole("table", { name: "Page views and unique visitors per day" })).toBeAttached();
  await expect(page.getByRole("table", { name: "Page views per page, the most viewed first" }).getByRole("cell", { name: "/careers", exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Page views of the region pages" }).getByRole("cell", { name: "/location/peel-region" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const width of [1280, 390]) {
    if (width !== 1280) await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal overflow of /admin/analytics at ${width} px`).toBeLessThanOrEqual(0);
    await lookAt(page, testInfo, `analytics-${width}.png`);
  }
});
