/**
 * A redirect that both starts a new staff session (the Set-Cookie of
 * startStaffSession) and shows a toast on the next page: the toast is
 * flashed into the new cookie, not the one the browser came with.
 */
import type { ToastInput } from "~/lib/toast";
import { redirectWithToast } from "~/server/infra/session.server";

export function redirectWithNewSession(request: Request, setCookie: string, to: string, toast: ToastInput): Promise<Response> {
  const withNewCookie = new Request(request.url, { headers: { Cookie: setCookie.split(";")[0]! } });
  return redirectWithToast(withNewCookie, to, toast);
}
