/**
 * Care requests as families and coordinators send them without JavaScript,
 * through the pages: a request from a region page reaches its coordinator
 * (the emails carry no health detail), who works the queue (filters, a note,
 * a status); bulk assignment and status keep the filtered view; opening a
 * request is in the audit log; the overdue mark on the server's clock. (The
 * family's journey in Chromium, with and without JavaScript, and axe are
 * tests/e2e/care-requests.spec.ts's.)
 */
import { beforeAll, describe, expect, test } from "vitest";
import { db } from "~/server/infra/db.server";
import { signedInCookie } from "../integration/admin-helpers";
import { serverClock, type ServerClock } from "./support/clock";
import { descriptionOf, queriesIn, refusalSummary, textOf } from "./support/dom";
import { appSite } from "./support/sites";
import { type Page, type Site, Visitor } from "./support/visitor";

let site: Site;
let clock: ServerClock;
beforeAll(async () => {
  site = await appSite();
  clock = serverClock();
});

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;
/** Words of the family's answers (and their name) that no staff email may carry. */
const HEALTH_WORDS = [/hip/i, /surgery/i, /dementia/i, /palliative/i, /specialized/i];

async function staff(role: "owner" | "coordinator", email = `${role}-${unique()}@example.com`): Promise<Visitor & { email: string }> {
  const visitor = new Visitor(site);
  const [name, value] = (await signedInCookie(email, role)).split(/=(.*)/s);
  visitor.setCookie(name!, value!);
  return Object.assign(visitor, { email });
}

const toastText = (page: Page) => textOf(page.screen.getByRole("region", { name: "Notifications" }));
const formWithButton = (page: Page, button: string | RegExp) => page.formOf(page.screen.getByRole("button", { name: button }));
const outboxFor = (reference: string) =>
  db().selectFrom("mail_outbox").select(["kind", "to_address", "subject", "text_body"]).where("subject", "like", `%${reference}%`).orderBy("id").execute();

/** A family's request on `page` (/request-care), filled in as a person does; the confirmation page. */
async function sendRequest(page: Page, { postal, name, email }: { postal: string; name: string; email: string }): Promise<{ received: Page; reference: string }> {
  const received = await formWithButton(page, "Send my request")
    .check("My parent")
    .fill("Postal code where care is needed", postal)
    .check(/Specialized care/)
    .check(/Hospital to home/)
    .check("Within 48 hours")
    .check("Daily visits")
    .check("Private pay")
    .fill("Your name", name)
    .fill("Email address", email)
    .check("English")
    .fill(/Anything else we should know/, "Mum is home after hip surgery and has mild dementia.")
    .check(/I agree that Sinai Home Care may contact me/)
    .submit("Send my request");
  expect(received.url.pathname).toBe("/request-care/received");
  const reference = textOf(received.screen.getByTestId("care-reference").querySelector("strong"));
  expect(reference).toMatch(/^R-\d{4,}$/);
  return { received, reference };
}

/** Ticks a queue row: its checkbox sits in the table and belongs to the bulk form by its `form` attribute. */
function tick(queue: Page, reference: string) {
  (queue.screen.getByRole("checkbox", { name: `Select ${reference}` }) as HTMLInputElement).checked = true;
}
const bulkForm = (queue: Page) => queue.formOf(queue.screen.getByRole("button", { name: "Assign selected" }));
const row = (page: Page, reference: string) => textOf(page.screen.getByTestId(`care-row-${reference}`));

