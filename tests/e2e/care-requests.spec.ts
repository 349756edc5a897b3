/**
 * Care requests in the browser, with JavaScript on and off: a family's
 * request from a region page (the form's errors, then the confirmation with
 * the reference and the office's phone), the family's and the coordinator's
 * emails from a real SMTP server without health detail; the queue's filters,
 * a status change with a note, bulk assignment, the audit entry of an
 * opening; editor and HR refused; the overdue mark on a server of its own
 * whose clock the test moves (test mode only); axe on the form and the queue.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, NO_JS, test } from "./support/test";
import { type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, jsDisabled } from "./support/fixtures";
import { mailCount, waitForMail } from "./support/mailbox";
import { OwnServer } from "./support/own-server";
import { createStaff, OWNER_EMAIL, signInAs, uniqueEmail } from "./support/staff";

const PASSWORD = "care-coordinator-passphrase";
/** Words of the family's answers that no staff email may carry. */
const HEALTH_WORDS = [/hip/i, /surgery/i, /dementia/i, /palliative/i, /specialized/i];

/** Each project its own region, so the two never overwrite each other's coordinator. */
const regionFor = () => (jsDisabled(test.info()) ? { slug: "york-region", name: "York Region", postal: "L4L 0A1" } : { slug: "peel-region", name: "Peel Region", postal: "L5B 1M3" });

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
  await form.getByRole("group", { name: "Which language do you prefer?" }).getByLabel("English").check();
  await form.getByLabel(/Anything else we should know/).fill("Mum is home after hip surgery and has mild dementia.");
}

