/**
 * Accessibility feedback and alternate formats as a visitor and the office
 * use them without JavaScript (decision 1010), on the server's clock: the
 * form refused with its messages next to the fields and the values kept,
 * then stored once under a double submit, the person acknowledged once in
 * the edition's language (through the outbox and a real SMTP server, after a
 * restart of the sender too); the queue's steps (acknowledged within 2
 * business days, a date agreed, closed with a note), each late step marked
 * in the queue and on the dashboard and emailed to the office once; the
 * owner's plan review reminder once from 60 days before; the interview and
 * offer templates refused without the accommodation notice; the retention
 * rule in the daily purge.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accessReference, addYears, shiftDay } from "~/lib/accessibility-requests";
import { remindOverdueAccess, remindPlanReview } from "~/server/domain/accessibility-requests.server";
import { upsertAdmin } from "~/server/domain/users.server";
import { deliverDueMail } from "~/server/domain/outbox.server";
import { startStaffSession } from "~/server/credentials/staff-sessions.server";
import { purgeExpired } from "~/server/jobs.server";
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import { closeMail } from "~/server/infra/mail.server";
import { ADMIN_PASSWORD } from "../integration/admin-helpers";
import { startTestSmtp, type TestSmtp } from "../support/test-mail";
import { serverClock, type ServerClock } from "./support/clock";
import { descriptionOf, queriesIn, refusalSummary, textOf } from "./support/dom";
import { appSite } from "./support/sites";
import { type Page, type Site, Visitor } from "./support/visitor";

let site: Site;
let smtp: TestSmtp;
let clock: ServerClock;
/** The time the server tells (the test clock), for the staff sessions started at it. */
let now = Date.now();
const setClock = (at: Date) => {
  now = at.getTime();
  clock.set(at);
};
beforeAll(async () => {
  site = await appSite();
  clock = serverClock();
  smtp = await startTestSmtp();
  config().smtpUrl = smtp.url;
});
afterAll(async () => {
  clock.set(Date.now());
  closeMail();
  await smtp.close();
});

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

/**
 * A staff member signed in: at the server's time when it is ahead (sessions end 8 idle hours
 * after it), else now (a session older than the account's creation is not valid).
 */
async function staff(role: "owner" | "coordinator" | "hr"): Promise<Visitor & { email: string }> {
  const email = `${role}-${unique()}@example.com`;
  await upsertAdmin(email, ADMIN_PASSWORD, role);
  await db().updateTable("users").set({ role }).where("email", "=", email).execute();
  const user = await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  const cookie = (await startStaffSession(new Request(site.origin), user.id, { method: "password", ip: "127.0.0.1" }, new Date(Math.max(now, Date.now())))).split(";")[0]!;
  const visitor = new Visitor(site);
  const [name, value] = cookie.split(/=(.*)/s);
  visitor.setCookie(name!, value!);
  return Object.assign(visitor, { email });
}

/** Toronto wall time in November (EST, -05:00). */
const toronto = (local: string) => new Date(`${local}-05:00`);
const formWithButton = (page: Page, button: string | RegExp) => page.formOf(page.screen.getByRole("button", { name: button }));
const toastText = (page: Page) => textOf(page.screen.getByRole("region", { name: "Notifications" }));
const idOf = (reference: string) => Number(reference.slice(2)) - 1000;
const outboxOf = (id: number) =>
  db().selectFrom("mail_outbox").select(["kind", "to_address", "subject", "text_body"]).where("ref_type", "=", "accessibility-request").where("ref_id", "=", id).orderBy("id").execute();

async function deliverAll(at = new Date()) {
  for (let round = 0; round < 20; round++) {
    const report = await deliverDueMail(at, 50);
    if (report.sent + report.failed + report.retrying === 0) return;
  }
}

