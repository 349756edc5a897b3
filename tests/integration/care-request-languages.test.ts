/**
 * Care requests and languages (decision 0804), on SQLite and PostgreSQL:
 * who a new request goes to (for service in French, the region's
 * coordinators who speak French, else all of them; a deactivated speaker
 * does not count), the edition it was sent from, the family's
 * acknowledgement in that edition's language, and the settings' "speaks
 * French" boxes (owner only, audited, several coordinators a region).
 */
import { beforeEach, describe, expect, it } from "vitest";
import * as settings from "~/routes/admin/settings/route";
import { storeCareRequest } from "~/server/domain/care-request-mail.server";
import { type CareRequestInput, setFrenchSpeakers, setRegionCoordinators } from "~/server/domain/care-requests.server";
import { db } from "~/server/infra/db.server";
import { flashToastOf, post, type RouteModule, run, signedInCookie } from "./admin-helpers";
import { clearTables } from "./helpers";

const settingsRoute = settings as unknown as RouteModule;
/** A Wednesday afternoon in Ottawa: the urgent request's due time counts from here. */
const NOW = new Date("2026-03-04T19:00:00Z");

const ottawa: CareRequestInput = {
  relationship: "parent",
  postalCode: "K1C 1A1",
  services: ["home-care"],
  urgency: "48-hours",
  careAmount: "daily",
  payment: "private",
  language: "fr",
  name: "Élise Gagnon",
  email: "elise@example.com",
};

async function person(email: string, role: "owner" | "coordinator" = "coordinator") {
  await signedInCookie(email, role);
  return (await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
}

async function mailOf(reference: string) {
  const rows = await db().selectFrom("mail_outbox").select(["kind", "to_address", "subject", "text_body"]).where("subject", "like", `%${reference}%`).orderBy("id").execute();
  return rows;
}
/** A settings form with repeated names (several coordinators a region, several people). */
const settingsPost = (entries: string[][], cookie: string) =>
  new Request("http://localhost:3000/admin/settings", {
    method: "POST",
    headers: { Cookie: cookie, Origin: "http://localhost:3000", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(entries),
  });
const coordinatorsTold = async (reference: string) =>
  (await mailOf(reference)).filter((mail) => mail.kind === "care-request-coordinator").map((mail) => mail.to_address);

let anglophone: number;
let francophone: number;

beforeEach(async () => {
  await clearTables();
  // Added in this order: the first of the region is the one assigned when language does not choose.
  anglophone = await person("sam@example.com");
  francophone = await person("chantal@example.com");
  await setRegionCoordinators({ "ottawa-region": [anglophone, francophone] }, NOW);
});

describe("who a new request goes to", () => {
  it("service in French: assigned and told to the region's coordinators who speak French, not the others; stored at the injected time with its edition", async () => {
    await setFrenchSpeakers([anglophone, francophone], new Set([francophone]));
    const stored = await storeCareRequest({ ...ottawa, formLanguage: "fr" }, NOW);
    expect(stored.assignedTo).toEqual({ id: francophone, email: "chantal@example.com" });
    expect(await coordinatorsTold(stored.reference)).toEqual(["chantal@example.com"]);
    const row = await db().selectFrom("care_requests").select(["assigned_to", "language", "form_language", "created_at", "due_at"]).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ assigned_to: francophone, language: "fr", form_language: "fr", created_at: NOW.toISOString() });
    // Two business hours after 14:00 in Toronto.
    expect(row.due_at).toBe("2026-03-04T21:00:00.000Z");
    const staffMail = (await mailOf(stored.reference)).find((mail) => mail.kind === "care-request-coordinator")!;
    expect(staffMail.subject).toBe(`New care request ${stored.reference} for Ottawa Region (urgent)`);
    expect(staffMail.text_body).toContain("It is assigned to you: you cover this region.");
    expect(staffMail.text_body).toContain("The family asked for service in French.");
    const event = await db().selectFrom("care_request_events").select("detail").where("kind", "=", "assigned").executeTakeFirstOrThrow();
    expect(event.detail).toBe("Assigned to chantal@example.com (covers the region, speaks French)");
  });

  it("service in French where nobody of the region speaks French: every coordinator of the region is told, the first assigned", async () => {
    // A French speaker of another region does not count.
    const elsewhere = await person("luc@example.com");
    await setRegionCoordinators({ "peel-region": [elsewhere] }, NOW);
    await setFrenchSpeakers([elsewhere], new Set([elsewhere]));
    const stored = await storeCareRequest({ ...ottawa, formLanguage: "fr" }, NOW);
    expect(stored.assignedTo?.id).toBe(anglophone);
    expect(await coordinatorsTold(stored.reference)).toEqual(["sam@example.com", "chantal@example.com"]);
    const told = (await mailOf(stored.reference)).filter((mail) => mail.kind === "care-request-coordinator");
    expect(told[1]!.text_body).toContain("You cover this region; it is assigned to sam@example.com.");
  });

  it("a deactivated French speaker does not count: the others are told", async () => {
    await setFrenchSpeakers([anglophone, francophone], new Set([francophone]));
    await db().updateTable("users").set({ deactivated_at: NOW.toISOString() }).where("id", "=", francophone).execute();
    const stored = await storeCareRequest({ ...ottawa, formLanguage: "fr" }, NOW);
    expect(stored.assignedTo?.id).toBe(anglophone);
    expect(await coordinatorsTold(stored.reference)).toEqual(["sam@example.com"]);
  });

  it("service in English: every coordinator of the region, French speakers included, the first assigned", async () => {
    await setFrenchSpeakers([anglophone, francophone], new Set([francophone]));
    const stored = await storeCareRequest({ ...ottawa, language: "en", formLanguage: "fr" }, NOW);
    expect(stored.assignedTo?.id).toBe(anglophone);
    expect(await coordinatorsTold(stored.reference)).toEqual(["sam@example.com", "chantal@example.com"]);
  });
});

