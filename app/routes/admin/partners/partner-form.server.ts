/**
 * The partner form's HTTP side: read, parse with its zod schema through
 * conform, ask the domain, answer (a redirect with a toast, audited, or the
 * form's messages with 400, values kept).
 */
import type { SubmissionResult } from "@conform-to/react";
import { data, href, type RouterContextProvider } from "react-router";
import { parseForm } from "~/schemas/parse-form";
import { audit } from "~/server/auth/auth.server";
import { createPartner, updatePartner } from "~/server/domain/partners.server";
import { redirectWithToast } from "~/server/infra/session.server";
import { partnerSchema } from "./schemas";

export interface PartnerFormAnswer {
  result: SubmissionResult<string[]>;
}

/** Adds (`id` undefined) or saves a partner. */
export async function savePartner(request: Request, context: Readonly<RouterContextProvider>, form: FormData, id?: number) {
  const submission = parseForm(form, partnerSchema);
  if (submission.status !== "success") return data({ result: submission.reply() } satisfies PartnerFormAnswer, { status: 400 });
  const input = submission.value;
  const saved = id === undefined ? await createPartner(input) : await updatePartner(id, input);
  if (!saved.ok) {
    if (saved.reason === "not-found") throw data("That partner no longer exists.", { status: 404 });
    const message = "Another partner has this domain: referrals from it could not be told apart.";
    return data({ result: submission.reply({ fieldErrors: { domain: [message] } }) } satisfies PartnerFormAnswer, { status: 400 });
  }
  await audit(context, id === undefined ? "partner-create" : "partner-edit", { type: "partner", id: saved.id }, input.name);
  return redirectWithToast(request, href("/admin/partners/:id", { id: String(saved.id) }), { title: id === undefined ? "Partner added" : "Partner saved", variant: "success" });
}
