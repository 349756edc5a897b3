/**
 * The production server, bundled by Vite with the app (see vite.config.ts)
 * and started by server.js. Express adds what React Router does not do:
 * compression, long-cached static assets, a request log (JSON lines, with
 * an id per request: log.server.ts), security headers, the cross-site POST
 * guard, and a graceful shutdown.
 */
import { createRequestHandler } from "@react-router/express";
import * as serverBuild from "virtual:react-router/server-build";
import { RouterContextProvider } from "react-router";
import { clientIpContext } from "~/server/infra/client-ip.server";
import { withRoutePatternMatching } from "~/lib/route-matching";
import compression from "compression";
import express from "express";
import { createServer, type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from "node:http";
import { performance } from "node:perf_hooks";
import type { ViteDevServer } from "vite";
import { randomUUID } from "node:crypto";
import type { Socket } from "node:net";
import fs from "node:fs";
import path from "node:path";
import { ConfigError, config } from "~/server/infra/config.server";
import { databaseIsHealthy } from "~/server/infra/db.server";
import { applyConnectionLimits, handleShutdown, shutdown } from "./connections";
import { PageCache } from "~/server/infra/page-cache.server";
import { nextScheduledTime } from "~/server/domain/posts.server";
import { nextNoticeChangeAt } from "~/server/domain/service-notices.server";
import { isForeignRequest } from "~/server/infra/request-origin.server";
import { bodyRefusal, gateRequest } from "~/server/infra/http-gate.server";
import { log, logRequest, REQUEST_ID_HEADER, requestLog } from "~/server/infra/log.server";
import { maskedPath, routePathOf, singleSlashTarget } from "~/server/infra/request-path.server";
import { baselineSecurityHeaders } from "~/server/infra/security-headers.server";
import { prepareApplication } from "~/server/startup.server";
import { startPublishingScheduler } from "~/server/domain/publishing-scheduler.server";
import { startJobLoop } from "~/server/jobs.server";
// Redirects and the 404 report (decisions 0637, 0631)
import { flushRedirectHits, outsideProductPaths, redirectAnswerFor, redirectCovers, redirectPathOf } from "~/server/domain/redirects.server";
import { flushNotFound, noteNotFound } from "~/server/domain/not-found-report.server";
import { contentVersionsFor } from "~/server/infra/content-versions.server";
import { clock } from "~/server/infra/clock.server";
// The agency's own page-view counting (decision 0902)
import { viewPathOf } from "~/server/domain/page-view-rules.server";
import { flushPageViews, notePageView } from "~/server/domain/page-views.server";

/** gzip's level for answers compressed as they are made. */
const DYNAMIC_GZIP_LEVEL = 4;

/** The process's page cache (null when PAGE_CACHE=off); tests read its stats. */
export let pageCache: PageCache | null = null;

/**
 * `npm run dev` (server.js --dev) passes Vite's development server: its
 * middleware serves the sources with hot reload instead of the build's
 * files, and React Router loads the routes through it on every request.
 * Everything else (gate, guards, headers, client address, start-up) is the
 * same app as `npm start`.
 */
export interface DevelopmentOptions {
  vite?: ViteDevServer;
}

export function createApp({ vite }: DevelopmentOptions = {}) {
  const settings = config();
  // In development the pages change with the code, which the cache cannot see: it is off.
  pageCache = settings.pageCache && !vite
    ? new PageCache(settings.pageCache.maxBytes, async () => {
        const [post, notice] = await Promise.all([nextScheduledTime(), nextNoticeChangeAt()]);
        return { posts: post?.getTime() ?? null, service_notices: notice };
      })
    : null;
  const app = express();
  app.disable("x-powered-by");
  // Behind Fly's proxy (TRUST_PROXY=1) req.ip and req.protocol come from
  // X-Forwarded-*; otherwise those headers are ignored so no one can spoof them.
  app.set("trust proxy", settings.trustProxy);

  // First: the request's id and its log line (none for /healthz), then nothing ends before the body is read.
  app.use(requestLog({ lines: settings.logRequests }));
  app.use(readBodyBeforeClosing);
  app.use((_req, res, next) => {
    res.set(baselineSecurityHeaders());
    // Once shutdown has begun, each socket serves the request it has and closes.
    if (shutdown.started) res.set("Connection", "close");
    next();
  });
  app.use(refuseWhatNoRouteTakes);
  // Probes come often and want one answer: no page machinery, no compression, no log line.
  app.get("/healthz", answerHealth);
  // Missing pages (the 404 report) and page views (PAGE_VIEW_COUNTING) are counted in memory when the
  // answer is sent, the page cache's hits too, and written in batches.
  app.use(countAnswers(settings.pageViewCounting));
  // Old addresses are answered before any page machinery, from memory kept right by the content versions.
  app.use(answerRedirects);
  // Pages kept for anonymous visitors go out before compression (their variants are made once).
  if (pageCache) app.use(pageCache.serve);
  // threshold 0: streamed HTML starts with a tiny chunk (the doctype), which
  // the default 1 KB threshold would take as a small response and not compress.
  // What is compressed here is made per request (kept pages have their own
  // best variants): a faster gzip level, like brotli's default quality 4 (decision 1045).
  app.use(compression({ threshold: 0, level: DYNAMIC_GZIP_LEVEL }));

  if (vite) {
    app.use(vite.middlewares);
  } else {
    const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
    // Hashed file names change with their content, so they can be cached forever.
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    // A missing asset (an old hashed name) or the favicon.ico browsers try: a short 404, not the page.
    app.use("/assets", notFoundInShort);
    // Only addresses under the build's own top-level files and folders look for a file: a page's does not.
    const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
    const topLevel = new Set(fs.readdirSync(clientDir));
    app.use((req, res, next) => (topLevel.has(req.path.split("/")[1] ?? "") ? publicFiles(req, res, next) : next()));
  }
  app.get("/favicon.ico", notFoundInShort);

  app.use((req, res, next) => {
    const foreign = isForeignRequest({
      method: req.method,
      ownOrigin: `${req.protocol}://${req.get("host")}`,
      siteOrigin: settings.siteUrl,
      origin: req.get("origin"),
      referer: req.get("referer"),
      secFetchSite: req.get("sec-fetch-site"),
      routePath: routePathOf(req.originalUrl),
    });
    if (!foreign) return next();
    log.warn({ method: req.method, path: maskedPath(req.originalUrl), from: originOf(req.get("origin") ?? req.get("referer")) }, "refused a cross-origin request");
    refuse(res, 403, "Cross-site form submissions are not accepted.");
  });

  app.use(limitRequestBodies);
  // What a page render answers is kept when it may be (after compression: it sees the plain bytes).
  if (pageCache) app.use(pageCache.capture);

  app.all(
    "/{*path}",
    createRequestHandler({
      // The build itself, not a function returning it: given a function (meant for development's
      // hot reload), React Router flattens, ranks and compiles every route again on each request.
      // Matched by the route-pattern matcher (app/lib/route-matching.ts).
      build: vite
        ? async () => withRoutePatternMatching((await vite.ssrLoadModule("virtual:react-router/server-build")) as typeof serverBuild)
        : withRoutePatternMatching(serverBuild),
      mode: vite ? "development" : process.env.NODE_ENV,
      // req.ip honours `trust proxy`: the client's address, spoof-proof (rate limits).
      getLoadContext: (req) => {
        const context = new RouterContextProvider();
        context.set(clientIpContext, addressOfClient(req, settings.clientIpHeader));
        return context;
      },
    }),
  );
  app.use(answerErrorInShort);
  return app;
}

/**
 * A GET or HEAD of an address a redirect covers (decision 0637): 301 or 302
 * with the request's query string kept, before the page cache and the
 * routes; so is one with repeated slashes, to its one-slash spelling. The
 * map is in memory; the content versions (shared with the page cache) tell
 * whether it is still right.
 */
function answerRedirects(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const target = req.originalUrl;
  const single = singleSlashTarget(target);
  if (single) return moved(req, res, 301, single);
  if (!outsideProductPaths(redirectPathOf(target))) return next();
  contentVersionsFor(req)
    .then((versions) => redirectAnswerFor(target, versions.redirects ?? 0))
    .then((answer) => {
      if (!answer) return next();
      moved(req, res, answer.status, answer.location);
    })
    .catch(next);
}

function moved(req: express.Request, res: express.Response, status: number, location: string) {
  const body = `Moved to ${location}`;
  // res.location percent-encodes what a header may not carry, and leaves %-escapes as they are.
  res
    .status(status)
    .location(location)
    .set({
      // A permanent move may be kept a day by browsers and proxies; a temporary one is asked again.
      "Cache-Control": status === 301 ? "public, max-age=86400" : "no-cache",
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(body)),
    });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Once a GET or HEAD is answered, one listener counts it where it counts: a
 * 404 outside the staff area and files for the report (decision 0631); and,
 * with `pageViews`, a page view (decision 0902): a GET of a public page
 * answered 200 or 404 in HTML, not by a bot nor a prefetch. Nothing is added
 * to the answer.
 */
function countAnswers(pageViews: boolean) {
  return (req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") countWhenAnswered(req, res, pageViews);
    next();
  };
}

function countWhenAnswered(req: express.Request, res: express.Response, pageViews: boolean) {
  // A view is of the time it was asked for (the answer may finish in the next minute, or day).
  const askedAt = pageViews ? clock() : null;
  res.once("finish", () => {
    if (res.statusCode === 404) countNotFound(req);
    if (askedAt) countPageView(req, res, askedAt);
  });
}

/**
 * The server's request listener: a page kept for anonymous visitors, asked
 * with GET or HEAD, is answered here, before Express, whose router and the
 * middleware in front of the cache cost more than sending the page; all else
 * goes to `app`. For such a request this does what that middleware would: the
 * request id (X-Request-Id) and log line, the security headers, the page-view
 * count; it leaves to `app` a request the gate refuses, one a redirect covers,
 * one with a body, a stale page, and everything during shutdown.
 */
function answerKeptPagesFirst(app: express.Express, { logRequests, pageViewCounting }: { logRequests: boolean; pageViewCounting: boolean }) {
  const security = Object.fromEntries(Object.entries(baselineSecurityHeaders()).map(([name, value]) => [name.toLowerCase(), value]));
  const requestIdHeader = REQUEST_ID_HEADER.toLowerCase();
  return (req: IncomingMessage, res: ServerResponse) => {
    const cache = pageCache;
    const method = req.method ?? "";
    const url = req.url ?? "/";
    const { headers } = req;
    const key =
      cache && !shutdown.started && (method === "GET" || method === "HEAD") && headers["content-length"] === undefined && headers["transfer-encoding"] === undefined
        ? cache.keyFor(method, url, headers.cookie)
        : null;
    if (!cache || !key || !cache.holds(key) || gateRequest({ method, host: headers.host, target: url, contentType: headers["content-type"] })) {
      app(req, res);
      return;
    }
    const started = performance.now();
    contentVersionsFor(req)
      .then(async (versions) => {
        if (outsideProductPaths(redirectPathOf(url)) && (await redirectCovers(url, versions.redirects ?? 0))) return null;
        return cache.freshPage(key, versions);
      })
      .then((page) => {
        // Shutdown began meanwhile: Express's way closes the connection after the answer.
        if (!page || shutdown.started) return app(req, res);
        // What Express gives a request (its getters honour `trust proxy`), for the counting.
        Object.setPrototypeOf(req, app.request);
        Object.setPrototypeOf(res, app.response);
        Object.assign(req, { res, originalUrl: url });
        Object.assign(res, { req });
        countWhenAnswered(req as express.Request, res as express.Response, pageViewCounting);
        const reqId = randomUUID();
        const bytes = cache.answer(req, res, page, { ...security, [requestIdHeader]: reqId });
        if (logRequests) {
          res.once("close", () => {
            const ms = Math.round((performance.now() - started) * 10) / 10;
            logRequest({ reqId, method, path: maskedPath(url), status: res.statusCode, bytes, ms, ...(res.writableFinished ? {} : { aborted: true as const }) });
          });
        }
      })
      .catch((error: unknown) => {
        // The database did not answer: Express's way meets the same and answers for it.
        if (!res.headersSent) return app(req, res);
        log.error({ err: error, method, path: maskedPath(url) }, "error answering a kept page");
        res.destroy();
      });
  };
}

function countNotFound(req: express.Request) {
  if (!outsideProductPaths(redirectPathOf(req.originalUrl))) return;
  noteNotFound({
    target: req.originalUrl,
    userAgent: req.get("user-agent"),
    referer: req.get("referer"),
    ownHost: req.hostname,
    // Only told apart from other addresses (hashed in memory), never kept.
    clientIp: addressOfClient(req, config().clientIpHeader),
  });
}

function countPageView(req: express.Request, res: express.Response, askedAt: Date) {
  const { headers } = req;
  const target = req.originalUrl;
  const userAgent = headers["user-agent"];
  const path = viewPathOf({
    method: req.method,
    target,
    status: res.statusCode,
    contentType: res.getHeader("content-type")?.toString(),
    userAgent,
    purpose: [headers["sec-purpose"], headers.purpose, headers["x-purpose"], headers["x-moz"]].find((value) => typeof value === "string"),
  });
  if (!path) return;
  const ip = addressOfClient(req, config().clientIpHeader);
  const full = notePageView({ path, target, status: res.statusCode, referer: headers.referer, ownHost: req.hostname, ip, userAgent: userAgent ?? "" }, askedAt);
  if (full) writePageViews();
}

function writePageViews() {
  flushPageViews().catch((error: unknown) => log.error({ err: error }, "could not write the page views"));
}

/** How often the counts kept in memory (redirect hits, missing pages, page views) are written. */
const BOOKKEEPING_MS = 5_000;

/** Writes the redirect hits, missing-page counts and page views kept in memory. */
async function writeAddressBookkeeping() {
  await flushRedirectHits();
  await flushNotFound();
  await flushPageViews();
}

/** Writes redirect hits and missing-page counts every few seconds (never keeps the process alive), and at shutdown. */
function startAddressBookkeeping() {
  const write = () => {
    writeAddressBookkeeping().catch((error: unknown) => log.error({ err: error }, "could not write redirect hits or the 404 report"));
  };
  setInterval(write, BOOKKEEPING_MS).unref();
}

/** GET /healthz: 200 while the database answers, 503 otherwise; never cached. */
async function answerHealth(_req: express.Request, res: express.Response) {
  const healthy = await databaseIsHealthy();
  res
    .status(healthy ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json({ status: healthy ? "ok" : "database unavailable" });
}

/** The gate (app/server/infra/http-gate.server.ts): a request no route can take gets its 4xx here. */
function refuseWhatNoRouteTakes(req: express.Request, res: express.Response, next: express.NextFunction) {
  const refusal = gateRequest({ method: req.method, host: req.headers.host, target: req.originalUrl, contentType: req.get("content-type") });
  if (!refusal) return next();
  if (refusal.headers) res.set(refusal.headers);
  refuse(res, refusal.status, refusal.message);
}

/** Where a request says it comes from: an origin, never a referring page's path or query. */
function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return URL.canParse(value) ? new URL(value).origin : "(not a URL)";
}

function notFoundInShort(_req: express.Request, res: express.Response) {
  res.status(404).type("text/plain").send("Not found.");
}

/**
 * Last resort for an error Express itself meets (a static file that cannot be
 * read, a body that breaks mid-way): a short answer and one log line, never
 * a stack trace to the client.
 */
function answerErrorInShort(error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) {
  if (res.headersSent) return next(error);
  const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    res.status(status).type("text/plain").send("Bad request.");
    return;
  }
  log.error({ err: error, method: req.method, path: maskedPath(req.originalUrl) }, "error answering a request");
  res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
}