test("sent half-filled without JavaScript: refused, the problems listed as an alert leading to their fields, each message its field's description, every answer kept, nothing stored; then the confirmation", async () => {
  const email = `family-${unique()}@example.com`;
  const form = await new Visitor(site).expectPage("/request-care");
  expect(form.screen.getByRole("heading", { level: 1, name: "Request care" })).toBeTruthy();
  const refused = await formWithButton(form, "Send my request")
    .check("My parent")
    .fill("Postal code where care is needed", "12345")
    .check(/Hospital to home/)
    .check("Within 48 hours")
    .fill("Your name", "Jordan Family")
    .fill("Email address", email)
    .submit("Send my request");
  expect(refused.status).toBe(400);
  const again = formWithButton(refused, "Send my request");
  const postal = again.control("Postal code where care is needed");
  const consent = again.control(/I agree that Sinai Home Care may contact me/);
  const summary = refusalSummary(refused.document, /Your request was not sent/);
  expect(summary.links.map((link) => link.name)).toEqual(expect.arrayContaining([expect.stringMatching(/postal code like/), expect.stringMatching(/agree to be contacted/)]));
  expect(summary.links.find((link) => /postal code like/.test(link.name))!.field).toBe(postal);
  expect(summary.links.find((link) => /agree to be contacted/.test(link.name))!.field).toBe(consent);
  expect(postal.getAttribute("aria-invalid")).toBe("true");
  expect(descriptionOf(postal)).toMatch(/postal code like/);
  expect(again.value("Your name")).toBe("Jordan Family");
  expect(again.value("Postal code where care is needed")).toBe("12345");
  expect((again.control(/Hospital to home/) as HTMLInputElement).checked).toBe(true);
  expect((again.control("Within 48 hours") as HTMLInputElement).checked).toBe(true);
  expect(await db().selectFrom("care_requests").select("id").where("email", "=", email).execute()).toEqual([]);

  const { received } = await sendRequest(form, { postal: "L5B 1M2", name: "Jordan Family", email });
  expect(received.screen.getByRole("heading", { level: 1, name: "Thank you: we received your request" })).toBeTruthy();
});

test("a service page's Request care link ticks that service on the form, which the family can change (WCAG 3.3.7)", async () => {
  const service = await new Visitor(site).expectPage("/services/adults-disabilities");
  const links = queriesIn(service.document.querySelector("main")!).getAllByRole("link", { name: "Request care" });
  expect(links.map((link) => link.getAttribute("href"))).toEqual(links.map(() => "/request-care?service=disabilities"));
  const form = await service.follow(links[0]!);
  expect(form.url.search).toBe("?service=disabilities");
  const ticked = [...form.document.querySelectorAll<HTMLInputElement>("form.care-form input[type=checkbox]:checked")].map((box) => box.name);
  expect(ticked).toEqual(["service-disabilities"]);
  // An unknown value ticks nothing.
  const other = await new Visitor(site).expectPage("/request-care?service=flying");
  expect(other.document.querySelectorAll("form.care-form input[type=checkbox]:checked")).toHaveLength(0);
});

test("a request from a region page reaches its coordinator without health detail; the coordinator filters the queue, opens it (audited), adds a note and a status", async () => {
  const owner = await staff("owner");
  const coordinator = await staff("coordinator");
  const settings = await owner.expectPage("/admin/settings");
  const saved = await formWithButton(settings, "Save region coordinators").select("Peel Region", coordinator.email).submit("Save region coordinators");
  expect(toastText(saved)).toContain("Region coordinators saved");

  const region = await new Visitor(site).expectPage("/location/peel-region");
  const form = await region.follow(region.screen.getByTestId("region-request-care"));
  expect(form.url.pathname).toBe("/request-care");
  const family = `family-${unique()}@example.com`;
  const { received, reference } = await sendRequest(form, { postal: "L5B 1M3", name: "Jordan Family", email: family });
  expect(textOf(received.screen.getByTestId("care-office-phone"))).toContain("Our Peel Region office: (905) 555-0142");

  const mail = await outboxFor(reference);
  expect(mail.map((m) => [m.kind, m.to_address])).toEqual([
    ["care-request-ack", family],
    ["care-request-office", "care@example.com"],
    ["care-request-coordinator", coordinator.email],
  ]);
  expect(mail[0]!.subject).toBe(`We received your care request ${reference}`);
  expect(mail[0]!.text_body).toContain("(905) 555-0142");
  for (const word of HEALTH_WORDS) expect(mail[0]!.text_body, String(word)).not.toMatch(word);
  for (const staffMail of mail.slice(1)) {
    expect(staffMail.subject).toBe(`New care request ${reference} for Peel Region (urgent)`);
    for (const word of [...HEALTH_WORDS, /Jordan/]) expect(staffMail.text_body, String(word)).not.toMatch(word);
  }

  // The coordinator: the queue filtered to their own, the request opened, a note, a status.
  const dashboard = await coordinator.expectPage("/admin");
  const queue = await dashboard.follow(queriesIn(dashboard.screen.getByRole("navigation", { name: "Admin" })).getByRole("link", { name: "Care requests" }));
  const filtered = await queue.formOf(queue.screen.getByRole("button", { name: "Filter" })).check("Assigned to me").fill("Name or reference", reference).submit("Filter");
  expect(Object.fromEntries(filtered.url.searchParams)).toMatchObject({ mine: "1", q: reference });
  queriesIn(filtered.screen.getByTestId("care-filters")).getByRole("link", { name: "Clear" });
  expect(filtered.document.querySelectorAll("tbody tr")).toHaveLength(1);
  filtered.screen.getByTestId(`care-row-${reference}`);
  const request = await filtered.follow(filtered.screen.getByRole("link", { name: reference }));
  expect(textOf(request.screen.getByRole("heading", { level: 1 }))).toContain(reference);
  const noted = await formWithButton(request, "Add note").fill("Note", "Spoke with the daughter; assessment booked for Tuesday.").submit("Add note");
  expect(textOf(noted.screen.getByTestId("care-history"))).toContain("Spoke with the daughter");
  const status = await formWithButton(noted, "Save status").select("Status", "assessment-booked").submit("Save status");
  const history = queriesIn(status.screen.getByTestId("care-history"));
  history.getByText("Assessment booked", { exact: true });
  expect(textOf(status.screen.getByTestId("care-history"))).toContain(coordinator.email);

  const audit = await owner.expectPage("/admin/audit?action=care-request-open");
  const entry = audit.screen.getAllByTestId("audit-entry").find((element) => textOf(element).includes(reference));
  expect(textOf(entry)).toContain("Opened a care request");
  expect(textOf(entry)).toContain(coordinator.email);
});

