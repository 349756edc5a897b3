/**
 * Against the real server process: the headers of a refusal reach the client
 * (Retry-After on a 429), a body too large for its route gets its 413 every
 * time (a refusal at the door, or an action's answer: a resume or an API body
 * over its cap), an address over Node's 16 KB header limit its 431, and a
 * shutdown under load through keep-alive connections resets no
 * request and exits 0 well within its grace period.
 */
import http from "node:http";
import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { appRoutes } from "./app-routes";
import { send, startServer, waitForListening, waitForOutput, type ServerProcess } from "./server-process-helpers";
import { passOnHeaders } from "~/lib/route-headers";
import { SCREENING_ANSWERS } from "./submission-helpers";


const SECRET = { SESSION_SECRET: "limits-and-shutdown-secret-0123456789" };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/**
 * One server (rate limit off) for the refusals of bodies and addresses too large: each test sends
 * requests of its own and stores nothing, so none depends on another. Started by whichever runs first.
 */
let refusing: { server: ServerProcess; port: Promise<number> } | undefined;
function refusingServerPort(): Promise<number> {
  if (!refusing) {
    const server = startServer({ PORT: "0", ...SECRET, RATE_LIMIT: "off" });
    refusing = { server, port: waitForListening(server) };
  }
  return refusing.port;
}
afterAll(async () => {
  if (!refusing) return;
  refusing.server.child.kill("SIGKILL");
  await refusing.server.exited;
});

describe("headers set by loaders and actions", () => {
  it("every page route passes them on (React Router keeps only cookies otherwise)", async () => {
    const pages = (await appRoutes()).filter((route) => route.module.default);
    expect(pages.length).toBeGreaterThan(30);
    for (const route of pages) expect(route.module.headers, route.file).toBe(passOnHeaders);
  });

  it("a 429 reaches the client with Retry-After, on a visitor form and on sign-in", async () => {
    // Test mode for its cheap password hashes (decision 0323): every sign-in here checks one; the limits are the same.
    const server = startServer({ PORT: "0", ...SECRET, NODE_ENV: "test", RATE_LIMIT: "on", ADMIN_EMAIL: "limits@example.com", ADMIN_PASSWORD: "limits-password-123" });
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
    const port = await refusingServerPort();
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
  }, 120_000);
});

/** What a client that writes a whole body, come what may, gets back: the status line, the body, or the socket's error. */
interface Outcome {
  statusLine: string;
  body: string;
  failure: string;
}

/** One request written by hand on its own connection, the body pumped as fast as the server takes it. */
function postRaw(port: number, target: string, headers: Record<string, string>, body: Buffer): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    let failure = "";
    socket.on("data", (data: Buffer) => received.push(data));
    socket.on("error", (error: NodeJS.ErrnoException) => (failure ||= error.code ?? error.message));
    socket.on("close", () => {
      const answer = Buffer.concat(received).toString("utf8");
      const split = answer.indexOf("\r\n\r\n");
      resolve({ statusLine: answer.split("\r\n", 1)[0] ?? "", body: split === -1 ? "" : answer.slice(split + 4), failure });
    });
    // Keep-alive connections are ended by the test once the answer is in.
    socket.setTimeout(15_000, () => socket.end());
    const head = Object.entries({ Host: `127.0.0.1:${port}`, Origin: `http://127.0.0.1:${port}`, "Content-Length": String(body.length), ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.write(`POST ${target} HTTP/1.1\r\n${head}\r\n`);
    let sent = 0;
    const pump = () => {
      while (sent < body.length && !socket.destroyed) {
        const chunk = body.subarray(sent, sent + 64 * 1024);
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once("drain", pump);
      }
      // All sent: a kept-alive connection is closed by us once the answer has come.
      if (headers.Connection !== "close") socket.once("data", () => setTimeout(() => socket.end(), 200));
    };
    pump();
  });
}

/** A PDF of `size` bytes (its first bytes say PDF; the rest is filler). */
function pdfOfSize(size: number): Buffer {
  const file = Buffer.alloc(size, 0x20);
  Buffer.from("%PDF-1.4\n").copy(file);
  return file;
}

function jobApplication(file: Buffer): { type: string; body: Buffer } {
  const boundary = "----limits-test-boundary";
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field("name", "Ada Lovelace") + field("email", "ada@example.com") + field("message", "Kept") +
      // The screening answers the form asks (the file is then the only thing wrong).
      Object.entries(SCREENING_ANSWERS).map(([name, value]) => field(name, value)).join("") +
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="resume.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
}

