/**
 * Care requests through their route actions and loaders: the public form
 * (stored with its region, assignment and emails in the outbox; values kept
 * on an error; the honeypot), the queue (filters, counts, bulk changes), a
 * request's page (audited opening, note, status, assignment), the region
 * coordinators setting, the overdue rule and its digest (one email per
 * coordinator, each request in one digest), and the retention purge. No
 * email carries health detail.
 */
import { beforeEach, describe, expect, it } from "vitest";
import * as careRequest from "~/routes/admin/care-requests/request";
import * as careRequests from "~/routes/admin/care-requests/route";
import * as dashboard from "~/routes/admin/dashboard";
import * as requestCareRoute from "~/routes/public/request-care";
import * as receivedRoute from "~/routes/public/request-care-received";
import * as settings from "~/routes/admin/settings/route";
import { remindOverdueCareRequests, storeCareRequest } from "~/server/domain/care-request-mail.server";
import { addCareNote, careDashboard, type CareRequestInput, purgeCareRequests, setCareStatus } from "~/server/domain/care-requests.server";
import { db } from "~/server/infra/db.server";
import { JOBS, runDueJobs } from "~/server/jobs.server";
import { dataOf, flashToastOf, get, post, type RouteModule, run, signedInCookie } from "./admin-helpers";
import { clearTables } from "./helpers";
import { call, formPost, freshIp, outcomeOf } from "./submission-helpers";

const careRequestRoute = careRequest as unknown as RouteModule;
const careRequestsRoute = careRequests as unknown as RouteModule;
const dashboardRoute = dashboard as unknown as RouteModule;
const settingsRoute = settings as unknown as RouteModule;
type QueueData = Awaited<ReturnType<typeof careRequests.loader>>;
type RequestData = Awaited<ReturnType<typeof careRequest.loader>>;

beforeEach(async () => {
  await clearTables();
});

/** What a family types; the free text and the services are the health detail no email may carry. */
const family = {
  relationship: "parent",
  postalCode: "l5b 1m3",
  "service-specialized-care": "on",
  "service-hospital-to-home": "on",
  urgency: "48-hours",
  careAmount: "daily",
  payment: "public",
  language: "fr",
  name: "Marie Tremblay",
  phone: "905-555-0199",
  email: "marie@example.com",
  bestTime: "Mornings",
  message: "Ma mère sort de l'hôpital après une chirurgie de la hanche.",
  consent: "on",
};
const HEALTH_WORDS = [/hanche/i, /hôpital/i, /hospital/i, /specialized/i, /dementia/i, /Marie/, /Tremblay/, /905/];

async function outbox() {
  return db().selectFrom("mail_outbox").select(["kind", "to_address", "subject", "text_body", "dedupe_key", "ref_type", "ref_id"]).orderBy("id").execute();
}

