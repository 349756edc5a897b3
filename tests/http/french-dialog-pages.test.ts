/**
 * A French region page's words that only show with JavaScript: the intake
 * dialog (its new-tab links, its close button, its fallbacks) and the toast
 * card the public script clones (its close button), in French; no attribute
 * a screen reader says (aria-label, title, alt, placeholder) in English.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { CATALOGS } from "~/lib/i18n";
import { queriesIn, textOf } from "./support/dom";
import { appSite } from "./support/sites";
import { type Page, Visitor } from "./support/visitor";

let page: Page;
beforeAll(async () => {
  page = await new Visitor(await appSite()).expectPage("/fr/emplacements/region-d-ottawa");
});

/** Catalog messages that differ in French: said on a French page, they are English left behind. */
const ENGLISH_ONLY = new Set(Object.entries(CATALOGS.en).filter(([key, english]) => english !== CATALOGS.fr[key as keyof typeof CATALOGS.fr]).map(([, english]) => english));

describe("the French region page's dialog and toasts", () => {
  test("the intake dialog speaks French", () => {
    const dialog = page.document.querySelector("dialog[data-external-form-dialog]")!;
    const inDialog = queriesIn(dialog as HTMLElement);
    expect(textOf(inDialog.getByRole("link", { name: "Ouvrir dans un nouvel onglet", hidden: true }))).toBe("Ouvrir dans un nouvel onglet");
    inDialog.getByRole("button", { name: "Fermer la fenêtre", hidden: true });
    expect(textOf(dialog)).toContain("La page ne s'affiche pas?");
    expect(textOf(dialog)).toContain("Cette page ne peut pas s'afficher ici.");
  });

  test("the toast card the script clones has a French close button", () => {
    const template = page.document.querySelector<HTMLTemplateElement>("template[data-toast-template]")!;
    expect(template.innerHTML).toContain('aria-label="Fermer la notification"');
  });

  test("no aria-label, title, alt or placeholder in English, template contents included", () => {
    const html = [page.document.documentElement.outerHTML, ...[...page.document.querySelectorAll("template")].map((t) => t.innerHTML)].join("");
    const said = [...html.matchAll(/\s(?:aria-label|title|alt|placeholder)="([^"]*)"/g)].map((m) => m[1]!.replace(/&#x27;/g, "'"));
    expect(said.filter((value) => ENGLISH_ONLY.has(value))).toEqual([]);
  });
});
