/**
 * The French blog (decision 0803) as a visitor and a crawler read it:
 * /fr/blogue lists French posts under French category names, an article is
 * French through and through (lang, JSON-LD, meta), a translated pair names
 * each other (switcher and reciprocal hreflang), an article without a
 * translation leads to the other blog's notice and names no alternate, and
 * the French feed and the sitemap carry the French posts. The switcher is a
 * plain link: what it leads to is read here, with or without JavaScript alike.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { formatDate } from "~/lib/i18n";
import { listCategoriesWithUsage, setFrenchCategoryName } from "~/server/domain/categories.server";
import { createFrenchVersion } from "~/server/domain/post-translations.server";
import { createPost, type Post, updatePost } from "~/server/domain/posts.server";
import { postInput } from "../integration/factories";
import { jsonLdOf, textOf } from "./support/dom";
import { visitorOfSeededSite } from "./support/sites";
import type { Page, Visitor } from "./support/visitor";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

let visitor: Visitor;
/** An English post and its live French version; an English post without one; a French post without an English original. */
let original: Post;
let translation: Post;
let englishOnly: Post;
let frenchOnly: Post;

const pages: Record<string, Page> = {};

const alternates = (page: Page) =>
  Object.fromEntries(
    [...page.document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname]),
  );
const canonicalOf = (page: Page) => new URL(page.document.querySelector('link[rel="canonical"]')!.getAttribute("href")!).pathname;
const toEnglish = (page: Page) => page.screen.getByRole("link", { name: "This site in English" });
const toFrench = (page: Page) => page.screen.getByRole("link", { name: "Ce site en français" });
const postingOf = (page: Page) => jsonLdOf(page.document).find((data) => data["@type"] === "BlogPosting");

beforeAll(async () => {
  visitor = await visitorOfSeededSite();
  const homeCare = (await listCategoriesWithUsage()).find((category) => category.name === "Home Care")!;
  await setFrenchCategoryName(homeCare.id, "Soins à domicile");

  const written = minutesAgo(60);
  original = await createPost(
    postInput({ title: "Preventing falls at home", excerpt: "Simple changes that keep a parent steady.", category: "Home Care", tags: "safety", published: true }),
    written,
  );
  const made = await createFrenchVersion(original.id, null, null, minutesAgo(50));
  if (!made.ok) throw new Error("expected a French version");
  const saved = await updatePost(
    made.post.id,
    postInput({ title: "Prévenir les chutes à la maison", excerpt: "De petits changements qui gardent un parent bien d'aplomb.", category: "Home Care", tags: "sécurité", published: true }),
    { now: minutesAgo(40) },
  );
  if (!saved.ok) throw new Error("expected the translation saved");
  translation = saved.post;
  englishOnly = await createPost(postInput({ title: "Winter driving for caregivers", category: "Caregiver Tips", published: true }), written);
  frenchOnly = await createPost(
    // No category: the default one, which has a French name of its own.
    postInput({ title: "Le répit pour les proches aidants", excerpt: "Prendre du temps pour soi sans culpabilité.", category: "", published: true }),
    minutesAgo(30),
    null,
    null,
    { language: "fr", translationOf: null },
  );

  // Each page once; the notices are where the switchers lead.
  pages.list = await visitor.expectPage("/fr/blogue");
  pages.search = await visitor.expectPage("/fr/blogue?q=chutes");
  pages.french = await visitor.expectPage(`/fr/blogue/${translation.slug}`);
  pages.original = await visitor.expectPage(`/blog/${original.slug}`);
  pages.englishOnly = await visitor.expectPage(`/blog/${englishOnly.slug}`);
  pages.frenchNotice = await visitor.expectPage(toFrench(pages.englishOnly).getAttribute("href")!);
  pages.frenchOnly = await visitor.expectPage(`/fr/blogue/${frenchOnly.slug}`);
  pages.englishNotice = await visitor.expectPage(toEnglish(pages.frenchOnly).getAttribute("href")!);
}, 60_000);

