/**
 * Everything kept has a retention rule (decision 0211), through the daily
 * retention job run with moved clocks: open items nobody touched for a
 * period (a general application left in New, what the JSON endpoint stored,
 * an open care request), outbox and staff mail of any state, and newsletter
 * sign-ups never confirmed or unsubscribed.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { addNote, storeApplication } from "~/server/domain/applications.server";
import { storeCareRequest } from "~/server/domain/care-request-mail.server";
import { addCareNote, type CareRequestInput } from "~/server/domain/care-requests.server";
import { seedJobPostings } from "~/server/domain/job-postings-seed.server";
import { enqueueMail, holdMail } from "~/server/domain/outbox.server";
import { createNotice } from "~/server/domain/service-notices.server";
import { sendStaffMail } from "~/server/domain/staff-mail.server";
import { confirmSubscription, storeNewsletterSignUp, unsubscribe } from "~/server/domain/subscribers.server";
import { db } from "~/server/infra/db.server";
import { JOBS, runDueJobs } from "~/server/jobs.server";
import { signedInCookie } from "./admin-helpers";
import { requestHandler } from "./app-routes";
import { clearTables, ORIGIN } from "./helpers";
import { freshIp, jsonPost } from "./submission-helpers";

beforeEach(async () => {
  await clearTables();
  await seedJobPostings();
});

const DAY = 24 * 60 * 60_000;
/** Monday 6 January 2025, 10:00 in Toronto: the daily job is due. */
const T0 = new Date("2025-01-06T15:00:00Z");
const after = (days: number, from = T0) => new Date(from.getTime() + days * DAY);

/** The daily retention job as the job loop runs it, at `now`; what it logged. */
async function runRetention(now: Date): Promise<string[]> {
  const said: string[] = [];
  await runDueJobs(now, JOBS.filter((job) => job.name === "retention-purge"), (line) => said.push(line));
  expect(said, `the retention job ran at ${now.toISOString()}`).toHaveLength(1);
  return said;
}

const ids = async (table: "submissions" | "care_requests") => (await db().selectFrom(table).select("id").orderBy("id").execute()).map((row) => row.id);

async function staffMember(email: string) {
  await signedInCookie(email, "owner");
  const { id } = await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return { id, email, name: email };
}

describe("the retention job: open items without activity", () => {
  it("a general application left in New is deleted 12 months after its last activity, with its history and emails; a note keeps one 12 months more", async () => {
    const left = await storeApplication({ name: "Left in New", email: "left@example.com", position: undefined, message: undefined }, null, T0);
    const noted = await storeApplication({ name: "Noted", email: "noted@example.com", position: undefined, message: undefined }, null, T0);
    const hr = await staffMember("hr-owner@example.com");
    await addNote(noted.id, hr, "Called: will apply when a PSW posting opens.", after(200));

    await runRetention(after(360));
    expect(await ids("submissions")).toEqual([left.id, noted.id]);

    const [line] = await runRetention(after(367));
    expect(await ids("submissions")).toEqual([noted.id]);
    expect(line).toMatch(/purged: 1 applications/);
    for (const table of ["job_applications", "application_events"] as const) {
      const column = table === "job_applications" ? "submission_id" : "application_id";
      expect(await db().selectFrom(table).select(column).where(column, "=", left.id).execute(), table).toEqual([]);
    }
    expect(await db().selectFrom("mail_outbox").select("id").where("ref_id", "=", left.id).execute()).toEqual([]);

    await runRetention(after(200 + 367));
    expect(await ids("submissions")).toEqual([]);
  });

  it("what /api/send-email stored: the contact message after 365 days, the general application after 12 months untouched, one for a posting still open after 3 years untouched", async () => {
    const handle = await requestHandler();
    const send = async (body: Record<string, string>) => {
      const answer = await handle(jsonPost("/api/send-email", body, { Origin: ORIGIN }), freshIp());
      expect(answer.status, JSON.stringify(body)).toBe(200);
    };
    await send({ type: "contact", name: "Ada", email: "ada@example.com", subject: "Care", message: "Can you help my father?" });
    await send({ type: "jobs", name: "Grace", email: "grace@example.com", subject: "", message: "Any position." });
    await send({ type: "jobs", name: "Hedy", email: "hedy@example.com", subject: "Personal Support Worker", message: "PSW." });
    const [contact, general, forPosting] = await ids("submissions");
    const sentAt = new Date((await db().selectFrom("submissions").select("created_at").where("id", "=", contact!).executeTakeFirstOrThrow()).created_at);
    // The job's day: the next Toronto morning after the submissions, plus whole days.
    const morning = new Date(`${new Date(sentAt.getTime() + DAY).toISOString().slice(0, 10)}T15:00:00Z`);

    await runRetention(after(360, morning));
    expect(await ids("submissions")).toEqual([contact, general, forPosting]);
    await runRetention(after(370, morning));
    expect(await ids("submissions")).toEqual([forPosting]);
    await runRetention(after(3 * 365 + 5, morning));
    expect(await ids("submissions")).toEqual([]);
  });

  it("an open care request nobody touched for 12 months is deleted with its history and emails; one with a recent note stays", async () => {
    const input: CareRequestInput = {
      relationship: "self",
      postalCode: "L5B",
      services: ["home-care"],
      urgency: "two-weeks",
      careAmount: "few-hours",
      payment: "private",
      language: "en",
      name: "Sam Patel",
      email: "sam@example.com",
    };
    const untouched = await storeCareRequest(input, T0);
    const followed = await storeCareRequest(input, T0);
    const coordinator = await staffMember("coordinator-owner@example.com");
    await addCareNote(followed.id, coordinator, "Waiting for the hospital's discharge date.", after(100));

    await runRetention(after(360));
    expect(await ids("care_requests")).toEqual([untouched.id, followed.id]);
    const [line] = await runRetention(after(367));
    expect(await ids("care_requests")).toEqual([followed.id]);
    expect(line).toContain("purged: 0 care requests ended and 1 open ones untouched more than 365 days ago");
    expect(await db().selectFrom("care_request_events").select("id").where("request_id", "=", untouched.id).execute()).toEqual([]);
    expect(await db().selectFrom("mail_outbox").select("id").where("ref_id", "=", untouched.id).where("ref_type", "=", "care-request").execute()).toEqual([]);
  });
});

