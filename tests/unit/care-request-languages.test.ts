/**
 * Care requests in two languages (decision 0804): who a request goes to by
 * its language of service, the form's choices in the catalogs (the English
 * words are the ones staff read in app/lib/care-requests.ts), and the
 * schema's messages in the edition's language.
 */
import { describe, expect, test } from "vitest";
import { CHOICE_KEYS } from "~/components/care/CareRequestForm";
import { CARE_AMOUNTS, CARE_SERVICES, coordinatorsFor, LANGUAGES, PAYMENTS, RELATIONSHIPS, URGENCIES } from "~/lib/care-requests";
import { translate } from "~/lib/i18n";
import { careRequestSchemas } from "~/schemas/care-request";

describe("coordinatorsFor", () => {
  const sam = { id: 1, speaksFrench: false };
  const chantal = { id: 2, speaksFrench: true };
  const luc = { id: 3, speaksFrench: true };
  test("service in French: only those who speak French, in the region's order", () => {
    expect(coordinatorsFor("fr", [sam, chantal, luc])).toEqual([chantal, luc]);
  });
  test("service in French where nobody speaks it: everyone", () => {
    expect(coordinatorsFor("fr", [sam])).toEqual([sam]);
  });
  test("English or another language: everyone, French speakers included", () => {
    expect(coordinatorsFor("en", [sam, chantal])).toEqual([sam, chantal]);
    expect(coordinatorsFor("other", [chantal, sam])).toEqual([chantal, sam]);
  });
  test("a region without coordinators: nobody", () => {
    expect(coordinatorsFor("fr", [])).toEqual([]);
  });
});

test("every choice has words in the catalogs, the English ones those staff read", () => {
  const lists = { relationship: RELATIONSHIPS, services: CARE_SERVICES, urgency: URGENCIES, careAmount: CARE_AMOUNTS, payment: PAYMENTS, language: LANGUAGES };
  for (const [group, list] of Object.entries(lists)) {
    const keys = CHOICE_KEYS[group as keyof typeof CHOICE_KEYS] as Record<string, Parameters<typeof translate>[1]>;
    expect(Object.keys(keys).sort(), group).toEqual(list.map((item) => item.value).sort());
    for (const item of list) expect(translate("en", keys[item.value]!), item.value).toBe(item.label);
  }
  expect(translate("fr", "care.language")).toBe("Langue de service souhaitée");
});

test("the French schema answers in French, number formats included", () => {
  const result = careRequestSchemas.fr.safeParse({ relationship: "professional", postalCode: "12345", phone: "555", message: "x".repeat(1001) });
  expect(result.success).toBe(false);
  const messages = Object.fromEntries(result.error!.issues.map((issue) => [String(issue.path[0]), issue.message]));
  expect(messages).toMatchObject({
    postalCode: "Veuillez entrer un code postal comme K1C 1A1 (les trois premiers caractères suffisent).",
    services: "Veuillez choisir au moins un service, ou « Je ne sais pas encore ».",
    urgency: "Veuillez indiquer quand les soins doivent commencer.",
    language: "Veuillez choisir la langue de service souhaitée.",
    name: "Veuillez entrer votre nom.",
    phone: "Veuillez entrer un numéro de téléphone canadien avec son indicatif régional, comme 613-555-0142.",
    message: "Le message doit compter moins de 1\u00a0000 caractères.",
    consent: "Veuillez accepter que nous communiquions avec vous au sujet de cette demande.",
  });
});
