/**
 * The visitor forms in French, without JavaScript, through the pages
 * themselves (decision 0801): the French contact page's form, the newsletter
 * box in a French page's footer and its emailed links' pages, and the review
 * page. The server answers in the address's language: labels, required
 * marks, the error summary, each field's message, the toast; what was typed
 * is kept; what is stored records 'fr'.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { inEdition } from "~/public-pages";
import { db } from "~/server/infra/db.server";
import { signedInCookie } from "../integration/admin-helpers";
import { queriesIn, textOf } from "./support/dom";
import type { Form } from "./support/form";
import { visitorOfSeededSite } from "./support/sites";
import { type Page, type Site, Visitor } from "./support/visitor";

let site: Site;
beforeAll(async () => {
  site = (await visitorOfSeededSite()).site;
});

const open = (path: string, visitor = new Visitor(site)) => visitor.expectPage(path);
const notifications = (page: Page) => queriesIn(page.screen.getByRole("region", { name: "Notifications" }));
const formWithButton = (page: Page, button: string) => page.formOf(page.screen.getByRole("button", { name: button }));
/** The messages shown next to the fields (tied to them by aria-describedby). */
const fieldMessages = (form: Form) => [...form.element.querySelectorAll("p[id$='-error']")].map((element) => textOf(element)).filter(Boolean);
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

