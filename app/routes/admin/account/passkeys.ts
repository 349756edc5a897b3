import { href, redirect } from "react-router";
import { PASSKEY_ENDPOINTS } from "~/lib/passkey-api";
import { audit, requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { provesIdentity } from "~/server/auth/confirm-identity.server";
import { sendSecurityNotice } from "~/server/domain/staff-notices.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { finishRegistration, passkeyJson, registrationOptions } from "~/server/auth/webauthn.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import type { Route } from "./+types/passkeys";

/** Every role manages its own passkeys (its own account page). */
export const middleware = [requirePermission("dashboard")];

/**
 * Adding a passkey to the signed-in account (the account page's Passkeys
 * section, with JavaScript: WebAuthn is a browser API). POST
 * `intent=options` with the current `password` (a passkey is a new way in:
 * someone who only holds the session must not add one) gives the
 * registration options (a challenge in the cookie), POST `intent=verify` with the browser's answer in `response` and
 * the chosen `name` stores the passkey.
 */
export function loader() {
  throw redirect(href("/admin/account"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await requireTextForm(request);
  const admin = signedInAdmin(context);
  const intent = form.get("intent");
  if (intent === "options") {
    const proof = await provesIdentity(context, String(form.get("password") ?? ""));
    if (!proof.ok) return passkeyJson({ ok: false, error: proof.error }, proof.status);
    const result = await registrationOptions(request, admin);
    return result.ok
      ? passkeyJson({ ok: true, options: result.options }, 200, result.setCookie)
      : passkeyJson({ ok: false, error: result.error }, result.status, result.setCookie, result.retryAfterSeconds);
  }
  if (intent === "verify") {
    const result = await finishRegistration(request, admin, { response: form.get("response"), name: form.get("name") });
    if (!result.ok) return passkeyJson({ ok: false, error: result.error }, result.status, result.setCookie);
    await audit(context, "passkey-add", { type: "passkey", id: result.passkeyId }, result.name);
    await sendSecurityNotice(admin.email, { subject: "A passkey was added to your account", what: `A passkey named "${result.name}" was added`, ip: clientIpOf(context) });
    return passkeyJson({ ok: true, name: result.name }, 200, result.setCookie);
  }
  return passkeyJson({ ok: false, error: `Unknown request to ${PASSKEY_ENDPOINTS.register}.` }, 400);
}
