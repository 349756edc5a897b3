/**
 * Referrals as professionals and coordinators send them without JavaScript,
 * through the pages (decision 0900): a referral refused without the
 * attestation keeps what was typed; stored, it is a care request in the
 * queue marked "Referral" with its organisation, told to the region's
 * coordinator; the referrer hears, through the outbox and a real SMTP
 * server, of its receipt and of contact, acceptance (once for an assessment
 * then a client) and not proceeding (the reason's category), in the
 * edition's language, exactly once under a double submit and a restart of
 * the sender, never with a word of the client's; nothing with the opt-out.
 * Partners: a link's code and an email domain attribute referrals; the CSV;
 * an archived partner's contacts purged a year later, referrals with their
 * requests.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { purgeCareRequests } from "~/server/domain/care-requests.server";
import { deliverDueMail, OUTBOX_RETENTION_DAYS, purgeOldMail } from "~/server/domain/outbox.server";
import { purgeArchivedPartnerContacts } from "~/server/domain/partners.server";
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import { closeMail } from "~/server/infra/mail.server";
import { signedInCookie } from "../integration/admin-helpers";
import { bodyText, startTestSmtp, type TestSmtp } from "../support/test-mail";
import { descriptionOf, queriesIn, textOf } from "./support/dom";
import { appSite } from "./support/sites";
import { type Page, type Site, Visitor } from "./support/visitor";

let site: Site;
let smtp: TestSmtp;
let coordinator: Visitor & { email: string };
beforeAll(async () => {
  site = await appSite();
  smtp = await startTestSmtp();
  config().smtpUrl = smtp.url;
  const owner = await staff("owner");
  coordinator = await staff("coordinator");
  const settings = await owner.expectPage("/admin/settings");
  await formWithButton(settings, "Save region coordinators").select("Peel Region", coordinator.email).submit("Save region coordinators");
});
afterAll(async () => {
  closeMail();
  await smtp.close();
});

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

async function staff(role: "owner" | "coordinator"): Promise<Visitor & { email: string }> {
  const email = `${role}-${unique()}@example.com`;
  const visitor = new Visitor(site);
  const [name, value] = (await signedInCookie(email, role)).split(/=(.*)/s);
  visitor.setCookie(name!, value!);
  return Object.assign(visitor, { email });
}

const formWithButton = (page: Page, button: string | RegExp) => page.formOf(page.screen.getByRole("button", { name: button }));
const toastText = (page: Page) => textOf(page.screen.getByRole("region", { name: "Notifications" }));

/** What the job loop does, until nothing is due. */
async function deliverAll(now = new Date()) {
  for (let round = 0; round < 20; round++) {
    const report = await deliverDueMail(now, 50);
    if (report.sent + report.failed + report.retrying === 0) return;
  }
}

/** The client's answers, each of which no email to the referrer may carry. */
const CLIENT = {
  name: "Agnes Thornbury",
  phone: "905-555-0188",
  phoneStored: "(905) 555-0188",
  region: "Peel Region",
  service: "Hospital to home and transitional care",
  urgency: "Within 48 hours",
  // Two weeks ahead: a discharge date is from today to a year ahead.
  discharge: new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
  reason: "Hip fracture; needs help bathing after discharge.",
};
const CLIENT_WORDS = [CLIENT.name, "Thornbury", CLIENT.phone, CLIENT.phoneStored, "555-0188", CLIENT.region, "peel-region", "Peel", CLIENT.service, CLIENT.urgency, "48", CLIENT.discharge, "Hip", "bathing"];

