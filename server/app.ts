/**
 * The production server, bundled by Vite with the app (see vite.config.ts)
 * and started by server.js. Express adds what React Router does not do:
 * compression, long-cached static assets, a request log, security headers,
 * the cross-site POST guard, and a graceful shutdown.
 */
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider } from "react-router";
import { clientIpContext } from "~/server/infra/client-ip.server";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import type { Server } from "node:http";
import path from "node:path";
import { ConfigError, config } from "~/server/infra/config.server";
import { closeDatabase } from "~/server/infra/db.server";
import { isForeignRequest } from "~/server/infra/request-origin.server";
import { baselineSecurityHeaders } from "~/server/infra/security-headers.server";
import { prepareApplication } from "~/server/startup.server";

export function createApp() {
  const settings = config();
  const app = express();
  app.disable("x-powered-by");
  // Behind Fly's proxy (TRUST_PROXY=1) req.ip and req.protocol come from
  // X-Forwarded-*; otherwise those headers are ignored so no one can spoof them.
  app.set("trust proxy", settings.trustProxy);

  app.use((_req, res, next) => {
    res.set(baselineSecurityHeaders());
    next();
  });
  // threshold 0: streamed HTML starts with a tiny chunk (the doctype), which
  // the default 1 KB threshold would take as a small response and not compress.
  app.use(compression({ threshold: 0 }));
  if (settings.logRequests) {
    // The path only: query strings can hold signed links or personal data.
    morgan.token("path", (req) => new URL(req.url ?? "/", "http://log.invalid").pathname);
    app.use(morgan(":method :path :status :res[content-length]b :response-time ms"));
  }

  const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  // Hashed file names change with their content, so they can be cached forever.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
  );
  app.use(express.static(clientDir, { maxAge: "1h", index: false }));

  app.use((req, res, next) => {
    const foreign = isForeignRequest({
      method: req.method,
      ownOrigin: `${req.protocol}://${req.get("host")}`,
      siteOrigin: settings.siteUrl,
      origin: req.get("origin"),
      referer: req.get("referer"),
      secFetchSite: req.get("sec-fetch-site"),
    });
    if (!foreign) return next();
    console.warn(`refused cross-origin ${req.method} ${req.path} from ${req.get("origin") ?? req.get("referer")}`);
    res.status(403).type("text/plain").send("Cross-site form submissions are not accepted.");
  });

  app.use(limitRequestBodies);

  app.all(
    "/{*path}",
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: process.env.NODE_ENV,
      // req.ip honours `trust proxy`: the client's address, spoof-proof (rate limits).
      getLoadContext: (req) => {
        const context = new RouterContextProvider();
        context.set(clientIpContext, addressOfClient(req, settings.clientIpHeader));
        return context;
      },
    }),
  );
  return app;
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

/**
 * One cap on every request body, before any parsing. Routes that take files
 * (their parsers stream and cap each file at 5 MB, and drain what is over it to
 * answer with a message next to the field) may receive up to 50 MB; every
 * other request at most 64 KB, so no action can be made to buffer a huge body.
 * A body without a declared length is refused (411): browsers always declare
 * it, and Node never reads past Content-Length, so the declared size is real.
 */
const UPLOAD_ROUTES = [/^\/job$/, /^\/admin\/new$/, /^\/admin\/edit\/\d+$/, /^\/api\/send-email$/];
const UPLOAD_BODY_LIMIT = 50 * 1024 * 1024;
const BODY_LIMIT = 64 * 1024;

function limitRequestBodies(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const declared = req.get("content-length");
  const chunked = req.get("transfer-encoding") !== undefined;
  if (declared === undefined && !chunked) return next(); // no body at all
  if (declared === undefined || chunked) return refuseBody(req, res, 411, "A request body must declare its length.");
  // React Router's client posts to "<path>.data"; it is the same action.
  const routePath = req.path.replace(/\.data$/, "");
  const limit = UPLOAD_ROUTES.some((route) => route.test(routePath)) ? UPLOAD_BODY_LIMIT : BODY_LIMIT;
  if (Number(declared) > limit) {
    return refuseBody(req, res, 413, `The request is too large (at most ${limit >= 1024 * 1024 ? `${limit / 1024 / 1024} MB` : `${limit / 1024} KB`}).`);
  }
  next();
}

function refuseBody(req: express.Request, res: express.Response, status: number, message: string) {
  res.status(status).set("Connection", "close").type("text/plain").send(message);
  // Read and drop what is still coming, so the client sees the answer.
  req.resume();
}

/** Starts listening; resolves with the server once it accepts connections. */
export async function start(): Promise<Server> {
  let settings;
  try {
    settings = await prepareApplication();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = createApp();
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(settings.port, settings.host, () => resolve(listening));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : settings.port;
  console.log(`server listening on http://localhost:${port} (Node ${process.version})`);
  handleShutdown(server);
  return server;
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let requests in flight finish,
 * close the database, exit. A stuck request cannot hold the process forever.
 */
function handleShutdown(server: Server) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests in flight, then stopping`);
    const force = setTimeout(() => {
      console.error("requests still open after 10 s; closing them");
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      await closeDatabase();
      console.log("server stopped");
      process.exit(0);
    });
    // Keep-alive sockets with no request in flight would hold close() open.
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), 250);
    sweep.unref();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}
