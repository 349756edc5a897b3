/** Helpers to call loaders and actions the way React Router does. */
import { db } from "~/server/infra/db.server";

export const ORIGIN = "http://localhost:3000";

export function getRequest(path: string, init: RequestInit = {}) {
  return new Request(new URL(path, ORIGIN), { method: "GET", ...init });
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
  for (const table of ["posts", "post_images", "categories", "testimonials", "submissions", "subscribers", "users"] as const) {
    await db().deleteFrom(table).execute();
  }
}
