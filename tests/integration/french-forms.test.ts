/**
 * The visitor forms in French (decision 0801): a form sent to a French
 * address answers in French (the server's messages, from the catalogs),
 * stores the visitor's language, and the emails the visitor receives are in
 * that language (the contact acknowledgement through the outbox, the
 * newsletter confirmation through SMTP); the office's notification stays
 * English. Runs on SQLite and, with TEST_POSTGRES_URL, on PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as contactRoute from "~/routes/public/contact";
import * as newsletterRoute from "~/routes/public/newsletter";
import * as reviewRoute from "~/routes/public/review";
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import { closeMail } from "~/server/infra/mail.server";
import { clearTables } from "./helpers";
import { decodeQuotedPrintable, headerOf, startTestSmtp, type TestSmtp, waitFor } from "../support/test-mail";
import { call, formPost, freshIp, outcomeOf } from "./submission-helpers";

let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
});

afterAll(async () => {
  closeMail();
  await smtp.close();
});

beforeEach(async () => {
  await clearTables();
  smtp.inbox.length = 0;
});

afterEach(() => {
  config().smtpUrl = undefined;
  closeMail();
});

const ackOf = (id: number) =>
  db().selectFrom("mail_outbox").select(["to_address", "subject", "text_body"]).where("kind", "=", "contact-ack").where("ref_id", "=", id).executeTakeFirstOrThrow();

describe("contact", () => {
  it("a message sent to /fr/nous-joindre is stored in French and acknowledged in French, without what was typed", async () => {
    const answer = await call(
      contactRoute.action,
      formPost("/fr/nous-joindre", { name: "Élise Gagnon", email: "elise@example.com", subject: "Soins pour mon père", message: "Mon père habite à Orléans." }),
      { clientIp: freshIp() },
    );
    expect(answer.status).toBe(302);
    expect(answer.kind === "response" && answer.location).toBe("/fr/nous-joindre");
    const row = await db().selectFrom("submissions").select(["id", "language"]).where("email", "=", "elise@example.com").executeTakeFirstOrThrow();
    expect(row.language).toBe("fr");
    const ack = await ackOf(row.id);
    expect(ack.to_address).toBe("elise@example.com");
    expect(ack.subject).toBe("Nous avons bien reçu votre message — Sinai Home Care");
    expect(ack.text_body).toContain("Bonjour,");
    expect(ack.text_body).toContain("vous répondra en moins de 24 heures");
    expect(ack.text_body).toContain("composez le 905 555-0142");
    for (const typed of ["Élise", "Orléans", "Soins pour mon père"]) expect(ack.text_body).not.toContain(typed);
  });

  it("a message sent to /contact is stored in English and acknowledged in English", async () => {
    await call(contactRoute.action, formPost("/contact", { name: "Ada", email: "ada@example.com", subject: "", message: "Hello" }), { clientIp: freshIp() });
    const row = await db().selectFrom("submissions").select(["id", "language"]).where("email", "=", "ada@example.com").executeTakeFirstOrThrow();
    expect(row.language).toBe("en");
    const ack = await ackOf(row.id);
    expect(ack.subject).toBe("We received your message — Sinai Home Care");
    expect(ack.text_body).toContain("call (905) 555-0142");
  });

  it("the office's notification of a French message stays in English", async () => {
    config().smtpUrl = smtp.url;
    await call(contactRoute.action, formPost("/fr/nous-joindre", { name: "Élise", email: "e@example.com", subject: "", message: "Bonjour" }, { js: true }), { clientIp: freshIp() });
    const mail = await waitFor(() => smtp.inbox[0]);
    expect(headerOf(mail.raw, "Subject")).toBe("New contact message from Élise");
    expect(decodeQuotedPrintable(mail.raw)).toContain("A visitor sent a message through the website contact form.");
  });

  it("a refused French message answers in French: the summary and each field's message", async () => {
    const outcome = outcomeOf(
      await call(contactRoute.action, formPost("/fr/nous-joindre", { name: "", email: "pas-un-courriel", subject: "x".repeat(201), message: "" }), { clientIp: freshIp() }),
    );
    expect(outcome.status).toBe("error");
    expect(outcome.toast).toMatchObject({ title: "Veuillez remplir le formulaire", description: "Le nom, le courriel et le message sont obligatoires" });
    expect(outcome.fieldErrors).toEqual({
      name: "Veuillez entrer votre nom.",
      email: "Veuillez entrer une adresse courriel valide, comme nom@exemple.com.",
      subject: "L'objet doit compter moins de 200 caractères.",
      message: "Veuillez écrire votre message.",
    });
    expect(outcome.values).toMatchObject({ email: "pas-un-courriel" });
    expect(await db().selectFrom("submissions").select("id").execute()).toEqual([]);
  });
});

describe("reviews", () => {
  it("a review sent to /fr/temoignages/nouveau is stored in French, and refused ones answer in French", async () => {
    const refused = outcomeOf(await call(reviewRoute.action, formPost("/fr/temoignages/nouveau", { name: "", content: "" }), { clientIp: freshIp() }));
    expect(refused.fieldErrors).toEqual({ name: "Veuillez entrer votre nom.", content: "Veuillez écrire votre témoignage." });
    await call(reviewRoute.action, formPost("/fr/temoignages/nouveau", { name: "Luc B.", role: "Fils d'un client", rating: "5", content: "Une équipe attentionnée." }), {
      clientIp: freshIp(),
    });
    await call(reviewRoute.action, formPost("/testimonials/new", { name: "Ann C.", rating: "4", content: "Kind nurses." }), { clientIp: freshIp() });
    const rows = await db().selectFrom("testimonials").select(["name", "language"]).where("name", "in", ["Luc B.", "Ann C."]).orderBy("name").execute();
    expect(rows).toEqual([
      { name: "Ann C.", language: "en" },
      { name: "Luc B.", language: "fr" },
    ]);
  });
});

describe("newsletter", () => {
  it("a French sign-up stores French and its consent wording in French, and the confirmation email is French with French links", async () => {
    config().smtpUrl = smtp.url;
    const refused = outcomeOf(await call(newsletterRoute.action, formPost("/fr/infolettre", { email: "lecteur@example.com" }), { clientIp: freshIp() }));
    expect(refused.fieldErrors).toEqual({ consent: "Veuillez cocher la case pour accepter de recevoir notre infolettre." });

    const answer = outcomeOf(await call(newsletterRoute.action, formPost("/fr/infolettre", { email: "lecteur@example.com", consent: "on" }, { js: true }), { clientIp: freshIp() }));
    expect(answer.toast).toMatchObject({ title: "Merci de vous être abonné(e)" });
    const row = await db().selectFrom("subscribers").selectAll().where("email", "=", "lecteur@example.com").executeTakeFirstOrThrow();
    expect(row.language).toBe("fr");
    expect(row.consent_text).toMatch(/^Oui, j'accepte de recevoir par courriel l'infolettre de Sinai Home Care Services Inc\./);

    const mail = await waitFor(() => smtp.inbox[0]);
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain("Bonjour,");
    expect(text).toContain(`http://localhost:3000/fr/infolettre/confirmer?token=${row.confirm_token}`);
    expect(text).toContain(`Désabonnez-vous en tout temps : http://localhost:3000/fr/infolettre/desabonnement?token=${row.unsubscribe_token}`);
    expect(text).toContain("Vous avez accepté cette déclaration :");
    expect(headerOf(mail.raw, "List-Unsubscribe")).toBe(`<http://localhost:3000/fr/infolettre/desabonnement?token=${row.unsubscribe_token}>`);
    expect(text).not.toContain("Please confirm");
  });

  it("an English sign-up stays English", async () => {
    await call(newsletterRoute.action, formPost("/newsletter", { email: "reader@example.com", consent: "on" }), { clientIp: freshIp() });
    const row = await db().selectFrom("subscribers").select(["language", "consent_text"]).where("email", "=", "reader@example.com").executeTakeFirstOrThrow();
    expect(row.language).toBe("en");
    expect(row.consent_text).toMatch(/^Yes, I agree to receive the newsletter by email from/);
  });
});
