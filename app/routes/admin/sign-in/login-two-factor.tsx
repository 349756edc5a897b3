import { getFormProps, useForm } from "@conform-to/react";
import type { z } from "zod";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { AdminShell } from "~/components/admin/AdminShell";
import { TextField } from "~/components/forms/Field";
import { FormAlert } from "~/components/forms/FormAlert";
import { adminMeta } from "~/lib/admin-meta";
import { passOnHeaders } from "~/lib/route-headers";
import { parseForm } from "~/schemas/parse-form";
import { AUTH_CODE_INPUT_MAX, RECOVERY_CODE_INPUT_MAX } from "~/schemas/admin-form-rules";
import { secondStepCodeSchema, secondStepRecoverySchema } from "~/schemas/two-factor";
import { getAdmin } from "~/server/auth/auth.server";
import { loginThrottle, throttledMessage } from "~/server/auth/login-throttle.server";
import { pendingSecondFactor, type SignInMethod, startStaffSession } from "~/server/credentials/staff-sessions.server";
import { recoveryCodesLeft, spendRecoveryCode, verifyUserTotp } from "~/server/auth/two-factor.server";
import { recordAudit } from "~/server/domain/audit.server";
import { findUserById } from "~/server/domain/users.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { PasskeySignIn } from "./PasskeySignIn";
import { passkeyAvailability } from "~/server/auth/webauthn.server";
import type { Route } from "./+types/login-two-factor";

/**
 * The second step of sign-in (the password was right, app/server/auth/
 * auth-strategy.server.ts sent the browser here): a code from the
 * authenticator app, or a recovery code (`?use=recovery`), or a passkey.
 * Nothing is signed in until one of them is right; then a new session id.
 * Outside the admin layout: the person is not signed in yet.
 */
export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Two-step sign-in");

const WRONG_CODE = "That code is not right. Enter the code your app shows now.";
const USED_CODE = "That code was already used. Wait for the next code in your app.";
const WRONG_RECOVERY_CODE = "That recovery code is not right, or it was already used.";

/** The account waiting for its second factor, or the sign-in page. */
async function waitingAccount(request: Request) {
  const pending = await pendingSecondFactor(request);
  const user = pending ? await findUserById(pending.userId) : undefined;
  if (!pending || !user || user.deactivated_at) throw redirect(href("/admin/login"));
  return { pending, user };
}

