/**
 * Who is signed in, and the admin area's guard. The guard is route
 * middleware on the admin layout (app/routes/admin/layout.tsx): React Router
 * runs it before any loader or action of a route under that layout, for
 * document requests, `.data` requests and resource routes alike, so a route
 * added under the layout is guarded without a line of its own. (A check in a
 * layout *loader* would not do: loaders run in parallel, and never for an
 * action.) The signed-in admin then travels in typed router context.
 */
import { createContext, data, href, type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router";
import type { AuditAction } from "~/lib/audit-actions";
import { can, isStaffRole, NO_ACCESS_MESSAGE, type Permission, type StaffRole } from "~/lib/staff-roles";
import { recordAudit } from "~/server/domain/audit.server";
import { twoFactorRequired } from "~/server/domain/settings.server";
import { findUserById } from "~/server/domain/users.server";
import { liveSessionOf } from "~/server/credentials/staff-sessions.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { getSession } from "~/server/infra/session.server";

export type Admin = {
  id: number;
  email: string;
  name: string | null;
  role: StaffRole;
  /** The staff_sessions row of this request's session. */
  sessionId: number;
  /** An authenticator app or at least one passkey. */
  hasSecondFactor: boolean;
};

/**
 * The signed-in staff member: the cookie's session id must name a live
 * session (app/server/credentials/staff-sessions.server.ts) of an active account.
 */
export async function getAdmin(request: Request): Promise<Admin | null> {
  const live = await liveSessionOf(await getSession(request));
  if (!live) return null;
  const user = await findUserById(live.userId);
  if (!user || user.deactivated_at) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: isStaffRole(user.role) ? user.role : "author",
    sessionId: live.id,
    hasSecondFactor: Boolean(user.totp_enabled_at) || Number(user.passkeys ?? 0) > 0,
  };
}

/**
 * The signed-in staff member as the admin area would let them in, for a
 * route outside it (the media route's private images, decision 0352): null
 * when nobody is signed in, and while the owner requires two-factor and this
 * person has not set it up (the admin then lets them do nothing else).
 */
export async function signedInStaff(request: Request): Promise<Admin | null> {
  const admin = await getAdmin(request);
  if (!admin) return null;
  if (!admin.hasSecondFactor && (await twoFactorRequired())) return null;
  return admin;
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
  const back = request.method === "GET" ? `${url.pathname}${url.search}` : href("/admin");
  const params = back === href("/admin") ? "" : `?${new URLSearchParams({ redirectTo: back })}`;
  throw redirect(`${href("/admin/login")}${params}`);
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

/** Set by `requireSecondFactorMiddleware`: this staff member must set up two-factor first. */
const secondFactorDueContext = createContext<boolean>(false);

/** Where a staff member who must set up two-factor is sent, and may still go (with its own actions). */
export const SECOND_FACTOR_SETUP_PATH = href("/admin/account");

function openWhileSecondFactorDue(pathname: string): boolean {
  return pathname === SECOND_FACTOR_SETUP_PATH || pathname.startsWith(`${SECOND_FACTOR_SETUP_PATH}/`) || pathname === href("/admin/logout");
}

/**
 * Right after `requireAdminMiddleware`: when the owner requires two-factor
 * for all staff (app/routes/admin/settings/route.tsx) and this staff member has
 * neither an authenticator app nor a passkey, every admin route but their
 * account page (where they set it up) and sign-out redirects there, GET and
 * POST alike (a POST elsewhere changes nothing).
 */
export const requireSecondFactorMiddleware: MiddlewareFunction<Response> = async ({ url, context }) => {
  if (signedInAdmin(context).hasSecondFactor || !(await twoFactorRequired())) return;
  context.set(secondFactorDueContext, true);
  if (!openWhileSecondFactorDue(url.pathname)) throw redirect(SECOND_FACTOR_SETUP_PATH);
};

/** True while this staff member must set up two-factor before anything else. */
export function secondFactorDue(context: Readonly<RouterContextProvider>): boolean {
  return context.get(secondFactorDueContext);
}


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

/**
 * Records what the signed-in staff member just did in the audit trail
 * (app/server/domain/audit.server.ts), with their IP.
 */
export async function audit(
  context: Readonly<RouterContextProvider>,
  action: AuditAction,
  target?: { type: string; id: string | number },
  detail?: string,
): Promise<void> {
  const { id, email } = signedInAdmin(context);
  await recordAudit({ action, actor: { id, email }, target, detail, ip: clientIpOf(context) });
}
