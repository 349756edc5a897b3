import { data } from "react-router";
import { adminMeta } from "~/lib/admin-meta";
import { passOnHeaders } from "~/lib/route-headers";
import { requirePermission, secondFactorDue, signedInAdmin } from "~/server/auth/auth.server";
import { groupedSecret, otpauthUri, qrCodeSvg, twoFactorState } from "~/server/auth/two-factor.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import type { Route } from "./+types/route";
import { accountIntents, type AccountIntent } from "./intents.server";
import { SessionsSection } from "./SessionsSection";
import { ChangePasswordSection } from "./ChangePasswordSection";
import { TwoFactorSection } from "./TwoFactorSection";
import { listLiveSessions } from "~/server/credentials/staff-sessions.server";
import { proofFreshUntil } from "~/server/auth/confirm-identity.server";
import { describeDevice } from "~/lib/device";
import { suggestedPasskeyName } from "~/lib/passkey-api";
import { passkeyAvailability } from "~/server/auth/webauthn.server";
import { listPasskeys } from "~/server/domain/passkeys.server";
import { PasskeysSection } from "./PasskeysSection";

/** Every role has an account page (its own password, two-factor, sessions). */
export const middleware = [requirePermission("dashboard")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Your account");

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = signedInAdmin(context);
  const sessions = await listLiveSessions(admin.id);
  const twoFactor = await twoFactorState(admin.id);
  return {
    email: admin.email,
    name: admin.name,
    passkeys: await listPasskeys(admin.id),
    passkeyAvailability: passkeyAvailability(request),
    suggestedPasskeyName: suggestedPasskeyName(describeDevice(request.headers.get("User-Agent") ?? "")),
    /** The owner requires two-factor and this account has none yet: nothing else opens until it does. */
    secondFactorDue: secondFactorDue(context),
    /** Until when a change to the account's protection needs no password (this session proved itself a moment ago). */
    proofFreshUntil: await proofFreshUntil(admin.sessionId),
    twoFactor: {
      enabledAt: twoFactor.enabledAt,
      recoveryCodesLeft: twoFactor.recoveryCodesLeft,
      // The QR code is drawn here, on the server: the page needs no script to show it.
      setup: twoFactor.pendingSecret
        ? { secret: groupedSecret(twoFactor.pendingSecret), qrSvg: await qrCodeSvg(await otpauthUri(admin.email, twoFactor.pendingSecret)) }
        : null,
    },
    sessions: sessions.map(({ userAgent, ...session }) => ({
      ...session,
      // Read on the server: the user-agent parser stays out of the browser's bundle.
      device: describeDevice(userAgent),
      current: session.id === admin.sessionId,
    })),
  };
}

/**
 * Each section of the page is its own form with a hidden `intent`; the
 * handler for it lives in ./intents.server.ts. An unknown intent is a 400.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await requireTextForm(request);
  const intent = String(form.get("intent") ?? "");
  if (!Object.hasOwn(accountIntents, intent)) throw data("Unknown action", { status: 400 });
  return accountIntents[intent as AccountIntent]({ request, context, form });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const renameProblem = actionData && typeof actionData === "object" && "passkeyRename" in actionData ? actionData.passkeyRename : null;
  const proofProblem = actionData && typeof actionData === "object" && "proofProblem" in actionData ? actionData.proofProblem : null;
  const freshUntil = loaderData.proofFreshUntil;
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      {loaderData.secondFactorDue ? (
        <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="second-factor-due">
          <p className="font-semibold">Two-factor authentication is required</p>
          <p className="mt-1 text-sm">
            The owner requires a second factor for every staff member. Set it up below; the rest of the admin opens once it is on.
          </p>
        </div>
      ) : null}
      <div>
        <h1 className="text-3xl font-bold text-ink">Your account</h1>
        <p className="mt-2 text-muted">
          Signed in as <strong className="text-ink">{loaderData.email}</strong>
          {loaderData.name ? ` (${loaderData.name})` : ""}.
        </p>
      </div>
      <ChangePasswordSection email={loaderData.email} actionData={actionData} />
      <TwoFactorSection
        state={loaderData.twoFactor}
        answer={actionData && typeof actionData === "object" && "intent" in actionData ? actionData : undefined}
        freshUntil={freshUntil}
        startProblem={proofProblem?.intent === "totp-start" ? proofProblem.error : undefined}
      />
      <PasskeysSection
        passkeys={loaderData.passkeys}
        availability={loaderData.passkeyAvailability}
        suggestedName={loaderData.suggestedPasskeyName}
        renameProblem={renameProblem}
      />
      <SessionsSection
        sessions={loaderData.sessions}
        freshUntil={freshUntil}
        problem={proofProblem?.intent === "sign-out-others" ? proofProblem.error : undefined}
      />
    </div>
  );
}
