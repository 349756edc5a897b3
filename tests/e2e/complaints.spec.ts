/**
 * The complaint form refused, in the browser (decision 1001): axe (WCAG 2.2
 * A/AA) on the form with its summary and messages, which only a browser can
 * run. Everything else is server output, read without JavaScript in
 * tests/http: the links to the form (complaints-pages.test.ts); the
 * refusal's summary, each message its field's description, the answers kept,
 * the confirmation, the register, the emails and the deadlines
 * (complaints-forms.test.ts); axe on the register in accessibility.spec.ts's sweep.
 */
import { expectNoSeriousA11yViolations } from "./support/fixtures";
import { expect, test } from "./support/test";
import { uniqueEmail } from "./support/staff";

test("the complaint form refused, with its summary and messages: no serious axe violation", async ({ page }, testInfo) => {
  await page.goto("/complaints");
  const form = page.locator("form.complaint-form");
  await form.getByRole("group", { name: /You are/ }).getByLabel("A family member or friend").check();
  await form.getByLabel("Your name").fill("Miriam Oduya");
  await form.getByRole("group", { name: /What is it about/ }).getByLabel("Missed, late or short visits").check();
  await form.getByLabel("What happened?").fill("Nobody came on Tuesday and nobody called.");
  await form.getByRole("group", { name: /Contact me by/ }).getByLabel("Email").check();
  await form.getByLabel("Email address").fill(uniqueEmail(testInfo, "family"));
  await form.getByRole("button", { name: "Send the complaint" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your complaint was not sent" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
