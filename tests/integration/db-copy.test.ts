import { describe, expect, it } from "vitest";
import { copyDatabase } from "~/server/infra/db-copy.server";
import { migrateToLatest, openSqlite } from "~/server/infra/db.server";
import { seedDemoContent } from "~/server/domain/seed.server";
import { onPostgres, openFreshDatabase } from "./test-database";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

describe.skipIf(!onPostgres)("db:copy (SQLite into an empty PostgreSQL)", () => {
  it("copies every row, keeps ids and bytes, moves the id counters on, and refuses a target that has rows", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "db-copy-"));
    const source = openSqlite(path.join(dir, "source.db")).db;
    const { db: target, dispose } = await openFreshDatabase("db_copy_target");
    try {
      await migrateToLatest(source);
      await seedDemoContent(new Date("2026-11-01T12:00:00Z"), source);
      const now = new Date().toISOString();
      const user = await source.insertInto("users").values({ email: "owner@example.com", password_hash: "x", created_at: now, updated_at: now }).returning("id").executeTakeFirstOrThrow();
      await source.insertInto("passkeys").values({ user_id: user.id, credential_id: "cred", public_key: Buffer.from([0, 1, 2, 255]), name: "Laptop", created_at: now, last_used_at: null }).execute();
      await source.insertInto("submissions").values({ kind: "contact", name: "Ann", email: "ann@example.com", subject: null, message: "Hello\nthere", attachment_file: null, attachment_name: null, attachment_type: null, attachment_size: null, notification_error: null, created_at: now }).execute();

      const counts = await copyDatabase(source, target);
      expect(counts.posts).toEqual({ source: 7, target: 7 });
      expect(counts.users).toEqual({ source: 1, target: 1 });
      expect(await target.selectFrom("posts").select(["id", "slug", "tags", "published"]).orderBy("id").execute()).toEqual(
        await source.selectFrom("posts").select(["id", "slug", "tags", "published"]).orderBy("id").execute(),
      );
      const key = await target.selectFrom("passkeys").select("public_key").executeTakeFirstOrThrow();
      expect(Buffer.from(key.public_key as Uint8Array)).toEqual(Buffer.from([0, 1, 2, 255]));

      // New rows get ids after the copied ones.
      const next = await target.insertInto("categories").values({ name: "After the copy" }).returning("id").executeTakeFirstOrThrow();
      const highest = await source.selectFrom("categories").select((eb) => eb.fn.max("id").as("id")).executeTakeFirstOrThrow();
      expect(next.id).toBe(Number(highest.id) + 1);

      await expect(copyDatabase(source, target)).rejects.toThrow(/target database is not empty: users has rows/);
    } finally {
      await source.destroy();
      await dispose();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
