import { expect, test } from "./support/test";
import { type TestInfo } from "@playwright/test";
import { expectNoSeriousA11yViolations, expectSingleH1 } from "./support/fixtures";
import { signInAs } from "./support/staff";
import { appCode, createStaff, setUpAuthenticator, signInWithPassword } from "./support/two-factor";

/**
 * Two-factor with an authenticator app, with JavaScript: the set-up on the
 * account page (the QR code, the recovery codes shown) and the second step
 * of sign-in, a refused code said in place, a recovery code; axe on each
 * page. Codes used once, turning it off and requiring it for all staff are
 * tests/http/sign-in-factors.test.ts's.
 */
const emailFor = (testInfo: TestInfo, label: string) => `${label}-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;

test("set up the app, then the second step of sign-in: a wrong code said in place, a recovery code signs in", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const email = emailFor(testInfo, "totp");
  await createStaff(email, "editor");
  await signInAs(page, email);

  const { secret, recoveryCodes } = await setUpAuthenticator(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await signInWithPassword(page, email, /\/admin\/login\/two-factor$/);
  await expectSingleH1(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Authentication code").fill(await appCode(secret, 600));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code is not right.")).toBeVisible();
  await expect(page.getByLabel("Authentication code")).toHaveAttribute("aria-invalid", "true");

  await page.getByRole("link", { name: "Use a recovery code" }).click();
  await expect(page.getByLabel("Recovery code")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Recovery code").fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});