describe("contact, /fr/nous-joindre", () => {
  test("in French: labels, the required and optional marks, the hint and the button", async () => {
    const page = await open("/fr/nous-joindre");
    page.screen.getByRole("heading", { level: 1, name: "Nous sommes là pour vous aider" });
    page.screen.getByRole("heading", { name: "Envoyez-nous un message" });
    const form = formWithButton(page, "Envoyer le message");
    expect(form.element.getAttribute("action")).toBe("/fr/nous-joindre");
    const labels = [...form.element.querySelectorAll("label")].map((label) => textOf(label));
    expect(labels).toEqual(expect.arrayContaining(["Nom *", "Courriel *", "Objet (facultatif)", "Message *"]));
    form.queries.getByText(/N'indiquez aucun renseignement médical/);
    expect(form.element.querySelector("button[type=submit]")!.getAttribute("data-pending-text")).toBe("Envoi en cours...");
    expect(form.element.getAttribute("data-offline-description")).toContain("Vérifiez votre connexion");
  });

  test("a missing field: the French message next to it, the summary, 'Erreur :' in the title, what was typed kept", async () => {
    const page = await open("/fr/nous-joindre");
    const failed = await formWithButton(page, "Envoyer le message").fill("Nom", "Élise Gagnon").fill("Objet", "Soins pour mon père").fill("Message", "Bonjour").submit("Envoyer le message");
    expect(failed.status).toBe(400);
    expect(failed.document.documentElement.lang).toBe("fr-CA");
    expect(failed.title).toBe("Erreur : Nous joindre | Sinai Home Care");
    const form = formWithButton(failed, "Envoyer le message");
    const alert = form.queries.getByRole("alert");
    expect(textOf(alert)).toContain("Veuillez remplir le formulaire");
    expect(textOf(alert)).toContain("Le nom, le courriel et le message sont obligatoires");
    expect(fieldMessages(form)).toEqual(["Veuillez entrer votre adresse courriel."]);
    const email = form.control("Courriel");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toContain(form.element.querySelector("p[id$='-error']:not([hidden])")!.id);
    expect(form.value("Nom")).toBe("Élise Gagnon");
    expect(form.value("Objet")).toBe("Soins pour mon père");
    expect(form.value("Message")).toBe("Bonjour");
  });

  test("a valid message: back on the French page with the French toast, stored with language 'fr', acknowledged in French", async () => {
    const email = `elise-${unique()}@example.com`;
    const page = await open("/fr/nous-joindre");
    const sent = await formWithButton(page, "Envoyer le message").fill("Nom", "Élise Gagnon").fill("Courriel", email).fill("Message", "Mon père habite à Orléans.").submit("Envoyer le message");
    expect(sent.url.pathname).toBe("/fr/nous-joindre");
    const status = textOf(notifications(sent).getByRole("status"));
    expect(status).toContain("Message envoyé");
    expect(status).toContain("Nous vous répondrons en moins de 24 heures.");
    const row = await db().selectFrom("submissions").select(["id", "language"]).where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.language).toBe("fr");
    const ack = await db().selectFrom("mail_outbox").select(["subject", "text_body"]).where("kind", "=", "contact-ack").where("to_address", "=", email).executeTakeFirstOrThrow();
    expect(ack.subject).toBe("Nous avons bien reçu votre message — Sinai Home Care");
    expect(ack.text_body).toMatch(/^Bonjour,\n\nMerci d'avoir écrit à Sinai Home Care\./);
  });
});

describe("newsletter in French", () => {
  test("the footer box of a French page posts to /fr/infolettre: consent unticked is said there in French, the email kept; ticked, thanks in French", async () => {
    const email = `lecteur-${unique()}@example.com`;
    const page = await open("/fr/nous-joindre");
    const box = queriesIn(page.document.getElementById("site-footer")!).getByRole("region", { name: "Infolettre" });
    queriesIn(box).getByText(/Je peux retirer mon consentement en tout temps/);
    const problem = await page.formOf(queriesIn(box).getByRole("button", { name: "S'abonner" })).fill("Adresse courriel", email).submit("S'abonner");
    expect(problem.url.pathname).toBe("/fr/infolettre");
    expect(problem.title).toBe("Erreur : Infolettre | Sinai Home Care");
    const retry = problem.formOf(queriesIn(problem.screen.getByRole("main")).getByRole("button", { name: "S'abonner" }));
    expect(fieldMessages(retry)).toEqual(["Veuillez cocher la case pour accepter de recevoir notre infolettre."]);
    expect(retry.value("Adresse courriel")).toBe(email);

    const thanked = await retry.check(/retirer mon consentement/).submit("S'abonner");
    // The French home page (the English one while it has no twin).
    expect(thanked.url.pathname).toBe(inEdition("fr", "/"));
    expect(textOf(notifications(thanked).getByRole("status"))).toContain("Merci de vous être abonné(e)");
    const row = await db().selectFrom("subscribers").select(["language", "consent_text"]).where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.language).toBe("fr");
    expect(row.consent_text).toContain("Je peux retirer mon consentement en tout temps");
  });

  test("the emailed links' French pages: confirm, then unsubscribe, in French", async () => {
    const tag = unique();
    const email = `liens-${tag}@example.com`;
    const now = new Date().toISOString();
    await db()
      .insertInto("subscribers")
      .values({ email, consent_text: "Oui, j'accepte.", consented_at: now, confirm_token: `c-${tag}`, unsubscribe_token: `u-${tag}`, created_at: now, language: "fr" })
      .execute();
    const confirm = await open(`/fr/infolettre/confirmer?token=c-${tag}`);
    expect(confirm.document.documentElement.lang).toBe("fr-CA");
    confirm.screen.getByRole("heading", { level: 1, name: "Confirmez votre abonnement" });
    expect(textOf(confirm.screen.getByRole("main"))).toContain("commencer à recevoir notre infolettre à l'adresse l***@example.com.");
    const confirmed = await formWithButton(confirm, "Confirmer l'abonnement").submit("Confirmer l'abonnement");
    expect(textOf(confirmed.screen.getByRole("main"))).toContain("Merci! Votre abonnement est confirmé.");

    const unsubscribe = await open(`/fr/infolettre/desabonnement?token=u-${tag}`);
    unsubscribe.screen.getByRole("heading", { level: 1, name: "Désabonnement" });
    const gone = await formWithButton(unsubscribe, "Me désabonner").submit("Me désabonner");
    expect(textOf(gone.screen.getByRole("main"))).toContain("L'adresse l***@example.com est désabonnée.");
    expect(gone.screen.getByRole("link", { name: "Retour à l'accueil" }).getAttribute("href")).toBe(inEdition("fr", "/"));
    const invalid = await new Visitor(site).open(`/fr/infolettre/confirmer?token=nope-${tag}`);
    expect(invalid.status).toBe(404);
    expect(textOf(invalid.screen.getByRole("main"))).toContain("Ce lien de confirmation n'est pas valide.");
  });
});

describe("review, /fr/temoignages/nouveau", () => {
  test("required fields in French, the rating's words in French; sent, stored with language 'fr'", async () => {
    const page = await open("/fr/temoignages/nouveau");
    page.screen.getByRole("heading", { level: 1, name: "Laisser un témoignage" });
    const failed = await formWithButton(page, "Envoyer le témoignage").fill("Rôle", "Fille d'une cliente").submit("Envoyer le témoignage");
    const form = formWithButton(failed, "Envoyer le témoignage");
    expect(fieldMessages(form)).toEqual(["Veuillez entrer votre nom.", "Veuillez écrire votre témoignage."]);
    expect(textOf(form.queries.getByRole("alert"))).toContain("Le nom et le témoignage sont obligatoires");
    expect(form.value("Rôle")).toBe("Fille d'une cliente");
    expect([...(form.control("Note") as unknown as HTMLSelectElement).options].map((option) => textOf(option))).toEqual(["5 – Excellent", "4 – Très bon", "3 – Bon", "2 – Passable", "1 – Mauvais"]);

    const name = `Lucie ${unique()}`;
    const done = await form.fill("Votre nom", name).fill("Votre témoignage", "Une équipe attentionnée et ponctuelle.").submit("Envoyer le témoignage");
    const toast = textOf(notifications(done).getByRole("status"));
    expect(toast).toContain("Merci! Votre témoignage a bien été envoyé.");
    const row = await db().selectFrom("testimonials").select("language").where("name", "=", name).executeTakeFirstOrThrow();
    expect(row.language).toBe("fr");
  });
});

