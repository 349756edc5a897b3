/**
 * Hiring in the browser, with JavaScript: the careers, posting and
 * application pages and HR's pages at phone and desktop widths (nothing wider
 * than the screen; screenshots with E2E_SCREENSHOTS=1), axe on the visitor's posting and HR's list
 * and application, and a stage move sent in place whose email is shown before
 * it goes. HR's work without JavaScript, the bulk move, the CSV and Ontario's
 * 45 days are tests/http/hiring.test.ts's. A French applicant's journey, with
 * JavaScript, to the emails a real SMTP server receives (its no-JS twin is
 * tests/http/french-hiring-forms.test.ts).
 */
import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations, lookAt } from "./support/fixtures";
import { answerScreening, FRENCH_LABELS } from "./support/job-form";
import { waitForMail } from "./support/mailbox";
import { createStaff, signInAs, uniqueEmail } from "./support/staff";

const PASSWORD = "hiring-e2e-password-123";
const POSTING = "personal-support-worker";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("the hiring pages at phone and desktop widths (screenshots, nothing wider than the screen, axe); a stage move's email shown before it goes", async ({ page }, testInfo) => {
  // Seven pages at two widths and axe three times, on a shared 2-core machine.
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
      await lookAt(page, testInfo, `${shot}-${width}.png`);
    }
  }
});

// A browser's share only: axe on the French form, the form sent in place by the script (its French toast and
// resume block, no page load) and the emails reaching a real SMTP server; the rest is tests/http/french-hiring-*.test.ts's.
test("a French applicant applies to a posting from /fr/carrieres and later receives a French stage email", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const name = `Élise Gagnon ${unique()}`;
  const email = `elise-${unique()}@example.com`;
  await page.goto(`/fr/carrieres/${POSTING}`);
  await page.getByRole("main").getByRole("link", { name: /^Postuler/ }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/postuler\\?position=${POSTING}$`));
  await expectNoSeriousA11yViolations(page);
  const form = page.locator("form[action='/fr/postuler']");
  await form.getByLabel("Nom complet").fill(name);
  await form.getByLabel("Courriel").fill(email);
  await answerScreening(form, { regions: ["Région d'Ottawa"], availability: ["Temps partiel"], languages: ["Français"] }, FRENCH_LABELS);
  await form.getByLabel("CV").setInputFiles({ name: "cv-elise.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  await form.getByRole("button", { name: "Envoyer ma candidature" }).click();
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText("Candidature reçue");
  await expect(page.getByText("CV téléversé")).toBeVisible();
  // The success in the page itself, a status read once (the toast goes after 4 s).
  await expect(page.locator("main")).toMatchAriaSnapshot(`
    - status:
      - paragraph: CV téléversé
      - paragraph: cv-elise.pdf
      - link /Ouvrir votre CV/
  `);
  await expect(form.getByLabel("Nom complet")).toHaveValue("");
  expect(navigations, "sent in place, without a page load").toEqual([]);
  const ack = await waitForMail(email, "Nous avons reçu votre candidature");
  expect(ack.text).toMatch(/^Bonjour,/);

  // HR, in a browser of its own: the French applicant is marked and found by the language filter.
  const hr = uniqueEmail(testInfo, "hr-fr");
  await createStaff(hr, PASSWORD, "hr");
  const staff = await (await browser.newContext()).newPage();
  await signInAs(staff, hr);
  await staff.goto(`/admin/applications?language=fr&q=${encodeURIComponent(email)}`);
  await expect(staff.getByRole("listitem").filter({ hasText: email })).toContainText("FR");
  await staff.getByRole("link", { name }).click();
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(`${name} FR`);
  await staff.getByLabel("Move to").selectOption("interview");
  await staff.getByRole("button", { name: "Move", exact: true }).click();
  await expect(staff.getByTestId("email-preview")).toContainText("Subject: Entrevue : ");
  await staff.getByRole("button", { name: "Move and send" }).click();
  await expect(staff.getByTestId("stage")).toHaveText("Interview");
  const stage = await waitForMail(email, "Entrevue : ");
  expect(stage.text).toContain(`Bonjour ${name},`);
  await staff.context().close();
});
