/** Ontario forbids a "Canadian experience" requirement in a job posting: in HR's English and in its French text. */
import { expect, test } from "vitest";
import { mentionsCanadianExperience } from "~/lib/hiring";

test("finds the requirement in English and in French, however it is written", () => {
  for (const text of [
    "Two years of Canadian experience",
    "canadian work-experience",
    "Deux ans d'expérience canadienne",
    "Une experience de travail canadienne",
    "Expérience au Canada exigée",
  ]) {
    expect(mentionsCanadianExperience(text), text).toBe(true);
  }
  for (const text of ["Un an d'expérience en soins à domicile", "Expérience auprès d'aînés canadiens appréciée", "Experience in Canada's home care"]) {
    expect(mentionsCanadianExperience(text), text).toBe(false);
  }
});
