/**
 * The public forms turned against others, through React Router's request
 * handler as a visitor's POST reaches it: an acknowledgement goes to any
 * address typed into a form, so it carries nothing the form was sent with;
 * the rate limits count an IPv6 client by its /64, and each form has an
 * hourly ceiling for all clients together, of which the office is told once.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as requestCareRoute from "~/routes/public/request-care";
import { saveEmailTemplate } from "~/server/domain/hiring-mail.server";
import { seedJobPostings } from "~/server/domain/job-postings-seed.server";
import { deliverDueMail } from "~/server/domain/outbox.server";
import { clock } from "~/server/infra/clock.server";
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import { closeMail } from "~/server/infra/mail.server";
import { startTestSmtp, type TestSmtp } from "../support/test-mail";
import { requestHandler } from "./app-routes";
import { clearTables } from "./helpers";
import { call, formPost, freshIp, jsonPost, multipartPost } from "./submission-helpers";

beforeEach(async () => {
  await clearTables();
  await seedJobPostings();
});

/** What a spammer types as the name and the message, with someone else's address. */
const SPAM = "Claim your $500 prize now at https://spam.example/win before midnight";
const VICTIM = "victim@example.org";

/** A care request as the form sends it. */
const careRequest = {
  relationship: "parent",
  postalCode: "L5B 1M3",
  "service-home-care": "on",
  urgency: "48-hours",
  careAmount: "daily",
  payment: "private",
  language: "en",
  name: SPAM,
  email: VICTIM,
  message: SPAM,
  consent: "on",
};

async function mailTo(address: string) {
  return db().selectFrom("mail_outbox").select(["kind", "subject", "text_body"]).where("to_address", "=", address).orderBy("id").execute();
}

/** Nothing of what was typed: not the link, not a word of the name or message. */
function expectNoneOfTheSpam(mail: { kind: string; subject: string; text_body: string }) {
  const whole = `${mail.subject}\n${mail.text_body}`;
  for (const piece of ["spam.example", "https://", "prize", "$500", "Claim", "midnight"]) expect(whole, `${mail.kind}: ${piece}`).not.toContain(piece);
}

describe("acknowledgements to whatever address was typed", () => {
  it("greet with 'Hello,' or 'Bonjour,' and carry none of the submitted name or text: /request-care, /job and /api/send-email, English and French", async () => {
    const handle = await requestHandler();
    for (const language of ["en", "fr"]) {
      const answer = await handle(formPost("/request-care", { ...careRequest, language }), freshIp());
      expect(answer.status, `/request-care ${language}`).toBe(302);
    }
    for (const french of [false, true]) {
      const fields = { name: SPAM, email: VICTIM, position: "personal-support-worker", message: `${SPAM} ${french}`, ...(french ? { prefers_french: "yes" } : {}) };
      const answer = await handle(multipartPost("/job", fields), freshIp());
      expect(answer.status, `/job french=${french}`).toBe(302);
    }
    const json = await handle(jsonPost("/api/send-email", { name: SPAM, email: VICTIM, subject: "", message: SPAM, type: "jobs" }, { Origin: "http://localhost:3000" }), freshIp());
    expect(json.status).toBe(200);

    const acks = await mailTo(VICTIM);
    expect(acks.map((mail) => mail.kind)).toEqual(["care-request-ack", "care-request-ack", "application-ack", "application-ack", "application-ack"]);
    expect(acks.map((mail) => mail.text_body.split("\n")[0])).toEqual(["Hello,", "Bonjour,", "Hello,", "Bonjour,", "Hello,"]);
    for (const mail of acks) expectNoneOfTheSpam(mail);
    // The office, which reads the request after signing in, still has the name as typed.
    expect(await db().selectFrom("care_requests").select("name").execute()).toEqual([{ name: SPAM }, { name: SPAM }]);
  });

  it("an acknowledgement template HR saved with {name} still leaves the name out", async () => {
    await saveEmailTemplate(
      "received",
      { subject: { en: "Thanks {name}: {posting}", fr: "Merci {name} : {posting}" }, body: { en: "Hi {name},\n\nWe have it.", fr: "Salut {name},\n\nReçu." } },
      "hr@example.com",
    );
    const handle = await requestHandler();
    const answer = await handle(multipartPost("/job", { name: SPAM, email: VICTIM, position: "personal-support-worker" }), freshIp());
    expect(answer.status).toBe(302);
    const [ack] = await mailTo(VICTIM);
    expect(ack).toMatchObject({ kind: "application-ack", subject: "Thanks: Personal Support Worker", text_body: "Hi,\n\nWe have it." });
  });
});

