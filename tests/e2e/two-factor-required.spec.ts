import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "./support/test";
import { type Page, type TestInfo } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/fixtures";
import { createStaff, E2E_ROOT, setUpAuthenticator, signInWithPassword } from "./support/two-factor";

/**
 * The owner requires two-factor for all staff. That changes every account
 * on the shared e2e server (admin@example.com has no second factor), so
 * this spec runs in its own project, after every js and no-js test is done
 * (playwright.config.ts), and turns it off again. JavaScript on and off:
 * one editor in a browser context of each kind.
 */
const emailFor = (testInfo: TestInfo, label: string) => `${label}-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;

test.afterAll(() => {
  // Whatever happened above, the next specs find the requirement off.
  const db = new Database(path.join(E2E_ROOT, "app.db"));
  db.pragma("busy_timeout = 5000");
  db.prepare("update settings set value = '0' where key = 'require_two_factor'").run();
  db.close();
});

test("required two-factor: a staff member without it must set it up before anything else", async ({ browser, page }, testInfo) => {
  test.setTimeout(90_000);
  const owner = emailFor(testInfo, "owner-2fa");
  const editorJs = emailFor(testInfo, "editor-2fa-js");
  const editorNoJs = emailFor(testInfo, "editor-2fa-no-js");
  await createStaff(owner, "owner");
  await createStaff(editorJs, "editor");
  await createStaff(editorNoJs, "editor");

  // The owner needs it first, then turns the requirement on.
  await signInWithPassword(page, owner, /\/admin$/);
  await page.goto("/admin/settings");
  await page.getByLabel("Require two-factor authentication for all staff").check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Turn on two-factor for your own account first")).toBeVisible();
  await expect(page.getByLabel("Require two-factor authentication for all staff")).toBeChecked();
  await setUpAuthenticator(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Require two-factor authentication for all staff").check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("region", { name: "Notifications" }).getByText("Settings saved")).toBeVisible();

  // Each editor: straight to set-up after the password, nothing else opens.
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const editorPage = await context.newPage();
    try {
      await mustSetUpFirst(editorPage, javaScriptEnabled ? editorJs : editorNoJs, javaScriptEnabled);
    } finally {
      await context.close();
    }
  }

  // The owner turns it off again.
  await page.goto("/admin/settings");
  await page.getByLabel("Require two-factor authentication for all staff").uncheck();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("region", { name: "Notifications" }).getByText("Settings saved")).toBeVisible();
  await expect(page.getByLabel("Require two-factor authentication for all staff")).not.toBeChecked();
});

/** Sent to /admin/account after the password, kept there until two-factor is on. */
async function mustSetUpFirst(page: Page, email: string, javaScriptEnabled: boolean) {
  await signInWithPassword(page, email, /\/admin\/account$/);
  await expect(page.getByText("Two-factor authentication is required")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
  // Axe runs inside the page: only with JavaScript.
  if (javaScriptEnabled) await expectNoSeriousA11yViolations(page);
  await page.goto("/admin/categories");
  await expect(page).toHaveURL(/\/admin\/account$/);
  await setUpAuthenticator(page);
  await page.goto("/admin/categories");
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
}
