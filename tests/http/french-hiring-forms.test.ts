/**
 * Hiring in French without JavaScript, through the pages (decision 0801):
 * HR gives a posting its French text in the posting form; a French applicant
 * applies on /fr/postuler (a refused form answers in French next to each
 * field and keeps what was typed; a valid one with a real PDF resume is
 * stored with language 'fr' and acknowledged in French); HR sees "FR",
 * filters the list by language, and the stage email it sends is French.
 */
import { beforeAll, describe, expect, test } from "vitest";
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

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

async function staff(role: "hr" | "owner"): Promise<Visitor> {
  const visitor = new Visitor(site);
  const [name, value] = (await signedInCookie(`${role}-${unique()}@example.com`, role)).split(/=(.*)/s);
  visitor.setCookie(name!, value!);
  return visitor;
}

const formWithButton = (page: Page, button: string | RegExp) => page.formOf(page.screen.getByRole("button", { name: button }));
const toastText = (page: Page) => textOf(page.screen.getByRole("region", { name: "Notifications" }));
/** The messages shown next to the fields (tied to them by aria-describedby). */
const fieldMessages = (form: Form) => [...form.element.querySelectorAll("p[id$='-error']")].map((element) => textOf(element)).filter(Boolean);
const outboxTo = (email: string) => db().selectFrom("mail_outbox").select(["kind", "subject", "text_body"]).where("to_address", "=", email).orderBy("id").execute();
const PDF = (name: string) => ({ name, type: "application/pdf", content: "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n" });

const FRENCH_TITLE = "Préposée ou préposé aux services de soutien à la personne (PSSP)";

/** HR fills the posting form, English and French; `french` overrides the French fields. */
function postingForm(page: Page, title: string, french: Record<string, string>): Form {
  const form = formWithButton(page, "Save posting")
    .fill("Title", title)
    .check("Part-time")
    .check("Ottawa Region")
    .fill("Lowest ($)", "24")
    .fill("Highest ($)", "28")
    .fill("Description", "Visit clients at home in Ottawa, in French.")
    .fill("Responsibilities", "Personal care\nCompanionship")
    .fill("Requirements", "A PSW certificate")
    .fill("Experience", "One year in home care");
  for (const [label, value] of Object.entries(french)) form.fill(label, value);
  return form;
}

let posting: { id: string; slug: string; title: string };

describe("the posting form's French fields", () => {
  test("refused with a message next to each field and every value kept; saved and shown back", async () => {
    const hr = await staff("hr");
    const title = `French PSW ${unique()}`;
    const refused = await postingForm(await hr.expectPage("/admin/jobs/new"), title, {
      "French description (optional)": "Visitez des clients à domicile à Ottawa.",
      "French requirements (optional)": "Un certificat de PSSP\nUne expérience canadienne",
    }).submit("Save posting");
    expect(refused.status).toBe(400);
    const again = formWithButton(refused, "Save posting");
    expect(fieldMessages(again)).toEqual([
      "Enter the French title, or leave every French field blank.",
      "Ontario does not allow a “Canadian experience” requirement in a job posting. Please remove it.",
    ]);
    expect(again.control("French title (optional)").getAttribute("aria-invalid")).toBe("true");
    expect(again.value("French description (optional)")).toBe("Visitez des clients à domicile à Ottawa.");
    expect(again.value("Title")).toBe(title);

    const saved = await again
      .fill("French title (optional)", FRENCH_TITLE)
      .fill("French responsibilities (optional)", "Soins personnels\nCompagnie")
      .fill("French requirements (optional)", "Un certificat de PSSP")
      .submit("Save posting");
    expect(saved.url.pathname).toMatch(/^\/admin\/jobs\/\d+$/);
    const shown = formWithButton(saved, "Save posting");
    expect(shown.value("French title (optional)")).toBe(FRENCH_TITLE);
    expect(shown.value("French responsibilities (optional)")).toBe("Soins personnels\nCompagnie");
    expect(shown.control("French title (optional)").getAttribute("lang")).toBe("fr-CA");
    const opened = await formWithButton(saved, "Open posting").submit("Open posting");
    const slug = new URL(opened.screen.getByRole("link", { name: "View the posting" }).getAttribute("href")!, site.origin).pathname.split("/").pop()!;
    posting = { id: opened.url.pathname.split("/").pop()!, slug, title };

    // Stored as typed, one item a line.
    const stored = await db().selectFrom("job_postings").select(["title_fr", "description_fr", "responsibilities_fr", "requirements_fr"]).where("slug", "=", slug).executeTakeFirstOrThrow();
    expect(stored).toEqual({ title_fr: FRENCH_TITLE, description_fr: "Visitez des clients à domicile à Ottawa.", responsibilities_fr: "Soins personnels\nCompagnie", requirements_fr: "Un certificat de PSSP" });
  });
});

