/**
 * What one care request's forms do, one handler per `intent`: a note, a
 * status (with its reason when not proceeding), an assignment. Each change
 * is audited and added to the request's history; a refusal comes back as
 * data for the form it belongs to (messages next to its fields).
 */
import type { SubmissionResult } from "@conform-to/react";
import { data, href, type RouterContextProvider } from "react-router";
import { CARE_STATUSES, labelOf, NOT_PROCEEDING_REASONS } from "~/lib/care-requests";
import { careAssignSchema, careNoteSchema, careStatusSchema } from "./schemas";
import { parseForm } from "~/schemas/parse-form";
import { audit, signedInAdmin } from "~/server/auth/auth.server";
import { addCareNote, assignCareRequest, type ChangeResult, setCareStatus } from "~/server/domain/care-requests.server";
import { redirectWithToast } from "~/server/infra/session.server";

export interface CareIntentAnswer {
  note?: SubmissionResult<string[]>;
  status?: SubmissionResult<string[]>;
  assign?: SubmissionResult<string[]>;
}

const GONE = "That care request no longer exists.";

export async function careIntent(request: Request, context: Readonly<RouterContextProvider>, id: number, form: FormData) {
  const page = href("/admin/care-requests/:id", { id: String(id) });
  const actor = signedInAdmin(context);
  const done = (title: string, description?: string) => redirectWithToast(request, page, { title, description, variant: "success" });
  const refusal = (result: Extract<ChangeResult, { ok: false }>) => {
    if (result.reason === "not-found") throw data(GONE, { status: 404 });
    return result;
  };
  switch (form.get("intent")) {
    case "note": {
      const submission = parseForm(form, careNoteSchema);
      if (submission.status !== "success") return data({ note: submission.reply() } satisfies CareIntentAnswer, { status: 400 });
      if (!(await addCareNote(id, actor, submission.value.note))) throw data(GONE, { status: 404 });
      await audit(context, "care-request-note", { type: "care-request", id });
      return done("Note added");
    }
    case "status": {
      const submission = parseForm(form, careStatusSchema);
      if (submission.status !== "success") return data({ status: submission.reply() } satisfies CareIntentAnswer, { status: 400 });
      const { status, reason } = submission.value;
      const statusLabel = labelOf(CARE_STATUSES, status);
      const reasonLabel = status === "not-proceeding" ? labelOf(NOT_PROCEEDING_REASONS, reason) : undefined;
      const result = await setCareStatus(id, actor, { status, reason, statusLabel, reasonLabel });
      if (!result.ok) refusal(result);
      if (result.ok && !result.changed) return redirectWithToast(request, page, { title: "Nothing changed", variant: "info" });
      await audit(context, "care-request-status", { type: "care-request", id }, reasonLabel ? `${statusLabel}: ${reasonLabel}` : statusLabel);
      return done("Status saved", reasonLabel ? `${statusLabel}: ${reasonLabel}` : statusLabel);
    }
    case "assign": {
      const submission = parseForm(form, careAssignSchema);
      if (submission.status !== "success") return data({ assign: submission.reply() } satisfies CareIntentAnswer, { status: 400 });
      const result = await assignCareRequest(id, actor, submission.value.assignee);
      if (!result.ok) {
        refusal(result);
        return data(
          { assign: submission.reply({ fieldErrors: { assignee: ["That person cannot take care requests (not a coordinator or owner, or deactivated)."] } }) } satisfies CareIntentAnswer,
          { status: 400 },
        );
      }
      if (!result.changed) return redirectWithToast(request, page, { title: "Nothing changed", variant: "info" });
      await audit(context, "care-request-assign", { type: "care-request", id }, submission.value.assignee === null ? "unassigned" : `to user ${submission.value.assignee}`);
      return done(submission.value.assignee === null ? "Unassigned" : "Assigned");
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}
