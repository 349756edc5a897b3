import { getFormProps, useForm } from "@conform-to/react";
import type { z } from "zod";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { AdminShell } from "~/components/admin/AdminShell";
import { PasskeySignIn } from "./PasskeySignIn";
import { TextField } from "~/components/forms/Field";
import { FormAlert } from "~/components/forms/FormAlert";
import { adminMeta } from "~/lib/admin-meta";
import { loginSchema } from "~/schemas/login";
import { parseForm } from "~/schemas/parse-form";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { getAdmin } from "~/server/auth/auth.server";
import { signIn } from "~/server/auth/auth-strategy.server";
import { passkeyAvailability } from "~/server/auth/webauthn.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
import type { Route } from "./+types/login";
import { requireTextForm } from "~/server/infra/request-body.server";
import { passOnHeaders } from "~/lib/route-headers";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Sign in");

/** Signed in already: straight on. Otherwise the form, remembering where to go next. */
export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo") ?? "";
  if (await getAdmin(request)) throw redirect(safeRedirectPath(redirectTo, href("/admin")));
  return { redirectTo, passkeys: passkeyAvailability(request) };
}

/**
 * Checks the form (conform, the same schema as the browser), then signs in.
 * Every answer is conform's submission result: the messages, and the email
 * typed (never the password).
 */
export async function action({ request, context }: Route.ActionArgs) {
  // Read once, through the guarded reader; remix-auth-form then reads a copy
  // made from these fields (never the raw body a second time).
  const form = await requireTextForm(request);
  const submission = parseForm(form, loginSchema);
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  // The copy keeps the browser's cookie (an old session to end) and its user agent (the sessions list).
  const forwarded = new Headers();
  for (const name of ["Cookie", "User-Agent"]) {
    const value = request.headers.get(name);
    if (value) forwarded.set(name, value);
  }
  const result = await signIn(new Request(request.url, { method: "POST", body: form, headers: forwarded }), {
    email: submission.value.email,
    ip: clientIpOf(context),
    redirectTo: submission.value.redirectTo,
  });
  if (result.ok) {
    throw redirect(result.redirectTo, { headers: { "Set-Cookie": result.setCookie } });
  }
  const headers: HeadersInit = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
  return data(submission.reply({ formErrors: [result.error], hideFields: ["password"] }), { status: result.status, headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm<z.input<typeof loginSchema>>({
    lastResult: actionData,
  });
  const formError = form.errors?.[0];
  return (
    <AdminShell>
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold text-ink">Admin sign-in</h1>
        <p className="mt-2 text-muted">For staff who manage the blog and the inbox.</p>
        <Form method="post" className="mt-8 space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" {...getFormProps(form)}>
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <FormAlert alert={formError ? { title: formError } : null} line />
          {/* "webauthn": the field where PasskeySignIn's conditional request offers the site's passkeys in the autofill (WCAG 3.3.8). */}
          <TextField label="Email" name="email" field={fields.email} type="email" autoComplete="username webauthn" required />
          <TextField label="Password" name="password" field={fields.password} type="password" autoComplete="current-password" required />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? "Signing in..." : "Sign in"}
          </button>
          <p className="text-center text-sm">
            <Link to={href("/admin/forgot-password")} className="link">
              Forgot your password?
            </Link>
          </p>
        </Form>
        <section aria-labelledby="passkey-sign-in-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="passkey-sign-in-title" className="font-semibold text-ink">
            Or sign in with a passkey
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted">No email or password needed: your device's fingerprint, face or screen lock.</p>
          <PasskeySignIn mode="sign-in" availability={loaderData.passkeys} redirectTo={loaderData.redirectTo} />
        </section>
      </div>
    </AdminShell>
  );
}
