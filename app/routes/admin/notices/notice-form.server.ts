/**
 * The notice form's HTTP side (decision 1020): read, parse with the zod
 * schema through conform, ask the domain, audit, answer (a redirect with a
 * toast to the list, or the form's messages with 400 and what was typed).
 */
import type { SubmissionResult } from "@conform-to/react";
import { data, href, type RouterContextProvider } from "react-router";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { ALL_PAGES } from "~/lib/service-notices";
import { parseForm } from "~/schemas/parse-form";
import { audit, signedInAdmin } from "~/server/auth/auth.server";
import { createNotice, type ServiceNotice, updateNotice } from "~/server/domain/service-notices.server";
import { redirectWithToast } from "~/server/infra/session.server";
import { noticeFormSchema } from "./schemas";

export interface NoticeFormAnswer {
  result: SubmissionResult<string[]>;
}

/** Create (`existing` null) or edit a notice; audited. */
export async function saveNotice({
  request,
  context,
  form,
  existing,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  form: FormData;
  existing: ServiceNotice | null;
}) {
  const submission = parseForm(form, noticeFormSchema);
  if (submission.status !== "success") return data<NoticeFormAnswer>({ result: submission.reply() }, { status: 400 });
  const value = submission.value;
  const input = {
    en: { title: value.title_en, reason: value.reason_en, alternatives: value.alternatives_en },
    fr: { title: value.title_fr, reason: value.reason_fr, alternatives: value.alternatives_fr },
    pages: value.scope === ALL_PAGES ? (ALL_PAGES as typeof ALL_PAGES) : [...new Set(value.pages)],
    startsAt: value.starts_at,
    endsAt: value.ends_at,
  };
  const saved = existing ? await updateNotice(existing.id, input) : await createNotice(input, signedInAdmin(context).email);
  if (!saved) throw data("That notice does not exist.", { status: 404 });
  const period = `${formatAgencyDateTime(saved.startsAt)} until ${formatAgencyDateTime(saved.endsAt)}`;
  await audit(context, existing ? "notice-edit" : "notice-create", { type: "notice", id: saved.id }, `${saved.en.title} (${period})`);
  return redirectWithToast(request, href("/admin/notices"), {
    title: existing ? "Notice saved" : "Notice created",
    description: `"${saved.en.title}" shows from ${period} (Toronto time).`,
    variant: "success",
  });
}
