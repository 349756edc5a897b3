/**
 * What JavaScript adds to the marketing pages: the booking and intake dialogs,
 * scroll reveal, the hero video (axe on each kind of page: accessibility.spec.ts). Their
 * server-rendered content (sections, links, JSON-LD, titles, the 404 page) is
 * read in tests/http/marketing-pages.test.ts.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";

const BOOKING_URL = "https://booking.example.com/sinaicare";

/** Answer the third-party booking and intake pages locally. */
async function mockExternalForms(page: Page) {
  await page.route("https://booking.example.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<h1>Booking calendar</h1>" }),
  );
  await page.route("https://intake.example.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<h1>Intake form</h1>" }),
  );
}

test.describe("booking and intake dialogs", () => {
  test("'Schedule Free Consultation' opens the booking dialog", async ({ page }) => {
    await mockExternalForms(page);
    await page.goto("/");
    await page.locator("#services").getByRole("link", { name: /Schedule Free Consultation/ }).click();
    const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", BOOKING_URL);
    await expect(page.frameLocator("iframe[title='Book a free consultation']").getByText("Booking calendar")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("/sinaicare: both booking buttons open the booking dialog", async ({ page }) => {
    await mockExternalForms(page);
    await page.goto("/sinaicare");
    for (const button of [page.getByRole("link", { name: /^Schedule Consultation/ }).first(), page.getByRole("link", { name: /^Book Now/ })]) {
      await button.click();
      const dialog = page.getByRole("dialog", { name: "Book a consultation" });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator("iframe")).toHaveAttribute("src", BOOKING_URL);
      await dialog.getByRole("button", { name: "Close dialog" }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test("the intake button opens the service's intake form in a dialog", async ({ page }) => {
    await mockExternalForms(page);
    await page.goto("/services/adults-disabilities");
    await page.getByRole("main").locator("section").first().getByRole("link", { name: /^Start an Intake/ }).click();
    const dialog = page.getByRole("dialog", { name: "Adults with Disabilities Support intake form" });
    await expect(dialog).toBeVisible();
    await expect(page.frameLocator("iframe[title='Adults with Disabilities Support intake form']").getByText("Intake form")).toBeVisible();
  });
});

// Axe on each kind of page, at 390 and 1280 px: tests/e2e/accessibility.spec.ts's sweep.

test.describe("scroll reveal", () => {
  test("content is revealed on scroll", async ({ page }) => {
    await page.goto("/");
    const revealed = page.locator("[data-reveal]");
    expect(await revealed.count()).toBeGreaterThan(20);
    const last = revealed.last();
    // Far below the fold: hidden until it scrolls into view, then revealed once.
    await expect(last).not.toHaveAttribute("data-revealed");
    await expect(last).toHaveCSS("opacity", "0");
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-revealed", "");
    await expect(last).toHaveCSS("opacity", "1");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(last).toHaveAttribute("data-revealed", "");
    // The stats are staggered by 100 ms each (app/styles/marketing.css: .stagger).
    const stats = page.locator("#about ul[aria-label='Our numbers'] > li");
    await expect(stats.nth(1)).toHaveCSS("transition-delay", "0.1s");
    await expect(stats.nth(2)).toHaveCSS("transition-delay", "0.2s");
  });

  test("under prefers-reduced-motion nothing is hidden and the hero video stays still", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    for (const element of await page.locator("[data-reveal]").all()) await expect(element).toHaveCSS("opacity", "1");
    const video = page.locator("video[data-hero-video]");
    await expect(video).not.toHaveAttribute("autoplay");
    await page.waitForLoadState("networkidle");
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(page.getByRole("button", { name: /background video/ })).toHaveCount(0);
  });

  test("on a phone, or on a wide screen that saves data, the hero video is never fetched and keeps its poster", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/media/hero-loop")) fetched.push(request.url());
    });
    const video = page.locator("video[data-hero-video]");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // Past the idle callback's latest start (3 s): nothing started.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3500 })));
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(page.getByRole("button", { name: /background video/ })).toHaveCount(0);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3500 })));
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(page.getByRole("button", { name: /background video/ })).toHaveCount(0);
    expect(fetched).toEqual([]);
  });

  test("with motion allowed the hero video plays muted and a button pauses it", async ({ page }) => {
    await page.goto("/");
    const video = page.locator("video[data-hero-video]");
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.muted)).toBe(true);
    await page.getByRole("button", { name: "Pause background video" }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await page.getByRole("button", { name: "Play background video" }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.muted)).toBe(true);
    await expect(page.getByRole("button", { name: "Pause background video" })).toBeVisible();
  });
});