test.describe("care requests", () => {
  // Two browsers, sign-ins (scrypt) and axe, on a shared 2-core machine.
  test.setTimeout(180_000);

  test("a family asks from a region page; errors are listed and kept; the confirmation, the family's and the coordinator's emails carry no health detail; the coordinator works the queue", NO_JS, async ({ page, browser }, testInfo) => {
    const region = regionFor();
    const coordinator = uniqueEmail(testInfo, "coordinator");
    await createStaff(coordinator, PASSWORD, "coordinator");

    // The owner names the region's coordinator on Settings.
    const ownerContext = await browser.newContext({ javaScriptEnabled: !jsDisabled(testInfo) });
    const owner = await ownerContext.newPage();
    await signInAs(owner, OWNER_EMAIL);
    await owner.goto("/admin/settings");
    await owner.getByLabel(region.name, { exact: true }).selectOption({ label: coordinator });
    await owner.getByRole("button", { name: "Save region coordinators" }).click();
    await expect(owner.getByText("Region coordinators saved")).toBeVisible();

    // The family, from the region page.
    await page.goto(`/location/${region.slug}`);
    await page.getByTestId("region-request-care").click();
    await expect(page).toHaveURL(/\/request-care$/);
    await expect(page.getByText("Medical details are not needed here", { exact: false }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Sent half-filled: the problems are listed at the top and next to their fields, and what was typed stays.
    const family = uniqueEmail(testInfo, "family");
    await fillRequest(page, { postal: "12345", name: "Jordan Family", email: family });
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

    const before = mailCount();
    await careForm(page).getByLabel("Postal code where care is needed").fill(region.postal);
    await careForm(page).getByLabel(/I agree that Sinai Home Care may contact me/).check();
    await page.getByRole("button", { name: "Send my request" }).click();
    await expect(page).toHaveURL(/\/request-care\/received\?ref=R-\d+/);
    const reference = (await page.getByTestId("care-reference").locator("strong").textContent())!.trim();
    expect(reference).toMatch(/^R-\d{4,}$/);
    await expect(page.getByTestId("care-office-phone")).toContainText(`Our ${region.name} office: (905) 555-0142`);

    const ack = await waitForMail(family, reference, { after: before });
    expect(ack.subject).toBe(`We received your care request ${reference}`);
    expect(ack.text).toContain("(905) 555-0142");
    for (const word of HEALTH_WORDS) expect(ack.text).not.toMatch(word);
    const notice = await waitForMail(coordinator, reference, { after: before });
    expect(notice.subject).toBe(`New care request ${reference} for ${region.name} (urgent)`);
    for (const word of [...HEALTH_WORDS, /Jordan/]) expect(notice.text).not.toMatch(word);
    const office = await waitForMail("care@example.com", reference, { after: before });
    expect(office.subject).toBe(notice.subject);

    // The coordinator: the queue, filtered to their own; the request opened (audited), a status with a note.
    await ownerContext.close();
    await signInAs(page, coordinator);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Care requests" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Care requests/ })).toBeVisible();
    await page.getByLabel("Assigned to me").check();
    await page.getByLabel("Name or reference").fill(reference);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(new RegExp(`mine=1.*q=${reference}|q=${reference}.*mine=1`));
    // The filtered view itself (the list before the filter may hold one row too): only it offers Clear.
    await expect(page.getByTestId("care-filters").getByRole("link", { name: "Clear" })).toBeVisible();
    await expect(page.getByTestId(`care-row-${reference}`)).toBeVisible();
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: reference }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
    await page.getByRole("textbox", { name: "Note" }).fill("Spoke with the daughter; assessment booked for Tuesday.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByTestId("care-history")).toContainText("Spoke with the daughter");
    await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("assessment-booked");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByTestId("care-history").getByText("Assessment booked", { exact: true })).toBeVisible();
    await expect(page.getByTestId("care-history")).toContainText(coordinator);
  });

  test("bulk assignment and bulk status from the queue; the owner finds the opening in the audit log", async ({ page }, testInfo) => {
    const coordinator = uniqueEmail(testInfo, "bulk-coordinator");
    await createStaff(coordinator, PASSWORD, "coordinator");
    // Two requests from Toronto (no coordinator there), sent as a family would.
    const references: string[] = [];
    for (const name of ["Bulk One", "Bulk Two"]) {
      await page.goto("/request-care");
      await fillRequest(page, { postal: "M5V 2T6", name: `${name} ${testInfo.project.name}`, email: uniqueEmail(testInfo, "bulk-family") });
      await careForm(page).getByLabel(/I agree that Sinai Home Care may contact me/).check();
      await page.getByRole("button", { name: "Send my request" }).click();
      await expect(page).toHaveURL(/\/request-care\/received/);
      references.push((await page.getByTestId("care-reference").locator("strong").textContent())!.trim());
    }
    await signInAs(page, OWNER_EMAIL);
    await page.goto(`/admin/care-requests?q=${encodeURIComponent(`Bulk`)}&region=toronto-area`);
    for (const reference of references) await page.getByLabel(`Select ${reference}`).check();
    await page.getByTestId("care-bulk").getByLabel("To", { exact: true }).selectOption({ label: coordinator });
    await page.getByRole("button", { name: "Assign selected" }).click();
    await expect(page.getByText("2 requests assigned.")).toBeVisible();
    for (const reference of references) await expect(page.getByTestId(`care-row-${reference}`)).toContainText(coordinator);
    // The filtered view is kept after the change.
    await expect(page).toHaveURL(/region=toronto-area/);
    for (const reference of references) await page.getByLabel(`Select ${reference}`).check();
    await page.getByTestId("care-bulk").getByLabel("Status", { exact: true }).selectOption("contacted");
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByText("2 requests marked Contacted.")).toBeVisible();
    for (const reference of references) await expect(page.getByTestId(`care-row-${reference}`)).toContainText("Contacted");

    await page.getByRole("link", { name: references[0]! }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(references[0]!);
    await page.goto("/admin/audit?action=care-request-open");
    const entry = page.getByTestId("audit-entry").filter({ hasText: references[0]! }).first();
    await expect(entry).toContainText("Opened a care request");
    await expect(entry).toContainText(OWNER_EMAIL);
  });

});

test("an urgent request still New two business hours after it arrived is marked overdue in the queue and on the dashboard", async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const port = 3960 + (Number(process.env.E2E_PORT ?? 3210) % 20) + (jsDisabled(testInfo) ? 20 : 0);
  const root = path.resolve("tests/.tmp", `e2e-care-clock-${port}`);
  fs.rmSync(root, { recursive: true, force: true });
  const server = new OwnServer(port, root);
  // Tuesday 1 December 2026, 10:00 in Toronto.
  const arrival = Date.parse("2026-12-01T15:00:00Z");
  server.setClock(arrival);
  await server.start();
  try {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: !jsDisabled(testInfo) });
    const page = await context.newPage();
    await page.goto("/request-care");
    await fillRequest(page, { postal: "L5B 1M3", name: "Overdue Family", email: "overdue@example.com" });
    await careForm(page).getByLabel(/I agree that Sinai Home Care may contact me/).check();
    await page.getByRole("button", { name: "Send my request" }).click();
    const reference = (await page.getByTestId("care-reference").locator("strong").textContent())!.trim();

    await signInAs(page, OWNER_EMAIL, root);
    await expect(page.getByTestId("care-overdue-count")).toHaveText("0");
    await page.goto("/admin/care-requests");
    await expect(page.getByTestId(`care-row-${reference}`).getByTestId("overdue")).toHaveCount(0);

    // 11:59: not yet. Past 12:00, two business hours on: overdue.
    server.setClock(arrival + 119 * 60_000);
    await page.reload();
    await expect(page.getByTestId(`care-row-${reference}`).getByTestId("overdue")).toHaveCount(0);
    server.setClock(arrival + 121 * 60_000);
    await page.reload();
    await expect(page.getByTestId(`care-row-${reference}`).getByTestId("overdue")).toBeVisible();
    await page.goto("/admin");
    await expect(page.getByTestId("care-overdue-count")).toHaveText("1");
    await context.close();
  } finally {
    await server.stop();
  }
});
