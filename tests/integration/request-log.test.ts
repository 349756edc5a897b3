/**
 * The request log of the real start command (decision 0351): one JSON line
 * per request with its id, method, masked path, status, bytes and
 * milliseconds; the id is the answer's X-Request-Id and the `reqId` of an
 * error logged while handling it; no live token (an invitation, a password
 * reset, a preview, a newsletter or resume link) appears anywhere in the
 * output; LOG_REQUESTS=off leaves the request lines out and the id in.
 */
import type { Kysely } from "kysely";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { tokenHash } from "~/server/credentials/tokens.server";
import { parseDatabaseUrl } from "~/server/infra/config.server";
import type { Database } from "~/server/infra/db-schema";
import { openDatabase } from "~/server/infra/db.server";
import { type RawAnswer, send, startServer, waitForListening, waitForOutput, type ServerProcess } from "./server-process-helpers";

const ADMIN = { email: "log-test@example.com", password: "log-test-password-123" };
const SECRET = { SESSION_SECRET: "request-log-secret-0123456789" };

/** Tokens as the product makes them: 43 characters of base64url. */
const INVITE_TOKEN = "inviteTOKENiSsecret-0123456789abcdefghijklm";
const RESET_TOKEN = "resetTOKENisSecret_0123456789abcdefghijklmn";
const PREVIEW_TOKEN = "previewTOKENisSecret0123456789abcdefghijklm";
const NEWSLETTER_TOKEN = "newsletterTOKENisSecret0123456789abcdefghij";
const RESUME_SIG = "resumeSIGisSecret0123456789abcdefghijklmnop";
const SECRETS = [INVITE_TOKEN, RESET_TOKEN, PREVIEW_TOKEN, NEWSLETTER_TOKEN, RESUME_SIG];

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string };

/** The JSON lines of the output (every line the server writes is one). */
function jsonLines(output: string): LogLine[] {
  return output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as LogLine);
}

function requestLines(output: string): LogLine[] {
  return jsonLines(output).filter((line) => line.msg === "request");
}

