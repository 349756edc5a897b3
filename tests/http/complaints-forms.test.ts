/**
 * Complaints as visitors and staff send them without JavaScript, through
 * the pages (decision 1001), on the test clock: a complaint refused keeps
 * what was typed with each message next to its field; stored once under a
 * double submit, with its deadlines in business days from a Friday before
 * Victoria Day; acknowledged exactly once through the outbox and a real
 * SMTP server, across a restart of the sender; staff told without a detail;
 * a filled honeypot stores and sends nothing.
 * A complaint of harm taken by phone: a call over 30 days old refused; the
 * call's time sets its same-day acknowledgement and 10 calendar days; saved
 * twice, stored once; French letters. Overdue: marked in the register and on
 * the dashboard, one reminder per step (not to a handler moved to HR). The
 * 10-day update and the outcome in writing once; to someone other than the
 * client, their words only once identity is confirmed. The owner's yearly report and
 * CSV. Resolved complaints purged seven years on with their audit entries
 * (kept until then), open ones kept.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { HONEYPOT_FIELD } from "~/schemas/form-rules";
import { purgeOldAudit } from "~/server/domain/audit.server";
import { remindOverdueComplaints, purgeComplaints } from "~/server/domain/complaints.server";
import { deliverDueMail } from "~/server/domain/outbox.server";
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import { closeMail } from "~/server/infra/mail.server";
import { signedInCookie } from "../integration/admin-helpers";
import { bodyText, startTestSmtp, type TestSmtp } from "../support/test-mail";
import { serverClock, type ServerClock } from "./support/clock";
import { descriptionOf, refusalSummary, textOf } from "./support/dom";
import { appSite } from "./support/sites";
import { type Page, type Site, Visitor } from "./support/visitor";

let site: Site;
let smtp: TestSmtp;
let clock: ServerClock;
let owner: Visitor & { email: string };
let coordinator: Visitor & { email: string };

// Friday 21 May 2027, 16:00 Toronto: Monday is Victoria Day.
const FRIDAY = new Date("2027-05-21T20:00:00Z");

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

async function staff(role: "owner" | "coordinator"): Promise<Visitor & { email: string }> {
  const email = `${role}-${unique()}@example.com`;
  const visitor = new Visitor(site);
  const [name, value] = (await signedInCookie(email, role)).split(/=(.*)/s);
  visitor.setCookie(name!, value!);
  return Object.assign(visitor, { email });
}

beforeAll(async () => {
  site = await appSite();
  smtp = await startTestSmtp();
  config().smtpUrl = smtp.url;
  clock = serverClock();
  clock.set(FRIDAY);
  owner = await staff("owner");
  coordinator = await staff("coordinator");
});
afterAll(async () => {
  closeMail();
  await smtp.close();
});

const formWithButton = (page: Page, button: string | RegExp) => page.formOf(page.screen.getByRole("button", { name: button }));
const toastText = (page: Page) => textOf(page.screen.getByRole("region", { name: "Notifications" }));
const idOf = (reference: string) => Number(reference.slice(2)) - 1000;
const mailOf = (id: number) => db().selectFrom("mail_outbox").select(["kind", "to_address", "subject", "text_body"]).where("ref_type", "=", "complaint").where("ref_id", "=", id).orderBy("id").execute();

async function deliverAll(now: Date) {
  for (let round = 0; round < 20; round++) {
    const report = await deliverDueMail(now, 50);
    if (report.sent + report.failed + report.retrying === 0) return;
  }
}

const FAMILY = { name: "Miriam Oduya", client: "Samuel Oduya", description: "The caregiver did not come on Tuesday and nobody called. My father waited all morning without his breakfast.", email: `miriam-${unique()}@example.org` };
let familyReference = "";
let harmReference = "";

test("a complaint without JavaScript: refused with messages next to the fields and values kept, then stored once with its business-day deadlines and acknowledged exactly once", async () => {
  const page = await new Visitor(site).expectPage("/complaints");
  const refused = await formWithButton(page, "Send the complaint")
    .check("A family member or friend")
    .fill("Your name", FAMILY.name)
    .check("Missed, late or short visits")
    .fill("What happened?", FAMILY.description)
    .check("Email")
    .submit("Send the complaint");
  expect(refused.status).toBe(400);
  expect(refused.title).toMatch(/^Error/);
  const form = formWithButton(refused, "Send the complaint");
  expect(descriptionOf(form.control("The client's name"))).toContain("Please enter the name of the client this complaint is about.");
  expect(descriptionOf(form.control("Email address"))).toContain("Please enter your email address, or choose another way to contact you.");
  expect(descriptionOf(form.control(/I agree that the agency contacts me/))).toBe("Please agree that we contact you about this complaint.");
  // What a screen reader finds: the summary as an alert, a link to each field to mend.
  const summary = refusalSummary(refused.document, /Your complaint was not sent/);
  expect(summary.links.map((link) => link.name)).toEqual([
    "Please enter the name of the client this complaint is about.",
    "Please enter your email address, or choose another way to contact you.",
    "Please agree that we contact you about this complaint.",
  ]);
  expect(summary.links.map((link) => link.field)).toEqual([form.control("The client's name"), form.control("Email address"), form.control(/I agree that the agency contacts me/)]);
  expect(form.value("Your name")).toBe(FAMILY.name);
  expect(form.value("What happened?")).toBe(FAMILY.description);
  expect((form.control("Missed, late or short visits") as HTMLInputElement).checked).toBe(true);
  expect((form.control("Email") as HTMLInputElement).checked).toBe(true);
  expect(await db().selectFrom("complaints").select("id").where("name", "=", FAMILY.name).execute()).toEqual([]);

  // Sent, then sent again (a double submit): one complaint, one acknowledgement.
  const filled = form.fill("The client's name", FAMILY.client).fill("Email address", FAMILY.email).check(/I agree that the agency contacts me/);
  const received = await filled.submit("Send the complaint");
  expect(received.url.pathname).toBe("/complaints/received");
  familyReference = textOf(received.screen.getByTestId("complaint-reference").querySelector("strong"));
  expect(familyReference).toMatch(/^C-\d+$/);
  expect(received.screen.getByRole("heading", { level: 1, name: "We received your complaint" })).toBeTruthy();
  const again = await filled.submit("Send the complaint");
  expect(textOf(again.screen.getByTestId("complaint-reference").querySelector("strong"))).toBe(familyReference);

  const rows = await db().selectFrom("complaints").selectAll().where("name", "=", FAMILY.name).execute();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    channel: "web",
    complainant_role: "family",
    client_name: FAMILY.client,
    category: "visits",
    received_at: expect.stringMatching(/^2027-05-21T20:00:/),
    // Two business days over the long weekend: the end of Wednesday 26 May (Toronto).
    acknowledge_by: "2027-05-27T03:59:59.999Z",
    update_by: null,
    resolve_by: "2027-07-07T03:59:59.999Z",
  });

  const id = idOf(familyReference);
  const mail = await mailOf(id);
  expect(mail.filter((m) => m.kind === "complaint-ack").map((m) => [m.to_address, m.subject])).toEqual([[FAMILY.email, `We received your complaint ${familyReference}`]]);
  const ack = mail.find((m) => m.kind === "complaint-ack")!.text_body;
  expect(ack).toContain("A manager will contact you by May 26, 2027");
  expect(ack).toContain("We aim to resolve it by July 6, 2027");
  expect(ack).toContain(`${config().siteUrl}/client-rights`);
  // Nothing the visitor typed goes back to the address they typed.
  for (const word of [FAMILY.name, FAMILY.client, "breakfast"]) expect(ack).not.toContain(word);
  // Owners and coordinators are told, without a detail.
  const notices = mail.filter((m) => m.kind === "complaint-new");
  expect(notices.map((m) => m.to_address)).toEqual(expect.arrayContaining([owner.email, coordinator.email]));
  for (const notice of notices) {
    expect(notice.subject).toBe(`New complaint ${familyReference}: acknowledge by May 26, 2027 at 11:59 p.m.`);
    for (const word of [FAMILY.name, FAMILY.client, "Oduya", "breakfast", FAMILY.email, "visits"]) expect(`${notice.subject}\n${notice.text_body}`).not.toContain(word);
  }

  // Sent; then the sender restarts (nothing in memory) and runs again: still one copy.
  await deliverAll(FRIDAY);
  closeMail();
  await deliverAll(new Date(FRIDAY.getTime() + 24 * 60 * 60 * 1000));
  expect(smtp.inbox.filter((copy) => copy.to.includes(FAMILY.email)).map((copy) => copy.subject)).toEqual([`We received your complaint ${familyReference}`]);
});

test("a filled honeypot gets the confirmation without a reference, and nothing is stored or sent", async () => {
  const body = new URLSearchParams({ [HONEYPOT_FIELD]: "https://spam.example", role: "other", name: "Spam Robot", category: "other", description: "Buy now.", contactMethod: "email", email: "robot@example.org", consent: "on" });
  const response = await new Visitor(site).fetch("/complaints", { method: "POST", body, from: new URL("/complaints", site.origin) });
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/complaints/received");
  expect(await db().selectFrom("complaints").select("id").where("name", "=", "Spam Robot").execute()).toEqual([]);
  expect(await db().selectFrom("mail_outbox").select("id").where("to_address", "=", "robot@example.org").execute()).toEqual([]);
});

test("a complaint of harm taken by phone: the call's time sets a same-day acknowledgement and 10 calendar days, the letters in French", async () => {
  const entry = await coordinator.expectPage("/admin/complaints/new");
  // A call more than 30 days ago (a typo in the date) is refused next to its field.
  const tooOld = await formWithButton(entry, "Save the complaint")
    .fill("Received by phone at", "2027-04-20T15:30")
    .check("French")
    .check("The client (I receive care)")
    .fill("Their name", "Hélène Gagnon")
    .check("Abuse, neglect, or care that caused harm or a risk of harm")
    .fill("What happened?", "A caregiver left her alone in the bath.")
    .check("Phone")
    .fill("Phone number", "613-555-0199")
    .fill("Email address", `helene-${unique()}@example.org`)
    .check(/The person agreed/)
    .submit("Save the complaint");
  expect(tooOld.status).toBe(400);
  expect(descriptionOf(formWithButton(tooOld, "Save the complaint").control("Received by phone at"))).toContain("The call must be within the last 30 days");
  const filled = formWithButton(tooOld, "Save the complaint").fill("Received by phone at", "2027-05-21T15:30");
  const saved = await filled.submit("Save the complaint");
  expect(toastText(saved)).toContain("saved");
  expect(saved.url.pathname).toMatch(/^\/admin\/complaints\/\d+$/);
  const id = Number(saved.url.pathname.split("/").pop());
  // A double click: the complaint already saved, one acknowledgement (below), one staff notice each.
  const again = await filled.submit("Save the complaint");
  expect(again.url.pathname).toBe(saved.url.pathname);
  expect(toastText(again)).toContain("already saved");
  expect(await db().selectFrom("complaints").select("id").where("name", "=", "Hélène Gagnon").execute()).toEqual([{ id }]);
  harmReference = `C-${1000 + id}`;
  expect(textOf(saved.screen.getByTestId("complaint-step"))).toBe("Next: Acknowledge by May 21, 2027 at 11:59 p.m.");
  const row = await db().selectFrom("complaints").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({
    channel: "phone",
    form_language: "fr",
    received_at: "2027-05-21T19:30:00.000Z",
    acknowledge_by: "2027-05-22T03:59:59.999Z",
    update_by: "2027-06-01T03:59:59.999Z",
    phone: "(613) 555-0199",
  });
  const ack = (await mailOf(id)).filter((m) => m.kind === "complaint-ack");
  expect(ack.map((m) => m.subject)).toEqual([`Nous avons reçu votre plainte ${harmReference}`]);
  expect(ack[0]!.text_body).toContain("dans les 10 jours");
  expect(ack[0]!.text_body).toContain("/fr/droits-des-clients");
  const audited = await db().selectFrom("audit_log").select("action").where("target_type", "=", "complaint").where("target_id", "=", String(id)).orderBy("id").execute();
  expect(audited.map((entry) => entry.action)).toEqual(["complaint-phone", "complaint-open", "complaint-open"]);
});

test("overdue: marked in the register and on the dashboard; one reminder per overdue step, to its handler; the 10-day update emailed once", async () => {
  const id = idOf(harmReference);
  // Assigned to the coordinator; then Saturday morning, the same-day acknowledgement has passed.
  const record = await coordinator.expectPage(`/admin/complaints/${id}`);
  await formWithButton(record, "Assign").select("Handler", coordinator.email).submit("Assign");
  clock.set(new Date("2027-05-22T13:00:00Z"));
  const register = await owner.expectPage("/admin/complaints?overdue=1");
  expect(register.screen.getByTestId(`complaint-row-${harmReference}`)).toBeTruthy();
  expect(register.screen.queryByTestId(`complaint-row-${familyReference}`)).toBeNull();
  expect(textOf((await owner.expectPage("/admin")).screen.getByTestId("overdue-complaints"))).toContain("1 complaint is past the deadline");

  const reminders = () => db().selectFrom("mail_outbox").select(["to_address", "subject"]).where("kind", "=", "complaint-overdue").where("ref_id", "=", id).orderBy("id").execute();
  await remindOverdueComplaints(new Date("2027-05-22T13:00:00Z"));
  await remindOverdueComplaints(new Date("2027-05-22T14:00:00Z"));
  expect(await reminders()).toEqual([{ to_address: coordinator.email, subject: `Overdue: complaint ${harmReference} (Acknowledge)` }]);

  // Acknowledged late, on Monday 31 May; the 10-day update is due by the end of that day.
  clock.set(new Date("2027-05-31T14:00:00Z"));
  const acknowledged = await formWithButton(await coordinator.expectPage(`/admin/complaints/${id}`), "Mark acknowledged").submit("Mark acknowledged");
  expect(toastText(acknowledged)).toContain("Marked acknowledged");
  await remindOverdueComplaints(new Date("2027-05-31T15:00:00Z"));
  expect(await reminders()).toHaveLength(1);
  // Its new handler then moves to HR (no complaints): the reminder goes to those who can act on it.
  const mover = await staff("coordinator");
  const moverId = (await db().selectFrom("users").select("id").where("email", "=", mover.email).executeTakeFirstOrThrow()).id;
  await db().updateTable("complaints").set({ handler_id: moverId }).where("id", "=", id).execute();
  await db().updateTable("users").set({ role: "hr" }).where("id", "=", moverId).execute();
  await remindOverdueComplaints(new Date("2027-06-01T13:00:00Z"));
  await remindOverdueComplaints(new Date("2027-06-01T14:00:00Z"));
  const sent = await reminders();
  expect(sent[0]).toEqual({ to_address: coordinator.email, subject: `Overdue: complaint ${harmReference} (Acknowledge)` });
  const updateReminders = sent.slice(1);
  expect(updateReminders.map((mail) => mail.subject)).toEqual(updateReminders.map(() => `Overdue: complaint ${harmReference} (10-day update)`));
  expect(updateReminders.map((mail) => mail.to_address)).toEqual(expect.arrayContaining([owner.email, coordinator.email]));
  expect(updateReminders.map((mail) => mail.to_address)).not.toContain(mover.email);

  clock.set(new Date("2027-06-01T13:00:00Z"));
  const page = await coordinator.expectPage(`/admin/complaints/${id}`);
  const updated = await formWithButton(page, "Record the update").fill("What has been done so far", "La préposée a été retirée de vos visites.").submit("Record the update");
  expect(toastText(updated)).toContain("10-day update recorded");
  const updates = (await mailOf(id)).filter((m) => m.kind === "complaint-update");
  expect(updates.map((m) => m.subject)).toEqual([`Suivi de votre plainte ${harmReference}`]);
  expect(updates[0]!.text_body).toContain("La préposée a été retirée de vos visites.");
});

test("resolved with the outcome in writing exactly once, in the edition's language; notes are appended", async () => {
  const id = idOf(harmReference);
  clock.set(new Date("2027-06-02T15:00:00Z"));
  const page = await coordinator.expectPage(`/admin/complaints/${id}`);
  const noted = await formWithButton(page, "Add note").fill("Note", "Spoke with the caregiver's supervisor.").submit("Add note");
  expect(textOf(noted.screen.getByTestId("complaint-notes"))).toContain(`Spoke with the caregiver's supervisor.`);
  const resolve = formWithButton(noted, "Resolve and send the outcome").fill("What you found and decided", "Nous avons confirmé les faits.").fill("What was changed", "Deux personnes pour chaque bain.");
  const resolved = await resolve.submit("Resolve and send the outcome");
  expect(toastText(resolved)).toContain("Resolved");
  const twice = await resolve.submit("Resolve and send the outcome");
  expect(toastText(twice)).toContain("Nothing changed");
  const outcome = (await mailOf(id)).filter((m) => m.kind === "complaint-outcome");
  expect(outcome.map((m) => m.subject)).toEqual([`Notre réponse à votre plainte ${harmReference}`]);
  for (const words of ["Nous avons confirmé les faits.", "Deux personnes pour chaque bain.", "1-888-321-0339", "310-2222"]) expect(outcome[0]!.text_body).toContain(words);
  expect(textOf(resolved.screen.getByTestId("complaint-outcome"))).toContain("Deux personnes pour chaque bain.");
  await deliverAll(new Date("2027-06-02T15:00:00Z"));
  closeMail();
  await deliverAll(new Date("2027-06-03T15:00:00Z"));
  const to = (await db().selectFrom("complaints").select("email").where("id", "=", id).executeTakeFirstOrThrow()).email!;
  expect(smtp.inbox.filter((copy) => copy.to.includes(to)).map((copy) => copy.subject)).toEqual([
    `Nous avons reçu votre plainte ${harmReference}`,
    `Suivi de votre plainte ${harmReference}`,
    `Notre réponse à votre plainte ${harmReference}`,
  ]);
  expect(bodyText(smtp.inbox.find((copy) => copy.subject.startsWith("Notre réponse"))!.raw)).toContain("Deux personnes pour chaque bain.");
});

test("the owner's yearly report and its CSV: counts by category, medians in business days, shares within the deadlines; audited", async () => {
  clock.set(new Date("2027-06-10T15:00:00Z"));
  // The register's filters: the resolved complaints of harm, then the open ones.
  const resolvedHarm = await owner.expectPage("/admin/complaints?status=resolved&category=harm");
  expect(resolvedHarm.screen.getByTestId(`complaint-row-${harmReference}`)).toBeTruthy();
  expect(resolvedHarm.screen.queryByTestId(`complaint-row-${familyReference}`)).toBeNull();
  const open = await owner.expectPage("/admin/complaints");
  expect(open.screen.getByTestId(`complaint-row-${familyReference}`)).toBeTruthy();
  expect(open.screen.queryByTestId(`complaint-row-${harmReference}`)).toBeNull();
  const report = await owner.expectPage("/admin/complaints/report?year=2027");
  const figure = (id: string) => textOf(report.screen.getByTestId(`report-${id}`));
  expect(figure("total")).toBe("2");
  expect(figure("open")).toBe("1");
  // The harm complaint: acknowledged on Monday 31 May (5 business days after the call), resolved on Wednesday 2 June (7).
  expect(figure("median-acknowledge")).toBe("5");
  expect(figure("median-resolve")).toBe("7");
  // The family's acknowledgement (due 26 May) is late and not done: 0 of 2 in time.
  expect(figure("acknowledged-in-time")).toBe("0%");
  expect(figure("updated-in-time")).toBe("0%");
  expect(figure("resolved-in-time")).toBe("100%");
  const csv = await owner.fetch("/admin/complaints/report.csv?year=2027");
  expect(csv.headers.get("Content-Type")).toContain("text/csv");
  const lines = (await csv.text()).trim().split("\n");
  expect(lines[0]).toBe("figure (2027),value");
  expect(lines).toContain("complaints received,2");
  expect(lines).toContain("median business days to resolve,7");
  expect(lines).toContain('"category: Missed, late or short visits",1');
  const audited = await db().selectFrom("audit_log").select(["action", "detail"]).where("actor_email", "=", owner.email).where("action", "in", ["complaint-report", "complaint-export"]).orderBy("id").execute();
  expect(audited).toEqual([
    { action: "complaint-report", detail: "2027" },
    { action: "complaint-export", detail: "2027" },
  ]);
});

test("someone other than the client: the 10-day update's and the outcome's words are emailed only once the handler confirmed their identity and authority", async () => {
  clock.set(new Date("2027-06-10T15:00:00Z"));
  const resolveFor = async (name: string, confirmed: boolean, harm = false) => {
    const entered = await formWithButton(await coordinator.expectPage("/admin/complaints/new"), "Save the complaint")
      .fill("Received by phone at", "2027-06-10T10:00")
      .check("English")
      .check("A family member or friend")
      .fill("Their name", name)
      .fill("The client's name", "Arthur Bell")
      .check(harm ? "Abuse, neglect, or care that caused harm or a risk of harm" : "Missed, late or short visits")
      .fill("What happened?", "Nobody came on Monday.")
      .check("Email")
      .fill("Email address", `${name.split(" ")[0]!.toLowerCase()}-${unique()}@example.org`)
      .check(/The person agreed/)
      .submit("Save the complaint");
    const id = Number(entered.url.pathname.split("/").pop());
    if (harm) {
      await formWithButton(entered, "Mark acknowledged").submit("Mark acknowledged");
      const page = await coordinator.expectPage(`/admin/complaints/${id}`);
      await formWithButton(page, "Record the update").fill("What has been done so far", "Arthur's caregiver was replaced.").submit("Record the update");
    }
    let form = formWithButton(await coordinator.expectPage(`/admin/complaints/${id}`), "Resolve and send the outcome").fill("What you found and decided", "Arthur's Monday caregiver was ill.").fill("What was changed", "A backup caregiver for Arthur.");
    if (confirmed) form = form.check("I confirmed this person's identity and their authority to receive this");
    const resolved = await form.submit("Resolve and send the outcome");
    expect(toastText(resolved)).toContain("Resolved");
    const mail = await mailOf(id);
    const outcome = mail.filter((m) => m.kind === "complaint-outcome");
    expect(outcome).toHaveLength(1);
    const audited = await db().selectFrom("audit_log").select("detail").where("action", "=", "complaint-resolve").where("target_id", "=", String(id)).execute();
    return { resolved, mail: outcome[0]!.text_body, update: mail.find((m) => m.kind === "complaint-update")?.text_body, audited: audited.map((entry) => entry.detail) };
  };

  // Not confirmed: the email says the answer is ready and how to get it, never the handler's words; the record has the letter to read or mail.
  const unconfirmed = await resolveFor("Nora Bell", false, true);
  for (const words of ["Arthur", "was ill", "backup"]) expect(unconfirmed.mail).not.toContain(words);
  expect(unconfirmed.update).toContain("Call us at");
  expect(unconfirmed.update).not.toContain("Arthur");
  for (const words of ["our answer in writing is ready", "Call us at", "1-888-321-0339"]) expect(unconfirmed.mail).toContain(words);
  const letter = textOf(unconfirmed.resolved.screen.getByTestId("complaint-outcome"));
  expect(letter).toContain("Only a notice that the answer is ready was emailed");
  expect(letter).toContain("A backup caregiver for Arthur.");
  expect(textOf(unconfirmed.resolved.screen.getByTestId("complaint-notes"))).toContain("Identity not confirmed");
  expect(unconfirmed.audited).toEqual([""]);

  // Confirmed (recorded on the complaint and in the audit log): the letter itself is emailed.
  const confirmed = await resolveFor("Owen Bell", true);
  expect(confirmed.mail).toContain("A backup caregiver for Arthur.");
  expect(textOf(confirmed.resolved.screen.getByTestId("complaint-outcome"))).toContain("Emailed to owen-");
  expect(textOf(confirmed.resolved.screen.getByTestId("complaint-notes"))).toContain("Identity and authority to receive it confirmed");
  expect(confirmed.audited).toEqual(["identity and authority confirmed"]);
});

test("retention: a complaint resolved seven years ago goes with its notes, emails and audit entries; an open one stays; who read it is known as long as it is kept", async () => {
  const harm = idOf(harmReference);
  const family = idOf(familyReference);
  const auditOf = (id: number) => db().selectFrom("audit_log").select("action").where("target_type", "=", "complaint").where("target_id", "=", String(id)).execute();
  await owner.expectPage(`/admin/complaints/${family}`);
  const openedHarm = (await auditOf(harm)).filter((entry) => entry.action === "complaint-open").length;
  expect(openedHarm).toBeGreaterThan(0);
  // Seven years on, the audit log's own two years are long past: the entries about kept complaints stay.
  await purgeOldAudit(new Date("2034-06-01T00:00:00Z"));
  expect((await auditOf(harm)).filter((entry) => entry.action === "complaint-open")).toHaveLength(openedHarm);
  expect((await auditOf(family)).length).toBeGreaterThan(0);
  await purgeComplaints(new Date("2034-06-01T00:00:00Z"));
  expect(await db().selectFrom("complaints").select("id").where("id", "in", [harm, family]).execute()).toHaveLength(2);
  await purgeComplaints(new Date("2034-06-03T00:00:00Z"));
  expect((await db().selectFrom("complaints").select("id").where("id", "in", [harm, family]).execute()).map((row) => row.id)).toEqual([family]);
  expect(await db().selectFrom("complaint_notes").select("id").where("complaint_id", "=", harm).execute()).toEqual([]);
  expect(await mailOf(harm)).toEqual([]);
  expect(await auditOf(harm)).toEqual([]);
  expect((await mailOf(family)).length).toBeGreaterThan(0);
  expect((await auditOf(family)).length).toBeGreaterThan(0);
});
