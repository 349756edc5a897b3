/**
 * The complaint form (/complaints, /fr/plaintes, decision 1001), declared
 * once per language for the visitor form pipeline: rate limit, honeypot,
 * the schema in the address's language, stored with its emails in one
 * transaction (complaints.server.ts), then the confirmation page of that
 * edition with the reference only.
 */
import { href } from "react-router";
import { agencyLocalDateAndHour } from "~/lib/agency-time";
import { COMPLAINT_FORM_FIELDS } from "~/lib/complaints";
import { translator } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { inEdition } from "~/public-pages";
import { complaintSchema, type ComplaintFormInput } from "~/schemas/complaint";
import { byLocale } from "~/schemas/form-words";
import { type StoredComplaint, storeComplaint } from "~/server/domain/complaints.server";
import type { VisitorForm } from "~/server/forms/visitor-form-pipeline.server";
import { clock } from "~/server/infra/clock.server";

/** The confirmation page of a stored complaint (the reference only). */
export function complaintConfirmationPath(stored: StoredComplaint | null, language: Locale = "en"): string {
  const page = inEdition(language, href("/complaints/received"));
  return stored ? `${page}?${new URLSearchParams({ ref: stored.reference })}` : page;
}

export const complaintForm: Record<Locale, VisitorForm<ComplaintFormInput, StoredComplaint>> = byLocale((language) => {
  const t = translator(language);
  return {
    label: "a complaint",
    bucket: "complaint",
    schema: complaintSchema(language, () => agencyLocalDateAndHour(clock()).date),
    fields: COMPLAINT_FORM_FIELDS,
    required: [],
    messages: { failedTitle: t("complaints.failedTitle"), fallback: t("complaints.storeFailed") },
    store: (input) => storeComplaint(input, { channel: "web", language }),
    success: (stored) => ({
      toast: { variant: "success", title: t("complaints.sentTitle"), description: stored ? t("care.sentReference", { reference: stored.reference }) : undefined },
      returnTo: complaintConfirmationPath(stored, language),
    }),
    redirectTo: (outcome) => outcome.returnTo ?? inEdition(language, href("/complaints")),
  };
});
