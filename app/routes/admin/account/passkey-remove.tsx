import { data } from "react-router";
import { DeleteConfirmation } from "~/components/admin/DeleteConfirmation";
import { adminMeta } from "~/lib/admin-meta";
import { PASSKEY_REMOVE_QUESTION } from "~/lib/passkey-api";
import { passOnHeaders } from "~/lib/route-headers";
import { recordIdSchema } from "~/schemas/record-id";
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
  const passkey = id.success ? await findPasskey(signedInAdmin(context).id, id.data) : null;
  if (!passkey) throw data(null, { status: 404 });
  return { passkey };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // The form has no field, but a broken body is still refused before anything changes.
  await requireTextForm(request);
  const admin = signedInAdmin(context);
  const id = recordIdSchema.safeParse(params.id);
  const passkey = id.success ? await findPasskey(admin.id, id.data) : null;
  if (!passkey || !(await removePasskey(admin.id, passkey.id))) {
    return redirectWithToast(request, "/admin/account", { title: "Remove failed", description: "That passkey no longer exists.", variant: "error" });
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
  return redirectWithToast(request, "/admin/account", { title: "Passkey removed", description: passkey.name, variant: "success" });
}

export default function RemovePasskey({ loaderData }: Route.ComponentProps) {
  return (
    <DeleteConfirmation title={`Remove “${loaderData.passkey.name}”`} confirmLabel="Remove" backTo={{ href: "/admin/account", label: "Back to your account" }}>
      <p className="mt-3 text-ink">{PASSKEY_REMOVE_QUESTION}</p>
    </DeleteConfirmation>
  );
}