describe("what staff see (the back office stays English)", () => {
  test("an 'FR' mark on what came from the French edition, in the messages, reviews and subscribers lists, each filtered by language", async () => {
    const tag = unique();
    const now = new Date().toISOString();
    await db()
      .insertInto("submissions")
      .values([
        { kind: "contact", name: "Élise", email: `fr-${tag}@example.com`, subject: `Sujet ${tag}`, message: "Bonjour", created_at: now, language: "fr" },
        { kind: "contact", name: "Ada", email: `en-${tag}@example.com`, subject: `Subject ${tag}`, message: "Hello", created_at: now, language: "en" },
      ])
      .execute();
    await db()
      .insertInto("subscribers")
      .values([
        { email: `abonne-${tag}@example.com`, consent_text: "Oui", consented_at: now, confirm_token: `cf-${tag}`, unsubscribe_token: `uf-${tag}`, created_at: now, language: "fr" },
        { email: `reader-${tag}@example.com`, consent_text: "Yes", consented_at: now, confirm_token: `ce-${tag}`, unsubscribe_token: `ue-${tag}`, created_at: now, language: "en" },
      ])
      .execute();
    await db().insertInto("testimonials").values({ name: `Lucie ${tag}`, content: "Merci", created_at: now, language: "fr" }).execute();

    const owner = new Visitor(site);
    const [name, value] = (await signedInCookie(`owner-${tag}@example.com`, "owner")).split(/=(.*)/s);
    owner.setCookie(name!, value!);
    const mark = (element: Element) => element.querySelector('abbr[title="Sent in French"]');

    const messages = await owner.expectPage("/admin/inbox/messages");
    expect(textOf(mark(messages.screen.getByRole("heading", { name: /^Sujet / }))!)).toBe("FR");
    expect(mark(messages.screen.getByRole("heading", { name: `Subject ${tag}` }))).toBeNull();

    /** A list's filter form, by its search landmark's name. */
    const filterOf = (page: Page, name: string) => page.formOf(queriesIn(page.screen.getByRole("search", { name })).getByRole("button", { name: "Filter" }));
    const frenchMessages = await filterOf(messages, "Contact messages").select("Language", "fr").submit("Filter");
    expect(frenchMessages.url.searchParams.get("language")).toBe("fr");
    frenchMessages.screen.getByRole("heading", { name: /^Sujet / });
    expect(frenchMessages.screen.queryByRole("heading", { name: `Subject ${tag}` })).toBeNull();
    const englishMessages = await filterOf(frenchMessages, "Contact messages").select("Language", "en").submit("Filter");
    englishMessages.screen.getByRole("heading", { name: `Subject ${tag}` });
    expect(englishMessages.screen.queryByRole("heading", { name: /^Sujet / })).toBeNull();

    const reviews = await owner.expectPage("/admin/inbox/reviews");
    expect(mark(reviews.screen.getByRole("heading", { name: new RegExp(`^Lucie ${tag}`) }))).not.toBeNull();
    const englishReviews = await filterOf(reviews, "Reviews").select("Language", "en").submit("Filter");
    expect(englishReviews.screen.queryByRole("heading", { name: new RegExp(`^Lucie ${tag}`) })).toBeNull();
    const frenchReviews = await owner.expectPage("/admin/inbox/reviews?language=fr");
    frenchReviews.screen.getByRole("heading", { name: new RegExp(`^Lucie ${tag}`) });

    const list = await owner.expectPage(`/admin/inbox/subscribers?q=${tag}`);
    expect(mark(list.screen.getByTestId(`subscriber-abonne-${tag}@example.com`))).not.toBeNull();
    expect(mark(list.screen.getByTestId(`subscriber-reader-${tag}@example.com`))).toBeNull();
    const french = await list.formOf(list.screen.getByRole("button", { name: "Filter" })).select("Language", "fr").submit("Filter");
    expect(french.url.search).toContain("language=fr");
    expect([...french.document.querySelectorAll('[data-testid^="subscriber-"]')].map((row) => row.getAttribute("data-testid"))).toEqual([`subscriber-abonne-${tag}@example.com`]);
  });
});
