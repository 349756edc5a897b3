/**
 * Hiring (decisions 0600-0602) through the domain and the route of the
 * application form, against a real SMTP server: the acknowledgement stored
 * with the application and sent once under a double submit and a restart;
 * a bulk move sent twice gives each applicant exactly one email; a missed
 * must-have is flagged; the form takes a name and an email alone and flags the
 * screening left unanswered (through React Router's request handler, no
 * JavaScript); Ontario's posting rules; the 45-day overdue mark and digest;
 * retention and the Delete.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobPostingSchema } from "~/schemas/job-posting";
import { parseForm } from "~/schemas/parse-form";
import {
  addInterviewDate,
  countOverdue,
  deleteApplication,
  findApplication,
  listApplications,
  moveApplications,
  purgeHiring,
  sendOverdueDigest,
  storeApplication,
} from "~/server/domain/applications.server";
import { seedJobPostings } from "~/server/domain/job-postings-seed.server";
import { openPostings, publicPosting, setPostingOpen } from "~/server/domain/job-postings.server";
import { deliverDueMail } from "~/server/domain/outbox.server";
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import { closeMail } from "~/server/infra/mail.server";
import { flashToastOf, get, post, signedInCookie } from "./admin-helpers";
import { requestHandler } from "./app-routes";
import { clearTables, getRequest } from "./helpers";
import { multipartPost, SCREENING_ANSWERS } from "./submission-helpers";
import { bodyText, startTestSmtp, type TestSmtp } from "../support/test-mail";

let smtp: TestSmtp;
const T0 = new Date("2026-11-26T15:00:00Z");
const days = (n: number) => new Date(T0.getTime() + n * 24 * 60 * 60_000);

beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  closeMail();
  await smtp.close();
});
beforeEach(async () => {
  await clearTables();
  await seedJobPostings(T0);
  smtp.inbox.length = 0;
  config().smtpUrl = smtp.url;
});
afterEach(() => {
  config().smtpUrl = undefined;
  closeMail();
});

const psw = { id: "personal-support-worker", title: "Personal Support Worker" };
const screening = (has: Array<"psw" | "cno" | "driver" | "cpr" | "vsc">, prefersFrench = false) => ({
  regions: ["peel-region"],
  availability: ["part-time" as const],
  startDate: "2026-12-15",
  languages: ["english" as const],
  has,
  prefersFrench,
});
const apply = (email: string, options: { has?: Array<"psw" | "cno" | "driver" | "cpr" | "vsc">; french?: boolean; at?: Date } = {}) =>
  storeApplication({ name: `Applicant ${email}`, email, position: psw, message: "Hello", screening: screening(options.has ?? ["psw", "cpr", "vsc"], options.french) }, null, options.at ?? T0);
const copiesTo = (address: string) => smtp.inbox.filter((mail) => mail.to.includes(address));

describe("job postings", () => {
  it("seeds today's six postings once, open, with their must-haves; a closed one leaves the list and stays readable", async () => {
    expect((await openPostings()).map((posting) => posting.slug)).toHaveLength(6);
    expect(await seedJobPostings(T0)).toBe(0);
    const first = (await openPostings())[0]!;
    expect(first).toMatchObject({ slug: "personal-support-worker", mustHaves: ["psw", "cpr", "vsc"], existingVacancy: true, aiScreening: false });
    await setPostingOpen(first.id, false, T0);
    expect((await openPostings()).map((posting) => posting.slug)).not.toContain("personal-support-worker");
    expect((await publicPosting("personal-support-worker"))?.status).toBe("closed");
  });

  it("refuses a pay range over $50,000 a year (or its hourly equivalent) and “Canadian experience”, each next to its field", () => {
    const form = (extra: Record<string, string>) => {
      const body = new FormData();
      const fields = { title: "PSW", employment_types: "PART_TIME", regions: "peel-region", pay_min: "20", pay_max: "25", pay_unit: "HOUR", existing_vacancy: "yes", ai_screening: "no", description: "Care.", ...extra };
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      const submission = parseForm(body, jobPostingSchema);
      return { status: submission.status, error: submission.status === "success" ? undefined : submission.error };
    };
    expect(form({}).status).toBe("success");
    expect(form({ pay_max: "50" }).error?.pay_max?.[0]).toMatch(/\$24\.03 an hour/);
    expect(form({ pay_unit: "YEAR", pay_min: "40000", pay_max: "95000" }).error?.pay_max?.[0]).toMatch(/\$50,000 a year/);
    expect(form({ requirements: "Two years of Canadian experience" }).error?.requirements?.[0]).toMatch(/Canadian experience/);
    expect(form({ existing_vacancy: "" }).error?.existing_vacancy?.[0]).toMatch(/existing vacancy/);
  });
});

describe("applications and their emails (exactly once)", () => {
  it("a double submit stores one application and sends one acknowledgement, also after a restart", async () => {
    // Truly simultaneous first submits too (on PostgreSQL they wait for each other).
    const [first, second] = await Promise.all([apply("ada@example.com"), apply("ada@example.com")]);
    const third = await apply("ada@example.com");
    const ids = new Set([first.id, second.id, third.id]);
    expect(ids.size).toBe(1);
    expect([first.duplicate, second.duplicate].sort()).toEqual([false, true]);
    const stored = await db().selectFrom("job_applications").select("submission_id").execute();
    const acks = await db().selectFrom("mail_outbox").select("id").where("kind", "=", "application-ack").execute();
    expect(stored.length).toBe(1);
    expect(acks.length).toBe(1);
    // A restart: nothing in memory, the outbox is in the database; delivering again sends nothing more.
    await deliverDueMail(T0);
    closeMail();
    await deliverDueMail(days(1));
    expect(copiesTo("ada@example.com")).toHaveLength(ids.size);
    expect(bodyText(copiesTo("ada@example.com")[0]!.raw)).toContain("Personal Support Worker");
  });

  it("three submits of one form at the same moment store one application", async () => {
    // Rounds: a race that goes wrong only sometimes shows in one of them.
    for (let round = 0; round < 10; round++) {
      const email = `round${round}@example.com`;
      const answers = await Promise.all([apply(email), apply(email), apply(email)]);
      expect(new Set(answers.map((answer) => answer.id)).size, `round ${round}`).toBe(1);
      expect(answers.filter((answer) => !answer.duplicate), `round ${round}`).toHaveLength(1);
    }
    const acks = await db().selectFrom("mail_outbox").select("to_address").where("kind", "=", "application-ack").execute();
    expect(acks).toHaveLength(10);
  });

  it("writes the acknowledgement in French when the applicant asked, and flags a missed must-have", async () => {
    const { id } = await apply("bea@example.com", { has: ["psw"], french: true });
    await deliverDueMail(T0);
    const [ack] = copiesTo("bea@example.com");
    expect(ack!.subject).toMatch(/Nous avons reçu votre candidature/);
    const application = await findApplication(id, T0);
    expect(application?.unmet).toEqual(["cpr", "vsc"]);
    expect((await listApplications({ flag: "unmet", page: 1 }, 25, T0)).items.map((item) => item.id)).toEqual([id]);
  });

  it("a bulk move sent twice (or to another instance) moves and emails each applicant once", async () => {
    const ids = [];
    for (const email of ["c1@example.com", "c2@example.com", "c3@example.com"]) ids.push((await apply(email)).id);
    await deliverDueMail(T0);
    smtp.inbox.length = 0;
    const move = { sendEmail: true, moveKey: "form-key-0123456789abcdef", actor: "HR" };
    const [a, b] = await Promise.all([moveApplications(ids, "screening", move, T0), moveApplications(ids, "screening", move, T0)]);
    const again = await moveApplications(ids, "screening", move, days(1));
    expect([...a.moved, ...b.moved].sort()).toEqual([...ids].sort());
    expect(again.moved).toEqual([]);
    await deliverDueMail(T0);
    await deliverDueMail(days(1));
    for (const email of ["c1@example.com", "c2@example.com", "c3@example.com"]) expect(copiesTo(email)).toHaveLength(1);
    const history = (await findApplication(ids[0]!, T0))!.history.map((event) => event.detail);
    expect(history.some((line) => line.startsWith("Screening email sent"))).toBe(true);
    expect(history).toContain("New → Screening");
    const counts = (await listApplications({ page: 1 }, 25, T0)).counts;
    expect(counts).toMatchObject({ all: 3, screening: 3, new: 0 });
  });
});

describe("the job form takes a name and an email alone (spec 5); the screening left blank is flagged for HR", () => {
  /** A page's HTML without React's text separators ("2<!-- --> applications"). */
  const html = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");
  /** The list entry of one application. */
  const entry = (page: string, id: number) => page.split(`data-testid="application-${id}"`)[1]?.split("</li>")[0] ?? "";
  /** The message shown next to a field: the `-error` slot its control names. */
  const fieldMessage = (page: string, name: string) => {
    const control = new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`).exec(page)?.[0] ?? "";
    const id = /\bid="([^"]+)"/.exec(control)?.[1] ?? "(no id)";
    return { invalid: control.includes('aria-invalid="true"'), text: page.split(`<p id="${id}-error"`)[1]?.split("</p>")[0]?.replace(/^[^>]*>/, "") };
  };

  it("stores an application with only a name and an email, with or without a posting, and HR sees what was not answered", async () => {
    const handle = await requestHandler();
    const applied = async (fields: Record<string, string>) => {
      const answer = await handle(multipartPost("/job", fields));
      expect(answer.status, JSON.stringify(fields)).toBe(302);
      expect(answer.headers.get("Location")).toMatch(/^\/job(\?|$)/);
      expect(await flashToastOf({ kind: "response", status: 302, location: answer.headers.get("Location"), response: answer })).toMatchObject({ title: "Application received" });
      const row = await db().selectFrom("submissions").select("id").where("email", "=", fields.email!).executeTakeFirstOrThrow();
      return row.id;
    };
    const bare = await applied({ name: "Maria Santos", email: "maria@example.com" });
    const forPosting = await applied({ name: "Joy Reyes", email: "joy@example.com", position: "personal-support-worker" });
    const partly = await applied({ name: "Ana Lima", email: "ana@example.com", position: "personal-support-worker", "region-peel-region": "yes" });
    const answered = await applied({ name: "Sam Okafor", email: "sam@example.com", position: "personal-support-worker", ...SCREENING_ANSWERS, "has-psw": "yes", "has-cpr": "yes", "has-vsc": "yes" });

    const hr = await signedInCookie("hr@example.com", "hr");
    const list = await html(await handle(get("/admin/applications", hr)));
    const all = "Screening not answered: regions, availability, start date, languages";
    expect(entry(list, bare)).toContain(all);
    expect(entry(list, forPosting)).toContain(all);
    expect(entry(list, partly)).toContain("Screening not answered: availability, start date, languages");
    expect(entry(list, answered)).not.toContain("Screening not answered");
    // Nothing answered says nothing about the must-haves; one answer given, the unticked ones are missed.
    expect(entry(list, forPosting)).not.toContain("Does not meet");
    expect(entry(list, partly)).toContain("Does not meet: PSW certificate, Current CPR/first aid, Clear vulnerable sector check");

    const page = await html(await handle(get(`/admin/applications/${bare}`, hr)));
    expect(page).toMatch(new RegExp(`data-testid="unanswered-flag">${all}</span>`));
    expect(page).not.toContain('data-testid="unmet-flag"');

    const flagged = await html(await handle(get("/admin/applications?flag=unanswered", hr)));
    for (const id of [bare, forPosting, partly]) expect(entry(flagged, id), String(id)).not.toBe("");
    expect(entry(flagged, answered)).toBe("");
  });

  it("without an email: 'Name and email are required', the message next to the field, everything typed kept, nothing stored", async () => {
    const handle = await requestHandler();
    const answer = await handle(
      multipartPost("/job", { name: "Maria Santos", email: "", position: "personal-support-worker", message: "Ten years of home care.", "region-peel-region": "yes" }),
    );
    expect(answer.status).toBe(400);
    const page = await html(answer);
    expect(page).toContain("Name and email are required");
    expect(fieldMessage(page, "email")).toEqual({ invalid: true, text: "Please enter your email address." });
    expect(page).toMatch(/<input[^>]*name="name"[^>]*value="Maria Santos"/);
    expect(page).toMatch(/<option value="personal-support-worker" selected="">/);
    expect(page).toContain("Ten years of home care.</textarea>");
    expect(page).toMatch(/<input[^>]*name="region-peel-region"[^>]*checked=""/);
    expect(await db().selectFrom("submissions").select("id").execute()).toEqual([]);
  });

  it("the form says which fields are required: name and email only, in words and by the attribute", async () => {
    const handle = await requestHandler();
    const page = await html(await handle(getRequest("/job")));
    const form = page.split('action="/job"')[1]!.split("</form>")[0]!;
    expect([...form.matchAll(/<(?:input|select|textarea)[^>]*\brequired=""[^>]*>/g)].map((tag) => /name="([^"]+)"/.exec(tag[0])?.[1])).toEqual(["name", "email"]);
    expect(form.match(/\(required\)/g)).toHaveLength(2);
    expect(page).toContain("Only your full name and email are required");
  });
});

describe("Ontario's 45 days, retention and delete", () => {
  it("marks an application overdue 45 days after its last interview, and HR gets one digest a day", async () => {
    const { id } = await apply("dan@example.com");
    await moveApplications([id], "interview", { sendEmail: false, moveKey: "form-key-interview-000001", actor: "HR" }, T0);
    await addInterviewDate(id, days(1), "HR", T0);
    expect(await countOverdue(days(45))).toBe(0);
    expect(await countOverdue(days(47))).toBe(1);
    expect((await sendOverdueDigest(days(47))) ?? "").toMatch(/1 applications/);
    await sendOverdueDigest(days(47));
    const digests = await db().selectFrom("mail_outbox").select("id").where("kind", "=", "hiring-overdue-digest").execute();
    expect(digests).toHaveLength(1);
    await moveApplications([id], "not-selected", { sendEmail: true, moveKey: "form-key-decision-000001", actor: "HR" }, days(47));
    expect(await countOverdue(days(48))).toBe(0);
  });

  it("two interview dates added at the same moment are both kept; the last one counts", async () => {
    const { id } = await apply("gus@example.com");
    await moveApplications([id], "interview", { sendEmail: false, moveKey: "form-key-interview-000002", actor: "HR" }, T0);
    for (let round = 0; round < 5; round++) {
      await Promise.all([addInterviewDate(id, days(10 * round + 1), "HR", T0), addInterviewDate(id, days(10 * round + 2), "HR", T0)]);
    }
    const row = await db().selectFrom("job_applications").select(["interview_dates", "last_interview_at"]).where("submission_id", "=", id).executeTakeFirstOrThrow();
    const expected = [0, 1, 2, 3, 4].flatMap((round) => [days(10 * round + 1).toISOString(), days(10 * round + 2).toISOString()]);
    expect(JSON.parse(row.interview_dates)).toEqual(expected);
    expect(row.last_interview_at).toBe(days(42).toISOString());
  });

  it("deletes a Not selected application 12 months after it ended, and one on request at once, with its mail", async () => {
    const ended = (await apply("eve@example.com")).id;
    const kept = (await apply("fay@example.com")).id;
    await moveApplications([ended], "not-selected", { sendEmail: true, moveKey: "form-key-ended-0000000001", actor: "HR" }, T0);
    expect(await purgeHiring(days(300))).toEqual({ applications: 0, postings: 0 });
    expect(await purgeHiring(days(370))).toEqual({ applications: 1, postings: 0 });
    expect(await findApplication(ended, T0)).toBeNull();
    expect(await db().selectFrom("mail_outbox").select("id").where("ref_id", "=", ended).execute()).toEqual([]);
    expect(await deleteApplication(kept)).toBe(true);
    expect(await db().selectFrom("submissions").select("id").where("id", "=", kept).execute()).toEqual([]);
  });
});

describe("a deleted application leaves no name behind (the audit, HR's digests)", () => {
  const DAY = 24 * 60 * 60_000;
  /** An interviewed application whose last interview was 50 days ago: in today's overdue digest. */
  async function overdue(name: string, email: string, file?: string) {
    const handle = await requestHandler();
    const answer = await handle(multipartPost("/job", { name, email }, file ? { name: file, bytes: new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]) } : null));
    expect(answer.status).toBe(302);
    const { id } = await db().selectFrom("submissions").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    const now = Date.now();
    await moveApplications([id], "interview", { sendEmail: false, moveKey: `form-key-interview-${id}`.padEnd(25, "0"), actor: "HR" }, new Date(now - 55 * DAY));
    await addInterviewDate(id, new Date(now - 50 * DAY), "HR", new Date(now - 55 * DAY));
    return id;
  }
  const deleteThrough = async (handle: (request: Request) => Promise<Response>, id: number, cookie: string) => {
    const answer = await handle(post(`/admin/applications/${id}/delete`, {}, cookie));
    expect(answer.status, "the delete answers with a redirect").toBe(302);
  };

  it("the audit keeps only the application's number: the resume's file name and the applicant's name go", async () => {
    const hr = await signedInCookie("hr-audit@example.com", "hr");
    const id = await overdue("Dana Whitfield", "dana@example.com", "Dana Whitfield CV.docx");
    const handle = await requestHandler();
    const download = await handle(get(`/admin/applications/${id}/resume`, hr));
    expect(download.status).toBe(200);
    // An entry written before this rule, with the file's name in it; a move as the list's Move writes it.
    const written = { at: new Date().toISOString(), actor_id: null, actor_email: "hr-audit@example.com", target_type: "application", target_id: String(id), ip: "203.0.113.4" };
    await db().insertInto("audit_log").values({ ...written, action: "resume-download", detail: "Dana Whitfield CV.docx" }).execute();
    await db().insertInto("audit_log").values({ ...written, action: "application-move", detail: "Offer" }).execute();

    await deleteThrough(handle, id, hr);
    const entries = await db().selectFrom("audit_log").select(["action", "detail"]).where("target_type", "=", "application").where("target_id", "=", String(id)).orderBy("id").execute();
    expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(["resume-download", "application-move", "application-delete"]));
    for (const entry of entries) expect(entry.detail, entry.action).not.toMatch(/Dana|Whitfield|\.docx/);
    expect(entries.filter((entry) => entry.action === "resume-download").map((entry) => entry.detail)).toEqual([`Application #${id}`, `Application #${id}`]);
    // A move's stage says nothing of the person: it stays.
    expect(entries.find((entry) => entry.action === "application-move")?.detail).toBe("Offer");
    const anywhere = await db().selectFrom("audit_log").select("detail").where("detail", "like", "%Whitfield%").execute();
    expect(anywhere).toEqual([]);
  });

  it("HR's overdue digests that name it are deleted with it; the others still get today's digest", async () => {
    const hr = await signedInCookie("hr-digest@example.com", "hr");
    const gone = await overdue("Dana Whitfield", "dana@example.com");
    const stays = await overdue("Eli Brandt", "eli@example.com");
    // Yesterday's digest went out; today's waits in the outbox.
    await sendOverdueDigest(new Date(Date.now() - DAY));
    await deliverDueMail(new Date());
    config().smtpUrl = undefined;
    await sendOverdueDigest(new Date());
    const digests = () => db().selectFrom("mail_outbox").select(["status", "text_body"]).where("kind", "=", "hiring-overdue-digest").orderBy("id").execute();
    expect((await digests()).map((row) => row.status)).toEqual(["sent", "pending"]);
    for (const row of await digests()) expect(row.text_body).toContain("Dana Whitfield");

    await deleteThrough(await requestHandler(), gone, hr);
    const left = await digests();
    expect(left.map((row) => row.status)).toEqual(["pending"]);
    expect(left[0]!.text_body).not.toContain("Dana Whitfield");
    expect(left[0]!.text_body).toContain("Eli Brandt");
    expect(left[0]!.text_body).toContain(`/admin/applications/${stays}\n`);
    expect(await db().selectFrom("mail_outbox").select("id").where("text_body", "like", "%Whitfield%").execute()).toEqual([]);
  });
});
