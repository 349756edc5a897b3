/**
 * The launcher's reading of the replication settings and the Litestream
 * configuration it writes (scripts/litestream.mjs, decision 0700).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { newAgeKey, ReplicationState, replicationSettings, writeLitestreamConfig } from "../../scripts/litestream.mjs";

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

describe("the replication state the launcher keeps", () => {
  it("fails from a replica's error until its next success; the database's own errors and the server's lines are not the replica's", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "replication-state-")), "state.json");
    const state = new ReplicationState(file, {});
    const line = (entry: Record<string, unknown>) => JSON.stringify({ time: "2026-12-06T05:00:00Z", ...entry });
    const saved = () => JSON.parse(fs.readFileSync(file, "utf8"));
    expect(state.observe('{"level":"info","time":"2026-12-06T05:00:00Z","msg":"server listening"}')).toBe(false);
    expect(state.observe(line({ level: "INFO", msg: "snapshot written", replica: "offsite" }))).toBe(true);
    state.save();
    expect(saved()).toMatchObject({ lastShippedAt: expect.any(String), lastSnapshotAt: expect.any(String), failingSince: null });
    state.observe(line({ level: "ERROR", msg: "checkpoint: mode=PASSIVE err=database is locked", db: "/data/app.db" }));
    expect(saved().failingSince).toBeNull();
    state.observe(line({ level: "ERROR", msg: "monitor error", replica: "offsite", error: "dial tcp: connection refused" }));
    expect(saved()).toMatchObject({ failingSince: expect.any(String), lastError: { message: "dial tcp: connection refused" } });
    state.observe(line({ level: "INFO", msg: "wal segment written", replica: "offsite" }));
    expect(saved().failingSince).toBeNull();
    fs.rmSync(path.dirname(file), { recursive: true });
  });
});

