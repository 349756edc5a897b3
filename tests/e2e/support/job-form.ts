/**
 * The application form's screening questions (/job, /fr/postuler), answered
 * the way a person answers them: by their labels (the French form's: FRENCH_LABELS).
 */
import type { Locator } from "@playwright/test";

export interface ScreeningChoices {
  regions?: string[];
  availability?: string[];
  languages?: string[];
  /** The requirement questions ticked ("I hold a Personal Support Worker (PSW) certificate", ...). */
  holds?: string[];
  startDate?: string;
}

/** The labels that are not answers, in each edition. */
export const ENGLISH_LABELS = { startDate: "Earliest start date" };
export const FRENCH_LABELS = { startDate: "Date d'entrée en fonction la plus rapprochée" };

/** Fills the screening part of the form (`form` = the form[action='/job'] locator, or /fr/postuler's with FRENCH_LABELS). */
export async function answerScreening(form: Locator, choices: ScreeningChoices = {}, labels = ENGLISH_LABELS) {
  const regions = form.getByTestId("group-regions");
  for (const region of choices.regions ?? ["Peel Region"]) await regions.getByLabel(region, { exact: true }).check();
  const when = form.getByTestId("group-availability");
  for (const time of choices.availability ?? ["Part-time"]) await when.getByLabel(time, { exact: true }).check();
  await form.getByLabel(labels.startDate).fill(choices.startDate ?? "2099-01-15");
  const languages = form.getByTestId("group-languages");
  for (const language of choices.languages ?? ["English"]) await languages.getByLabel(language, { exact: true }).check();
  for (const question of choices.holds ?? []) await form.getByLabel(question, { exact: true }).check();
}
