import http from "node:http";
import { describe, expect, it } from "vitest";
import { parseConfig } from "~/server/infra/config.server";
import { applyConnectionLimits, CONNECTION_LIMITS } from "../../server/connections";

describe("connection limits", () => {
  it("a server gets the chosen limits: headers in 10 s, the request in 120 s, 30 s without a byte, keep-alive 5 s, 1,000 connections", () => {
    const server = http.createServer();
    applyConnectionLimits(server);
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(120_000);
    expect(server.timeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(5_000);
    expect(server.maxConnections).toBe(1_000);
    expect(CONNECTION_LIMITS.idleSocketTimeoutMs).toBe(30_000);
  });

  it("a test-mode server may cut idle connections sooner (the integration test's 3 s); refused elsewhere in tests/unit/config.test.ts", () => {
    const server = http.createServer();
    applyConnectionLimits(server, { idleSocketTimeoutMs: parseConfig({ NODE_ENV: "test", TEST_IDLE_SOCKET_TIMEOUT_MS: "3000" }).idleSocketTimeoutMs });
    expect(server.timeout).toBe(3_000);
    expect(parseConfig({}).idleSocketTimeoutMs).toBeUndefined();
  });
});
