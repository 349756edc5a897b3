/**
 * The posts list, which the dashboard (/admin) shows: its data, searched and
 * filtered by GET parameters (a bookmarkable view), 25 a page, an author's
 * own posts only, each with its translation's state (decision 0803); and the action of its Publish / Unpublish buttons (delete
 * has its own route with its confirmation step; several posts at once:
 * posts-bulk.tsx).
 */
import { href, type RouterContextProvider } from "react-router";
import { adminCopy } from "~/content/admin-copy";
import { can, mayEditPost } from "~/lib/staff-roles";
import { parseAdminPostQuery } from "~/schemas/blog-query";
import { parseForm } from "~/schemas/parse-form";
import { postToggleSchema } from "./schemas";
import { type Admin, audit } from "~/server/auth/auth.server";
import { postCategoryChoices } from "~/server/domain/categories.server";
import { findPostById, listPostsForAdmin, setPublished } from "~/server/domain/posts.server";
import { otherVersionsOf, type PostVersion } from "~/server/domain/post-translations.server";
import { listStaff } from "~/server/domain/staff.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";

/** The list as the staff member may see it: no posts (null) for a role that does not write them. */
export async function loadPostList(staff: Admin, url: URL) {
  const { role } = staff;
  const query = parseAdminPostQuery(url);
  const mayManagePosts = can(role, "posts:manage");
  const createdBy = mayManagePosts ? query.author : staff.id;
  const [list, categories, staffList] = await Promise.all([
    can(role, "posts:write") ? listPostsForAdmin({ ...query, createdBy }) : null,
    postCategoryChoices(),
    mayManagePosts ? listStaff() : [],
  ]);
  // Each listed post's other-language version (decision 0803), in one query for the page.
  const versions = list ? await otherVersionsOf(list.posts) : new Map<number, PostVersion>();
  return {
    posts:
      list?.posts.map((post) => {
        const other = versions.get(post.id);
        const translation = other ? { title: other.title, outdated: other.outdated } : null;
        return { ...post, editable: mayEditPost(staff, post), translation };
      }) ?? null,
    postList: list ? { total: list.total, page: list.page, pageCount: list.pageCount } : null,
    filters: { q: query.q, status: query.status, category: query.category, author: query.author ? String(query.author) : "", language: query.language },
    categories,
    authors: staffList.map((member) => ({ value: String(member.id), label: member.name || member.email })),
    mayManagePosts,
    mayManageCategories: can(role, "categories"),
  };
}

/** Publish / Unpublish one post of the list; the answer goes back to the list with a toast. */
export async function publishFromList(request: Request, context: Readonly<RouterContextProvider>) {
  const submission = parseForm(await requireTextForm(request), postToggleSchema);
  // Buttons only: a failed parse is a hand-made request, answered with a toast (no field to mark).
  if (submission.status !== "success") {
    return redirectWithToast(request, href("/admin"), {
      title: adminCopy.saveFailed,
      description: "That request was not understood. Please try again.",
      variant: "error",
    });
  }
  const publish = submission.value.intent === "publish";
  const before = await findPostById(submission.value.id);
  const post = await setPublished(submission.value.id, publish);
  if (!post) {
    return redirectWithToast(request, href("/admin"), {
      title: adminCopy.saveFailed,
      description: "That post no longer exists.",
      variant: "error",
    });
  }
  await audit(context, publish ? "post-publish" : "post-unpublish", { type: "post", id: post.id }, post.title);
  return redirectWithToast(request, href("/admin"), {
    title: publish ? "Published" : before?.status === "scheduled" ? "Unscheduled" : "Unpublished",
    description: publish ? `“${post.title}” is now visible on the blog.` : `“${post.title}” is now a draft.`,
    variant: "success",
  });
}
