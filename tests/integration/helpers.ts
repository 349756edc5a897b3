/** Helpers to call loaders and actions the way React Router does. */
import { db } from "~/server/infra/db.server";

export const ORIGIN = "http://localhost:3000";

export function getRequest(path: string, init: RequestInit = {}) {
  return new Request(new URL(path, ORIGIN), { method: "GET", ...init });
}

/** A form POST, as a browser sends it (urlencoded, same origin). */
export function formRequest(path: string, fields: Record<string, string | string[]>, init: RequestInit = {}) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  }
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  headers.set("Origin", ORIGIN);
  return new Request(new URL(path, ORIGIN), { ...init, method: "POST", body, headers });
}

/** Cookie header value from a response's Set-Cookie headers. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Removes every row, keeping the schema (tests start from a known state). */
export async function clearTables() {
  for (const table of ["posts", "categories", "testimonials", "submissions", "subscribers", "users"] as const) {
    await db().deleteFrom(table).execute();
  }
}
