/**
 * Hiring as HR and applicants do it without JavaScript, through the pages:
 * HR opens a posting; a visitor finds it on /careers and applies; the flag,
 * a stage move whose email is shown before it goes, a note; a bulk move sent
 * twice (one email each) and the CSV; Ontario's 45 days on the server's
 * clock, the daily retention job and a delete on request. (The same pages at
 * phone and desktop widths, with axe, are tests/e2e/hiring.spec.ts's.)
 */
import { beforeAll, describe, expect, test } from "vitest";
import { REQUIREMENT_QUESTIONS } from "~/lib/hiring";
import { db } from "~/server/infra/db.server";
import { JOBS, runDueJobs } from "~/server/jobs.server";
import { signedInCookie } from "../integration/admin-helpers";
import { jsonLdOf, queriesIn, textOf } from "./support/dom";
import { serverClock, type ServerClock } from "./support/clock";
import { visitorOfSeededSite } from "./support/sites";
import { type Page, type Site, Visitor } from "./support/visitor";

let site: Site;
let clock: ServerClock;
beforeAll(async () => {
  site = (await visitorOfSeededSite()).site;
  clock = serverClock();
});

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;
const DAY = 24 * 60 * 60 * 1000;

async function staff(role: "hr" | "owner"): Promise<Visitor> {
  const visitor = new Visitor(site);
  const [name, value] = (await signedInCookie(`${role}-${unique()}@example.com`, role)).split(/=(.*)/s);
  visitor.setCookie(name!, value!);
  return visitor;
}

const toastText = (page: Page) => textOf(page.screen.getByRole("region", { name: "Notifications" }));
const formWithButton = (page: Page, button: string | RegExp) => page.formOf(page.screen.getByRole("button", { name: button }));
/** The list entry (li) of the application of `name`. */
const entryOf = (page: Page, name: string) => page.screen.getAllByRole("listitem").find((item) => queriesIn(item).queryByRole("link", { name }));
/** What the outbox holds for an address, by kind: one row per email the product decided to send. */
const outboxTo = (email: string) => db().selectFrom("mail_outbox").select(["kind", "subject", "text_body"]).where("to_address", "=", email).orderBy("id").execute();

/** HR opens a posting through /admin/jobs/new: its id and slug. */
async function openPosting(hr: Visitor, title: string): Promise<{ id: string; slug: string }> {
  const form = formWithButton(await hr.expectPage("/admin/jobs/new"), "Save posting")
    .fill("Title", title)
    .check("Part-time")
    .check("Peel Region")
    .fill("Lowest ($)", "24")
    .fill("Highest ($)", "29.50")
    .fill("Description", "Visit clients at home in Peel.")
    .fill("Responsibilities", "Personal care\nCompanionship")
    .fill("Requirements", "A PSW certificate\nA clear vulnerable sector check")
    .fill("Experience", "One year in home care")
    .check("PSW certificate")
    .check("Clear vulnerable sector check");
  const saved = await form.submit("Save posting");
  expect(saved.url.pathname).toMatch(/^\/admin\/jobs\/\d+$/);
  expect(textOf(saved.screen.getByTestId("posting-status"))).toContain("Draft");
  const opened = await formWithButton(saved, "Open posting").submit("Open posting");
  expect(textOf(opened.screen.getByTestId("posting-status"))).toContain("Open: on the careers page.");
  const slug = new URL(opened.screen.getByRole("link", { name: "View the posting" }).getAttribute("href")!, site.origin).pathname.split("/").pop()!;
  return { id: opened.url.pathname.split("/").pop()!, slug };
}

/** A visitor's application on /job for the posting `slug`, as a person fills it in. */
async function apply(slug: string, name: string, email: string, holds: string[]): Promise<Page> {
  const form = formWithButton(await new Visitor(site).expectPage(`/job?position=${slug}`), "Submit Application")
    .fill("Full name", name)
    .fill("Email", email)
    .check("Peel Region")
    .check("Part-time")
    .fill("Earliest start date", "2099-01-15")
    .check("English");
  for (const question of holds) form.check(question);
  const sent = await form.submit("Submit Application");
  expect(toastText(sent)).toContain("Application received");
  return sent;
}

/** The questions of the seeded PSW posting's must-haves, all ticked. */
const ALL_HELD = (["psw", "cpr", "vsc"] as const).map((key) => REQUIREMENT_QUESTIONS[key]);

/** The application page of `name`, found by the list's search. */
async function applicationOf(hr: Visitor, name: string): Promise<Page> {
  const list = await hr.expectPage(`/admin/applications?q=${encodeURIComponent(name)}`);
  const page = await list.follow(list.screen.getByRole("link", { name }));
  expect(page.url.pathname).toMatch(/^\/admin\/applications\/\d+$/);
  return page;
}

/** A move on the application page without its email. */
async function moveQuietly(page: Page, stage: string): Promise<Page> {
  const moved = await formWithButton(page, "Move").select("Move to", stage).uncheck("Send the stage's email (shown before it goes)").submit("Move");
  expect(moved.url.pathname).toBe(page.url.pathname);
  return moved;
}

