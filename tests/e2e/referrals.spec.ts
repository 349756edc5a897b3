/**
 * A professional's referral in the browser with JavaScript on (decision
 * 0900): from the home page's care partners to the form, sent without the
 * attestation (the summary at the top, the message by the box, every answer
 * kept), then sent to the confirmation with the reference; the queue lists
 * it as a Referral with the organisation.
 * The emails, the partners and the form without JavaScript are
 * tests/http/referrals-forms.test.ts's.
 */
import { expectNoSeriousA11yViolations } from "./support/fixtures";
import { expect, test } from "./support/test";
import { OWNER_EMAIL, signInAs, uniqueEmail } from "./support/staff";

test("a discharge planner refers a client from the home page; the refusal keeps every answer; the queue marks the referral", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await page.getByTestId("home-refer").click();
  await expect(page).toHaveURL(/\/refer$/);
  await page.waitForLoadState("load");
  const form = page.locator("form.referral-form");
  await form.getByLabel("Your name").fill("Dana Whitlock");
  await form.getByLabel("Your organisation").fill("Lakeshore General Hospital");
  await form.getByLabel("Your role").fill("Discharge planner");
  await form.getByLabel("Your email address").fill(uniqueEmail(testInfo, "planner"));
  await form.getByLabel("Client's name").fill("Agnes Thornbury");
  await form.getByLabel("Client's phone number").fill("905-555-0188");
  await form.getByLabel("Region where care is needed").selectOption({ label: "Peel Region" });
  await form.getByRole("group", { name: /Services needed/ }).getByLabel(/Hospital to home/).check();
  await form.getByRole("group", { name: /How soon is care needed/ }).getByLabel("Within 48 hours").check();
  await form.getByRole("group", { name: /Preferred language of service/ }).getByLabel("English").check();
  await form.getByRole("button", { name: "Send the referral" }).click();

  const summary = page.getByRole("alert").filter({ hasText: "Your referral was not sent" });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("link")).toHaveText(["Please confirm that the client or their substitute decision-maker agreed to be referred."]);
  const box = form.getByLabel(/agreed to be referred/);
  await expect(box).toHaveAttribute("aria-invalid", "true");
  // The form with its errors showing, and then the confirmation: no serious axe violation.
  await expectNoSeriousA11yViolations(page);
  await expect(form.getByLabel("Client's name")).toHaveValue("Agnes Thornbury");
  await expect(form.getByLabel("Region where care is needed")).toHaveValue("peel-region");
  await expect(form.getByRole("group", { name: /Services needed/ }).getByLabel(/Hospital to home/)).toBeChecked();

  await box.check();
  const send = form.getByRole("button", { name: "Send the referral" });
  await Promise.all([page.waitForURL(/\/refer\/received\?ref=R-\d+/), send.click()]);
  const reference = (await page.getByTestId("referral-reference").locator("strong").textContent())!.trim();
  expect(reference).toMatch(/^R-\d{4,}$/);
  await expectNoSeriousA11yViolations(page);

  await signInAs(page, OWNER_EMAIL);
  await page.goto(`/admin/care-requests?referrals=1&q=${reference}`);
  await expect(page.getByTestId(`care-row-${reference}`).getByTestId("care-referral")).toHaveText("Referral · Lakeshore General Hospital");
});
