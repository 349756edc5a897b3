import { type Kysely, sql } from "kysely";
import { autoId } from "./dialect";

/**
 * Every table of the product, so later features add no surprises.
 * Kept to portable SQL (text/integer columns, ISO-8601 timestamps in text)
 * so a PostgreSQL dialect can replace SQLite later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "integer", autoId(db))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("categories")
    .addColumn("id", "integer", autoId(db))
    .addColumn("name", "text", (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable("posts")
    .addColumn("id", "integer", autoId(db))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("content", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("excerpt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("author", "text", (c) => c.notNull().defaultTo("Admin"))
    .addColumn("author_role", "text")
    .addColumn("category", "text", (c) => c.notNull().defaultTo("Uncategorized"))
    // JSON array of strings; portable where arrays are not.
    .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("read_time", "text", (c) => c.notNull().defaultTo("5 min read"))
    .addColumn("image", "text")
    .addColumn("image_alt", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("posts_published_created")
    .on("posts")
    .columns(["published", "created_at"])
    .execute();

  await db.schema
    .createTable("testimonials")
    .addColumn("id", "integer", autoId(db))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text")
    .addColumn("company", "text")
    .addColumn("rating", "integer", (c) => c.notNull().defaultTo(5))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("testimonials_visible_created")
    .on("testimonials")
    .columns(["hidden", "created_at"])
    .execute();

  await db.schema
    .createTable("submissions")
    .addColumn("id", "integer", autoId(db))
    // 'contact' | 'job'
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("subject", "text")
    .addColumn("message", "text", (c) => c.notNull().defaultTo(""))
    // Stored file name under storage/uploads/resumes (never a public path).
    .addColumn("attachment_file", "text")
    .addColumn("attachment_name", "text")
    .addColumn("attachment_type", "text")
    .addColumn("attachment_size", "integer")
    // 'pending' | 'sent' | 'unsent' | 'failed'
    .addColumn("notification_status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("notification_error", "text")
    .addColumn("notification_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("submissions_kind_created")
    .on("submissions")
    .columns(["kind", "created_at"])
    .execute();

  await db.schema
    .createTable("subscribers")
    .addColumn("id", "integer", autoId(db))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("consent_text", "text", (c) => c.notNull())
    .addColumn("consented_at", "text", (c) => c.notNull())
    .addColumn("confirm_token", "text", (c) => c.notNull().unique())
    .addColumn("confirmed_at", "text")
    .addColumn("unsubscribe_token", "text", (c) => c.notNull().unique())
    .addColumn("unsubscribed_at", "text")
    .addColumn("notification_status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await sql`select 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["subscribers", "submissions", "testimonials", "posts", "categories", "users"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
