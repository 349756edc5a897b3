import { randomBytes } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, NO_JS, test } from "./support/test";
import { type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { expectNoSeriousA11yViolations, jsDisabled } from "./support/fixtures";
import { createStaff as createStaffAccount, type StaffRoleName } from "./support/staff";

/**
 * Passkeys in the browser, on http://localhost (the relying party is the
 * request's own localhost). With JavaScript, Chromium's virtual
 * authenticator (DevTools protocol: WebAuthn domain) plays the device:
 * add a passkey, sign out, sign in with it, rename, remove. Without
 * JavaScript, the controls say they need it and rename/remove still work.
 * Each test uses its own staff account: once an account has a passkey, its
 * password alone leads to the second-factor page, so these accounts sign in
 * by password only before their first passkey.
 */
const PORT = process.env.E2E_PORT ?? "3210";
const E2E_ROOT = path.resolve("tests/.tmp", `e2e-${PORT}`);
const PASSWORD = "passkeys-e2e-long-password";

function uniqueEmail(testInfo: TestInfo, label: string): string {
  return `${label}-${testInfo.project.name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}

/** A staff account of its own (./support/staff.ts). */
function createStaff(email: string, role: StaffRoleName = "editor") {
  return createStaffAccount(email, PASSWORD, role);
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

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

test.describe("passkeys with JavaScript", () => {
  test("add a passkey, sign out, sign in with it (no email typed), rename it, remove it", async ({ page, context }, testInfo) => {
    test.skip(jsDisabled(testInfo), "WebAuthn is a browser API: the ceremonies need JavaScript (the no-JS test covers the controls and the forms)");
    // Five sign-ins (two with scrypt), four ceremonies and three password checks (the removal's).
    test.setTimeout(90_000);
    const email = uniqueEmail(testInfo, "passkey");
    await createStaff(email);
    const { cdp, authenticatorId } = await addVirtualAuthenticator(context, page);

    await page.goto("/admin/login");
    await expect(page.getByRole("button", { name: "Use a passkey" })).toBeEnabled();
    await expect(page.getByTestId("passkey-note")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await signInWithPassword(page, email);
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

    // Sign out, then in again with the passkey alone.
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByRole("button", { name: "Use a passkey" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/account");
    await expect(page.getByText(new RegExp(`Signed in as ${email.replace(/[.+]/g, "\\$&")}`))).toBeVisible();
    await expect(list.getByText(/last used/)).toBeVisible();
    await expect(page.getByTestId("session-list").getByText(/with passkey/).first()).toBeVisible();

    // The password alone is no longer enough: the second step asks for the passkey.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login\/two-factor$/);
    await page.getByTestId("passkey-slot").getByRole("button", { name: "Use a passkey" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/account");
    await expect(page.getByTestId("session-list").getByText(/with password \+ passkey/).first()).toBeVisible();

    // Rename (a plain form).
    await section.getByLabel("New name for Test laptop").fill("Work laptop");
    await section.getByRole("button", { name: "Rename Test laptop" }).click();
    await expect(toasts(page).getByText("Passkey renamed")).toBeVisible();
    await expect(list.getByTestId("passkey-name")).toHaveText(["Work laptop"]);

    // Remove: its own page, the question and the current password (or a code).
    await section.getByRole("link", { name: "Remove Work laptop" }).click();
    await expect(page).toHaveURL(/\/admin\/account\/passkeys\/\d+\/remove$/);
    await expect(page.getByText("Remove this passkey? It will no longer sign you in.")).toBeVisible();
    await page.getByLabel("Current password or authentication code").fill("not-the-password-at-all");
    await page.getByRole("main").getByRole("button", { name: "Remove", exact: true }).click();
    await expect(page.getByText("That password or code is not right.")).toBeVisible();
    await page.getByLabel("Current password or authentication code").fill(PASSWORD);
    await page.getByRole("main").getByRole("button", { name: "Remove", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(toasts(page).getByText("Passkey removed")).toBeVisible();
    await expect(section.getByText("You have no passkeys yet.")).toBeVisible();

    // The device still holds it, but the site no longer knows it: it signs nobody in.
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByRole("button", { name: "Use a passkey" }).click();
    await expect(page.getByTestId("passkey-error")).toHaveText("That passkey could not sign you in. Try again, or use your email and password.");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe("passkeys without JavaScript", NO_JS, () => {
  test("the passkey controls say they need JavaScript; rename and remove still work", async ({ page }, testInfo) => {
    test.skip(!jsDisabled(testInfo), "with JavaScript the controls are live: the ceremony test covers them");
    await page.goto("/admin/login");
    await expect(page.getByRole("button", { name: "Use a passkey" })).toBeDisabled();
    await expect(page.getByTestId("passkey-note")).toHaveText(/Passkeys need JavaScript/);

    const email = uniqueEmail(testInfo, "passkey-nojs");
    await createStaff(email);
    await signInWithPassword(page, email);
    // A passkey added elsewhere (a browser with JavaScript), straight into the database.
    const db = new Database(path.join(E2E_ROOT, "app.db"));
    try {
      db.pragma("busy_timeout = 5000");
      const user = db.prepare("select id from users where email = ?").get(email) as { id: number };
      db.prepare("insert into passkeys (credential_id, user_id, public_key, counter, transports, name, created_at) values (?, ?, ?, 0, '[]', ?, ?)").run(
        randomBytes(16).toString("base64url"),
        user.id,
        randomBytes(77),
        "Phone",
        new Date().toISOString(),
      );
    } finally {
      db.close();
    }

    await page.goto("/admin/account");
    const section = passkeySection(page);
    await expect(section.getByTestId("passkey-note")).toHaveText(/Passkeys need JavaScript/);
    await expect(section.getByRole("button", { name: "Add a passkey" })).toBeDisabled();

    await section.getByLabel("New name for Phone").fill("   ");
    await section.getByRole("button", { name: "Rename Phone" }).click();
    await expect(section.getByText("Give the passkey a name.")).toBeVisible();
    await section.getByLabel("New name for Phone").fill("Old phone");
    await section.getByRole("button", { name: "Rename Phone" }).click();
    await expect(toasts(page).getByText("Passkey renamed")).toBeVisible();
    await expect(section.getByTestId("passkey-list").getByTestId("passkey-name")).toHaveText(["Old phone"]);

    await section.getByRole("link", { name: "Remove Old phone" }).click();
    await expect(page).toHaveURL(/\/admin\/account\/passkeys\/\d+\/remove$/);
    await expect(page.getByText("Remove this passkey? It will no longer sign you in.")).toBeVisible();
    await page.getByLabel("Current password or authentication code").fill(PASSWORD);
    await page.getByRole("main").getByRole("button", { name: "Remove", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(toasts(page).getByText("Passkey removed")).toBeVisible();
    await expect(passkeySection(page).getByText("You have no passkeys yet.")).toBeVisible();
  });
});

test.describe("passkeys at an IP address", () => {
  test("the controls say why they are unavailable; the password still signs in", async ({ page }, testInfo) => {
    const byIp = `http://127.0.0.1:${PORT}`;
    await page.goto(`${byIp}/admin/login`);
    await expect(page.getByRole("button", { name: "Use a passkey" })).toBeDisabled();
    await expect(page.getByTestId("passkey-note")).toContainText("Passkeys need the site's name in the address bar, not an IP address");
    const email = uniqueEmail(testInfo, "passkey-ip");
    await createStaff(email);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(`${byIp}/admin`);
    await page.goto(`${byIp}/admin/account`);
    await expect(passkeySection(page).getByTestId("passkey-note")).toContainText("not an IP address");
    await expect(passkeySection(page).getByRole("button", { name: "Add a passkey" })).toBeDisabled();
  });
});