async function waitForLine(server: ServerProcess, reqId: string, msg = "request"): Promise<LogLine> {
  for (let i = 0; i < 100; i++) {
    const line = jsonLines(server.output()).find((candidate) => candidate.reqId === reqId && candidate.msg === msg);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no "${msg}" line for ${reqId} in:\n${server.output()}`);
}

let server: ServerProcess;
let port: number;
let database: Kysely<Database>;

const get = (target: string): Promise<RawAnswer> => send(port, "GET", target, { headers: { Host: `127.0.0.1:${port}` } });

beforeAll(async () => {
  server = startServer({ PORT: "0", ...SECRET, RATE_LIMIT: "off", LOG_REQUESTS: "on", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  port = await waitForListening(server);
  database = openDatabase(parseDatabaseUrl(server.databaseUrl, 1)).db;
  // A live invitation and a live password reset, as the product stores them (by hash).
  const admin = await database.selectFrom("users").select(["id", "email"]).where("email", "=", ADMIN.email).executeTakeFirstOrThrow();
  const now = new Date();
  const later = new Date(now.getTime() + 60 * 60 * 1000).toISOString();
  await database
    .insertInto("staff_tokens")
    .values([
      { kind: "invite", token_hash: tokenHash(INVITE_TOKEN), user_id: null, email: "new-editor@example.com", role: "editor", created_by: admin.id, created_at: now.toISOString(), expires_at: later },
      { kind: "reset", token_hash: tokenHash(RESET_TOKEN), user_id: admin.id, email: admin.email, role: null, created_by: null, created_at: now.toISOString(), expires_at: later },
    ])
    .execute();
}, 60_000);

afterAll(async () => {
  await database?.destroy();
  server?.child.kill("SIGKILL");
  await server?.exited;
});

describe("the request log", () => {
  test("an invitation and a password reset link: JSON lines, the token masked, the id as X-Request-Id", async () => {
    for (const [target, logged] of [
      [`/admin/invite/${INVITE_TOKEN}`, "/admin/invite/…"],
      [`/admin/reset-password/${RESET_TOKEN}`, "/admin/reset-password/…"],
    ] as const) {
      const answer = await get(target);
      // The links are live: the pages that take them answer.
      expect(answer.status, target).toBe(200);
      expect(answer.body, target).toContain("password");
      const reqId = String(answer.headers["x-request-id"]);
      expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
      const line = await waitForLine(server, reqId);
      expect(line).toMatchObject({ level: "info", msg: "request", reqId, method: "GET", path: logged, status: 200 });
      expect(line.bytes).toBe(Number(answer.headers["content-length"] ?? Buffer.byteLength(answer.body)));
      expect(typeof line.ms).toBe("number");
      expect(typeof line.time).toBe("string");
    }
    expect(server.output()).not.toContain(INVITE_TOKEN);
    expect(server.output()).not.toContain(RESET_TOKEN);
  });

  test("a kept page answered from the page cache has its own line: its id, path, status and the bytes sent", async () => {
    const answers = [];
    // The first is rendered and kept; the later ones come from the cache, before the page machinery.
    for (let i = 0; i < 6 && answers.at(-1)?.headers["x-cache"] !== "hit"; i++) {
      answers.push(await get("/privacy"));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const hit = answers.at(-1)!;
    expect(hit.headers["x-cache"]).toBe("hit");
    const reqId = String(hit.headers["x-request-id"]);
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(answers.map((answer) => answer.headers["x-request-id"])).size).toBe(answers.length);
    const line = await waitForLine(server, reqId);
    expect(line).toMatchObject({ level: "info", msg: "request", reqId, method: "GET", path: "/privacy", status: 200, bytes: Number(hit.headers["content-length"]) });
    expect(typeof line.ms).toBe("number");
  });

  test("other secret links and spellings: previews, newsletter and resume links, .data requests, odd case", async () => {
    const targets = [
      `/preview/${PREVIEW_TOKEN}`,
      `/Preview/${PREVIEW_TOKEN}.data`,
      `/ADMIN/Invite/${INVITE_TOKEN}/`,
      `/admin/%69nvite/${INVITE_TOKEN}`,
      `/admin/reset-password/${RESET_TOKEN}.data`,
      `/newsletter/confirm?token=${NEWSLETTER_TOKEN}`,
      `/newsletter/unsubscribe?token=${NEWSLETTER_TOKEN}`,
      `/resumes/resume-x.pdf?expires=9999999999&sig=${RESUME_SIG}`,
      `/job?uploaded=${encodeURIComponent(`/resumes/resume-x.pdf?expires=9999999999&sig=${RESUME_SIG}`)}`,
      `/admin/invite/${INVITE_TOKEN}/no-such-page`,
    ];
    for (const target of targets) {
      const answer = await get(target);
      expect(answer.status, target).toBeLessThan(500);
      await waitForLine(server, String(answer.headers["x-request-id"]));
    }
    const paths = requestLines(server.output()).map((line) => line.path);
    for (const expected of ["/preview/…", "/admin/invite/…", "/admin/reset-password/…", "/newsletter/confirm?…", "/newsletter/unsubscribe?…", "/resumes/…?…", "/job?…"]) {
      expect(paths).toContain(expected);
    }
    const output = server.output();
    for (const secret of SECRETS) expect(output).not.toContain(secret);
  });

  test("a POST is logged with its status and id; the id of an error is the id of its request", async () => {
    const posted = await send(port, "POST", `/admin/invite/${INVITE_TOKEN}`, {
      headers: { Host: `127.0.0.1:${port}`, Origin: `http://127.0.0.1:${port}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=&password=short",
    });
    expect(posted.status).toBe(400);
    expect(await waitForLine(server, String(posted.headers["x-request-id"]))).toMatchObject({ method: "POST", path: "/admin/invite/…", status: 400 });

    // A table gone from under the server: the page's loader fails, React Router's handleError logs it.
    await database.schema.dropTable("testimonials").execute();
    const failed = await get("/testimonials");
    expect(failed.status).toBe(500);
    const reqId = String(failed.headers["x-request-id"]);
    const error = await waitForLine(server, reqId, "error handling a request");
    expect(error).toMatchObject({ level: "error", reqId, method: "GET", path: "/testimonials" });
    expect(JSON.stringify(error.err)).toMatch(/testimonials/);
    expect(await waitForLine(server, reqId)).toMatchObject({ status: 500, path: "/testimonials" });
  });

  test("a request refused at the door is logged too, masked; a probe of /healthz is not", async () => {
    const refused = await send(port, "DELETE", `/preview/${PREVIEW_TOKEN}`, { headers: { Host: `127.0.0.1:${port}` } });
    expect(refused.status).toBe(405);
    expect(await waitForLine(server, String(refused.headers["x-request-id"]))).toMatchObject({ method: "DELETE", path: "/preview/…", status: 405 });
    const health = await get("/healthz");
    expect(health.status).toBe(200);
    // A line is written as its answer ends, in order: once a later request's line is in, a line
    // for the probe would be in too.
    const later = await get("/careers");
    await waitForLine(server, String(later.headers["x-request-id"]));
    expect(requestLines(server.output()).some((line) => line.reqId === health.headers["x-request-id"])).toBe(false);
    expect(server.output()).not.toContain(PREVIEW_TOKEN);
  });
});

