/**
 * Posts in two languages (decision 0803): an English post and at most one
 * French post translating it. The pair drives the public switcher and
 * hreflang (only live twins), the editor's "French version" and the post
 * list's "translation outdated" (the translation saved before its original's
 * last change).
 */
import { isUniqueViolation } from "~/server/infra/db-dialect.server";
import type { Locale } from "~/lib/locale";
import type { PostRow } from "~/server/infra/db-schema";
import { db } from "~/server/infra/db.server";
import { clock } from "~/server/infra/clock.server";
import { createPost, findPostById, liveSummaryRows, type Post, postStatus, type PostStatus, type SavedBy } from "~/server/domain/posts.server";

/** The other-language version of a post, as the editor and the switcher need it. */
export interface PostVersion {
  id: number;
  slug: string;
  title: string;
  language: Locale;
  status: PostStatus;
  /** A translation saved before its original's last change. */
  outdated: boolean;
}

type VersionRow = Pick<PostRow, "id" | "slug" | "title" | "language" | "published" | "published_at" | "updated_at">;
type Pair = { original: VersionRow; translation: VersionRow };

const isOutdated = ({ original, translation }: Pair) => translation.updated_at < original.updated_at;

function versionOf(row: VersionRow, pair: Pair, now: Date): PostVersion {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    language: row.language === "fr" ? "fr" : "en",
    status: postStatus(row, now),
    outdated: isOutdated(pair),
  };
}

/** The French translation of an English post, or the English original of a French one; null when it has none. */
export async function otherVersionOf(post: Pick<Post, "id" | "translationOf">, now = clock()): Promise<PostVersion | null> {
  const query = db().selectFrom("posts").selectAll();
  if (post.translationOf !== null) {
    const [original, translation] = await Promise.all([
      query.where("id", "=", post.translationOf).executeTakeFirst(),
      query.where("id", "=", post.id).executeTakeFirst(),
    ]);
    return original && translation ? versionOf(original, { original, translation }, now) : null;
  }
  const [original, translation] = await Promise.all([
    query.where("id", "=", post.id).executeTakeFirst(),
    query.where("translation_of", "=", post.id).executeTakeFirst(),
  ]);
  return original && translation ? versionOf(translation, { original, translation }, now) : null;
}

/** The other-language version visitors can read (live), for the switcher and hreflang; null otherwise. */
export async function liveOtherVersionOf(post: Pick<Post, "id" | "translationOf">, now = clock()): Promise<PostVersion | null> {
  // A live post (an article's): its twin is live or not among the live posts kept in memory.
  const live = await liveSummaryRows(now);
  const own = live.find((row) => row.id === post.id);
  if (own) {
    const other = post.translationOf !== null ? live.find((row) => row.id === post.translationOf) : live.find((row) => row.translation_of === post.id);
    if (!other) return null;
    return versionOf(other, post.translationOf !== null ? { original: other, translation: own } : { original: own, translation: other }, now);
  }
  const other = await otherVersionOf(post, now);
  return other?.status === "published" ? other : null;
}

/** For the post list: each listed post's other-language version (posts without one are absent). */
export async function otherVersionsOf(posts: ReadonlyArray<Pick<Post, "id" | "translationOf">>, now = clock()): Promise<Map<number, PostVersion>> {
  const found = new Map<number, PostVersion>();
  if (!posts.length) return found;
  const ids = posts.map((post) => post.id);
  const originalIds = posts.flatMap((post) => (post.translationOf === null ? [] : [post.translationOf]));
  const rows = await db()
    .selectFrom("posts")
    .selectAll()
    .where((eb) => eb.or([eb("id", "in", [...ids, ...originalIds]), eb("translation_of", "in", ids)]))
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows) {
    if (row.translation_of === null) continue;
    const original = byId.get(row.translation_of);
    if (!original) continue;
    const pair = { original, translation: row };
    if (ids.includes(original.id)) found.set(original.id, versionOf(row, pair, now));
    if (ids.includes(row.id)) found.set(row.id, versionOf(original, pair, now));
  }
  return found;
}

export type FrenchVersionResult =
  | { ok: true; post: Post; created: boolean }
  | { ok: false; reason: "missing" | "not-english" };

/**
 * The editor's "Create the French version": a French draft starting as a copy
 * of the English post (its text to be translated), linked to it. A post that
 * already has one gets that one (also when two people click at once).
 */
export async function createFrenchVersion(originalId: number, createdBy: number | null, by: SavedBy | null, now = clock()): Promise<FrenchVersionResult> {
  const original = await findPostById(originalId);
  if (!original) return { ok: false, reason: "missing" };
  if (original.language !== "en") return { ok: false, reason: "not-english" };
  const existing = async () => {
    const row = await db().selectFrom("posts").select("id").where("translation_of", "=", originalId).executeTakeFirst();
    return row ? await findPostById(row.id) : null;
  };
  const already = await existing();
  if (already) return { ok: true, post: already, created: false };
  const input = {
    title: original.title,
    excerpt: original.excerpt,
    content: original.content,
    author: original.author,
    authorRole: original.authorRole ?? "",
    category: original.category,
    tags: original.tags.join(", "),
    featured: false,
    published: false,
    image: original.image,
    imageAlt: original.imageAlt ?? "",
    imageDecorative: original.imageDecorative,
    socialImage: original.socialImage,
  };
  try {
    const post = await createPost(input, now, createdBy, by, { language: "fr", translationOf: originalId });
    return { ok: true, post, created: true };
  } catch (error) {
    if (!isUniqueViolation(error, { table: "posts", column: "translation_of" })) throw error;
    const winner = await existing();
    if (!winner) throw error;
    return { ok: true, post: winner, created: false };
  }
}
