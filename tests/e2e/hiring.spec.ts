/**
 * Hiring in the browser, with JavaScript: the careers, posting and
 * application pages and HR's pages at phone and desktop widths (nothing wider
 * than the screen; screenshots), axe on the visitor's posting and HR's list
 * and application, and a stage move sent in place whose email is shown before
 * it goes. HR's work without JavaScript, the bulk move, the CSV and Ontario's
 * 45 days are tests/http/hiring.test.ts's.
 */
import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/fixtures";
import { createStaff, signInAs, uniqueEmail } from "./support/staff";

const PASSWORD = "hiring-e2e-password-123";
const POSTING = "personal-support-worker";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("the hiring pages at phone and desktop widths (screenshots, nothing wider than the screen, axe); a stage move's email shown before it goes", async ({ page }, testInfo) => {
  // Fourteen full-page screenshots and axe three times, on a shared 2-core machine.
  test.setTimeout(180_000);
  const hr = uniqueEmail(testInfo, "hr");
  await createStaff(hr, PASSWORD, "hr");
  await signInAs(page, hr);

  // An applicant's form, as a browser without JavaScript sends it: the PSW certificate only.
  const name = `Shot Applicant ${unique()}`;
  const email = `shot-${unique()}@example.com`;
  const applied = await page.request.post("/job", {
    headers: { Origin: new URL(page.url()).origin },
    multipart: { name, email, position: POSTING, "region-peel-region": "yes", "availability-part-time": "yes", start_date: "2099-01-15", "language-english": "yes", "has-psw": "yes" },
  });
  expect(applied.status()).toBe(200);

  // A stage move sent in place: its email is shown first, then goes once confirmed.
  await page.goto(`/admin/applications?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByTestId("stage")).toHaveText("New");
  const applicationPath = new URL(page.url()).pathname;
  await page.getByLabel("Move to").selectOption("screening");
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByTestId("email-preview")).toContainText(`To: ${email}`);
  await page.getByRole("button", { name: "Move and send" }).click();
  await expect(page.getByTestId("stage")).toHaveText("Screening");

  await page.goto("/admin/jobs");
  const postingPath = (await page.getByRole("link", { name: "Personal Support Worker", exact: true }).first().getAttribute("href"))!;
  const pages: Array<[string, string, boolean]> = [
    ["careers", "/careers", false],
    ["posting", `/careers/${POSTING}`, true],
    ["apply", `/job?position=${POSTING}`, false],
    ["admin-jobs", "/admin/jobs", false],
    ["admin-posting", postingPath, false],
    ["admin-applications", `/admin/applications?q=${encodeURIComponent(email)}`, true],
    ["admin-application", applicationPath, true],
  ];
  // Each page loaded once at the desktop's width (axe there), then laid out again at the phone's.
  for (const [shot, pathname, axe] of pages) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(pathname);
    if (axe) await expectNoSeriousA11yViolations(page);
    for (const width of [1280, 390]) {
      if (width !== 1280) await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow of ${pathname} at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`${shot}-${width}.png`), fullPage: true });
    }
  }
});
