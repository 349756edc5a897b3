/**
 * A server of a test's own, in test mode (NODE_ENV=test), so its clock moves
 * with TEST_CLOCK_FILE (app/server/infra/clock.server.ts, decision 0323); on a
 * database that survives its restarts. The shared e2e server (production
 * mode) is never stopped or moved.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { E2E_SESSION_SECRET, OWNER_EMAIL, OWNER_PASSWORD } from "./staff";

/** A production server of this test's own, on a database that survives its restarts. */
export class OwnServer {
  private child: ChildProcess | null = null;
  readonly url: string;
  constructor(
    private readonly port: number,
    private readonly root: string,
  ) {
    this.url = `http://localhost:${port}`;
  }

  /** The file that moves this server's clock. */
  get clockFile(): string {
    return path.join(this.root, "clock-offset-ms");
  }

  /** Moves the server's clock to `at` (read at every request, and at start). */
  setClock(at: number) {
    fs.mkdirSync(this.root, { recursive: true });
    fs.writeFileSync(this.clockFile, String(at - Date.now()));
  }

  async start() {
    fs.mkdirSync(this.root, { recursive: true });
    this.child = spawn(path.resolve("node_modules/.bin/node"), ["server.js"], {
      env: {
        ...process.env,
        // Test mode: the server takes its clock's offset from TEST_CLOCK_FILE (app/server/infra/clock.server.ts).
        NODE_ENV: "test",
        TEST_CLOCK_FILE: this.clockFile,
        PORT: String(this.port),
        HOST: "127.0.0.1",
        DATABASE_URL: path.join(this.root, "app.db"),
        STORAGE_DIR: path.join(this.root, "storage"),
        SESSION_SECRET: E2E_SESSION_SECRET,
        SITE_URL: this.url,
        ADMIN_EMAIL: OWNER_EMAIL,
        ADMIN_PASSWORD: OWNER_PASSWORD,
        RATE_LIMIT: "off",
        LOG_REQUESTS: "off",
        SMTP_URL: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child.stderr?.on("data", (chunk) => process.stderr.write(chunk));
    for (let i = 0; i < 200; i++) {
      const ok = await fetch(`${this.url}/healthz`).then((response) => response.ok).catch(() => false);
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the test's own server did not start");
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    this.child = null;
  }
}

