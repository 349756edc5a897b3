/**
 * Share-able preview links (decision 0348): `/preview/<token>` shows a draft
 * or scheduled post to anyone who has the link, for 7 days or until it is
 * revoked. The token is random (app/server/credentials/tokens.server.ts) and only its
 * SHA-256 is stored, so a copy of the database opens no preview; the editor
 * sees the link once, right after sharing it (see `previewLinksForEditor`).
 * Once the post is live the link leads to the public article instead (the
 * route's business: it reads `post.status`).
 */
import { randomToken, tokenHash } from "~/server/credentials/tokens.server";
import { can, isStaffRole, mayViewPostImage } from "~/lib/staff-roles";
import { creatorsOfPostsWithImage, findPostById, inlineImagePattern, type Post, postStatus } from "~/server/domain/posts.server";
import { db } from "~/server/infra/db.server";
import { clock } from "~/server/infra/clock.server";

export const PREVIEW_LINK_DAYS = 7;
const PREVIEW_LINK_TTL_MS = PREVIEW_LINK_DAYS * 24 * 60 * 60 * 1000;

/** What `randomToken()` makes: 32 bytes, base64url. Anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function previewPath(token: string): string {
  return `/preview/${token}`;
}

export interface PreviewLink {
  id: number;
  createdAt: string;
  expiresAt: string;
  /** Who shared it (null: that account is gone). */
  createdBy: string | null;
}

/** A new link to this post, valid 7 days. The token is returned once and never stored. */
export async function createPreviewLink(postId: number, createdBy: number, now = clock()): Promise<{ token: string; link: PreviewLink }> {
  const token = randomToken();
  const row = await db()
    .insertInto("post_previews")
    .values({
      token_hash: tokenHash(token),
      post_id: postId,
      created_by: createdBy,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + PREVIEW_LINK_TTL_MS).toISOString(),
    })
    .returning(["id", "created_at", "expires_at"])
    .executeTakeFirstOrThrow();
  return { token, link: { id: row.id, createdAt: row.created_at, expiresAt: row.expires_at, createdBy: null } };
}

/** The post's links that still work (not revoked, not expired), newest first. */
export async function listActivePreviewLinks(postId: number, now = clock()): Promise<PreviewLink[]> {
  const rows = await db()
    .selectFrom("post_previews")
    .leftJoin("users", "users.id", "post_previews.created_by")
    .select(["post_previews.id", "post_previews.created_at", "post_previews.expires_at", "users.name", "users.email"])
    .where("post_previews.post_id", "=", postId)
    .where("post_previews.revoked_at", "is", null)
    .where("post_previews.expires_at", ">", now.toISOString())
    .orderBy("post_previews.created_at", "desc")
    .orderBy("post_previews.id", "desc")
    .execute();
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at, expiresAt: row.expires_at, createdBy: row.name || row.email || null }));
}

