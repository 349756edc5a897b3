/**
 * The public pages' words in the page's language (decision 0801): UI strings
 * from one ICU catalog per language (app/content/messages/*.json), dates,
 * money and phone numbers from Intl. The staff area stays English and never
 * imports this module.
 */
import { IntlMessageFormat } from "intl-messageformat";
import en from "~/content/messages/en.json";
import fr from "~/content/messages/fr.json";
import { AGENCY_TIME_ZONE } from "~/lib/agency-time";
import { LANGUAGE_TAG, type Locale } from "~/lib/locale";
import { useOptionalRootData } from "~/lib/root-data";

export type MessageKey = keyof typeof en;
/** A key missing in French fails the typecheck here; tests/unit/message-catalogs.test.ts checks the rest. */
export const CATALOGS: Record<Locale, Record<MessageKey, string>> = { en, fr };

export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const compiled = new Map<string, IntlMessageFormat>();

/** Messages without values, formatted once: most of a page's words. */
const plain = new Map<string, string>();

export function translate(locale: Locale, key: MessageKey, values?: MessageValues): string {
  const id = `${locale}\u0000${key}`;
  if (!values) {
    const text = plain.get(id);
    if (text !== undefined) return text;
  }
  let message = compiled.get(id);
  if (!message) {
    message = new IntlMessageFormat(CATALOGS[locale][key], LANGUAGE_TAG[locale]);
    compiled.set(id, message);
  }
  const text = String(message.format(values));
  if (!values) plain.set(id, text);
  return text;
}

export const translator =
  (locale: Locale): Translate =>
  (key, values) =>
    translate(locale, key, values);

/** The page's language: English outside the app's routes (the root's own error boundary). Public pages only: the staff area is English. */
export const useLocale = (): Locale => useOptionalRootData()?.locale ?? "en";


/** The catalog's messages in the page's language. */
export function useT(): Translate {
  return translator(useLocale());
}

/** One Intl formatter per language and kind, made once: making one costs far more than using it. */
const perLocale = <T>(make: (tag: string) => T): ((locale: Locale) => T) => {
  const made = new Map<Locale, T>();
  return (locale) => {
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(LANGUAGE_TAG[locale])));
    return formatter;
  };
};
const dateFormat = perLocale((tag) => new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: AGENCY_TIME_ZONE }));
const dateTimeFormat = perLocale((tag) => new Intl.DateTimeFormat(tag, { dateStyle: "long", timeStyle: "short", timeZone: AGENCY_TIME_ZONE }));
const moneyFormat = perLocale((tag) => new Intl.NumberFormat(tag, { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol" }));

/** "5 décembre 2026" / "December 5, 2026", in the agency's time zone. */
export function formatDate(locale: Locale, date: Date): string {
  return dateFormat(locale).format(date);
}

/** "5 décembre 2026 à 09 h 30" / "December 5, 2026 at 9:30 a.m.", in the agency's time zone. */
export function formatDateTime(locale: Locale, date: Date): string {
  return dateTimeFormat(locale).format(date);
}

/** "24,03 $" / "$24.03". */
export function formatMoney(locale: Locale, dollars: number): string {
  return moneyFormat(locale).format(dollars);
}

/** "905 555-0142" in French (the Office québécois de la langue française's style), "(905) 555-0142" in English. */
export function formatPhone(locale: Locale, phone: string): string {
  const digits = phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  if (digits.length !== 10) return phone;
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return locale === "fr" ? `${area} ${exchange}-${line}` : `(${area}) ${exchange}-${line}`;
}

/** "7 AM" / "7 h": an hour of the 24-hour clock as each language writes it. */
function hourIn(locale: Locale, hour: number): string {
  if (locale === "fr") return `${hour} h`;
  return `${hour % 12 || 12} ${hour % 24 < 12 ? "AM" : "PM"}`;
}

/** The office's hours: "Monday to Friday, 7 AM to 10 PM" / "du lundi au vendredi, de 7 h à 22 h". */
export function formatOfficeHours(locale: Locale, hours: { open: number; close: number }): string {
  return translate(locale, "hours.weekdays", { open: hourIn(locale, hours.open), close: hourIn(locale, hours.close) });
}

/** "du lundi..." at the start of a line: "Du lundi...". */
export const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A message with one argument rendered apart (a link, a <strong>): the words before it and after it. */
export function splitAround(t: Translate, key: MessageKey, argument: string): [string, string] {
  const [before = "", after = ""] = t(key, { [argument]: "\u0000" }).split("\u0000");
  return [before, after];
}
