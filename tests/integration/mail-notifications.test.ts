/**
 * Store first, notify second: a real SMTP server (smtp-server on 127.0.0.1)
 * started in this process receives the office notifications and the
 * newsletter confirmation; with the mail server down the submission is
 * still stored (failed, retried later); without SMTP_URL it is "unsent".
 * Also: the retention purge of old submissions and their resume files.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as contactRoute from "~/routes/public/contact";
import * as jobRoute from "~/routes/public/job";
import * as newsletterRoute from "~/routes/public/newsletter";
import * as reviewRoute from "~/routes/public/review";
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import { closeMail, mailFrom } from "~/server/infra/mail.server";
import { RESUME_DIRECTORY } from "~/server/domain/resume-links.server";
import {
  notifyOfficeOfSubmission,
  purgeExpiredSubmissions,
  retryPendingNotifications,
  storeContactMessage,
} from "~/server/domain/submissions.server";
import { purgeUnsubscribed } from "~/server/domain/subscribers.server";
import { storedFilePath } from "~/server/infra/stored-files.server";
import { seedJobPostings } from "~/server/domain/job-postings-seed.server";
import { clearTables } from "./helpers";
import { decodeQuotedPrintable, freePort, headerOf, startTestSmtp, type TestSmtp, waitFor } from "../support/test-mail";
import { call, formPost, multipartPost, pdfBytes } from "./submission-helpers";

let smtp: TestSmtp;
const header = headerOf;
const decoded = decodeQuotedPrintable;

beforeAll(async () => {
  smtp = await startTestSmtp();
});

afterAll(async () => {
  closeMail();
  await smtp.close();
});

beforeEach(async () => {
  await clearTables();
  await seedJobPostings();
  fs.rmSync(path.dirname(storedFilePath(RESUME_DIRECTORY, "x")), { recursive: true, force: true });
  smtp.inbox.length = 0;
  config().smtpUrl = smtp.url;
});

afterEach(() => {
  config().smtpUrl = undefined;
  closeMail();
});

const contact = { name: "Ada Lovelace", email: "ada@example.com", subject: "Care for my mother", message: "Line one\nLine two <b>not html</b>" };

describe("office notifications through SMTP", () => {
  it("a contact message is stored, then mailed to the office with the text and a link to the admin inbox", async () => {
    const answer = await call(contactRoute.action, formPost("/contact", contact, { js: true }));
    expect(answer.status).toBe(200);
    const mail = await waitFor(() => smtp.inbox[0]);
    expect(mail.to).toEqual([config().officeNotifyEmail]);
    expect(mail.from).toBe(mailFrom());
    expect(mailFrom()).toBe("no-reply@localhost");
    expect(header(mail.raw, "Subject")).toBe("New contact message from Ada Lovelace: Care for my mother");
    expect(header(mail.raw, "Reply-To")).toBe("ada@example.com");
    const text = decoded(mail.raw);
    expect(text).toContain("Name: Ada Lovelace");
    expect(text).toContain("Line one\r\nLine two <b>not html</b>");
    expect(text).toContain("http://localhost:3000/admin/inbox/messages");
    expect(mail.raw).not.toMatch(/Content-Type: text\/html/i);
    const row = await waitFor(async () => {
      const r = await db().selectFrom("submissions").selectAll().executeTakeFirst();
      return r?.notification_status === "sent" ? r : undefined;
    });
    expect(row).toMatchObject({ notification_attempts: 1, notification_error: null });
  });

  it("a job application is mailed without the resume file, with a link to its page in the hiring pipeline", async () => {
    const answer = await call(
      jobRoute.action,
      multipartPost("/job", { name: "Grace", email: "grace@example.com", position: "registered-nurse", message: "Hello" }, { name: "cv.pdf", bytes: pdfBytes() }, { js: true }),
    );
    expect(answer.status).toBe(200);
    const mail = await waitFor(() => smtp.inbox[0]);
    expect(header(mail.raw, "Subject")).toBe("New job application: Registered Nurse — Grace");
    const text = decoded(mail.raw);
    const stored = await db().selectFrom("submissions").select("id").executeTakeFirstOrThrow();
    expect(text).toContain("Resume: cv.pdf (1 KB): download it from the application page");
    expect(text.match(/The application \(sign-in required\): http:\/\/localhost:3000\/admin\/applications\/(\d+)/)?.[1]).toBe(String(stored.id));
    expect(mail.raw).not.toMatch(/Content-Disposition: attachment/i);
    expect(mail.raw).not.toContain("%PDF");
  });

  it("a new review tells the office (best effort)", async () => {
    await call(reviewRoute.action, formPost("/testimonials/new", { name: "Sam", content: "Kind staff", rating: "4" }, { js: true }));
    const mail = await waitFor(() => smtp.inbox[0]);
    expect(header(mail.raw, "Subject")).toBe("New review (4/5) from Sam");
  });

  it("the newsletter sends a confirmation with a confirm link and an unsubscribe link (and header)", async () => {
    const answer = await call(newsletterRoute.action, formPost("/newsletter", { email: "reader@example.com", consent: "on" }, { js: true }));
    expect(answer.kind === "data" && (answer.data as { toast: { description: string } }).toast.description).toBe(
      "Please check your inbox and confirm your subscription.",
    );
    const mail = await waitFor(() => smtp.inbox[0]);
    expect(mail.to).toEqual(["reader@example.com"]);
    const row = await db().selectFrom("subscribers").selectAll().executeTakeFirstOrThrow();
    const text = decoded(mail.raw);
    expect(text).toContain(`http://localhost:3000/newsletter/confirm?token=${row.confirm_token}`);
    expect(text).toContain(`http://localhost:3000/newsletter/unsubscribe?token=${row.unsubscribe_token}`);
    expect(header(mail.raw, "List-Unsubscribe")).toBe(`<http://localhost:3000/newsletter/unsubscribe?token=${row.unsubscribe_token}>`);
    await waitFor(async () => (await db().selectFrom("subscribers").select("notification_status").executeTakeFirst())?.notification_status === "sent");

    // Signing up again once confirmed sends nothing more (and says the same).
    await db().updateTable("subscribers").set({ confirmed_at: new Date().toISOString() }).execute();
    const again = await call(newsletterRoute.action, formPost("/newsletter", { email: "reader@example.com", consent: "on" }, { js: true }));
    expect(again.kind === "data" && (again.data as { toast: { description: string } }).toast.description).toBe(
      "Please check your inbox and confirm your subscription.",
    );
    // A sign-up after it is mailed later than any mail the one above could have started: once
    // that one is in, the inbox holds the first confirmation and this one only.
    await call(newsletterRoute.action, formPost("/newsletter", { email: "later@example.com", consent: "on" }, { js: true }));
    await waitFor(() => smtp.inbox.find((mail) => mail.to.includes("later@example.com")));
    expect(smtp.inbox.map((mail) => mail.to)).toEqual([["reader@example.com"], ["later@example.com"]]);
  });
});

describe("mail down or not configured: nothing is lost", () => {
  it("SMTP port closed: the submission is stored as failed, then sent by the retry", async () => {
    config().smtpUrl = `smtp://127.0.0.1:${await freePort()}`;
    const answer = await call(contactRoute.action, formPost("/contact", contact, { js: true }));
    expect(answer.status).toBe(200);
    const failed = await waitFor(async () => {
      const r = await db().selectFrom("submissions").selectAll().executeTakeFirst();
      return r?.notification_status === "failed" ? r : undefined;
    });
    expect(failed).toMatchObject({ name: "Ada Lovelace", notification_attempts: 1 });
    expect(failed.notification_error).toMatch(/ECONNREFUSED|connect/i);

    // A row left "pending" by a stopped server (older than 5 minutes) is retried too; a fresh one is not.
    await db()
      .insertInto("submissions")
      .values({ kind: "contact", name: "Old Pending", email: "p@example.com", message: "m", notification_status: "pending", created_at: new Date(Date.now() - 10 * 60_000).toISOString() })
      .execute();
    await db()
      .insertInto("submissions")
      .values({ kind: "contact", name: "In Flight", email: "f@example.com", message: "m", notification_status: "pending", created_at: new Date().toISOString() })
      .execute();
    await db()
      .insertInto("submissions")
      .values({ kind: "contact", name: "Never Mailed", email: "u@example.com", message: "m", notification_status: "unsent", created_at: new Date().toISOString() })
      .execute();

    config().smtpUrl = smtp.url;
    const summary = await retryPendingNotifications();
    expect(summary).toEqual({ attempted: 2, sent: 2, failed: 0 });
    expect(smtp.inbox).toHaveLength(2);
    const rows = await db().selectFrom("submissions").select(["name", "notification_status", "notification_attempts"]).orderBy("id").execute();
    expect(rows).toEqual([
      { name: "Ada Lovelace", notification_status: "sent", notification_attempts: 2 },
      { name: "Old Pending", notification_status: "sent", notification_attempts: 1 },
      { name: "In Flight", notification_status: "pending", notification_attempts: 0 },
      { name: "Never Mailed", notification_status: "unsent", notification_attempts: 0 },
    ]);
  });

  it("gives up after 5 attempts", async () => {
    config().smtpUrl = `smtp://127.0.0.1:${await freePort()}`;
    await db()
      .insertInto("submissions")
      .values({ kind: "contact", name: "Tried", email: "t@example.com", message: "m", notification_status: "failed", notification_attempts: 4, created_at: new Date().toISOString() })
      .execute();
    expect(await retryPendingNotifications()).toEqual({ attempted: 1, sent: 0, failed: 1 });
    expect(await retryPendingNotifications()).toEqual({ attempted: 0, sent: 0, failed: 0 });
  });

  it("without SMTP_URL nothing is sent and the submission is 'unsent' (the admin inbox has it)", async () => {
    config().smtpUrl = undefined;
    const stored = await storeContactMessage({ name: "Ada", email: "a@example.com", message: "m", subject: undefined });
    expect(await notifyOfficeOfSubmission(stored.id)).toBe("unsent");
    const row = await db().selectFrom("submissions").selectAll().executeTakeFirstOrThrow();
    expect(row.notification_status).toBe("unsent");
    expect(await retryPendingNotifications()).toEqual({ attempted: 0, sent: 0, failed: 0 });
    expect(smtp.inbox).toEqual([]);
  });
});

describe("retention (npm run db:purge)", () => {
  it("deletes submissions older than the retention period with their resume files, and orphan files", async () => {
    const dir = path.dirname(storedFilePath(RESUME_DIRECTORY, "x"));
    fs.mkdirSync(dir, { recursive: true });
    const now = Date.now();
    const day = 24 * 3600_000;
    const write = (name: string) => fs.writeFileSync(path.join(dir, name), "%PDF-1.4\n");
    write("old.pdf");
    write("recent.pdf");
    write("orphan-old.pdf");
    write("orphan-new.pdf");
    const twoDaysAgo = new Date(now - 2 * day);
    fs.utimesSync(path.join(dir, "orphan-old.pdf"), twoDaysAgo, twoDaysAgo);
    await db()
      .insertInto("submissions")
      .values([
        { kind: "job", name: "Old", email: "o@example.com", message: "", attachment_file: "old.pdf", created_at: new Date(now - 400 * day).toISOString() },
        { kind: "contact", name: "Old contact", email: "c@example.com", message: "m", created_at: new Date(now - 366 * day).toISOString() },
        { kind: "job", name: "Recent", email: "r@example.com", message: "", attachment_file: "recent.pdf", created_at: new Date(now - 364 * day).toISOString() },
      ])
      .execute();
    const result = await purgeExpiredSubmissions(365, new Date(now));
    expect(result).toEqual({ submissions: 2, resumes: 1, orphans: 1 });
    expect((await db().selectFrom("submissions").select("name").execute()).map((r) => r.name)).toEqual(["Recent"]);
    expect(fs.readdirSync(dir).sort()).toEqual(["orphan-new.pdf", "recent.pdf"]);
  });

  it("deletes newsletter sign-ups withdrawn longer ago than the retention period", async () => {
    const now = Date.now();
    const day = 24 * 3600_000;
    const base = { consent_text: "c", consented_at: new Date(now).toISOString(), created_at: new Date(now).toISOString() };
    await db()
      .insertInto("subscribers")
      .values([
        { ...base, email: "gone@example.com", confirm_token: "c1", unsubscribe_token: "u1", unsubscribed_at: new Date(now - 400 * day).toISOString() },
        { ...base, email: "recent@example.com", confirm_token: "c2", unsubscribe_token: "u2", unsubscribed_at: new Date(now - 10 * day).toISOString() },
        { ...base, email: "active@example.com", confirm_token: "c3", unsubscribe_token: "u3" },
      ])
      .execute();
    expect(await purgeUnsubscribed(365, new Date(now))).toBe(1);
    expect((await db().selectFrom("subscribers").select("email").orderBy("email").execute()).map((r) => r.email)).toEqual([
      "active@example.com",
      "recent@example.com",
    ]);
  });
});
