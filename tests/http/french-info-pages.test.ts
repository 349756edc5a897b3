/**
 * The French careers, posting, testimonials, resources, privacy and
 * paying-for-care pages beyond tests/http/french-edition-pages.test.ts's checks:
 * job postings (no row in app/public-pages.ts: they come from the database)
 * twinned by their slug, HR's English text marked as English, the French
 * JSON-LD, the downloads that exist in English only, "Load more" in French,
 * and the same facts and numbers as the English pages.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { resourceDownloads } from "~/content/resources";
import { CATALOGS } from "~/lib/i18n";
import { openPostings, setPostingOpen } from "~/server/domain/job-postings.server";
import { inEdition } from "~/public-pages";
import { storeReview } from "~/server/domain/testimonials.server";
import { jsonLdOf, queriesIn, textOf } from "./support/dom";
import { visitorOfSeededSite } from "./support/sites";
import type { Page, Visitor } from "./support/visitor";

let visitor: Visitor;
beforeAll(async () => {
  visitor = await visitorOfSeededSite();
  // More than a page of testimonials (6 a page), so "Load more" shows.
  for (let index = 0; index < 7; index++) await storeReview({ name: `Reviewer ${index}`, role: undefined, rating: 5, content: `Review ${index}.` });
});
const open = (path: string, status?: number) => visitor.expectPage(path, status);

const alternates = (page: Page) =>
  Object.fromEntries(
    [...page.document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname]),
  );
const canonicalOf = (page: Page) => new URL(page.canonical!).pathname;

/** Names are the same in both editions: the agency's and its programs'. */
const NAMES = ["Sinai Home Care", "Care@Home", "SinaiCare", "CareBridge", "IntegratedCare Solutions"];
/** The page's text without names and what is marked English on purpose (the shell's greeting and active offer, HR's posting text). */
function frenchTextOf(page: Page): string {
  const body = page.document.body.cloneNode(true) as HTMLElement;
  for (const english of body.querySelectorAll('[lang="en-CA"]')) english.remove();
  return NAMES.reduce((rest, name) => rest.replaceAll(name, ""), textOf(body));
}
/** The English interface's strings (the catalog's, where French differs) found in `text`. */
const englishStringsIn = (text: string) =>
  Object.entries(CATALOGS.en)
    .filter(([key, english]) => english !== CATALOGS.fr[key as keyof typeof CATALOGS.fr] && !english.includes("{"))
    .map(([, english]) => english)
    .filter((english) => new RegExp(`(^|[^\\p{L}])${english.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(text));

describe("a job posting in French (/fr/carrieres/<slug>)", () => {
  const french = "/fr/carrieres/personal-support-worker";
  const english = "/careers/personal-support-worker";

  test("is the English posting's twin: fr-CA, its own canonical, reciprocal hreflang, the switcher both ways", async () => {
    const page = await open(french);
    const englishPage = await open(english);
    expect(page.document.documentElement.lang).toBe("fr-CA");
    expect(canonicalOf(page)).toBe(french);
    const expected = { "en-CA": english, "fr-CA": french, "x-default": english };
    expect(alternates(page)).toEqual(expected);
    expect(alternates(englishPage)).toEqual(expected);
    expect(page.screen.getByRole("link", { name: "This site in English" }).getAttribute("href")).toBe(english);
    expect(englishPage.screen.getByRole("link", { name: "Ce site en français" }).getAttribute("href")).toBe(french);
  });

  test("frames HR's English text in French: the title marked English and followed by '(offre en anglais)', French labels, pay and dates", async () => {
    const page = await open(french);
    const h1 = page.screen.getByRole("heading", { level: 1 });
    expect(textOf(h1)).toBe("Personal Support Worker (offre en anglais)");
    expect(textOf(h1.querySelector('[lang="en-CA"]'))).toBe("Personal Support Worker");
    for (const label of ["Échelle salariale", "Type", "Lieu", "Expérience", "Publiée le", "Poste vacant et présélection"]) page.screen.getByText(label);
    page.screen.getByRole("heading", { level: 2, name: "Responsabilités" });
    page.screen.getByRole("heading", { level: 2, name: "Exigences" });
    expect(textOf(page.screen.getByTestId("pay-range")).replace(/\s/g, " ")).toMatch(/^\d+(,\d\d)? \$ à \d+(,\d\d)? \$ l'heure \(CAD\)$/);
    expect(textOf(page.screen.getByText("Publiée le").nextElementSibling)).toMatch(/^\d{1,2}(er)? [a-zéû]+ \d{4}$/);
    page.screen.getByText(/^Exigé pour postuler : Certificat de préposé aux services de soutien à la personne \(PSSP\)/);
    page.screen.getByText("Cette offre vise un poste vacant existant.");
    page.screen.getByText(/^Des mesures d'adaptation sont offertes sur demande/);
    // HR's words (description, lists, experience) are marked English; the rest of the page shows no English interface string.
    expect(page.document.querySelectorAll('ul[lang="en-CA"]')).toHaveLength(2);
    expect(englishStringsIn(frenchTextOf(page))).toEqual([]);
    expect(frenchTextOf(page)).not.toMatch(/Apply|Pay range|Responsibilities|Job posting|an hour/);
    // The apply link goes to the French job form, with the posting chosen.
    expect(page.screen.getByRole("link", { name: "Postuler : Personal Support Worker" }).getAttribute("href")).toBe("/fr/postuler?position=personal-support-worker");
  });

  test("its JSON-LD is a French breadcrumb; the JobPosting stays on the English page while the text is English", async () => {
    const entries = jsonLdOf((await open(french)).document);
    expect(entries.map((entry) => entry["@type"])).toEqual(["BreadcrumbList"]);
    const crumbs = (entries[0]!.itemListElement as { name: string; item: string }[]).map(({ name, item }) => [name, new URL(item).pathname]);
    expect(crumbs).toEqual([
      ["Accueil", "/fr"],
      ["Carrières", "/fr/carrieres"],
      ["Personal Support Worker", french],
    ]);
    expect(jsonLdOf((await open(english)).document).map((entry) => entry["@type"])).toEqual(["BreadcrumbList", "JobPosting"]);
  });

  test("an unknown slug is the French 404 page; a closed posting answers 410 in French", async () => {
    const missing = await open("/fr/carrieres/no-such-posting", 404);
    expect(missing.document.documentElement.lang).toBe("fr-CA");
    missing.screen.getByRole("heading", { level: 1, name: "Oups! Page introuvable" });

    const homemaker = (await openPostings()).find((posting) => posting.slug === "homemaker")!;
    await setPostingOpen(homemaker.id, false);
    const closed = await open("/fr/carrieres/homemaker", 410);
    closed.screen.getByText("Cette offre d'emploi est fermée.");
    expect(closed.screen.getByRole("link", { name: "Voir les postes ouverts" }).getAttribute("href")).toBe("/fr/carrieres");
    expect(closed.meta("robots")).toBe("noindex");
    expect(closed.screen.queryByRole("link", { name: /^Postuler/ })).toBeNull();
    await setPostingOpen(homemaker.id, true);
  });

  test("the sitemap lists each open posting in both editions, each naming the other", async () => {
    const xml = await (await visitor.fetch("/sitemap.xml")).text();
    for (const listed of [english, french]) {
      const entry = new RegExp(`<url><loc>[^<]*${listed.replace(/[/.]/g, "\\$&")}</loc>.*?</url>`).exec(xml)?.[0];
      expect(entry, listed).toBeDefined();
      expect(entry).toMatch(new RegExp(`hreflang="fr-CA" href="[^"]*${french.replace(/[/.]/g, "\\$&")}"`));
      expect(entry).toMatch(new RegExp(`hreflang="en-CA" href="[^"]*${english.replace(/[/.]/g, "\\$&")}"`));
    }
  });
});

