/**
 * Blog posts: the public reads (published only, search, category, pages,
 * feed) and the admin writes, applying the post rules from
 * app/lib/post-rules.ts. Visitors never see a draft, by slug or by id.
 */
import { isUniqueViolation, lockByName } from "~/server/infra/db-dialect.server";
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from "kysely";
import { ALL_CATEGORIES } from "~/schemas/blog-query";
import { recordIdSchema } from "~/schemas/record-id";
import { excerptOrFallback, parseTags, readTime, slugify, uniqueSlug } from "~/lib/post-rules";
import type { Database, PostRow, RevisionKind } from "~/server/infra/db-schema";
import { keepBaselineRevision, recordRevision } from "~/server/domain/post-revisions.server";
import { db } from "~/server/infra/db.server";
import { storedNameOfImageUrl } from "~/server/domain/post-images.server";
import { inlineImageUrls, postPlainText } from "~/server/domain/render-post.server";
import { clock } from "~/server/infra/clock.server";
import { keptByKeyUntilChanged, keptUntilChanged } from "~/server/infra/content-versions.server";
import type { Locale } from "~/lib/locale";

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
  /** The image only decorates: rendered with alt="". */
  imageDecorative: boolean;
  /** SEO and sharing: each null falls back (title, excerpt, image, the article's own address). */
  metaTitle: string | null;
  metaDescription: string | null;
  socialImage: string | null;
  canonicalUrl: string | null;
  /** Draft, Scheduled (published with a future time) or Published: see postStatus. */
  status: PostStatus;
  /** When it goes (or went) live, UTC ISO; null for a draft never given a time. */
  publishedAt: string | null;
  /** Raised by every save; the editor sends back the version it opened. */
  version: number;
  /** The staff member who created it (null: seeded, or from before staff accounts). */
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
  /** The language it is written in (decision 0803). */
  language: Locale;
  /** A French post: the id of the English post it translates. */
  translationOf: number | null;
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

export type PostStatus = "draft" | "scheduled" | "published";

/** A post is live when it is published and its time has come; ISO UTC strings compare as times. */
export function postStatus(row: Pick<PostRow, "published" | "published_at">, now = clock()): PostStatus {
  if (row.published !== 1) return "draft";
  return row.published_at !== null && row.published_at > now.toISOString() ? "scheduled" : "published";
}

/** The WHERE clause of every visitor-facing read: published, and its time has come. */
export function liveNow(now = clock()) {
  const at = now.toISOString();
  return (eb: ExpressionBuilder<Database, "posts">) =>
    eb.and([eb("posts.published", "=", 1), eb.or([eb("posts.published_at", "is", null), eb("posts.published_at", "<=", at)])]);
}

function toPost(row: PostRow, now = clock()): Post {
  return { ...toSummary(row, now), content: row.content };
}

/** The columns a post's summary reads: not its content, most of its row, which lists do not show. */
const SUMMARY_COLUMNS = [
  "id", "title", "slug", "excerpt", "author", "author_role", "category", "tags", "featured", "published", "read_time",
  "image", "image_alt", "image_decorative", "meta_title", "meta_description", "social_image", "canonical_url",
  "published_at", "version", "created_by", "created_at", "updated_at", "language", "translation_of",
] as const satisfies readonly Exclude<keyof PostRow, "content">[];
type SummaryRow = Pick<PostRow, (typeof SUMMARY_COLUMNS)[number]>;

function toSummary(row: SummaryRow, now = clock()): PostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
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
    imageDecorative: row.image_decorative === 1,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    socialImage: row.social_image,
    canonicalUrl: row.canonical_url,
    status: postStatus(row, now),
    publishedAt: row.published_at,
    version: row.version,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    language: row.language === "fr" ? "fr" : "en",
    translationOf: row.translation_of,
  };
}


/** `%` and `_` in a search are literal characters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface BlogQuery {
  q: string;
  category: string;
  page: number;
  /** Each edition's blog lists the posts written in its language. */
  language?: Locale;
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

/**
 * The live posts' summary rows, newest first, both languages: read again only after a post
 * changes or when the next scheduled post goes live.
 */
