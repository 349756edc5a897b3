/**
 * A stage move, for the list's bulk form and the application page alike:
 * read and check the form; with its email and not yet confirmed, answer the
 * email to show; otherwise move (applications.server.ts: each applicant gets
 * one email per move however often the form is sent) and redirect with a toast.
 */
import { randomBytes } from "node:crypto";
import { data, href, type RouterContextProvider } from "react-router";
import { type Stage, STAGE_LABELS } from "~/lib/hiring";
import { moveSchema } from "./schemas";
import { parseForm } from "~/schemas/parse-form";
import { audit, signedInAdmin } from "~/server/auth/auth.server";
import { findApplication, moveApplications, postingTitleIn } from "~/server/domain/applications.server";
import { renderTemplate, type TemplateKey } from "~/server/domain/hiring-mail.server";
import { clock } from "~/server/infra/clock.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";

/** A fresh key for a move form (its emails' dedupe key). */
export function newMoveKey(): string {
  return randomBytes(16).toString("base64url");
}

export interface MovePreview {
  ids: number[];
  stage: Stage;
  moveKey: string;
  back: string | null;
  email: { to: string; subject: string; text: string; more: number } | null;
}

export async function answerMove(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await requireTextForm(request);
  const submission = parseForm(form, moveSchema);
  const back = form.get("back") === "application" ? "application" : null;
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "Choose applications and a stage.";
    return data({ error: message }, { status: 400 });
  }
  const { ids, stage, send_email, move_key, confirm } = submission.value;
  if (send_email && stage !== "new" && confirm !== "yes") {
    const first = await findApplication(ids[0]!, clock());
    if (!first) return data({ error: "That application no longer exists." }, { status: 404 });
    const email = await renderTemplate(stage as TemplateKey, first.language, { name: first.name, posting: postingTitleIn(first.language, first.posting, first.frenchPosting) });
    const preview: MovePreview = { ids, stage, moveKey: move_key, back, email: { to: first.email, subject: email.subject, text: email.text, more: ids.length - 1 } };
    return { preview };
  }
  const admin = signedInAdmin(context);
  const outcome = await moveApplications(ids, stage, { sendEmail: send_email, moveKey: move_key, actor: admin.name ?? admin.email }, clock());
  for (const id of outcome.moved) await audit(context, "application-move", { type: "application", id }, STAGE_LABELS[stage]);
  const to = back && ids.length === 1 ? href("/admin/applications/:id", { id: String(ids[0]) }) : href("/admin/applications");
  const moved = outcome.moved.length;
  return redirectWithToast(request, to, {
    variant: "success",
    title: moved === 1 ? `Moved to ${STAGE_LABELS[stage]}` : `${moved} applications moved to ${STAGE_LABELS[stage]}`,
    description: [
      outcome.emailed.length ? `${outcome.emailed.length} email${outcome.emailed.length === 1 ? "" : "s"} on the way.` : "",
      outcome.unchanged.length ? `${outcome.unchanged.length} already there.` : "",
    ]
      .filter(Boolean)
      .join(" ") || undefined,
  });
}
