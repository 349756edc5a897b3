/**
 * Staff accounts for browser tests: created through the same checks and
 * domain function as the product's command (`npm run admin:create`, which
 * admin.spec.ts runs as a command) against the e2e server's database, by one
 * maker process per worker (./staff-maker.ts), and signed in by a session
 * that maker opens (the sign-in journeys use the sign-in page).
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { expect, type Page, type TestInfo } from "@playwright/test";

export const OWNER_EMAIL = "admin@example.com";
export const OWNER_PASSWORD = "correct-horse-battery-staple";
const E2E_ROOT = path.resolve("tests/.tmp", `e2e-${process.env.E2E_PORT ?? "3210"}`);
/** The session secret of the e2e servers (tests/e2e/support/start-server.mjs, OwnServer). */
export const E2E_SESSION_SECRET = "e2e-session-secret-0123456789abcdef";

/** An email no other test (or the other project) uses. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  return `${label}-${testInfo.project.name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}

export type StaffRoleName = "owner" | "editor" | "author" | "hr" | "coordinator";

type Maker = { child: ChildProcessWithoutNullStreams; answers: AsyncIterator<string> };
/** One maker per database this worker uses (the shared e2e server's, a test's own server's). */
const makers = new Map<string, Maker>();
let queue: Promise<unknown> = Promise.resolve();

function startMaker(root: string): Maker {
  const child = spawn("node_modules/.bin/tsx", ["tests/e2e/support/staff-maker.ts"], {
    // Test mode: the maker stores its passwords at the test cost (N = 2^12, decision 0323). A hash states
    // its own cost, so the production server checks these in the same code at a 32nd of the CPU; the
    // first owner (made by the server at start) and every password set in the browser keep the full cost.
    // The servers' session secret: the cookies it signs are theirs.
    env: { ...process.env, NODE_ENV: "test", DATABASE_URL: path.join(root, "app.db"), STORAGE_DIR: path.join(root, "storage"), SESSION_SECRET: E2E_SESSION_SECRET,
      // Over http, as the e2e servers are: the cookie's plain name (__session).
      SITE_URL: "http://localhost",
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const started = { child, answers: readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]() };
  child.stderr.on("data", (chunk) => process.stderr.write(chunk));
  // A maker that could not start or stopped: the next request starts another (its answers end, so the wait below fails with a message).
  child.on("error", (error) => process.stderr.write(`staff maker: ${error.message}\n`));
  child.stdin.on("error", () => undefined);
  child.on("exit", () => {
    if (makers.get(root) === started) makers.delete(root);
  });
  process.once("exit", () => child.kill());
  return started;
}

/** The maker's next answer: "ok", "ok <value>" or "error <reason>" (any other line it prints is not an answer). */
async function nextAnswer(answers: AsyncIterator<string>): Promise<string> {
  for (;;) {
    const line = await answers.next();
    if (line.done) return "the staff maker stopped";
    if (/^ok( |$)/.test(line.value) || line.value.startsWith("error ")) return line.value;
  }
}

/** One request to the maker of `root`'s database; one at a time per worker. */
function ask(request: object, root: string): Promise<string> {
  const answered = queue.then(async () => {
    let maker = makers.get(root);
    if (!maker) makers.set(root, (maker = startMaker(root)));
    maker.child.stdin.write(`${JSON.stringify(request)}\n`);
    const answer = await nextAnswer(maker.answers);
    expect(answer, JSON.stringify(request)).toMatch(/^ok( |$)/);
    return answer.slice(3);
  });
  queue = answered.catch(() => undefined);
  return answered;
}

/** Creates a staff account (or resets its password). `root`: another server's folder than the shared one. */
export async function createStaff(email: string, password: string, role: StaffRoleName, root = E2E_ROOT): Promise<void> {
  await ask({ email, password, role }, root);
}

/**
 * Signed in as this account without the sign-in page, as the Epic Stack's and
 * Ghost's fixtures do: a session started by the product's own function, its
 * cookie given to the browser; then the dashboard. Tests of signing in itself
 * use signInOnForm. `root`: the folder of a test's own server (OwnServer).
 */
export async function signInAs(page: Page, email: string, root = E2E_ROOT) {
  const [name, ...value] = (await ask({ session: email }, root)).split("=");
  await page.context().addCookies([{ name: name!, value: value.join("="), domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" }]);
  expect((await page.goto("/admin"))?.ok()).toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

/** Signs in on /admin/login with email and password and waits for the dashboard (the sign-in journeys). */
export async function signInOnForm(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // A password check (scrypt) can take seconds on a busy 2-core machine.
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
  // With JavaScript the address changes before React draws the dashboard (a transition):
  // wait for the dashboard itself, or the caller's next step may act on the sign-in page.
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}