const keptLiveRows = keptUntilChanged(
  ["posts"],
  async () => {
    const readAt = clock();
    const [rows, next] = await Promise.all([liveRowsAt(readAt), nextScheduledTime(readAt)]);
    // The same posts are live from the newest one's time until the next scheduled one's.
    const from = Math.max(Number.NEGATIVE_INFINITY, ...rows.flatMap((row) => (row.published_at ? [Date.parse(row.published_at)] : [])));
    return { from, until: next?.getTime() ?? Number.POSITIVE_INFINITY, rows };
  },
  (kept) => clock().getTime() < kept.until,
);

function liveRowsAt(now: Date): Promise<SummaryRow[]> {
  return db().selectFrom("posts").select(SUMMARY_COLUMNS).where(liveNow(now)).orderBy("published_at", "desc").orderBy("id", "desc").execute();
}

/** The live posts' summary rows at `now`, newest first: the kept ones when they hold at `now`. */
export async function liveSummaryRows(now = clock()): Promise<readonly SummaryRow[]> {
  const kept = await keptLiveRows();
  const at = now.getTime();
  return at >= kept.from && at < kept.until ? kept.rows : liveRowsAt(now);
}

export async function listPublishedPosts({ q, category, page, language = "en" }: BlogQuery, now = clock()): Promise<BlogPage> {
  const search = q.trim();
  const showFeatured = category === ALL_CATEGORIES && !search;
  if (!search) {
    // The blog without a search: the live posts in memory, filtered and paged as the queries below would.
    const listed = (await liveSummaryRows(now)).filter((row) => row.language === language && (category === ALL_CATEGORIES || row.category === category));
    const grid = showFeatured ? listed.filter((row) => row.featured === 0) : listed;
    return {
      featured: showFeatured && page === 1 ? listed.filter((row) => row.featured === 1).map((row) => toSummary(row, now)) : [],
      posts: grid.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE).map((row) => toSummary(row, now)),
      total: grid.length,
      page,
      pageCount: Math.max(1, Math.ceil(grid.length / POSTS_PER_PAGE)),
    };
  }

  let query = db().selectFrom("posts").where(liveNow(now)).where("language", "=", language);
  if (category !== ALL_CATEGORIES) query = query.where("category", "=", category);
  if (search) query = query.where(matchesSearch(search));

  const featuredRows = showFeatured
    ? await query.select(SUMMARY_COLUMNS).where("featured", "=", 1).orderBy("published_at", "desc").orderBy("id", "desc").execute()
    : [];
  const gridQuery = showFeatured ? query.where("featured", "=", 0) : query;

  const { n } = await gridQuery.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const total = Number(n);
  const pageCount = Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
  const rows = await gridQuery
    .select(SUMMARY_COLUMNS)
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(POSTS_PER_PAGE)
    .offset((page - 1) * POSTS_PER_PAGE)
    .execute();

  return {
    featured: page === 1 ? featuredRows.map((row) => toSummary(row, now)) : [],
    posts: rows.map((row) => toSummary(row, now)),
    total,
    page,
    pageCount,
  };
}

/** A published post in the edition's language by slug, else by numeric id; drafts are never returned. */
export async function findPublishedPost(slugOrId: string, now = clock(), language: Locale = "en"): Promise<Post | null> {
  const live = (await liveSummaryRows(now)).filter((row) => row.language === language);
  const id = recordIdSchema.safeParse(slugOrId);
  const row = live.find((candidate) => candidate.slug === slugOrId) ?? (id.success ? live.find((candidate) => candidate.id === id.data) : undefined);
  // Deleted since the rows were kept: the next call reads them again.
  const content = row ? await keptContent(row.id) : null;
  return row && content !== null ? { ...toSummary(row, now), content } : null;
}

/** A post's text, kept until a post changes (the most recently read articles'). */
const keptContent = keptByKeyUntilChanged(
  ["posts"],
  async (id: number) => (await db().selectFrom("posts").select("content").where("id", "=", id).executeTakeFirst())?.content ?? null,
  { keys: 200 },
);

