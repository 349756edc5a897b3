/**
 * `npm run dev` runs the real server (decision 0324): the same Express app as
 * `npm start`, with Vite's development server inside it. Through it, a
 * visitor sends the contact form (gate, cross-site guard, client address,
 * store first) and staff sign in (start-up created the first owner).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { send, tmpRoot, waitForListening } from "./server-process-helpers";

const root = path.join(tmpRoot, "dev-mode");
const OWNER = { email: "dev-owner@example.com", password: "a development passphrase 2026" };
let child: ReturnType<typeof spawn>;
let output = "";
let port = 0;

beforeAll(async () => {
  fs.mkdirSync(root, { recursive: true });
  child = spawn("npm", ["run", "dev"], {
    // Its own process group: npm starts node, and both must stop afterwards.
    detached: true,
    env: {
      PATH: process.env.PATH!,
      HOME: process.env.HOME ?? root,
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: path.join(root, "app.db"),
      STORAGE_DIR: path.join(root, "storage"),
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      LOG_REQUESTS: "off",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  port = await waitForListening({ output: () => output }, 90_000);
}, 120_000);

// Stopped and waited for (the next file runs in this worker, decision 0328); its folder goes too.
afterAll(async () => {
  if (child?.pid && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("close", resolve));
    process.kill(-child.pid, "SIGTERM");
    const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(resolve, 15_000, false))]);
    if (!stopped) process.kill(-child.pid, "SIGKILL");
  }
  fs.rmSync(root, { recursive: true, force: true });
}, 30_000);

// Its own SQLite database whatever the suite runs on: the PostgreSQL run leaves it out (DATABASE_INDEPENDENT in tests/suite-files.mjs).
describe("npm run dev", () => {
  test("is the real server: security headers, Vite's client, the gate", async () => {
    expect(output).toContain("development: Vite with hot reload");
    const home = await send(port, "GET", "/");
    expect(home.status).toBe(200);
    expect(home.headers["content-security-policy"]).toMatch(/script-src/);
    expect(home.headers["x-content-type-options"]).toBe("nosniff");
    expect((await send(port, "GET", "/@vite/client")).status).toBe(200);
    expect((await send(port, "DELETE", "/")).status).toBe(405);
  }, 90_000);

  test("the contact form is stored and answered, and a cross-site post is refused", async () => {
    const body = new URLSearchParams({ name: "Dev Visitor", email: "visitor@example.com", message: "Sent through npm run dev." }).toString();
    const headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://localhost:${port}`, Host: `localhost:${port}` };
    const sent = await send(port, "POST", "/contact", { headers, body });
    expect([200, 302, 303]).toContain(sent.status);
    const db = new Database(path.join(root, "app.db"), { readonly: true });
    try {
      const stored = db.prepare("select name, email from submissions where email = ?").all("visitor@example.com");
      expect(stored).toEqual([{ name: "Dev Visitor", email: "visitor@example.com" }]);
    } finally {
      db.close();
    }
    const foreign = await send(port, "POST", "/contact", { headers: { ...headers, Origin: "https://elsewhere.example" }, body });
    expect(foreign.status).toBe(403);
  }, 90_000);

  test("the first owner, created at start, signs in", async () => {
    const body = new URLSearchParams(OWNER).toString();
    const answer = await send(port, "POST", "/admin/login", {
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://localhost:${port}`, Host: `localhost:${port}` },
      body,
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/admin");
    const cookie = String(answer.headers["set-cookie"]).split(";")[0]!;
    const dashboard = await send(port, "GET", "/admin", { headers: { Cookie: cookie, Host: `localhost:${port}` } });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toContain("Dashboard");
  }, 90_000);
});
