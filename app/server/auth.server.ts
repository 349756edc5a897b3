/**
 * Who is signed in. Every /admin loader and action calls `requireAdmin`:
 * React Router runs parent loaders in parallel with child loaders and never
 * for actions, so a guard in a layout would not protect anything.
 */
import { redirect } from "react-router";
import { safeRedirectPath as safeSitePath } from "~/lib/safe-redirect";
import { commitSession, getSession, SESSION_MAX_AGE_S } from "./session.server";
import { findUserById } from "./users.server";

export type Admin = { id: number; email: string };

/**
 * The signed-in admin. The cookie is signed, but a copied cookie would stay
 * valid forever, so the server also checks its age and that it was issued
 * after the admin's last password change and last sign-out.
 */
export async function getAdmin(request: Request): Promise<Admin | null> {
  const session = await getSession(request);
  const userId = session.get("userId");
  const issuedAt = session.get("issuedAt");
  if (typeof userId !== "number" || typeof issuedAt !== "number") return null;
  if (Date.now() - issuedAt > SESSION_MAX_AGE_S * 1000) return null;
  const user = await findUserById(userId);
  if (!user || issuedAt < Date.parse(user.updated_at)) return null;
  if (user.sessions_valid_after && issuedAt <= Date.parse(user.sessions_valid_after)) return null;
  return { id: user.id, email: user.email };
}

/** Only a path on this site may be a redirect target after sign-in. */
export function safeRedirectPath(target: string | null | undefined, fallback = "/admin"): string {
  return safeSitePath(target, fallback);
}

/**
 * The signed-in admin, or a redirect to the sign-in page (remembering where
 * the admin was going, for GET requests). For a POST the redirect also means
 * nothing was changed.
 */
export async function requireAdmin(request: Request): Promise<Admin> {
  const admin = await getAdmin(request);
  if (admin) return admin;
  const url = new URL(request.url);
  const back = request.method === "GET" ? `${url.pathname}${url.search}` : "/admin";
  const params = back === "/admin" ? "" : `?${new URLSearchParams({ redirectTo: back })}`;
  throw redirect(`/admin/login${params}`);
}

/** A fresh session holding the user id (a new cookie value on every sign-in). */
export async function createAdminSession(request: Request, userId: number) {
  const session = await getSession(request);
  session.unset("userId");
  session.set("userId", userId);
  session.set("issuedAt", Date.now());
  return commitSession(session);
}
