import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, href, Link, useNavigation } from "react-router";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime, utcToAgencyLocal } from "~/lib/agency-time";
import { passOnHeaders } from "~/lib/route-headers";
import { NOTICE_PAGE_GROUPS, noticeStatus } from "~/lib/service-notices";
import { audit, requirePermission } from "~/server/auth/auth.server";
import { endNoticeNow, findNotice } from "~/server/domain/service-notices.server";
import { clock } from "~/server/infra/clock.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/edit";
import { NoticeFields, type NoticeFormFields } from "./NoticeFields";
import { type NoticeFormAnswer, saveNotice } from "./notice-form.server";

/** Editors and owners (app/lib/staff-roles.ts). */
export const middleware = [requirePermission("notices")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Edit a service notice");

async function noticeOf(id: string) {
  const notice = /^\d{1,12}$/.test(id) ? await findNotice(Number(id)) : null;
  if (!notice) throw data("That notice does not exist.", { status: 404 });
  return notice;
}

export async function loader({ params }: Route.LoaderArgs) {
  const notice = await noticeOf(params.id);
  return {
    notice,
    status: noticeStatus(notice, clock()),
    groups: NOTICE_PAGE_GROUPS.map(({ key, label }) => ({ key, label })),
    // The form's Toronto times, made here: the time-zone library stays out of the browser's bundle.
    local: { startsAt: utcToAgencyLocal(notice.startsAt), endsAt: utcToAgencyLocal(notice.endsAt) },
  };
}

/** intent=save: change it; intent=end: end it now (a scheduled one never shows). Both audited. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const existing = await noticeOf(params.id);
  const form = await requireTextForm(request);
  if (form.get("intent") !== "end") return saveNotice({ request, context, form, existing });
  const ended = await endNoticeNow(existing.id);
  if (ended) await audit(context, "notice-end", { type: "notice", id: ended.id }, ended.en.title);
  return redirectWithToast(request, href("/admin/notices"), {
    title: ended ? "Notice ended" : "Notice had already ended",
    description: ended ? `"${ended.en.title}" no longer shows on the public pages.` : undefined,
    variant: ended ? "success" : "info",
  });
}

export default function EditNotice({ loaderData, actionData }: Route.ComponentProps) {
  const { notice, status, local } = loaderData;
  const navigation = useNavigation();
  const busyWith = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const [form, fields] = useForm<NoticeFormFields>({
    id: `notice-${notice.id}`,
    lastResult: (actionData as NoticeFormAnswer | undefined)?.result,
    shouldValidate: "onSubmit",
    defaultValue: {
      title_en: notice.en.title,
      reason_en: notice.en.reason,
      alternatives_en: notice.en.alternatives,
      title_fr: notice.fr.title,
      reason_fr: notice.fr.reason,
      alternatives_fr: notice.fr.alternatives,
      scope: notice.pages === "all" ? "all" : "some",
      pages: notice.pages === "all" ? [] : notice.pages,
      starts_at: local.startsAt,
      ends_at: local.endsAt,
    },
  });
  return (
    <div className="mx-auto max-w-5xl">
      <p>
        <Link to={href("/admin/notices")} className="text-sm font-semibold text-brand underline">
          ← All service notices
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink">Edit a service notice</h1>
      <p className="mt-2 text-muted">
        {status === "current" ? "Showing now" : status === "scheduled" ? "Scheduled" : "Ended"}: {formatAgencyDateTime(notice.startsAt)} until{" "}
        {formatAgencyDateTime(notice.endsAt)} (Toronto time).
      </p>
      {status !== "past" ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="end" />
          <button type="submit" className="btn min-h-11 border-2 border-red-700 text-red-800 hover:bg-red-50" disabled={busyWith === "end"}>
            {busyWith === "end" ? "Ending..." : status === "current" ? "End it now" : "Cancel it (end now)"}
          </button>
        </Form>
      ) : null}
      <Form method="post" className="mt-6 space-y-6" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="save" />
        <NoticeFields fields={fields} groups={loaderData.groups} />
        <button type="submit" className="btn-primary" disabled={busyWith === "save"}>
          {busyWith === "save" ? "Saving..." : "Save notice"}
        </button>
      </Form>
    </div>
  );
}
