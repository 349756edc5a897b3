/**
 * What the account page's forms do, one handler per `intent`. Each gets the
 * parsed form and answers like an action: a redirect with a toast, or data
 * (field errors) for its own section.
 */
import { data, type RouterContextProvider } from "react-router";
import { changePasswordSchema, withPasswordPolicy } from "~/schemas/password";
import { parseForm } from "~/schemas/parse-form";
import { recordIdSchema } from "~/schemas/record-id";
import { audit, signedInAdmin } from "~/server/auth/auth.server";
import { isCommonPassword } from "~/server/auth/common-passwords.server";
import { redirectWithNewSession } from "~/server/auth/fresh-session.server";
import { loginThrottle, throttledMessage } from "~/server/auth/login-throttle.server";
import { endUserSessions, startStaffSession } from "~/server/auth/staff-sessions.server";
import { cleanPasskeyName, PASSKEY_NAME_MAX, renamePasskey } from "~/server/domain/passkeys.server";
import { isCurrentPassword, sendPasswordChangedNotice, setPassword } from "~/server/domain/staff.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
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

export const WRONG_CURRENT_PASSWORD = "That is not your current password.";

/**
 * "Change password": the current password (throttled like a sign-in, on the
 * same budget), the new one under the policy. Then every other session of
 * the account ends, this browser gets a new session id, and a notice goes
 * to the account's address. Errors come back as `changePassword`, conform's
 * result for that section's form (passwords never echoed back).
 */
async function changePassword({ request, context, form }: AccountActionArgs) {
  const admin = signedInAdmin(context);
  const submission = parseForm(form, withPasswordPolicy(changePasswordSchema, { email: admin.email, isCommon: isCommonPassword }));
  const hidden = { hideFields: ["current", "password", "confirm"] };
  if (submission.status !== "success") return data({ changePassword: submission.reply(hidden) }, { status: 400 });
  const ip = clientIpOf(context);
  const throttle = loginThrottle();
  const state = await throttle.reserve({ email: admin.email, ip });
  if (state.blocked) {
    return data(
      { changePassword: submission.reply({ ...hidden, fieldErrors: { current: [throttledMessage(state.retryAfterSeconds)] } }) },
      { status: 429, headers: { "Retry-After": String(state.retryAfterSeconds) } },
    );
  }
  if (!(await isCurrentPassword(admin.id, submission.value.current))) {
    await audit(context, "sign-in-failed", { type: "user", id: admin.id }, "wrong current password when changing the password");
    return data({ changePassword: submission.reply({ ...hidden, fieldErrors: { current: [WRONG_CURRENT_PASSWORD] } }) }, { status: 400 });
  }
  await throttle.recordSuccess({ email: admin.email, ip });
  await setPassword(admin.id, submission.value.password);
  const ended = await endUserSessions(admin.id, { except: admin.sessionId });
  // A new session id for this browser (the old one ends with it).
  const setCookie = await startStaffSession(request, admin.id, { method: "password", ip });
  await audit(context, "password-change", { type: "user", id: admin.id }, `${ended} other session${ended === 1 ? "" : "s"} ended`);
  await sendPasswordChangedNotice(admin.email, "change");
  return redirectWithNewSession(request, setCookie, "/admin/account", {
    title: "Password changed",
    description: ended === 0 ? "Use it the next time you sign in." : `${ended} other session${ended === 1 ? " was" : "s were"} signed out.`,
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
  "change-password": changePassword,
  "passkey-rename": renameOwnPasskey,
} satisfies Record<string, AccountHandler>;

export type AccountIntent = keyof typeof accountIntents;