test("the form without JavaScript: refused with messages next to the fields and the values kept, then stored once under a double submit, the person acknowledged once", async () => {
  const email = `rosa-${unique()}@example.org`;
  const page = await new Visitor(site).expectPage("/accessibility");
  const refused = await formWithButton(page, "Send my request")
    .check("Ask for a document or page in another format")
    .fill(/^Which document or page\?/, "My care plan of November")
    .fill("Your name", "Rosa Delgado")
    .check("Email")
    .submit("Send my request");
  expect(refused.status).toBe(400);
  expect(refused.url.pathname).toBe("/accessibility");
  const form = formWithButton(refused, "Send my request");
  const largePrint = form.control("Large print");
  expect(largePrint.getAttribute("aria-invalid")).toBe("true");
  expect(descriptionOf(refused.screen.getByRole("group", { name: "Which format?" }))).toContain("Please choose the format you need.");
  const emailBox = form.control(/^Email address/);
  expect(descriptionOf(emailBox)).toBe("Needed when you choose email. Please give your email address, or choose another way for us to contact you.");
  expect(form.value(/^Which document or page\?/)).toBe("My care plan of November");
  expect(form.value("Your name")).toBe("Rosa Delgado");
  expect((form.control("Ask for a document or page in another format") as HTMLInputElement).checked).toBe(true);
  expect(textOf(refused.document.querySelector(".form-alert"))).toContain("Please choose the format you need.");
  // What a screen reader finds: the summary as an alert, a link to each field to mend, each message the field's description.
  const summary = refusalSummary(refused.document, /Your request was not sent/);
  expect(summary.links.map((link) => link.name)).toEqual(["Please choose the format you need.", expect.stringMatching(/give your email address/)]);
  expect(summary.links[1]!.field).toBe(emailBox);

  const filled = form.check("Large print").fill(/^Email address/, email);
  const received = await filled.submit("Send my request");
  expect(received.url.pathname).toBe("/accessibility/received");
  const reference = textOf(received.screen.getByTestId("access-reference").querySelector("strong"));
  expect(reference).toMatch(/^A-\d{4,}$/);
  expect(received.screen.getByRole("heading", { level: 1, name: "We received your request" })).toBeTruthy();
  expect(textOf(received.screen.getByTestId("access-reference"))).toMatch(/^Your reference is A-\d+/);
  const again = await filled.submit("Send my request");
  expect(textOf(again.screen.getByTestId("access-reference").querySelector("strong"))).toBe(reference);
  expect(await db().selectFrom("accessibility_requests").select(["kind", "format", "about", "contact_by", "language", "status"]).where("name", "=", "Rosa Delgado").execute()).toEqual([
    { kind: "format", format: "large-print", about: "My care plan of November", contact_by: "email", language: "en", status: "new" },
  ]);

  await deliverAll();
  // A restart of the sender: nothing in memory; delivering again sends nothing more.
  closeMail();
  await deliverAll(new Date(Date.now() + 24 * 60 * 60 * 1000));
  const mail = await outboxOf(idOf(reference));
  expect(mail.map((m) => [m.kind, m.to_address])).toEqual([
    ["access-ack", email],
    ["access-office", config().officeNotifyEmail],
  ]);
  const copies = smtp.inbox.filter((copy) => copy.to.includes(email));
  expect(copies.map((copy) => copy.subject)).toEqual([`We received your accessibility request ${reference}`]);
  expect(mail[0]!.text_body).toContain("within 2 business days");
  // No word of theirs in either email: anyone may type an address; staff read the request after signing in.
  for (const { subject, text_body } of mail) for (const word of ["Rosa", "Delgado", "care plan"]) expect(`${subject}\n${text_body}`).not.toContain(word);
});

test("from the French edition: the acknowledgement in French", async () => {
  const email = `luc-${unique()}@example.org`;
  const page = await new Visitor(site).expectPage("/fr/accessibilite");
  const received = await formWithButton(page, "Envoyer ma demande")
    .check(/^Signaler un obstacle/)
    .fill(/^Quel document ou quelle page\?/, "La page Carrières")
    .fill(/^Dites-nous-en plus/, "Le menu ne s'ouvre pas au clavier.")
    .fill("Votre nom", "Luc Tremblay")
    .check("Courriel")
    .fill(/^Adresse courriel/, email)
    .submit("Envoyer ma demande");
  expect(received.url.pathname).toBe("/fr/accessibilite/recue");
  const reference = textOf(received.screen.getByTestId("access-reference").querySelector("strong"));
  const [ack] = await outboxOf(idOf(reference));
  expect(ack).toMatchObject({ kind: "access-ack", to_address: email, subject: `Nous avons reçu votre demande d'accessibilité ${reference}` });
  expect(ack!.text_body).toContain("d'ici 2 jours ouvrables");
  expect(ack!.text_body).toContain("composez le 711");
});