export async function loader({ request }: Route.LoaderArgs) {
  if (await getAdmin(request)) throw redirect(href("/admin"));
  const { user } = await waitingAccount(request);
  const codesLeft = await recoveryCodesLeft(user.id);
  const hasApp = Boolean(user.totp_enabled_at);
  const wantsRecovery = new URL(request.url).searchParams.get("use") === "recovery";
  return {
    hasApp,
    hasPasskey: Number(user.passkeys ?? 0) > 0,
    passkeys: passkeyAvailability(request),
    hasRecoveryCodes: codesLeft > 0,
    // The recovery form: asked for, or the only form this account can use.
    showRecovery: codesLeft > 0 && (wantsRecovery || !hasApp),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { pending, user } = await waitingAccount(request);
  const form = await requireTextForm(request);
  const withRecovery = form.has("recoveryCode");
  const submission = withRecovery ? parseForm(form, secondStepRecoverySchema) : parseForm(form, secondStepCodeSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const code = String(form.get(withRecovery ? "recoveryCode" : "code"));

  // Counted before the code is checked: per account and IP, and the account's hard cap on wrong codes.
  const ip = clientIpOf(context);
  const attempt = { email: user.email, ip, door: "code" as const };
  const throttle = loginThrottle();
  const state = await throttle.reserve(attempt);
  if (state.blocked) {
    return data(submission.reply({ formErrors: [throttledMessage(state.retryAfterSeconds)] }), {
      status: 429,
      headers: { "Retry-After": String(state.retryAfterSeconds) },
    });
  }

  let method: SignInMethod;
  let problem: string | null = null;
  if (withRecovery) {
    method = "password + recovery code";
    if (!(await spendRecoveryCode(user.id, code))) problem = WRONG_RECOVERY_CODE;
  } else {
    method = "password + authentication code";
    const checked = await verifyUserTotp(user.id, code);
    if (!checked.ok) problem = checked.reason === "used" ? USED_CODE : WRONG_CODE;
  }
  if (problem) {
    await recordAudit({ action: "sign-in-failed", actor: null, email: user.email, detail: `wrong ${withRecovery ? "recovery" : "authentication"} code`, ip });
    return data(submission.reply({ fieldErrors: { [withRecovery ? "recoveryCode" : "code"]: [problem] } }), { status: 401 });
  }
  await throttle.recordSuccess(attempt);
  await recordAudit({ action: "sign-in", actor: { id: user.id, email: user.email }, detail: method, ip });
  // A brand-new session id: the half-signed-in cookie is replaced.
  const setCookie = await startStaffSession(request, user.id, { method, ip });
  throw redirect(pending.redirectTo, { headers: { "Set-Cookie": setCookie } });
}

export default function TwoFactorSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { hasApp, hasPasskey, hasRecoveryCodes, showRecovery } = loaderData;
  return (
    <AdminShell>
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold text-ink">Two-step sign-in</h1>
        <p className="mt-2 text-muted">Your password was right. Now prove it is you with your second factor.</p>
        <div className="mt-8 space-y-6">
          {showRecovery ? <RecoveryCodeForm lastResult={actionData} /> : hasApp ? <AppCodeForm lastResult={actionData} /> : null}
          {hasPasskey ? (
            // Only this account's passkeys are asked for; it needs the browser's WebAuthn API (JavaScript).
            <section aria-labelledby="passkey-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="passkey-slot">
              <h2 id="passkey-title" className="text-lg font-bold text-ink">
                Use a passkey
              </h2>
              <p className="mb-4 mt-1 text-sm text-muted">Sign in with a passkey saved on this device or your phone.</p>
              <PasskeySignIn mode="second-factor" availability={loaderData.passkeys} />
            </section>
          ) : null}
          <ul className="space-y-2 text-sm">
            {hasApp && hasRecoveryCodes && !showRecovery ? (
              <li>
                <Link to="?use=recovery" className="link">
                  Use a recovery code
                </Link>
              </li>
            ) : null}
            {hasApp && showRecovery ? (
              <li>
                <Link to={href("/admin/login/two-factor")} className="link">
                  Use your authenticator app
                </Link>
              </li>
            ) : null}
            <li>
              <Link to={href("/admin/login")} className="link">
                Sign in as someone else
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </AdminShell>
  );
}

type LastResult = Route.ComponentProps["actionData"];

function useBusy() {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
}

function AppCodeForm({ lastResult }: { lastResult: LastResult }) {
  const busy = useBusy();
  const [form, fields] = useForm<z.input<typeof secondStepCodeSchema>>({
    lastResult,
  });
  const formError = form.errors?.[0];
  return (
    <Form method="post" className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" {...getFormProps(form)}>
      <FormAlert alert={formError ? { title: formError } : null} line />
      <TextField
        label="Authentication code"
        name="code"
        field={fields.code}
        hint="The 6-digit code your authenticator app shows for Sinai Home Care."
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={AUTH_CODE_INPUT_MAX}
        autoFocus
      />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? "Checking..." : "Verify"}
      </button>
    </Form>
  );
}

function RecoveryCodeForm({ lastResult }: { lastResult: LastResult }) {
  const busy = useBusy();
  const [form, fields] = useForm<z.input<typeof secondStepRecoverySchema>>({
    lastResult,
  });
  const formError = form.errors?.[0];
  return (
    <Form method="post" className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" {...getFormProps(form)}>
      <FormAlert alert={formError ? { title: formError } : null} line />
      <TextField
        label="Recovery code"
        name="recoveryCode"
        field={fields.recoveryCode}
        hint="One of the codes you saved when you set up two-factor. Each works once."
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={RECOVERY_CODE_INPUT_MAX}
        autoFocus
      />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? "Checking..." : "Verify"}
      </button>
    </Form>
  );
}
