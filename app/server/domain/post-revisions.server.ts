/**
 * Revisions (decision 0347): after every save the post's text (title,
 * excerpt, content, SEO fields, image) is copied into `post_revisions` in the
 * same transaction as the save, with who and when. The newest revision is
 * always the current text, so restoring an older one first has the current
 * version kept, and nothing is lost. A run of autosaves by one person is one
 * revision (updated in place), so typing does not push real saves out.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database, PostRevisionRow, PostRow, RevisionKind } from "~/server/infra/db-schema";
import { db } from "~/server/infra/db.server";
import { lockingRead } from "~/server/infra/db-dialect.server";

/** At least the last 50 are promised; 100 are kept. */
export const REVISIONS_KEPT = 100;

type Executor = Kysely<Database> | Transaction<Database>;

/** The text a revision holds, as the posts table names it. */
const REVISED_COLUMNS = [
  "title",
  "excerpt",
  "content",
  "meta_title",
  "meta_description",
  "social_image",
  "canonical_url",
  "image",
  "image_alt",
  "image_decorative",
] as const;

type RevisedText = Pick<PostRow, (typeof REVISED_COLUMNS)[number]>;

function revisedText(row: RevisedText): RevisedText {
  return Object.fromEntries(REVISED_COLUMNS.map((column) => [column, row[column]])) as RevisedText;
}

interface RevisionContext {
  kind: RevisionKind;
  by: { id: number | null; name: string } | null;
  now: Date;
}

/**
 * Copies the post as just saved into a revision, then drops the oldest beyond
 * REVISIONS_KEPT. Returns the image URLs the dropped revisions showed: after
 * the transaction the caller releases each (releasePostImage deletes the file
 * when no post or revision shows it any more), or a photo taken out of a post
 * would stay on disk, and at its public address, for good.
 */
export async function recordRevision(trx: Executor, post: PostRow, { kind, by, now }: RevisionContext): Promise<string[]> {
  const values = {
    ...revisedText(post),
    post_id: post.id,
    version: post.version,
    kind,
    saved_by: by?.id ?? null,
    saved_by_name: by?.name ?? "",
    saved_at: now.toISOString(),
  };
  if (kind === "autosave") {
    const latest = await trx
      .selectFrom("post_revisions")
      .select(["id", "kind", "saved_by"])
      .where("post_id", "=", post.id)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    if (latest?.kind === "autosave" && latest.saved_by === values.saved_by) {
      await trx.updateTable("post_revisions").set(values).where("id", "=", latest.id).execute();
      return [];
    }
  }
  await trx.insertInto("post_revisions").values(values).execute();
  const cutoff = await trx
    .selectFrom("post_revisions")
    .select("id")
    .where("post_id", "=", post.id)
    .orderBy("id", "desc")
    .offset(REVISIONS_KEPT)
    .limit(1)
    .executeTakeFirst();
  if (!cutoff) return [];
  const dropped = await trx
    .deleteFrom("post_revisions")
    .where("post_id", "=", post.id)
    .where("id", "<=", cutoff.id)
    .returning(["image", "social_image"])
    .execute();
  return [...new Set(dropped.flatMap((row) => [row.image, row.social_image]).filter((url): url is string => !!url))];
}

/**
 * A post written before revisions were kept (or seeded) has none: its text
 * becomes the first revision before anything overwrites it.
 */
export async function keepBaselineRevision(trx: Executor, post: PostRow): Promise<void> {
  const any = await trx.selectFrom("post_revisions").select("id").where("post_id", "=", post.id).limit(1).executeTakeFirst();
  if (any) return;
  await trx
    .insertInto("post_revisions")
    .values({
      ...revisedText(post),
      post_id: post.id,
      version: post.version,
      kind: "save",
      saved_by: post.created_by,
      saved_by_name: post.created_by ? "" : post.author,
      saved_at: post.updated_at,
    })
    .execute();
}

export interface Revision {
  id: number;
  postId: number;
  version: number;
  kind: RevisionKind;
  title: string;
  excerpt: string;
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  socialImage: string | null;
  canonicalUrl: string | null;
  image: string | null;
  imageAlt: string | null;
  imageDecorative: boolean;
  savedBy: string;
  savedAt: string;
}

type RevisionWithSaver = PostRevisionRow & { user_name: string | null; user_email: string | null };

/** Who saved: the account's name (or email) as it is now, else the name kept with the revision. */
function saverName(row: Pick<RevisionWithSaver, "user_name" | "user_email" | "saved_by_name">): string {
  return row.user_name || row.user_email || row.saved_by_name || "Unknown";
}