test("bulk assignment and bulk status from the queue keep the filtered view", async () => {
  const owner = await staff("owner");
  const coordinator = await staff("coordinator");
  // Two requests from Toronto (no coordinator there), sent as a family would.
  const tag = `Bulk ${unique()}`;
  const references: string[] = [];
  for (const name of [`${tag} One`, `${tag} Two`]) {
    const page = await new Visitor(site).expectPage("/request-care");
    references.push((await sendRequest(page, { postal: "M5V 2T6", name, email: `bulk-${unique()}@example.com` })).reference);
  }
  const queue = await owner.expectPage(`/admin/care-requests?q=${encodeURIComponent(tag)}&region=toronto-area`);
  for (const reference of references) tick(queue, reference);
  const assigned = await bulkForm(queue).select("To", coordinator.email).submit("Assign selected");
  expect(toastText(assigned)).toContain("2 requests assigned.");
  for (const reference of references) expect(row(assigned, reference)).toContain(coordinator.email);
  // The filtered view is kept after the change.
  expect(assigned.url.searchParams.get("region")).toBe("toronto-area");

  for (const reference of references) tick(assigned, reference);
  const contacted = await bulkForm(assigned).select("Status", "contacted").submit("Change status");
  expect(toastText(contacted)).toContain("2 requests marked Contacted.");
  for (const reference of references) expect(row(contacted, reference)).toContain("Contacted");
  expect(contacted.url.searchParams.get("region")).toBe("toronto-area");
});

describe("the overdue mark, on the server's clock", () => {
  test("an urgent request still New two business hours after it arrived is marked overdue in the queue and on the dashboard", async () => {
    // Tuesday 1 December 2026, 10:00 in Toronto.
    const arrival = Date.parse("2026-12-01T15:00:00Z");
    clock.set(arrival);
    const { reference } = await sendRequest(await new Visitor(site).expectPage("/request-care"), { postal: "L5B 1M3", name: "Overdue Family", email: "overdue@example.com" });
    const owner = await staff("owner");
    const overdueIn = async (path: string) => (await owner.expectPage(path)).screen;
    const overdueCount = async () => textOf((await overdueIn("/admin")).getByTestId("care-overdue-count"));
    const marked = async () => queriesIn((await overdueIn("/admin/care-requests")).getByTestId(`care-row-${reference}`)).queryByTestId("overdue") !== null;

    expect(await overdueCount()).toBe("0");
    expect(await marked()).toBe(false);
    // 11:59: not yet. Past 12:00, two business hours on: overdue.
    clock.set(arrival + 119 * 60_000);
    expect(await marked()).toBe(false);
    clock.set(arrival + 121 * 60_000);
    expect(await marked()).toBe(true);
    expect(await overdueCount()).toBe("1");
  });
});
