import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, href, Link, useNavigation } from "react-router";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime, utcToAgencyLocal } from "~/lib/agency-time";
import { passOnHeaders } from "~/lib/route-headers";
import { NOTICE_PAGE_GROUPS, noticeStatus } from "~/lib/service-notices";
import { recordIdSchema } from "~/schemas/record-id";
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

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.status === "past" ? "A past service notice" : "Edit a service notice");

async function noticeOf(id: string) {
  const parsed = recordIdSchema.safeParse(id);
  const notice = parsed.success ? await findNotice(parsed.data) : null;
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

/** intent=save: change it; intent=end: end it now (a scheduled one never shows). Both audited. A past notice stays as it was shown. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const existing = await noticeOf(params.id);
  const form = await requireTextForm(request);
  if (form.get("intent") !== "end") {
    if (noticeStatus(existing, clock()) !== "past") return saveNotice({ request, context, form, existing });
    return redirectWithToast(request, href("/admin/notices/:id", { id: String(existing.id) }), {
      title: "Not saved: this notice has ended",
      description: "A past notice stays as it was shown. To tell visitors again, create a new notice.",
      variant: "error",
    });
  }
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
      <h1 className="mt-2 text-3xl font-bold text-ink">{status === "past" ? "A past service notice" : "Edit a service notice"}</h1>
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
      {status === "past" ? (
        <PastNotice notice={notice} groups={loaderData.groups} />
      ) : (
        <Form method="post" className="mt-6 space-y-6" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="save" />
          <NoticeFields fields={fields} groups={loaderData.groups} />
          <button type="submit" className="btn-primary" disabled={busyWith === "save"}>
            {busyWith === "save" ? "Saving..." : "Save notice"}
          </button>
        </Form>
      )}
    </div>
  );
}

/** A past notice, read only: what visitors were shown, in both languages, and where. */
function PastNotice({ notice, groups }: { notice: Route.ComponentProps["loaderData"]["notice"]; groups: Array<{ key: string; label: string }> }) {
  const labels = new Map(groups.map((group) => [group.key, group.label]));
  const rows: Array<[string, string]> = [
    ["What was disrupted (English)", notice.en.title],
    ["Why (English)", notice.en.reason],
    ["Alternatives (English)", notice.en.alternatives],
    ["What was disrupted (French)", notice.fr.title],
    ["Why (French)", notice.fr.reason],
    ["Alternatives (French)", notice.fr.alternatives],
    ["Pages", notice.pages === "all" ? "Every public page" : notice.pages.map((key) => labels.get(key) ?? key).join("; ")],
  ];
  return (
    <section aria-labelledby="past-notice" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="past-notice" className="text-lg font-semibold text-ink">
        As it was shown (read only)
      </h2>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[14rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink">{term}</dt>
            <dd className="whitespace-pre-line break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
