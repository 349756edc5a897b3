/**
 * A newsletter send interrupted by killing the server process (SIGKILL, no
 * shutdown) and resumed by a new process on the same database, and two
 * processes sending the same newsletter at once: every recipient gets exactly
 * one copy (decision 0620). Real server processes (the production build), a
 * real SMTP server that accepts slowly, the test clock moved past the dead
 * process's claim lease.
 */
import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDatabaseUrl } from "~/server/infra/config.server";
import { openDatabase } from "~/server/infra/db.server";
import type { Database } from "~/server/infra/db-schema";
import { headerOf, startTestSmtp, type TestSmtp, waitFor } from "../support/test-mail";
import { startServer, tmpRoot, waitForListening, type ServerProcess } from "./server-process-helpers";

const RECIPIENTS = 40;
let smtp: TestSmtp;
const running: ServerProcess[] = [];

beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  for (const server of running) server.child.kill("SIGKILL");
  await Promise.all(running.map((server) => server.exited));
  await Promise.all([...connections.values()].map((db) => db.destroy()));
  await smtp.close();
});

function serverOn(databaseUrl: string | undefined, clockFile: string): ServerProcess {
  const server = startServer({
    PORT: "0",
    NODE_ENV: "test",
    TEST_CLOCK_FILE: clockFile,
    SESSION_SECRET: "newsletter-crash-secret-0123456789",
    SMTP_URL: smtp.url,
    NEWSLETTER_RATE_PER_MINUTE: "100000",
    RATE_LIMIT: "off",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  running.push(server);
  return server;
}

/** The test's own connection to a server's database, opened once: the waits below ask every 25 ms. */
const connections = new Map<string, Kysely<Database>>();
function databaseAt(databaseUrl: string): Kysely<Database> {
  if (!connections.has(databaseUrl)) connections.set(databaseUrl, openDatabase(parseDatabaseUrl(databaseUrl, 1)).db);
  return connections.get(databaseUrl)!;
}

/** One newsletter's outbox rows, as sendNewsletter stores them (ref, bulk stream, dedupe key per subscriber). */
async function queueNewsletter(databaseUrl: string, newsletterId: number) {
  const db = databaseAt(databaseUrl);
  const now = new Date().toISOString();
  for (let i = 0; i < RECIPIENTS; i++) {
    await db
      .insertInto("mail_outbox")
      .values({
        kind: "newsletter",
        stream: "bulk",
        to_address: `reader${i}@example.com`,
        subject: "Winter news",
        text_body: "Stay warm.",
        html_body: "<p>Stay warm.</p>",
        headers: JSON.stringify({ "List-Id": "News <newsletter.localhost>" }),
        message_id: `<nl-${newsletterId}-${i}@localhost>`,
        dedupe_key: `newsletter:${newsletterId}:${i}`,
        ref_type: "newsletter",
        ref_id: newsletterId,
        next_attempt_at: now,
        created_at: now,
      })
      .execute();
  }
}

/** The newsletter's outbox rows by status. */
async function statusesOf(databaseUrl: string, newsletterId: number): Promise<Record<string, number>> {
  const rows = await databaseAt(databaseUrl)
    .selectFrom("mail_outbox")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .where("ref_type", "=", "newsletter")
    .where("ref_id", "=", newsletterId)
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

/**
 * Distinct messages (Message-IDs) each recipient received. The test SMTP
 * server stores a message before it answers 250: a process killed in that
 * moment never heard the answer, so its successor sends the row again with
 * the same Message-ID (the outbox's one window, decision 0020), which mail
 * providers drop as the same message. `raw` counts every delivery.
 */
function copiesByRecipient(newsletterId: number): Map<string, number> {
  const ids = new Map<string, Set<string>>();
  for (const mail of smtp.inbox.filter((m) => m.raw.includes(`<nl-${newsletterId}-`))) {
    const to = mail.to[0]!;
    if (!ids.has(to)) ids.set(to, new Set());
    ids.get(to)!.add(headerOf(mail.raw, "Message-ID") ?? "");
  }
  return new Map([...ids].map(([to, set]) => [to, set.size]));
}

const rawDeliveries = (newsletterId: number) => smtp.inbox.filter((m) => m.raw.includes(`<nl-${newsletterId}-`)).length;

/** Resolves once every row of the newsletter is marked sent (a row is marked after the SMTP server took it). */
function allSent(databaseUrl: string, newsletterId: number, timeoutMs = 60_000) {
  return waitFor(async () => ((await statusesOf(databaseUrl, newsletterId)).sent === RECIPIENTS ? true : undefined), timeoutMs);
}

/**
 * Stops servers as a deploy does (SIGTERM): each finishes the message in hand and claims no
 * other, then exits. With every row marked sent before, the inbox then holds every delivery
 * there will be: nothing is left to wait for.
 */
async function stopGracefully(...servers: ServerProcess[]) {
  for (const server of servers) server.child.kill("SIGTERM");
  expect(await Promise.all(servers.map((server) => server.exited))).toEqual(servers.map(() => 0));
}

/** A server on a fresh database with the test clock at 0, sending newsletter `id` slowly; resolves once 8 recipients have theirs. */
async function sendingMidway(clockName: string, newsletterId: number) {
  const clockFile = path.join(tmpRoot, clockName);
  fs.mkdirSync(tmpRoot, { recursive: true });
  fs.writeFileSync(clockFile, "0");
  smtp.delayMs = 40;
  const server = serverOn(undefined, clockFile);
  await waitForListening(server);
  const started = Date.now();
  await queueNewsletter(server.databaseUrl, newsletterId);
  await waitFor(() => (copiesByRecipient(newsletterId).size >= 8 ? true : undefined), 30_000);
  return { server, clockFile, started };
}

describe("a newsletter send across processes", () => {
  it("killed mid-send and restarted: every recipient exactly one message (a resend of an unacknowledged one keeps its Message-ID)", async () => {
    const { server: first, clockFile, started } = await sendingMidway("clock-crash", 1);
    first.child.kill("SIGKILL");
    await first.exited;
    // Accepting slowly was to stop the first process mid-send; its successor sends at full speed.
    smtp.delayMs = 0;
    const beforeRestart = copiesByRecipient(1).size;
    expect(beforeRestart).toBeLessThan(RECIPIENTS);
    // The dead process's claim is taken over after its lease (2 minutes): move the clock past it.
    fs.writeFileSync(clockFile, String(3 * 60_000));
    const second = serverOn(first.databaseUrl, clockFile);
    await waitForListening(second);
    await allSent(first.databaseUrl, 1);
    await stopGracefully(second);
    const copies = copiesByRecipient(1);
    expect(copies.size).toBe(RECIPIENTS);
    expect([...copies.values()].every((n) => n === 1)).toBe(true);
    // Every recipient at least one copy; at most one delivery more: the one in flight when the process died.
    expect(rawDeliveries(1)).toBeGreaterThanOrEqual(RECIPIENTS);
    expect(rawDeliveries(1)).toBeLessThanOrEqual(RECIPIENTS + 1);
    console.info(`[newsletter crash] ${RECIPIENTS} recipients, ${beforeRestart} sent before the kill, ${[...copies.values()].reduce((a, b) => a + b, 0)} distinct messages, ${rawDeliveries(1)} deliveries (a repeat keeps its Message-ID), ${Date.now() - started} ms`);
  }, 120_000);

  it("a deploy stops the server (SIGTERM) mid-send: the message in flight is marked, and every recipient gets exactly one delivery", async () => {
    const { server: first, clockFile, started } = await sendingMidway("clock-deploy", 3);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    // Accepting slowly was to stop the first process mid-send; its successor sends at full speed.
    smtp.delayMs = 0;
    const beforeRestart = rawDeliveries(3);
    expect(beforeRestart).toBeLessThan(RECIPIENTS);
    // No lease to wait for: the next process (the clock unmoved) takes up where the first stopped.
    const second = serverOn(first.databaseUrl, clockFile);
    await waitForListening(second);
    await waitFor(() => (copiesByRecipient(3).size === RECIPIENTS ? true : undefined), 60_000);
    // Nothing was left half-sent: past any lease, no row goes again (a row the first process left
    // "sending" would now be sent a second time before it counts as sent, or never count).
    fs.writeFileSync(clockFile, String(3 * 60_000));
    await allSent(first.databaseUrl, 3, 10_000);
    await stopGracefully(second);
    expect(await statusesOf(first.databaseUrl, 3)).toEqual({ sent: RECIPIENTS });
    expect(rawDeliveries(3)).toBe(RECIPIENTS);
    console.info(`[newsletter deploy] ${RECIPIENTS} recipients, ${beforeRestart} sent before SIGTERM, ${rawDeliveries(3)} deliveries, ${Date.now() - started} ms`);
  }, 120_000);

  it("two processes sending the same newsletter: one copy each", async () => {
    const clockFile = path.join(tmpRoot, "clock-two");
    fs.writeFileSync(clockFile, "0");
    smtp.delayMs = 10;
    const a = serverOn(undefined, clockFile);
    await waitForListening(a);
    const b = serverOn(a.databaseUrl, clockFile);
    await waitForListening(b);
    const started = Date.now();
    await queueNewsletter(a.databaseUrl, 2);
    await allSent(a.databaseUrl, 2);
    await stopGracefully(a, b);
    const copies = copiesByRecipient(2);
    expect([...copies.values()].every((n) => n === 1)).toBe(true);
    console.info(`[newsletter two processes] ${RECIPIENTS} recipients, ${[...copies.values()].reduce((x, y) => x + y, 0)} distinct messages, ${rawDeliveries(2)} deliveries, ${Date.now() - started} ms`);
    expect(rawDeliveries(2)).toBe(RECIPIENTS);
  }, 120_000);
});