describe("/fr/blogue", () => {
  test("lists the French posts only, under French category names, with French words and dates", () => {
    const page = pages.list!;
    expect(page.document.documentElement.lang).toBe("fr-CA");
    page.screen.getByRole("heading", { level: 1, name: "Les soins à domicile : conseils, récits et nouvelles" });
    const titles = page.screen.getAllByRole("article").map((card) => textOf(card.querySelector("h3")));
    expect(titles.sort()).toEqual([translation.title, frenchOnly.title].sort());
    expect(page.screen.getByRole("link", { name: translation.title }).getAttribute("href")).toBe(`/fr/blogue/${translation.slug}`);
    // The filter names categories in French; its values stay the category keys.
    const categories = page.screen.getByRole("navigation", { name: "Catégories du blogue" });
    expect(categories.querySelector('[aria-current="page"]')?.textContent).toBe("Tous");
    const homeCare = [...categories.querySelectorAll("a")].find((link) => link.textContent === "Soins à domicile");
    expect(homeCare?.getAttribute("href")).toBe("/fr/blogue?category=Home+Care");
    // The seeded categories come with their French names.
    const names = [...categories.querySelectorAll("a")].map((link) => link.textContent);
    expect(names).toEqual(expect.arrayContaining(["Santé des aînés", "Conseils aux proches aidants", "Nouvelles de SinaiCare"]));
    expect(names).not.toContain("Senior Health");
    const card = page.screen.getAllByRole("article").find((article) => textOf(article).includes(translation.title))!;
    expect(textOf(card)).toContain("Soins à domicile");
    expect(textOf(card)).toContain(formatDate("fr", new Date(translation.publishedAt!)));
    expect(textOf(card)).toMatch(/\d+ min de lecture/);
    const uncategorized = page.screen.getAllByRole("article").find((article) => textOf(article).includes(frenchOnly.title))!;
    expect(textOf(uncategorized)).toContain("Non classé");
    expect(textOf(uncategorized)).not.toContain("Uncategorized");
    page.screen.getByRole("searchbox", { name: "Rechercher des articles" });
    page.screen.getByRole("button", { name: "Rechercher" });
    expect(textOf(page.document.body)).toContain("2 articles");
  });

  test("links its French feed and is the blog the French menu leads to", () => {
    const page = pages.list!;
    const feed = page.document.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(new URL(feed!.getAttribute("href")!).pathname).toBe("/fr/blogue/rss.xml");
    expect(feed!.getAttribute("title")).toBe("Le blogue de Sinai Home Care");
    const menu = page.screen.getByRole("navigation", { name: "Principale" });
    expect([...menu.querySelectorAll("a")].find((link) => link.textContent === "Blogue")?.getAttribute("aria-current")).toBe("page");
    expect(alternates(page)).toEqual({ "en-CA": "/blog", "fr-CA": "/fr/blogue", "x-default": "/blog" });
  });

  test("searches French posts, in French", () => {
    const page = pages.search!;
    page.screen.getByRole("heading", { level: 2, name: "Résultats pour « chutes »" });
    expect(page.screen.getAllByRole("article").map((card) => textOf(card.querySelector("h3")))).toEqual([translation.title]);
    page.screen.getByRole("link", { name: "Effacer les filtres" });
  });
});

describe("a translated pair", () => {
  test("the French article is French: lang, title, JSON-LD, meta and trail", () => {
    const page = pages.french!;
    expect(page.document.documentElement.lang).toBe("fr-CA");
    page.screen.getByRole("heading", { level: 1, name: translation.title });
    expect(postingOf(page)).toMatchObject({ headline: translation.title, inLanguage: "fr-CA", articleSection: "Soins à domicile" });
    expect(new URL(String(postingOf(page)?.url)).pathname).toBe(`/fr/blogue/${translation.slug}`);
    expect(page.meta("og:locale")).toBe("fr_CA");
    expect(page.meta("description")).toBe(translation.excerpt);
    const trail = page.screen.getByRole("navigation", { name: "Fil d'Ariane" });
    expect([...trail.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Accueil", "/fr"],
      ["Blogue", "/fr/blogue"],
      ["Soins à domicile", "/fr/blogue?category=Home%20Care"],
    ]);
    expect(textOf(page.document.body)).toContain("← Retour à tous les articles");
    expect(textOf(page.document.body)).toContain("Mots-clés");
  });

  test("each names itself canonical and both by hreflang, and its switcher leads to the other", () => {
    const french = `/fr/blogue/${translation.slug}`;
    const english = `/blog/${original.slug}`;
    const expected = { "en-CA": english, "fr-CA": french, "x-default": english };
    expect(canonicalOf(pages.french!)).toBe(french);
    expect(canonicalOf(pages.original!)).toBe(english);
    expect(alternates(pages.french!)).toEqual(expected);
    expect(alternates(pages.original!)).toEqual(expected);
    const back = toEnglish(pages.french!);
    expect([back.getAttribute("href"), back.getAttribute("hreflang"), back.getAttribute("lang")]).toEqual([english, "en-CA", "en-CA"]);
    const forth = toFrench(pages.original!);
    expect([forth.getAttribute("href"), forth.getAttribute("hreflang"), forth.getAttribute("lang")]).toEqual([french, "fr-CA", "fr-CA"]);
    expect(postingOf(pages.original!)).toMatchObject({ inLanguage: "en-CA", articleSection: "Home Care" });
  });
});

