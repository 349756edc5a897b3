import { data, Form, href, Link } from "react-router";
import { ProofField } from "./ProofField";
import { adminMeta } from "~/lib/admin-meta";
import { PASSKEY_REMOVE_QUESTION } from "~/lib/passkey-api";
import { passOnHeaders } from "~/lib/route-headers";
import { recordIdSchema } from "~/schemas/record-id";
import { passkeyRemoveSchema } from "~/schemas/two-factor";
import { proofFreshUntil, provesIdentity } from "~/server/auth/confirm-identity.server";
import { parseForm } from "~/schemas/parse-form";
import { audit, requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { findPasskey, removePasskey } from "~/server/domain/passkeys.server";
import { sendSecurityNotice } from "~/server/domain/staff-notices.server";
import { findUserById } from "~/server/domain/users.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/passkey-remove";

/** Every role manages its own passkeys; only its own (another's id is a 404). */
export const middleware = [requirePermission("dashboard")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Remove passkey");

/** The confirmation step without JavaScript (with it, a toast asks the same question). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = recordIdSchema.safeParse(params.id);
  const admin = signedInAdmin(context);
  const passkey = id.success ? await findPasskey(admin.id, id.data) : null;
  if (!passkey) throw data(null, { status: 404 });
  return { passkey, freshUntil: await proofFreshUntil(admin.sessionId) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await requireTextForm(request);
  const admin = signedInAdmin(context);
  const id = recordIdSchema.safeParse(params.id);
  const passkey = id.success ? await findPasskey(admin.id, id.data) : null;
  if (passkey) {
    // Removing a factor takes the current password (or a code): a stolen session alone cannot.
    const submission = parseForm(form, passkeyRemoveSchema);
    const proof = await provesIdentity(context, submission.status === "success" ? submission.value.password : "", { codeToo: true });
    if (!proof.ok) {
      const headers: HeadersInit = proof.retryAfterSeconds ? { "Retry-After": String(proof.retryAfterSeconds) } : {};
      return data({ error: proof.error }, { status: proof.status, headers });
    }
  }
  if (!passkey || !(await removePasskey(admin.id, passkey.id))) {
    return redirectWithToast(request, href("/admin/account"), { title: "Remove failed", description: "That passkey no longer exists.", variant: "error" });
  }
  await audit(context, "passkey-remove", { type: "passkey", id: passkey.id }, passkey.name);
  // Without its last passkey (and no app), the account has no second factor left: say so.
  const left = await findUserById(admin.id);
  const noSecondFactor = !left?.totp_enabled_at && Number(left?.passkeys ?? 0) === 0;
  await sendSecurityNotice(admin.email, {
    subject: noSecondFactor ? "Two-factor was turned off" : "A passkey was removed from your account",
    what: noSecondFactor ? `The passkey "${passkey.name}" was removed, the last second factor of the account,` : `The passkey "${passkey.name}" was removed`,
    ip: clientIpOf(context),
  });
  return redirectWithToast(request, href("/admin/account"), { title: "Passkey removed", description: passkey.name, variant: "success" });
}

export default function RemovePasskey({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-red-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-ink">Remove “{loaderData.passkey.name}”</h1>
      <p className="mt-3 text-ink">{PASSKEY_REMOVE_QUESTION}</p>
      <Form method="post" className="mt-6 space-y-4">
        <ProofField
          freshUntil={error ? null : loaderData.freshUntil}
          label="Current password or authentication code"
          error={error}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800">
            Remove
          </button>
          <Link to={href("/admin/account")} className="btn-outline">
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}