/** The newest published posts in one language, for its RSS feed. */
export async function latestPublishedPosts(limit = 20, now = clock(), language: Locale = "en"): Promise<Post[]> {
  const rows = await db()
    .selectFrom("posts")
    .selectAll()
    .where(liveNow(now))
    .where("language", "=", language)
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => toPost(row, now));
}

// ---------------------------------------------------------------- admin

/** Every post, drafts included, newest first (the dashboard). */
export const ADMIN_POSTS_PER_PAGE = 25;

export interface AdminPostQuery {
  q: string;
  status: "" | PostStatus;
  category: string;
  /** Only the posts this staff member created (an author's own, or the "Author" filter). */
  createdBy?: number;
  /** Only the posts written in this language; "" any. */
  language?: "" | Locale;
  page: number;
}

/** The dashboard's post list: searched, filtered, newest first, 25 a page. */
export async function listPostsForAdmin(
  filter: AdminPostQuery,
  now = clock(),
): Promise<{ posts: PostSummary[]; total: number; page: number; pageCount: number }> {
  let query = db().selectFrom("posts");
  if (filter.createdBy !== undefined) query = query.where("created_by", "=", filter.createdBy);
  if (filter.status === "draft") query = query.where("published", "=", 0);
  if (filter.status === "published") query = query.where(liveNow(now));
  if (filter.status === "scheduled") query = query.where("published", "=", 1).where("published_at", ">", now.toISOString());
  if (filter.category) query = query.where("category", "=", filter.category);
  if (filter.language) query = query.where("language", "=", filter.language);
  const search = filter.q.trim();
  if (search) query = query.where(matchesSearch(search));
  const { n } = await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const total = Number(n);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_POSTS_PER_PAGE));
  const page = Math.min(filter.page, pageCount);
  const rows = await query
    .select(SUMMARY_COLUMNS)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(ADMIN_POSTS_PER_PAGE)
    .offset((page - 1) * ADMIN_POSTS_PER_PAGE)
    .execute();
  return { posts: rows.map((row) => toSummary(row, now)), total, page, pageCount };
}

export async function findPostById(id: number): Promise<Post | null> {
  const row = await db().selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toPost(row) : null;
}

/** The fields of the new/edit forms, already validated (app/routes/admin/posts/schemas.ts). */
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
  /** "Publish at", already converted from Toronto time; null or past with Published ticked: now. */
  publishAt?: Date | null;
  image: string | null;
  imageAlt: string;
  imageDecorative?: boolean;
  metaTitle?: string;
  metaDescription?: string;
  socialImage?: string | null;
  canonicalUrl?: string;
}

/** Who saved, for the revision ("Maria Lopez, 3 March 2026 at 10:04 a.m."). */
export interface SavedBy {
  id: number | null;
  name: string;
}

/** What a save of the editor also asks for. */
export interface SaveOptions {
  now?: Date;
  by?: SavedBy | null;
  /** An autosave: collapses into the previous autosave by the same person. */
  kind?: RevisionKind;
  /** The version the editor was opened at: a newer one refuses the save. */
  expectedVersion?: number;
  /** Make the slug again from the title and count the read time again. */
  recompute?: boolean;
}

const blankToNull = (value: string | undefined) => value?.trim() || null;

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
    image: input.image,
    image_alt: input.image && !input.imageDecorative ? input.imageAlt.trim() || null : null,
    image_decorative: input.image && input.imageDecorative ? 1 : 0,
    meta_title: blankToNull(input.metaTitle),
    meta_description: blankToNull(input.metaDescription),
    social_image: input.socialImage ?? null,
    canonical_url: blankToNull(input.canonicalUrl),
  };
}

/**
 * The scheduling rule (decision 0313): unticked is a draft whatever the time
 * (the time is kept for later); ticked with a future time is Scheduled; ticked
 * with no time or a past one is live now, and a post that is already live keeps
 * the time it went live.
 */