describe("a resume or an API body well over its cap", () => {
  it("gets its 413 with the message, not a reset: 6, 8 and 11 MB to the job form and to /api/send-email", async () => {
    const port = await refusingServerPort();
    const results: string[] = [];
    for (const megabytes of [6, 8, 11]) {
      const file = pdfOfSize(megabytes * 1024 * 1024);
      const form = jobApplication(file);
      const json = Buffer.from(JSON.stringify({ type: "jobs", name: "Ada Lovelace", email: "ada@example.com", message: "Kept", filename: "resume.pdf", content: file.toString("base64") }));
      // Connection: close is what makes Node close the socket as soon as an answer ends.
      for (const connection of ["close", "keep-alive"]) {
        const job = await postRaw(port, "/job", { "Content-Type": form.type, Connection: connection }, form.body);
        const jobSays = job.body.includes("The file is larger than 5 MB.") ? "with its message" : "without the message";
        results.push(`/job ${megabytes} MB (${connection}): ${[job.statusLine, job.failure].filter(Boolean).join(" ")}, ${jobSays}`);
        const api = await postRaw(port, "/api/send-email", { "Content-Type": "application/json", Connection: connection }, json);
        const apiSays = api.body.includes('"error":"The request is too large (at most 8 MB)."') ? "with its message" : "without the message";
        results.push(`/api/send-email ${megabytes} MB (${connection}): ${[api.statusLine, api.failure].filter(Boolean).join(" ")}, ${apiSays}`);
      }
    }
    expect(results.filter((result) => !/: HTTP\/1\.1 413 Payload Too Large, with its message$/.test(result))).toEqual([]);
  }, 120_000);

  it("a 16 KB query string gets 431, also when more of the request follows and the client reads late", async () => {
    const port = await refusingServerPort();
    const target = `/blog?q=${"a".repeat(16 * 1024)}`;
    const outcomes: string[] = [];
    const bodies: string[] = [];
    // As a client sends it: the request line, then more headers and a body after a pause, its answer read last.
    for (const rest of ["", `User-Agent: ${"b".repeat(4096)}\r\n`, "Content-Type: application/x-www-form-urlencoded\r\n"]) {
      const outcome = await new Promise<Outcome>((resolve) => {
        const socket = net.connect(port, "127.0.0.1");
        const received: Buffer[] = [];
        let failure = "";
        socket.pause();
        socket.on("data", (data: Buffer) => received.push(data));
        socket.on("error", (error: NodeJS.ErrnoException) => (failure ||= error.code ?? error.message));
        socket.on("close", () => {
          const answer = Buffer.concat(received).toString("utf8");
          resolve({ statusLine: answer.split("\r\n", 1)[0] ?? "", body: answer.slice(answer.indexOf("\r\n\r\n") + 4), failure });
        });
        socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
        setTimeout(() => {
          socket.write(`${rest}Content-Length: 1048576\r\n\r\n`);
          socket.write(Buffer.alloc(1024 * 1024, 0x61), () => {});
          setTimeout(() => socket.resume(), 300);
        }, 200);
      });
      outcomes.push(`${outcome.statusLine} ${outcome.failure}`.trim());
      bodies.push(outcome.body);
    }
    // And through Node's own client, which writes a body after the headers.
    const viaClient = await send(port, "POST", target, { headers: { Host: `127.0.0.1:${port}`, "Content-Type": "application/x-www-form-urlencoded" }, body: Buffer.alloc(1024 * 1024, 0x61) });
    outcomes.push(`HTTP/1.1 ${viaClient.status}`);
    // The status line and nothing after it: no socket error.
    expect(outcomes.filter((outcome) => !/^HTTP\/1\.1 (414|431)( [A-Za-z ]+)?$/.test(outcome))).toEqual([]);
    for (const body of bodies) expect(body).toBe("The request's address or headers are too long.");
    // The server is still there.
    expect((await send(port, "GET", "/healthz", { headers: { Host: `127.0.0.1:${port}` } })).status).toBe(200);
  }, 60_000);
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
    // The limits themselves (30 s here) are checked on a server object in tests/unit/connection-limits.test.ts;
    // here, that the cut is in force in the real process: a test-mode server cuts after 1 s instead of 30.
    const server = startServer({ PORT: "0", ...SECRET, RATE_LIMIT: "off", NODE_ENV: "test", TEST_IDLE_SOCKET_TIMEOUT_MS: "1000" });
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
      expect(held).toBeGreaterThanOrEqual(900);
      expect(held).toBeLessThan(11_000);
    } finally {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  }, 60_000);
});