describe("/fr/carrieres", () => {
  test("lists every open posting by its English title, marked English and followed by '(offre en anglais)', linking to its French page", async () => {
    const page = await open("/fr/carrieres");
    const postings = await openPostings();
    const cards = [...page.document.querySelectorAll('article[data-testid^="position-"]')];
    expect(cards).toHaveLength(postings.length);
    for (const [index, posting] of postings.entries()) {
      const inCard = queriesIn(cards[index]!);
      const heading = inCard.getByRole("heading", { level: 3 });
      expect(textOf(heading)).toBe(`${posting.title} (offre en anglais)`);
      expect(textOf(heading.querySelector('[lang="en-CA"]'))).toBe(posting.title);
      expect(heading.querySelector("a")!.getAttribute("href")).toBe(`/fr/carrieres/${posting.slug}`);
      for (const label of ["Type", "Lieu", "Expérience", "Échelle salariale"]) inCard.getByText(label);
    }
    page.screen.getByRole("heading", { level: 2, name: `${postings.length} postes à pourvoir` });
    expect(englishStringsIn(frenchTextOf(page))).toEqual([]);
  });

  test("its JSON-LD names the page in French and carries no English JobPosting", async () => {
    const entries = jsonLdOf((await open("/fr/carrieres")).document);
    expect(entries.map((entry) => entry["@type"])).toEqual(["BreadcrumbList"]);
    expect((entries[0]!.itemListElement as { name: string }[]).map(({ name }) => name)).toEqual(["Accueil", "Carrières"]);
  });
});

