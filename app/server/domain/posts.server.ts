/**
 * Blog posts: the public reads (published only, search, category, pages,
 * feed) and the admin writes, applying the post rules from
 * app/lib/post-rules.ts. Visitors never see a draft, by slug or by id.
 */
import { type ExpressionBuilder, sql } from "kysely";
import { ALL_CATEGORIES } from "~/schemas/blog-query";
import { excerptOrFallback, parseTags, readTime, slugify, uniqueSlug } from "~/lib/post-rules";
import type { Database, PostRow } from "~/server/infra/db-schema";
import { db } from "~/server/infra/db.server";
import { postPlainText } from "~/server/domain/render-post.server";

const POSTS_PER_PAGE = 12;
const DEFAULT_AUTHOR = "Admin";
export const DEFAULT_CATEGORY = "Uncategorized";

export interface Post {
  id: number;
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  author: string;
  authorRole: string | null;
  category: string;
  tags: string[];
  featured: boolean;
  published: boolean;
  readTime: string;
  image: string | null;
  imageAlt: string | null;
  /** The staff member who created it (null: seeded, or from before staff accounts). */
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
}

/** What a card in the blog list needs (no body). */
export type PostSummary = Omit<Post, "content">;

function parseTagList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === "string") : [];
  } catch {
    return [];
  }
}

function toPost(row: PostRow): Post {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: row.content,
    excerpt: row.excerpt,
    author: row.author,
    authorRole: row.author_role,
    category: row.category,
    tags: parseTagList(row.tags),
    featured: row.featured === 1,
    published: row.published === 1,
    readTime: row.read_time,
    image: row.image,
    imageAlt: row.image_alt,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toSummary(row: PostRow): PostSummary {
  const { content: _content, ...summary } = toPost(row);
  return summary;
}

/** `%` and `_` in a search are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface BlogQuery {
  q: string;
  category: string;
  page: number;
}

export interface BlogPage {
  /** Shown only for All, without a search, on the first page. */
  featured: PostSummary[];
  posts: PostSummary[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * The public blog list. Search matches title, excerpt or tags
 * case-insensitively; the category must match unless it is All. When the
 * featured block is shown, the grid holds the other posts, so none appears twice.
 */
/** Title, excerpt or tags contain the words typed (case-insensitive), for the blog and the admin list. */
function matchesSearch(search: string) {
  const pattern = likePattern(search);
  return (eb: ExpressionBuilder<Database, "posts">) =>
    eb.or([
      eb(sql`lower(title)`, "like", sql`${pattern} escape '\\'`),
      eb(sql`lower(excerpt)`, "like", sql`${pattern} escape '\\'`),
      eb(sql`lower(tags)`, "like", sql`${pattern} escape '\\'`),
    ]);
}

export async function listPublishedPosts({ q, category, page }: BlogQuery): Promise<BlogPage> {
  const search = q.trim();
  const showFeatured = category === ALL_CATEGORIES && !search;

  let query = db().selectFrom("posts").where("published", "=", 1);
  if (category !== ALL_CATEGORIES) query = query.where("category", "=", category);
  if (search) query = query.where(matchesSearch(search));

  const featuredRows = showFeatured
    ? await query.selectAll().where("featured", "=", 1).orderBy("created_at", "desc").orderBy("id", "desc").execute()
    : [];
  const gridQuery = showFeatured ? query.where("featured", "=", 0) : query;

  const { n } = await gridQuery.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const total = Number(n);
  const pageCount = Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
  const rows = await gridQuery
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(POSTS_PER_PAGE)
    .offset((page - 1) * POSTS_PER_PAGE)
    .execute();

  return {
    featured: page === 1 ? featuredRows.map(toSummary) : [],
    posts: rows.map(toSummary),
    total,
    page,
    pageCount,
  };
}

/** A published post by slug, else by numeric id; drafts are never returned. */
export async function findPublishedPost(slugOrId: string): Promise<Post | null> {
  const bySlug = await db()
    .selectFrom("posts")
    .selectAll()
    .where("slug", "=", slugOrId)
    .where("published", "=", 1)
    .executeTakeFirst();
  if (bySlug) return toPost(bySlug);
  if (!/^\d{1,12}$/.test(slugOrId)) return null;
  const byId = await db()
    .selectFrom("posts")
    .selectAll()
    .where("id", "=", Number(slugOrId))
    .where("published", "=", 1)
    .executeTakeFirst();
  return byId ? toPost(byId) : null;
}

/** The newest published posts, for the RSS feed. */
export async function latestPublishedPosts(limit = 20): Promise<Post[]> {
  const rows = await db()
    .selectFrom("posts")
    .selectAll()
    .where("published", "=", 1)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toPost);
}

// ---------------------------------------------------------------- admin

/** Every post, drafts included, newest first (the dashboard). */
export const ADMIN_POSTS_PER_PAGE = 25;

export interface AdminPostQuery {
  q: string;
  status: "" | "draft" | "published";
  category: string;
  /** Only the posts this staff member created (an author's own, or the "Author" filter). */
  createdBy?: number;
  page: number;
}

/** The dashboard's post list: searched, filtered, newest first, 25 a page. */
export async function listPostsForAdmin(filter: AdminPostQuery): Promise<{ posts: PostSummary[]; total: number; page: number; pageCount: number }> {
  let query = db().selectFrom("posts");
  if (filter.createdBy !== undefined) query = query.where("created_by", "=", filter.createdBy);
  if (filter.status) query = query.where("published", "=", filter.status === "published" ? 1 : 0);
  if (filter.category) query = query.where("category", "=", filter.category);
  const search = filter.q.trim();
  if (search) query = query.where(matchesSearch(search));
  const { n } = await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const total = Number(n);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_POSTS_PER_PAGE));
  const page = Math.min(filter.page, pageCount);
  const rows = await query
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(ADMIN_POSTS_PER_PAGE)
    .offset((page - 1) * ADMIN_POSTS_PER_PAGE)
    .execute();
  return { posts: rows.map(toSummary), total, page, pageCount };
}

