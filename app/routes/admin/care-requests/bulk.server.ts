/**
 * The queue's bulk forms (no JavaScript needed): assign the ticked requests
 * to someone, or give them a status. Each request changed is audited and its
 * history gets the line; the answer counts what was done and goes back to
 * the same filtered view.
 */
import { href, type RouterContextProvider } from "react-router";
import { CARE_STATUSES, labelOf, NOT_PROCEEDING_REASONS } from "~/lib/care-requests";
import { careBulkSchema } from "./schemas";
import { parseForm } from "~/schemas/parse-form";
import { audit, signedInAdmin } from "~/server/auth/auth.server";
import { assignCareRequest, setCareStatus } from "~/server/domain/care-requests.server";
import { redirectWithToast } from "~/server/infra/session.server";

const plural = (n: number) => `${n} request${n === 1 ? "" : "s"}`;

/** The list's own query string, sent back by the form (only its parameters, never another path). */
function backTo(back: string | undefined): string {
  const params = new URLSearchParams(back ?? "");
  const kept = new URLSearchParams();
  for (const name of ["status", "region", "urgency", "language", "mine", "referrals", "q", "page"]) {
    const value = params.get(name);
    if (value) kept.set(name, value.slice(0, 100));
  }
  const query = kept.toString();
  return query ? `${href("/admin/care-requests")}?${query}` : href("/admin/care-requests");
}

export async function bulkChange(request: Request, context: Readonly<RouterContextProvider>, form: FormData) {
  const submission = parseForm(form, careBulkSchema);
  const back = backTo(typeof form.get("back") === "string" ? String(form.get("back")) : undefined);
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "That request was not understood.";
    return redirectWithToast(request, back, { title: "Nothing changed", description: String(message), variant: "error" });
  }
  const actor = signedInAdmin(context);
  const value = submission.value;
  let done = 0;
  let refused = 0;
  for (const id of value.ids) {
    if (value.intent === "bulk-assign") {
      const result = await assignCareRequest(id, actor, value.assignee);
      if (!result.ok) {
        refused++;
        continue;
      }
      if (!result.changed) continue;
      await audit(context, "care-request-assign", { type: "care-request", id }, value.assignee === null ? "unassigned" : `to user ${value.assignee}`);
    } else {
      const statusLabel = labelOf(CARE_STATUSES, value.status);
      const reasonLabel = value.status === "not-proceeding" ? labelOf(NOT_PROCEEDING_REASONS, value.reason) : undefined;
      const result = await setCareStatus(id, actor, { status: value.status, reason: value.reason, statusLabel, reasonLabel });
      if (!result.ok) {
        refused++;
        continue;
      }
      if (!result.changed) continue;
      await audit(context, "care-request-status", { type: "care-request", id }, reasonLabel ? `${statusLabel}: ${reasonLabel}` : statusLabel);
    }
    done++;
  }
  const verb = value.intent === "bulk-assign" ? (value.assignee === null ? "unassigned" : "assigned") : `marked ${labelOf(CARE_STATUSES, value.status)}`;
  return redirectWithToast(request, back, {
    title: done ? `${plural(done)} ${verb}.` : "Nothing changed",
    description: refused ? `${plural(refused)} could not be changed (no longer there, or that person cannot take care requests).` : undefined,
    variant: done ? "success" : refused ? "error" : "info",
  });
}
