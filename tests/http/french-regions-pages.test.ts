/**
 * The French region pages, /fr/emplacements and /fr/trouver-des-soins, read as
 * a francophone visitor without JavaScript and a crawler read them: French
 * addresses only (an English slug or the `ottawa` alias under /fr answers 404),
 * the region's words in French, its JSON-LD in French, and a postal-code search
 * that stays in the French edition. (tests/http/french-edition-pages.test.ts checks
 * lang, hreflang and the switcher of every French page.)
 */
import { beforeAll, describe, expect, test } from "vitest";
import { regionWords } from "~/content/fr/region-details";
import { regionDetails } from "~/content/region-details";
import { provincesServedInFrench, regionSummaries } from "~/content/regions";
import { inEdition } from "~/public-pages";
import { ORIGIN } from "../integration/helpers";
import { descriptionOf, jsonLdOf, queriesIn, textOf } from "./support/dom";
import { visitorOfSeededSite } from "./support/sites";
import type { Page, Visitor } from "./support/visitor";

let visitor: Visitor;
beforeAll(async () => {
  visitor = await visitorOfSeededSite();
});
const open = (path: string, status?: number) => visitor.expectPage(path, status);

const h1Text = (page: Page) => textOf(page.screen.getByRole("heading", { level: 1 }));
const region = (page: Page, name: string | RegExp) => queriesIn(page.screen.getByRole("region", { name }));
const frenchPathOf = (slug: string) => `/fr/emplacements/${regionSummaries.find((summary) => summary.slug === slug)!.fr.slug}`;

/** The 'Trouver des soins' box of the page, filled and sent. */
function findCare(page: Page, postalCode: string): Promise<Page> {
  const box = region(page, "Trouver des soins près de chez vous");
  return page.formOf(box.getByRole("button", { name: "Trouver des soins" })).fill("Code postal", postalCode).submit("Trouver des soins");
}

