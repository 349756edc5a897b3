import { getFormProps, useForm } from "@conform-to/react";
import type { z } from "zod";
import { NewPasswordFields } from "~/components/admin/NewPasswordFields";
import { data, Form, href, useNavigation } from "react-router";
import { LinkNoLongerValid, StaffLinkPage } from "./StaffLinkPage";
import { TextField } from "~/components/forms/Field";
import { adminMeta } from "~/lib/admin-meta";
import { passOnHeaders } from "~/lib/route-headers";
import { STAFF_NAME_MAX } from "~/schemas/admin-form-rules";
import { acceptInvitationSchema, withPasswordPolicy } from "~/schemas/password";
import { parseForm } from "~/schemas/parse-form";
import { isCommonPassword } from "~/server/credentials/common-passwords.server";
import { redirectWithNewSession } from "~/server/auth/fresh-session.server";
import { startStaffSession } from "~/server/credentials/staff-sessions.server";
import { recordAudit } from "~/server/domain/audit.server";
import { acceptInvitation, findInvitation, ROLE_LABELS } from "~/server/domain/staff.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import type { Route } from "./+types/invite";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Accept your invitation");

/** A link that cannot be used any more: 410 Gone, with what to do instead. */
const gone = () => data({ valid: false as const }, { status: 410, headers: { "Cache-Control": "no-store" } });

export async function loader({ params }: Route.LoaderArgs) {
  const invitation = await findInvitation(params.token);
  if (!invitation) return gone();
  return data({ valid: true as const, email: invitation.email, role: ROLE_LABELS[invitation.role] }, { headers: { "Cache-Control": "no-store" } });
}

/**
 * Creates the account (name, password under the policy), uses the link up,
 * signs the new staff member in and takes them to the dashboard.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await requireTextForm(request);
  const invitation = await findInvitation(params.token);
  if (!invitation) return gone();
  const submission = parseForm(form, withPasswordPolicy(acceptInvitationSchema, { email: invitation.email, isCommon: isCommonPassword }));
  if (submission.status !== "success") {
    return data({ valid: true as const, result: submission.reply({ hideFields: ["password", "confirm"] }) }, { status: 400 });
  }
  const account = await acceptInvitation(params.token, { name: submission.value.name, password: submission.value.password });
  if (!account) return gone();
  const ip = clientIpOf(context);
  const setCookie = await startStaffSession(request, account.userId, { method: "invitation", ip });
  await recordAudit({
    action: "invitation-accepted",
    actor: { id: account.userId, email: account.email },
    target: { type: "user", id: account.userId },
    detail: `role ${account.role}`,
    ip,
  });
  return redirectWithNewSession(request, setCookie, href("/admin"), {
    title: `Welcome, ${submission.value.name}`,
    description: `Your account is ready. You are signed in as ${ROLE_LABELS[account.role]}.`,
    variant: "success",
  });
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm<z.input<typeof acceptInvitationSchema>>({
    id: "accept-invitation",
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
  });
  if (!loaderData.valid || (actionData && !actionData.valid)) {
    return (
      <StaffLinkPage title="Invitation">
        <LinkNoLongerValid what="invitation" next="Ask the owner of the admin to invite you again." />
      </StaffLinkPage>
    );
  }
  return (
    <StaffLinkPage
      title="Accept your invitation"
      intro={
        <>
          You were invited as <strong className="text-ink">{loaderData.role}</strong> with{" "}
          <strong className="text-ink">{loaderData.email}</strong>. Choose your name and a password to finish.
        </>
      }
    >
      <Form method="post" className="mt-8 space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" {...getFormProps(form)}>
        {/* Lets password managers save the new password under the right account. */}
        <input type="hidden" name="username" value={loaderData.email} autoComplete="username" readOnly />
        <TextField label="Your name" name="name" field={fields.name} autoComplete="name" required maxLength={STAFF_NAME_MAX} />
        <NewPasswordFields fields={fields} label="Password" />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Creating your account..." : "Create my account"}
        </button>
      </Form>
    </StaffLinkPage>
  );
}
