/**
 * The two editions: the address decides the language (everything under /fr is
 * French, decision 0801), UI strings come from one ICU catalog per language
 * (app/content/messages/*.json), dates, numbers and money from Intl.
 */
import { IntlMessageFormat } from "intl-messageformat";
import { AGENCY_TIME_ZONE } from "~/lib/agency-time";
import en from "~/content/messages/en.json";
import fr from "~/content/messages/fr.json";

export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];

/** `<html lang>`, `hreflang` and Intl's locale. */
export const LANGUAGE_TAG: Record<Locale, "en-CA" | "fr-CA"> = { en: "en-CA", fr: "fr-CA" };
/** Open Graph's spelling. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_CA", fr: "fr_CA" };

/** The French edition's prefix; nothing else decides the language. */
export const FRENCH_PREFIX = "/fr";

export function localeOfPath(pathname: string): Locale {
  return pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`) ? "fr" : "en";
}

export type MessageKey = keyof typeof en;
/** A key missing in French fails the typecheck here; tests/unit/message-catalogs.test.ts checks the rest. */
export const CATALOGS: Record<Locale, Record<MessageKey, string>> = { en, fr };

export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const compiled = new Map<string, IntlMessageFormat>();

export function translate(locale: Locale, key: MessageKey, values?: MessageValues): string {
  const id = `${locale}\u0000${key}`;
  let message = compiled.get(id);
  if (!message) {
    message = new IntlMessageFormat(CATALOGS[locale][key], LANGUAGE_TAG[locale]);
    compiled.set(id, message);
  }
  return String(message.format(values));
}

export const translator =
  (locale: Locale): Translate =>
  (key, values) =>
    translate(locale, key, values);

/** "5 décembre 2026" / "December 5, 2026", in the agency's time zone. */
export function formatDate(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { dateStyle: "long", timeZone: AGENCY_TIME_ZONE }).format(date);
}

/** "24,03 $" / "$24.03". */
export function formatMoney(locale: Locale, dollars: number): string {
  return new Intl.NumberFormat(LANGUAGE_TAG[locale], { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol" }).format(dollars);
}

/** "905 555-0142" in French (the Office québécois de la langue française's style), "(905) 555-0142" in English. */
export function formatPhone(locale: Locale, phone: string): string {
  const digits = phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  if (digits.length !== 10) return phone;
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return locale === "fr" ? `${area} ${exchange}-${line}` : `(${area}) ${exchange}-${line}`;
}