describe("the queue, on the server's clock", () => {
  let reference = "";
  let id = 0;
  const rowOf = (page: Page) => queriesIn(page.screen.getByTestId(`access-row-${id}`));
  const reminders = () => db().selectFrom("mail_outbox").select(["subject", "text_body"]).where("kind", "=", "access-overdue").where("ref_id", "=", id).orderBy("id").execute();

  test("acknowledgement due the 2nd business day after a Friday; late on the Wednesday: marked in the queue and on the dashboard, the office reminded once", async () => {
    // Friday 20 November 2026, 16:30 in Toronto: due by the end of Tuesday the 24th.
    setClock(toronto("2026-11-20T16:30:00"));
    const received = await formWithButton(await new Visitor(site).expectPage("/accessibility"), "Send my request")
      .check("Ask for a document or page in another format")
      .check("Braille")
      .fill(/^Which document or page\?/, "Service agreement")
      .fill(/^By when do you need it\?/, "2026-11-27")
      .fill("Your name", "Omar Haddad")
      .check("TTY or relay service (711)")
      .fill(/^Phone number/, "416-555-0177")
      .submit("Send my request");
    reference = textOf(received.screen.getByTestId("access-reference").querySelector("strong"));
    id = idOf(reference);
    const stored = await db().selectFrom("accessibility_requests").select(["ack_due_at", "phone", "contact_by"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ ack_due_at: toronto("2026-11-24T23:59:59.999").toISOString(), phone: "(416) 555-0177", contact_by: "relay" });

    setClock(toronto("2026-11-24T23:00:00"));
    let coordinator = await staff("coordinator");
    let queue = await coordinator.expectPage("/admin/accessibility");
    expect(rowOf(queue).queryByTestId("access-overdue")).toBeNull();
    expect(textOf(queue.screen.getByTestId(`access-row-${id}`))).toContain("Braille");
    expect(textOf(queue.screen.getByTestId(`access-row-${id}`))).not.toContain("Omar");
    expect(await remindOverdueAccess(new Date(now))).toBeUndefined();

    setClock(toronto("2026-11-25T09:00:00"));
    coordinator = await staff("coordinator");
    queue = await coordinator.expectPage("/admin/accessibility");
    expect(textOf(rowOf(queue).getByTestId("access-overdue"))).toBe("Overdue: not acknowledged");
    expect(textOf((await coordinator.expectPage("/admin")).screen.getByTestId("overdue-access"))).toContain("1 accessibility request is overdue");
    await remindOverdueAccess(new Date(now));
    await remindOverdueAccess(new Date(now));
    expect((await reminders()).map((mail) => mail.subject)).toEqual([`Overdue: accessibility request ${reference}`]);
  });

  test("a date agreed (not in the past), late after it: reminded once more; closed with a note (required), then neither late nor reminded", async () => {
    let coordinator = await staff("coordinator");
    const record = await coordinator.expectPage(`/admin/accessibility/${id}`);
    const past = await formWithButton(record, "Save the agreed date").fill("Agreed date", "2026-11-20").fill(/^What was agreed/, "Braille by courier").submit("Save the agreed date");
    expect(past.status).toBe(400);
    const agreeForm = formWithButton(past, "Save the agreed date");
    expect(descriptionOf(agreeForm.control("Agreed date"))).toContain("The agreed date cannot be in the past.");
    expect(agreeForm.value(/^What was agreed/)).toBe("Braille by courier");
    const agreed = await agreeForm.fill("Agreed date", "2026-11-27").submit("Save the agreed date");
    expect(toastText(agreed)).toContain("Delivery date saved");
    expect(textOf(agreed.screen.getByTestId("access-status"))).toBe("Date agreed");
    expect(agreed.screen.queryByTestId("access-overdue")).toBeNull();

    setClock(toronto("2026-11-28T10:00:00"));
    coordinator = await staff("coordinator");
    const queue = await coordinator.expectPage("/admin/accessibility");
    expect(textOf(rowOf(queue).getByTestId("access-overdue"))).toBe("Overdue: past the agreed date");
    await remindOverdueAccess(new Date(now));
    await remindOverdueAccess(new Date(now));
    expect((await reminders()).map((mail) => mail.text_body.split("\n")[0])).toEqual([
      `Accessibility request ${reference} is not acknowledged by its deadline (November 24, 2026 at 11:59 p.m.).`,
      `Accessibility request ${reference} is not delivered by the date agreed with the person (2026-11-27).`,
    ]);

    const record2 = await coordinator.expectPage(`/admin/accessibility/${id}`);
    const blank = await formWithButton(record2, "Close the request").submit("Close the request");
    expect(blank.status).toBe(400);
    expect(descriptionOf(formWithButton(blank, "Close the request").control(/^What was delivered or answered/))).toContain("Say what was delivered or answered.");
    const closed = await formWithButton(blank, "Close the request").fill(/^What was delivered or answered/, "Braille copy delivered by courier on the 28th.").submit("Close the request");
    expect(toastText(closed)).toContain("Request closed");
    expect(textOf(closed.screen.getByTestId("access-status"))).toBe("Closed");
    expect((await coordinator.expectPage("/admin/accessibility")).screen.queryByTestId(`access-row-${id}`)).toBeNull();
    queriesIn((await coordinator.expectPage("/admin/accessibility?shown=closed")).screen.getByTestId(`access-row-${id}`)).getByText("Closed");
    expect(await remindOverdueAccess(new Date(now))).toBeUndefined();
    expect(await reminders()).toHaveLength(2);
    const steps = await db().selectFrom("audit_log").select("detail").where("action", "=", "access-request-step").where("target_id", "=", String(id)).orderBy("id").execute();
    expect(steps.map((step) => step.detail)).toEqual(["delivery agreed for 2026-11-27", "closed"]);
  });

  test("acknowledged with no date agreed: due 10 business days later (the statement's promise), then late, shown and reminded once", async () => {
    // Monday 30 November 2026: they ask for it by the end of the year, so the ten business days come first.
    setClock(toronto("2026-11-30T09:00:00"));
    const received = await formWithButton(await new Visitor(site).expectPage("/accessibility"), "Send my request")
      .check("Ask for a document or page in another format")
      .check("Large print")
      .fill(/^Which document or page\?/, "Client handbook")
      .fill(/^By when do you need it\?/, "2026-12-31")
      .fill("Your name", "Lena Fischer")
      .check("TTY or relay service (711)")
      .fill(/^Phone number/, "416-555-0190")
      .submit("Send my request");
    const targetId = idOf(textOf(received.screen.getByTestId("access-reference").querySelector("strong")));
    const targetRow = (page: Page) => queriesIn(page.screen.getByTestId(`access-row-${targetId}`));
    let coordinator = await staff("coordinator");
    const acknowledged = await formWithButton(await coordinator.expectPage(`/admin/accessibility/${targetId}`), "Mark acknowledged").submit("Mark acknowledged");
    expect(textOf(acknowledged.screen.getByTestId("access-status"))).toBe("Acknowledged");
    expect(textOf(acknowledged.screen.getByRole("region", { name: "Steps" }))).toContain("Not yet: deliver by 2026-12-14 (10 business days after the acknowledgement)");

    setClock(toronto("2026-12-14T23:00:00"));
    coordinator = await staff("coordinator");
    const onTime = await coordinator.expectPage("/admin/accessibility");
    expect(targetRow(onTime).queryByTestId("access-overdue")).toBeNull();
    expect(textOf(onTime.screen.getByTestId(`access-row-${targetId}`))).toContain("Deliver by 2026-12-14 (no date agreed: 10 business days)");

    setClock(toronto("2026-12-15T09:00:00"));
    coordinator = await staff("coordinator");
    expect(textOf(targetRow(await coordinator.expectPage("/admin/accessibility")).getByTestId("access-overdue"))).toBe("Overdue: no date agreed, past the target");
    expect(textOf((await coordinator.expectPage(`/admin/accessibility/${targetId}`)).screen.getByTestId("access-overdue"))).toContain("not delivered by 2026-12-14");
    expect(textOf((await coordinator.expectPage("/admin")).screen.getByTestId("overdue-access"))).toMatch(/accessibility requests? (is|are) overdue/);
    await remindOverdueAccess(new Date(now));
    await remindOverdueAccess(new Date(now));
    const told = await db().selectFrom("mail_outbox").select("text_body").where("kind", "=", "access-overdue").where("ref_id", "=", targetId).execute();
    expect(told.map((mail) => mail.text_body.split("\n")[0])).toEqual([
      `Accessibility request ${accessReference(targetId)} is not delivered within 10 business days of its acknowledgement (2026-12-14), and no date is agreed.`,
    ]);
  });

  test("retention: 24 months after closing, with its emails; the daily purge does it", async () => {
    const closedAt = toronto("2026-11-28T10:00:00");
    const monthsLater = new Date(closedAt);
    monthsLater.setUTCMonth(monthsLater.getUTCMonth() + 24);
    await purgeExpired(new Date(monthsLater.getTime() - 60 * 60 * 1000));
    expect(await db().selectFrom("accessibility_requests").select("id").where("id", "=", id).execute()).toHaveLength(1);
    const lines = await purgeExpired(new Date(monthsLater.getTime() + 60 * 60 * 1000));
    expect(lines.join("\n")).toMatch(/purged: [1-9]\d* accessibility requests closed, or open and untouched, more than 24 months ago/);
    expect(await db().selectFrom("accessibility_requests").select("id").where("id", "=", id).execute()).toEqual([]);
    expect(await outboxOf(id)).toEqual([]);
  });
});

