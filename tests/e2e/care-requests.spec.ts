/**
 * Care requests in the browser, with JavaScript on and off (the care request
 * journey): a family's request from a region page, the form's errors listed
 * and kept, then the confirmation with the reference and the office's phone;
 * axe on the form, its errors and the queue. The emails, the coordinator's
 * queue, bulk changes and the overdue mark are tests/http/care-requests.test.ts's.
 */
import { expect, NO_JS, test } from "./support/test";
import { type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, jsDisabled } from "./support/fixtures";
import { OWNER_EMAIL, signInAs, uniqueEmail } from "./support/staff";

/** The care request form (the footer has a newsletter box with its own email field). */
const careForm = (page: Page) => page.locator("form.care-form");

async function fillRequest(page: Page, fields: { postal: string; name: string; email: string }) {
  const form = careForm(page);
  await form.getByRole("group", { name: "Who needs care?" }).getByLabel("My parent").check();
  await form.getByLabel("Postal code where care is needed").fill(fields.postal);
  const services = page.getByRole("group", { name: "Which services are you interested in?" });
  await services.getByLabel(/Specialized care/).check();
  await services.getByLabel(/Hospital to home/).check();
  await form.getByRole("group", { name: "How soon is care needed?" }).getByLabel("Within 48 hours").check();
  await form.getByRole("group", { name: "How much care?" }).getByLabel("Daily visits").check();
  await form.getByRole("group", { name: "How will care be paid for?" }).getByLabel("Private pay").check();
  await form.getByLabel("Your name").fill(fields.name);
  await form.getByLabel("Email address").fill(fields.email);
  await form.getByRole("group", { name: "Preferred language of service" }).getByLabel("English").check();
  await form.getByLabel(/Anything else we should know/).fill("Mum is home after hip surgery and has mild dementia.");
}

test("a family asks from a region page; errors are listed and kept; the confirmation gives the reference and the office's phone", NO_JS, async ({ page }, testInfo) => {
  // Axe three times and a sign-in, on a shared 2-core machine.
  test.setTimeout(180_000);
  await page.goto("/location/peel-region");
  await page.getByTestId("region-request-care").click();
  await expect(page).toHaveURL(/\/request-care$/);
  // Its stylesheet in place before anything is clicked: a late one moves the fields under the pointer.
  await page.waitForLoadState("load");
  await expect(page.getByText("Medical details are not needed here", { exact: false }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Sent half-filled: the problems are listed at the top and next to their fields, and what was typed stays.
  await fillRequest(page, { postal: "12345", name: "Jordan Family", email: uniqueEmail(testInfo, "family") });
  await page.getByRole("button", { name: "Send my request" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Your request was not sent" });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("link", { name: /postal code like/ })).toBeVisible();
  await expect(summary.getByRole("link", { name: /agree to be contacted/ })).toBeVisible();
  await expect(careForm(page).getByLabel("Postal code where care is needed")).toHaveAttribute("aria-invalid", "true");
  await expect(careForm(page).getByLabel("Your name")).toHaveValue("Jordan Family");
  await expect(careForm(page).getByRole("group", { name: "Which services are you interested in?" }).getByLabel(/Hospital to home/)).toBeChecked();
  await expect(careForm(page).getByRole("group", { name: "How soon is care needed?" }).getByLabel("Within 48 hours")).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await careForm(page).getByLabel("Postal code where care is needed").fill("L5B 1M3");
  await careForm(page).getByLabel(/I agree that Sinai Home Care may contact me/).check();
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page).toHaveURL(/\/request-care\/received\?ref=R-\d+/);
  const reference = (await page.getByTestId("care-reference").locator("strong").textContent())!.trim();
  expect(reference).toMatch(/^R-\d{4,}$/);
  await expect(page.getByTestId("care-office-phone")).toContainText("Our Peel Region office: (905) 555-0142");

  // The queue that lists it, with JavaScript (axe needs it).
  if (jsDisabled(testInfo)) return;
  await signInAs(page, OWNER_EMAIL);
  await page.goto(`/admin/care-requests?q=${reference}`);
  await expect(page.getByTestId(`care-row-${reference}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
