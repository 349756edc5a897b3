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
    // A field focused by Tab is scrolled clear of the floating toast, not under it (WCAG 2.4.11).
    await expect(page.locator("html")).toHaveCSS("scroll-padding-bottom", "144px");
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

type Width = 390 | 1280;
const BOTH: Width[] = [1280, 390];

/** Axe at each width given, on the page loaded once (at the first width, then laid out again at the next). */
async function axeAt(page: Page, path: string, widths: Width[]) {
  for (const [index, width] of widths.entries()) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (index === 0) expect((await page.goto(path))?.status(), path).toBe(200);
    await test.step(`${path} at ${width} px`, () => expectNoSeriousA11yViolations(page));
  }
}

/**
 * One page of each kind, at 390 and 1280 px. A page another spec already checks at 1280 px
 * (regions-and-resources, blog, hiring, care-requests, referrals, complaints, admin, staff) is checked
 * here at 390 px only; the contact page at 390 px is "focus management"'s, above.
 */
const PUBLIC_PAGE_TYPES: [string, Width[]][] = [
  ["/", BOTH], ["/sinaicare", BOTH], ["/services/adults-disabilities", BOTH], ["/careers", BOTH], ["/fr/payer-les-soins", BOTH],
  ["/contact", [1280]], ["/location/peel-region", [390]], ["/careers/personal-support-worker", [390]], ["/blog", [390]],
  ["/request-care", [390]], ["/refer", [390]], ["/resources", [390]], ["/accessibility", [390]],
  ["/client-rights", BOTH], ["/complaints", [390]], ["/accessibility/plan", BOTH], ["/fr/accessibilite/politiques", [390]],
];
const ADMIN_PAGE_TYPES: [string, Width[]][] = [
  ["/admin/notices", BOTH], ["/admin/notices/new", BOTH], ["/admin/new", BOTH], ["/admin/jobs/1", BOTH],
  ["/admin", [390]], ["/admin/care-requests", [390]], ["/admin/settings", [390]],
  ["/admin/complaints", BOTH], ["/admin/complaints/new", [1280]], ["/admin/complaints/report", [1280]], ["/admin/accessibility", BOTH],
];

test.describe("WCAG 2.2 AA: axe on every kind of page at 390 and 1280 px", () => {
  test("public pages", async ({ page }) => {
    test.setTimeout(PUBLIC_PAGE_TYPES.length * 15_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const [path, widths] of PUBLIC_PAGE_TYPES) await axeAt(page, path, widths);
  });

  test("the back office", async ({ page }) => {
    test.setTimeout(ADMIN_PAGE_TYPES.length * 15_000);
    await signInAs(page, OWNER_EMAIL);
    for (const [path, widths] of ADMIN_PAGE_TYPES) await axeAt(page, path, widths);
  });
});

/** "2026-12-06T09:30": a time `minutes` from now as a Toronto datetime-local field shows it. */
function torontoLocal(minutes: number): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23",
  }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const part = (type: string) => parts.find((entry) => entry.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

/** Whether the element at the centre of `locator`'s box is it (or inside it): nothing covers it. */
async function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });
}

test.describe("service-disruption notices", () => {
  test("the banner: Tab from the skip link reaches its hide button uncovered, then the page; hidden with JavaScript", async ({ page }) => {
    const title = `Simcoe phone lines ${unique()}`;
    // The notice is made as the form sends it (its form and list are tests/http/notices-forms.test.ts's).
    await signInAs(page, OWNER_EMAIL);
    const origin = new URL(page.url()).origin;
    const created = await page.request.post("/admin/notices/new", {
      headers: { Origin: origin },
      form: {
        title_en: title, reason_en: "A cable is being repaired.", alternatives_en: "Email care@example.com.",
        title_fr: `Lignes de Simcoe ${title}`, reason_fr: "Un câble est en réparation.", alternatives_fr: "Écrivez à care@example.com.",
        scope: "some", pages: "region:simcoe-region", starts_at: torontoLocal(-5), ends_at: torontoLocal(60),
      },
    });
    expect(created.ok()).toBe(true);
    const list = await (await page.request.get("/admin/notices")).text();
    // The list names the notice, then links to it.
    const editPath = new RegExp(`${title}[^]*?href="(/admin/notices/\\d+)"`).exec(list)?.[1];
    expect(editPath, "the new notice's address in the list").toBeTruthy();

    // As a visitor (no session): the region's page, the banner in the flow at the top of the main content.
    const session = await page.context().cookies();
    await page.context().clearCookies();
    await page.goto("/location/simcoe-region");
    const banner = page.getByRole("region", { name: `Service disruption: ${title}` });
    await expect(banner).toHaveCSS("position", "static");
    // Its contrast, its button's size and name, at both widths.
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(page);
    const hide = banner.getByRole("button", { name: "Hide this notice" });
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(hide).toBeFocused();
    expect(await uncovered(hide)).toBe(true);
    await page.keyboard.press("Tab");
    const next = page.locator(":focus");
    expect(await next.evaluate((element) => Boolean(element.closest("main")) && !element.closest("[data-notice]"))).toBe(true);
    expect(await uncovered(next)).toBe(true);

    await hide.focus();
    await page.keyboard.press("Enter");
    await expect(banner).toHaveCount(0);
    await expect(page.locator("main#main")).toBeFocused();

    // Ended, so the shared server's other tests never meet it.
    await page.context().addCookies(session);
    const ended = await page.request.post(editPath!, { headers: { Origin: origin }, form: { intent: "end" } });
    expect(ended.ok()).toBe(true);
  });
});