describe("the request line's bytes and end", () => {
  test("a HEAD and a 304 count no body bytes; a client gone before the answer is logged aborted", async () => {
    const host = { Host: `127.0.0.1:${port}` };
    const head = await send(port, "HEAD", "/careers", { headers: host });
    expect(await waitForLine(server, String(head.headers["x-request-id"]))).toMatchObject({ method: "HEAD", status: 200, bytes: 0 });
    const icon = await get("/favicon.svg");
    const notModified = await send(port, "GET", "/favicon.svg", { headers: { ...host, "If-None-Match": String(icon.headers.etag) } });
    expect(notModified.status).toBe(304);
    expect(await waitForLine(server, String(notModified.headers["x-request-id"]))).toMatchObject({ status: 304, bytes: 0 });

    // A body announced and never sent in full: the answer cannot end before the client leaves.
    const socket = net.connect(port, "127.0.0.1");
    const headers = `Host: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000`;
    socket.write(`POST /contact?left=early HTTP/1.1\r\n${headers}\r\n\r\nname=a`, () => socket.end());
    for (let i = 0; i < 100 && !requestLines(server.output()).some((line) => line.path === "/contact?…"); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(requestLines(server.output()).find((line) => line.path === "/contact?…")).toMatchObject({ method: "POST", bytes: 0, aborted: true });
  });
});

describe("LOG_REQUESTS=off", () => {
  test("no request lines; the answer still carries its id", async () => {
    const quiet = startServer({ PORT: "0", ...SECRET, RATE_LIMIT: "off", LOG_REQUESTS: "off" });
    try {
      const quietPort = await waitForListening(quiet);
      const answer = await send(quietPort, "GET", `/preview/${PREVIEW_TOKEN}`, { headers: { Host: `127.0.0.1:${quietPort}` } });
      expect(String(answer.headers["x-request-id"])).toMatch(/^[0-9a-f-]{36}$/);
      await send(quietPort, "GET", "/careers", { headers: { Host: `127.0.0.1:${quietPort}` } });
      // Stopped gracefully, the server answers what is in flight and logs "server stopped" last:
      // with that line in, everything it logged is.
      quiet.child.kill("SIGTERM");
      await waitForOutput(quiet, "server stopped");
      expect(quiet.output()).toContain("server stopped");
      expect(requestLines(quiet.output())).toEqual([]);
      expect(quiet.output()).not.toContain(PREVIEW_TOKEN);
      // What it does log is JSON too.
      expect(jsonLines(quiet.output()).some((line) => String(line.msg).startsWith("server listening"))).toBe(true);
    } finally {
      quiet.child.kill("SIGKILL");
      await quiet.exited;
    }
  }, 60_000);
});
