/**
 * What the account page's forms do, one handler per `intent`. Each gets the
 * parsed form and answers like an action: a redirect with a toast, or data
 * (field errors) for its own section.
 */
import { data, type RouterContextProvider } from "react-router";
import { recordIdSchema } from "~/schemas/record-id";
import { audit, signedInAdmin } from "~/server/auth/auth.server";
import { cleanPasskeyName, PASSKEY_NAME_MAX, renamePasskey } from "~/server/domain/passkeys.server";
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

/** The answer of a rename that cannot be done: shown next to that passkey's name field, the value kept. */
export interface PasskeyRenameProblem {
  passkeyRename: { id: number; name: string; error: string };
}

/** "Rename" a passkey of this account (a plain form: works without JavaScript). */
async function renameOwnPasskey({ request, context, form }: AccountActionArgs) {
  const admin = signedInAdmin(context);
  const id = recordIdSchema.safeParse(form.get("id"));
  const typed = String(form.get("name") ?? "");
  const name = cleanPasskeyName(typed);
  if (!id.success) throw data("That passkey does not exist.", { status: 404 });
  if (!name || typed.trim().length > PASSKEY_NAME_MAX) {
    const error = name ? `Use at most ${PASSKEY_NAME_MAX} characters.` : "Give the passkey a name.";
    return data<PasskeyRenameProblem>({ passkeyRename: { id: id.data, name: typed.slice(0, 200), error } }, { status: 400 });
  }
  if (!(await renamePasskey(admin.id, id.data, name))) throw data("That passkey does not exist.", { status: 404 });
  return redirectWithToast(request, "/admin/account", { title: "Passkey renamed", description: name, variant: "success" });
}

export const accountIntents = {
  "sign-out-others": signOutOthers,
  "passkey-rename": renameOwnPasskey,
} satisfies Record<string, AccountHandler>;

export type AccountIntent = keyof typeof accountIntents;