describe("the retention job: outbox and staff mail", () => {
  it("rows of any state (pending, held, sent) and staff mail go 90 days after they were stored; newer ones stay", async () => {
    const ref = { type: "retention-test", id: 1 };
    await enqueueMail({ to: "pending@example.com", subject: "Never sent (no SMTP)", text: "x", kind: "test" }, { now: T0 });
    await enqueueMail({ to: "held@example.com", subject: "A stopped newsletter", text: "x", kind: "test", ref, stream: "bulk" }, { now: T0 });
    await holdMail(ref);
    const { id: sent } = await enqueueMail({ to: "sent@example.com", subject: "Delivered", text: "x", kind: "test" }, { now: T0 });
    await db().updateTable("mail_outbox").set({ status: "sent", sent_at: T0.toISOString() }).where("id", "=", sent).execute();
    await enqueueMail({ to: "recent@example.com", subject: "Recent", text: "x", kind: "test" }, { now: after(60) });
    await sendStaffMail({ to: "staff@example.com", subject: "Reset your password", text: "a link" }, T0);
    const states = await db().selectFrom("mail_outbox").select("status").orderBy("id").execute();
    expect(states.map((row) => row.status)).toEqual(["pending", "held", "sent", "pending"]);

    await runRetention(after(85));
    expect(await db().selectFrom("mail_outbox").select("to_address").execute()).toHaveLength(4);
    const [line] = await runRetention(after(95));
    expect(await db().selectFrom("mail_outbox").select("to_address").execute()).toEqual([{ to_address: "recent@example.com" }]);
    expect(await db().selectFrom("staff_mail").select("id").execute()).toEqual([]);
    expect(line).toContain("3 outbox emails and 1 staff emails older than 90 days");
  });
});

describe("the retention job: newsletter sign-ups", () => {
  it("a sign-up never confirmed goes 30 days after it was made, an unsubscribed one 365 days after it left; a confirmed one stays", async () => {
    const tokens = async (email: string) => db().selectFrom("subscribers").select(["confirm_token", "unsubscribe_token"]).where("email", "=", email).executeTakeFirstOrThrow();
    const emails = async () => (await db().selectFrom("subscribers").select("email").orderBy("email").execute()).map((row) => row.email);
    for (const email of ["confirmed@example.com", "left@example.com", "pending@example.com"]) await storeNewsletterSignUp(email, T0);
    for (const email of ["confirmed@example.com", "left@example.com"]) await confirmSubscription((await tokens(email)).confirm_token!, T0);
    await unsubscribe((await tokens("left@example.com")).unsubscribe_token, T0);

    await runRetention(after(29));
    expect(await emails()).toEqual(["confirmed@example.com", "left@example.com", "pending@example.com"]);
    const [month] = await runRetention(after(31));
    expect(await emails()).toEqual(["confirmed@example.com", "left@example.com"]);
    expect(month).toContain("purged: 1 newsletter sign-ups never confirmed in 30 days");
    const [year] = await runRetention(after(367));
    expect(await emails()).toEqual(["confirmed@example.com"]);
    expect(year).toContain("0 orphan files, 1 unsubscribed sign-ups");
  });
});

describe("the retention job: service-disruption notices", () => {
  it("a notice stays in the past list three years after it ended, then goes; a later one stays", async () => {
    const notice = (title: string, startsAt: Date, endsAt: Date) =>
      createNotice({ en: { title, reason: "Repairs.", alternatives: "Email us." }, fr: { title, reason: "Réparations.", alternatives: "Écrivez-nous." }, pages: "all", startsAt, endsAt }, null, T0);
    await notice("ended", T0, after(1));
    await notice("later", after(30), after(31));
    const titles = async () => (await db().selectFrom("service_notices").select("title_en").orderBy("title_en").execute()).map((row) => row.title_en);

    // Ended 2025-01-07: kept until 2028-01-07.
    await runRetention(after(1 + 1094));
    expect(await titles()).toEqual(["ended", "later"]);
    const [line] = await runRetention(after(1 + 1096));
    expect(await titles()).toEqual(["later"]);
    expect(line).toContain("purged: 1 service notices that ended more than 3 years ago");
  });
});

describe("the privacy statement", () => {
  it("states every rule the job applies, with the configured periods", async () => {
    const page = await (await requestHandler())(new Request(new URL("/privacy", ORIGIN)));
    expect(page.status).toBe(200);
    const text = (await page.text()).replace(/<!-- -->/g, "").replace(/\s+/g, " ");
    for (const rule of [
      "Contact messages are deleted 365 days after we receive them.",
      "An application for no particular position is deleted once nobody has worked on it for 12 months.",
      "kept until 3 years after the posting closes",
      "none is kept once nobody has worked on it for 3 years",
      "A request still open that nobody has worked on (no call noted, no change) for 365 days is deleted the same way.",
      "are deleted 90 days after they were written, whether or not they were delivered.",
    ]) {
      expect(text).toContain(rule);
    }
  });
});