/**
 * The client's address for rate limits. Behind a trusted proxy that names the
 * client in its own header (Fly-Client-IP) that header is used; otherwise
 * Express's req.ip, which believes X-Forwarded-For only when TRUST_PROXY says so.
 */
function addressOfClient(req: express.Request, header: string | undefined): string {
  const named = header ? req.get(header)?.trim() : undefined;
  return named || req.ip || "unknown";
}

/** The body cap (app/server/infra/http-gate.server.ts): too large is 413, undeclared 411. */
function limitRequestBodies(req: express.Request, res: express.Response, next: express.NextFunction) {
  const refusal = bodyRefusal({
    method: req.method,
    path: req.path,
    contentLength: req.get("content-length"),
    chunked: req.get("transfer-encoding") !== undefined,
  });
  if (!refusal) return next();
  refuse(res, refusal.status, refusal.message);
}

/** A refusal in plain text (a body still on its way is read first: readBodyBeforeClosing). */
function refuse(res: express.Response, status: number, message: string) {
  res.status(status).type("text/plain").send(message);
}

/** What a client may still send (read and dropped) after its answer is ready, before its connection is cut. */
const DRAIN_CAP = 64 * 1024 * 1024;

/**
 * An answer can be ready before the request's body has all arrived: a
 * refusal here, a 413 or 429 from an action that stopped reading. Its end
 * then waits until the rest of the body has been read and dropped: Node
 * closes a `Connection: close` connection (and every one during shutdown)
 * as soon as the answer ends, and a client still sending to a closed socket
 * gets a reset (EPIPE, ECONNRESET) instead of the answer. Whoever was
 * reading the body (React Router's request stream) is done with it and
 * would only pile it up in memory, so it is let go. Past DRAIN_CAP the
 * answer goes at once and the connection is cut. (A client that sends
 * `Expect: 100-continue` is refused before it sends anything:
 * answerExpectContinue.)
 */
