import type { Kysely } from "kysely";

/**
 * Posts in two languages (decision 0803): a post has a language, and a French
 * post may translate an English one (`translation_of`, at most one translation
 * per original). Categories get a French name for the French blog. Every post
 * stored before is English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("posts").addColumn("language", "text", (col) => col.notNull().defaultTo("en")).execute();
  await db.schema
    .alterTable("posts")
    .addColumn("translation_of", "integer", (col) => col.references("posts.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("posts_translation_of_unique").unique().on("posts").column("translation_of").execute();
  await db.schema.createIndex("posts_language_idx").on("posts").column("language").execute();
  await db.schema.alterTable("categories").addColumn("name_fr", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("categories").dropColumn("name_fr").execute();
  await db.schema.dropIndex("posts_language_idx").execute();
  await db.schema.dropIndex("posts_translation_of_unique").execute();
  await db.schema.alterTable("posts").dropColumn("translation_of").execute();
  await db.schema.alterTable("posts").dropColumn("language").execute();
}
