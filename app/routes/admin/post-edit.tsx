import { data } from "react-router";
import { PostForm } from "~/components/admin/PostForm";
import { adminMeta } from "~/lib/admin-meta";
import { postIdSchema } from "~/schemas/post";
import { postCategoryChoices } from "~/server/domain/categories.server";
import { postFormState, savePostForm } from "~/server/domain/post-editor.server";
import { postImageInput } from "~/server/domain/post-images.server";
import { findPostById } from "~/server/domain/posts.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/post-edit";
import { passOnHeaders } from "~/lib/route-headers";
import { requirePermission } from "~/server/auth/auth.server";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("posts:write")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Edit “${loaderData.post.title}”` : "Edit post");

async function postOf(idParam: string | undefined) {
  const id = postIdSchema.safeParse(idParam);
  const post = id.success ? await findPostById(id.data) : null;
  if (!post) throw data(null, { status: 404 });
  return post;
}

export async function loader({ params }: Route.LoaderArgs) {
  const post = await postOf(params.id);
  return {
    post: { id: post.id, title: post.title, slug: post.slug, readTime: post.readTime, published: post.published },
    values: postFormState(post),
    image: post.image ? { url: post.image, alt: post.imageAlt ?? "" } : null,
    categories: await postCategoryChoices(),
    imageInput: postImageInput,
  };
}

/** Saves every field; the slug and the read time stay as they were. */
export async function action({ request, params }: Route.ActionArgs) {
  const post = await postOf(params.id);
  const result = await savePostForm(request, post);
  if (!result.ok) return data(result, { status: result.status });
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
      />
    </div>
  );
}