function publishingFields(input: PostInput, existing: PostRow | null, now: Date) {
  const at = input.publishAt ?? null;
  if (!input.published) return { published: 0, published_at: at?.toISOString() ?? null, went_live_at: null };
  if (at && at > now) return { published: 1, published_at: at.toISOString(), went_live_at: null };
  if (existing && postStatus(existing, now) === "published") {
    return { published: 1, published_at: existing.published_at ?? existing.created_at, went_live_at: existing.went_live_at ?? now.toISOString() };
  }
  return { published: 1, published_at: now.toISOString(), went_live_at: now.toISOString() };
}

export type Executor = Kysely<Database> | Transaction<Database>;

async function takenSlugs(base: string, exceptId?: number, executor: Executor = db()): Promise<Set<string>> {
  let query = executor
    .selectFrom("posts")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]));
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  const rows = await query.execute();
  return new Set(rows.map((row) => row.slug));
}

const isSlugClash = (error: unknown) => isUniqueViolation(error, { table: "posts", column: "slug" });

/**
 * Taken by a save that starts showing an uploaded image (a post's header,
 * social or inline image it did not show before) and by an image's deletion
 * once nothing shows it (`deletePostImageIfUnused`). PostgreSQL holds it
 * until the transaction ends; SQLite runs one transaction at a time anyway.
 * So the two never interleave: the save comes first (the image is in use and
 * stays) or finds the image gone (decision 0332). Writes that only stop a use
 * (a deletion, a save dropping an image) and a restore (whose images a kept
 * version already counts as used) need not take it.
 */
export const POST_IMAGES_LOCK = "post-images";

/** The uploaded images a save would start to show whose record is gone (deleted a moment ago), in the order named. */
async function imagesGone(trx: Transaction<Database>, input: PostInput, before: PostRow | null): Promise<string[]> {
  const shown = (image: string | null | undefined, social: string | null | undefined, content: string) => [image, social, ...inlineImageUrls(content)];
  const had = new Set(before ? shown(before.image, before.social_image, before.content) : []);
  // Each uploaded image the save starts to show, with its stored name.
  const added = new Map<string, string>();
  for (const url of shown(input.image, input.socialImage, input.content)) {
    const name = url && !had.has(url) ? storedNameOfImageUrl(url) : null;
    if (name) added.set(url!, name);
  }
  if (!added.size) return [];
  // Only a save that starts showing an image can meet its deletion: the others never wait.
  await lockByName(trx, POST_IMAGES_LOCK);
  const rows = await trx.selectFrom("post_images").select("name").where("name", "in", [...added.values()]).execute();
  const present = new Set(rows.map((row) => row.name));
  return [...added].filter(([, name]) => !present.has(name)).map(([url]) => url);
}

/** A new post would show uploaded images deleted meanwhile (`urls`): nothing was saved. */
export class ImagesGoneError extends Error {
  constructor(readonly urls: string[]) {
    super(`images deleted meanwhile: ${urls.join(", ")}`);
    this.name = "ImagesGoneError";
  }
}

/**
 * Creates a post: slug from the title (made unique with -2, -3, ...), read
 * time from the body, the product's defaults, and its first revision. Throws
 * ImagesGoneError when an uploaded image it names was deleted meanwhile.
 */
export async function createPost(
  input: PostInput,
  now = clock(),
  createdBy: number | null = null,
  by: SavedBy | null = null,
  origin: { language: Locale; translationOf: number | null } = { language: "en", translationOf: null },
): Promise<Post> {
  const base = slugify(input.title);
  if (!base) throw new Error("A post needs a title with at least one letter or number.");
  const timestamp = now.toISOString();
  // Two admins saving the same title at once: the unique index refuses the
  // second insert, which then takes the next free slug.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const row = await db()
        .transaction()
        .execute(async (trx) => {
          const gone = await imagesGone(trx, input, null);
          if (gone.length) throw new ImagesGoneError(gone);
          const slug = uniqueSlug(base, await takenSlugs(base, undefined, trx));
          const created = await trx
            .insertInto("posts")
            .values({
              ...writableFields(input),
              ...publishingFields(input, null, now),
              slug,
              language: origin.language,
              translation_of: origin.translationOf,
              created_by: createdBy,
              read_time: readTime(postPlainText(input.content)),
              created_at: timestamp,
              updated_at: timestamp,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordRevision(trx, created, { kind: "save", by: by ?? (createdBy ? { id: createdBy, name: "" } : null), now });
          return created;
        });
      return toPost(row, now);
    } catch (error) {
      if (attempt < 3 && isSlugClash(error)) continue;
      throw error;
    }
  }
}

