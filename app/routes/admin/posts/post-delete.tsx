import { data, href } from "react-router";
import { DeleteConfirmation } from "~/components/admin/DeleteConfirmation";
import { adminCopy } from "~/content/admin-copy";
import { adminMeta } from "~/lib/admin-meta";
import { postIdSchema } from "./schemas";
import { deletePostAndImages } from "~/server/domain/post-editor.server";
import { findPostById } from "~/server/domain/posts.server";
import { answerDelete } from "../answer-delete.server";
import type { Route } from "./+types/post-delete";
import { passOnHeaders } from "~/lib/route-headers";
import { requireTextForm } from "~/server/infra/request-body.server";
import { audit, requirePermission } from "~/server/auth/auth.server";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("posts:manage")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Delete post");

/** The confirmation step without JavaScript (with it, the dashboard's toast asks). */
export async function loader({ params }: Route.LoaderArgs) {
  const id = postIdSchema.safeParse(params.id);
  const post = id.success ? await findPostById(id.data) : null;
  if (!post) throw data(null, { status: 404 });
  return { post: { id: post.id, title: post.title, published: post.published } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // The form has no field, but a broken body is still refused before anything changes.
  await requireTextForm(request);
  const id = postIdSchema.safeParse(params.id);
  const post = id.success ? await deletePostAndImages(id.data) : null;
  if (!post) return answerDelete(request, href("/admin"), { ok: false, error: "That post no longer exists." });
  await audit(context, "post-delete", { type: "post", id: post.id }, post.title);
  return answerDelete(request, href("/admin"), { ok: true, message: adminCopy.postDeleted });
}

export default function DeletePost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <DeleteConfirmation title={`Delete “${post.title}”`} backTo={{ href: href("/admin"), label: "Back to the dashboard" }}>
      <p className="mt-3 text-ink">{adminCopy.deletePostQuestion}</p>
      {post.published ? <p className="mt-2 text-sm text-muted">It is published: visitors will no longer find it.</p> : null}
    </DeleteConfirmation>
  );
}
