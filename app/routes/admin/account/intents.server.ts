/**
 * What the account page's forms do, one handler per `intent`. Each gets the
 * parsed form and answers like an action: a redirect with a toast, or data
 * (field errors) for its own section.
 */
import type { RouterContextProvider } from "react-router";
import { audit, signedInAdmin } from "~/server/auth/auth.server";
import { endUserSessions } from "~/server/auth/staff-sessions.server";
import { redirectWithToast } from "~/server/infra/session.server";

export interface AccountActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  form: FormData;
}

type AccountHandler = (args: AccountActionArgs) => Promise<Response | unknown>;

/** "Sign out other sessions": every session of this account but this one ends now. */
async function signOutOthers({ request, context }: AccountActionArgs) {
  const admin = signedInAdmin(context);
  const ended = await endUserSessions(admin.id, { except: admin.sessionId });
  await audit(context, "sessions-ended", { type: "user", id: admin.id }, `${ended} session${ended === 1 ? "" : "s"}`);
  return redirectWithToast(request, "/admin/account", {
    title: "Signed out other sessions",
    description: ended === 0 ? "There were no other sessions." : `${ended} other session${ended === 1 ? "" : "s"} ended.`,
    variant: "success",
  });
}

export const accountIntents = {
  "sign-out-others": signOutOthers,
} satisfies Record<string, AccountHandler>;

export type AccountIntent = keyof typeof accountIntents;
