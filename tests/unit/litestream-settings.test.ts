/**
 * The launcher's reading of the replication settings and the Litestream
 * configuration it writes (scripts/litestream.mjs, decision 0700).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { newAgeKey, replicationSettings, writeLitestreamConfig } from "../../scripts/litestream.mjs";

const key = newAgeKey();

describe("replication settings", () => {
  it("change nothing without a replica URL, or on PostgreSQL", () => {
    expect(replicationSettings({})).toBeNull();
    expect(replicationSettings({ LITESTREAM_REPLICA_URL: "s3://bucket/db", DATABASE_URL: "postgres://u@h/db" })).toBeNull();
  });

  it("refuse a bad URL or key, and an unencrypted replica in production", () => {
    const problems = (env: Record<string, string>) => {
      const settings = replicationSettings(env);
      return settings && "problems" in settings ? settings.problems.map((problem: string) => problem.split(":")[0]) : [];
    };
    expect(problems({ LITESTREAM_REPLICA_URL: "https://bucket/db" })).toEqual(["LITESTREAM_REPLICA_URL"]);
    expect(problems({ LITESTREAM_REPLICA_URL: "s3://bucket/db", NODE_ENV: "production" })).toEqual(["LITESTREAM_AGE_RECIPIENTS"]);
    expect(problems({ LITESTREAM_REPLICA_URL: "s3://bucket/db", LITESTREAM_AGE_RECIPIENTS: key.recipient })).toEqual(["LITESTREAM_AGE_IDENTITIES"]);
    expect(problems({ LITESTREAM_REPLICA_URL: "s3://bucket/db", LITESTREAM_AGE_RECIPIENTS: "age1nope", LITESTREAM_AGE_IDENTITIES: key.identity })).toEqual(["LITESTREAM_AGE_RECIPIENTS"]);
    expect(problems({ LITESTREAM_REPLICA_URL: "s3://bucket/db", LITESTREAM_RETENTION: "30 days" })).toEqual(["LITESTREAM_RETENTION"]);
    expect(problems({ LITESTREAM_REPLICA_URL: "s3://bucket/db", NODE_ENV: "production", LITESTREAM_AGE_RECIPIENTS: key.recipient, LITESTREAM_AGE_IDENTITIES: key.identity })).toEqual([]);
  });

  it("write Litestream's configuration with the defaults and no secret key in it", () => {
    const settings = replicationSettings({
      LITESTREAM_REPLICA_URL: "s3://agency-bucket/db",
      DATABASE_URL: "/data/app.db",
      AWS_ENDPOINT_URL_S3: "https://fly.storage.tigris.dev/",
      LITESTREAM_AGE_RECIPIENTS: key.recipient,
      LITESTREAM_AGE_IDENTITIES: key.identity,
    });
    if (!settings || "problems" in settings) throw new Error("expected settings");
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "litestream-config-"));
    const written = fs.readFileSync(writeLitestreamConfig(settings, directory), "utf8");
    expect(written).not.toContain(key.identity);
    expect(JSON.parse(written).dbs[0]).toEqual({
      path: "/data/app.db",
      "monitor-interval": "250ms",
      replicas: [
        {
          name: "offsite",
          type: "s3",
          bucket: "agency-bucket",
          path: "db",
          region: "auto",
          endpoint: "https://fly.storage.tigris.dev",
          "force-path-style": true,
          "sync-interval": "1s",
          "snapshot-interval": "24h",
          retention: "720h",
          "retention-check-interval": "1h",
          age: { recipients: [key.recipient], identities: ["$LITESTREAM_AGE_IDENTITY_1"] },
        },
      ],
    });
    expect(fs.statSync(path.join(directory, "litestream.yml")).mode & 0o777).toBe(0o600);
    fs.rmSync(directory, { recursive: true });
  });
});
