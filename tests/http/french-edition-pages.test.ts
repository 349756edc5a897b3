/**
 * The French edition as a visitor and a crawler read it (decision 0801): each
 * French page of app/public-pages.ts in French, with its English twin named
 * both ways, the switcher between them, and nothing of the English interface.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { CATALOGS } from "~/lib/i18n";
import { PUBLIC_ADDRESSES, twinOf } from "~/public-pages";
import { queriesIn, textOf } from "./support/dom";
import { visitorOfSeededSite } from "./support/sites";
import type { Page, Visitor } from "./support/visitor";

let visitor: Visitor;
/** Each page of both editions, fetched once: every check below reads these answers. */
const pages = new Map<string, Page>();
const pageAt = (path: string) => pages.get(path)!;
beforeAll(async () => {
  visitor = await visitorOfSeededSite();
});

/** The French pages a visitor opens without an emailed link's token (those are tests/http/french-forms.test.ts's). */
const FRENCH_ADDRESSES = PUBLIC_ADDRESSES.filter(({ locale, kind, needsToken }) => locale === "fr" && kind === "page" && !needsToken);
const FRENCH_PAGES = FRENCH_ADDRESSES.flatMap(({ paths }) => paths);
/** A page visit each, both editions: up to a minute for a hundred pages on a busy machine. */
const EVERY_PAGE = { timeout: 120_000 };

const alternates = (page: Page) =>
  Object.fromEntries(
    [...page.document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname]),
  );
/** Names are the same in both editions: the agency's and its programs'. */
const NAMES = ["Sinai Home Care", "Care@Home", "SinaiCare", "CareBridge", "IntegratedCare Solutions"];
/** The switcher, read by its role and name within the top bar (a page-wide role query costs about 0.1 s a page). */
const switcherOf = (page: Page, name: string) => queriesIn(page.document.querySelector(".top-bar")!).getByRole("link", { name });
const canonicalOf = (page: Page) => new URL(page.document.querySelector('link[rel="canonical"]')!.getAttribute("href")!).pathname;

