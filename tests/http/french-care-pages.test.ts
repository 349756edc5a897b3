/**
 * The care request pages of the French edition, read as markup (each page
 * fetched once): /fr/demande-de-soins (in French, posting to itself, French
 * service suggested, the postal code carried from the address), its
 * confirmation /fr/demande-de-soins/recue, the French pages' links to the
 * French form, and the English form asking the same question in English.
 * (The form's answers: french-care-forms.test.ts.)
 */
import { beforeAll, describe, expect, test } from "vitest";
import { queriesIn, textOf } from "./support/dom";
import { appSite } from "./support/sites";
import { type Page, Visitor } from "./support/visitor";

let form: Page;
let received: Page;
let region: Page;
let home: Page;
let findCare: Page;
let english: Page;
beforeAll(async () => {
  const visitor = new Visitor(await appSite());
  [form, received, region, home, findCare, english] = await Promise.all([
    visitor.expectPage("/fr/demande-de-soins?postalCode=k1c1a1"),
    visitor.expectPage("/fr/demande-de-soins/recue?ref=R-1042&region=ottawa-region"),
    visitor.expectPage("/fr/emplacements/region-d-ottawa"),
    visitor.expectPage("/fr"),
    visitor.expectPage("/fr/trouver-des-soins?postalCode=K1C"),
    visitor.expectPage("/request-care"),
  ]);
});

const group = (page: Page, name: string) => queriesIn(page.screen.getByRole("group", { name }));
const labelTexts = (page: Page) => [...page.document.querySelectorAll("form.care-form label")].map((label) => textOf(label));

describe("/fr/demande-de-soins", () => {
  test("in French: title, heading, every question, choice and hint, the required and optional marks, the button", () => {
    expect(form.document.documentElement.lang).toBe("fr-CA");
    expect(form.title).toBe("Demande de soins | Sinai Home Care");
    form.screen.getByRole("heading", { level: 1, name: "Demande de soins" });
    const element = form.document.querySelector("form.care-form")!;
    expect(element.getAttribute("action")).toBe("/fr/demande-de-soins");
    for (const legend of [
      "Qui a besoin de soins?",
      "Quels services vous intéressent?",
      "Quand faut-il commencer les soins?",
      "Combien de soins faut-il?",
      "Comment les soins seront-ils payés?",
      "Comment pouvons-nous vous joindre?",
    ]) {
      form.screen.getByRole("group", { name: new RegExp(`^${legend.replace("?", "\\?")}`) });
    }
    group(form, "Qui a besoin de soins?").getByRole("radio", { name: "Je suis une ou un professionnel qui oriente une personne" });
    group(form, "Quels services vous intéressent?").getByRole("checkbox", { name: "Soins spécialisés (démence, maladie de Parkinson, AVC, soins palliatifs)" });
    group(form, "Comment les soins seront-ils payés?").getByRole("radio", { name: "Santé à domicile Ontario ou financement autogéré" });
    expect(labelTexts(form)).toEqual(
      expect.arrayContaining(["Votre organisme (facultatif)", "Code postal du lieu des soins *", "Votre nom *", "Numéro de téléphone (facultatif)", "Adresse courriel (facultatif)"]),
    );
    form.screen.getByText(/Les trois premiers caractères suffisent/);
    form.screen.getByText(/N'indiquez ni diagnostic, ni médicament, ni numéro de carte Santé/, { selector: ".care-no-medical" });
    const button = form.screen.getByRole("button", { name: "Envoyer ma demande" });
    expect(button.getAttribute("data-pending-text")).toBe("Envoi de votre demande...");
  });

  test("asks the preferred language of service with French suggested, and keeps the postal code from the address", () => {
    const language = group(form, "Langue de service souhaitée");
    expect((language.getByRole("radio", { name: "Français" }) as HTMLInputElement).checked).toBe(true);
    expect((language.getByRole("radio", { name: "Anglais" }) as HTMLInputElement).checked).toBe(false);
    language.getByRole("radio", { name: "Autre" });
    language.getByText("Le français est coché d'office sur cette page : changez-le au besoin.");
    expect((form.screen.getByRole("textbox", { name: /Code postal du lieu des soins/ }) as HTMLInputElement).value).toBe("K1C 1A1");
  });

  test("links stay in the French edition: paying for care, privacy, the phone written the French way", () => {
    const hrefs = [...form.document.querySelectorAll("main a[href^='/']")].map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(expect.arrayContaining(["/fr/payer-les-soins", "/fr/confidentialite"]));
    expect(hrefs.filter((href) => !href!.startsWith("/fr"))).toEqual([]);
    const aside = form.screen.getByRole("complementary", { name: "Autres façons de nous joindre" });
    expect(textOf(aside)).toMatch(/Composez le \d{3} \d{3}-\d{4} ou réservez une consultation avec le bouton PARLONS-EN en haut de la page\./);
  });
});

test("/fr/demande-de-soins/recue: the reference, the next steps and the Ottawa office in French", () => {
  expect(received.document.documentElement.lang).toBe("fr-CA");
  expect(received.title).toBe("Demande reçue | Sinai Home Care");
  expect(received.meta("robots")).toContain("noindex");
  received.screen.getByRole("heading", { level: 1, name: "Merci : nous avons bien reçu votre demande" });
  expect(textOf(received.screen.getByTestId("care-reference"))).toBe("Votre numéro de référence est R-1042. Conservez-le et donnez-le quand vous nous appelez.");
  const steps = queriesIn(received.screen.getByRole("region", { name: "Prochaines étapes" })).getAllByRole("listitem").map(textOf);
  expect(steps[0]).toBe(
    "Une coordonnatrice ou un coordonnateur de soins de notre équipe (Région d'Ottawa) vous appelle, habituellement d'ici un jour ouvrable (le jour ouvrable même pour une demande urgente).",
  );
  expect(textOf(received.screen.getByTestId("care-office-phone"))).toMatch(/^Notre bureau \(Région d'Ottawa\) : \d{3} \d{3}-\d{4}$/);
  expect(received.screen.getByRole("link", { name: "comment les soins à domicile sont payés" }).getAttribute("href")).toBe("/fr/payer-les-soins");
});

test("French pages lead to the French form: the Ottawa region page's button, the home page, the region finder", () => {
  expect(region.screen.getByTestId("region-request-care").getAttribute("href")).toBe("/fr/demande-de-soins");
  for (const page of [home, findCare]) {
    const links = [...page.document.querySelectorAll("a[href]")].map((link) => link.getAttribute("href"));
    expect(links, page.url.pathname).toContain("/fr/demande-de-soins");
    expect(links, page.url.pathname).not.toContain("/request-care");
  }
});

test("the English form asks 'Preferred language of service' in English, nothing chosen for the family", () => {
  const language = group(english, "Preferred language of service");
  for (const name of ["English", "French", "Other"]) expect((language.getByRole("radio", { name }) as HTMLInputElement).checked).toBe(false);
  expect(english.document.querySelector("form.care-form")!.getAttribute("action")).toBe("/request-care");
});
