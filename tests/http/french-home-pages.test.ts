/**
 * The French home page, /fr/sinaicare and the five French service pages
 * (decision 0801), beyond what tests/http/french-edition-pages.test.ts checks of
 * every French page: the French slugs and their English twins, the titles of
 * the French mega-menu, JSON-LD in French, and none of the English copy.
 */
import { beforeAll, describe, expect, test } from "vitest";
import * as englishCompany from "~/content/company";
import * as frenchCompany from "~/content/fr/company";
import { frenchServiceSlugs } from "~/content/fr/service-slugs";
import * as frenchServices from "~/content/fr/services";
import { servicesMenu as frenchMenu } from "~/content/fr/services-menu";
import { provincesServedInFrench } from "~/content/regions";
import * as englishServices from "~/content/services";
import { serviceSlugs } from "~/content/services";
import { translate } from "~/lib/i18n";
import { inEdition } from "~/public-pages";
import { jsonLdOf, textOf } from "./support/dom";
import { visitorOfSeededSite } from "./support/sites";
import type { Page, Visitor } from "./support/visitor";

let visitor: Visitor;
beforeAll(async () => {
  visitor = await visitorOfSeededSite();
});

const frenchServicePath = (slug: englishServices.ServiceSlug) => `/fr/services/${frenchServiceSlugs[slug]}`;
const FRENCH_PATHS = ["/fr", "/fr/sinaicare", ...serviceSlugs.map(frenchServicePath)];

/** The French mega-menu's name for a service page: its section's title, or its entry's name. */
function menuName(slug: englishServices.ServiceSlug): string {
  const path = `/services/${slug}`;
  const section = frenchMenu.find((candidate) => candidate.href === path);
  if (section) return section.title;
  return frenchMenu.flatMap((candidate) => candidate.items).find((item) => item.href === path)!.name;
}

const switcherOf = (page: Page) => page.screen.getByRole("link", { name: "This site in English" });

describe("the French service pages", () => {
  test("each French slug shows the English page's twin, named as in the French mega-menu", async () => {
    for (const slug of serviceSlugs) {
      const content = frenchServices.servicePages[slug];
      const page = await visitor.expectPage(frenchServicePath(slug));
      const heading = page.screen.getByRole("heading", { level: 1 });
      expect(textOf(heading), slug).toBe(content.title);
      expect([content.title, content.eyebrow], slug).toContain(menuName(slug));
      expect(textOf(page.document.querySelector("#main section")!), slug).toContain(menuName(slug));
      expect(switcherOf(page).getAttribute("href"), slug).toBe(`/services/${slug}`);
    }
  });

  test("an English or unknown slug under /fr/services answers 404 in French, and a French slug under /services too", async () => {
    for (const path of [...serviceSlugs.map((slug) => `/fr/services/${slug}`), "/fr/services/soins-a-domicile"]) {
      const page = await visitor.open(path);
      expect(page.status, path).toBe(404);
      expect(page.document.documentElement.lang, path).toBe("fr-CA");
    }
    const english = await visitor.open(frenchServicePath("workforce").replace(/^\/fr/, ""));
    expect(english.status).toBe(404);
    expect(english.document.documentElement.lang).toBe("en-CA");
  });

  test("the 'More services' links and the buttons stay in the French edition", async () => {
    const page = await visitor.expectPage(frenchServicePath("care-management"));
    const more = page.screen.getByRole("navigation", { name: "Autres services" });
    const links = [...more.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(links).toEqual(["/fr/sinaicare", ...serviceSlugs.filter((slug) => slug !== "care-management").map(frenchServicePath)]);
    // The contact page's French twin once it has one.
    expect(page.screen.getAllByRole("link", { name: "Nous joindre" }).map((link) => link.getAttribute("href"))).toContain(inEdition("fr", "/contact"));
  });
});

describe("JSON-LD on the French pages", () => {
  test("the home page describes the organization in French, at the French address", async () => {
    const page = await visitor.expectPage("/fr");
    const organization = jsonLdOf(page.document).find((entry) => entry["@type"] === "MedicalBusiness")!;
    expect(organization.description).toBe(translate("fr", "footer.tagline"));
    expect(new URL(organization.url as string).pathname).toBe("/fr");
    expect((organization.areaServed as { name: string }[]).map((area) => area.name)).toEqual(provincesServedInFrench);
  });

  test("the breadcrumbs name French pages at French addresses", async () => {
    const trail = async (path: string) => {
      const list = jsonLdOf((await visitor.expectPage(path)).document).find((entry) => entry["@type"] === "BreadcrumbList")!;
      return (list.itemListElement as { name: string; item: string }[]).map(({ name, item }) => [name, new URL(item).pathname + new URL(item).hash]);
    };
    expect(await trail("/fr/sinaicare")).toEqual([
      ["Accueil", "/fr"],
      ["SinaiCare", "/fr/sinaicare"],
    ]);
    expect(await trail(frenchServicePath("specialized-care"))).toEqual([
      ["Accueil", "/fr"],
      ["Services", "/fr#services"],
      ["Services de soins spécialisés", "/fr/services/soins-specialises"],
    ]);
  });
});

/** Every string of a content module, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

test("the French pages show none of the English pages' copy, in text, image descriptions or labels", async () => {
  const french = new Set(stringsOf([frenchServices, frenchCompany]));
  // Sentences and titles of more than one word that French does not share (paths aside).
  const englishCopy = [...new Set(stringsOf([englishServices, englishCompany]))].filter((text) => text.includes(" ") && !french.has(text) && !text.startsWith("/"));
  expect(englishCopy.length).toBeGreaterThan(100);
  for (const path of FRENCH_PATHS) {
    const page = await visitor.expectPage(path);
    const main = page.document.querySelector("main")!;
    const said = [textOf(main), ...[...main.querySelectorAll("[alt], [aria-label]")].map((element) => element.getAttribute("alt") ?? element.getAttribute("aria-label")!)].join("\n");
    expect(englishCopy.filter((text) => said.includes(text)), path).toEqual([]);
  }
});
