/**
 * Hiring's French pages as a visitor and a crawler read them (decision 0801):
 * the job form /fr/postuler (labels, questions, hints and the browser
 * script's words in French, the posting preselected from ?position=), a
 * posting HR gave French text (its French title, lists and JSON-LD) and one
 * without (HR's English, marked, with no JobPosting JSON-LD), and the list
 * /fr/carrieres. Each page fetched once.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { createPosting, setPostingOpen } from "~/server/domain/job-postings.server";
import { jsonLdOf, queriesIn, textOf } from "./support/dom";
import { visitorOfSeededSite } from "./support/sites";
import type { Page } from "./support/visitor";

/** The seeded posting, with HR's English text only. */
const ENGLISH_ONLY = "personal-support-worker";
const FRENCH = {
  title: "Préposée ou préposé aux services de soutien à la personne (PSSP), Ottawa",
  description: "Offrez des soins personnels et de la compagnie à domicile, en français, à des clients d'Orléans et de Vanier.",
  responsibilities: ["Soins d'hygiène et aide au bain", "Préparation des repas"],
  requirements: ["Certificat de PSSP", "Permis de conduire valide"],
};

let form: Page;
let frenchPosting: Page;
let englishPosting: Page;
let careers: Page;
let slug: string;

beforeAll(async () => {
  const visitor = await visitorOfSeededSite();
  const created = await createPosting({
    title: `Personal Support Worker, Ottawa ${Date.now().toString(36)}`,
    employment_types: ["PART_TIME"],
    regions: ["ottawa-region"],
    location_note: "",
    pay_min: 24,
    pay_max: 28,
    pay_unit: "HOUR",
    existing_vacancy: true,
    ai_screening: false,
    description: "Provide personal care and companionship at home, in French, to clients in Orléans and Vanier.",
    responsibilities: "Bathing and hygiene\nMeal preparation",
    requirements: "PSW certificate\nValid driver's licence",
    experience: "One year in home care",
    must_haves: ["psw", "driver"],
    valid_through: null,
    title_fr: FRENCH.title,
    description_fr: FRENCH.description,
    responsibilities_fr: FRENCH.responsibilities.join("\n"),
    requirements_fr: FRENCH.requirements.join("\n"),
  });
  await setPostingOpen(created.id, true);
  slug = created.slug;
  form = await visitor.expectPage(`/fr/postuler?position=${slug}`);
  frenchPosting = await visitor.expectPage(`/fr/carrieres/${slug}`);
  englishPosting = await visitor.expectPage(`/fr/carrieres/${ENGLISH_ONLY}`);
  careers = await visitor.expectPage("/fr/carrieres");
});

const jobPostingOf = (page: Page) => jsonLdOf(page.document).find((block) => block["@type"] === "JobPosting");

describe("/fr/postuler", () => {
  test("the form in French, posting to itself, with the posting of ?position= chosen under its French title", () => {
    expect(form.document.documentElement.lang).toBe("fr-CA");
    expect(form.title).toBe("Postuler | Sinai Home Care");
    form.screen.getByRole("heading", { level: 1, name: "Joignez-vous à notre équipe" });
    const sent = form.formOf(form.screen.getByRole("button", { name: "Envoyer ma candidature" }));
    expect(sent.element.getAttribute("action")).toBe("/fr/postuler");
    expect(sent.value("Poste convoité")).toBe(slug);
    const chosen = sent.element.querySelector<HTMLSelectElement>("select[name=position]")!;
    expect(textOf(chosen.querySelector(`option[value="${slug}"]`))).toBe(FRENCH.title);
    const labels = [...sent.element.querySelectorAll("label, legend")].map((label) => textOf(label));
    expect(labels).toEqual(
      expect.arrayContaining([
        "Nom complet (obligatoire)",
        "Courriel (obligatoire)",
        "Téléphone (facultatif)",
        "CV (facultatif)",
        "Régions où vous pouvez travailler (facultatif)",
        "Région d'Ottawa",
        "Fins de semaine",
        "Langues que vous parlez (facultatif)",
        "Anglais",
        "Je détiens un certificat de préposé(e) aux services de soutien à la personne (PSSP)",
        "Numéro d'inscription à l'Ordre des infirmières et infirmiers de l'Ontario (facultatif)",
      ]),
    );
    sent.queries.getByRole("heading", { name: "Quelques questions rapides" });
    // The posting's must-haves, in French.
    sent.queries.getByText(/Ce poste exige : Certificat de préposé aux services de soutien à la personne \(PSSP\), Permis de conduire et voiture\./);
    // The French edition writes in French: no box asking for it.
    expect(sent.element.querySelector("input[name=prefers_french]")).toBeNull();
    // The browser script's words for the resume and the busy button come from the page.
    const resume = sent.element.querySelector("input[type=file]")!;
    expect(resume.getAttribute("data-file-wrong-type")).toBe("Seuls les fichiers .pdf, .doc et .docx sont acceptés.");
    expect(resume.getAttribute("data-file-too-large")).toBe("Le fichier dépasse 5 Mo.");
    expect(sent.element.querySelector("button[type=submit]")!.getAttribute("data-pending-text")).toBe("Envoi en cours...");
    // Its links stay in the French edition.
    expect(form.screen.getByRole("link", { name: "postes ouverts" }).getAttribute("href")).toBe("/fr/carrieres");
  });
});

