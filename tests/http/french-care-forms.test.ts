/**
 * The French care request form without JavaScript, through the pages
 * (decision 0804): a request with mistakes comes back in French (summary,
 * each message by its field, "Erreur :" in the title) with what was typed
 * kept; a valid one is stored with the edition it came from, the family
 * gets the French acknowledgement, and of the Ottawa region's two
 * coordinators the one who speaks French is assigned and told (in English),
 * not the other. The owner sets both up in /admin/settings.
 */
import { beforeAll, expect, test } from "vitest";
import { db } from "~/server/infra/db.server";
import { signedInCookie } from "../integration/admin-helpers";
import { queriesIn, textOf } from "./support/dom";
import type { Form } from "./support/form";
import { appSite } from "./support/sites";
import { type Page, type Site, Visitor } from "./support/visitor";

let site: Site;
beforeAll(async () => {
  site = await appSite();
});

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;
const SEND = "Envoyer ma demande";
const formWithButton = (page: Page, button: string) => page.formOf(page.screen.getByRole("button", { name: button }));
/** The messages shown next to the fields, in the form's order. */
const fieldMessages = (form: Form) => [...form.element.querySelectorAll("p[id$='-error']")].map((element) => textOf(element)).filter(Boolean);
const toastText = (page: Page) => textOf(page.screen.getByRole("region", { name: "Notifications" }));

async function staff(role: "owner" | "coordinator", email = `${role}-${unique()}@example.com`): Promise<Visitor & { email: string }> {
  const visitor = new Visitor(site);
  const [name, value] = (await signedInCookie(email, role)).split(/=(.*)/s);
  visitor.setCookie(name!, value!);
  return Object.assign(visitor, { email });
}

test("mistakes: French messages by their fields and in the summary, 'Erreur :' in the title, every answer kept", async () => {
  const page = await new Visitor(site).expectPage("/fr/demande-de-soins");
  const failed = await formWithButton(page, SEND)
    .check("Je suis une ou un professionnel qui oriente une personne")
    .fill(/Code postal du lieu des soins/, "12345")
    .check("Retour à domicile après l'hôpital et soins de transition")
    .check("D'ici 48 heures")
    .check("Des visites chaque jour")
    .fill("Votre nom", "Élise Gagnon")
    .fill("Numéro de téléphone", "555-0199")
    .fill(/Autre chose que nous devrions savoir/, "Mon père revient de l'hôpital.")
    .submit(SEND);
  expect(failed.status).toBe(400);
  expect(failed.url.pathname).toBe("/fr/demande-de-soins");
  expect(failed.document.documentElement.lang).toBe("fr-CA");
  expect(failed.title).toBe("Erreur : Demande de soins | Sinai Home Care");
  const form = formWithButton(failed, SEND);
  const summary = form.queries.getByRole("alert");
  expect(textOf(queriesIn(summary).getByRole("heading"))).toBe("Votre demande n'a pas été envoyée");
  const expected = [
    "Veuillez entrer le nom de votre organisme.",
    "Veuillez entrer un code postal comme K1C 1A1 (les trois premiers caractères suffisent).",
    "Veuillez indiquer comment les soins seront payés, ou « Je ne sais pas encore ».",
    "Veuillez entrer un numéro de téléphone canadien avec son indicatif régional, comme 613-555-0142.",
    "Veuillez accepter que nous communiquions avec vous au sujet de cette demande.",
  ];
  expect(queriesIn(summary).getAllByRole("link").map(textOf)).toEqual(expected);
  expect(fieldMessages(form)).toEqual(expected);
  const postal = form.control(/Code postal du lieu des soins/);
  expect(postal.getAttribute("aria-invalid")).toBe("true");
  expect(postal.getAttribute("aria-describedby")).toContain("care-postalCode-error");
  expect(form.value(/Code postal du lieu des soins/)).toBe("12345");
  expect(form.value("Votre nom")).toBe("Élise Gagnon");
  expect(form.value(/Autre chose que nous devrions savoir/)).toBe("Mon père revient de l'hôpital.");
  expect((form.control("Retour à domicile après l'hôpital et soins de transition") as HTMLInputElement).checked).toBe(true);
  expect((form.control("D'ici 48 heures") as HTMLInputElement).checked).toBe(true);
  // The French suggestion came back as sent (the family had left it on French).
  expect((form.control("Français") as HTMLInputElement).checked).toBe(true);
});

