/**
 * What one complaint's forms do, one handler per `intent` (decision 1001):
 * assign a handler, mark acknowledged, record the 10-day update of a
 * complaint of harm, add a note, resolve with the outcome. Each change is
 * audited; a refusal comes back as data for the form it belongs to
 * (messages next to its fields).
 */
import type { SubmissionResult } from "@conform-to/react";
import { data, href, type RouterContextProvider } from "react-router";
import { parseForm } from "~/schemas/parse-form";
import { audit, signedInAdmin } from "~/server/auth/auth.server";
import {
  acknowledgeComplaint,
  addComplaintNote,
  assignComplaint,
  type ComplaintChange,
  recordComplaintUpdate,
  resolveComplaint,
} from "~/server/domain/complaints.server";
import { redirectWithToast } from "~/server/infra/session.server";
import { complaintAcknowledgeSchema, complaintAssignSchema, complaintNoteSchema, complaintResolveSchema, complaintUpdateSchema } from "./schemas";

export interface ComplaintIntentAnswer {
  assign?: SubmissionResult<string[]>;
  update?: SubmissionResult<string[]>;
  note?: SubmissionResult<string[]>;
  resolve?: SubmissionResult<string[]>;
}

const GONE = "That complaint no longer exists.";

/** The audit entry says when the handler confirmed who receives their words by email. */
const identityDetail = (confirmed: boolean) => (confirmed ? "identity and authority confirmed" : undefined);

export async function complaintIntent(request: Request, context: Readonly<RouterContextProvider>, id: number, form: FormData) {
  const page = href("/admin/complaints/:id", { id: String(id) });
  const actor = signedInAdmin(context);
  const target = { type: "complaint", id };
  const done = (title: string) => redirectWithToast(request, page, { title, variant: "success" });
  const unchanged = () => redirectWithToast(request, page, { title: "Nothing changed", variant: "info" });
  const gone = (result: ComplaintChange) => {
    if (!result.ok && result.reason === "not-found") throw data(GONE, { status: 404 });
  };
  switch (form.get("intent")) {
    case "assign": {
      const submission = parseForm(form, complaintAssignSchema);
      if (submission.status !== "success") return data({ assign: submission.reply() } satisfies ComplaintIntentAnswer, { status: 400 });
      const result = await assignComplaint(id, submission.value.handler);
      gone(result);
      if (!result.ok) {
        return data({ assign: submission.reply({ fieldErrors: { handler: ["That person cannot handle complaints (not an owner or coordinator, or deactivated)."] } }) } satisfies ComplaintIntentAnswer, { status: 400 });
      }
      if (!result.changed) return unchanged();
      await audit(context, "complaint-assign", target, submission.value.handler === null ? "unassigned" : `to user ${submission.value.handler}`);
      return done(submission.value.handler === null ? "Unassigned" : "Assigned");
    }
    case "acknowledge": {
      const submission = parseForm(form, complaintAcknowledgeSchema);
      if (submission.status !== "success") throw data("Unknown action", { status: 400 });
      const result = await acknowledgeComplaint(id, actor);
      gone(result);
      if (result.ok && !result.changed) return unchanged();
      await audit(context, "complaint-acknowledge", target);
      return done("Marked acknowledged");
    }
    case "update": {
      const submission = parseForm(form, complaintUpdateSchema);
      if (submission.status !== "success") return data({ update: submission.reply() } satisfies ComplaintIntentAnswer, { status: 400 });
      const result = await recordComplaintUpdate(id, actor, { text: submission.value.update, identityConfirmed: submission.value.identityConfirmed });
      gone(result);
      if (!result.ok) {
        const message = result.reason === "not-acknowledged" ? "Mark it acknowledged first." : "Only a complaint of harm has a 10-day update.";
        return data({ update: submission.reply({ fieldErrors: { update: [message] } }) } satisfies ComplaintIntentAnswer, { status: 400 });
      }
      if (!result.changed) return unchanged();
      await audit(context, "complaint-update", target, identityDetail(submission.value.identityConfirmed));
      return done("10-day update recorded");
    }
    case "note": {
      const submission = parseForm(form, complaintNoteSchema);
      if (submission.status !== "success") return data({ note: submission.reply() } satisfies ComplaintIntentAnswer, { status: 400 });
      if (!(await addComplaintNote(id, actor, submission.value.note))) throw data(GONE, { status: 404 });
      await audit(context, "complaint-note", target);
      return done("Note added");
    }
    case "resolve": {
      const submission = parseForm(form, complaintResolveSchema);
      if (submission.status !== "success") return data({ resolve: submission.reply() } satisfies ComplaintIntentAnswer, { status: 400 });
      const { outcome, changes, identityConfirmed } = submission.value;
      const result = await resolveComplaint(id, actor, { outcome, changes, identityConfirmed });
      gone(result);
      if (result.ok && !result.changed) return unchanged();
      await audit(context, "complaint-resolve", target, identityDetail(identityConfirmed));
      return done("Resolved: the outcome is on its way in writing");
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}
