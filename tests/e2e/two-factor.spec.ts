import { expect, test } from "./support/test";
import { type TestInfo } from "@playwright/test";
import { expectNoSeriousA11yViolations, expectSingleH1 } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { appCode, createStaff, setUpAuthenticator, signInWithPassword, signOut, STAFF_PASSWORD } from "./support/two-factor";

/**
 * Two-factor with an authenticator app, JavaScript on and off: set-up on the
 * account page, the second step of sign-in, a reused code, recovery codes,
 * turning it off. Each project uses its own accounts (the projects share
 * one server and database). Requiring it for all staff changes every
 * account, so it has its own spec, run after the others
 * (two-factor-required.spec.ts).
 */
const emailFor = (testInfo: TestInfo, label: string) => `${label}-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;

test("set up the app, then sign in with a code; a code and a recovery code work once; turning it off emails a notice", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const email = emailFor(testInfo, "totp");
  await createStaff(email, "editor");
  await signInWithPassword(page, email, /\/admin$/);

  const { secret, recoveryCodes } = await setUpAuthenticator(page);
  await expectNoSeriousA11yViolations(page);
  // Shown once: the page after it no longer has them.
  await page.goto("/admin/account");
  await expect(page.getByTestId("recovery-codes")).toHaveCount(0);
  await expect(page.getByTestId("two-factor-status")).toContainText("10 of 10 recovery codes left");
  await signOut(page);

  // Password, then the code: signed in. (The set-up used this step's code, so the app's next one.)
  await signInWithPassword(page, email, /\/admin\/login\/two-factor$/);
  await expectSingleH1(page);
  await expectNoSeriousA11yViolations(page);
  // Nothing opens half-way.
  await page.goto("/admin/categories");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  await signInWithPassword(page, email, /\/admin\/login\/two-factor$/);
  const wrong = await appCode(secret, 600);
  await page.getByLabel("Authentication code").fill(wrong);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code is not right.")).toBeVisible();
  await expect(page.getByLabel("Authentication code")).toHaveAttribute("aria-invalid", "true");
  const code = await appCode(secret, 30);
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await signOut(page);

  // The same code again: refused.
  await signInWithPassword(page, email, /\/admin\/login\/two-factor$/);
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code was already used.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login\/two-factor$/);

  // A recovery code instead: works once.
  await page.getByRole("link", { name: "Use a recovery code" }).click();
  await expect(page.getByLabel("Recovery code")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Recovery code").fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await signOut(page);
  await signInWithPassword(page, email, /\/admin\/login\/two-factor$/);
  await page.getByRole("link", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That recovery code is not right, or it was already used.")).toBeVisible();
  await page.getByLabel("Recovery code").fill(recoveryCodes[1]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Turn it off: the current password, a wrong one first (kept next to the field).
  await page.goto("/admin/account");
  await expect(page.getByTestId("two-factor-status")).toContainText("8 of 10 recovery codes left");
  await page.getByRole("region", { name: "Two-factor authentication" }).getByRole("textbox", { name: "Current password", exact: true }).fill("not-the-password-at-all");
  await page.getByRole("button", { name: "Turn off two-factor" }).click();
  await expect(page.getByText("That password is not right.")).toBeVisible();
  await page.getByRole("region", { name: "Two-factor authentication" }).getByRole("textbox", { name: "Current password", exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Turn off two-factor" }).click();
  await expect(page.getByTestId("two-factor-status")).toContainText("Off.");
  const notice = await waitForMail(email, "Two-factor was turned off");
  expect(notice.text).toContain("turned off");
  await signOut(page);
  await signInWithPassword(page, email, /\/admin$/);
});