test("the owner's plan review: one email 60 days before, none before or again; the dashboard marks it for the owner only", async () => {
  const owner = await staff("owner");
  const adopted = "2025-01-15";
  const review = addYears(adopted, 5);
  const remindDay = shiftDay(review, -60);
  const before = toronto(`${shiftDay(remindDay, -1)}T12:00:00`);
  const onTheDay = toronto(`${remindDay}T08:00:00`);
  const sent = () => db().selectFrom("mail_outbox").select(["to_address", "subject"]).where("kind", "=", "access-plan-review").where("to_address", "=", owner.email).execute();
  expect(await remindPlanReview(before, adopted)).toBeUndefined();
  expect(await sent()).toEqual([]);
  expect(await remindPlanReview(onTheDay, adopted)).toContain("reminded");
  await remindPlanReview(new Date(onTheDay.getTime() + 24 * 60 * 60 * 1000), adopted);
  expect(await sent()).toEqual([{ to_address: owner.email, subject: `The accessibility plan is due for its review on ${review}` }]);

  // The dashboard, with the content's own dates: from the reminder day on, for the owner; the coordinator sees none.
  setClock(onTheDay);
  const ownerThen = await staff("owner");
  expect(textOf((await ownerThen.expectPage("/admin")).screen.getByTestId("plan-review"))).toContain(`due for its five-year review on ${review}`);
  expect((await (await staff("coordinator")).expectPage("/admin")).screen.queryByTestId("plan-review")).toBeNull();
  setClock(before);
  expect((await (await staff("owner")).expectPage("/admin")).screen.queryByTestId("plan-review")).toBeNull();
});

