/**
 * The list of tables (app/server/infra/db-tables.ts) against what the
 * migrations really make, read back from a fresh database (SQLite, then
 * PostgreSQL): the same tables, each table's primary key, a numbered `id`
 * exactly where the list says so, the foreign keys db:copy's order rests on,
 * and the content versions the page cache counts. The typecheck already holds
 * the list to the typed schema (db-schema.ts) both ways; this holds it to the
 * migrations. Then what the tests' "nothing changed" snapshot makes of it:
 * every table, a session's last use left out, every other write seen.
 */
import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { COPIED_TABLES, TABLES, TABLE_NAMES, tablesOn, VERSIONED_TABLES } from "~/server/infra/db-tables";
import { db, migrateToLatest } from "~/server/infra/db.server";
import { databaseSnapshot } from "./admin-helpers";
import { clearTables } from "./helpers";
import { onPostgres, openFreshDatabase } from "./test-database";

type Constraint = { table: string; kind: "primary" | "foreign"; column: string; references: string | null };

/** Every primary and foreign key, as the database reports it. */
async function constraintsOf(db: Kysely<unknown>, tables: string[]): Promise<Constraint[]> {
  if (onPostgres) {
    const { rows } = await sql<{ table: string; kind: string; column: string; references: string | null }>`
      select c.conrelid::regclass::text as "table",
             case c.contype when 'p' then 'primary' else 'foreign' end as kind,
             a.attname as "column",
             case c.contype when 'f' then c.confrelid::regclass::text end as "references"
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype in ('p', 'f') and c.connamespace = current_schema()::regnamespace`.execute(db);
    return rows.map((row) => ({ ...row, kind: row.kind as Constraint["kind"] }));
  }
  const out: Constraint[] = [];
  for (const table of tables) {
    const columns = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${table})`.execute(db);
    for (const column of columns.rows) if (column.pk > 0) out.push({ table, kind: "primary", column: column.name, references: null });
    const keys = await sql<{ table: string; from: string }>`select "table", "from" from pragma_foreign_key_list(${table})`.execute(db);
    for (const key of keys.rows) out.push({ table, kind: "foreign", column: key.from, references: key.table });
  }
  return out;
}

describe("the list of tables", () => {
  it("names every table the migrations make, with its key, its foreign keys and its content version", async () => {
    const { db: fresh, dispose } = await openFreshDatabase("db_tables");
    try {
      await migrateToLatest(fresh);
      const listed = tablesOn(onPostgres ? "postgres" : "sqlite");
      const made = await fresh.introspection.getTables();
      expect(made.map((table) => table.name).sort()).toEqual(listed.map((table) => table.name).sort());

      const constraints = await constraintsOf(fresh as Kysely<unknown>, made.map((table) => table.name));
      for (const table of listed) {
        const primary = constraints.filter((c) => c.table === table.name && c.kind === "primary").map((c) => c.column);
        expect(primary, `${table.name}: primary key`).toEqual([table.key]);
        // `id` means a number the database gives (db:copy moves its counter on); no other key is numbered.
        const numbered = made.find((t) => t.name === table.name)!.columns.filter((column) => column.isAutoIncrementing).map((column) => column.name);
        expect(numbered, `${table.name}: numbered key`).toEqual(table.key === "id" ? ["id"] : []);
        const parents = new Set(constraints.filter((c) => c.table === table.name && c.kind === "foreign").map((c) => c.references));
        expect([...parents].sort(), `${table.name}: tables its foreign keys point at`).toEqual([...table.references].sort());
      }

      const versions = await (fresh as Kysely<unknown> as Kysely<{ content_versions: { name: string } }>).selectFrom("content_versions").select("name").execute();
      expect(versions.map((row) => row.name).sort()).toEqual([...VERSIONED_TABLES].sort());
    } finally {
      await dispose();
    }
  });

  it("puts every table db:copy copies after the tables it refers to, and copies only the product's records", () => {
    for (const [index, table] of COPIED_TABLES.entries()) {
      // A table referring to itself (a translated post) is copied in its rows' order, parents first.
      for (const parent of TABLES[table].references.filter((parent) => parent !== table)) {
        expect(COPIED_TABLES.slice(0, index), `${parent} copied before ${table}`).toContain(parent);
      }
    }
    expect([...COPIED_TABLES].sort()).toEqual(TABLE_NAMES.filter((table) => TABLES[table].role === "record").sort());
    expect(COPIED_TABLES).not.toContain("content_versions");
    expect(COPIED_TABLES).not.toContain("job_locks");
    expect(COPIED_TABLES).not.toContain("webauthn_challenges");
  });

  it("is what the tests' snapshot covers: a session's last use is bookkeeping, every other write shows", async () => {
    await clearTables();
    const now = new Date().toISOString();
    const user = await db().insertInto("users").values({ email: "snapshot@example.com", password_hash: "x", created_at: now, updated_at: now }).returning("id").executeTakeFirstOrThrow();
    const session = await db().insertInto("staff_sessions").values({ token_hash: "snapshot", user_id: user.id, created_at: now, last_seen_at: now }).returning("id").executeTakeFirstOrThrow();
    const post = await db().insertInto("posts").values({ title: "Snapshot", slug: "snapshot", created_at: now, updated_at: now }).returning("id").executeTakeFirstOrThrow();
    const before = await databaseSnapshot();
    expect(Object.keys(before).sort()).toEqual(tablesOn(onPostgres ? "postgres" : "sqlite").map((table) => table.name).sort());

    await db().updateTable("staff_sessions").set({ last_seen_at: new Date(Date.now() + 60_000).toISOString() }).where("id", "=", session.id).execute();
    expect(await databaseSnapshot()).toEqual(before);

    await db().updateTable("staff_sessions").set({ ended_at: now }).where("id", "=", session.id).execute();
    expect(await databaseSnapshot()).not.toEqual(before);
    await db().updateTable("staff_sessions").set({ ended_at: null }).where("id", "=", session.id).execute();
    expect(await databaseSnapshot()).toEqual(before);

    // The tables the hand-written snapshot used to miss.
    const writes = {
      post_revisions: () => db().insertInto("post_revisions").values({ post_id: post.id, version: 1, title: "Snapshot", saved_at: now }).execute(),
      post_images: () => db().insertInto("post_images").values({ name: "post-snapshot.png", width: 1, height: 1, bytes: 1, created_at: now }).execute(),
      webauthn_challenges: () => db().insertInto("webauthn_challenges").values({ challenge_hash: "snapshot", purpose: "sign-in", expires_at: now }).execute(),
    };
    for (const [table, write] of Object.entries(writes)) {
      const prior = await databaseSnapshot();
      await write();
      expect((await databaseSnapshot())[table], table).not.toEqual(prior[table]);
    }
    await clearTables();
  });
});