export async function findPostById(id: number): Promise<Post | null> {
  const row = await db().selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toPost(row) : null;
}

/** The fields of the new/edit forms, already validated (app/schemas/post.ts). */
export interface PostInput {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  authorRole: string;
  category: string;
  /** Comma-separated, as typed. */
  tags: string;
  featured: boolean;
  published: boolean;
  image: string | null;
  imageAlt: string;
}

function writableFields(input: PostInput) {
  return {
    title: input.title.trim(),
    excerpt: excerptOrFallback(input.excerpt, postPlainText(input.content)),
    content: input.content,
    author: input.author.trim() || DEFAULT_AUTHOR,
    author_role: input.authorRole.trim() || null,
    category: input.category.trim() || DEFAULT_CATEGORY,
    tags: JSON.stringify(parseTags(input.tags)),
    featured: input.featured ? 1 : 0,
    published: input.published ? 1 : 0,
    image: input.image,
    image_alt: input.image ? input.imageAlt.trim() || null : null,
  };
}

async function takenSlugs(base: string): Promise<Set<string>> {
  const rows = await db()
    .selectFrom("posts")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .execute();
  return new Set(rows.map((row) => row.slug));
}

/**
 * Creates a post: slug from the title (made unique with -2, -3, ...), read
 * time from the body, the product's defaults. Returns the new post.
 */
export async function createPost(input: PostInput, now = new Date(), createdBy: number | null = null): Promise<Post> {
  const base = slugify(input.title);
  if (!base) throw new Error("A post needs a title with at least one letter or number.");
  const timestamp = now.toISOString();
  // Two admins saving the same title at once: the unique index refuses the
  // second insert, which then takes the next free slug.
  for (let attempt = 0; ; attempt += 1) {
    const slug = uniqueSlug(base, await takenSlugs(base));
    try {
      const row = await db()
        .insertInto("posts")
        .values({
          ...writableFields(input),
          slug,
          created_by: createdBy,
          read_time: readTime(postPlainText(input.content)),
          created_at: timestamp,
          updated_at: timestamp,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toPost(row);
    } catch (error) {
      if (attempt < 3 && /UNIQUE constraint failed: posts\.slug/.test(String(error))) continue;
      throw error;
    }
  }
}

/** Updates every field but the slug and the read time. */
export async function updatePost(id: number, input: PostInput, now = new Date()): Promise<Post | null> {
  const row = await db()
    .updateTable("posts")
    .set({ ...writableFields(input), updated_at: now.toISOString() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? toPost(row) : null;
}

export async function setPublished(id: number, published: boolean): Promise<Post | null> {
  const row = await db()
    .updateTable("posts")
    .set({ published: published ? 1 : 0, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? toPost(row) : null;
}

/** How many posts show this image URL (an uploaded image can be chosen again for another post). */
export async function countPostsWithImage(url: string): Promise<number> {
  const row = await db()
    .selectFrom("posts")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("image", "=", url)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Deletes a post; returns it (for its image) or null when it did not exist. */
export async function deletePost(id: number): Promise<Post | null> {
  const row = await db().deleteFrom("posts").where("id", "=", id).returningAll().executeTakeFirst();
  return row ? toPost(row) : null;
}
