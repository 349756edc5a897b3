import { type Kysely, sql } from "kysely";
import { autoId } from "./dialect";

/**
 * Publishing the way staff know it from Ghost and WordPress (decisions 0313-0316):
 * - `posts.published_at`: when a published post goes (or went) live, UTC; a
 *   time in the future means Scheduled. Visitors' queries compare it with the
 *   clock, so visibility never waits for a job or a visit;
 * - `posts.went_live_at`: set once by the scheduler when it has announced a
 *   post going live (audit, caches); the claim is one conditional UPDATE, so
 *   two server processes never both announce it;
 * - `posts.version`: raised by every save; a save carries the version it was
 *   opened at and is refused over a newer one;
 * - SEO and sharing fields, and "decorative image" (alt="");
 * - `post_revisions`: a copy of the post's text after every save;
 * - `post_previews`: share-able preview links (stored as SHA-256 hashes);
 * - `post_images`: what the upload pipeline knows about each stored image
 *   (size, responsive variants).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type] of [
    ["published_at", "text"],
    ["went_live_at", "text"],
    ["meta_title", "text"],
    ["meta_description", "text"],
    ["social_image", "text"],
    ["canonical_url", "text"],
  ] as const) {
    await db.schema.alterTable("posts").addColumn(column, type).execute();
  }
  await db.schema.alterTable("posts").addColumn("version", "integer", (col) => col.notNull().defaultTo(1)).execute();
  await db.schema.alterTable("posts").addColumn("image_decorative", "integer", (col) => col.notNull().defaultTo(0)).execute();
  // Posts published before scheduling existed went live when they were created.
  await sql`update posts set published_at = created_at, went_live_at = created_at where published = 1`.execute(db);
  await db.schema.createIndex("posts_live").on("posts").columns(["published", "published_at"]).execute();

  await db.schema
    .createTable("post_revisions")
    .addColumn("id", "integer", autoId(db))
    .addColumn("post_id", "integer", (col) => col.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull().defaultTo("save"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("excerpt", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("content", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("meta_title", "text")
    .addColumn("meta_description", "text")
    .addColumn("social_image", "text")
    .addColumn("canonical_url", "text")
    .addColumn("image", "text")
    .addColumn("image_alt", "text")
    .addColumn("image_decorative", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("saved_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("saved_by_name", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("saved_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("post_revisions_post").on("post_revisions").columns(["post_id", "id"]).execute();

  await db.schema
    .createTable("post_previews")
    .addColumn("id", "integer", autoId(db))
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("post_id", "integer", (col) => col.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("created_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("post_previews_post").on("post_previews").column("post_id").execute();

  await db.schema
    .createTable("post_images")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("bytes", "integer", (col) => col.notNull())
    .addColumn("original_bytes", "integer")
    /** JSON: the variants made, e.g. [{"width":480,"format":"avif","name":"post-1-480.avif","bytes":1234}]. */
    .addColumn("variants", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("post_images").execute();
  await db.schema.dropTable("post_previews").execute();
  await db.schema.dropTable("post_revisions").execute();
  await db.schema.dropIndex("posts_live").execute();
  for (const column of [
    "image_decorative",
    "version",
    "canonical_url",
    "social_image",
    "meta_description",
    "meta_title",
    "went_live_at",
    "published_at",
  ]) {
    await db.schema.alterTable("posts").dropColumn(column).execute();
  }
}
