import { href, redirect } from "react-router";
import { PASSKEY_ENDPOINTS } from "~/lib/passkey-api";
import { authenticationOptions, finishAuthentication, passkeyJson, type SignInMode } from "~/server/auth/webauthn.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import type { Route } from "./+types/login-passkey";

/**
 * Sign in with a passkey (PasskeySignIn.tsx), outside
 * the admin frame like the sign-in page: POST `intent=options` gives the
 * WebAuthn options (and a challenge in the cookie), POST `intent=verify` with
 * the browser's answer in `response` signs in. `mode=second-factor` finishes
 * a sign-in whose password was right (only that account's passkeys count).
 */
export function loader() {
  // Nothing to show, and nothing changes on GET.
  throw redirect(href("/admin/login"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await requireTextForm(request);
  const mode: SignInMode = form.get("mode") === "second-factor" ? "second-factor" : "sign-in";
  const intent = form.get("intent");
  if (intent === "options") {
    const result = await authenticationOptions(request, mode, clientIpOf(context));
    return result.ok
      ? passkeyJson({ ok: true, options: result.options }, 200, result.setCookie)
      : passkeyJson({ ok: false, error: result.error }, result.status, result.setCookie, result.retryAfterSeconds);
  }
  if (intent === "verify") {
    const result = await finishAuthentication(request, mode, { response: form.get("response"), redirectTo: form.get("redirectTo"), ip: clientIpOf(context) });
    if (result.ok) return passkeyJson({ ok: true, redirectTo: result.redirectTo }, 200, result.setCookie);
    return passkeyJson({ ok: false, error: result.error }, result.status, result.setCookie, result.retryAfterSeconds);
  }
  return passkeyJson({ ok: false, error: `Unknown request to ${PASSKEY_ENDPOINTS.signIn}.` }, 400);
}