describe("/fr/postuler without JavaScript", () => {
  test("a missing email and a wrong phone: the French messages next to their fields, the French summary, what was typed kept", async () => {
    const page = await new Visitor(site).expectPage(`/fr/postuler?position=${posting.slug}`);
    const failed = await formWithButton(page, "Envoyer ma candidature")
      .fill("Nom complet", "Élise Gagnon")
      .fill("Téléphone", "appelez-moi")
      .check("Région d'Ottawa")
      .check("Fins de semaine")
      .fill("Lettre de présentation ou message", "Je parle français et anglais.")
      .submit("Envoyer ma candidature");
    expect(failed.status).toBe(400);
    expect(failed.url.pathname).toBe("/fr/postuler");
    expect(failed.document.documentElement.lang).toBe("fr-CA");
    expect(failed.title).toBe("Erreur : Postuler | Sinai Home Care");
    const form = formWithButton(failed, "Envoyer ma candidature");
    const alert = textOf(form.queries.getByRole("alert"));
    expect(alert).toContain("Échec de l'envoi");
    expect(alert).toContain("Le nom et le courriel sont obligatoires");
    expect(fieldMessages(form)).toEqual(["Veuillez entrer votre adresse courriel.", "Veuillez entrer un numéro de téléphone, comme 416 555-0123."]);
    expect(form.control("Courriel").getAttribute("aria-invalid")).toBe("true");
    expect(form.value("Nom complet")).toBe("Élise Gagnon");
    expect(form.value("Téléphone")).toBe("appelez-moi");
    expect(form.value("Poste convoité")).toBe(posting.slug);
    expect(form.value("Lettre de présentation ou message")).toBe("Je parle français et anglais.");
    expect(form.control("Région d'Ottawa")).toHaveProperty("checked", true);
    expect(form.control("Fins de semaine")).toHaveProperty("checked", true);
  });

  test("a resume that is not a PDF or Word file: refused in French next to the file field", async () => {
    const page = await new Visitor(site).expectPage("/fr/postuler");
    const failed = await formWithButton(page, "Envoyer ma candidature")
      .fill("Nom complet", "Élise Gagnon")
      .fill("Courriel", `elise-${unique()}@example.com`)
      .attach("CV", { name: "cv.txt", type: "text/plain", content: "Mon CV" })
      .submit("Envoyer ma candidature");
    expect(failed.status).toBe(400);
    expect(fieldMessages(formWithButton(failed, "Envoyer ma candidature"))).toEqual(["Seuls les fichiers .pdf, .doc et .docx sont acceptés."]);
  });

  test("a valid application with a PDF: stored with language 'fr', acknowledged in French; HR sees FR, filters by it, and its stage email is French", async () => {
    const name = `Élise Gagnon ${unique()}`;
    const email = `elise-${unique()}@example.com`;
    const page = await new Visitor(site).expectPage(`/fr/postuler?position=${posting.slug}`);
    const sent = await formWithButton(page, "Envoyer ma candidature")
      .fill("Nom complet", name)
      .fill("Courriel", email)
      .check("Région d'Ottawa")
      .check("Français")
      .attach("CV", PDF("cv-elise.pdf"))
      .submit("Envoyer ma candidature");
    expect(sent.url.pathname).toBe("/fr/postuler");
    expect(toastText(sent)).toContain("Candidature reçue");
    expect(toastText(sent)).toContain("Nous étudierons votre candidature");
    // The resume's private link, from the French page's own cookie.
    sent.screen.getByText("CV téléversé");
    sent.screen.getByRole("link", { name: "Ouvrir votre CV (s'ouvre dans un nouvel onglet)" });

    const row = await db()
      .selectFrom("submissions as s")
      .innerJoin("job_applications as a", "a.submission_id", "s.id")
      .select(["s.language as edition", "a.language", "s.attachment_name"])
      .where("s.email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ edition: "fr", language: "fr", attachment_name: "cv-elise.pdf" });
    const [ack] = await outboxTo(email);
    expect(ack).toMatchObject({ kind: "application-ack", subject: `Nous avons reçu votre candidature : ${FRENCH_TITLE}` });
    expect(ack!.text_body).toMatch(/^Bonjour,\r?\n\r?\nMerci d'avoir postulé pour le poste Préposée ou préposé/);

    // An English application to the same posting, for the filter.
    const englishEmail = `english-${unique()}@example.com`;
    const english = await formWithButton(await new Visitor(site).expectPage(`/job?position=${posting.slug}`), "Submit Application")
      .fill("Full name", `English Applicant ${unique()}`)
      .fill("Email", englishEmail)
      .submit("Submit Application");
    expect(toastText(english)).toContain("Application received");

    const hr = await staff("hr");
    const emails = (page: Page) => page.screen.queryAllByRole("listitem").map((item) => textOf(item)).filter((text) => text.includes("@example.com"));
    const french = await hr.expectPage(`/admin/applications?posting=${posting.id}&language=fr`);
    expect(formWithButton(french, "Filter").value("Language")).toBe("fr");
    expect(emails(french)).toEqual([expect.stringContaining(email)]);
    const entry = french.screen.getAllByRole("listitem").find((item) => queriesIn(item).queryByRole("link", { name }))!;
    expect(queriesIn(entry).getByText("FR").getAttribute("title")).toBe("French: applied in French or asked for emails in French");
    expect(emails(await hr.expectPage(`/admin/applications?posting=${posting.id}&language=en`))).toEqual([expect.stringContaining(englishEmail)]);
    expect(emails(await hr.expectPage(`/admin/applications?posting=${posting.id}`))).toHaveLength(2);

    const record = await french.follow(french.screen.getByRole("link", { name }));
    expect(textOf(record.screen.getByRole("heading", { level: 1 }))).toBe(`${name} FR`);
    expect(textOf(record.screen.getByTestId("answers"))).toContain("French · emails in French (applied from the French site)");
    const preview = await formWithButton(record, "Move").select("Move to", "Interview").submit("Move");
    expect(textOf(preview.screen.getByTestId("email-preview"))).toContain(`Subject: Entrevue : ${FRENCH_TITLE}`);
    await formWithButton(preview, "Move and send").submit("Move and send");
    const stage = (await outboxTo(email)).filter((mail) => mail.kind === "application-interview");
    expect(stage).toHaveLength(1);
    expect(stage[0]!.subject).toBe(`Entrevue : ${FRENCH_TITLE}`);
    expect(stage[0]!.text_body).toContain(`Bonjour ${name},`);
    expect(stage[0]!.text_body).toContain("Nous aimerions vous rencontrer au sujet du poste");
  });
});