/** The referral form on `page`, filled in as a discharge planner does (the attestation left to the caller). */
function fillReferral(page: Page, referrer: { name: string; email: string; organisation?: string }, client = CLIENT) {
  const form = formWithButton(page, /Send the referral|Envoyer l'aiguillage/);
  if (page.url.pathname.startsWith("/fr")) {
    form
      .fill("Votre nom", referrer.name)
      .fill("Votre rôle", "Planificatrice des congés")
      .fill("Votre adresse courriel", referrer.email)
      .fill("Nom de la personne", client.name)
      .fill("Numéro de téléphone de la personne", client.phone)
      .select("Région où les soins sont nécessaires", "Région de Peel")
      .check("Retour à domicile après l'hôpital et soins de transition")
      .check("D'ici 48 heures")
      .fill("Motif de l'aiguillage", client.reason);
    if (referrer.organisation) form.fill("Votre organisme", referrer.organisation);
    return form;
  }
  form
    .fill("Your name", referrer.name)
    .fill("Your role", "Discharge planner")
    .fill("Your phone number", "416-555-0100")
    .fill("Your email address", referrer.email)
    .fill("Client's name", client.name)
    .fill("Client's phone number", client.phone)
    .select("Region where care is needed", client.region)
    .check(client.service)
    .check(client.urgency)
    .fill("Hospital discharge date", client.discharge)
    .check("English")
    .fill("Reason for the referral", client.reason);
  if (referrer.organisation) form.fill("Your organisation", referrer.organisation);
  return form;
}

const requestOf = (reference: string) => Number(reference.slice(2)) - 1000;
const referrerMail = (email: string) => db().selectFrom("mail_outbox").select(["kind", "subject", "text_body"]).where("to_address", "=", email).orderBy("id").execute();
const copiesTo = (email: string) => smtp.inbox.filter((mail) => mail.to.includes(email));

function expectNoClientWord(mail: { subject: string; text_body: string }[]) {
  for (const { subject, text_body } of mail) for (const word of CLIENT_WORDS) expect(`${subject}\n${text_body}`, word).not.toContain(word);
}

async function setStatus(reference: string, status: string, reason?: string): Promise<Page> {
  const record = await coordinator.expectPage(`/admin/care-requests/${requestOf(reference)}`);
  const form = formWithButton(record, "Save status").select("Status", status);
  if (reason) form.select("Reason, when not proceeding", reason);
  return form.submit("Save status");
}

test("a referral without JavaScript: refused without the attestation (values kept), then one care request marked Referral, the coordinator told, the referrer acknowledged once under a double submit", async () => {
  const referrer = { name: "Dana Whitlock", email: `dana-${unique()}@example.org`, organisation: "Lakeshore General Hospital" };
  const page = await new Visitor(site).expectPage("/refer?utm_source=hospital-intranet&utm_campaign=discharge");
  const refused = await fillReferral(page, referrer).submit("Send the referral");
  expect(refused.status).toBe(400);
  const form = formWithButton(refused, "Send the referral");
  const box = form.control(/agreed to be referred/);
  expect(box.getAttribute("aria-invalid")).toBe("true");
  expect(descriptionOf(box)).toBe("Please confirm that the client or their substitute decision-maker agreed to be referred.");
  expect(form.value("Client's name")).toBe(CLIENT.name);
  expect(form.value("Your organisation")).toBe(referrer.organisation);
  expect(form.value("Region where care is needed")).toBe("peel-region");
  expect(form.value("Hospital discharge date")).toBe(CLIENT.discharge);
  expect((form.control(CLIENT.service) as HTMLInputElement).checked).toBe(true);

  // Sent, then sent again (a double submit): one request, one of each email.
  const filled = form.check(/agreed to be referred/);
  const received = await filled.submit("Send the referral");
  expect(received.url.pathname).toBe("/refer/received");
  const reference = textOf(received.screen.getByTestId("referral-reference").querySelector("strong"));
  const again = await filled.submit("Send the referral");
  expect(textOf(again.screen.getByTestId("referral-reference").querySelector("strong"))).toBe(reference);
  const rows = await db().selectFrom("care_requests").select(["id", "relationship", "organisation", "region", "assigned_to"]).where("name", "=", CLIENT.name).execute();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ relationship: "professional", organisation: referrer.organisation, region: "peel-region" });
  // Its source keeps the page's campaign values, through the refusal too.
  const source = await db().selectFrom("enquiry_sources").select(["kind", "channel", "utm_source", "utm_campaign"]).where("care_request_id", "=", rows[0]!.id).executeTakeFirst();
  expect(source).toEqual({ kind: "referral", channel: "campaign", utm_source: "hospital-intranet", utm_campaign: "discharge" });
  const mail = await db().selectFrom("mail_outbox").select(["kind", "to_address"]).where("ref_id", "=", requestOf(reference)).where("ref_type", "=", "care-request").orderBy("id").execute();
  expect(mail.map((m) => [m.kind, m.to_address])).toEqual([
    ["care-request-office", "care@example.com"],
    ["care-request-coordinator", coordinator.email],
    ["referral-ack", referrer.email],
  ]);

  // The queue: marked Referral with the organisation, and found by the Referrals filter.
  const queue = await coordinator.expectPage("/admin/care-requests?referrals=1");
  expect(textOf(queriesIn(queue.screen.getByTestId(`care-row-${reference}`)).getByTestId("care-referral"))).toBe(`Referral · ${referrer.organisation}`);
  const filter = formWithButton(queue, "Filter");
  expect((filter.control("Referrals") as HTMLInputElement).checked).toBe(true);
});

