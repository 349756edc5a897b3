import { data } from "react-router";
import { PostForm } from "~/components/admin/PostForm";
import { PreviewLinks } from "~/components/admin/PreviewLinks";
import { adminMeta } from "~/lib/admin-meta";
import { postCategoryChoices } from "~/server/domain/categories.server";
import { postForStaff, postFormState, savePostForm } from "~/server/domain/post-editor.server";
import { postImageInput } from "~/server/domain/post-images.server";
import { previewLinksForEditor } from "~/server/domain/post-previews.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/post-edit";
import { passOnHeaders } from "~/lib/route-headers";
import { audit, requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { can } from "~/lib/staff-roles";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("posts:write")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Edit “${loaderData.post.title}”` : "Edit post");

/** An author opens only their own drafts (403 otherwise); editors and owners any post. */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const staff = signedInAdmin(context);
  const post = await postForStaff(params.id, staff);
  return {
    mayPublish: can(staff.role, "posts:manage"),
    post: { id: post.id, title: post.title, slug: post.slug, readTime: post.readTime, published: post.published },
    values: postFormState(post),
    image: post.image ? { url: post.image, alt: post.imageAlt ?? "" } : null,
    categories: await postCategoryChoices(),
    imageInput: postImageInput,
    // "Share a preview" (decision 0315): the working links; ?shared= names the one just made.
    previewLinks: post.status === "published" ? null : await previewLinksForEditor(post.id, url.searchParams.get("shared")),
  };
}

/** Saves every field; the slug and the read time stay as they were. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = signedInAdmin(context);
  const post = await postForStaff(params.id, staff);
  const result = await savePostForm(request, post, { ...staff, mayPublish: can(staff.role, "posts:manage") });
  if (!result.ok) return data(result, { status: result.status });
  await audit(context, "post-edit", { type: "post", id: post.id }, result.post.title);
  if (result.post.published !== post.published) {
    await audit(context, result.post.published ? "post-publish" : "post-unpublish", { type: "post", id: post.id }, result.post.title);
  }
  return redirectWithToast(request, "/admin", {
    title: "Saved",
    description: `“${result.post.title}” is saved${result.post.published ? " and published" : " as a draft"}.`,
    variant: "success",
  });
}

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold text-ink">Edit post</h1>
      <p className="mb-6 mt-2 text-sm text-muted">
        Address <span className="font-mono">/blog/{post.slug}</span> · {post.readTime} · {post.published ? "Published" : "Draft"}
      </p>
      <PostForm
        mode="edit"
        defaultValues={loaderData.values}
        categories={loaderData.categories}
        lastResult={actionData?.result}
        alert={actionData?.alert}
        currentImage={loaderData.image}
        pendingImage={actionData?.pendingImage}
        imageInput={loaderData.imageInput}
        mayPublish={loaderData.mayPublish}
      />
      {loaderData.previewLinks ? <PreviewLinks postId={post.id} {...loaderData.previewLinks} /> : null}
    </div>
  );
}
