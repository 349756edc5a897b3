/**
 * The real start command (`node server.js`, with `node` found on PATH as
 * `npm start` runs it) as a child process, and a raw HTTP client that sends
 * what browsers never would. Needs a build (npm test builds before vitest).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { freshDatabaseUrl } from "./test-database";

/**
 * A folder of the importing test file's own, for its servers' databases, storage and clock files.
 * Removed after the file's own afterAll hooks (Vitest runs after-hooks last-registered first, and
 * this one is registered when the file imports this module), so its servers have stopped by then.
 */
export const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), "server-process-"));
afterAll(() => fs.rmSync(tmpRoot, { recursive: true, force: true }));

export interface ServerProcess {
  child: ReturnType<typeof spawn>;
  exited: Promise<number | null>;
  output: () => string;
  /** The server's own database (DATABASE_URL): a SQLite file, or a PostgreSQL database. */
  databaseUrl: string;
}

/**
 * `detached`: the server and what it starts (Litestream and the server under it) form a process
 * group of their own, which a test kills whole with `process.kill(-child.pid, "SIGKILL")`.
 */
export function startServer(env: Record<string, string>, { detached = false }: { detached?: boolean } = {}): ServerProcess {
  const databaseFile = path.join(tmpRoot, `${Math.random().toString(36).slice(2)}.db`);
  const databaseUrl = env.DATABASE_URL ?? freshDatabaseUrl(databaseFile);
  const child = spawn("node", ["server.js"], {
    env: {
      PATH: process.env.PATH!,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      DATABASE_URL: databaseUrl,
      STORAGE_DIR: path.join(tmpRoot, `storage-${path.basename(databaseFile, ".db")}`),
      LOG_REQUESTS: "off",
      HOST: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached,
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output, databaseUrl };
}

export async function waitForListening(server: { output: () => string }, timeoutMs = 90_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const match = /listening on http:\/\/localhost:(\d+)/.exec(server.output());
    if (match) return Number(match[1]);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

export async function waitForOutput(server: { output: () => string }, text: string, timeoutMs = 10_000) {
  const started = Date.now();
  while (!server.output().includes(text) && Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request as given (any method, any headers, any body), on its own connection. */
export function send(
  port: number,
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: string | Buffer; agent?: http.Agent } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, method, path: target, headers: options.headers, agent: options.agent ?? false },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        response.on("error", reject);
      },
    );
    // Whether the failed request went out on a kept-alive connection (or a new one).
    request.on("error", (error) => reject(Object.assign(error, { reusedSocket: request.reusedSocket })));
    request.end(options.body);
  });
}
