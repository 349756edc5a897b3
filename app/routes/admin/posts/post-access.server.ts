/**
 * The editor's pages (edit, history, a revision, preview, preview links)
 * open a post by the editor's rule (findPostForEditor): this answers the
 * routes' HTTP for it.
 */
import { data, href, redirect } from "react-router";
import { NO_ACCESS_MESSAGE } from "~/lib/staff-roles";
import { postIdSchema } from "./schemas";
import { findPostForEditor, type PostEditor } from "~/server/domain/post-editor.server";
import type { Post } from "~/server/domain/posts.server";

/**
 * The post at `/admin/edit/:id` (or its preview, history...), when this
 * staff member may open it: 404 for no such post (or an id that is not
 * one), 403 for someone else's post or a published one when the staff
 * member is an author.
 */
export async function postForStaff(idParam: string | undefined, staff: PostEditor, options: { readOnly?: boolean } = {}): Promise<Post> {
  const id = postIdSchema.safeParse(idParam);
  if (!id.success) throw data(null, { status: 404 });
  const found = await findPostForEditor(id.data, staff, options);
  if (found.ok) return found.post;
  throw found.reason === "not-found" ? data(null, { status: 404 }) : data(NO_ACCESS_MESSAGE, { status: 403 });
}

/** The GET of an editor's sub-route that has no page (its form is on the editor): back to the post's editor, once the post is the staff member's to open. */
export async function backToEditor(idParam: string | undefined, staff: PostEditor): Promise<never> {
  const post = await postForStaff(idParam, staff);
  throw redirect(href("/admin/edit/:id", { id: String(post.id) }));
}