test("the referrer hears of contact, acceptance once and nothing else, exactly once after a restart of the sender, with no word of the client", async () => {
  const referrer = { name: "Priya Raman", email: `priya-${unique()}@example.org`, organisation: "Credit Valley Family Health Team" };
  const client = { ...CLIENT, name: "Walter Okafor" };
  const page = await new Visitor(site).expectPage("/refer");
  const received = await fillReferral(page, referrer, client).check(/agreed to be referred/).submit("Send the referral");
  const reference = textOf(received.screen.getByTestId("referral-reference").querySelector("strong"));

  expect(toastText(await setStatus(reference, "Contacted"))).toContain("Status saved");
  expect(toastText(await setStatus(reference, "Contacted"))).toContain("Nothing changed");
  await setStatus(reference, "New");
  await setStatus(reference, "Contacted");
  await setStatus(reference, "Assessment booked");
  await setStatus(reference, "Became a client");
  await deliverAll();
  // A restart: nothing in memory, the outbox is in the database; delivering again sends nothing more.
  closeMail();
  await deliverAll(new Date(Date.now() + 24 * 60 * 60 * 1000));

  const mail = await referrerMail(referrer.email);
  expect(mail.map((m) => [m.kind, m.subject])).toEqual([
    ["referral-ack", `Referral received: ${reference}`],
    ["referral-contacted", `Referral ${reference}: client contacted`],
    ["referral-accepted", `Referral ${reference}: accepted`],
  ]);
  expect(copiesTo(referrer.email).map((copy) => copy.subject)).toEqual(mail.map((m) => m.subject));
  expect(mail[0]!.text_body).toContain(`Hello ${referrer.name},`);
  expectNoClientWord(mail);
  for (const copy of copiesTo(referrer.email)) for (const word of [client.name, CLIENT.reason, CLIENT.phoneStored]) expect(bodyText(copy.raw)).not.toContain(word);

  // The record shows the referrer; the first contact is kept for the partners' figures.
  const record = await coordinator.expectPage(`/admin/care-requests/${requestOf(reference)}`);
  expect(textOf(record.screen.getByRole("main"))).toContain(`${referrer.name}, Discharge planner`);
  const referral = await db().selectFrom("care_referrals").select(["first_contact_at", "discharge_date"]).where("request_id", "=", requestOf(reference)).executeTakeFirstOrThrow();
  expect(referral.first_contact_at).not.toBeNull();
  expect(referral.discharge_date).toBe(CLIENT.discharge);

  // Months later the outbox rows are purged; moved back and on again, the referral still knows what was sent.
  await purgeOldMail(OUTBOX_RETENTION_DAYS, new Date(Date.now() + (OUTBOX_RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000));
  expect(await referrerMail(referrer.email)).toEqual([]);
  await setStatus(reference, "Contacted");
  await setStatus(reference, "Assessment booked");
  expect(await referrerMail(referrer.email)).toEqual([]);
});

test("from the French edition: the acknowledgement and the not-proceeding email in French with the reason's category only; with the opt-out, no email at all", async () => {
  const referrer = { name: "Sophie Tremblay", email: `sophie-${unique()}@example.org`, organisation: "Hôpital Montfort" };
  const french = await new Visitor(site).expectPage("/fr/aiguillage");
  const received = await fillReferral(french, referrer, { ...CLIENT, name: "Gérard Lévesque" })
    .check(/a accepté d'être aiguillée/)
    .submit("Envoyer l'aiguillage");
  expect(received.url.pathname).toBe("/fr/aiguillage/recu");
  const reference = textOf(received.screen.getByTestId("referral-reference").querySelector("strong"));
  await setStatus(reference, "Not proceeding", "Cost or funding");
  // Moved back to Contacted: no "contacted" after "not proceeding".
  await setStatus(reference, "Contacted");
  const mail = await referrerMail(referrer.email);
  expect(mail.map((m) => [m.kind, m.subject])).toEqual([
    ["referral-ack", `Aiguillage reçu : ${reference}`],
    ["referral-not-proceeding", `Aiguillage ${reference} : nous ne pouvons pas offrir les soins`],
  ]);
  expect(mail[1]!.text_body).toContain("Raison : Coût ou financement.");
  expectNoClientWord(mail);
  for (const m of mail) expect(m.text_body).not.toContain("Gérard");

  const quiet = { name: "Sam Quiet", email: `quiet-${unique()}@example.org`, organisation: "Quiet Clinic" };
  const page = await new Visitor(site).expectPage("/refer");
  const sent = await fillReferral(page, quiet, { ...CLIENT, name: "Quinn Nobody" })
    .check(/agreed to be referred/)
    .check("Send me no updates about this referral")
    .submit("Send the referral");
  const quietReference = textOf(sent.screen.getByTestId("referral-reference").querySelector("strong"));
  await setStatus(quietReference, "Contacted");
  await setStatus(quietReference, "Not proceeding", "Care no longer needed");
  expect(await referrerMail(quiet.email)).toEqual([]);
});

test("partners: one added in /admin/partners; its link fills in the organisation and attributes the referral, its email domain another; the CSV counts them", async () => {
  const list = await coordinator.expectPage("/admin/partners");
  const name = `Trillium Discharge ${unique()}`;
  const domain = `trillium-${unique()}.example.ca`;
  const added = await formWithButton(list, "Add partner")
    .fill("Organisation", name)
    .select("Category", "Hospitals and Acute Care Centres")
    .select("Region", "Peel Region")
    .fill("Email domain", domain)
    .fill("Contact 1: name", "Maria Lopez")
    .fill("Contact 1: email", "maria@example.ca")
    .submit("Add partner");
  expect(toastText(added)).toContain("Partner added");
  const link = (added.screen.getAllByTestId("partner-link")[0] as HTMLInputElement).value;
  const code = new URL(link).pathname.split("/").pop()!;
  expect(new URL(link).pathname).toBe(`/refer/${code}`);
  const partnerId = Number(added.url.pathname.split("/").pop());

  // A free-mail domain is refused next to its field.
  const refused = await formWithButton(added, "Save partner").fill("Email domain", "gmail.com").submit("Save partner");
  expect(refused.status).toBe(400);
  expect(descriptionOf(formWithButton(refused, "Save partner").control("Email domain"))).toContain("free email service");

  // Through the partner's link, from a personal address: attributed by the code.
  const byLink = await new Visitor(site).expectPage(`/refer/${code}`);
  expect(textOf(byLink.screen.getByTestId("referral-partner"))).toBe(`Referring for ${name}.`);
  // Refused first (no attestation): the page is still the partner's, with its note.
  const linkRefused = await fillReferral(byLink, { name: "Ana Linked", email: `ana-${unique()}@gmail.com` }, { ...CLIENT, name: "Linked Client" }).submit("Send the referral");
  expect(linkRefused.status).toBe(400);
  expect(textOf(linkRefused.screen.getByTestId("referral-partner"))).toBe(`Referring for ${name}.`);
  const linked = await formWithButton(linkRefused, "Send the referral").check(/agreed to be referred/).submit("Send the referral");
  const linkedRef = textOf(linked.screen.getByTestId("referral-reference").querySelector("strong"));
  // Through /refer from an address at the partner's domain: attributed by the domain.
  const plain = await new Visitor(site).expectPage("/refer");
  const byDomain = await fillReferral(plain, { name: "Ben Domain", email: `ben@er.${domain}`, organisation: "Trillium ER" }, { ...CLIENT, name: "Domain Client" })
    .check(/agreed to be referred/)
    .submit("Send the referral");
  const domainRef = textOf(byDomain.screen.getByTestId("referral-reference").querySelector("strong"));
  const attributed = await db()
    .selectFrom("care_referrals")
    .select(["request_id", "partner_id", "attributed_by", "organisation"])
    .where("request_id", "in", [requestOf(linkedRef), requestOf(domainRef)])
    .orderBy("request_id")
    .execute();
  expect(attributed).toEqual([
    { request_id: requestOf(linkedRef), partner_id: partnerId, attributed_by: "code", organisation: name },
    { request_id: requestOf(domainRef), partner_id: partnerId, attributed_by: "domain", organisation: "Trillium ER" },
  ]);
  // Each has its source record (decision 0901), the link's code on the one that came through it.
  const sources = await db()
    .selectFrom("enquiry_sources")
    .select(["care_request_id", "kind", "partner", "form_page"])
    .where("care_request_id", "in", [requestOf(linkedRef), requestOf(domainRef)])
    .orderBy("care_request_id")
    .execute();
  expect(sources).toEqual([
    { care_request_id: requestOf(linkedRef), kind: "referral", partner: code, form_page: `/refer/${code}` },
    { care_request_id: requestOf(domainRef), kind: "referral", partner: null, form_page: "/refer" },
  ]);
  await setStatus(linkedRef, "Contacted");

  const csv = await coordinator.fetch("/admin/partners.csv");
  expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  const lines = (await csv.text()).trim().split("\n");
  expect(lines[0]).toBe("partner,category,month,referrals,median business hours to first contact,contacted,accepted,not proceeding,open");
  const row = lines.find((line) => line.startsWith(`${name},`))!.split(",");
  expect([row[1], row[3], row[5], row[8]]).toEqual(["Hospitals and Acute Care Centres", "2", "1", "1"]);

  // Retention: archived, its contacts go 12 months later (the partner and its figures stay); a referral goes with its request.
  const partnerPage = await coordinator.expectPage(`/admin/partners/${partnerId}`);
  const archived = await formWithButton(partnerPage, "Archive this partner").submit("Archive this partner");
  expect(toastText(archived)).toContain("Partner archived");
  // Its link opens the plain form, as the notice says: no partner, nothing filled in.
  const oldLink = await new Visitor(site).expectPage(`/refer/${code}`);
  expect(oldLink.screen.queryByTestId("referral-partner")).toBeNull();
  expect(formWithButton(oldLink, "Send the referral").value("Your organisation")).toBe("");
  // Another partner took its domain meanwhile: it is not restored, and the page says why next to the button.
  await formWithButton(await coordinator.expectPage("/admin/partners"), "Add partner")
    .fill("Organisation", `${name} ER`)
    .select("Category", "Hospitals and Acute Care Centres")
    .fill("Email domain", domain)
    .submit("Add partner");
  const notRestored = await formWithButton(archived, "Restore this partner").submit("Restore this partner");
  expect(notRestored.status).toBe(409);
  expect(descriptionOf(notRestored.screen.getByRole("button", { name: "Restore this partner" }))).toContain("Another active partner has this partner's email domain");
  expect((await db().selectFrom("partners").select("archived_at").where("id", "=", partnerId).executeTakeFirstOrThrow()).archived_at).not.toBeNull();
  const contacts = () => db().selectFrom("partner_contacts").select("name").where("partner_id", "=", partnerId).execute();
  const later = (months: number) => new Date(Date.now() + months * 31 * 24 * 60 * 60 * 1000);
  await purgeArchivedPartnerContacts(later(11));
  expect(await contacts()).toEqual([{ name: "Maria Lopez" }]);
  await purgeArchivedPartnerContacts(later(13));
  expect(await contacts()).toEqual([]);
  await purgeCareRequests(later(14));
  expect(await db().selectFrom("care_referrals").select("id").where("request_id", "in", [requestOf(linkedRef), requestOf(domainRef)]).execute()).toEqual([]);
  expect(await db().selectFrom("partners").select("name").where("id", "=", partnerId).execute()).toEqual([{ name }]);
});
