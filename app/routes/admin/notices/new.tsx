import { getFormProps, useForm } from "@conform-to/react";
import { Form, href, Link, useNavigation } from "react-router";
import { adminMeta } from "~/lib/admin-meta";
import { passOnHeaders } from "~/lib/route-headers";
import { NOTICE_PAGE_GROUPS } from "~/lib/service-notices";
import { requirePermission } from "~/server/auth/auth.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import type { Route } from "./+types/new";
import { NoticeFields, type NoticeFormFields } from "./NoticeFields";
import { type NoticeFormAnswer, saveNotice } from "./notice-form.server";

/** Editors and owners (app/lib/staff-roles.ts). */
export const middleware = [requirePermission("notices")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("New service notice");

/** The page groups the form offers (named on the server: their module stays out of the browser's bundle). */
export function loader() {
  return { groups: NOTICE_PAGE_GROUPS.map(({ key, label }) => ({ key, label })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveNotice({ request, context, form: await requireTextForm(request), existing: null });
}

export default function NewNotice({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm<NoticeFormFields>({
    id: "new-notice",
    lastResult: (actionData as NoticeFormAnswer | undefined)?.result,
    defaultValue: { scope: "all" },
    shouldValidate: "onSubmit",
  });
  return (
    <div className="mx-auto max-w-5xl">
      <p>
        <Link to={href("/admin/notices")} className="text-sm font-semibold text-brand underline">
          ← All service notices
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink">New service notice</h1>
      <p className="mt-2 max-w-3xl text-muted">
        A banner on the public pages it concerns, in English and French, while a service is disrupted: what, why, until when, and what people can do
        meanwhile.
      </p>
      <Form method="post" className="mt-6 space-y-6" {...getFormProps(form)}>
        <NoticeFields fields={fields} groups={loaderData.groups} />
        <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Saving..." : "Create notice"}
        </button>
      </Form>
    </div>
  );
}
