/**
 * Against the real server process: the headers of a refusal reach the client
 * (Retry-After on a 429), a body too large for its route gets its 413 every
 * time, and a shutdown under load through keep-alive connections resets no
 * request and exits 0 well within its grace period.
 */
import http from "node:http";
import net from "node:net";
import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { appRoutes } from "./app-routes";
import { send, startServer, tmpRoot, waitForListening, waitForOutput } from "./server-process-helpers";
import { passOnHeaders } from "~/lib/route-headers";

afterAll(() => fs.rmSync(tmpRoot, { recursive: true, force: true }));

const SECRET = { SESSION_SECRET: "limits-and-shutdown-secret-0123456789" };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe("headers set by loaders and actions", () => {
  it("every page route passes them on (React Router keeps only cookies otherwise)", async () => {
    const pages = (await appRoutes()).filter((route) => route.module.default);
    expect(pages.length).toBeGreaterThan(30);
    for (const route of pages) expect(route.module.headers, route.file).toBe(passOnHeaders);
  });

  it("a 429 reaches the client with Retry-After, on a visitor form and on sign-in", async () => {
    const server = startServer({ PORT: "0", ...SECRET, RATE_LIMIT: "on", ADMIN_EMAIL: "limits@example.com", ADMIN_PASSWORD: "limits-password-123" });
    try {
      const port = await waitForListening(server);
      const headers = { Host: `127.0.0.1:${port}`, Origin: `http://127.0.0.1:${port}`, "Content-Type": "application/x-www-form-urlencoded" };
      const statuses: number[] = [];
      let limited;
      for (let i = 0; i < 8 && !limited; i++) {
        const answer = await send(port, "POST", "/contact", { headers, body: form({ name: "", email: "x", message: "" }) });
        statuses.push(answer.status);
        if (answer.status === 429) limited = answer;
      }
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(limited?.status).toBe(429);
      expect(Number(limited?.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited?.body).toContain("Too many");

      let signIn;
      for (let i = 0; i < 8; i++) {
        signIn = await send(port, "POST", "/admin/login", { headers, body: form({ email: "limits@example.com", password: "wrong-password-000" }) });
        if (signIn.status === 429) break;
      }
      expect(signIn?.status).toBe(429);
      expect(Number(signIn?.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  }, 60_000);
});

describe("bodies too large for their route", () => {
  it("a 10 MB body on a text route gets its 413 every time, whether or not the client waits for 100 Continue", async () => {
    const server = startServer({ PORT: "0", ...SECRET, RATE_LIMIT: "off" });
    try {
      const port = await waitForListening(server);
      const size = 10 * 1024 * 1024;
      const chunk = Buffer.alloc(256 * 1024, 0x61);
      const post = (expectContinue: boolean) =>
        new Promise<string>((resolve) => {
          const socket = net.connect(port, "127.0.0.1");
          let answer = "";
          let failure = "";
          socket.on("data", (data) => (answer += data));
          socket.on("error", (error: NodeJS.ErrnoException) => (failure = error.code ?? error.message));
          socket.on("close", () => resolve(answer.includes(" 413 ") ? "413" : `no answer (${failure || answer.slice(0, 40)})`));
          socket.write(
            `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${size}\r\n` +
              `${expectContinue ? "Expect: 100-continue\r\n" : ""}Connection: close\r\n\r\n`,
          );
          let sent = 0;
          const pump = () => {
            while (sent < size && !socket.destroyed) {
              sent += chunk.length;
              if (!socket.write(chunk)) return void socket.once("drain", pump);
            }
          };
          if (!expectContinue) return pump();
          // As curl does: the body only after "100 Continue"; a final answer instead ends it.
          socket.once("data", (data) => {
            if (String(data).startsWith("HTTP/1.1 100")) pump();
          });
        });
      const results: string[] = [];
      for (let i = 0; i < 20; i++) results.push(`${i % 2 === 0 ? "expect" : "plain"}: ${await post(i % 2 === 0)}`);
      expect(results.filter((result) => !result.endsWith(": 413"))).toEqual([]);
    } finally {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  }, 120_000);
});

describe("shutdown under load", () => {
  it("keep-alive clients see no reset: answers close their connections, idle ones are closed, exit 0 in well under 10 s", async () => {
    const server = startServer({ PORT: "0", ...SECRET, RATE_LIMIT: "off" });
    try {
      const port = await waitForListening(server);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
      const outcomes = { ok: 0, closing: 0, refused: 0, reset: [] as string[] };
      // A connection the kernel had queued but the server never accepted is reset when the
      // listener closes: that is a refused new connection. A reset on a kept-alive one is the bug.
      let signalled = 0;
      let running = true;
      const worker = async (path: string) => {
        while (running) {
          try {
            const answer = await send(port, "GET", path, { agent, headers: { Host: `127.0.0.1:${port}` } });
            expect(answer.status).toBeLessThan(500);
            outcomes.ok++;
            if (signalled && answer.headers.connection === "close") outcomes.closing++;
          } catch (error) {
            const code = (error as NodeJS.ErrnoException).code ?? String(error);
            const reused = (error as { reusedSocket?: boolean }).reusedSocket;
            if (code === "ECONNREFUSED" || (code === "ECONNRESET" && !reused && signalled)) {
              outcomes.refused++;
              await new Promise((resolve) => setTimeout(resolve, 20));
            } else outcomes.reset.push(code);
          }
        }
      };
      const workers = Array.from({ length: 16 }, (_, i) => worker(i % 4 === 0 ? "/" : i % 4 === 1 ? "/blog" : "/healthz"));
      // Under load first: every connection has been used (a loaded machine may take a while).
      const warming = Date.now();
      while (outcomes.ok < 40 && Date.now() - warming < 20_000) await new Promise((resolve) => setTimeout(resolve, 50));
      const before = outcomes.ok;
      signalled = Date.now();
      server.child.kill("SIGTERM");
      const code = await server.exited;
      const took = Date.now() - signalled;
      running = false;
      await Promise.all(workers);
      agent.destroy();

      expect(before).toBeGreaterThan(20);
      expect(outcomes.reset).toEqual([]);
      expect(code).toBe(0);
      expect(took).toBeLessThan(5_000);
      expect(outcomes.closing).toBeGreaterThan(0);
      expect(server.output()).toContain("server stopped");
      expect(server.output()).not.toContain("closing them");
      console.log(
        `[shutdown] ${before} answers before SIGTERM, ${outcomes.ok - before} after (${outcomes.closing} with Connection: close), ` +
          `${outcomes.refused} new connections refused, 0 resets, stopped in ${took} ms`,
      );
    } finally {
      server.child.kill("SIGKILL");
    }
  }, 60_000);

  it("keeps a stalled body from holding its connection past the idle timeout", async () => {
    // The limits themselves are set in server/app.ts (CONNECTION_LIMITS); here, that they are in force.
    const server = startServer({ PORT: "0", ...SECRET, RATE_LIMIT: "off" });
    try {
      const port = await waitForListening(server);
      await waitForOutput(server, "listening");
      const socket = net.connect(port, "127.0.0.1");
      const closed = new Promise<number>((resolve) => {
        const opened = Date.now();
        socket.on("close", () => resolve(Date.now() - opened));
        socket.on("error", () => {});
      });
      socket.write(`POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nname=`);
      const held = await closed;
      expect(held).toBeLessThan(40_000);
      expect(held).toBeGreaterThan(5_000);
    } finally {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  }, 60_000);
});
