import { expect, test } from "./support/test";
import { type Locator, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, expectSingleH1, lookAt } from "./support/fixtures";
import { linkIn, mailCount, waitForMail } from "./support/mailbox";
import { createStaff, OWNER_EMAIL, signInAs, uniqueEmail } from "./support/staff";

/**
 * Staff accounts with JavaScript: the staff page (axe, its layout at phone
 * and desktop widths), an invitation refused in place and then sent, and
 * axe on the settings page and the pages the emailed links open; the
 * account page's password form keeping what was typed when it is refused. The journeys themselves
 * (invitation, reset, change, roles) are tests/http/staff-accounts.test.ts's.
 */
test.use({ actionTimeout: 15_000 });

const PASSWORD = "a-long-staff-passphrase-42";
const GOOD_PASSWORD = "violet kettle harbour 42";

function toasts(page: Page) {
  return page.getByRole("region", { name: "Notifications" });
}

/** A field by its whole label (the required marker "*" aside): "Password", not "Confirm password". */
function labelled(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`);
}

/** The field's message, read through its aria-describedby; `scope`: the page, or the form's section where a label repeats. */
async function expectFieldMessage(scope: Page | Locator, label: string, message: string | RegExp) {
  const field = scope.getByLabel(labelled(label));
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  const ids = describedBy.split(" ").filter(Boolean);
  const texts = await Promise.all(ids.map((id) => scope.locator(`[id="${id}"]`).textContent()));
  expect(texts.join(" ")).toMatch(message);
}

test("the staff page: an invitation refused in place, then sent; the invitation's and the settings page; the staff page at phone and desktop widths", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signInAs(page, OWNER_EMAIL);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Staff" }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  await expectSingleH1(page);
  await expectNoSeriousA11yViolations(page);

  // An email that already has an account: said next to the field, what was chosen kept.
  await page.getByLabel("Email").fill(OWNER_EMAIL);
  await page.getByLabel(labelled("Role")).selectOption("hr");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expectFieldMessage(page, "Email", "This email already has a staff account.");
  await expect(page.getByLabel("Email")).toHaveValue(OWNER_EMAIL);
  await expect(page.getByLabel(labelled("Role"))).toHaveValue("hr");

  const email = uniqueEmail(testInfo, "invitee");
  const before = mailCount();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(toasts(page).getByText("Invitation sent")).toBeVisible();
  await expect(page.getByTestId(`invitation-row-${email}`)).toContainText("As HR");

  // The invitation's page (it asks for no session: the same tab will do).
  await page.goto(linkIn(await waitForMail(email, "invited", { after: before }), "/admin/invite/"));
  await expect(page.getByRole("heading", { level: 1, name: "Accept your invitation" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The owner's settings (requiring two-factor for all staff: tests/http/sign-in-factors.test.ts).
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/staff");
    await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
    await lookAt(page, testInfo, `staff-${width}.png`);
  }
});

test("passwords: the forgot, reset and account pages pass axe; a refused change keeps what was typed", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(testInfo, "changer");
  await createStaff(email, PASSWORD, "author");

  await page.goto("/admin/forgot-password");
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const before = mailCount();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If an account exists for that email, we sent a link" })).toBeVisible();
  await page.goto(linkIn(await waitForMail(email, "Reset your", { after: before }), "/admin/reset-password/"));
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await signInAs(page, email);
  await page.goto("/admin/account");
  await expectNoSeriousA11yViolations(page);
  const section = page.getByRole("region", { name: "Change password" });
  await section.getByLabel("Current password").fill("not my password at all");
  await section.getByLabel(labelled("New password")).fill(GOOD_PASSWORD);
  await section.getByLabel("Confirm new password").fill(GOOD_PASSWORD);
  await section.getByRole("button", { name: "Change password" }).click();
  // "Current password" is asked in three sections of the page: this one's.
  await expectFieldMessage(section, "Current password", "That is not your current password.");
  // In place, the typed values stay (the server never sends a password back).
  await expect(section.getByLabel(labelled("New password"))).toHaveValue(GOOD_PASSWORD);
  await expect(section.getByLabel("Confirm new password")).toHaveValue(GOOD_PASSWORD);
});