/** The English interface's words that French does not share (names such as "Services" or "Ontario" are the same in both). */
const ENGLISH_ONLY = Object.entries(CATALOGS.en)
  .filter(([key, english]) => english !== CATALOGS.fr[key as keyof typeof CATALOGS.fr] && !english.includes("{"))
  .map(([, english]) => ({ english, pattern: new RegExp(`(^|[^\\p{L}])${english.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u") }));

describe("each French page", () => {
  beforeAll(async () => {
    for (const path of FRENCH_PAGES) {
      pages.set(path, await visitor.expectPage(path));
      pages.set(twinOf(path)!.path, await visitor.expectPage(twinOf(path)!.path));
    }
  }, EVERY_PAGE.timeout);

  test("there are French pages, each twinned with an English one", () => {
    expect(FRENCH_PAGES.length).toBeGreaterThan(0);
    for (const path of FRENCH_PAGES) expect(twinOf(twinOf(path)!.path)?.path, path).toBe(path);
  });

  test("answers in fr-CA, names itself canonical and both editions by hreflang, reciprocally", () => {
    for (const path of FRENCH_PAGES) {
      const french = pageAt(path);
      const englishPath = twinOf(path)!.path;
      const english = pageAt(englishPath);
      expect(french.document.documentElement.lang, path).toBe("fr-CA");
      expect(english.document.documentElement.lang, englishPath).toBe("en-CA");
      expect(canonicalOf(french), path).toBe(path);
      expect(canonicalOf(english), englishPath).toBe(englishPath);
      const expected = { "en-CA": englishPath, "fr-CA": path, "x-default": englishPath };
      expect(alternates(french), path).toEqual(expected);
      expect(alternates(english), englishPath).toEqual(expected);
      expect(french.meta("og:locale"), path).toBe("fr_CA");
    }
  });

  test("the switcher leads to the twin, in the twin's language, both ways", () => {
    for (const path of FRENCH_PAGES) {
      const french = pageAt(path);
      const toEnglish = switcherOf(french, "This site in English");
      expect(textOf(toEnglish)).toBe("English");
      expect(toEnglish.getAttribute("href")).toBe(twinOf(path)!.path);
      expect([toEnglish.getAttribute("lang"), toEnglish.getAttribute("hreflang")]).toEqual(["en-CA", "en-CA"]);

      const english = pageAt(twinOf(path)!.path);
      const toFrench = switcherOf(english, "Ce site en français");
      expect(textOf(toFrench)).toBe("Français");
      expect(toFrench.getAttribute("href")).toBe(path);
      expect([toFrench.getAttribute("lang"), toFrench.getAttribute("hreflang")]).toEqual(["fr-CA", "fr-CA"]);
    }
  });

  test("shows no string of the English interface, and links into the English edition only where a page has no French twin yet", () => {
    for (const path of FRENCH_PAGES) {
      const page = pageAt(path);
      // What is marked as English on purpose (the greeting, the active offer, the switcher) aside.
      const body = page.document.body.cloneNode(true) as HTMLElement;
      for (const english of body.querySelectorAll('[lang="en-CA"]')) english.remove();
      const text = NAMES.reduce((rest, name) => rest.replaceAll(name, ""), textOf(body));
      expect(ENGLISH_ONLY.filter(({ pattern }) => pattern.test(text)).map(({ english }) => english), path).toEqual([]);
      const switcher = switcherOf(page, "This site in English");
      const intoEnglish = [...page.document.querySelectorAll("a[href^='/']")]
        .filter((link) => link !== switcher)
        .map((link) => link.getAttribute("href")!.split("#")[0]!)
        .filter((href) => href !== "/fr" && !href.startsWith("/fr/") && twinOf(href) !== undefined);
      expect(intoEnglish, path).toEqual([]);
    }
  });

  test("greets and offers service in both languages, each marked with its language", () => {
    const page = pageAt(FRENCH_PAGES[0]!);
    const text = textOf(page.document.body);
    expect(text).toContain("Bonjour! Hello!");
    expect(text).toContain("Services offerts en français et en anglais / Services offered in English and French");
    const english = [...page.document.querySelectorAll('[lang="en-CA"]')].map((element) => textOf(element));
    expect(english).toEqual(expect.arrayContaining(["Hello!", "Services offered in English and French"]));
  });
});

describe("the visitor forms of both editions", () => {
  /** Each form's page, French and English (the pages are read above). */
  const FORM_PAGES = ["/fr/nous-joindre", "/fr/demande-de-soins", "/fr/postuler", "/fr/temoignages/nouveau"];

  test("offer service in both languages beside the form, each part marked with its language", () => {
    for (const path of FORM_PAGES.flatMap((french) => [french, twinOf(french)!.path])) {
      const page = pageAt(path);
      const offers = [...page.document.querySelectorAll("main form[method='post'] .form-active-offer")];
      expect(offers, path).toHaveLength(1);
      const [french, english] = ["Services offerts en français et en anglais", "Services offered in English and French"];
      const [first, other] = path.startsWith("/fr/") ? [french, english] : [english, french];
      expect(textOf(offers[0]), path).toBe(`${first} / ${other}`);
      expect(offers[0]!.querySelector("[lang]")?.getAttribute("lang"), path).toBe(path.startsWith("/fr/") ? "en-CA" : "fr-CA");
    }
  });
});

describe("pages without a twin", () => {
  test("name no alternate language and offer no switcher", async () => {
    // An address with no page in either edition (the job form, the first example, has its twin now).
    const page = await visitor.expectPage("/nowhere-at-all", 404);
    expect(twinOf("/nowhere-at-all")).toBeUndefined();
    expect(alternates(page)).toEqual({});
    expect(page.screen.queryByRole("link", { name: "Ce site en français" })).toBeNull();
  });
});

test("an unknown French address is the 404 page in French", async () => {
  const page = await visitor.open("/fr/nexiste-pas");
  expect(page.status).toBe(404);
  expect(page.document.documentElement.lang).toBe("fr-CA");
  page.screen.getByRole("heading", { level: 1, name: "Oups! Page introuvable" });
  page.screen.getByRole("link", { name: "Retour à l'accueil" });
  expect((await visitor.open("/nowhere-at-all")).document.documentElement.lang).toBe("en-CA");
});

test("the sitemap lists both editions of a translated page, each naming the other", async () => {
  const xml = await (await visitor.fetch("/sitemap.xml")).text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  // Pages kept out of the sitemap (a search's answer, forms' confirmations) are kept out in both editions.
  for (const path of FRENCH_ADDRESSES.filter(({ sitemap }) => sitemap).flatMap(({ paths }) => paths)) {
    const englishPath = twinOf(path)!.path;
    for (const listed of [path, englishPath]) {
      const entry = new RegExp(`<url><loc>[^<]*${listed.replace(/[/.]/g, "\\$&")}</loc>.*?</url>`).exec(xml)?.[0];
      expect(entry, listed).toBeDefined();
      for (const [tag, to] of [["en-CA", englishPath], ["fr-CA", path], ["x-default", englishPath]]) {
        expect(entry, `${listed} ${tag}`).toMatch(new RegExp(`hreflang="${tag}" href="[^"]*${to!.replace(/[/.]/g, "\\$&")}"`));
      }
    }
  }
  for (const path of FRENCH_ADDRESSES.filter(({ sitemap }) => !sitemap).flatMap(({ paths }) => paths)) {
    expect(xml, path).not.toContain(`${path}</loc>`);
  }
});
