/**
 * The server's log (decision 0351): one JSON line per event on stdout,
 * written by pino. Each request gets an id, sent back as `X-Request-Id`;
 * every line logged while the request is handled carries it as `reqId` (an
 * AsyncLocalStorage scope opened by `requestLog`), so an error line is tied
 * to its request line. No secret reaches a line: paths go through
 * `maskedPath`, an error's message and stack through `maskSecretsIn`
 * (request-path.server.ts), and a few field names are redacted wherever
 * they appear.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import pino from "pino";
import { pinoHttp } from "pino-http";
import { maskedPath, maskSecretsIn } from "~/server/infra/request-path.server";

export const REQUEST_ID_HEADER = "X-Request-Id";

const requestScope = new AsyncLocalStorage<{ id: string }>();

/** The id of the request being handled where this runs, if any. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.id;
}

function serializeError(error: unknown) {
  if (!(error instanceof Error)) return { message: maskSecretsIn(String(error)) };
  const serialized = pino.stdSerializers.err(error);
  return { ...serialized, message: maskSecretsIn(serialized.message), stack: maskSecretsIn(serialized.stack) };
}

/** Written as each line is made (a line a request is cheap): nothing is lost when the process exits or crashes. */
const stdout = pino.destination({ dest: 1, sync: true });

export const log = pino({
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  mixin: () => {
    const id = currentRequestId();
    return id ? { reqId: id } : {};
  },
  serializers: { err: serializeError },
  // A safety net under the rule (log only named fields): these never go out with their value.
  redact: {
    paths: ["password", "token", "cookie", "authorization", "*.password", "*.token", "*.cookie", "*.authorization", "*.headers.cookie", "*.headers.authorization"],
    censor: "[redacted]",
  },
}, stdout);

export interface RequestLine {
  reqId: string;
  method: string;
  /** Masked (maskedPath). */
  path: string;
  status: number;
  /** Body bytes sent (after compression); 0 for HEAD, 204 and 304. */
  bytes: number;
  ms: number;
  /** The client went away before the answer was complete. */
  aborted?: true;
}

/** One request, one line (the request log; also refusals answered outside Express). */
export function logRequest(line: RequestLine): void {
  log.info(line, "request");
}

function byteLengthOf(chunk: unknown, encoding: unknown): number {
  if (typeof chunk === "string") return Buffer.byteLength(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  return chunk instanceof Uint8Array ? chunk.byteLength : 0;
}

/** When each logged request began and the body bytes written for it so far. */
const measured = new WeakMap<ServerResponse, { started: number; bytes: number }>();

/** Counts the body bytes of an answer as they are written (after compression: these are Node's own write and end). */
function measure(res: ServerResponse): void {
  const counts = { started: performance.now(), bytes: 0 };
  measured.set(res, counts);
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    counts.bytes += byteLengthOf(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== "function") counts.bytes += byteLengthOf(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as typeof res.end;
}

/** The request line's fields: named one by one, so nothing else of the request (query, headers) is logged. */
function requestLine(req: IncomingMessage & { originalUrl?: string }, res: ServerResponse): RequestLine {
  const counts = measured.get(res);
  const bodyless = req.method === "HEAD" || res.statusCode === 204 || res.statusCode === 304;
  return {
    reqId: String(req.id),
    method: req.method ?? "",
    path: maskedPath(req.originalUrl ?? req.url ?? ""),
    status: res.statusCode,
    bytes: bodyless ? 0 : (counts?.bytes ?? 0),
    ms: counts ? Math.round((performance.now() - counts.started) * 10) / 10 : 0,
    ...(res.writableFinished ? {} : { aborted: true as const }),
  };
}

/**
 * The first middleware (pino-http, decision 0342): gives the request its id (sent as
 * X-Request-Id) and runs everything after it in the request's scope. With
 * `lines`, writes one line when the answer is done or the client gone (a 5xx
 * too): id, method, masked path, status, body bytes, milliseconds.
 * `/healthz` probes get an id but no line.
 */
export function requestLog({ lines }: { lines: boolean }) {
  const logged = pinoHttp({
    logger: log,
    genReqId: (_req, res) => {
      const id = randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    autoLogging: lines && { ignore: (req) => req.url === "/healthz" },
    // No request or response object is bound to a logger: the line is requestLine's fields only.
    quietResLogger: true,
    wrapSerializers: false,
    serializers: { req: () => undefined },
    customSuccessObject: requestLine,
    customErrorObject: requestLine,
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request",
  });
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (lines) measure(res);
    logged(req, res, () => requestScope.run({ id: String(req.id) }, next));
  };
}
