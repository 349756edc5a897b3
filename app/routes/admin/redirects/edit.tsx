import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, href, Link, useNavigation } from "react-router";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { passOnHeaders } from "~/lib/route-headers";
import { recordIdSchema } from "~/schemas/record-id";
import { audit, requirePermission } from "~/server/auth/auth.server";
import { deleteRedirect, findRedirectById } from "~/server/domain/redirects.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/edit";
import { type RedirectFormAnswer, saveRedirect } from "./redirect-form.server";
import { RedirectFields } from "./RedirectFields";

/** Editors and owners (app/lib/staff-roles.ts). */
export const middleware = [requirePermission("redirects")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Edit a redirect");

async function redirectOf(id: string) {
  const parsed = recordIdSchema.safeParse(id);
  const redirect = parsed.success ? await findRedirectById(parsed.data) : null;
  if (!redirect) throw data("That redirect does not exist.", { status: 404 });
  return redirect;
}

export async function loader({ params }: Route.LoaderArgs) {
  return { redirect: await redirectOf(params.id) };
}

/** intent=save: change it; intent=delete: remove it (audited). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const existing = await redirectOf(params.id);
  const form = await requireTextForm(request);
  if (form.get("intent") !== "delete") return saveRedirect({ request, context, form, existing });
  const deleted = await deleteRedirect(existing.id);
  if (deleted) await audit(context, "redirect-delete", { type: "redirect", id: deleted.id }, `${deleted.from} → ${deleted.to}`);
  return redirectWithToast(request, href("/admin/redirects"), {
    title: "Redirect deleted",
    description: `${existing.from} no longer leads anywhere.`,
    variant: "success",
  });
}

export default function EditRedirect({ loaderData, actionData }: Route.ComponentProps) {
  const { redirect } = loaderData;
  const navigation = useNavigation();
  const busyWith = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const [form, fields] = useForm<{ from: string; to: string; status: string }>({
    id: `redirect-${redirect.id}`,
    lastResult: (actionData as RedirectFormAnswer | undefined)?.result,
    defaultValue: { from: redirect.from, to: redirect.to, status: String(redirect.status) },
  });
  return (
    <div className="mx-auto max-w-2xl">
      <p>
        <Link to={href("/admin/redirects")} className="text-sm font-semibold text-brand underline">
          ← All redirects
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink">Edit a redirect</h1>
      <p className="mt-2 text-muted">
        {redirect.hits.toLocaleString("en-CA")} {redirect.hits === 1 ? "hit" : "hits"}
        {redirect.lastUsedAt ? `, last used ${formatAgencyDateTime(redirect.lastUsedAt)}` : ", never used"}.{" "}
        {redirect.origin === "auto" ? "Made when a post's address changed." : "Added by staff."}
      </p>
      <Form method="post" className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="save" />
        <RedirectFields fields={fields} focusFrom={Boolean(fields.from.errors)} followed={redirect.followed} />
        <button type="submit" className="btn-primary" disabled={busyWith === "save"}>
          {busyWith === "save" ? "Saving..." : "Save redirect"}
        </button>
      </Form>
      <Form method="post" className="mt-6">
        <input type="hidden" name="intent" value="delete" />
        <button type="submit" className="btn min-h-9 border border-red-300 px-3 py-1.5 text-red-800 hover:bg-red-50" disabled={busyWith === "delete"}>
          {busyWith === "delete" ? "Deleting..." : "Delete this redirect"}
        </button>
      </Form>
    </div>
  );
}
