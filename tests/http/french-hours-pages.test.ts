/**
 * The office's hours have one source (the business identity's officeHours)
 * and are said per language: changed there, both editions' contact, region,
 * resources and accessibility pages say the new hours, in their language.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { config } from "~/server/infra/config.server";
import { textOf } from "./support/dom";
import { appSite } from "./support/sites";
import { type Page, Visitor } from "./support/visitor";

const PATHS = ["/fr/nous-joindre", "/contact", "/fr/emplacements/region-d-ottawa", "/location/ottawa-region", "/fr/ressources", "/resources", "/fr/accessibilite", "/accessibility"];
const pages = new Map<string, Page>();
let before: { open: number; close: number };

beforeAll(async () => {
  before = config().business.officeHours;
  config().business.officeHours = { open: 8, close: 20 };
  const visitor = new Visitor(await appSite());
  for (const path of PATHS) pages.set(path, await visitor.expectPage(path));
});
afterAll(() => {
  config().business.officeHours = before;
});

const mainText = (path: string) => textOf(pages.get(path)!.screen.getByRole("main"));

describe("office hours from one source, per language", () => {
  test.each([
    ["/fr/nous-joindre", "Du lundi au vendredi, de 8 h à 20 h"],
    ["/contact", "Monday to Friday, 8 AM to 8 PM"],
    ["/fr/emplacements/region-d-ottawa", "Bureau : du lundi au vendredi, de 8 h à 20 h."],
    ["/location/ottawa-region", "Office: Monday to Friday, 8 AM to 8 PM."],
    ["/fr/ressources", "Du lundi au vendredi, de 8 h à 20 h"],
    ["/resources", "Monday to Friday, 8 AM to 8 PM"],
    ["/fr/accessibilite", "(du lundi au vendredi, de 8 h à 20 h)"],
    ["/accessibility", "(Monday to Friday, 8 AM to 8 PM)"],
  ])("%s says %s", (path, said) => {
    expect(mainText(path)).toContain(said);
    expect(mainText(path)).not.toMatch(/7 AM|10 PM|7 h à 22 h/);
  });
});
