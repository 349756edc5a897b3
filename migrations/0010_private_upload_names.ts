import type { Kysely } from "kysely";

/**
 * Images of posts that are not live are private (decision 0320): the media
 * route asks, for every image a visitor loads, whether a live post shows it
 * (`posts.image` or `posts.social_image` equal to its address), and for staff
 * which posts or kept revisions show it. These indexes make each of those an
 * index lookup instead of a walk through every post or revision. Stored files
 * keep their names: nothing is renamed (the decision says why).
 */
const INDEXES = [
  ["posts_image", "posts", "image"],
  ["posts_social_image", "posts", "social_image"],
  ["post_revisions_image", "post_revisions", "image"],
  ["post_revisions_social_image", "post_revisions", "social_image"],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, column] of INDEXES) await db.schema.createIndex(name).on(table).column(column).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
