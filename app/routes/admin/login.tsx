import { data, Form, redirect, useNavigation } from "react-router";
import { AdminShell } from "~/components/admin/AdminShell";
import { TextField } from "~/components/admin/Field";
import { adminMeta } from "~/lib/admin-meta";
import { fieldErrorsOf } from "~/schemas/field-errors";
import { loginSchema } from "~/schemas/login";
import { getAdmin, safeRedirectPath } from "~/server/auth.server";
import { signIn } from "~/server/auth-strategy.server";
import { clientIpOf } from "~/server/client-ip.server";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => adminMeta("Sign in");

/** Signed in already: straight on. Otherwise the form, remembering where to go next. */
export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo") ?? "";
  if (await getAdmin(request)) throw redirect(safeRedirectPath(redirectTo));
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  // remix-auth-form reads the body itself, so this reads a clone.
  const form = await request.clone().formData();
  const fields = {
    email: form.get("email") ?? undefined,
    password: form.get("password") ?? undefined,
    redirectTo: String(form.get("redirectTo") ?? ""),
  };
  const email = typeof fields.email === "string" ? fields.email : "";
  const parsed = loginSchema.safeParse(fields);
  if (!parsed.success) {
    return data({ errors: fieldErrorsOf(parsed.error), formError: null, email }, { status: 400 });
  }
  const result = await signIn(request, {
    email: parsed.data.email,
    ip: clientIpOf(context),
    redirectTo: parsed.data.redirectTo,
  });
  if (result.ok) {
    throw redirect(result.redirectTo, { headers: { "Set-Cookie": result.setCookie } });
  }
  const headers: HeadersInit = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
  return data({ errors: {}, formError: result.error, email }, { status: result.status, headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  return (
    <AdminShell>
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold text-ink">Admin sign-in</h1>
        <p className="mt-2 text-muted">For staff who manage the blog and the inbox.</p>
        <Form method="post" className="mt-8 space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" noValidate>
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          {actionData?.formError ? (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-700" data-testid="login-error">
              {actionData.formError}
            </p>
          ) : null}
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email ?? ""}
            error={errors.email}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? "Signing in..." : "Sign in"}
          </button>
        </Form>
      </div>
    </AdminShell>
  );
}