describe("French region pages", () => {
  test.each(regionDetails.map((detail) => [frenchPathOf(detail.slug), detail] as const))("%s shows its region in French", async (path, detail) => {
    const page = await open(path);
    const summary = regionSummaries.find((candidate) => candidate.slug === detail.slug)!;
    const words = regionWords[detail.slug]!;
    expect(page.document.documentElement.lang).toBe("fr-CA");
    expect(page.screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(h1Text(page)).toBe(summary.fr.name);
    // (Testing Library reads a no-break space as a space.)
    page.screen.getByText(words.description.replace(/\s+/g, " "));
    const cities = queriesIn(page.screen.getByRole("list", { name: `Municipalités desservies ${words.inRegion}` })).getAllByRole("listitem");
    expect(cities).toHaveLength(detail.cities.length);
    expect(region(page, `Nos services ${words.inRegion}`).getAllByRole("heading", { level: 3 })).toHaveLength(12);
    const focus = page.screen.getByRole("heading", { level: 2, name: "Champs d'expertise" }).nextElementSibling!;
    expect(queriesIn(focus).getAllByRole("listitem").map((item) => textOf(item))).toEqual(words.specialties);
    page.screen.getByText("Années d'expérience");
    page.screen.getByText(detail.stats.caregivers);
    expect(page.html).not.toContain("clientsServed");

    const contact = region(page, `Joindre notre équipe ${words.ofRegion}`);
    const phone = detail.phone ?? "(905) 555-0142";
    const frenchPhone = phone.replace(/^\((\d{3})\) /, "$1 ");
    expect(contact.getByRole("link", { name: frenchPhone }).getAttribute("href")).toBe(`tel:+1${phone.replace(/\D/g, "")}`);
    expect(page.title).toBe(`Soins à domicile ${words.inRegion} | Sinai Home Care`);
    expect(page.meta("description")).toMatch(new RegExp(`^Soins de santé à domicile professionnels ${words.inRegion}`));
  });

  test("Ottawa reads well for a francophone family: bilingual caregivers on request, its team and its communities", async () => {
    const page = await open("/fr/emplacements/region-d-ottawa");
    page.screen.getByText("Services professionnels de soins à domicile en Ontario");
    page.screen.getByText(/Des personnes soignantes bilingues sont offertes sur demande/);
    page.screen.getByText("Personnes soignantes bilingues (français et anglais)", { selector: "main span" });
    const cities = queriesIn(page.screen.getByRole("list", { name: "Municipalités desservies dans la région d'Ottawa" })).getAllByRole("listitem");
    expect(cities.map((city) => textOf(city))).toContain("Orléans");
    const contact = region(page, "Joindre notre équipe de la région d'Ottawa");
    contact.getByText("Équipe établie à Ottawa (ON)");
    expect(textOf(contact.getByText(/^Bureau/))).toBe("Bureau : du lundi au vendredi, de 7 h à 22 h. Soins offerts 24 heures sur 24, 7 jours sur 7.");
    expect(page.title).toBe("Soins à domicile dans la région d'Ottawa | Sinai Home Care");
    // French typography: a no-break space before a colon.
    expect(page.meta("description")).toBe(
      "Soins de santé à domicile professionnels dans la région d'Ottawa (Ontario)\u00a0: soutien à la personne, soins infirmiers, soins avec hébergement et soins 24 heures sur 24, 7 jours sur 7. Nous desservons Ottawa, Kanata, Nepean, Orléans et les collectivités voisines.",
    );
    // Enquire opens Ottawa's intake form, named in French; the other actions stay in the French edition where it has the page.
    const enquire = page.screen.getByRole("link", { name: /^Renseignez-vous/ });
    expect(enquire.getAttribute("href")).toBe("https://intake.example.com/forms/ottawa");
    expect(textOf(enquire)).toBe("Renseignez-vous (ouvre le formulaire de demande)");
    // The title the page's script gives the intake dialog (the dialog itself: e2e/regions-and-resources.spec.ts).
    expect(enquire.getAttribute("data-external-form")).toBe("Demande de renseignements\u00a0: Région d'Ottawa");
    expect(page.screen.getByTestId("region-request-care").getAttribute("href")).toBe(inEdition("fr", "/request-care"));
    expect(textOf(page.screen.getByTestId("region-request-care"))).toBe("Demander des soins");
    const hero = queriesIn(page.screen.getByRole("heading", { level: 1 }).closest("section")!);
    expect(hero.getByRole("link", { name: "Appelez le 905 555-0142" }).getAttribute("href")).toBe("tel:+19055550142");
  });

  test("New Brunswick says care is in English and, on request, in French, with its own line", async () => {
    const page = await open("/fr/emplacements/nouveau-brunswick");
    expect(h1Text(page)).toBe("Nouveau-Brunswick");
    page.screen.getByText("Services professionnels de soins à domicile au Nouveau-Brunswick");
    page.screen.getByText(/fiables en anglais et, sur demande, en français/);
    const contact = region(page, "Joindre notre équipe du Nouveau-Brunswick");
    expect(contact.getByRole("link", { name: "506 555-0135" }).getAttribute("href")).toBe("tel:+15065550135");
    contact.getByRole("link", { name: "newbrunswick@example.com" });
    // No intake form there: enquiries go to the contact page of the French edition (the English one while it has no twin).
    expect(page.screen.getByRole("link", { name: "Renseignez-vous" }).getAttribute("href")).toBe(inEdition("fr", "/contact"));
    expect(page.meta("description")).toMatch(/^Soins de santé à domicile professionnels au Nouveau-Brunswick\u00a0: /);
  });

  test("its JSON-LD describes the regional team and the breadcrumb in French, at the French address", async () => {
    const items = jsonLdOf((await open("/fr/emplacements/region-d-ottawa")).document);
    const business = items.find((item) => item["@type"] === "MedicalBusiness") as
      | { name: string; description: string; url: string; knowsAbout: string[]; areaServed: { name: string }[] }
      | undefined;
    expect(business).toMatchObject({
      name: "Sinai Home Care – Région d'Ottawa",
      description: regionWords["ottawa-region"]!.description,
      url: `${ORIGIN}/fr/emplacements/region-d-ottawa`,
      knowsAbout: regionWords["ottawa-region"]!.specialties,
    });
    expect(business!.areaServed.map((city) => city.name)).toContain("Orléans");
    const breadcrumb = items.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] } | undefined;
    expect(breadcrumb?.itemListElement.map((entry) => [entry.name, entry.item])).toEqual([
      ["Accueil", `${ORIGIN}${inEdition("fr", "/")}`],
      ["Région d'Ottawa", `${ORIGIN}/fr/emplacements/region-d-ottawa`],
    ]);
    const toronto = jsonLdOf((await open("/fr/emplacements/region-de-toronto")).document).find((item) => item["@type"] === "MedicalBusiness") as { areaServed: { name: string }[] };
    expect(toronto.areaServed.map((city) => city.name)).toContain("Centre-ville de Toronto");
  });

  test("an English slug, and the ottawa alias, are no French address: 404, in French", async () => {
    for (const slug of ["ottawa", "ottawa-region", "peel-region", "new-brunswick", "prince-edward-island"]) {
      const page = await open(`/fr/emplacements/${slug}`, 404);
      expect(page.document.documentElement.lang, slug).toBe("fr-CA");
      expect(h1Text(page), slug).toBe("Oups! Page introuvable");
    }
    // The English alias still shows the English page, whose canonical is the English one; its switcher leads to the one French page.
    const alias = await open("/location/ottawa");
    expect(alias.canonical).toBe(`${ORIGIN}/location/ottawa-region`);
    expect(alias.screen.getByRole("link", { name: "Ce site en français" }).getAttribute("href")).toBe("/fr/emplacements/region-d-ottawa");
  });
});

