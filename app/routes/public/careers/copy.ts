import {
  accommodationStatement,
  benefits,
  type CareersCopy,
  careersHero,
  type EmploymentType,
  careersStory,
  careersValues,
  employmentTypeLabels,
  howToApply,
} from "~/content/careers";
import { companyFacts, stats } from "~/content/company";
import { careersCopy as french } from "~/content/fr/careers";
import { regionSummaries } from "~/content/regions";
import type { Business } from "~/content/business";
import { REQUIREMENT_LABELS, type PostingView } from "~/lib/hiring";
import { translate, useLocale } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { inEdition } from "~/public-pages";
import { type JsonLdObject, jobPostingJsonLd, postingStatements } from "~/lib/structured-data";
import { href } from "react-router";

const english: CareersCopy = {
  hero: careersHero,
  story: careersStory,
  figures: [
    { label: "Established", value: companyFacts.establishedYear },
    { label: "Incorporated", value: companyFacts.incorporated },
    ...stats.slice(1).map((stat) => ({ label: stat.label, value: stat.number })),
  ],
  values: careersValues,
  benefits,
  howToApply,
  accommodationStatement,
  employmentTypes: employmentTypeLabels,
  requirementLabels: REQUIREMENT_LABELS,
  statements: {
    existingVacancy: {
      yes: postingStatements({ existingVacancy: true, aiScreening: false })[0]!,
      no: postingStatements({ existingVacancy: false, aiScreening: false })[0]!,
    },
    aiScreening: {
      yes: postingStatements({ existingVacancy: false, aiScreening: true })[1]!,
      no: postingStatements({ existingVacancy: false, aiScreening: false })[1]!,
    },
  },
};

export const CAREERS_COPY: Record<Locale, CareersCopy> = { en: english, fr: french };

/** The careers pages' words in the page's language. */
export const useCareersCopy = (): CareersCopy => CAREERS_COPY[useLocale()];

/** What Ontario requires the posting to say, in the copy's words. */
export function statementsOf(copy: CareersCopy, posting: Pick<PostingView, "existingVacancy" | "aiScreening">): string[] {
  return [
    posting.existingVacancy ? copy.statements.existingVacancy.yes : copy.statements.existingVacancy.no,
    posting.aiScreening ? copy.statements.aiScreening.yes : copy.statements.aiScreening.no,
  ];
}

/** "Full-time, Part-time"; "Temps plein, temps partiel" (French capitalizes the first only). */
export function employmentTypesText(locale: Locale, types: readonly EmploymentType[]): string {
  const labels = types.map((type) => CAREERS_COPY[locale].employmentTypes[type]);
  return (locale === "fr" ? labels.map((label, index) => (index ? label.toLowerCase() : label)) : labels).join(", ");
}

/** A region's name in the page's language (the slug itself when unknown). */
export function regionNameIn(locale: Locale, slug: string): string {
  const region = regionSummaries.find((summary) => summary.slug === slug);
  return (locale === "fr" ? region?.fr.name : region?.name) ?? slug;
}

/**
 * A posting's JobPosting JSON-LD in the page's language: the English, or on
 * French pages the French text HR gave (none while the text is English only).
 */
export function postingJsonLdIn(locale: Locale, posting: PostingView, business: Business, siteUrl: string): JsonLdObject[] {
  const copy = CAREERS_COPY[locale];
  if (locale === "en") return [jobPostingJsonLd(posting, business, siteUrl, copy.accommodationStatement, (slug) => regionNameIn(locale, slug))];
  if (!posting.french) return [];
  return [
    jobPostingJsonLd(posting, business, siteUrl, copy.accommodationStatement, (slug) => regionNameIn(locale, slug), {
      text: posting.french,
      headings: { responsibilities: translate(locale, "careers.responsibilitiesHeading"), requirements: translate(locale, "careers.requirementsHeading") },
      statements: statementsOf(copy, posting),
      path: inEdition(locale, href("/careers/:slug", { slug: posting.slug })),
    }),
  ];
}
