/**
 * The worker's kept tab (./support/test.ts): what a test changes and the
 * fixture puts back (routes, media emulation) does not reach the next test,
 * which gets the same tab, not a new one.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";

test.describe.configure({ mode: "serial" });

let changedTab: Page | undefined;

const mediaOf = (page: Page) =>
  page.evaluate(() => ({
    reducedMotion: matchMedia("(prefers-reduced-motion: reduce)").matches,
    dark: matchMedia("(prefers-color-scheme: dark)").matches,
    print: matchMedia("print").matches,
  }));

test("a test routes requests and emulates media", async ({ page, context }) => {
  await page.route("**/robots.txt", (route) => route.fulfill({ contentType: "text/plain", body: "from the page's route" }));
  await context.route("**/sitemap.xml", (route) => route.fulfill({ contentType: "text/plain", body: "from the context's route" }));
  await page.emulateMedia({ media: "print", colorScheme: "dark", reducedMotion: "reduce" });
  await page.goto("/robots.txt");
  await expect(page.locator("body")).toHaveText("from the page's route");
  await page.goto("/sitemap.xml");
  await expect(page.locator("body")).toHaveText("from the context's route");
  expect(await mediaOf(page)).toEqual({ reducedMotion: true, dark: true, print: true });
  changedTab = page;
});

test("the next test, in the same tab, has none of it", async ({ page }) => {
  expect(page, "the tab was kept").toBe(changedTab);
  const robots = await page.goto("/robots.txt");
  expect(await robots!.text()).toContain("User-agent");
  const sitemap = await page.goto("/sitemap.xml");
  expect(await sitemap!.text()).toContain("<urlset");
  expect(await mediaOf(page)).toEqual({ reducedMotion: false, dark: false, print: false });
});

let resizedTab: Page | undefined;

test("a test narrows its viewport", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/robots.txt");
  expect(await page.evaluate(() => [innerWidth, window.screen.width])).toEqual([390, 390]);
  resizedTab = page;
});

test("the next test gets a new tab, with the project's viewport and screen (a resize changes both)", async ({ page }) => {
  expect(page, "a new tab").not.toBe(resizedTab);
  await page.goto("/robots.txt");
  const { viewport, screen: screenSize } = test.info().project.use;
  expect(await page.evaluate(() => [innerWidth, innerHeight, window.screen.width, window.screen.height])).toEqual([
    viewport!.width,
    viewport!.height,
    screenSize!.width,
    screenSize!.height,
  ]);
});
