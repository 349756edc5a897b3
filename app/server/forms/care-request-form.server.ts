/**
 * The care request form (/request-care), declared for the visitor form
 * pipeline (visitor-form-pipeline.server.ts: rate limit, honeypot, parse,
 * store, answer): the same spam rules as every public form. Stored with its
 * notices in one transaction (the outbox), so nothing is sent for a request
 * that was not kept and nothing kept goes untold. A success goes to the
 * confirmation page with the reference and the region (never the answers).
 */
import { href } from "react-router";
import { CARE_FORM_FIELDS, careText } from "~/lib/care-requests";
import { type CareRequestFormInput, careRequestSchema } from "~/schemas/care-request";
import type { VisitorForm } from "~/server/forms/visitor-form-pipeline.server";
import { storeCareRequest } from "~/server/domain/care-request-mail.server";
import type { StoredCareRequest } from "~/server/domain/care-requests.server";

/** The confirmation page of a stored request (no answer in it, only the reference and the region). */
export function confirmationPath(stored: StoredCareRequest | null): string {
  if (!stored) return href("/request-care/received");
  const query = new URLSearchParams({ ref: stored.reference, ...(stored.region ? { region: stored.region } : {}) });
  return `${href("/request-care/received")}?${query}`;
}

export const careRequestForm: VisitorForm<CareRequestFormInput, StoredCareRequest> = {
  label: "a care request",
  bucket: "care-request",
  schema: careRequestSchema,
  fields: CARE_FORM_FIELDS,
  required: [],
  messages: { failedTitle: careText.failedTitle, fallback: careText.storeFailed },
  store: (input) => storeCareRequest(input),
  success: (stored) => ({
    toast: { variant: "success", title: careText.sentTitle, description: stored ? `Your reference is ${stored.reference}.` : undefined },
    returnTo: confirmationPath(stored),
  }),
  redirectTo: (outcome) => outcome.returnTo ?? href("/request-care"),
};
