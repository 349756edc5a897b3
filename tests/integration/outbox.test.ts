/**
 * The outbox and the job loop (decision 0020), against a real SMTP server:
 * one copy per message however many senders run at once, a stored event
 * enqueued twice stores one message, permanent refusals failed at once and
 * temporary ones retried later, the bulk stream paced, a claim left by a dead
 * process taken over after its lease, and periodic jobs once per period.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CLAIM_LEASE_MS,
  deliverDueMail,
  deleteMailFor,
  enqueueMail,
  holdMail,
  outboxSummary,
  releaseMail,
  retryDelayMs,
} from "~/server/domain/outbox.server";
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import { closeMail } from "~/server/infra/mail.server";
import { type Job, periodOf, runDueJobs, startJobLoop } from "~/server/jobs.server";
import { clearTables } from "./helpers";
import { headerOf, startTestSmtp, type TestSmtp, waitFor } from "../support/test-mail";

let smtp: TestSmtp;
const T0 = new Date("2026-11-26T15:00:00Z");
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  closeMail();
  await smtp.close();
});
beforeEach(async () => {
  await clearTables();
  smtp.inbox.length = 0;
  smtp.refuse.clear();
  config().smtpUrl = smtp.url;
});
afterEach(() => {
  config().smtpUrl = undefined;
  config().newsletterRatePerMinute = 60;
  closeMail();
});

const note = (to: string, extra: Partial<Parameters<typeof enqueueMail>[0]> = {}) =>
  enqueueMail({ to, subject: `Hello ${to}`, text: "Plain words.", kind: "test", ...extra }, { now: T0 });

const copiesTo = (address: string) => smtp.inbox.filter((mail) => mail.to.includes(address)).length;

describe("the outbox", () => {
  it("stores first and sends each message once, with its HTML part, headers and a fixed Message-ID", async () => {
    const { id } = await note("ada@example.com", { html: "<p>Plain <b>words</b>.</p>", headers: { "List-Id": "News <news.example.com>" } });
    const stored = await db().selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored.status).toBe("pending");
    expect(smtp.inbox).toHaveLength(0);

    expect(await deliverDueMail(T0)).toEqual({ sent: 1, failed: 0, retrying: 0 });
    expect(await deliverDueMail(minutes(10))).toEqual({ sent: 0, failed: 0, retrying: 0 });
    expect(smtp.inbox).toHaveLength(1);
    const [mail] = smtp.inbox;
    expect(headerOf(mail!.raw, "Message-ID")).toBe(stored.message_id);
    expect(headerOf(mail!.raw, "List-Id")).toBe("News <news.example.com>");
    expect(headerOf(mail!.raw, "Content-Type")).toMatch(/^multipart\/alternative/);
    const sent = await db().selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: "sent", attempts: 1, error: null });
  });

  it("an event enqueued twice (a double submit, two instances) stores and sends one message", async () => {
    const results = await Promise.all([1, 2, 3].map(() => note("ada@example.com", { dedupeKey: "application:7:ack" })));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    // Inside a transaction too: the conflict does not abort it.
    await db()
      .transaction()
      .execute(async (trx) => {
        const again = await enqueueMail({ to: "ada@example.com", subject: "x", text: "x", kind: "test", dedupeKey: "application:7:ack" }, { trx });
        expect(again.created).toBe(false);
        await trx.selectFrom("mail_outbox").select("id").execute();
      });
    await deliverDueMail(T0);
    expect(copiesTo("ada@example.com")).toBe(1);
  });

  it("three senders at once (several instances) send every message exactly once", async () => {
    const addresses = Array.from({ length: 30 }, (_, n) => `person${n}@example.com`);
    for (const address of addresses) await note(address);
    const reports = await Promise.all([deliverDueMail(T0), deliverDueMail(T0), deliverDueMail(T0)]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(30);
    for (const address of addresses) expect(copiesTo(address), address).toBe(1);
  });

  it("a permanent refusal (5xx) is failed at once, a temporary one (4xx) waits longer each time, and the rest go on", async () => {
    smtp.refuse.set("gone@example.com", { code: 550, message: "5.1.1 No such user" });
    smtp.refuse.set("busy@example.com", { code: 451, message: "4.3.0 Try again later" });
    await note("gone@example.com", { ref: { type: "newsletter", id: 1 } });
    await note("busy@example.com", { ref: { type: "newsletter", id: 1 } });
    await note("fine@example.com", { ref: { type: "newsletter", id: 1 } });

    expect(await deliverDueMail(T0)).toEqual({ sent: 1, failed: 1, retrying: 1 });
    const summary = await outboxSummary({ type: "newsletter", id: 1 });
    expect(summary.counts).toMatchObject({ sent: 1, failed: 1, pending: 1 });
    expect(summary.failed).toEqual([{ to: "gone@example.com", error: expect.stringContaining("No such user") }]);

    // Not due again before its delay; the failed one is never tried again.
    expect(await deliverDueMail(new Date(T0.getTime() + retryDelayMs(1) - 1000))).toEqual({ sent: 0, failed: 0, retrying: 0 });
    smtp.refuse.delete("busy@example.com");
    expect(await deliverDueMail(new Date(T0.getTime() + retryDelayMs(1)))).toEqual({ sent: 1, failed: 0, retrying: 0 });
    expect(copiesTo("busy@example.com")).toBe(1);
    expect(copiesTo("gone@example.com")).toBe(0);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    expect(retryDelayMs(30)).toBe(6 * 60 * 60_000);
  });

  it("a failed delivery is logged by its message id, never by the recipient's address", async () => {
    // Mail servers often repeat the refused address in their answer.
    smtp.refuse.set("private.person@example.com", { code: 550, message: "5.1.1 <private.person@example.com>: Recipient address rejected" });
    smtp.refuse.set("later.person@example.com", { code: 451, message: "4.2.0 later.person@example.com: mailbox busy" });
    const { id } = await note("private.person@example.com");
    await note("later.person@example.com");
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await deliverDueMail(T0)).toEqual({ sent: 0, failed: 1, retrying: 1 });
      const lines = logged.mock.calls.map((call) => call.map(String).join(" "));
      expect(lines).toHaveLength(2);
      for (const line of lines) expect(line).not.toMatch(/person@|private\.person|later\.person/);
      const { message_id } = await db().selectFrom("mail_outbox").select("message_id").where("id", "=", id).executeTakeFirstOrThrow();
      expect(lines.some((line) => line.includes(message_id) && line.includes("Recipient address rejected"))).toBe(true);
    } finally {
      logged.mockRestore();
    }
  });

  it("a claim left by a process that died is taken over after its lease: the message goes once", async () => {
    const { id } = await note("ada@example.com");
    // What a process that died mid-send leaves: a claim, no outcome.
    await db().updateTable("mail_outbox").set({ status: "sending", claimed_by: "dead", claimed_until: new Date(T0.getTime() + CLAIM_LEASE_MS).toISOString(), attempts: 1 }).where("id", "=", id).execute();
    expect((await deliverDueMail(T0)).sent).toBe(0);
    expect((await deliverDueMail(new Date(T0.getTime() + CLAIM_LEASE_MS + 1000))).sent).toBe(1);
    expect(copiesTo("ada@example.com")).toBe(1);
  });

  it("the bulk stream keeps to NEWSLETTER_RATE_PER_MINUTE; transactional mail is not held behind it", async () => {
    config().newsletterRatePerMinute = 3;
    for (let n = 0; n < 5; n++) await note(`reader${n}@example.com`, { stream: "bulk" });
    await note("applicant@example.com");
    expect(await deliverDueMail(T0)).toEqual({ sent: 4, failed: 0, retrying: 0 });
    expect(copiesTo("applicant@example.com")).toBe(1);
    expect((await deliverDueMail(new Date(T0.getTime() + 30_000))).sent).toBe(0);
    expect((await deliverDueMail(new Date(T0.getTime() + 61_000))).sent).toBe(2);
  });

  it("held mail waits until released; a record's mail is deleted with it", async () => {
    const ref = { type: "newsletter", id: 9 };
    await note("a@example.com", { ref });
    await note("b@example.com", { ref });
    expect(await holdMail(ref)).toBe(2);
    expect((await deliverDueMail(T0)).sent).toBe(0);
    expect(await releaseMail(ref, T0)).toBe(2);
    expect((await deliverDueMail(T0)).sent).toBe(2);
    expect(await deleteMailFor(ref)).toBe(2);
    expect((await outboxSummary(ref)).counts.sent).toBe(0);
  });
});

describe("the job loop", () => {
  it("sends a message stored by this process without waiting for its tick", async () => {
    config().jobTickMs = 60_000;
    const stop = startJobLoop(() => {}, []);
    try {
      // The loop's first tick runs at once; the message comes after it, and wakes it.
      await new Promise((resolve) => setImmediate(resolve));
      await enqueueMail({ to: "ada@example.com", subject: "Now", text: "Sent by the loop.", kind: "test" });
      await waitFor(() => copiesTo("ada@example.com") === 1 || undefined, 5000);
    } finally {
      await stop();
      config().jobTickMs = 250;
    }
  });
});

describe("periodic jobs", () => {
  const runs: string[] = [];
  const daily: Job = { name: "test-daily", period: "daily", run: async (now) => void runs.push(now.toISOString()) };
  const quarterly: Job = { name: "test-15min", period: { everyMs: 15 * 60_000 }, run: async () => void runs.push("quarter") };
  beforeEach(() => void (runs.length = 0));

  it("a daily job runs once per Toronto day, from 07:00, however many processes run it", async () => {
    // 06:59 in Toronto (UTC-5 in November): not yet.
    expect(periodOf(daily, new Date("2026-11-26T11:59:00Z"))).toBeNull();
    expect(await runDueJobs(new Date("2026-11-26T11:59:00Z"), [daily], () => {})).toEqual([]);
    const seven = new Date("2026-11-26T12:00:00Z");
    const together = await Promise.all([runDueJobs(seven, [daily], () => {}), runDueJobs(seven, [daily], () => {})]);
    expect(together.flat()).toEqual(["test-daily"]);
    expect(await runDueJobs(new Date("2026-11-27T04:59:00Z"), [daily], () => {})).toEqual([]); // 23:59 the same day
    expect(await runDueJobs(new Date("2026-11-27T12:30:00Z"), [daily], () => {})).toEqual(["test-daily"]);
    expect(runs).toHaveLength(2);
  });

  it("an interval job runs once per interval; one that throws runs again next time", async () => {
    let fail = true;
    const flaky: Job = { name: "test-flaky", period: { everyMs: 60_000 }, run: async () => {
      if (fail) throw new Error("boom");
      runs.push("flaky");
    } };
    expect(await runDueJobs(T0, [flaky, quarterly], () => {})).toEqual(["test-15min"]);
    fail = false;
    expect(await runDueJobs(T0, [flaky, quarterly], () => {})).toEqual(["test-flaky"]);
    expect(await runDueJobs(minutes(0.5), [flaky, quarterly], () => {})).toEqual([]);
    expect(await runDueJobs(minutes(16), [flaky, quarterly], () => {})).toEqual(["test-flaky", "test-15min"]);
  });
});
