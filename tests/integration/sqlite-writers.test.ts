/**
 * Two writers on one SQLite file: the server and a script next to it (an
 * `npm run` command such as admin:create or db:purge). A save that reads
 * first and writes after the script committed must still be saved: the
 * server's transactions take the write lock when they begin (db.server.ts),
 * and the script waits for it instead.
 */
import SQLite from "better-sqlite3";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { config } from "~/server/infra/config.server";
import { openSqlite } from "~/server/infra/db.server";
import { onPostgres } from "./test-database";

describe.skipIf(onPostgres)("two writers on one SQLite file", () => {
  it("a transaction that reads, then writes after another connection tried to write, is saved; the other waits its turn", async () => {
    const file = path.join(config().storageDir, `writers-${process.pid}.db`);
    const server = openSqlite(file);
    await sql`create table notes (id integer primary key, body text not null)`.execute(server.db);
    // The script: its own connection, not waiting (busy_timeout 0) so the test sees the lock at once.
    const script = new SQLite(file);
    script.pragma("busy_timeout = 0");
    let scriptWrite = "";
    try {
      await server.db.transaction().execute(async (trx) => {
        await sql`select count(*) from notes`.execute(trx);
        try {
          script.prepare("insert into notes (body) values ('from the script')").run();
          scriptWrite = "written";
        } catch (error) {
          scriptWrite = (error as { code?: string }).code ?? String(error);
        }
        await sql`insert into notes (body) values ('the save')`.execute(trx);
      });
      expect(scriptWrite).toBe("SQLITE_BUSY");
      // The script's turn after the save.
      script.prepare("insert into notes (body) values ('from the script')").run();
      expect(script.prepare("select body from notes order by id").pluck().all()).toEqual(["the save", "from the script"]);
    } finally {
      script.close();
      await server.db.destroy();
    }
  });
});
