/**
 * What one accessibility request's forms do, one handler per `intent`:
 * acknowledge (the person was contacted), agree a delivery date, close with
 * a note. Each change is audited; a refusal comes back as data for its form
 * (messages next to its fields).
 */
import type { SubmissionResult } from "@conform-to/react";
import { data, href, type RouterContextProvider } from "react-router";
import { agencyLocalDateAndHour } from "~/lib/agency-time";
import { parseForm } from "~/schemas/parse-form";
import { audit, signedInAdmin } from "~/server/auth/auth.server";
import { type AccessChange, acknowledgeAccessRequest, agreeAccessDelivery, closeAccessRequest } from "~/server/domain/accessibility-requests.server";
import { clock } from "~/server/infra/clock.server";
import { redirectWithToast } from "~/server/infra/session.server";
import { ackSchema, agreeSchema, closeSchema } from "./schemas";

export interface AccessIntentAnswer {
  acknowledge?: SubmissionResult<string[]>;
  agree?: SubmissionResult<string[]>;
  close?: SubmissionResult<string[]>;
}

export async function accessIntent(request: Request, context: Readonly<RouterContextProvider>, id: number, form: FormData) {
  const page = href("/admin/accessibility/:id", { id: String(id) });
  const actor = signedInAdmin(context);
  const now = clock();
  const answer = async (result: AccessChange, title: string, detail: string) => {
    if (!result.ok && result.reason === "not-found") throw data("That request no longer exists.", { status: 404 });
    if (!result.ok) return redirectWithToast(request, page, { title: "This request is closed", variant: "info" });
    if (!result.changed) return redirectWithToast(request, page, { title: "Nothing changed", variant: "info" });
    await audit(context, "access-request-step", { type: "accessibility-request", id }, detail);
    return redirectWithToast(request, page, { title, variant: "success" });
  };
  switch (form.get("intent")) {
    case "acknowledge": {
      const submission = parseForm(form, ackSchema);
      if (submission.status !== "success") return data({ acknowledge: submission.reply() } satisfies AccessIntentAnswer, { status: 400 });
      return answer(await acknowledgeAccessRequest(id, actor.email, submission.value.note, now), "Marked acknowledged", "acknowledged");
    }
    case "agree": {
      const submission = parseForm(form, agreeSchema(agencyLocalDateAndHour(now).date));
      if (submission.status !== "success") return data({ agree: submission.reply() } satisfies AccessIntentAnswer, { status: 400 });
      const { date, note } = submission.value;
      return answer(await agreeAccessDelivery(id, actor.email, date, note, now), "Delivery date saved", `delivery agreed for ${date}`);
    }
    case "close": {
      const submission = parseForm(form, closeSchema);
      if (submission.status !== "success") return data({ close: submission.reply() } satisfies AccessIntentAnswer, { status: 400 });
      return answer(await closeAccessRequest(id, actor.email, submission.value.note, now), "Request closed", "closed");
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}
