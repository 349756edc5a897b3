/**
 * The message catalogs (app/content/messages/*.json): the same keys in both
 * languages, each message valid ICU with the same arguments, every key used by
 * the code; and the fr-CA formats of dates, money and phone numbers.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, test } from "vitest";
import { CATALOGS, formatDate, formatMoney, formatPhone, translate } from "~/lib/i18n";
import { LANGUAGE_TAG } from "~/lib/locale";

const keys = (locale: "en" | "fr") => Object.keys(CATALOGS[locale]).sort();

type Element = ReturnType<IntlMessageFormat["getAst"]>[number];
/** The parser's element types that name an argument: argument, number, date, time, select, plural. */
const NAMES_AN_ARGUMENT = new Set([1, 2, 3, 4, 5, 6]);
const TAG = 8;

/** The argument names a message uses, nested plural and select branches included. */
function argumentsOf(elements: Element[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (NAMES_AN_ARGUMENT.has(element.type) && "value" in element && typeof element.value === "string") found.add(element.value);
    if ("options" in element) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    if (element.type === TAG && "children" in element) argumentsOf(element.children, found);
  }
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe("the catalogs", () => {
  test("English and French have the same keys", () => {
    expect(keys("fr")).toEqual(keys("en"));
  });

  test("every message is valid ICU and uses the same arguments in both languages", () => {
    for (const key of keys("en") as (keyof typeof CATALOGS.en)[]) {
      const [english, french] = (["en", "fr"] as const).map((locale) => new IntlMessageFormat(CATALOGS[locale][key], LANGUAGE_TAG[locale]).getAst());
      expect([...argumentsOf(french!)].sort(), key).toEqual([...argumentsOf(english!)].sort());
    }
  });

  test("every key is used by the code", () => {
    const code = sourceFiles("app")
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    expect(keys("en").filter((key) => !code.includes(`"${key}"`))).toEqual([]);
  });

  test("the check above sees a key the code does not use", () => {
    expect(`const label = "nav.home";`.includes(`"nav.home"`)).toBe(true);
    expect(`const label = "nav.homepage";`.includes(`"nav.home"`)).toBe(false);
  });
});

describe("fr-CA formats", () => {
  test("dates, money and phone numbers as a French-Canadian reader writes them", () => {
    const date = new Date("2026-12-05T15:00:00Z");
    expect(formatDate("fr", date)).toBe("5 décembre 2026");
    expect(formatDate("en", date)).toBe("December 5, 2026");
    expect(formatMoney("fr", 24.03).replace(/\s/g, " ")).toBe("24,03 $");
    expect(formatMoney("en", 24.03)).toBe("$24.03");
    expect(formatPhone("fr", "(905) 555-0142")).toBe("905 555-0142");
    expect(formatPhone("en", "905.555.0142")).toBe("(905) 555-0142");
    expect(formatPhone("fr", "+1 905 555 0142")).toBe("905 555-0142");
    expect(formatPhone("fr", "911")).toBe("911");
  });

  test("messages take the page's language, arguments included", () => {
    expect(translate("fr", "megaMenu.call", { phone: "905 555-0142" })).toBe("Appelez le 905 555-0142");
    expect(translate("en", "notFound.title")).toBe("Oops! Page not found");
    expect(translate("fr", "notFound.title")).toBe("Oups! Page introuvable");
  });
});
