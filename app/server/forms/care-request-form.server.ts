/**
 * The care request form (/request-care, /fr/demande-de-soins), declared
 * once per language for the visitor form pipeline
 * (visitor-form-pipeline.server.ts: rate limit, honeypot, parse, store,
 * answer): the same spam rules as every public form. Stored with its notices
 * in one transaction (the outbox), so nothing is sent for a request that was
 * not kept and nothing kept goes untold; the edition it came from is stored
 * with it (the family's acknowledgement follows it). A success goes to the
 * confirmation page of that edition with the reference and the region
 * (never the answers).
 */
import { href } from "react-router";
import { CARE_FORM_FIELDS } from "~/lib/care-requests";
import { translator } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { inEdition } from "~/public-pages";
import { type CareRequestFormInput, careRequestSchemas } from "~/schemas/care-request";
import { byLocale } from "~/schemas/form-words";
import type { VisitorForm } from "~/server/forms/visitor-form-pipeline.server";
import { storeCareRequest } from "~/server/domain/care-request-mail.server";
import type { StoredCareRequest } from "~/server/domain/care-requests.server";

/** The confirmation page of a stored request (no answer in it, only the reference and the region). */
export function confirmationPath(stored: StoredCareRequest | null, language: Locale = "en"): string {
  const page = inEdition(language, href("/request-care/received"));
  if (!stored) return page;
  const query = new URLSearchParams({ ref: stored.reference, ...(stored.region ? { region: stored.region } : {}) });
  return `${page}?${query}`;
}

export const careRequestForm: Record<Locale, VisitorForm<CareRequestFormInput, StoredCareRequest>> = byLocale((language) => {
  const t = translator(language);
  return {
    label: "a care request",
    bucket: "care-request",
    schema: careRequestSchemas[language],
    fields: CARE_FORM_FIELDS,
    required: [],
    messages: { failedTitle: t("care.failedTitle"), fallback: t("care.storeFailed") },
    store: (input) => storeCareRequest({ ...input, formLanguage: language }),
    source: { kind: "care-request", recordId: (stored) => stored.id, heard: (input) => input },
    success: (stored) => ({
      toast: { variant: "success", title: t("care.sentTitle"), description: stored ? t("care.sentReference", { reference: stored.reference }) : undefined },
      returnTo: confirmationPath(stored, language),
    }),
    redirectTo: (outcome) => outcome.returnTo ?? inEdition(language, href("/request-care")),
  };
});
