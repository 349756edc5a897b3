import { getFormProps, useForm } from "@conform-to/react";
import type { z } from "zod";
import { data, Form, href, Link, useNavigation } from "react-router";
import { StaffLinkPage } from "./StaffLinkPage";
import { EmailField } from "~/components/forms/Field";
import { FormAlert } from "~/components/forms/FormAlert";
import { adminMeta } from "~/lib/admin-meta";
import { passOnHeaders } from "~/lib/route-headers";
import { forgotPasswordSchema } from "~/schemas/password";
import { parseForm } from "~/schemas/parse-form";
import { FORGOT_PASSWORD_ANSWER, requestPasswordReset } from "~/server/domain/password-reset.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { limitPublicPost, retryAfterHeaders } from "~/server/infra/rate-limit.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import type { Route } from "./+types/forgot-password";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Forgot your password?");

/**
 * Always the same answer, at once: the reset link (if the email belongs to
 * an active account) is made and mailed after the answer has gone
 * (app/server/domain/password-reset.server.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await requireTextForm(request);
  const submission = parseForm(form, forgotPasswordSchema);
  if (submission.status !== "success") return data({ sent: false as const, result: submission.reply() }, { status: 400 });
  const ip = clientIpOf(context);
  const limit = await limitPublicPost(request, "forgot-password", ip);
  if (!limit.ok) {
    return data({ sent: false as const, result: submission.reply({ formErrors: [limit.message] }) }, { status: 429, headers: retryAfterHeaders(limit) });
  }
  requestPasswordReset(submission.value.email, ip);
  return { sent: true as const, message: FORGOT_PASSWORD_ANSWER };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm<z.input<typeof forgotPasswordSchema>>({
    id: "forgot-password",
    lastResult: actionData && !actionData.sent ? actionData.result : undefined,
  });
  const formError = form.errors?.[0];
  return (
    <StaffLinkPage title="Forgot your password?" intro="Enter the email of your staff account. We will send you a link to choose a new password.">
      {actionData?.sent ? (
        <div role="status" className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-6 text-brand-900" data-testid="forgot-password-sent">
          <p className="font-semibold">Check your email</p>
          <p className="mt-2">{actionData.message}</p>
          <p className="mt-4">
            <Link to={href("/admin/login")} className="link">
              Back to sign-in
            </Link>
          </p>
        </div>
      ) : (
        <Form method="post" className="mt-8 space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" {...getFormProps(form)}>
          <FormAlert alert={formError ? { title: formError } : null} line />
          <EmailField field={fields.email} autoComplete="username" />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? "Sending..." : "Send me a reset link"}
          </button>
          <p className="text-center text-sm">
            <Link to={href("/admin/login")} className="link">
              Back to sign-in
            </Link>
          </p>
        </Form>
      )}
    </StaffLinkPage>
  );
}
