/**
 * The referral form (/refer, /fr/aiguillage, decision 0900), declared once
 * per language for the visitor form pipeline, like the care request's
 * (care-request-form.server.ts): the same spam rules, rate limit and
 * hourly ceiling. Stored as a care request with its referrer, partner and
 * emails in one transaction; a success goes to the confirmation page of
 * that edition with the reference only. The parsed submission carries the
 * partner link's code (`partnerCode`) for whoever records the source.
 */
import { href } from "react-router";
import { agencyLocalDateAndHour } from "~/lib/agency-time";
import { REFERRAL_FORM_FIELDS } from "~/lib/referrals";
import { translator } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { inEdition } from "~/public-pages";
import { type ReferralFormInput, referralSchema } from "~/schemas/referral";
import { byLocale } from "~/schemas/form-words";
import type { VisitorForm } from "~/server/forms/visitor-form-pipeline.server";
import { type StoredReferral, storeReferral } from "~/server/domain/referrals.server";
import { clock } from "~/server/infra/clock.server";

/** The enquiry kind of its source record (app/lib/enquiry-sources.ts). */
const REFERRAL_KIND = "referral";

/** The confirmation page of a stored referral (the reference only). */
export function referralConfirmationPath(stored: StoredReferral | null, language: Locale = "en"): string {
  const page = inEdition(language, href("/refer/received"));
  return stored ? `${page}?${new URLSearchParams({ ref: stored.reference })}` : page;
}

export const referralForm: Record<Locale, VisitorForm<ReferralFormInput, StoredReferral>> = byLocale((language) => {
  const t = translator(language);
  return {
    label: "a referral",
    bucket: "care-request",
    schema: referralSchema(language, () => agencyLocalDateAndHour(clock()).date),
    fields: REFERRAL_FORM_FIELDS,
    required: [],
    messages: { failedTitle: t("referral.failedTitle"), fallback: t("care.storeFailed") },
    store: (input) => storeReferral(input, language),
    // Its source record (decision 0901), with the partner link's code it came with.
    source: { kind: REFERRAL_KIND, recordId: (stored) => stored.id, partner: (input) => input.partnerCode ?? null },
    success: (stored) => ({
      toast: { variant: "success", title: t("referral.sentTitle"), description: stored ? t("care.sentReference", { reference: stored.reference }) : undefined },
      returnTo: referralConfirmationPath(stored, language),
    }),
    redirectTo: (outcome) => outcome.returnTo ?? inEdition(language, href("/refer")),
  };
});
