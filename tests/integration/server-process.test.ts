/**
 * The real start command (`node server.js`) as a process: configuration
 * errors stop it with exit code 1, and SIGTERM lets requests in flight finish.
 * Needs a build (npm test builds before this stage).
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { startServer, tmpRoot, waitForListening, waitForOutput } from "./server-process-helpers";


const NODE_LINE = fs.readFileSync(".node-version", "utf8").trim().split(".")[0];

describe("node server.js", () => {
  it("refuses to start in production without SESSION_SECRET, naming it, with exit code 1", async () => {
    const server = startServer({ NODE_ENV: "production", PORT: "0" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("Invalid configuration");
    expect(server.output()).toContain("SESSION_SECRET: is required when NODE_ENV=production");
    expect(server.output()).not.toMatch(/\n\s+at /); // one clear message, no stack trace
  });

  it("refuses a first owner's password the account page would refuse (ADMIN_PASSWORD follows the password policy)", async () => {
    const server = startServer({ PORT: "0", ADMIN_EMAIL: "first-owner@example.com", ADMIN_PASSWORD: "password1234" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("ADMIN_PASSWORD: This password is one of the most common ones");
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it("admin:create refuses the same passwords (and a password that is the email)", async () => {
    const env = { ...process.env, DATABASE_URL: path.join(tmpRoot, "admin-create.db"), STORAGE_DIR: path.join(tmpRoot, "admin-create") };
    // The three runs go side by side: a refused password stops the command before it opens the database.
    const adminCreate = (email: string, password: string) =>
      new Promise<{ status: number | null; stderr: string }>((resolve) => {
        const child = spawn("node_modules/.bin/tsx", ["scripts/admin-create.ts", "--email", email, "--password", password], { env });
        let stderr = "";
        child.stderr.on("data", (chunk) => (stderr += chunk));
        child.on("close", (status) => resolve({ status, stderr }));
      });
    const email = "same-as-the-password@example.com";
    const [common, same, fine] = await Promise.all([
      adminCreate("a@example.com", "qwertyuiop12"),
      adminCreate(email, email),
      adminCreate("b@example.com", "a long and unusual passphrase"),
    ]);
    expect(common.status).not.toBe(0);
    expect(common.stderr).toContain("--password: This password is one of the most common ones");
    expect(same.status).not.toBe(0);
    expect(fine.status, fine.stderr).toBe(0);
  }, 60_000);

  it("refuses a malformed setting", async () => {
    const server = startServer({ PORT: "not-a-port" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("PORT:");
  });

  it("finishes a request in flight on SIGTERM, then exits 0 and accepts no new connection", async () => {
    const server = startServer({ NODE_ENV: "production", SESSION_SECRET: "process-test-secret-0123456789", PORT: "0", RATE_LIMIT: "off" });
    let child: ChildProcess | undefined = server.child;
    try {
      const port = await waitForListening(server);
      // It says which Node it runs on: the product's line (.node-version).
      expect(server.output()).toMatch(new RegExp(`\\(Node v${NODE_LINE}\\.\\d+\\.\\d+\\)`));
      const body = JSON.stringify({ name: "", email: "not-an-email", message: "", type: "contact" });
      const socket = net.connect(port, "127.0.0.1");
      await new Promise((resolve) => socket.once("connect", resolve));
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk));
      const closed = new Promise((resolve) => socket.once("close", resolve));
      // Headers and half the body: the server is now handling this request.
      socket.write(
        `POST /api/send-email HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      child.kill("SIGTERM");
      // Wait for the server to take the signal (not a fixed delay: a loaded
      // machine may take longer), then it must refuse new connections.
      await waitForOutput(server, "SIGTERM received");
      // New connections are refused while the old request is still open.
      const refused = await new Promise<boolean>((resolve) => {
        const probe = net.connect(port, "127.0.0.1");
        probe.once("connect", () => {
          probe.destroy();
          resolve(false);
        });
        probe.once("error", () => resolve(true));
      });
      expect(refused).toBe(true);
      socket.write(body.slice(10));
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('"error"');
      expect(await server.exited).toBe(0);
      child = undefined;
      expect(server.output()).toContain("server stopped");
    } finally {
      child?.kill("SIGKILL");
    }
  });
});
