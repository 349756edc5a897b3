/**
 * Who is signed in. Every /admin loader and action calls `requireAdmin`:
 * React Router runs parent loaders in parallel with child loaders and never
 * for actions, so a guard in a layout would not protect anything.
 */
import { redirect } from "react-router";
import { commitSession, getSession } from "./session.server";
import { findUserById } from "./users.server";

export type Admin = { id: number; email: string };

export async function getAdmin(request: Request): Promise<Admin | null> {
  const session = await getSession(request);
  const userId = session.get("userId");
  if (typeof userId !== "number") return null;
  return (await findUserById(userId)) ?? null;
}

/** Only a path on this site may be a redirect target after sign-in. */
export function safeRedirectPath(target: string | null | undefined, fallback = "/admin"): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return fallback;
  }
  return target;
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
  return commitSession(session);
}
