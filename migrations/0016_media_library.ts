import type { Kysely } from "kysely";

/**
 * The media library (decision 0332): every uploaded image (post, social and
 * inline) is a row of post_images already; it gains the description written
 * once and offered wherever the image is inserted, who uploaded it (authors
 * delete only their own unused uploads) and the file's name as chosen on the
 * computer (the library searches it). Rows from before stay: no uploader, no
 * description, no original name.
 */
const COLUMNS = [
  ["description", "text"],
  ["uploaded_by", "integer"],
  ["original_name", "text"],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type] of COLUMNS) await db.schema.alterTable("post_images").addColumn(column, type).execute();
  await db.schema.createIndex("post_images_created_at").on("post_images").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("post_images_created_at").execute();
  for (const [column] of COLUMNS) await db.schema.alterTable("post_images").dropColumn(column).execute();
}
