/**
 * Who is signed in, and the admin area's guard. The guard is route
 * middleware on the admin layout (app/routes/admin/layout.tsx): React Router
 * runs it before any loader or action of a route under that layout, for
 * document requests, `.data` requests and resource routes alike, so a route
 * added under the layout is guarded without a line of its own. (A check in a
 * layout *loader* would not do: loaders run in parallel, and never for an
 * action.) The signed-in admin then travels in typed router context.
 */
import { createContext, data, type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router";
import { can, isStaffRole, type Permission, type StaffRole } from "~/lib/staff-roles";
import { commitSession, getSession, SESSION_MAX_AGE_S } from "~/server/infra/session.server";
import { findUserById } from "~/server/domain/users.server";

export type Admin = { id: number; email: string; role: StaffRole };

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
  if (user.deactivated_at) return null;
  return { id: user.id, email: user.email, role: isStaffRole(user.role) ? user.role : "author" };
}

/**
 * The signed-in admin, or a redirect to the sign-in page (remembering where
 * the admin was going, for GET requests). For a POST the redirect also means
 * nothing was changed.
 */
async function requireAdmin(request: Request, url: URL): Promise<Admin> {
  const admin = await getAdmin(request);
  if (admin) return admin;
  // `url` is React Router's normalised location: no `.data` suffix, no
  // internal search parameters (request.url is the raw one).
  const back = request.method === "GET" ? `${url.pathname}${url.search}` : "/admin";
  const params = back === "/admin" ? "" : `?${new URLSearchParams({ redirectTo: back })}`;
  throw redirect(`/admin/login${params}`);
}

/** The signed-in admin, set by `requireAdminMiddleware`; no default on purpose. */
const adminContext = createContext<Admin>();

/**
 * The admin layout's middleware: an anonymous request is redirected to the
 * sign-in page before any loader or action of the admin area runs.
 */
export const requireAdminMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }) => {
  context.set(adminContext, await requireAdmin(request, url));
};

/**
 * The admin the middleware let through. Throws when called outside the
 * guarded layout (a route mounted in the wrong place fails closed, never open).
 */
export function signedInAdmin(context: Readonly<RouterContextProvider>): Admin {
  return context.get(adminContext);
}

const NO_ACCESS_MESSAGE = "You don't have access to this page";

/**
 * A route's own middleware under the admin layout: the signed-in staff
 * member's role must have `permission` to read the page (`toChange` to post
 * to it; app/lib/staff-roles.ts), or the answer is 403 and nothing of the
 * route runs (its loader, its action). Every admin
 * route declares one; a test walks the route table with every role.
 */
export function requirePermission(permission: Permission, toChange: Permission = permission): MiddlewareFunction<Response> {
  return ({ request, context }) => {
    const needed = request.method === "GET" || request.method === "HEAD" ? permission : toChange;
    if (!can(signedInAdmin(context).role, needed)) throw data(NO_ACCESS_MESSAGE, { status: 403 });
  };
}

/** A fresh session holding the user id (a new cookie value on every sign-in). */
export async function createAdminSession(request: Request, userId: number) {
  const session = await getSession(request);
  session.unset("userId");
  session.set("userId", userId);
  session.set("issuedAt", Date.now());
  return commitSession(session);
}
