/**
 * `npm run db:backup` (decision 0500): SQLite's online backup on SQLite,
 * pg_dump on PostgreSQL, each a copy that holds the data.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { backupDatabase } from "~/server/infra/backup.server";
import { tablesOn } from "~/server/infra/db-tables";
import { db, openSqlite } from "~/server/infra/db.server";
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
