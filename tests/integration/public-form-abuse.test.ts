/**
 * The public forms turned against others, through React Router's request
 * handler as a visitor's POST reaches it: an acknowledgement goes to any
 * address typed into a form, so it carries nothing the form was sent with.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { saveEmailTemplate } from "~/server/domain/hiring-mail.server";
import { seedJobPostings } from "~/server/domain/job-postings-seed.server";
import { db } from "~/server/infra/db.server";
import { requestHandler } from "./app-routes";
import { clearTables } from "./helpers";
import { formPost, freshIp, jsonPost, multipartPost } from "./submission-helpers";

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
