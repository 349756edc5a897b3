import { expect, test } from "./support/test";
import { type BrowserContext, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/fixtures";
import { createStaff, signInAs, uniqueEmail } from "./support/staff";

/**
 * Passkeys in the browser, on http://localhost (the relying party is the
 * request's own localhost), with Chromium's virtual authenticator
 * (DevTools protocol: WebAuthn domain) as the device: add a passkey, sign
 * out, sign in with it (from the email field's autofill, then the button),
 * use it as the second step, remove it. The device answers a conditional
 * (autofill) request at once while its presence is simulated, as a person
 * choosing the passkey in the field's suggestions; without that simulation
 * a request waits. Where passkeys
 * cannot work (no JavaScript, an IP address) and the rename and remove
 * forms: tests/http/sign-in-factors.test.ts.
 */
const PASSWORD = "passkeys-e2e-long-password";

/** Chromium's virtual authenticator: a platform authenticator with user verification, always present. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

function toasts(page: Page) {
  return page.getByRole("region", { name: "Notifications" });
}

function passkeySection(page: Page) {
  return page.getByRole("region", { name: "Passkeys" });
}

test("add a passkey, sign out, sign in with it (no email typed), use it as the second step, remove it", async ({ page, context }, testInfo) => {
  // Three sign-ins, four ceremonies and a password check (the removal's).
  test.setTimeout(90_000);
  const email = uniqueEmail(testInfo, "passkey");
  await createStaff(email, PASSWORD, "editor");
  const { cdp, authenticatorId } = await addVirtualAuthenticator(context, page);

  await page.goto("/admin/login");
  await expect(page.getByRole("button", { name: "Use a passkey" })).toBeEnabled();
  await expect(page.getByTestId("passkey-note")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await signInAs(page, email);
  await page.goto("/admin/account");
  const section = passkeySection(page);
  await expect(section.getByText("You have no passkeys yet.")).toBeVisible();
  await expect(section.getByLabel("Name for the new passkey")).toHaveValue(/^Passkey on Chrome/);
  await expectNoSeriousA11yViolations(page);

  // Add: the server's options, the authenticator, the server's check.
  await section.getByLabel("Name for the new passkey").fill("Test laptop");
  await section.getByLabel("Your current password").fill(PASSWORD);
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(toasts(page).getByText("Passkey added")).toBeVisible();
  const list = section.getByTestId("passkey-list");
  await expect(list.getByTestId("passkey-name")).toHaveText(["Test laptop"]);
  await expect(list.getByText(/not used yet/)).toBeVisible();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  expect(credentials[0]!.rpId).toBe("localhost");
  await expectNoSeriousA11yViolations(page);

  // Sign out: the sign-in page's email field offers the passkey (a conditional request), chosen: signed in, no email typed.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/account");
  await expect(page.getByText(new RegExp(`Signed in as ${email.replace(/[.+]/g, "\\$&")}`))).toBeVisible();
  await expect(list.getByText(/last used/)).toBeVisible();
  await expect(page.getByTestId("session-list").getByText(/with passkey/).first()).toBeVisible();

  // The button: the autofill's options refused once (the device would answer its request at once),
  // so it steps aside quietly; the button asks on its own.
  const skipped = page.waitForEvent("requestfailed", (request) => request.url().endsWith("/admin/login/passkey"));
  await page.route("**/admin/login/passkey", (route) => route.abort(), { times: 1 });
  await page.getByRole("button", { name: "Logout" }).click();
  await skipped;
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The password alone is no longer enough: the second step asks for the passkey (the device waits for a touch
  // meanwhile, so the autofill's request does not sign in first).
  const presence = (enabled: boolean) => cdp.send("WebAuthn.setAutomaticPresenceSimulation", { authenticatorId, enabled });
  await presence(false);
  await page.getByRole("button", { name: "Logout" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login\/two-factor$/);
  await presence(true);
  await page.getByTestId("passkey-slot").getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/account");
  await expect(page.getByTestId("session-list").getByText(/with password \+ passkey/).first()).toBeVisible();

  // Remove: its own page, the current password.
  await section.getByRole("link", { name: "Remove Test laptop" }).click();
  await expect(page).toHaveURL(/\/admin\/account\/passkeys\/\d+\/remove$/);
  await page.getByLabel("Current password or authentication code").fill(PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "Remove", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(toasts(page).getByText("Passkey removed")).toBeVisible();
  await expect(section.getByText("You have no passkeys yet.")).toBeVisible();

  // The device still holds it, but the site no longer knows it: it signs nobody in, from the autofill or the button.
  const refused = "That passkey could not sign you in. Try again, or use your email and password.";
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByTestId("passkey-error")).toHaveText(refused);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page.getByTestId("passkey-error")).toHaveText(refused);
  await expect(page).toHaveURL(/\/admin\/login$/);
});
