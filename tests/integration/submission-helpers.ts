/**
 * Helpers for the visitor-submission tests: call a route function with a
 * real Request and a load context (client IP), read its answer whether it is
 * a Response, data() or a plain object, and count the bad inputs tried (each
 * must get a clear 4xx, never a 500).
 */
import { expect } from "vitest";
import type { FormOutcome } from "~/lib/form-outcome";
import { getSession } from "~/server/infra/session.server";
import { routerContext } from "./app-routes";
import { ORIGIN } from "./helpers";

type RouteFunction = (args: never) => unknown;

export type Answer =
  | { kind: "response"; status: number; response: Response; location: string | null }
  | { kind: "data"; status: number; data: unknown; headers: Headers };

function isDataWithInit(value: unknown): value is { type: string; data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

function answerOf(value: unknown): Answer {
  if (value instanceof Response) {
    return { kind: "response", status: value.status, response: value, location: value.headers.get("Location") };
  }
  if (isDataWithInit(value)) {
    return { kind: "data", status: value.init?.status ?? 200, data: value.data, headers: new Headers(value.init?.headers) };
  }
  return { kind: "data", status: 200, data: value, headers: new Headers() };
}

let ipCounter = 0;
/** A fresh client IP, so rate-limit buckets of different tests never meet. */
export function freshIp(): string {
  ipCounter++;
  return `198.51.100.${ipCounter % 250}`;
}

export async function call(
  fn: RouteFunction | undefined,
  request: Request,
  options: { params?: Record<string, string>; clientIp?: string } = {},
): Promise<Answer> {
  if (!fn) throw new Error("route function missing");
  const args = { request, url: new URL(request.url), params: options.params ?? {}, context: routerContext(options.clientIp ?? "203.0.113.7") };
  try {
    return answerOf(await (fn as (a: typeof args) => unknown)(args));
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return answerOf(thrown);
    throw thrown;
  }
}

export function outcomeOf(answer: Answer): FormOutcome {
  if (answer.kind !== "data") throw new Error(`expected data, got ${answer.status} -> ${answer.location}`);
  return answer.data as FormOutcome;
}

/** A form POST as a browser sends it; `js: true` adds the marker the enhanced form sends. */
export function formPost(path: string, fields: Record<string, string>, init: { js?: boolean; headers?: Record<string, string> } = {}) {
  const body = new URLSearchParams(fields);
  if (init.js) body.set("_js", "1");
  return new Request(new URL(path, ORIGIN), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, ...init.headers },
    body,
  });
}

/** Answers to the application form's screening questions (hiring), all optional: for tests that send them. */
export const SCREENING_ANSWERS: Record<string, string> = {
  "region-peel-region": "yes",
  "availability-part-time": "yes",
  start_date: "2099-01-15",
  "language-english": "yes",
};

export function multipartPost(
  path: string,
  fields: Record<string, string>,
  file?: { field?: string; name: string; bytes: Uint8Array; type?: string } | null,
  init: { js?: boolean } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (init.js) form.append("_js", "1");
  if (file) form.append(file.field ?? "resume", new File([file.bytes as BlobPart], file.name, { type: file.type ?? "" }));
  return new Request(new URL(path, ORIGIN), { method: "POST", headers: { Origin: ORIGIN }, body: form });
}

export function jsonPost(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(new URL(path, ORIGIN), {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" || body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body),
  });
}

/** The flash toast a redirect carries. */
export async function flashToast(answer: Answer) {
  if (answer.kind !== "response") return null;
  const cookie = answer.response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const session = await getSession(new Request(ORIGIN, { headers: { Cookie: cookie } }));
  return session.get("toast") ?? null;
}

/** Counts bad inputs and checks each got a clear 4xx answer (never a 500). */
export function badInputCounter(label: string) {
  let count = 0;
  return {
    expect4xx(status: number, what: string) {
      count++;
      expect(status, `${label}: ${what}`).toBeGreaterThanOrEqual(400);
      expect(status, `${label}: ${what}`).toBeLessThan(500);
    },
    get count() {
      return count;
    },
    report() {
      console.log(`[bad inputs] ${label}: ${count} tried, all answered 4xx`);
    },
  };
}

/** A minimal valid PDF file. */
export function pdfBytes(extra = ""): Uint8Array {
  const text = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj
trailer << /Root 1 0 R >>
%%EOF
${extra}`;
  return new TextEncoder().encode(text);
}