export type UpdateResult =
  /** `droppedImages`: what the revisions dropped beyond the 100 kept showed, for the caller to release. */
  | { ok: true; post: Post; before: Post; droppedImages: string[] }
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "stale"; current: Post }
  /** Uploaded images the save would start to show were deleted meanwhile: nothing changed. */
  | { ok: false; reason: "images-gone"; urls: string[] };

/**
 * Saves the editor over a post: every field (the slug and the read time only
 * when asked), the publishing rule, version + 1 and a revision, in one
 * transaction. With `expectedVersion`, a post saved by someone else since is
 * left alone and reported as stale.
 */
export async function updatePost(id: number, input: PostInput, options: SaveOptions = {}): Promise<UpdateResult> {
  const now = options.now ?? clock();
  return db()
    .transaction()
    .execute(async (trx): Promise<UpdateResult> => {
      const existing = await trx.selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirst();
      if (!existing) return { ok: false, reason: "missing" };
      if (options.expectedVersion !== undefined && existing.version !== options.expectedVersion) {
        return { ok: false, reason: "stale", current: toPost(existing, now) };
      }
      const gone = await imagesGone(trx, input, existing);
      if (gone.length) return { ok: false, reason: "images-gone", urls: gone };
      await keepBaselineRevision(trx, existing);
      const recomputed = options.recompute
        ? {
            slug: uniqueSlug(slugify(input.title) || existing.slug, await takenSlugs(slugify(input.title) || existing.slug, id, trx)),
            read_time: readTime(postPlainText(input.content)),
          }
        : {};
      const row = await trx
        .updateTable("posts")
        .set({
          ...writableFields(input),
          ...publishingFields(input, existing, now),
          ...recomputed,
          version: existing.version + 1,
          updated_at: now.toISOString(),
        })
        .where("id", "=", id)
        .where("version", "=", existing.version)
        .returningAll()
        .executeTakeFirst();
      if (!row) {
        const current = await trx.selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirst();
        return current ? { ok: false, reason: "stale", current: toPost(current, now) } : { ok: false, reason: "missing" };
      }
      const droppedImages = await recordRevision(trx, row, { kind: options.kind ?? "save", by: options.by ?? null, now });
      return { ok: true, post: toPost(row, now), before: toPost(existing, now), droppedImages };
    });
}

/**
 * The dashboard's Publish (live now, even a scheduled post) and Unpublish
 * (back to a draft). The version goes up, so an editor still open on the post
 * cannot silently undo it; the text is unchanged, so no revision.
 */
export async function setPublished(id: number, published: boolean, now = clock()): Promise<Post | null> {
  const timestamp = now.toISOString();
  const existing = await db().selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!existing) return null;
  const alreadyLive = postStatus(existing, now) === "published";
  const row = await db()
    .updateTable("posts")
    .set((eb) => ({
      published: published ? 1 : 0,
      published_at: published && !alreadyLive ? timestamp : existing.published_at,
      went_live_at: published ? (alreadyLive ? existing.went_live_at : timestamp) : null,
      version: eb("version", "+", 1),
      updated_at: timestamp,
    }))
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? toPost(row, now) : null;
}

/**
 * Claims the scheduled posts whose time has come (went_live_at still empty)
 * with one conditional UPDATE: when several server processes do this at once,
 * each post is claimed by exactly one of them. Run it inside the transaction
 * that records the announcement (publishing-scheduler.server.ts).
 */
export async function claimPostsGoneLive(executor: Executor, now = clock()): Promise<Array<{ id: number; title: string; publishedAt: string }>> {
  const rows = await executor
    .updateTable("posts")
    .set({ went_live_at: now.toISOString() })
    .where("published", "=", 1)
    .where("went_live_at", "is", null)
    .where("published_at", "<=", now.toISOString())
    .returning(["id", "title", "published_at"])
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, publishedAt: row.published_at ?? now.toISOString() }));
}

