/**
 * Accessibility fixes that must not come back (see the a11y review), where a
 * browser is needed: visible focus on text fields, toasts with a link that
 * stay, focus after a client-side navigation in admin and after in-place
 * submissions. The menus closing when focus leaves, the booking dialog's
 * new-tab line and focus after a public page's full load are
 * tests/e2e/shell.spec.ts's. The markup (live regions, required consent and
 * rating, the "Error: " title and the focused message of a failed no-JS
 * submission) is read in tests/http.
 */
import { type Locator, type Page, type TestInfo } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations, jsDisabled } from "./support/fixtures";
import { OWNER_EMAIL, signInAs } from "./support/staff";

function toasts(page: Page) {
  return page.getByRole("region", { name: "Notifications" });
}

/** With JavaScript, waits until the page's script has run (forms then carry their `_js` marker). */
async function settled(page: Page, testInfo: TestInfo) {
  if (jsDisabled(testInfo)) return;
  await page.locator("input[name='_js']").first().waitFor({ state: "attached" });
}

/** The outline a focused element shows: style, width in px and colour. */
async function focusOutline(locator: Locator) {
  await locator.focus();
  await expect(locator).toBeFocused();
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
  });
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("visible focus", () => {
  test("a focused text field shows an outline of at least 3px (contact form and the dark footer)", async ({ page }, testInfo) => {
    await page.goto("/contact");
    await settled(page, testInfo);
    const fields = [
      page.locator("form[action='/contact']").getByLabel("Name"),
      page.locator("form[action='/contact']").getByLabel("Message"),
      page.getByRole("contentinfo").getByRole("region", { name: "Newsletter" }).getByLabel("Email address"),
    ];
    for (const field of fields) {
      const outline = await focusOutline(field);
      expect(outline.style).not.toBe("none");
      expect(outline.width).toBeGreaterThanOrEqual(3);
      expect(outline.color).not.toBe("rgba(0, 0, 0, 0)");
    }
  });
});

test.describe("notifications", () => {
  test("a success toast with a link stays until dismissed", async ({ page }, testInfo) => {
    const name = `A11y reviewer ${unique()}`;
    // The page's timers run on a test clock: time moves when the test says, not by waiting.
    await page.clock.install();
    await page.goto("/testimonials");
    await settled(page, testInfo);
    await page.getByRole("link", { name: "Leave a Review" }).click();
    const form = page.locator("form[action='/testimonials/new']");
    await form.getByLabel("Your name").fill(name);
    await form.getByLabel("Your review").fill("Kind and careful, every visit.");
    await form.getByRole("button", { name: "Submit Review" }).click();

    const toast = toasts(page).getByRole("status").locator("[data-toast]").filter({ hasText: "Your review was submitted" });
    await expect(toast).toBeVisible();
    const view = toast.getByRole("link", { name: "View" });
    await expect(view).toHaveAttribute("href", "/testimonials");
    await expect(toasts(page)).toHaveCSS("position", "fixed");
    // Longer than a plain toast lives (4 s): still there, its link reachable.
    await page.mouse.move(0, 0);
    await page.clock.runFor(60_000);
    await expect(view).toBeVisible();
    await view.focus();
    await expect(view).toBeFocused();
    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(toast).toHaveCount(0);
  });
});

test.describe("focus management", () => {
  test("admin: after a client-side navigation focus is on main; not on the first load", async ({ page }) => {
    await signInAs(page, OWNER_EMAIL);
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    const main = page.locator("main#main");
    await expect(main).not.toBeFocused();
    // Marks this document: a full page load would lose the mark.
    await page.evaluate(() => document.documentElement.setAttribute("data-same-document", ""));
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Categories" }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page.locator("html")).toHaveAttribute("data-same-document", "");
    await expect(main).toBeFocused();
    // The next Tab continues inside the new page, not at the top of the document.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
  });

  test("contact: a failed submission leads to the first field to fix; a sent one to the form's heading", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact");
    await settled(page, testInfo);
    const form = page.locator("form[action='/contact']");
    await form.getByRole("button", { name: "Send Message" }).click();

    // In place: the title stays, focus on the first field to fix.
    await expect(toasts(page).getByRole("alert")).toContainText("Please complete the form");
    await expect(form.getByLabel("Name")).toBeFocused();
    await expect(page).toHaveTitle("Contact Us | Sinai Home Care");
    await expect(page.locator("title")).toHaveCount(1);

    await form.getByLabel("Name").fill(`Focus ${unique()}`);
    await form.getByLabel("Email").fill("focus@example.com");
    await form.getByLabel("Message").fill("Checking where focus goes.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page).getByRole("status")).toContainText("Message sent");
    await expect(page).toHaveTitle("Contact Us | Sinai Home Care");
    await expect(page.getByRole("heading", { name: "Send us a message" })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });
});