describe("/fr/emplacements", () => {
  test("lists every region once under its province, in French, each linking to its French page", async () => {
    const page = await open("/fr/emplacements");
    expect(h1Text(page)).toBe("Nos emplacements");
    expect(page.title).toBe("Nos emplacements | Sinai Home Care");
    expect(page.meta("description")).toMatch(/^Des soins à domicile dans 7 provinces\u00a0: /);
    const main = queriesIn(page.screen.getByRole("main"));
    expect(main.getAllByRole("heading", { level: 2 }).map((heading) => textOf(heading))).toEqual(provincesServedInFrench);
    const hrefs = [...page.screen.getByRole("main").querySelectorAll("a[href^='/fr/emplacements/']")].map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(regionDetails.map((detail) => frenchPathOf(detail.slug)));
    expect(page.screen.getByRole("main").querySelectorAll("a[href^='/location/']")).toHaveLength(0);
    const nb = queriesIn(main.getByRole("region", { name: "Nouveau-Brunswick" }));
    expect(nb.getByRole("link", { name: "Nouveau-Brunswick" }).getAttribute("href")).toBe("/fr/emplacements/nouveau-brunswick");
    const ontario = queriesIn(main.getByRole("region", { name: "Ontario" }));
    ontario.getByText("Mississauga, Brampton, Caledon, Bolton et d'autres");
    const ottawa = await page.follow(ontario.getByRole("link", { name: "Région d'Ottawa" }));
    expect(ottawa.url.pathname).toBe("/fr/emplacements/region-d-ottawa");
    const breadcrumb = queriesIn(page.screen.getByRole("navigation", { name: "Fil d'Ariane" }));
    expect(breadcrumb.getByText("Emplacements").getAttribute("aria-current")).toBe("page");
  });
});

describe("/fr/trouver-des-soins", () => {
  test("a served code leads to its French region page, from the search page and from a region page's box", async () => {
    let page = await open("/fr/trouver-des-soins");
    expect(h1Text(page)).toBe("Trouver des soins près de chez vous");
    expect(page.document.querySelector("form[method='get']")?.getAttribute("action")).toBe("/fr/trouver-des-soins");
    for (const [code, path] of [
      ["k2p1l4", "/fr/emplacements/region-d-ottawa"],
      ["E1C 4M3", "/fr/emplacements/nouveau-brunswick"],
      ["L5B 4M5", "/fr/emplacements/region-de-peel"],
    ] as const) {
      page = await findCare(page, code);
      expect(page.url.pathname, code).toBe(path);
      expect(page.document.documentElement.lang).toBe("fr-CA");
    }
  });

  test("the messages are French, next to the field, keeping what was typed; help stays in the French edition", async () => {
    let page = await findCare(await open("/fr/emplacements/region-de-york"), "L4L-0A1x");
    expect(`${page.url.pathname}${page.url.search}`).toBe("/fr/trouver-des-soins?postal=L4L-0A1x");
    expect(page.meta("robots")).toBe("noindex");
    const field = (current: Page) => region(current, "Trouver des soins près de chez vous").getByLabelText("Code postal") as HTMLInputElement;
    expect(field(page).value).toBe("L4L-0A1x");
    expect(field(page).getAttribute("aria-invalid")).toBe("true");
    // A browser focuses the first element marked autofocus: the field to fix.
    expect(page.document.querySelector("[autofocus]")).toBe(field(page));
    expect(descriptionOf(field(page))).toMatch(/^« L4L-0A1x » n'est pas un code postal canadien\. Veuillez le vérifier, par exemple L4L 0A1\./);
    const box = region(page, "Trouver des soins près de chez vous");
    // On one line: a no-break space inside the number.
    expect(box.getByRole("link", { name: "905\u00a0555-0142" }).getAttribute("href")).toBe("tel:+19055550142");
    expect(box.getByRole("link", { name: "écrivez-nous" }).getAttribute("href")).toBe(inEdition("fr", "/contact"));

    page = await findCare(page, "");
    expect(descriptionOf(field(page))).toMatch(/^Veuillez entrer votre code postal, par exemple L4L 0A1\./);
    page = await findCare(page, "H2X 1Y4");
    expect(descriptionOf(field(page))).toMatch(/^Nous n'avons pas encore d'équipe de soins dans le secteur H2X\./);
    // Every region, in French, to choose from.
    const regions = queriesIn(page.screen.getByRole("region", { name: "Ou choisissez votre région" }));
    expect(regions.getByRole("link", { name: "Île-du-Prince-Édouard" }).getAttribute("href")).toBe("/fr/emplacements/ile-du-prince-edouard");
    expect(regions.getByRole("link", { name: "Région d'Ottawa Ontario" }).getAttribute("href")).toBe("/fr/emplacements/region-d-ottawa");
  });
});
