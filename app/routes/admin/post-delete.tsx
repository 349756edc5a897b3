import { data, Form, Link } from "react-router";
import { adminCopy } from "~/content/admin-copy";
import { adminMeta } from "~/lib/admin-meta";
import { postIdSchema } from "~/schemas/post";
import { requireAdmin } from "~/server/auth.server";
import { releasePostImage } from "~/server/post-editor.server";
import { deletePost, findPostById } from "~/server/posts.server";
import { redirectWithToast } from "~/server/session.server";
import type { Route } from "./+types/post-delete";

export const meta: Route.MetaFunction = () => adminMeta("Delete post");

/** The confirmation step without JavaScript (with it, the dashboard's toast asks). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = postIdSchema.safeParse(params.id);
  const post = id.success ? await findPostById(id.data) : null;
  if (!post) throw data(null, { status: 404 });
  return { post: { id: post.id, title: post.title, published: post.published } };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const id = postIdSchema.safeParse(params.id);
  const post = id.success ? await deletePost(id.data) : null;
  if (!post) {
    return redirectWithToast(request, "/admin", {
      title: adminCopy.deleteFailed,
      description: "That post no longer exists.",
      variant: "error",
    });
  }
  await releasePostImage(post.image);
  return redirectWithToast(request, "/admin", { title: adminCopy.deleted, description: adminCopy.postDeleted, variant: "success" });
}

export default function DeletePost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-red-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-ink">Delete “{post.title}”</h1>
      <p className="mt-3 text-ink">{adminCopy.deletePostQuestion}</p>
      {post.published ? <p className="mt-2 text-sm text-muted">It is published: visitors will no longer find it.</p> : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post">
          <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800">
            Delete
          </button>
        </Form>
        <Link to="/admin" className="btn-outline">
          Cancel
        </Link>
      </div>
    </div>
  );
}
