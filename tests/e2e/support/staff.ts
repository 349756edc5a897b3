/**
 * Staff accounts for browser tests: created through the same checks and
 * domain function as the product's command (`npm run admin:create`, which
 * admin.spec.ts runs as a command) against the e2e server's database, by one
 * maker process per worker (./staff-maker.ts), and signed in through the
 * sign-in page.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { expect, type Page, type TestInfo } from "@playwright/test";

export const OWNER_EMAIL = "admin@example.com";
export const OWNER_PASSWORD = "correct-horse-battery-staple";
const E2E_ROOT = path.resolve("tests/.tmp", `e2e-${process.env.E2E_PORT ?? "3210"}`);

/** An email no other test (or the other project) uses. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  return `${label}-${testInfo.project.name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}

export type StaffRoleName = "owner" | "editor" | "author" | "hr" | "coordinator";

let maker: { child: ChildProcessWithoutNullStreams; answers: AsyncIterator<string> } | undefined;
let queue: Promise<unknown> = Promise.resolve();

function startMaker() {
  const child = spawn("node_modules/.bin/tsx", ["tests/e2e/support/staff-maker.ts"], {
    env: { ...process.env, DATABASE_URL: path.join(E2E_ROOT, "app.db"), STORAGE_DIR: path.join(E2E_ROOT, "storage") },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const started = { child, answers: readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]() };
  child.stderr.on("data", (chunk) => process.stderr.write(chunk));
  // A maker that could not start or stopped: the next account starts another (its answers end, so the wait below fails with a message).
  child.on("error", (error) => process.stderr.write(`staff maker: ${error.message}\n`));
  child.stdin.on("error", () => undefined);
  child.on("exit", () => {
    if (maker === started) maker = undefined;
  });
  process.once("exit", () => child.kill());
  return started;
}

/** The maker's next answer: "ok" or "error <reason>" (any other line it prints is not an answer). */
async function nextAnswer(answers: AsyncIterator<string>): Promise<string> {
  for (;;) {
    const line = await answers.next();
    if (line.done) return "the staff maker stopped";
    if (line.value === "ok" || line.value.startsWith("error ")) return line.value;
  }
}

/** Creates a staff account (or resets its password); one at a time per worker. */
export function createStaff(email: string, password: string, role: StaffRoleName): Promise<void> {
  const created = queue.then(async () => {
    maker ??= startMaker();
    maker.child.stdin.write(`${JSON.stringify({ email, password, role })}\n`);
    expect(await nextAnswer(maker.answers), `creating ${email}`).toBe("ok");
  });
  queue = created.catch(() => undefined);
  return created;
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
