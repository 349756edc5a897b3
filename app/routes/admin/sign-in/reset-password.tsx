import { getFormProps, useForm } from "@conform-to/react";
import type { z } from "zod";
import { NewPasswordFields } from "~/components/admin/NewPasswordFields";
import { data, Form, href, Link, useNavigation } from "react-router";
import { LinkNoLongerValid, StaffLinkPage } from "./StaffLinkPage";
import { adminMeta } from "~/lib/admin-meta";
import { passOnHeaders } from "~/lib/route-headers";
import { resetPasswordSchema, withPasswordPolicy } from "~/schemas/password";
import { parseForm } from "~/schemas/parse-form";
import { isCommonPassword } from "~/server/credentials/common-passwords.server";
import { recordAudit } from "~/server/domain/audit.server";
import { findResetToken, resetPassword, sendPasswordChangedNotice } from "~/server/domain/staff.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/reset-password";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Choose a new password");

const gone = () => data({ valid: false as const }, { status: 410, headers: { "Cache-Control": "no-store" } });

export async function loader({ params }: Route.LoaderArgs) {
  const reset = await findResetToken(params.token);
  if (!reset) return gone();
  return data({ valid: true as const, email: reset.email }, { headers: { "Cache-Control": "no-store" } });
}

/**
 * Sets the new password, uses the link up and ends every session of the
 * account; then the sign-in page (no automatic sign-in: the account may
 * have a second factor, and the link alone must not get past it).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await requireTextForm(request);
  const reset = await findResetToken(params.token);
  if (!reset) return gone();
  const submission = parseForm(form, withPasswordPolicy(resetPasswordSchema, { email: reset.email, isCommon: isCommonPassword }));
  if (submission.status !== "success") {
    return data({ valid: true as const, result: submission.reply({ hideFields: ["password", "confirm"] }) }, { status: 400 });
  }
  const user = await resetPassword(params.token, submission.value.password);
  if (!user) return gone();
  await recordAudit({
    action: "password-reset",
    actor: user,
    target: { type: "user", id: user.id },
    detail: "new password set through the emailed link; every session ended",
    ip: clientIpOf(context),
  });
  await sendPasswordChangedNotice(user.email, "reset");
  return redirectWithToast(request, href("/admin/login"), {
    title: "Password changed",
    description: "Sign in with your new password.",
    variant: "success",
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm<z.input<typeof resetPasswordSchema>>({
    id: "reset-password",
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
  });
  if (!loaderData.valid || (actionData && !actionData.valid)) {
    return (
      <StaffLinkPage title="Reset your password">
        <LinkNoLongerValid
          what="reset"
          next={
            <>
              <Link to={href("/admin/forgot-password")} className="link">
                Ask for a new link
              </Link>
              .
            </>
          }
        />
      </StaffLinkPage>
    );
  }
  return (
    <StaffLinkPage
      title="Choose a new password"
      intro={
        <>
          For <strong className="text-ink">{loaderData.email}</strong>. Every session of this account will be signed out.
        </>
      }
    >
      <Form method="post" className="mt-8 space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" {...getFormProps(form)}>
        <input type="hidden" name="username" value={loaderData.email} autoComplete="username" readOnly />
        <NewPasswordFields fields={fields} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Saving..." : "Set the new password"}
        </button>
      </Form>
    </StaffLinkPage>
  );
}
