/**
 * Two-factor in the browser, the way a person does it: a staff account made
 * like `npm run admin:create` does (./staff.ts), sign-in, and
 * the authenticator app's codes computed here from the secret the account
 * page shows.
 */
import { expect, type Page } from "@playwright/test";
import { generate } from "otplib";
import { createStaff as createStaffAccount, type StaffRoleName } from "./staff";

const STAFF_PASSWORD = "two-factor-e2e-passphrase";

/** A staff account with the two-factor tests' password. */
export function createStaff(email: string, role: StaffRoleName): Promise<void> {
  return createStaffAccount(email, STAFF_PASSWORD, role);
}

/** The password step; `landsOn`: where it should end (the second step, or a page). */
export async function signInWithPassword(page: Page, email: string, landsOn: RegExp) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(landsOn);
  // With JavaScript the address changes before React draws the next page (a transition):
  // wait until the sign-in page (its heading is its own) has given way to it.
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign-in" })).toHaveCount(0);
}

/** The code an authenticator app shows `offsetSeconds` from now. */
export function appCode(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

/** Sets up the app on /admin/account; returns the secret read from the page and the recovery codes shown. */
export async function setUpAuthenticator(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.goto("/admin/account");
  // Setting up a factor takes the current password.
  await page.getByRole("region", { name: "Two-factor authentication" }).getByLabel("Current password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Set up two-factor" }).click();
  const qr = page.getByRole("img", { name: /QR code for your authenticator app/ });
  await expect(qr).toBeVisible();
  await expect(qr.locator("svg")).toHaveCount(1);
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel("Authentication code").fill(await appCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  const shown = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(shown).toHaveCount(10);
  const recoveryCodes = await shown.allInnerTexts();
  await expect(page.getByTestId("two-factor-status")).toContainText("On since");
  return { secret, recoveryCodes };
}
