/**
 * A 404 thrown by a page's loader (an unknown region, service or job
 * posting) has a <title> in the address's language, as the catch-all
 * not-found page has: "Page introuvable" under /fr, "Page not found"
 * elsewhere, kept out of search results.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { appSite } from "./support/sites";
import { type Page, Visitor } from "./support/visitor";

const FRENCH = ["/fr/emplacements/nulle-part", "/fr/services/aucun-service", "/fr/carrieres/aucune-offre", "/fr/page-inconnue"];
const ENGLISH = ["/location/nowhere", "/services/no-such-service", "/careers/no-such-posting", "/no-such-page"];
const pages = new Map<string, Page>();

beforeAll(async () => {
  const visitor = new Visitor(await appSite());
  for (const path of [...FRENCH, ...ENGLISH]) pages.set(path, await visitor.open(path));
});

describe("404 titles", () => {
  test.each(FRENCH)("%s: 404 titled in French", (path) => {
    const page = pages.get(path)!;
    expect(page.status).toBe(404);
    expect(page.title).toBe("Page introuvable | Sinai Home Care");
    expect(page.meta("robots")).toBe("noindex");
  });

  test.each(ENGLISH)("%s: 404 titled in English", (path) => {
    const page = pages.get(path)!;
    expect(page.status).toBe(404);
    expect(page.title).toBe("Page not found | Sinai Home Care");
    expect(page.meta("robots")).toBe("noindex");
  });
});