test("the interview and offer emails are refused without the accommodation notice, next to the text; saved with it", async () => {
  const hr = await staff("hr");
  const page = await hr.expectPage("/admin/applications/templates");
  const interview = page.form("Interview");
  expect(interview.value("English text")).toContain("Accommodation is available on request");
  expect(interview.value("French text")).toContain("mesures d'adaptation");
  const refused = await interview.fill("English text", "Hello {name},\n\nCome and meet us about {posting}.").fill("French text", "Bonjour {name},\n\nVenez nous rencontrer.").submit();
  expect(refused.status).toBe(400);
  const form = refused.form("Interview");
  expect(descriptionOf(form.control("English text"))).toContain('the English text must contain the word "accommodation"');
  expect(descriptionOf(form.control("French text"))).toContain(`the French text must contain the words "mesures d'adaptation"`);
  expect(form.value("English text").replace(/\r\n/g, "\n")).toBe("Hello {name},\n\nCome and meet us about {posting}.");
  const saved = await form
    .fill("English text", "Hello {name},\n\nCome and meet us about {posting}. Ask us for any accommodation you need.")
    .fill("French text", "Bonjour {name},\n\nVenez nous rencontrer. Des mesures d'adaptation sont offertes.")
    .submit();
  expect(toastText(saved)).toContain("Email saved");
  const row = await db().selectFrom("hiring_email_templates").select(["body_en", "body_fr"]).where("stage", "=", "interview").executeTakeFirstOrThrow();
  expect(row.body_en).toContain("accommodation you need");
  // A template the rule does not cover saves without it.
  const screening = await (await hr.expectPage("/admin/applications/templates")).form("Screening").fill("English text", "Hello {name}.").fill("French text", "Bonjour {name}.").submit();
  expect(toastText(screening)).toContain("Email saved");
});