function toRevision(row: RevisionWithSaver): Revision {
  return {
    id: row.id,
    postId: row.post_id,
    version: row.version,
    kind: row.kind,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    socialImage: row.social_image,
    canonicalUrl: row.canonical_url,
    image: row.image,
    imageAlt: row.image_alt,
    imageDecorative: row.image_decorative === 1,
    savedBy: saverName(row),
    savedAt: row.saved_at,
  };
}

function revisionsQuery() {
  return db()
    .selectFrom("post_revisions")
    .leftJoin("users", "users.id", "post_revisions.saved_by")
    .selectAll("post_revisions")
    .select(["users.name as user_name", "users.email as user_email"]);
}

/** A post's revisions, newest first. */
export async function listRevisions(postId: number): Promise<Revision[]> {
  const rows = await revisionsQuery().where("post_revisions.post_id", "=", postId).orderBy("post_revisions.id", "desc").execute();
  return rows.map(toRevision);
}

/** What the history list shows of a revision (no body: a post keeps up to 100). */
export type RevisionSummary = Pick<Revision, "id" | "version" | "kind" | "title" | "savedBy" | "savedAt">;

/** A post's revisions without their text, newest first. */
export async function listRevisionSummaries(postId: number): Promise<RevisionSummary[]> {
  const rows = await db()
    .selectFrom("post_revisions")
    .leftJoin("users", "users.id", "post_revisions.saved_by")
    .select([
      "post_revisions.id",
      "post_revisions.version",
      "post_revisions.kind",
      "post_revisions.title",
      "post_revisions.saved_by_name",
      "post_revisions.saved_at",
      "users.name as user_name",
      "users.email as user_email",
    ])
    .where("post_revisions.post_id", "=", postId)
    .orderBy("post_revisions.id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    kind: row.kind,
    title: row.title,
    savedBy: saverName(row),
    savedAt: row.saved_at,
  }));
}

/**
 * The revision that held the post's text at `version` (the version an editor
 * was opened at): the newest one at or before it, since not every version has
 * its own (Publish/Unpublish raise the version without changing the text, and
 * a run of autosaves keeps only its last). Null when none is that old any more.
 * The editor's "compare" link after a refused save points at it.
 */
export async function findRevisionAtVersion(postId: number, version: number): Promise<{ id: number } | null> {
  const row = await db()
    .selectFrom("post_revisions")
    .select("id")
    .where("post_id", "=", postId)
    .where("version", "<=", version)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

export async function findRevision(postId: number, revisionId: number): Promise<Revision | null> {
  const row = await revisionsQuery()
    .where("post_revisions.post_id", "=", postId)
    .where("post_revisions.id", "=", revisionId)
    .executeTakeFirst();
  return row ? toRevision(row) : null;
}

/**
 * Puts a revision's text back as the post's current text: a new save (version
 * + 1, a "restore" revision). The text it replaces is already a revision.
 * Publishing state, slug, category and tags are not part of a revision and stay.
 * `droppedImages`: as recordRevision's, for the caller to release.
 * "stale" when the post is no longer at `expectedVersion` (the version the
 * person compared with): checked on the post's row locked for the transaction
 * (PostgreSQL), so a save at the same moment either comes first and makes this
 * stale, or waits and is refused as stale itself; never two texts with one
 * version number.
 */
export async function restoreRevision(
  postId: number,
  revisionId: number,
  expectedVersion: number,
  by: { id: number | null; name: string },
  now = new Date(),
): Promise<{ ok: true; title: string; droppedImages: string[] } | { ok: false; reason: "missing" | "stale" }> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const post = await lockingRead(trx, trx.selectFrom("posts").selectAll().where("id", "=", postId)).executeTakeFirst();
      const revision = await trx
        .selectFrom("post_revisions")
        .selectAll()
        .where("post_id", "=", postId)
        .where("id", "=", revisionId)
        .executeTakeFirst();
      if (!post || !revision) return { ok: false, reason: "missing" } as const;
      if (post.version !== expectedVersion) return { ok: false, reason: "stale" } as const;
      await keepBaselineRevision(trx, post);
      const row = await trx
        .updateTable("posts")
        .set({ ...revisedText(revision), version: post.version + 1, updated_at: now.toISOString() })
        .where("id", "=", postId)
        .where("version", "=", post.version)
        .returningAll()
        .executeTakeFirstOrThrow();
      const droppedImages = await recordRevision(trx, row, { kind: "restore", by, now });
      return { ok: true, title: row.title, droppedImages } as const;
    });
}