describe("rate limits against a flood (RATE_LIMIT on)", () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    closeMail();
    await smtp.close();
  });
  const defaultCeiling = config().formCeilingPerHour;
  beforeEach(() => {
    config().rateLimit = true;
    config().smtpUrl = smtp.url;
    smtp.inbox.length = 0;
  });
  afterEach(() => {
    config().rateLimit = false;
    config().smtpUrl = undefined;
    config().formCeilingPerHour = defaultCeiling;
    closeMail();
  });

  const careForm = (index: number) => formPost("/request-care", { ...careRequest, name: "Flood", message: "", email: `target-${index}@example.org` });

  /**
   * The care request form sent once from each address, without JavaScript,
   * to its action; then once more from `last` through the request handler,
   * for the page a refused visitor sees. What was answered, stored and emailed.
   */
  async function flood(addresses: string[], last: string) {
    const answered: Record<number, number> = {};
    for (const [index, address] of addresses.entries()) {
      const answer = await call(requestCareRoute.action, careForm(index), { clientIp: address });
      answered[answer.status] = (answered[answer.status] ?? 0) + 1;
    }
    const page = await (await requestHandler())(careForm(addresses.length), last);
    const stored = Number((await db().selectFrom("care_requests").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    await deliverDueMail(clock(), 10_000);
    return { answered, stored, sent: smtp.inbox.length, refused: { status: page.status, page: await page.text(), retryAfter: page.headers.get("Retry-After") } };
  }

  it("256 IPv6 addresses of one /64 are one client: 5 care requests stored, 251 answered 429 with the form's message, 10 emails sent", async () => {
    const addresses = Array.from({ length: 256 }, (_, i) => `2001:db8:4a:7f01:${(i * 2654435761 % 65536).toString(16)}:${i.toString(16)}::${(i + 1).toString(16)}`);
    expect(new Set(addresses).size).toBe(256);
    const result = await flood(addresses, "2001:db8:4a:7f01::abcd");
    console.log(`[flood] 256 IPv6 addresses in one /64 -> /request-care: ${JSON.stringify(result.answered)}, ${result.stored} stored, ${result.sent} emails sent`);
    expect(result.answered).toEqual({ 302: 5, 429: 251 });
    expect(result.stored).toBe(5);
    // Each stored request: the family's acknowledgement and the office's notice.
    expect(result.sent).toBe(10);
    // The 257th, as a browser gets it: the form's page, the message by the form.
    expect(result.refused.status).toBe(429);
    expect(result.refused.page).toContain("Too many submissions from your connection. Please try again in 10 minutes.");
    expect(result.refused.retryAfter).toMatch(/^\d+$/);
    // Another network is another client.
    const other = await (await requestHandler())(formPost("/request-care", { ...careRequest, name: "Someone" }), "2001:db8:4a:7f02::1");
    expect(other.status).toBe(302);
  });

  it("a form's hourly ceiling holds for all clients together: past it every client gets 429 and its page, and the office gets one email for the flood", async () => {
    config().formCeilingPerHour = 20;
    const addresses = Array.from({ length: 256 }, (_, i) => `2001:db8:${(0x100 + i).toString(16)}::1`);
    const result = await flood(addresses, "2001:db8:ffff:1::1");
    console.log(`[flood] 256 IPv6 addresses in 256 /64s -> /request-care, ceiling 20 an hour: ${JSON.stringify(result.answered)}, ${result.stored} stored, ${result.sent} emails sent`);
    expect(result.answered).toEqual({ 302: 20, 429: 236 });
    expect(result.stored).toBe(20);
    expect(result.refused.status).toBe(429);
    expect(result.refused.page).toMatch(/This form has received too many submissions in the last hour\. Please try again in \d+ minutes?\./);
    expect(Number(result.refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(result.refused.retryAfter)).toBeLessThanOrEqual(3600);
    // 20 acknowledgements, 20 office notices, and one notice of the flood however many were refused.
    expect(result.sent).toBe(41);
    const notices = await db().selectFrom("mail_outbox").select(["to_address", "subject", "text_body"]).where("kind", "=", "form-ceiling").execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ to_address: config().officeNotifyEmail, subject: "Website: The form for a care request is refusing submissions (over 20 this hour)" });
    // Other forms keep their own ceiling.
    const contact = await (await requestHandler())(formPost("/contact", { name: "Ada", email: "ada@example.com", message: "Can you help?" }), "2001:db8:ffff::1");
    expect(contact.status).toBe(302);
    // The office's notice of that message is sent after the answer: the file's database must outlive it.
    await vi.waitFor(async () => {
      const row = await db().selectFrom("submissions").select("notification_status").where("email", "=", "ada@example.com").executeTakeFirstOrThrow();
      expect(row.notification_status).toBe("sent");
    }, { timeout: 10_000 });
  });
});
