/**
 * The server's connections: the limits every connection lives under, and the
 * graceful shutdown (stop accepting, finish what is in flight, close idle
 * keep-alive connections, close the database, exit). server/app.ts wires it.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";
import { closeDatabase } from "~/server/infra/db.server";
import { log } from "~/server/infra/log.server";

/** Set when SIGTERM/SIGINT arrives; every response from then on closes its connection. */
export const shutdown = { started: false };

/**
 * Connection limits, chosen rather than inherited (docs/operations.md,
 * "Running"): the headers of a request within 10 s, the whole request within
 * 120 s (a 5 MB resume on a slow phone line), and no more than 30 s without a
 * byte (a stalled body is cut then, not after Node's 300 s); an idle
 * keep-alive connection is closed after 5 s; at most 1,000 connections.
 */
export const CONNECTION_LIMITS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 120_000,
  idleSocketTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
} as const;

/** Applies the limits; a test-mode server may cut idle connections sooner (TEST_IDLE_SOCKET_TIMEOUT_MS). */
export function applyConnectionLimits(server: Server, { idleSocketTimeoutMs = CONNECTION_LIMITS.idleSocketTimeoutMs }: { idleSocketTimeoutMs?: number } = {}) {
  server.headersTimeout = CONNECTION_LIMITS.headersTimeoutMs;
  server.requestTimeout = CONNECTION_LIMITS.requestTimeoutMs;
  server.keepAliveTimeout = CONNECTION_LIMITS.keepAliveTimeoutMs;
  server.maxConnections = CONNECTION_LIMITS.maxConnections;
  server.setTimeout(idleSocketTimeoutMs, (socket) => socket.destroy());
}

/** A keep-alive connection with nothing in flight this long after shutdown began is closed. */
const IDLE_GRACE_MS = 1_000;
const FORCE_CLOSE_MS = 10_000;

/**
 * SIGTERM/SIGINT: stop accepting connections; every response from then on
 * (and every one still being prepared) carries `Connection: close`, so a busy
 * keep-alive connection ends after the answer it is getting; a connection
 * left idle is closed after IDLE_GRACE_MS (a client under load reuses its
 * connections at once, so it never races with that); then the database is
 * closed and the process exits. A stuck request cannot hold it past 10 s.
 * Background work is told to stop at the signal (the job loop sends the
 * message in hand and claims no other) and awaited before the database closes.
 */
export function handleShutdown(
  server: Server,
  work: {
    /** Called at the signal: stop background work (the job loop claims nothing more); awaited before the database closes. */
    stop?: () => Promise<unknown>;
    /** Written once requests are answered: what was counted in memory (redirect hits, missing pages). */
    beforeClosingDatabase?: () => Promise<unknown>;
  } = {},
) {
  const connections = new Map<Socket, { inFlight: Set<ServerResponse>; idleSince: number }>();
  server.on("connection", (socket: Socket) => {
    connections.set(socket, { inFlight: new Set(), idleSince: Date.now() });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (!connection) return;
    connection.inFlight.add(res);
    res.once("close", () => {
      connection.inFlight.delete(res);
      connection.idleSince = Date.now();
    });
  });

  const stop = (signal: string) => {
    if (shutdown.started) return;
    shutdown.started = true;
    log.info(`${signal} received: finishing requests in flight, then stopping`);
    const workStopped = (work.stop ?? (async () => undefined))();
    for (const { inFlight } of connections.values()) {
      for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    }
    const force = setTimeout(() => {
      log.error(`requests still open after ${FORCE_CLOSE_MS / 1000} s; closing them`);
      server.closeAllConnections();
    }, FORCE_CLOSE_MS);
    force.unref();
    const sweep = setInterval(() => {
      const now = Date.now();
      for (const [socket, { inFlight, idleSince }] of connections) {
        if (inFlight.size === 0 && now - idleSince >= IDLE_GRACE_MS && !socket.writableEnded) socket.end();
      }
    }, 100);
    sweep.unref();
    // net.Server's close: stop listening, call back once every connection has
    // ended. (http.Server's close would also close idle keep-alive connections
    // at once, racing with clients that are reusing them right now.)
    net.Server.prototype.close.call(server, async () => {
      clearInterval(sweep);
      // The message being sent (its stop began at the signal), what was counted in memory and
      // not yet written: given FORCE_CLOSE_MS, never the reason not to stop.
      const late = new Promise<void>((resolve) => setTimeout(resolve, FORCE_CLOSE_MS).unref());
      const finishing = async () => {
        await workStopped;
        await work.beforeClosingDatabase?.();
      };
      await Promise.race([finishing(), late]).catch((error: unknown) =>
        log.error({ err: error }, "could not finish the work in hand before stopping"),
      );
      await closeDatabase();
      log.info("server stopped");
      process.exit(0);
    });
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}