/** When the next scheduled post goes live (the scheduler's timer; when kept pages made of posts go stale), or null. */
export async function nextScheduledTime(now = clock()): Promise<Date | null> {
  const row = await db()
    .selectFrom("posts")
    .select((eb) => eb.fn.min("published_at").as("next"))
    .where("published", "=", 1)
    .where("published_at", ">", now.toISOString())
    .executeTakeFirst();
  return row?.next ? new Date(row.next) : null;
}

/**
 * How many posts or revisions show this image URL: an uploaded image can be
 * chosen again for another post, and a revision can be restored, so a file
 * goes only when nothing refers to it any more.
 */
export async function countPostsWithImage(url: string, executor: Executor = db()): Promise<number> {
  const [posts, revisions] = await Promise.all([
    executor
      .selectFrom("posts")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where((eb) => eb.or([eb("image", "=", url), eb("social_image", "=", url), eb("content", "like", inlineImagePattern(url))]))
      .executeTakeFirstOrThrow(),
    executor
      .selectFrom("post_revisions")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where((eb) => eb.or([eb("image", "=", url), eb("social_image", "=", url), eb("content", "like", inlineImagePattern(url))]))
      .executeTakeFirstOrThrow(),
  ]);
  return Number(posts.count) + Number(revisions.count);
}

/**
 * Whether a live post shows this image URL, as its image or its social image
 * (decision 0352): the media route's question for every image a visitor
 * loads, so it is one query on the posts_image / posts_social_image indexes
 * (migration 0010). The query asks only for the posts that show the image
 * (one, or the few that share it) and the rule of postStatus decides which
 * are live: with the publishing columns in the WHERE, SQLite's planner walks
 * posts_live (every published post) instead.
 */
export async function imageShownByLivePost(url: string, now = clock()): Promise<boolean> {
  const rows = await db()
    .selectFrom("posts")
    .select(["published", "published_at"])
    .where((eb) => eb.or([eb("image", "=", url), eb("social_image", "=", url)]))
    .execute();
  if (rows.some((row) => postStatus(row, now) === "published")) return true;
  // An image inside a live article (decision 0332): the live posts' text, read only when no post shows it as its image.
  const inline = await db().selectFrom("posts").select("id").where(liveNow(now)).where("content", "like", inlineImagePattern(url)).executeTakeFirst();
  return inline !== undefined;
}

/**
 * A LIKE pattern finding an uploaded image's address inside a post's text.
 * Stored names hold no `%` or `_` (post-<hex>.<ext>), so the address needs no escaping.
 */
export function inlineImagePattern(url: string): string {
  return `%${url}%`;
}

/**
 * Who created each post that shows this image URL now or in a kept revision
 * (the editor's history compares and restores those): what decides which
 * staff may see the image of a post that is not live (decision 0352).
 */
export async function creatorsOfPostsWithImage(url: string): Promise<Array<{ createdBy: number | null }>> {
  const rows = await db()
    .selectFrom("posts")
    .select("created_by")
    .where((eb) =>
      eb.or([
        eb("image", "=", url),
        eb("social_image", "=", url),
        eb(
          "id",
          "in",
          eb
            .selectFrom("post_revisions")
            .select("post_id")
            .where((inner) => inner.or([inner("image", "=", url), inner("social_image", "=", url)])),
        ),
      ]),
    )
    .execute();
  return rows.map((row) => ({ createdBy: row.created_by }));
}

/**
 * Deletes a post and its revisions; returns it with every image URL it or a
 * revision showed (for the caller to release), or null when it did not exist.
 */
export async function deletePost(id: number): Promise<{ post: Post; imageUrls: string[] } | null> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const revisions = await trx.selectFrom("post_revisions").select(["image", "social_image"]).where("post_id", "=", id).execute();
      const row = await trx.deleteFrom("posts").where("id", "=", id).returningAll().executeTakeFirst();
      if (!row) return null;
      const urls = [row.image, row.social_image, ...revisions.flatMap((revision) => [revision.image, revision.social_image])];
      return { post: toPost(row), imageUrls: [...new Set(urls.filter((url): url is string => !!url))] };
    });
}
