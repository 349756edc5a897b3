/**
 * The server's log (decision 0319): one JSON line per event on stdout,
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

/**
 * The first middleware: gives the request its id (sent as X-Request-Id) and
 * runs everything after it in the request's scope. With `lines`, writes one
 * line when the answer is done (or the client gone): id, method, masked path,
 * status, body bytes, milliseconds. `/healthz` probes get an id but no line.
 */
export function requestLog({ lines }: { lines: boolean }) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const id = randomUUID();
    res.setHeader(REQUEST_ID_HEADER, id);
    const target = req.url ?? "";
    if (lines && target !== "/healthz") {
      const started = performance.now();
      let bytes = 0;
      // Installed first, so these are Node's own: what compression and the page cache write reaches them last.
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        bytes += byteLengthOf(chunk, rest[0]);
        return write(chunk, ...rest);
      }) as typeof res.write;
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (typeof chunk !== "function") bytes += byteLengthOf(chunk, rest[0]);
        return end(chunk, ...rest);
      }) as typeof res.end;
      let written = false;
      const line = () => {
        if (written) return;
        written = true;
        const bodyless = req.method === "HEAD" || res.statusCode === 204 || res.statusCode === 304;
        logRequest({
          reqId: id,
          method: req.method ?? "",
          path: maskedPath(target),
          status: res.statusCode,
          bytes: bodyless ? 0 : bytes,
          ms: Math.round((performance.now() - started) * 10) / 10,
          ...(res.writableFinished ? {} : { aborted: true as const }),
        });
      };
      res.once("finish", line);
      res.once("close", line);
    }
    requestScope.run({ id }, next);
  };
}
