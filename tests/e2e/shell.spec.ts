/**
 * The site shell's JavaScript and focus: the skip link, the mega-menu and mobile menu
 * closing (and the mega-menu's underlined links), the booking dialog and its new-tab
 * line, focus and scroll on a new page. Its markup (navigation, footer, the
 * mega-menu's entries, the 404 page) is read in tests/http/marketing-pages.test.ts.
 */
import { expect, test } from "./support/test";

test.describe("site shell", () => {
  test("skip link moves to the main content; on the next page (a full page load) the first Tab reaches it again", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await skip.press("Enter");
    await expect(page).toHaveURL(/#main$/);

    // Not hydrated (decision 0007): the browser starts the new page afresh, focus at the top.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.locator("main#main")).not.toBeFocused();
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
  });

  test("mega-menu: item links underlined; open on a click inside; closes when Tab leaves it, on Escape and backdrop click (focus back on Services), a press outside and a link click", async ({ page }) => {
    await page.goto("/");
    const details = page.getByTestId("mega-menu");
    const summary = details.locator("> summary");
    await summary.click();
    await expect(details).toHaveAttribute("open", "");
    // Item links are told apart by an underline, not by colour only.
    await expect(details.getByRole("link", { name: "Care Management", exact: true })).toHaveCSS("text-decoration-line", "underline");
    // A click on plain text inside the panel is not leaving it; Tab out of it is.
    await details.getByText("CareBridge (Live-in Care)", { exact: true }).click();
    await expect(details).toHaveAttribute("open", "");
    await details.getByRole("link", { name: "Get Started" }).focus();
    await page.keyboard.press("Tab");
    await expect(details).not.toHaveAttribute("open");
    await expect(details.getByRole("link", { name: "Get Started" })).toBeHidden();

    await summary.click();
    await expect(details).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(details).not.toHaveAttribute("open");
    await expect(summary).toBeFocused();

    await summary.click();
    await page.mouse.click(640, 700);
    await expect(details).not.toHaveAttribute("open");
    await expect(summary).toBeFocused();

    await summary.click();
    await page.getByRole("banner").getByText("Monday – Friday 24 Hours").click();
    await expect(details).not.toHaveAttribute("open");

    // A link that leaves the page where it is (the phone number) closes it too. The test
    // browser is kept from handing tel: to the system (a phone app it does not have): that
    // hand-off could hold up the next navigation; the menu's own handler still runs first.
    await page.evaluate(() =>
      document.addEventListener("click", (event) => {
        if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
      }),
    );
    await summary.click();
    await details.getByRole("link", { name: /Call/ }).click();
    await expect(details).not.toHaveAttribute("open");
    await expect(page).toHaveURL(/\/$/);

    await summary.click();
    await details.getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(details).not.toHaveAttribute("open");
  });

  test("the mobile menu closes on Escape (focus back on Menu), when focus leaves it, and when a link is chosen, a link within the page too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const menuButton = page.getByLabel("Menu");
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await menuButton.click();
    await expect(mobile).toBeVisible();
    await mobile.getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Escape");
    await expect(mobile).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await expect(mobile).toBeVisible();
    // Tab from the menu's last link moves focus out of it.
    await mobile.getByRole("link").last().focus();
    await page.keyboard.press("Tab");
    await expect(mobile).toBeHidden();

    await menuButton.click();
    await mobile.getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(mobile).toBeHidden();
    // A link within the page (no new page load) closes it too.
    await page.goto("/");
    await menuButton.click();
    await mobile.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(mobile).toBeHidden();
  });

  test("LET'S TALK opens the booking page in a dialog", async ({ page }) => {
    await page.goto("/");
    const letsTalk = page.getByRole("link", { name: /LET'S TALK/ });
    await page.route("https://booking.example.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<h1>Booking calendar</h1>" }),
    );
    await letsTalk.click();
    const dialog = page.getByRole("dialog", { name: "Book a consultation" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", "https://booking.example.com/sinaicare");
    await expect(page.frameLocator("iframe[title='Book a consultation']").getByText("Booking calendar")).toBeVisible();
    // Under the embedded page a line always offers it in a new tab.
    await expect(dialog.getByText("Not loading?")).toBeVisible();
    const fallback = dialog.getByRole("link", { name: "Open it in a new tab" });
    await expect(fallback).toHaveAttribute("href", "https://booking.example.com/sinaicare");
    await expect(fallback).toHaveAttribute("target", "_blank");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(letsTalk).toBeFocused();
    // Closing removed the frame; a click on the backdrop closes the dialog too.
    await expect(dialog.locator("iframe")).toHaveCount(0);
    await letsTalk.click();
    await expect(dialog.getByRole("button", { name: "Close dialog" })).toBeFocused();
    await expect(dialog.locator("iframe")).toHaveCount(1);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test("a booking page that does not load within 8 s is offered in a new tab instead", async ({ page }) => {
    await page.clock.install();
    // The booking page never answers in this page's frame; a new tab gets it.
    await page.route("https://booking.example.com/**", () => undefined);
    await page.context().route("https://booking.example.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<h1>Booking calendar</h1>" }),
    );
    await page.goto("/");
    const letsTalk = page.getByRole("link", { name: /LET'S TALK/ });
    await letsTalk.click();
    const dialog = page.getByRole("dialog", { name: "Book a consultation" });
    await expect(dialog.locator("iframe")).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
    await expect(dialog.getByText("This page could not be shown here.")).toBeHidden();

    await page.clock.runFor(8_000);
    await expect(dialog.getByText("This page could not be shown here.")).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveCount(0);
    await expect(dialog.getByText("Not loading?")).toBeHidden();
    const openInTab = dialog.getByRole("link", { name: "Open it in a new tab" });
    await expect(openInTab).toHaveAttribute("href", "https://booking.example.com/sinaicare");
    await expect(openInTab).toHaveAttribute("target", "_blank");

    // Following it opens the page in a new tab and closes the dialog.
    const newTab = page.context().waitForEvent("page");
    await openInTab.click();
    await expect((await newTab).getByText("Booking calendar")).toBeVisible();
    await expect(dialog).toBeHidden();

    // Opening again tries the embed afresh.
    await letsTalk.click();
    await expect(dialog.locator("iframe")).toHaveCount(1);
    await expect(dialog.getByText("This page could not be shown here.")).toBeHidden();
    await expect(dialog.getByText("Not loading?")).toBeVisible();
  });
});

test.describe("scroll", () => {
  test("a new page starts at the top; back restores the position", async ({ page }) => {
    // Public pages are full page loads, with or without JavaScript (decision 0007).
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

test("the home page runs without Content Security Policy violations", async ({ page }) => {
  // The policy itself (hashes, nonces, frame sources) is read in tests/http/built-server.test.ts.
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});