test("a valid request: stored from the French edition, French acknowledgement, only the French-speaking coordinator told (in English)", async () => {
  const owner = await staff("owner");
  const anglophone = await staff("coordinator");
  const francophone = await staff("coordinator");
  const settings = await owner.expectPage("/admin/settings");
  const saved = await formWithButton(settings, "Save region coordinators").select("Ottawa Region", anglophone.email, francophone.email).submit("Save region coordinators");
  expect(toastText(saved)).toContain("Region coordinators saved");
  const marked = await formWithButton(saved, "Save French speakers").check(`${francophone.email} speaks French`).submit("Save French speakers");
  expect(toastText(marked)).toContain("French speakers saved");

  const family = `famille-${unique()}@example.com`;
  const region = await new Visitor(site).expectPage("/fr/emplacements/region-d-ottawa");
  const page = await region.follow(region.screen.getByTestId("region-request-care"));
  expect(page.url.pathname).toBe("/fr/demande-de-soins");
  const received = await formWithButton(page, SEND)
    .check("Mon père ou ma mère")
    .fill(/Code postal du lieu des soins/, "k1c 1a1")
    .check("Soins à domicile SinaiCare (compagnie, soins personnels, soins infirmiers)")
    .check("D'ici deux semaines")
    .check("Quelques heures par semaine")
    .check("Paiement privé")
    .fill("Votre nom", "Élise Gagnon")
    .fill("Adresse courriel", family)
    .check(/J'accepte que Sinai Home Care communique avec moi/)
    .submit(SEND);
  expect(received.url.pathname).toBe("/fr/demande-de-soins/recue");
  expect(received.url.searchParams.get("region")).toBe("ottawa-region");
  const reference = textOf(received.screen.getByTestId("care-reference").querySelector("strong"));

  const row = await db().selectFrom("care_requests").select(["id", "language", "form_language", "assigned_to", "postal_code"]).where("email", "=", family).executeTakeFirstOrThrow();
  const francophoneId = (await db().selectFrom("users").select("id").where("email", "=", francophone.email).executeTakeFirstOrThrow()).id;
  expect(row).toMatchObject({ language: "fr", form_language: "fr", assigned_to: francophoneId, postal_code: "K1C 1A1" });
  const mail = await db().selectFrom("mail_outbox").select(["kind", "to_address", "subject", "text_body"]).where("subject", "like", `%${reference}%`).orderBy("id").execute();
  expect(mail.map((m) => [m.kind, m.to_address])).toEqual([
    ["care-request-ack", family],
    ["care-request-office", "care@example.com"],
    ["care-request-coordinator", francophone.email],
  ]);
  expect(mail[0]!.subject).toBe(`Nous avons reçu votre demande de soins ${reference}`);
  expect(mail[0]!.text_body).toContain("Région d'Ottawa");
  expect(mail[2]!.subject).toBe(`New care request ${reference} for Ottawa Region`);
  expect(mail[2]!.text_body).toContain("The family asked for service in French.");

  // The queue marks it French and finds it by language; the record says which language and edition.
  const queue = await francophone.expectPage("/admin/care-requests?language=fr");
  const line = queue.screen.getByTestId(`care-row-${reference}`);
  expect(textOf(queriesIn(line).getByTitle("Service in French asked; sent from the French edition"))).toBe("FR");
  const english = await francophone.expectPage("/admin/care-requests?language=en");
  expect(english.screen.queryByTestId(`care-row-${reference}`)).toBeNull();
  const record = await francophone.expectPage(`/admin/care-requests/${row.id}`);
  const fact = (term: string) => textOf([...record.document.querySelectorAll("dt")].find((dt) => textOf(dt) === term)!.nextElementSibling);
  expect(fact("Preferred language of service")).toBe("French");
  expect(fact("Form used")).toBe("French edition (/fr/demande-de-soins)");
});
