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
import { type BrowserContext, type Cookie, expect, type Page, type TestInfo } from "@playwright/test";

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
    // Test mode: the maker stores its passwords at the test cost (N = 2^12, decision 0323). A hash states
    // its own cost, so the production server checks these in the same code at a 32nd of the CPU; the
    // first owner (made by the server at start) and every password set in the browser keep the full cost.
    env: { ...process.env, NODE_ENV: "test", DATABASE_URL: path.join(E2E_ROOT, "app.db"), STORAGE_DIR: path.join(E2E_ROOT, "storage") },
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

/**
 * Session cookies of the accounts signed in on the form in a browser context,
 * by email and password. The worker's kept tab (./test.ts) lives from test to
 * test: there a test that needs someone signed in (rather than testing the
 * sign-in) starts from that browser's earlier session while it lasts, like a
 * person coming back to the same browser: one password check per account and
 * worker instead of one per test (scrypt at full cost for the first owner). A
 * context of a test's own signs in on the form. A session that ended (a
 * logout, a password change, "sign out other sessions") goes back to the form.
 */
const keptSessions = new WeakMap<BrowserContext, Map<string, Cookie[]>>();

/** Signs in (on /admin/login, or with this worker's live session of the account) and waits for the dashboard. */
export async function signInAs(page: Page, email: string, password: string) {
  const key = `${email}\n${password}`;
  const kept = keptSessions.get(page.context()) ?? new Map<string, Cookie[]>();
  keptSessions.set(page.context(), kept);
  const cookies = kept.get(key);
  if (cookies) {
    await page.context().addCookies(cookies);
    const answer = await page.goto("/admin");
    if (answer?.ok() && new URL(page.url()).pathname === "/admin") return;
    kept.delete(key);
    await page.context().clearCookies();
  }
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // A password check (scrypt) can take seconds on a busy 2-core machine.
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
  // With JavaScript the address changes before React draws the dashboard (a transition):
  // wait for the dashboard itself, or the caller's next step may act on the sign-in page.
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  kept.set(key, (await page.context().cookies()).filter((cookie) => cookie.name.endsWith("session")));
}
