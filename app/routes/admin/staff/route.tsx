import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { data, Form, useNavigation } from "react-router";
import { EmailField, SelectField } from "~/components/forms/Field";
import { adminMeta } from "~/lib/admin-meta";
import { passOnHeaders } from "~/lib/route-headers";
import { STAFF_ROLES } from "~/lib/staff-roles";
/** Types only: the invitation is checked by its intent on the server (intents.server.ts), so no schema reaches the browser. */
import type { inviteSchema } from "~/schemas/password";
import { requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { listPendingInvitations, listStaff, ROLE_LABELS } from "~/server/domain/staff.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import type { Route } from "./+types/route";
import { staffIntents, type StaffIntent } from "./intents.server";
import { InvitationList, StaffList } from "./StaffList";

/** Owners only (app/lib/staff-roles.ts: "staff"). */
export const middleware = [requirePermission("staff")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Staff");

export async function loader({ context }: Route.LoaderArgs) {
  const [staff, invitations] = await Promise.all([listStaff(), listPendingInvitations()]);
  return { staff, invitations, me: signedInAdmin(context).id, roles: STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })) };
}

/** Each form has a hidden `intent`; ./intents.server.ts holds the handlers. An unknown intent is a 400. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await requireTextForm(request);
  const intent = String(form.get("intent") ?? "");
  if (!Object.hasOwn(staffIntents, intent)) throw data("Unknown action", { status: 400 });
  return staffIntents[intent as StaffIntent]({ request, context, form });
}

type StaffActionData = { invite?: SubmissionResult<string[]>; row?: { userId: number; message: string } } | undefined;

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as StaffActionData;
  const navigation = useNavigation();
  const inviting = navigation.state !== "idle" && navigation.formData?.get("intent") === "invite";
  const [form, fields] = useForm<z.input<typeof inviteSchema>>({
    id: "invite",
    lastResult: answer?.invite,
  });
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-ink">Staff</h1>
        <p className="mt-2 text-muted">
          Who can sign in to the admin, and with which role. A new role or a deactivation signs the person out at once.
        </p>
      </div>

      <section aria-labelledby="invite-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="invite-title" className="text-xl font-bold text-ink">
          Invite someone
        </h2>
        <p className="mt-1 text-sm text-muted">They get an email with a link to choose their name and password. The link works once, for 7 days.</p>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="invite" />
          <EmailField field={fields.email} autoComplete="off" autoFocus={Boolean(fields.email.errors)} />
          <SelectField label="Role" name="role" field={fields.role} options={loaderData.roles} required defaultValue={fields.role.initialValue ? undefined : "author"} />
          <button type="submit" className="btn-primary sm:mt-6" disabled={inviting}>
            {inviting ? "Sending..." : "Send invitation"}
          </button>
        </Form>
        <p className="mt-3 text-sm text-muted">
          <strong className="text-ink">Owner</strong>: everything, including staff and the audit trail. <strong className="text-ink">Editor</strong>: posts,
          categories, reviews, messages, subscribers. <strong className="text-ink">Author</strong>: writes posts, cannot publish.{" "}
          <strong className="text-ink">HR</strong>: job applications and resumes only. <strong className="text-ink">Care coordinator</strong>: care requests
          and contact messages only.
        </p>
      </section>

      <StaffList staff={loaderData.staff} me={loaderData.me} roles={loaderData.roles} rowError={answer?.row} />
      <InvitationList invitations={loaderData.invitations} roles={loaderData.roles} />
    </div>
  );
}
