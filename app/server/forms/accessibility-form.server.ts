/**
 * The accessibility feedback and alternate-format form (/accessibility,
 * /fr/accessibilite, decision 1010), declared once per language for the
 * visitor form pipeline: the same spam rules and rate limits as the other
 * public forms; stored with its deadline and emails in one transaction
 * (accessibility-requests.server.ts); a success goes to the confirmation page
 * of that edition with the reference only.
 */
import { href } from "react-router";
import { agencyLocalDateAndHour } from "~/lib/agency-time";
import { translator } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { inEdition } from "~/public-pages";
import { ACCESS_FORM_FIELDS, type AccessRequestInput, accessRequestSchema } from "~/schemas/accessibility-request";
import { byLocale } from "~/schemas/form-words";
import type { VisitorForm } from "~/server/forms/visitor-form-pipeline.server";
import { type StoredAccessRequest, storeAccessRequest } from "~/server/domain/accessibility-requests.server";
import { clock } from "~/server/infra/clock.server";

/** The confirmation page of a stored request (the reference only). */
export function accessConfirmationPath(stored: StoredAccessRequest | null, language: Locale = "en"): string {
  const page = inEdition(language, href("/accessibility/received"));
  return stored ? `${page}?${new URLSearchParams({ ref: stored.reference })}` : page;
}

export const accessibilityForm: Record<Locale, VisitorForm<AccessRequestInput, StoredAccessRequest>> = byLocale((language) => {
  const t = translator(language);
  return {
    label: "an accessibility request",
    bucket: "accessibility",
    schema: accessRequestSchema(language, () => agencyLocalDateAndHour(clock()).date),
    fields: ACCESS_FORM_FIELDS,
    required: [],
    messages: { failedTitle: t("access.failedTitle"), fallback: t("access.storeFailed") },
    store: (input) => storeAccessRequest(input, language),
    success: (stored) => ({
      toast: { variant: "success", title: t("access.sentTitle"), description: stored ? t("access.receivedReference", { reference: stored.reference }) : undefined },
      returnTo: accessConfirmationPath(stored, language),
    }),
    redirectTo: (outcome) => outcome.returnTo ?? inEdition(language, href("/accessibility")),
  };
});