describe("/fr/ressources", () => {
  test("each download is described in French and says '(en anglais)' beside its link, which names the PDF's language", async () => {
    const page = await open("/fr/ressources");
    const cards = [...page.document.querySelectorAll("#downloads ~ ul > li")];
    expect(cards).toHaveLength(resourceDownloads.length);
    for (const [index, download] of resourceDownloads.entries()) {
      const inCard = queriesIn(cards[index]!);
      const title = textOf(inCard.getByRole("heading", { level: 3 }));
      expect(title).not.toBe(download.title);
      const link = inCard.getByRole("link", { name: `Télécharger ${title} (PDF, en anglais)` });
      expect(link.getAttribute("href")).toBe(`/resources/download/${download.file}`);
      expect(link.getAttribute("hreflang")).toBe("en-CA");
      expect(textOf(link.parentElement)).toContain("(en anglais)");
    }
  });
});

describe("/fr/temoignages", () => {
  test("'Load more' leads to the next French page and says in French what it does; page 2 names itself and leads back", async () => {
    const page = await open("/fr/temoignages");
    page.screen.getByRole("heading", { level: 1, name: "Tous les témoignages" });
    const more = page.screen.getByRole("link", { name: "Afficher plus" });
    expect(more.getAttribute("href")).toBe("/fr/temoignages?page=2");
    const data = Object.fromEntries([...more.attributes].filter(({ name }) => name.startsWith("data-")).map(({ name, value }) => [name, value]));
    expect(Object.values(data)).toEqual(
      expect.arrayContaining(["Chargement...", "1 autre témoignage chargé.", "{count} autres témoignages chargés.", "Impossible de charger d'autres témoignages"]),
    );
    // The stars read out in French.
    expect(page.document.querySelector(".testimonial svg[role='img']")!.getAttribute("aria-label")).toMatch(/^Note : \d sur 5$/);

    const second = await page.follow(more);
    expect(canonicalOf(second) + new URL(second.canonical!).search).toBe("/fr/temoignages?page=2");
    expect(second.title).toBe("Tous les témoignages (page 2) | Sinai Home Care");
    second.screen.getByText(/Les plus récents d'abord\. Page 2\./);
    expect(second.screen.getByRole("link", { name: "Page précédente" }).getAttribute("href")).toBe("/fr/temoignages");
  });
});

describe("/fr/payer-les-soins and /fr/confidentialite", () => {
  test("paying for care states the same facts as the English page, each with its source, and leads to the care request in its edition", async () => {
    const [french, english] = [await open("/fr/payer-les-soins"), await open("/paying-for-care")];
    const sections = (page: Page) => [...page.document.querySelectorAll("section[id]")].map((section) => section.querySelectorAll("li").length);
    expect(sections(french)).toEqual(sections(english));
    expect(french.screen.getAllByText(/^Source : /)).toHaveLength(english.screen.getAllByText(/^Source: /).length);
    const onThisPage = french.screen.getByRole("navigation", { name: "Sur cette page" });
    for (const link of queriesIn(onThisPage).getAllByRole("link")) expect(french.document.querySelector(link.getAttribute("href")!)).not.toBeNull();
    expect(queriesIn(french.document.querySelector("main .card")!).getByRole("link", { name: "Demander des soins" }).getAttribute("href")).toBe(inEdition("fr", "/request-care"));
    french.screen.getByText("Dernière vérification : novembre 2026.");
  });

  test("the privacy statement gives the same retention periods as the English one, from the configuration", async () => {
    const [french, english] = [await open("/fr/confidentialite"), await open("/privacy")];
    const numbers = (page: Page) => [...textOf(page.document.querySelector("article")).matchAll(/(\d+) (days|months|years|jours|mois|ans)/g)].map(([, count]) => Number(count));
    expect(numbers(french)).toEqual(numbers(english));
    expect(numbers(french).length).toBeGreaterThan(5);
    french.screen.getByRole("heading", { level: 1, name: "Énoncé de confidentialité" });
    expect(englishStringsIn(frenchTextOf(french))).toEqual([]);
  });
});