function readBodyBeforeClosing(req: express.Request, res: express.Response, next: express.NextFunction) {
  // Installed before compression and the page cache wrap res.end: what they end goes through here.
  const end = res.end.bind(res) as (...args: unknown[]) => express.Response;
  res.end = ((...args: unknown[]) => {
    if (req.complete || req.readableEnded || req.destroyed) return end(...args);
    let drained = 0;
    let ended = false;
    const finish = () => {
      if (ended) return;
      ended = true;
      end(...args);
    };
    req.removeAllListeners("data");
    req.on("data", (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_CAP && !ended) {
        if (!res.headersSent) res.setHeader("Connection", "close");
        res.once("finish", () => req.destroy());
        finish();
      }
    });
    req.once("end", finish);
    req.once("close", finish);
    req.resume();
    return res;
  }) as typeof res.end;
  next();
}

/**
 * A client that sends `Expect: 100-continue` waits for our go-ahead before
 * its body: a request that would be refused is refused then, so a 10 MB body
 * is never sent at all; any other gets its 100 Continue and goes on as usual.
 */
function answerExpectContinue(server: Server, logLines: boolean) {
  server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? "/";
    const refusal =
      gateRequest({ method: req.method ?? "", host: req.headers.host, target: url, contentType: req.headers["content-type"] }) ??
      bodyRefusal({
        method: req.method ?? "",
        path: url.split("?")[0] ?? "/",
        contentLength: req.headers["content-length"],
        chunked: req.headers["transfer-encoding"] !== undefined,
      });
    if (refusal) {
      const reqId = randomUUID();
      res.writeHead(refusal.status, {
        ...baselineSecurityHeaders(),
        ...("headers" in refusal ? refusal.headers : {}),
        "Content-Type": "text/plain; charset=utf-8",
        Connection: "close",
        [REQUEST_ID_HEADER]: reqId,
      });
      res.end(refusal.message);
      if (logLines) {
        logRequest({ reqId, method: req.method ?? "", path: maskedPath(url), status: refusal.status, bytes: Buffer.byteLength(refusal.message), ms: 0 });
      }
      return;
    }
    res.writeContinue();
    server.emit("request", req, res);
  });
}

