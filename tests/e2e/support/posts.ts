/**
 * Posts the browser tests need that the seed does not make, written straight
 * into the e2e server's database (the editor's own screens are tested
 * elsewhere): a seeded post's live French version (decision 0803).
 */
import path from "node:path";
import Database from "better-sqlite3";

const databaseFile = path.resolve("tests/.tmp", `e2e-${process.env.E2E_PORT ?? "3210"}`, "app.db");

/** The live French version of the seeded post titled `title` (any earlier one replaced), a copy with these fields; returns the original's id. */
export function frenchVersionOf(title: string, french: { title: string; slug: string; excerpt: string }): number {
  const db = new Database(databaseFile);
  db.pragma("busy_timeout = 5000");
  try {
    const original = db.prepare("select id from posts where title = ?").get(title) as { id: number };
    // A retry starts again: one translation per original.
    db.prepare("delete from posts where translation_of = ?").run(original.id);
    const columns = (db.prepare("pragma table_info(posts)").all() as { name: string }[]).map((c) => c.name).filter((name) => name !== "id");
    const set: Record<string, string | number> = { ...french, language: "fr", translation_of: original.id };
    const values = columns.map((name) => (name in set ? "?" : name)).join(", ");
    db.prepare(`insert into posts (${columns.join(", ")}) select ${values} from posts where id = ?`).run(...columns.filter((name) => name in set).map((name) => set[name]!), original.id);
    return original.id;
  } finally {
    db.close();
  }
}