describe("a posting HR gave French text", () => {
  test("shows the French title, description and lists, unmarked, and applies through /fr/postuler", () => {
    const heading = frenchPosting.screen.getByRole("heading", { level: 1 });
    expect(textOf(heading)).toBe(FRENCH.title);
    expect(heading.querySelector("[lang]")).toBeNull();
    expect(textOf(frenchPosting.document.body)).not.toContain("(offre en anglais)");
    frenchPosting.screen.getByText(FRENCH.description);
    const main = queriesIn(frenchPosting.screen.getByRole("main"));
    const lists = (name: string) => textOf(queriesIn(main.getByRole("heading", { name }).parentElement!).getByRole("list"));
    expect(lists("Responsabilités")).toBe(FRENCH.responsibilities.join(" "));
    expect(lists("Exigences")).toBe(FRENCH.requirements.join(" "));
    expect(frenchPosting.title).toBe(`${FRENCH.title} : offre d'emploi | Sinai Home Care`);
    expect(main.getByRole("link", { name: `Postuler : ${FRENCH.title}` }).getAttribute("href")).toBe(`/fr/postuler?position=${slug}`);
  });

  test("carries its JobPosting JSON-LD in French, at its French address", () => {
    const job = jobPostingOf(frenchPosting);
    expect(job).toMatchObject({ title: FRENCH.title, url: expect.stringMatching(new RegExp(`/fr/carrieres/${slug}$`)), directApply: true });
    expect(job!.description).toContain(`<p>${FRENCH.description}</p>`);
    expect(job!.description).toContain("<p>Responsabilités :</p><ul><li>Soins d'hygiène et aide au bain</li>");
    expect(job!.description).toContain("Nous n'utilisons pas l'intelligence artificielle");
    expect(job!.description).not.toMatch(/Responsibilities|Requirements|We do not use/);
    expect(job).not.toHaveProperty("experienceRequirements");
    expect(job!.jobLocation).toMatchObject({ address: { addressLocality: "Région d'Ottawa" } });
  });
});

describe("a posting with English text only", () => {
  test("shows HR's English marked lang=en-CA with '(offre en anglais)', and no JobPosting JSON-LD", () => {
    const heading = englishPosting.screen.getByRole("heading", { level: 1 });
    expect(textOf(heading)).toMatch(/\(offre en anglais\)$/);
    expect(heading.querySelector('[lang="en-CA"]')).not.toBeNull();
    expect(englishPosting.document.querySelector('p[lang="en-CA"]')).not.toBeNull();
    expect(jobPostingOf(englishPosting)).toBeUndefined();
    const apply = queriesIn(englishPosting.screen.getByRole("main")).getByRole("link", { name: /^Postuler/ });
    expect(apply.getAttribute("href")).toBe(`/fr/postuler?position=${ENGLISH_ONLY}`);
  });
});

describe("/fr/carrieres", () => {
  test("lists the French posting under its French title and the others as '(offre en anglais)', each applying in French", () => {
    const french = careers.screen.getByTestId(`position-${slug}`);
    expect(textOf(queriesIn(french).getByRole("heading", { level: 3 }))).toBe(FRENCH.title);
    expect(queriesIn(french).getByRole("link", { name: `Postuler : ${FRENCH.title}` }).getAttribute("href")).toBe(`/fr/postuler?position=${slug}`);
    const english = careers.screen.getByTestId(`position-${ENGLISH_ONLY}`);
    expect(textOf(queriesIn(english).getByRole("heading", { level: 3 }))).toMatch(/\(offre en anglais\)$/);
    // JobPosting JSON-LD for the French posting only, in French.
    expect(jsonLdOf(careers.document).filter((block) => block["@type"] === "JobPosting").map((block) => block.title)).toEqual([FRENCH.title]);
  });
});
