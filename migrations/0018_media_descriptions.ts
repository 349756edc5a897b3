import { type Kysely, sql } from "kysely";

/**
 * The media library's images uploaded with a post, or inserted by the visual
 * editor, before the description written for them was kept (decision 0333)
 * have none, so the library lists them undescribed and its search cannot
 * find them. Each takes the words a post already gives it: the alt text of
 * the oldest post showing it as its image (not a decorative one), else the
 * alt text of its first Markdown image in a post's text. An image with a
 * description keeps it.
 */
const PREFIX = "/media/post-images/";
const DESCRIPTION_MAX = 300;
/** `![words](/media/post-images/<name>` as Markdown writes it (the visual editor's output). */
const MARKDOWN_IMAGE = /!\[((?:[^\]\\\n]|\\.)+)\]\(\s*\/media\/post-images\/(post-[0-9a-f-]+\.(?:png|jpg|jpeg|webp|gif|avif))[\s)]/g;

export async function up(db: Kysely<unknown>): Promise<void> {
  const headerAlt = sql`from posts where posts.image = ${PREFIX} || post_images.name and posts.image_decorative = 0 and trim(coalesce(posts.image_alt, '')) <> ''`;
  await sql`
    update post_images set description = (select trim(posts.image_alt) ${headerAlt} order by posts.id limit 1)
    where coalesce(post_images.description, '') = '' and exists (select 1 ${headerAlt})
  `.execute(db);
  const posts = await sql<{ content: string }>`select content from posts where content like ${`%${PREFIX}%`} order by id`.execute(db);
  for (const { content } of posts.rows) {
    for (const [, words, name] of content.matchAll(MARKDOWN_IMAGE)) {
      const description = words!.replace(/\\(.)/g, "$1").replace(/\s+/g, " ").trim().slice(0, DESCRIPTION_MAX);
      if (!description) continue;
      await sql`update post_images set description = ${description} where name = ${name} and coalesce(description, '') = ''`.execute(db);
    }
  }
}

/** The descriptions stay: they are the posts' own words, and may have been edited since. */
export async function down(): Promise<void> {}