test("HR opens a posting; a visitor applies through /careers/<slug>; the flag, a stage move with its email shown first, a note", async () => {
  const hr = await staff("hr");
  const title = `Home Support Worker ${unique()}`;
  const { slug } = await openPosting(hr, title);

  const careers = await new Visitor(site).expectPage("/careers");
  const posting = await careers.follow(careers.screen.getAllByRole("link", { name: title })[0]!);
  expect(posting.url.pathname).toBe(`/careers/${slug}`);
  expect(posting.screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  expect(textOf(posting.screen.getByTestId("pay-range"))).toBe("$24–$29.50 an hour (CAD)");
  const job = jsonLdOf(posting.document).find((block) => block["@type"] === "JobPosting");
  expect(job).toMatchObject({ title, directApply: true, baseSalary: expect.objectContaining({ currency: "CAD" }) });
  const applyLink = queriesIn(posting.screen.getByRole("main")).getByRole("link", { name: /^Apply/ });
  expect(applyLink.getAttribute("href")).toBe(`/job?position=${slug}`);
  const jobForm = await posting.follow(applyLink);
  expect(formWithButton(jobForm, "Submit Application").value("Position applying for")).toBe(slug);

  // Holds the vulnerable sector check, not the PSW certificate: a must-have missed.
  const name = `Applicant ${unique()}`;
  const email = `applicant-${unique()}@example.com`;
  await apply(slug, name, email, [REQUIREMENT_QUESTIONS.vsc]);
  const [ack] = await outboxTo(email);
  expect(ack).toMatchObject({ kind: "application-ack", subject: `We received your application: ${title}` });
  // Sent to whatever address was typed: it greets without repeating the name (decision 0209).
  expect(ack!.text_body).toMatch(/^Hello,\r?\n/);
  expect(ack!.text_body).not.toContain(name);

  const list = await hr.expectPage(`/admin/applications?q=${encodeURIComponent(email)}`);
  expect(textOf(entryOf(list, name))).toContain("Does not meet: PSW certificate");
  const page = await list.follow(list.screen.getByRole("link", { name }));
  expect(textOf(page.screen.getByTestId("unmet-flag"))).toBe("Does not meet: PSW certificate");
  expect(textOf(page.screen.getByTestId("stage"))).toBe("New");

  // A stage move: the email is shown first, and goes once confirmed.
  const preview = await formWithButton(page, "Move").select("Move to", "Screening").submit("Move");
  expect(textOf(preview.screen.getByRole("heading", { level: 1 }))).toBe("Move 1 application to Screening and send this email");
  expect(textOf(preview.screen.getByTestId("email-preview"))).toContain(`To: ${email}`);
  expect(textOf(preview.screen.getByTestId("email-preview"))).toContain(`Subject: Your application for ${title}`);
  expect((await outboxTo(email)).map((row) => row.kind)).toEqual(["application-ack"]);
  const moved = await formWithButton(preview, "Move and send").submit("Move and send");
  expect(moved.url.pathname).toBe(page.url.pathname);
  expect(textOf(moved.screen.getByTestId("stage"))).toBe("Screening");
  const stageMail = (await outboxTo(email)).filter((row) => row.subject === `Your application for ${title}`);
  expect(stageMail).toHaveLength(1);
  expect(stageMail[0]!.text_body).toContain(name);

  // A note, with who wrote it.
  const note = `Called back, prefers mornings ${unique()}`;
  const noted = await formWithButton(moved, "Add note").fill("New note", note).submit("Add note");
  expect(textOf(noted.screen.getByTestId("notes"))).toContain(note);
  expect(textOf(noted.screen.getByTestId("notes"))).toMatch(/hr-/);
});

test("a bulk move sent twice gives each applicant exactly one email; the CSV of the filtered list", async () => {
  const hr = await staff("hr");
  const title = `Weekend Companion ${unique()}`;
  const { id, slug } = await openPosting(hr, title);
  const people = [1, 2, 3].map((n) => ({ name: `Bulk ${n} ${unique()}`, email: `bulk-${n}-${unique()}@example.com` }));
  for (const person of people) await apply(slug, person.name, person.email, ALL_HELD);

  const list = await hr.expectPage(`/admin/applications?posting=${id}`);
  const bulk = formWithButton(list, "Move").select("Move to", "Interview");
  for (const person of people) bulk.check(`Select ${person.name}`);
  const preview = await bulk.submit("Move");
  expect(textOf(preview.screen.getByRole("heading", { level: 1 }))).toBe("Move 3 applications to Interview and send this email");
  expect(textOf(preview.screen.getByTestId("email-preview"))).toContain(`Subject: Interview for ${title}`);
  // The confirmation form, sent twice (a double click, a retry after a lost answer).
  const confirm = formWithButton(preview, "Move and send");
  expect((await confirm.submit("Move and send")).url.pathname).toBe("/admin/applications");
  expect((await confirm.submit("Move and send")).url.pathname).toBe("/admin/applications");
  for (const person of people) {
    const interviews = (await outboxTo(person.email)).filter((row) => row.kind === "application-interview");
    expect(interviews.map((row) => row.subject), person.email).toEqual([`Interview for ${title}`]);
  }

  // The CSV of this posting's applications: every applicant, no resume contents.
  const filtered = await hr.expectPage(`/admin/applications?posting=${id}`);
  const csv = await hr.fetch(filtered.screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")!);
  expect(csv.status).toBe(200);
  const text = await csv.text();
  for (const person of people) expect(text).toContain(person.email);
  expect(text.split("\n")[0]).toMatch(/name/i);
  expect(text).not.toContain("%PDF");
});

describe("Ontario's 45 days", () => {
  /** The day's retention job, as the job loop runs it at `at`; then someone signed in again (it ends old sessions too). */
  const dailyJobAt = async (at: Date) => {
    clock.set(at);
    const said: string[] = [];
    await runDueJobs(at, JOBS.filter((job) => job.name === "retention-purge"), (line) => said.push(line));
    expect(said, `the retention job ran at ${at.toISOString()}`).toHaveLength(1);
    return staff("owner");
  };

  test("an interview with no decision 45 days later is marked overdue; Not selected is deleted 12 months on by the daily job; a delete on request leaves only its number", async () => {
    const owner = await staff("owner");
    const start = Date.now();
    clock.set(start);
    const name = `Interviewed ${unique()}`;
    await apply("personal-support-worker", name, `interviewed-${unique()}@example.com`, ALL_HELD);
    const page = await applicationOf(owner, name);
    expect(textOf(page.screen.getByTestId("stage"))).toBe("New");
    const interview = await moveQuietly(page, "Interview");
    expect(textOf(interview.screen.getByTestId("stage"))).toBe("Interview");
    const anHourAgo = new Intl.DateTimeFormat("sv-SE", { timeZone: "America/Toronto", dateStyle: "short", timeStyle: "short" }).format(start - 60 * 60 * 1000).replace(" ", "T");
    const recorded = await formWithButton(interview, "Record interview").fill("Interview date and time (Toronto)", anHourAgo).submit("Record interview");
    expect(toastText(recorded)).toContain("Interview date recorded");
    (await owner.expectPage("/admin/applications?flag=overdue")).screen.getByText("No applications match.");

    // 46 days later: on the dashboard and in the overdue list.
    const later = start + 46 * DAY;
    clock.set(later);
    const dashboard = await owner.expectPage("/admin");
    expect(textOf(dashboard.screen.getByTestId("overdue-applications"))).toContain("1 interviewed applicant is waiting for a decision");
    const overdue = await dashboard.follow(queriesIn(dashboard.screen.getByTestId("overdue-applications")).getByRole("link", { name: "See them" }));
    expect(`${overdue.url.pathname}${overdue.url.search}`).toBe("/admin/applications?flag=overdue");
    expect(textOf(entryOf(overdue, name))).toContain("Decision overdue (45 days after interview)");

    // The decision: Not selected. Kept 12 months after it ended, then the daily job deletes it.
    const decided = await moveQuietly(await overdue.follow(overdue.screen.getByRole("link", { name })), "Not selected");
    expect(textOf(decided.screen.getByTestId("stage"))).toBe("Not selected");

    // A second applicant asks in writing to be deleted: the confirmation page, then gone, and only its number in the audit log.
    const leaving = `Leaving ${unique()}`;
    await apply("personal-support-worker", leaving, `leaving-${unique()}@example.com`, ALL_HELD);
    const leavingPage = await applicationOf(owner, leaving);
    const leavingId = leavingPage.url.pathname.split("/").pop();
    const ask = await leavingPage.follow(leavingPage.screen.getByRole("link", { name: "Delete" }));
    expect(textOf(ask.screen.getByRole("heading", { level: 1 }))).toBe(`Delete the application of ${leaving}`);
    const deleted = await formWithButton(ask, "Delete").submit("Delete");
    expect(deleted.url.pathname).toBe("/admin/applications");
    expect(toastText(deleted)).toContain("Application deleted, with its resume, notes and emails.");
    expect((await owner.open(`/admin/applications/${leavingId}`)).status).toBe(404);
    const audit = await owner.expectPage("/admin/audit?action=application-delete");
    audit.screen.getByText(`Application #${leavingId} deleted`);
    expect(audit.screen.queryAllByText(new RegExp(leaving))).toHaveLength(0);

    // 11 months on, kept; 13 months on, deleted: each time once the day's retention job has run (noon in Toronto).
    const monthsOn = (months: number) => {
      const at = new Date(later + months * 30.5 * DAY);
      at.setUTCHours(17, 0, 0, 0);
      return at;
    };
    const kept = await (await dailyJobAt(monthsOn(11))).expectPage(decided.url.pathname);
    expect(textOf(kept.screen.getByRole("heading", { level: 1 }))).toBe(name);
    expect((await (await dailyJobAt(monthsOn(13))).open(decided.url.pathname)).status).toBe(404);
  });
});