/** What the client still sends after a request the parser refused is read and dropped this long at most. */
const LINGER_MS = 2_000;

const UNPARSABLE: Record<string, { status: number; message: string }> = {
  // Node's maxHeaderSize (16 KB): the request line and headers together, a long query string included.
  HPE_HEADER_OVERFLOW: { status: 431, message: "The request's address or headers are too long." },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: "The request is too large." },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: "The request took too long to arrive." },
};
const MALFORMED = { status: 400, message: "The request could not be read." };

/**
 * A request Node's HTTP parser refuses (its headers over 16 KB, malformed,
 * too slow) is answered here rather than by Node's default, which destroys
 * the connection right after writing: a client still sending (the rest of a
 * long address, a body) then gets a reset and may never read the answer.
 * Here the answer says its length, the connection is half-closed after it,
 * and what the client still sends is read and dropped (by the parser, which
 * refuses each further chunk) until it closes, for LINGER_MS at most.
 */
function answerUnparsableRequests(server: Server, logLines: boolean) {
  const answered = new WeakSet<Socket>();
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (answered.has(socket)) return;
    answered.add(socket);
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (!socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, message } = UNPARSABLE[error.code ?? ""] ?? MALFORMED;
    const reqId = randomUUID();
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
        `${REQUEST_ID_HEADER}: ${reqId}\r\nContent-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`,
    );
    // No method or path: the parser did not get that far (and its raw bytes may hold a secret).
    if (logLines) log.warn({ reqId, status, reason: error.code }, "request refused by the HTTP parser");
    socket.once("end", () => socket.destroy());
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}

