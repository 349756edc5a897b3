import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "~/server/infra/config.server";

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("configuration", () => {
  it("takes a shorter idle-connection cut only in test mode", () => {
    expect(parseConfig({ NODE_ENV: "test", TEST_IDLE_SOCKET_TIMEOUT_MS: "3000" }).idleSocketTimeoutMs).toBe(3_000);
    expect(problemsOf({ TEST_IDLE_SOCKET_TIMEOUT_MS: "3000" })).toEqual([expect.stringMatching(/TEST_IDLE_SOCKET_TIMEOUT_MS.*only when NODE_ENV=test/)]);
    expect(problemsOf({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(32), TEST_IDLE_SOCKET_TIMEOUT_MS: "3000" })).toEqual([
      expect.stringMatching(/TEST_IDLE_SOCKET_TIMEOUT_MS/),
    ]);
  });

  it("starts in development with no settings at all, with placeholder identity", () => {
    const config = parseConfig({});
    expect(config.production).toBe(false);
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: "sqlite", file: expect.stringMatching(/storage\/app\.db$/) });
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.rateLimit).toBe(true);
    expect(config.business.phone).toMatch(/555-01\d\d/);
    expect(config.business.email).toMatch(/@example\.com$/);
  });

  it("takes a SQLite file path or a PostgreSQL URL from DATABASE_URL", () => {
    expect(parseConfig({ DATABASE_URL: "file:data/site.db" }).database).toEqual({ kind: "sqlite", file: expect.stringMatching(/\/data\/site\.db$/) });
    expect(parseConfig({ DATABASE_URL: "postgres://app:pw@db.internal:5432/site" }).database).toEqual({
      kind: "postgres",
      url: "postgres://app:pw@db.internal:5432/site",
      poolSize: 10,
    });
    expect(parseConfig({ DATABASE_URL: "postgresql://db/site", DATABASE_POOL_SIZE: "4" }).database).toMatchObject({ kind: "postgres", poolSize: 4 });
    expect(problemsOf({ DATABASE_URL: "postgres://db/site", DATABASE_POOL_SIZE: "0" })[0]).toMatch(/^DATABASE_POOL_SIZE:/);
  });

  it("requires SESSION_SECRET in production and names it", () => {
    const problems = problemsOf({ NODE_ENV: "production" });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^SESSION_SECRET: is required when NODE_ENV=production/);
  });

  it("names every malformed setting at once", () => {
    const problems = problemsOf({
      PORT: "eighty",
      SITE_URL: "not a url",
      SMTP_URL: "http://mail.example.com",
      RATE_LIMIT: "maybe",
      SESSION_SECRET: "short",
      INTAKE_URLS: "peel-region=ftp://x",
    });
    const names = problems.map((p) => p.split(":")[0]);
    expect(names.sort()).toEqual(["INTAKE_URLS", "PORT", "RATE_LIMIT", "SESSION_SECRET", "SITE_URL", "SMTP_URL"]);
  });

  it("wants ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(problemsOf({ ADMIN_EMAIL: "boss@example.com" })).toEqual([
      "ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    ]);
    expect(problemsOf({ ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: "short" })[0]).toMatch(/^ADMIN_PASSWORD: must be at least 12/);
  });

  it("splits a rotated SESSION_SECRET list and reads overrides", () => {
    const config = parseConfig({
      NODE_ENV: "production",
      SESSION_SECRET: "new-secret-0123456789, old-secret-0123456789",
      BUSINESS_PHONE: "(416) 555-0100",
      INTAKE_URLS: "alberta=https://forms.example.org/ab",
      TRUST_PROXY: "1",
      SITE_URL: "https://care.example.com/some/path",
    });
    expect(config.sessionSecrets).toEqual(["new-secret-0123456789", "old-secret-0123456789"]);
    expect(config.business.phone).toBe("(416) 555-0100");
    expect(config.intakeUrls.alberta).toBe("https://forms.example.org/ab");
    expect(config.intakeUrls["peel-region"]).toMatch(/^https:\/\//);
    expect(config.trustProxy).toBe(1);
    expect(config.siteUrl).toBe("https://care.example.com");
  });
});
