/**
 * The cookie session: signed with SESSION_SECRET (a comma-separated list, the
 * first signs, all verify, so secrets can be rotated), HttpOnly, SameSite=Lax,
 * Path=/ and no Domain. Served over https (SITE_URL) it is `__Host-session`
 * and Secure, in any NODE_ENV; on http it keeps the plain name (Secure still
 * in production). It holds the staff session's id and flash toasts. Every
 * reader of the cookie's name asks this module (sessionCookie, carriesSessionCookie).
 */
import { randomUUID } from "node:crypto";
import { createCookieSessionStorage, redirect, type Session } from "react-router";
import type { Toast, ToastInput } from "~/lib/toast";
import { type Config, config, sessionSecrets } from "~/server/infra/config.server";

/**
 * `sid`: the random id of a staff session (its row, by SHA-256, in
 * staff_sessions: app/server/credentials/staff-sessions.server.ts). `pending`: a
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

/**
 * The session cookie's name and Secure flag for a configuration. Over https the
 * `__Host-` prefix makes the browser refuse the cookie unless it is Secure,
 * for Path=/ and without Domain: no sibling subdomain and no plain-http page
 * can set or overwrite it. A browser keeps no such cookie from http, so a
 * developer's http://localhost keeps the plain name.
 */
export function sessionCookie(settings: Pick<Config, "production" | "siteUrl"> = config()): { name: string; secure: boolean } {
  let cookie = sessionCookies.get(settings);
  if (!cookie) {
    const https = new URL(settings.siteUrl).protocol === "https:";
    cookie = Object.freeze({ name: https ? "__Host-session" : "__session", secure: https || settings.production });
    sessionCookies.set(settings, cookie);
  }
  return cookie;
}

/** Asked of every request (carriesSessionCookie): worked out once per configuration. */
const sessionCookies = new WeakMap<object, { name: string; secure: boolean }>();

/** True when a Cookie header carries the session cookie (whatever its value: it may be stale or forged). */
export function carriesSessionCookie(cookieHeader: string | null | undefined, name = sessionCookie().name): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => pair.trimStart().startsWith(`${name}=`));
}

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const { name, secure } = sessionCookie();
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure,
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
  // No session cookie, no toast: most public pages are asked for without one.
  if (!carriesSessionCookie(request.headers.get("Cookie"))) return { toast: null, setCookie: null };
  const session = await getSession(request);
  const toast = session.get("toast") ?? null;
  return { toast, setCookie: toast ? await commitSession(session) : null };
}
