/**
 * Calling route modules (loaders and actions) the way React Router does, as
 * an anonymous visitor or a signed-in admin. Thrown responses (redirects,
 * 404s) are caught and returned, so tests can assert on them.
 */
import { startStaffSession } from "~/server/credentials/staff-sessions.server";
import type { TableName } from "~/server/infra/db-tables";
import { db } from "~/server/infra/db.server";
import type { StaffRole } from "~/lib/staff-roles";
import { upsertAdmin } from "~/server/domain/users.server";
import { ANSWERS_WITH_HANDLERS } from "~/routes/admin/no-page";
import { middlewareFor, routerContext } from "./app-routes";
import { ORIGIN, tableSnapshot, type TableSnapshot } from "./helpers";

export const ADMIN_PASSWORD = "correct-horse-battery-staple";

type RouteFunction = (args: { request: Request; url: URL; params: Record<string, string>; context: unknown }) => unknown;
export type RouteModule = { loader?: RouteFunction; action?: RouteFunction; default?: unknown };

type Outcome =
  | { kind: "response"; status: number; location: string | null; response: Response }
  | { kind: "data"; status: number; data: unknown; headers: Headers };

function isDataWithInit(value: unknown): value is { type: string; data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

function outcomeOf(value: unknown): Outcome {
  if (value instanceof Response) {
    return { kind: "response", status: value.status, location: value.headers.get("Location"), response: value };
  }
  if (isDataWithInit(value)) {
    return { kind: "data", status: value.init?.status ?? 200, data: value.data, headers: new Headers(value.init?.headers) };
  }
  return { kind: "data", status: 200, data: value, headers: new Headers() };
}

/**
 * Runs a loader or action the way React Router does: first the middleware of
 * every route the URL matches (the admin guard among them), then the function.
 * Thrown redirects/responses/data become outcomes too.
 */
export async function run(
  fn: RouteFunction | undefined,
  request: Request,
  params: Record<string, string> = {},
  { clientIp }: { clientIp?: string } = {},
): Promise<Outcome> {
  if (!fn) throw new Error("route function missing");
  const context = routerContext(clientIp);
  const url = new URL(request.url);
  const next = async (): Promise<Response> => {
    throw new Error("this runner supports middleware that does not call next()");
  };
  try {
    for (const middleware of await middlewareFor(request.url)) {
      // The route's own loader or action would answer there: called below instead, so its data is seen as returned.
      if (ANSWERS_WITH_HANDLERS in middleware) break;
      await middleware({ request, params, context, url, pattern: "" } as never, next);
    }
    return outcomeOf(await fn({ request, url, params, context }));
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return outcomeOf(thrown);
    throw thrown;
  }
}

export function dataOf<T>(outcome: Outcome): T {
  if (outcome.kind !== "data") throw new Error(`expected data, got a ${outcome.status} response to ${outcome.location}`);
  return outcome.data as T;
}

/** Creates (or resets) an admin and returns a Cookie header of a signed-in session. */
export async function signedInCookie(email = "admin@example.com", role: StaffRole = "owner"): Promise<string> {
  await upsertAdmin(email, ADMIN_PASSWORD, role);
  await db().updateTable("users").set({ role }).where("email", "=", email).execute();
  const user = await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  const setCookie = await startStaffSession(new Request(ORIGIN), user.id, { method: "password", ip: "127.0.0.1" });
  return setCookie.split(";")[0]!;
}

export function get(path: string, cookie?: string) {
  return new Request(new URL(path, ORIGIN), { headers: cookie ? { Cookie: cookie } : {} });
}

export function post(path: string, fields: Record<string, string>, cookie?: string) {
  const headers: Record<string, string> = {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: ORIGIN,
  };
  if (cookie) headers.Cookie = cookie;
  return new Request(new URL(path, ORIGIN), { method: "POST", headers, body: new URLSearchParams(fields) });
}

export function multipartPost(
  path: string,
  fields: Record<string, string>,
  file: { name: string; bytes: Uint8Array } | null,
  cookie?: string,
  /** More files, each in its own field (the post editor's social_image). */
  moreFiles: Array<{ field: string; name: string; bytes: Uint8Array }> = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("image", new File([file.bytes as BlobPart], file.name));
  for (const more of moreFiles) form.append(more.field, new File([more.bytes as BlobPart], more.name));
  const headers: Record<string, string> = { Origin: ORIGIN };
  if (cookie) headers.Cookie = cookie;
  return new Request(new URL(path, ORIGIN), { method: "POST", headers, body: form });
}

/** The flash toast a redirect carries, read back through the session. */
export async function flashToastOf(outcome: Outcome): Promise<{ title: string; description?: string; variant: string } | null> {
  if (outcome.kind !== "response") return null;
  const cookie = outcome.response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { getSession } = await import("~/server/infra/session.server");
  const session = await getSession(new Request(ORIGIN, { headers: { Cookie: cookie } }));
  return (session.get("toast") as { title: string; description?: string; variant: string } | undefined) ?? null;
}

/** A tiny valid PNG (1x1, transparent). */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
);

/**
 * Every table of the worker's database (tableSnapshot), to prove a request
 * changed nothing: compare with toEqual, a difference names its table and row.
 */
export function databaseSnapshot({ without = [] }: { without?: readonly TableName[] } = {}): Promise<TableSnapshot> {
  return tableSnapshot(db(), { without });
}
