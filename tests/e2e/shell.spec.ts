import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations, expectSingleH1, jsDisabled } from "./support/fixtures";

test.describe("site shell", () => {
  test("top bar, navigation, landmarks and footer on a public page", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "care@example.com" })).toHaveAttribute("href", "mailto:care@example.com");
    await expect(banner.getByRole("link", { name: "(905) 555-0142" })).toHaveAttribute("href", "tel:+19055550142");
    await expect(banner.getByText("Monday – Friday 24 Hours")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, href] of <[string, string][]>[
      ["Home", "/"],
      ["About", "/#about"],
      ["Careers", "/careers"],
      ["Blog", "/blog"],
      ["Contact", "/contact"],
    ]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("main")).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(/Woodbridge, Ontario/)).toBeVisible();
    await expect(footer.getByRole("link", { name: /Staff Login/ })).toHaveAttribute("href", /^https:\/\//);
    for (const label of ["About Us", "Our Services", "Resources", "Blog", "Contact", "Careers"]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    // The first 8 Ontario regions, then a way to see all of them.
    await expect(footer.getByRole("navigation", { name: "Service Areas" }).getByRole("list").first().getByRole("link")).toHaveCount(8);
    await expectSingleH1(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("skip link moves to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await skip.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });

  test("services mega-menu shows four columns with every entry and the help panel", async ({ page }) => {
    await page.goto("/");
    const services = page.getByTestId("mega-menu").locator("> summary");
    await services.click();
    const panel = page.getByTestId("mega-menu");
    for (const [title, href] of <[string, string][]>[
      ["SinaiCare", "/sinaicare"],
      ["Workforce Solutions", "/services/workforce"],
      ["Adults with Disabilities Support", "/services/adults-disabilities"],
      ["IntegratedCare Solutions (ICS)", "/services/integrated-care"],
      ["Care Management", "/services/care-management"],
      ["Specialized Care", "/services/specialized-care"],
    ]) {
      await expect(panel.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", href);
    }
    for (const entry of ["CareBridge (Live-in Care)", "Post-Stroke Recovery", "Passport Program Assistance", "Readmission Prevention"]) {
      await expect(panel.getByText(entry, { exact: true })).toBeVisible();
    }
    await expect(panel.getByText("Need help choosing the right service?")).toBeVisible();
    // The help panel's title is a heading at the level of the section headings.
    await expect(panel.getByRole("heading", { level: 2, name: "Need help choosing the right service?" })).toBeVisible();
    await expect(panel.getByRole("heading", { level: 2 })).toHaveCount(5);
    await expect(panel.getByText("Our care coordinators are here to help you find the perfect solution.")).toBeVisible();
    await expect(panel.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
    await expect(panel.getByRole("link", { name: /Call/ })).toHaveAttribute("href", "tel:+19055550142");
  });

  test("mega-menu closes on Escape and backdrop click (focus back on Services), a press outside and a link click", async ({ page }, testInfo) => {
    test.skip(jsDisabled(testInfo), "closing behaviours are JavaScript enhancements");
    await page.goto("/");
    const details = page.getByTestId("mega-menu");
    const summary = details.locator("> summary");
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

  test("mobile menu lists the links except Services and closes when one is chosen", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const menuButton = page.getByLabel("Menu");
    await menuButton.click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile.getByRole("link")).toHaveText(["Home", "About", "Careers", "Blog", "Contact", "Request care"]);
    await mobile.getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(mobile).toBeHidden();
    if (jsDisabled(testInfo)) return;
    // A link within the page (no new page load) closes it too.
    await page.goto("/");
    await menuButton.click();
    await mobile.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(mobile).toBeHidden();
  });

  test("LET'S TALK opens the booking page: a dialog with JavaScript, a new tab without", async ({ page }, testInfo) => {
    await page.goto("/");
    const letsTalk = page.getByRole("link", { name: /LET'S TALK/ });
    await expect(letsTalk).toHaveAttribute("href", "https://booking.example.com/sinaicare");
    await expect(letsTalk).toHaveAttribute("target", "_blank");
    if (jsDisabled(testInfo)) return;
    await page.route("https://booking.example.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<h1>Booking calendar</h1>" }),
    );
    await letsTalk.click();
    const dialog = page.getByRole("dialog", { name: "Book a consultation" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", "https://booking.example.com/sinaicare");
    await expect(page.frameLocator("iframe[title='Book a consultation']").getByText("Booking calendar")).toBeVisible();
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

  test("a booking page that does not load within 8 s is offered in a new tab instead", async ({ page }, testInfo) => {
    test.skip(jsDisabled(testInfo), "without JavaScript the link opens a new tab");
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

test.describe("not found", () => {
  test("an unknown path answers 404 with the page inside the shell", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("scroll", () => {
  test("a new page starts at the top; back restores the position", async ({ page }) => {
    // Public pages are full page loads, with or without JavaScript (decision 0007).
    await page.setViewportSize({ width: 1280, height: 600 });
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
