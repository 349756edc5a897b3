/**
 * Who is signed in. Every /admin loader and action calls `requireAdmin`:
 * React Router runs parent loaders in parallel with child loaders and never
 * for actions, so a guard in a layout would not protect anything.
 */
import { redirect } from "react-router";
import { commitSession, getSession, SESSION_MAX_AGE_S } from "./session.server";
import { findUserById } from "./users.server";

export type Admin = { id: number; email: string };

/**
 * The signed-in admin. The cookie is signed, but a copied cookie would stay
 * valid forever, so the server also checks its age and that it was issued
 * after the admin's last password change (admin:create resets revoke it).
 */
export async function getAdmin(request: Request): Promise<Admin | null> {
  const session = await getSession(request);
  const userId = session.get("userId");
  const issuedAt = session.get("issuedAt");
  if (typeof userId !== "number" || typeof issuedAt !== "number") return null;
  if (Date.now() - issuedAt > SESSION_MAX_AGE_S * 1000) return null;
  const user = await findUserById(userId);
  if (!user || issuedAt < Date.parse(user.updated_at)) return null;
  return { id: user.id, email: user.email };
}

/**
 * Only a path on this site may be a redirect target after sign-in. Parsed the
 * way a browser would (tabs/newlines stripped, backslashes as slashes), so
 * "/\tevil.example" or "/\\evil.example" cannot become "//evil.example".
 */
export function safeRedirectPath(target: string | null | undefined, fallback = "/admin"): string {
  if (!target || !target.startsWith("/")) return fallback;
  const base = "http://this-site.invalid";
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
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
