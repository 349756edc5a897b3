/**
 * The cookie session: signed with SESSION_SECRET (a comma-separated list, the
 * first signs, all verify, so secrets can be rotated), HttpOnly, SameSite=Lax,
 * Secure in production. It holds the admin's user id and flash toasts.
 */
import { randomUUID } from "node:crypto";
import { createCookieSessionStorage, redirect, type Session } from "react-router";
import { adminCopy } from "~/content/admin-copy";
import type { Toast, ToastInput } from "~/lib/toast";
import { config, sessionSecrets } from "~/server/infra/config.server";

/**
 * `sid`: the random id of a staff session (its row, by SHA-256, in
 * staff_sessions: app/server/auth/staff-sessions.server.ts). `pending`: a
 * password that was right, waiting for its second factor (user id, when, and
 * where to go next); it signs nobody in. `webauthn`: the challenge of a
 * passkey ceremony under way (app/server/auth/webauthn.server.ts); its
 * purpose, account and expiry are in the database, which every instance
 * sees, and the answer takes it there once.
 */
type SessionData = {
  sid: string;
  pending: { userId: number; at: number; redirectTo: string };
  webauthn: { challenge: string };
};
type FlashData = { toast: Toast };

/** The cookie lives as long as the longest session (7 days); the server decides sooner. */
const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: config().production,
      secrets: sessionSecrets(),
      maxAge: COOKIE_MAX_AGE_S,
    },
  });
}

function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

export type AppSession = Session<SessionData, FlashData>;

export function getSession(request: Request): Promise<AppSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export function commitSession(session: AppSession): Promise<string> {
  return sessionStorage().commitSession(session);
}

export function destroySession(session: AppSession): Promise<string> {
  return sessionStorage().destroySession(session);
}

function makeToast(input: ToastInput): Toast {
  return { ...input, id: input.id ?? randomUUID() };
}

/**
 * Redirect and show a toast on the next page: the flash survives exactly one
 * read, so it works the same with JavaScript off (full page load) and on.
 */
export async function redirectWithToast(
  request: Request,
  to: string,
  toast: ToastInput,
  init: ResponseInit = {},
) {
  const session = await getSession(request);
  session.flash("toast", makeToast(toast));
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(to, { ...init, headers });
}

/** Reads (and thereby consumes) the flash toast; returns the cookie to set. */
export async function takeToast(request: Request) {
  const session = await getSession(request);
  const toast = session.get("toast") ?? null;
  return { toast, setCookie: toast ? await commitSession(session) : null };
}

/**
 * The answer to a confirmed delete in the admin (the 'Deleted' and
 * 'Delete failed' toasts): back to the list, saying what happened.
 */
export function answerDelete(request: Request, backTo: string, result: { ok: true; message: string } | { ok: false; error: string }) {
  return redirectWithToast(
    request,
    backTo,
    result.ok
      ? { title: adminCopy.deleted, description: result.message, variant: "success" }
      : { title: adminCopy.deleteFailed, description: result.error, variant: "error" },
  );
}
