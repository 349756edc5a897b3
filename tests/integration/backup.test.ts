/**
 * `npm run db:backup` (decision 0503): SQLite's online backup on SQLite,
 * pg_dump on PostgreSQL, each a copy that holds the data.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { newAgeKey } from "~/lib/age.mjs";
import { backupDatabase, uploadBackup } from "~/server/infra/backup.server";
import { tablesOn } from "~/server/infra/db-tables";
import { db, openSqlite } from "~/server/infra/db.server";
import { createFileStore } from "~/server/infra/stored-files.server";
import { startS3Server } from "./s3-server";
import { onPostgres } from "./test-database";

describe("database backup", () => {
  it("writes a consistent copy under storage/backups, by the database's own tool", async () => {
    await db().insertInto("categories").values({ name: `Backed up ${process.pid}` }).onConflict((oc) => oc.doNothing()).execute();
    const { file, method } = await backupDatabase(new Date("2026-11-24T03:30:00Z"));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    if (onPostgres) {
      expect(method).toBe("pg_dump");
      expect(file).toMatch(/app-2026-11-24T03-30-00-000Z\.dump$/);
      // pg_dump's custom format starts with its magic; pg_restore reads the table's rows back out of it.
      expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("PGDMP");
      const restored = execFileSync("pg_restore", ["--data-only", "--table=categories", "--file=-", file], { encoding: "utf8" });
      expect(restored).toContain(`Backed up ${process.pid}`);
      // Every table of the list of tables is in it.
      const contents = execFileSync("pg_restore", ["--list", file], { encoding: "utf8" });
      const dumped = [...contents.matchAll(/ TABLE (?!DATA )\S+ (\S+) /g)].map((match) => match[1]);
      expect(dumped).toEqual(expect.arrayContaining(tablesOn("postgres").map((table) => table.name)));
    } else {
      expect(method).toBe("sqlite-online-backup");
      const copy = openSqlite(file);
      try {
        expect(copy.sqlite.prepare("select name from categories where name = ?").get(`Backed up ${process.pid}`)).toBeTruthy();
        // Every table of the list of tables is in it.
        const copied = (copy.sqlite.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((row) => row.name);
        expect(copied).toEqual(expect.arrayContaining(tablesOn("sqlite").map((table) => table.name)));
      } finally {
        copy.sqlite.close();
      }
    }
    fs.rmSync(file);
  });
});

describe("the copy off the machine (BACKUP_URL)", () => {
  it("uploads the copy encrypted with age, and deletes the bucket's copies past their retention", async () => {
    const s3 = await startS3Server("offsite");
    try {
      const key = newAgeKey();
      const offsite = { target: s3.target("agency"), recipients: [key.recipient], retentionDays: 30 };
      const marker = `Uploaded ${process.pid}`;
      await db().insertInto("categories").values({ name: marker }).onConflict((oc) => oc.doNothing()).execute();
      const first = await backupDatabase(new Date("2026-12-01T03:30:00Z"));
      const uploaded = await uploadBackup(first.file, offsite);
      expect(uploaded).toMatchObject({ encrypted: true, deleted: 0 });
      expect(uploaded.name).toBe(`${path.basename(first.file)}.age`);
      const bucket = createFileStore(s3.target("agency"), fs.mkdtempSync(path.join(os.tmpdir(), "offsite-")));
      const stored = (await bucket.read("backups", uploaded.name))!;
      expect(stored.subarray(0, 32).toString()).toBe("age-encryption.org/v1\n-> X25519 ");
      expect(stored.includes(Buffer.from(marker))).toBe(false);
      // Where the age tool is installed, it reads the copy back with the secret key.
      if (hasAge()) {
        const identity = path.join(os.tmpdir(), `offsite-key-${process.pid}`);
        fs.writeFileSync(identity, `${key.identity}\n`, { mode: 0o600 });
        expect(execFileSync("age", ["--decrypt", "-i", identity], { input: stored }).equals(fs.readFileSync(first.file))).toBe(true);
        fs.rmSync(identity);
      }
      // 31 days on, the next upload deletes the first.
      const second = await backupDatabase(new Date("2026-12-02T03:30:00Z"));
      const later = await uploadBackup(second.file, offsite, new Date(Date.now() + 31 * 24 * 60 * 60_000));
      expect(later.deleted).toBe(1);
      expect((await bucket.list("backups")).map((file) => file.name)).toEqual([later.name]);
      fs.rmSync(first.file);
      fs.rmSync(second.file);
    } finally {
      await s3.close();
    }
  });
});

function hasAge(): boolean {
  try {
    execFileSync("age", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