/** Stops one working link of this post at once; false when there is none such (already revoked, expired, another post's). */
export async function revokePreviewLink(postId: number, linkId: number, now = clock()): Promise<boolean> {
  const result = await db()
    .updateTable("post_previews")
    .set({ revoked_at: now.toISOString() })
    .where("id", "=", linkId)
    .where("post_id", "=", postId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Whether the person who shared a link may still share it: an active account
 * whose role manages posts, or writes them and wrote this one. A link
 * dies with that right: deactivation or a new role revokes it (below), and
 * a link is checked again each time it is opened.
 */
function creatorMayShare(creator: { id: number; role: string; deactivated_at: string | null } | undefined, post: { createdBy: number | null }): boolean {
  if (!creator || creator.deactivated_at || !isStaffRole(creator.role)) return false;
  return can(creator.role, "posts:manage") || (can(creator.role, "posts:write") && post.createdBy === creator.id);
}

/**
 * Revokes every working link this person shared that they may no longer
 * share (after a deactivation or a change of role); returns how many.
 */
export async function revokePreviewLinksNoLongerAllowed(userId: number, now = clock()): Promise<number> {
  const creator = await db().selectFrom("users").select(["id", "role", "deactivated_at"]).where("id", "=", userId).executeTakeFirst();
  const links = await db()
    .selectFrom("post_previews")
    .innerJoin("posts", "posts.id", "post_previews.post_id")
    .select(["post_previews.id", "posts.created_by"])
    .where("post_previews.created_by", "=", userId)
    .where("post_previews.revoked_at", "is", null)
    .where("post_previews.expires_at", ">", now.toISOString())
    .execute();
  const dead = links.filter((link) => !creatorMayShare(creator, { createdBy: link.created_by })).map((link) => link.id);
  if (!dead.length) return 0;
  await db().updateTable("post_previews").set({ revoked_at: now.toISOString() }).where("id", "in", dead).where("revoked_at", "is", null).execute();
  return dead.length;
}

/** The working link a token opens, or null (unknown, malformed, expired or revoked). */
async function activeLinkOf(token: string, now: Date) {
  if (!TOKEN_SHAPE.test(token)) return null;
  return (
    (await db()
      .selectFrom("post_previews")
      .select(["id", "post_id", "expires_at", "created_by"])
      .where("token_hash", "=", tokenHash(token))
      .where("revoked_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .executeTakeFirst()) ?? null
  );
}

/**
 * Whether this preview token is a working link to a post that may show this
 * image URL (decision 0352): its image or its social image; an image in its
 * text only when whoever shared the link may see that image in the admin,
 * so a link never opens the image of another unpublished post that its
 * sharer could not. One query by the token's unique hash for the post's own
 * images; a revoked or expired link opens no image.
 */
export async function previewShowsImage(token: string, url: string, now = clock()): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const row = await db()
    .selectFrom("post_previews")
    .innerJoin("posts", "posts.id", "post_previews.post_id")
    .leftJoin("users", "users.id", "post_previews.created_by")
    .select(["posts.image", "posts.social_image", "users.id as sharer_id", "users.role as sharer_role", "users.deactivated_at as sharer_deactivated_at"])
    .where("post_previews.token_hash", "=", tokenHash(token))
    .where("post_previews.revoked_at", "is", null)
    .where("post_previews.expires_at", ">", now.toISOString())
    .where((eb) => eb.or([eb("posts.image", "=", url), eb("posts.social_image", "=", url), eb("posts.content", "like", inlineImagePattern(url))]))
    .executeTakeFirst();
  if (!row) return false;
  if (row.image === url || row.social_image === url) return true;
  const { sharer_id: id, sharer_role: role } = row;
  if (id === null || row.sharer_deactivated_at || !isStaffRole(role)) return false;
  return mayViewPostImage({ id, role }, await creatorsOfPostsWithImage(url));
}

/**
 * The post behind a preview token with its status at `now`, and when the
 * link stops working; null for an unknown, expired or revoked link.
 */
export async function resolvePreviewToken(token: string, now = clock()): Promise<{ post: Post; expiresAt: string } | null> {
  const link = await activeLinkOf(token, now);
  if (!link) return null;
  const post = await findPostById(link.post_id);
  if (!post) return null;
  const creator = link.created_by === null ? undefined : await db().selectFrom("users").select(["id", "role", "deactivated_at"]).where("id", "=", link.created_by).executeTakeFirst();
  if (!creatorMayShare(creator, post)) return null;
  const status = postStatus({ published: post.published ? 1 : 0, published_at: post.publishedAt }, now);
  return { post: { ...post, status }, expiresAt: link.expires_at };
}

/**
 * The editor's "Share a preview" section: the post's working links, and the
 * one just shared when the page was reached with its token (`?shared=`),
 * checked against this post's working links so nothing else can be shown.
 */
export async function previewLinksForEditor(
  postId: number,
  sharedToken: string | null,
  now = clock(),
): Promise<{ links: PreviewLink[]; shared: { id: number; path: string } | null }> {
  const links = await listActivePreviewLinks(postId, now);
  const link = sharedToken ? await activeLinkOf(sharedToken, now) : null;
  const shared = link && link.post_id === postId && sharedToken ? { id: link.id, path: previewPath(sharedToken) } : null;
  return { links, shared };
}

/** Links past their 7 days (revoked ones included) are deleted by `npm run db:purge`. */
export async function purgeExpiredPreviewLinks(now = clock()): Promise<number> {
  const result = await db().deleteFrom("post_previews").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