async function staffId(email: string) {
  return (await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
}

const input: CareRequestInput = {
  relationship: "self",
  postalCode: "L5B",
  services: ["home-care"],
  urgency: "48-hours",
  careAmount: "few-hours",
  payment: "private",
  language: "en",
  name: "Sam Patel",
  phone: "(416) 555-0100",
};

describe("the public form /request-care", () => {
  it("stores the request with its region and history, emails the family in French, the office and the region's coordinator, then shows the reference", async () => {
    const coordinatorCookie = await signedInCookie("coordinator@example.com", "coordinator");
    const owner = await signedInCookie("owner@example.com", "owner");
    const coordinatorId = await staffId("coordinator@example.com");
    const saved = await run(settingsRoute.action, post("/admin/settings", { intent: "care-coordinators", "region-peel-region": String(coordinatorId) }, owner));
    expect((await flashToastOf(saved))?.title).toBe("Region coordinators saved");

    const answer = await call(requestCareRoute.action, formPost("/request-care", family), { clientIp: freshIp() });
    expect(answer.status).toBe(302);
    const location = new URL(answer.kind === "response" ? answer.location! : "", "http://x");
    expect(location.pathname).toBe("/request-care/received");
    const reference = location.searchParams.get("ref")!;
    expect(reference).toMatch(/^R-\d{4,}$/);
    expect(location.searchParams.get("region")).toBe("peel-region");
    // The confirmation: the reference and the region office's phone, nothing the family answered.
    const page = await call(receivedRoute.loader, new Request(location.href.replace("http://x", "http://localhost:3000")));
    expect(page.kind === "data" && page.data).toMatchObject({ reference, region: { name: "Peel Region" } });

    const row = await db().selectFrom("care_requests").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "new", region: "peel-region", postal_code: "L5B 1M3", phone: "(905) 555-0199", assigned_to: coordinatorId });
    expect(JSON.parse(row.services)).toEqual(["hospital-to-home", "specialized-care"]);
    expect(row.due_at).not.toBeNull();
    const events = await db().selectFrom("care_request_events").select(["kind", "detail"]).orderBy("id").execute();
    expect(events.map((event) => event.kind)).toEqual(["created", "assigned"]);

    const mail = await outbox();
    expect(mail.map((m) => [m.kind, m.to_address])).toEqual([
      ["care-request-ack", "marie@example.com"],
      ["care-request-office", "care@example.com"],
      ["care-request-coordinator", "coordinator@example.com"],
    ]);
    expect(mail[0]!.subject).toBe(`Nous avons reçu votre demande de soins ${reference}`);
    expect(mail[0]!.text_body).toContain(reference);
    // A French email names the region in French.
    expect(mail[0]!.text_body).toContain("(Région de Peel)");
    for (const staff of mail.slice(1)) {
      expect(staff.subject).toBe(`New care request ${reference} for Peel Region (urgent)`);
      expect(staff.text_body).toContain(`/admin/care-requests/${row.id}`);
      for (const word of HEALTH_WORDS) expect(staff.subject + staff.text_body, String(word)).not.toMatch(word);
    }
    // The family's own email carries no health detail, nor their name (anyone may type another's address).
    for (const word of HEALTH_WORDS.slice(0, 7)) expect(mail[0]!.text_body, String(word)).not.toMatch(word);
    expect(mail.every((m) => m.ref_type === "care-request" && m.ref_id === row.id)).toBe(true);
    void coordinatorCookie;
  });

  it("answers a refused request with every value kept (the ticked services too) and each message by its field; nothing is stored", async () => {
    const answer = await call(
      requestCareRoute.action,
      formPost("/request-care", { ...family, phone: "555-0199", email: "", postalCode: "12345", relationship: "professional", consent: "" }),
      { clientIp: freshIp() },
    );
    expect(answer.status).toBe(400);
    const outcome = outcomeOf(answer);
    expect(Object.keys(outcome.fieldErrors ?? {}).sort()).toEqual(["consent", "organisation", "phone", "postalCode"]);
    expect(outcome.values).toMatchObject({ "service-specialized-care": "on", "service-hospital-to-home": "on", name: "Marie Tremblay", message: family.message, postalCode: "12345" });
    // The rules across fields: a professional names the organisation; a phone or an email.
    const second = await call(
      requestCareRoute.action,
      formPost("/request-care", { ...family, phone: "", email: "", relationship: "professional" }),
      { clientIp: freshIp() },
    );
    expect(Object.keys(outcomeOf(second).fieldErrors ?? {}).sort()).toEqual(["organisation", "phone"]);
    expect(await db().selectFrom("care_requests").selectAll().execute()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it("a filled honeypot gets the confirmation and stores nothing", async () => {
    const answer = await call(requestCareRoute.action, formPost("/request-care", { ...family, website: "spam.example" }), { clientIp: freshIp() });
    expect(answer.status).toBe(302);
    expect(await db().selectFrom("care_requests").selectAll().execute()).toEqual([]);
  });
});

describe("the queue and a request's page", () => {
  it("filters by status, region, urgency, assigned to me and words, with counts per status; bulk assign and status; a note and a status on the page; every opening audited", async () => {
    const cookie = await signedInCookie("coordinator@example.com", "coordinator");
    const me = await staffId("coordinator@example.com");
    const a = await storeCareRequest(input);
    const b = await storeCareRequest({ ...input, name: "Lee Wong", postalCode: "K1A", urgency: "planning" });
    const c = await storeCareRequest({ ...input, name: "Ana Silva", postalCode: "M5V", urgency: "two-weeks" });

    const listOf = async (query = "") => dataOf<QueueData>(await run(careRequestsRoute.loader, get(`/admin/care-requests${query}`, cookie))).list;
    expect((await listOf()).items.map((item) => item.reference)).toEqual([c.reference, b.reference, a.reference]);
    expect((await listOf("?region=ottawa-region")).items.map((item) => item.name)).toEqual(["Lee Wong"]);
    expect((await listOf("?urgency=48-hours")).items.map((item) => item.name)).toEqual(["Sam Patel"]);
    expect((await listOf(`?q=${b.reference}`)).items.map((item) => item.name)).toEqual(["Lee Wong"]);
    expect((await listOf("?q=silv")).items.map((item) => item.name)).toEqual(["Ana Silva"]);
    expect((await listOf("?mine=1")).items).toEqual([]);

    const bulk = await run(careRequestsRoute.action, post("/admin/care-requests", { intent: "bulk-assign", assignee: String(me), back: "urgency=" }, cookie));
    expect((await flashToastOf(bulk))?.title).toBe("Nothing changed");
    const form = new URLSearchParams([["intent", "bulk-assign"], ["assignee", String(me)], ["ids", String(a.id)], ["ids", String(b.id)], ["back", "region=&q="]]);
    const assigned = await run(careRequestsRoute.action, new Request("http://localhost:3000/admin/care-requests", { method: "POST", headers: { Cookie: cookie, Origin: "http://localhost:3000", "Content-Type": "application/x-www-form-urlencoded" }, body: form }));
    expect((await flashToastOf(assigned))?.title).toBe("2 requests assigned.");
    expect((await listOf("?mine=1")).items.map((item) => item.name)).toEqual(["Lee Wong", "Sam Patel"]);

    const statusForm = new URLSearchParams([["intent", "bulk-status"], ["status", "not-proceeding"], ["ids", String(c.id)]]);
    const refused = await run(careRequestsRoute.action, new Request("http://localhost:3000/admin/care-requests", { method: "POST", headers: { Cookie: cookie, Origin: "http://localhost:3000", "Content-Type": "application/x-www-form-urlencoded" }, body: statusForm }));
    expect((await flashToastOf(refused))?.description).toBe("Choose why it is not proceeding.");
    statusForm.set("reason", "cost");
    await run(careRequestsRoute.action, new Request("http://localhost:3000/admin/care-requests", { method: "POST", headers: { Cookie: cookie, Origin: "http://localhost:3000", "Content-Type": "application/x-www-form-urlencoded" }, body: statusForm }));
    const counts = (await listOf()).counts;
    expect(counts).toEqual({ new: 2, contacted: 0, "assessment-booked": 0, client: 0, "not-proceeding": 1 });
    expect((await listOf("?status=not-proceeding")).items.map((item) => item.name)).toEqual(["Ana Silva"]);

    // The request's page: opening it is audited; a note and a status go into its history.
    const id = String(a.id);
    const opened = dataOf<RequestData>(await run(careRequestRoute.loader, get(`/admin/care-requests/${id}`, cookie), { id }));
    expect(opened.request.reference).toBe(a.reference);
    const audit = await db().selectFrom("audit_log").select(["action", "target_id", "actor_email"]).where("action", "=", "care-request-open").execute();
    expect(audit).toEqual([{ action: "care-request-open", target_id: id, actor_email: "coordinator@example.com" }]);

    const empty = await run(careRequestRoute.action, post(`/admin/care-requests/${id}`, { intent: "note", note: "  " }, cookie), { id });
    expect(empty.status).toBe(400);
    await run(careRequestRoute.action, post(`/admin/care-requests/${id}`, { intent: "note", note: "Called the son; assessment Tuesday." }, cookie), { id });
    const saved = await run(careRequestRoute.action, post(`/admin/care-requests/${id}`, { intent: "status", status: "assessment-booked", reason: "" }, cookie), { id });
    expect((await flashToastOf(saved))?.title).toBe("Status saved");
    const page = dataOf<RequestData>(await run(careRequestRoute.loader, get(`/admin/care-requests/${id}`, cookie), { id }));
    expect(page.request.status).toBe("assessment-booked");
    expect(page.request.events.map((event) => [event.kind, event.detail, event.actorEmail])).toEqual([
      ["status", "Assessment booked", "coordinator@example.com"],
      ["note", "Called the son; assessment Tuesday.", "coordinator@example.com"],
      ["assigned", "Assigned to coordinator@example.com", "coordinator@example.com"],
      ["created", "Received from the website form", null],
    ]);
    // An editor cannot be given a request.
    const editor = await signedInCookie("editor@example.com", "editor");
    const wrong = await run(careRequestRoute.action, post(`/admin/care-requests/${id}`, { intent: "assign", assignee: String(await staffId("editor@example.com")) }, cookie), { id });
    expect(wrong.status).toBe(400);
    void editor;
  });
});

describe("the overdue rule", () => {
  it("an urgent request still New two business hours after it arrived is overdue: marked, counted, and in one digest to each coordinator", async () => {
    await signedInCookie("coordinator@example.com", "coordinator");
    await signedInCookie("second@example.com", "coordinator");
    // Tuesday 1 December 2026, 10:00 Toronto time.
    const arrived = new Date("2026-12-01T15:00:00Z");
    const urgent = await storeCareRequest(input, arrived);
    await storeCareRequest({ ...input, urgency: "two-weeks" }, arrived);
    const before = new Date("2026-12-01T16:59:00Z");
    const after = new Date("2026-12-01T17:00:00Z");
    expect(await careDashboard(before)).toEqual({ new: 2, overdue: 0 });
    expect(await remindOverdueCareRequests(before)).toBeUndefined();
    expect(await careDashboard(after)).toEqual({ new: 2, overdue: 1 });
    expect(await remindOverdueCareRequests(after)).toBe("care requests overdue: 1 in a digest to 2 coordinators");
    // Looked at again (another tick, another instance): no second email.
    expect(await remindOverdueCareRequests(new Date("2026-12-01T18:00:00Z"))).toBeUndefined();
    const reminders = (await outbox()).filter((mail) => mail.kind === "care-request-overdue");
    expect(reminders.map((mail) => mail.to_address).sort()).toEqual(["coordinator@example.com", "second@example.com"]);
    expect(reminders[0]!.subject).toBe("Overdue: 1 urgent care request still New");
    expect(reminders[0]!.text_body).toContain(`- ${urgent.reference} (Peel Region): http://localhost:3000/admin/care-requests/${urgent.id}`);
    // Contacted: no longer overdue.
    await setCareStatus(urgent.id, { id: await staffId("coordinator@example.com"), email: "coordinator@example.com" }, { status: "contacted", statusLabel: "Contacted" }, after);
    expect((await careDashboard(after)).overdue).toBe(0);
    // The dashboard shows the count to a coordinator.
    const cookie = await signedInCookie("coordinator@example.com", "coordinator");
    const dashboard = dataOf<{ care: { new: number; overdue: number } | null }>(await run(dashboardRoute.loader, get("/admin", cookie)));
    expect(dashboard.care).not.toBeNull();
    const editor = await signedInCookie("editor@example.com", "editor");
    expect(dataOf<{ care: unknown }>(await run(dashboardRoute.loader, get("/admin", editor))).care).toBeNull();
  });

  it("only business hours count: an urgent request that arrives Friday at 16:00 is overdue Monday at 10:00, not that evening or over the weekend", async () => {
    // Friday 4 December 2026, 16:00 Toronto time: one business hour left that day, the other on Monday.
    await storeCareRequest(input, new Date("2026-12-04T21:00:00Z"));
    for (const quiet of ["2026-12-04T23:00:00Z", "2026-12-06T17:00:00Z", "2026-12-07T14:59:00Z"]) {
      expect(await careDashboard(new Date(quiet)), quiet).toEqual({ new: 1, overdue: 0 });
    }
    expect(await careDashboard(new Date("2026-12-07T15:00:00Z"))).toEqual({ new: 1, overdue: 1 });
  });
});

describe("the overdue digest (the job care-requests-overdue)", () => {
  const overdueJob = JOBS.filter((job) => job.name === "care-requests-overdue");
  /** What the job said it did, as the job loop logs it. */
  const runJob = async (at: Date) => {
    const said: string[] = [];
    await runDueJobs(at, overdueJob, (line) => said.push(line));
    return said;
  };
  const digests = async () => (await outbox()).filter((mail) => mail.kind === "care-request-overdue");

  it("three overdue requests: each coordinator gets one digest listing them by reference and link, no detail; the job running again sends nothing more for them", async () => {
    await signedInCookie("coordinator@example.com", "coordinator");
    await signedInCookie("second@example.com", "coordinator");
    // Tuesday 1 December 2026, 10:00 Toronto time: due at 12:00.
    const arrived = new Date("2026-12-01T15:00:00Z");
    const requests = [];
    for (const postalCode of ["L5B", "L4L", "K0K"]) requests.push(await storeCareRequest({ ...input, postalCode, message: "Hip surgery last week." }, arrived));
    const due = new Date("2026-12-01T17:00:00Z");
    expect(await runJob(new Date(due.getTime() - 60_000))).toEqual([]);
    expect(await digests()).toEqual([]);

    expect(await runJob(due)).toEqual(["care-requests-overdue: care requests overdue: 3 in a digest to 2 coordinators"]);
    const sent = await digests();
    expect(sent.map((mail) => mail.to_address).sort()).toEqual(["coordinator@example.com", "second@example.com"]);
    for (const mail of sent) {
      expect(mail.subject).toBe("Overdue: 3 urgent care requests still New");
      for (const request of requests) expect(mail.text_body).toContain(`- ${request.reference}`);
      for (const request of requests) expect(mail.text_body).toContain(`/admin/care-requests/${request.id}`);
      for (const word of [...HEALTH_WORDS, /Sam/, /Patel/, /416/, /surgery/i, /home-care/i]) expect(mail.subject + mail.text_body, String(word)).not.toMatch(word);
    }
    // Each request's history says it went in the digest.
    const marks = await db().selectFrom("care_request_events").select("request_id").where("kind", "=", "overdue").execute();
    expect(marks.map((mark) => mark.request_id).sort()).toEqual(requests.map((request) => request.id).sort());

    // The next minutes, the next hour, the next day: the same requests, still New, are not sent again.
    for (const later of [1, 2, 60, 24 * 60]) expect(await runJob(new Date(due.getTime() + later * 60_000))).toEqual([]);
    expect(await digests()).toHaveLength(2);

    // A request that becomes overdue later has a digest of its own, without the three.
    const fourth = await storeCareRequest(input, new Date("2026-12-02T15:00:00Z"));
    expect(await runJob(new Date("2026-12-02T17:05:00Z"))).toEqual(["care-requests-overdue: care requests overdue: 1 in a digest to 2 coordinators"]);
    const next = (await digests()).slice(2);
    expect(next.map((mail) => mail.to_address).sort()).toEqual(["coordinator@example.com", "second@example.com"]);
    for (const mail of next) {
      expect(mail.subject).toBe("Overdue: 1 urgent care request still New");
      expect(mail.text_body).toContain(`- ${fourth.reference} (Peel Region): `);
      for (const request of requests) expect(mail.text_body).not.toContain(request.reference);
    }
  });
});

describe("retention", () => {
  it("a request that ended, or an open one nobody touched, more than 12 months ago is deleted with its notes, history and emails; a recent one and an open one with a recent note stay", async () => {
    const old = await storeCareRequest({ ...input, email: "old@example.com" }, new Date("2025-01-05T15:00:00Z"));
    const recent = await storeCareRequest(input, new Date("2025-06-01T15:00:00Z"));
    const open = await storeCareRequest(input, new Date("2024-01-01T15:00:00Z"));
    const untouched = await storeCareRequest({ ...input, email: "untouched@example.com" }, new Date("2025-06-01T15:00:00Z"));
    await signedInCookie("owner@example.com", "owner");
    const actor = { id: await staffId("owner@example.com"), email: "owner@example.com" };
    await setCareStatus(old.id, actor, { status: "client", statusLabel: "Became a client" }, new Date("2025-02-01T15:00:00Z"));
    await setCareStatus(recent.id, actor, { status: "not-proceeding", reason: "cost", statusLabel: "Not proceeding" }, new Date("2026-01-01T15:00:00Z"));
    await addCareNote(open.id, actor, "Left a message; the family will call back.", new Date("2026-03-01T15:00:00Z"));
    const { deleteCareMail } = await import("~/server/domain/care-request-mail.server");
    expect(await purgeCareRequests(new Date("2026-11-26T12:00:00Z"), 365, deleteCareMail)).toEqual({ ended: 1, inactive: 1 });
    const left = await db().selectFrom("care_requests").select("id").orderBy("id").execute();
    expect(left.map((row) => row.id)).toEqual([recent.id, open.id]);
    for (const gone of [old.id, untouched.id]) {
      expect(await db().selectFrom("care_request_events").select("id").where("request_id", "=", gone).execute()).toEqual([]);
      expect((await outbox()).filter((mail) => mail.ref_id === gone)).toEqual([]);
    }
  });
});
