/**
 * The two editions' languages. The address decides (decision 0801): everything
 * under /fr is French. Kept apart from the catalogs (app/lib/i18n.ts) so the
 * staff area's bundle, which reads the locale, never carries them.
 */
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