describe("the family's acknowledgement", () => {
  it("is in the language of the edition used (French from /fr even for service in English), English from the English edition", async () => {
    const french = await storeCareRequest({ ...ottawa, language: "en", formLanguage: "fr", email: "a@example.com" }, NOW);
    const english = await storeCareRequest({ ...ottawa, language: "en", formLanguage: "en", email: "b@example.com" }, NOW);
    const other = await storeCareRequest({ ...ottawa, language: "other", email: "c@example.com" }, NOW);
    const ack = async (reference: string) => (await mailOf(reference)).find((mail) => mail.kind === "care-request-ack")!;
    expect((await ack(french.reference)).subject).toBe(`Nous avons reçu votre demande de soins ${french.reference}`);
    expect((await ack(french.reference)).text_body).toMatch(/^Bonjour,/);
    expect((await ack(english.reference)).subject).toBe(`We received your care request ${english.reference}`);
    expect((await ack(other.reference)).subject).toBe(`We received your care request ${other.reference}`);
    // Service in French asked from the English edition: a French email, the region named in French too.
    const frenchService = await storeCareRequest({ ...ottawa, language: "fr", formLanguage: "en", email: "d@example.com" }, NOW);
    expect((await ack(frenchService.reference)).text_body).toContain("(Région d'Ottawa)");
    expect((await ack(english.reference)).text_body).toContain("from our Ottawa Region team");
    // Without an edition, a request is from the English one.
    expect(await db().selectFrom("care_requests").select("form_language").where("id", "=", other.id).executeTakeFirstOrThrow()).toEqual({ form_language: "en" });
  });
});

describe("/admin/settings", () => {
  it("an owner marks who speaks French (audited) and gives a region several coordinators; nobody else may", async () => {
    const owner = await signedInCookie("owner@example.com", "owner");
    const marked = await run(
      settingsRoute.action,
      post("/admin/settings", { intent: "care-french-speakers", staff: String(francophone), [`speaks-french-${francophone}`]: "on" }, owner),
    );
    expect((await flashToastOf(marked))?.title).toBe("French speakers saved");
    const both = [["intent", "care-french-speakers"], ["staff", String(anglophone)], ["staff", String(francophone)], [`speaks-french-${anglophone}`, "on"]];
    await run(settingsRoute.action, settingsPost(both, owner));
    const speakers = await db().selectFrom("users").select(["email", "speaks_french"]).where("id", "in", [anglophone, francophone]).orderBy("email").execute();
    expect(speakers.map((row) => [row.email, Number(row.speaks_french)])).toEqual([
      ["chantal@example.com", 0],
      ["sam@example.com", 1],
    ]);
    const audits = await db().selectFrom("audit_log").select(["action", "detail"]).where("action", "=", "care-coordinators").orderBy("id").execute();
    expect(audits.map((row) => row.detail)).toEqual([
      "Changed: chantal@example.com: speaks French",
      "Changed: sam@example.com: speaks French; chantal@example.com: does not speak French",
    ]);

    const regions = [["intent", "care-coordinators"], ["region-peel-region", ""], ["region-peel-region", String(francophone)], ["region-peel-region", String(anglophone)]];
    const saved = await run(settingsRoute.action, settingsPost(regions, owner));
    expect((await flashToastOf(saved))?.title).toBe("Region coordinators saved");
    const peel = await db().selectFrom("care_region_coordinators").select("user_id").where("region", "=", "peel-region").orderBy("id").execute();
    expect(peel.map((row) => row.user_id)).toEqual([francophone, anglophone]);
    // Ottawa was not in the form: left as it was.
    expect(await db().selectFrom("care_region_coordinators").select("user_id").where("region", "=", "ottawa-region").execute()).toHaveLength(2);

    const coordinator = await signedInCookie("sam@example.com", "coordinator");
    const refused = await run(settingsRoute.action, post("/admin/settings", { intent: "care-french-speakers", staff: String(anglophone) }, coordinator));
    expect(refused.status).toBe(403);
    expect(Number((await db().selectFrom("users").select("speaks_french").where("id", "=", anglophone).executeTakeFirstOrThrow()).speaks_french)).toBe(1);
  });
});
