/**
 * Staff accounts for browser tests: created with the product's own command
 * (`npm run admin:create`) against the e2e server's database, and signed in
 * through the sign-in page.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, type Page, type TestInfo } from "@playwright/test";

export const OWNER_EMAIL = "admin@example.com";
export const OWNER_PASSWORD = "correct-horse-battery-staple";
const E2E_ROOT = path.resolve("tests/.tmp", `e2e-${process.env.E2E_PORT ?? "3210"}`);

/** An email no other test (or the other project) uses. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  return `${label}-${testInfo.project.name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}

export function createStaff(email: string, password: string, role: "owner" | "editor" | "author" | "hr" | "coordinator"): void {
  const created = spawnSync("node_modules/.bin/tsx", ["scripts/admin-create.ts", "--email", email, "--password", password, "--role", role], {
    env: { ...process.env, DATABASE_URL: path.join(E2E_ROOT, "app.db"), STORAGE_DIR: path.join(E2E_ROOT, "storage") },
    encoding: "utf8",
  });
  expect(created.status, created.stderr).toBe(0);
}

/** Signs in on /admin/login and waits for the dashboard. */
export async function signInAs(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // A password check (scrypt) can take seconds on a busy 2-core machine.
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
}