describe("an article without a translation", () => {
  test("an English one names no alternate; its switcher leads to /fr/blogue, which says it exists in English only", () => {
    expect(alternates(pages.englishOnly!)).toEqual({});
    expect(toFrench(pages.englishOnly!).getAttribute("href")).toBe(`/fr/blogue?article-en-anglais=${englishOnly.slug}`);
    const notice = pages.frenchNotice!;
    expect(notice.document.documentElement.lang).toBe("fr-CA");
    const note = notice.screen.getByRole("note");
    expect(textOf(note)).toBe(`Cet article n'existe qu'en anglais. Lire l'article en anglais : ${englishOnly.title}`);
    const link = note.querySelector("a")!;
    expect([link.getAttribute("href"), link.getAttribute("hreflang")]).toEqual([`/blog/${englishOnly.slug}`, "en-CA"]);
    expect(link.querySelector('[lang="en-CA"]')?.textContent).toBe(englishOnly.title);
    expect(notice.meta("robots")).toBe("noindex");
  });

  test("a French one names no alternate; its switcher leads to /blog, which says it exists in French only", () => {
    expect(alternates(pages.frenchOnly!)).toEqual({});
    expect(toEnglish(pages.frenchOnly!).getAttribute("href")).toBe(`/blog?french-article=${frenchOnly.slug}`);
    const notice = pages.englishNotice!;
    expect(notice.document.documentElement.lang).toBe("en-CA");
    const note = notice.screen.getByRole("note");
    expect(textOf(note)).toBe(`This article is only available in French. Read it in French: ${frenchOnly.title}`);
    const link = note.querySelector("a")!;
    expect([link.getAttribute("href"), link.getAttribute("hreflang")]).toEqual([`/fr/blogue/${frenchOnly.slug}`, "fr-CA"]);
    expect(link.querySelector('[lang="fr-CA"]')?.textContent).toBe(frenchOnly.title);
  });

  test("an English slug under /fr/blogue is the French 404, and a French one under /blog the English 404", async () => {
    const french = await visitor.open(`/fr/blogue/${original.slug}`);
    expect(french.status).toBe(404);
    expect(french.document.documentElement.lang).toBe("fr-CA");
    french.screen.getByRole("heading", { level: 1, name: "Oups! Page introuvable" });
    expect((await visitor.open(`/blog/${frenchOnly.slug}`)).status).toBe(404);
  });
});

describe("the feeds and the sitemap", () => {
  test("the French feed carries the French posts, in fr-CA; the English feed none of them", async () => {
    const french = await (await visitor.fetch("/fr/blogue/rss.xml")).text();
    expect(french).toContain("<language>fr-ca</language>");
    expect(french).toContain("<title>Le blogue de Sinai Home Care</title>");
    const links = [...french.matchAll(/<link>([^<]+)<\/link>/g)].map((match) => new URL(match[1]!).pathname);
    expect(links.sort()).toEqual(["/fr/blogue", `/fr/blogue/${translation.slug}`, `/fr/blogue/${frenchOnly.slug}`].sort());
    expect(french).toContain("<category>Soins à domicile</category>");
    const english = await (await visitor.fetch("/blog/rss.xml")).text();
    expect(english).toContain("<language>en-ca</language>");
    expect(english).toContain(`/blog/${original.slug}`);
    expect(english).not.toContain(translation.slug);
    expect(english).not.toContain(frenchOnly.slug);
  });

  test("the sitemap lists French posts, a translated pair naming each other, an untranslated one alone", async () => {
    const xml = await (await visitor.fetch("/sitemap.xml")).text();
    const entryOf = (path: string) => new RegExp(`<url><loc>[^<]*${path.replace(/[/.]/g, "\\$&")}</loc>.*?</url>`).exec(xml)?.[0];
    const french = `/fr/blogue/${translation.slug}`;
    const english = `/blog/${original.slug}`;
    for (const path of [french, english]) {
      const entry = entryOf(path);
      for (const [tag, to] of [["en-CA", english], ["fr-CA", french], ["x-default", english]]) {
        expect(entry, `${path} ${tag}`).toMatch(new RegExp(`hreflang="${tag}" href="[^"]*${to!.replace(/[/.]/g, "\\$&")}"`));
      }
    }
    expect(entryOf(`/fr/blogue/${frenchOnly.slug}`)).not.toContain("hreflang");
    expect(entryOf(`/blog/${englishOnly.slug}`)).not.toContain("hreflang");
    expect(entryOf("/fr/blogue")).toContain('hreflang="en-CA"');
  });
});