/**
 * Starts listening; resolves with the server once it accepts connections.
 * In development, on the HTTP server Vite's hot reload is attached to.
 */
export async function start({ vite, server: given }: DevelopmentOptions & { server?: Server } = {}): Promise<Server> {
  let settings;
  try {
    settings = await prepareApplication((message) => log.info(message));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = createApp({ vite });
  const listener = answerKeptPagesFirst(app, settings);
  const server = await new Promise<Server>((resolve) => {
    if (!given) {
      const listening = createServer(listener).listen(settings.port, settings.host, () => resolve(listening));
      return;
    }
    given.on("request", listener);
    given.listen(settings.port, settings.host, () => resolve(given));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : settings.port;
  log.info(`server listening on http://localhost:${port} (Node ${process.version}${vite ? ", development: Vite with hot reload" : ""})`);
  applyConnectionLimits(server, { idleSocketTimeoutMs: settings.idleSocketTimeoutMs });
  answerExpectContinue(server, settings.logRequests);
  answerUnparsableRequests(server, settings.logRequests);
  // Announces scheduled posts going live (audit), including any due while the server was down.
  startPublishingScheduler((message) => log.info(message));
  // Sends the outbox's mail and runs the periodic jobs (retention purge, reminders).
  const stopJobs = startJobLoop((message) => log.info(message));
  // On SIGTERM the loop claims no more mail; the message being sent is marked before the database closes.
  handleShutdown(server, { stop: stopJobs, beforeClosingDatabase: writeAddressBookkeeping });
  startAddressBookkeeping();
  return server;
}

