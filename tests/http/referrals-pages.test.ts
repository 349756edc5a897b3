/**
 * The referral pages read as markup (each page fetched once, decision
 * 0900): /fr/aiguillage in Ontario French (its questions, the substitute
 * decision-maker, French service suggested, posting to itself), its
 * confirmation, an unknown partner code (404), and the links to the form
 * from the home page's care partners, the footer and every service page, in
 * both editions. (The form's answers and emails: referrals-forms.test.ts.)
 */
import { beforeAll, describe, expect, test } from "vitest";
import { frenchServiceSlugs } from "~/content/fr/service-slugs";
import { serviceSlugs } from "~/content/services";
import { textOf } from "./support/dom";
import { appSite } from "./support/sites";
import { type Page, Visitor } from "./support/visitor";

let form: Page;
let received: Page;
let home: Page;
let frenchHome: Page;
let services: Page[];
let unknownCode: Response;
beforeAll(async () => {
  const visitor = new Visitor(await appSite());
  const servicePaths = [...serviceSlugs.map((slug) => `/services/${slug}`), ...serviceSlugs.map((slug) => `/fr/services/${frenchServiceSlugs[slug]}`)];
  [form, received, home, frenchHome, ...services] = await Promise.all([
    visitor.expectPage("/fr/aiguillage"),
    visitor.expectPage("/fr/aiguillage/recu?ref=R-1042"),
    visitor.expectPage("/"),
    visitor.expectPage("/fr"),
    ...servicePaths.map((path) => visitor.expectPage(path)),
  ]);
  unknownCode = await visitor.fetch("/refer/nosuchcode1");
});

describe("/fr/aiguillage", () => {
  test("in French: title, heading, both parts, the client's questions, the attestation and the opt-out, posting to itself", () => {
    expect(form.document.documentElement.lang).toBe("fr-CA");
    expect(form.title).toBe("Aiguiller un client | Sinai Home Care");
    form.screen.getByRole("heading", { level: 1, name: "Aiguiller un client" });
    expect(textOf(form.screen.getByRole("main"))).toContain("Santé à domicile Ontario");
    const element = form.document.querySelector("form.referral-form")!;
    expect(element.getAttribute("action")).toBe("/fr/aiguillage");
    for (const legend of ["À propos de vous", "La personne aiguillée"]) form.screen.getByRole("group", { name: legend });
    form.screen.getByRole("group", { name: /^Services nécessaires/ });
    form.screen.getByRole("textbox", { name: /^Votre rôle/ });
    expect(textOf(form.document.getElementById("care-referrerRole-hint"))).toContain("planificatrice ou planificateur des congés");
    expect(textOf(form.document.getElementById("care-phone-hint"))).toContain("mandataire spécial");
    form.screen.getByRole("combobox", { name: /^Région où les soins sont nécessaires/ });
    const attestation = form.screen.getByRole("checkbox", { name: /mandataire spécial, a accepté d'être aiguillée/ }) as HTMLInputElement;
    expect(attestation.required).toBe(true);
    form.screen.getByRole("checkbox", { name: "Ne m'envoyez aucune nouvelle de cet aiguillage" });
    expect((form.screen.getByRole("radio", { name: "Français" }) as HTMLInputElement).checked).toBe(true);
    form.screen.getByRole("button", { name: "Envoyer l'aiguillage" });
  });

  test("the confirmation gives the reference and what happens next, in French", () => {
    expect(textOf(received.screen.getByTestId("referral-reference"))).toBe("Son numéro de référence est R-1042. Donnez-le quand vous nous appelez au sujet de cette personne.");
    received.screen.getByRole("heading", { level: 1, name: "Merci : nous avons bien reçu votre aiguillage" });
  });
});

test("an unknown partner code is not a page", () => {
  expect(unknownCode.status).toBe(404);
});

test("the home page's care partners and the footer lead to the form, in each edition", () => {
  for (const [page, path, label] of [
    [home, "/refer", "Refer a client"],
    [frenchHome, "/fr/aiguillage", "Aiguiller un client"],
  ] as const) {
    expect(page.screen.getByTestId("home-refer").getAttribute("href")).toBe(path);
    const footer = page.screen.getByRole("contentinfo");
    expect(footer.querySelector(`a[href="${path}"]`)?.textContent).toBe(label);
  }
});

test("every service page leads to the form, in each edition", () => {
  for (const page of services) {
    const path = page.url.pathname.startsWith("/fr/") ? "/fr/aiguillage" : "/refer";
    expect(page.screen.getByTestId("service-refer").querySelector("a")?.getAttribute("href"), page.url.pathname).toBe(path);
  }
});
