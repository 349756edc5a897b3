/**
 * The visitor forms in each language (decision 0801): their schemas'
 * messages come from the message catalogs, in the language of the address
 * the form was sent to, so the server, which decides, answers in the
 * visitor's language. Server only, like every schema (parse-form.ts).
 */
import { translate, translator } from "~/lib/i18n";
import { LOCALES, type Locale } from "~/lib/locale";
import type { EmailWords } from "./fields";
import { consentStatement, EMAIL_MAX } from "./form-rules";

/** One of `build`'s results per language, built once. */
export function byLocale<T>(build: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, build(locale)])) as Record<Locale, T>;
}

export function emailWords(locale: Locale): EmailWords {
  const t = translator(locale);
  return {
    required: t("forms.emailRequired"),
    tooLong: t("forms.emailTooLong", { max: EMAIL_MAX }),
    invalid: t("forms.emailInvalid"),
    notText: t("forms.notText", { label: t("forms.email") }),
  };
}

/** A visitor's name: required, at most `max` characters. */
export function nameWords(locale: Locale, max: number) {
  const t = translator(locale);
  return { label: t("forms.name"), max, required: t("forms.nameRequired"), tooLong: t("forms.nameTooLong", { max }), notText: t("forms.notText", { label: t("forms.name") }) };
}

/** A text field's wrong-type message ("Subject must be text."). */
export const notText = (locale: Locale, label: string) => translate(locale, "forms.notText", { label });

/** The newsletter's consent statement in the form's language: shown next to the box and stored with the sign-up. */
export function consentStatementIn(locale: Locale, party: Parameters<typeof consentStatement>[0]): string {
  if (locale === "en") return consentStatement(party);
  const { street, city, province, postalCode } = party.address;
  return translate(locale, "newsletter.consent", { legalName: party.legalName, street, city, province, postalCode, email: party.email });
}
