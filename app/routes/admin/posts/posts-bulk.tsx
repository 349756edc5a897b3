import { data, href, redirect } from "react-router";
import { DeleteConfirmation } from "~/components/admin/DeleteConfirmation";
import { adminMeta } from "~/lib/admin-meta";
import { passOnHeaders } from "~/lib/route-headers";
import { parseForm } from "~/schemas/parse-form";
import { postBulkSchema } from "./schemas";
import { audit, requirePermission } from "~/server/auth/auth.server";
import { deletePostAndImages } from "~/server/domain/post-editor.server";
import { findPostById, setPublished } from "~/server/domain/posts.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/posts-bulk";

/** Publishing, unpublishing and deleting are an editor's (and the owner's). */
export const middleware = [requirePermission("posts:manage")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Delete posts");

const plural = (n: number) => `${n} post${n === 1 ? "" : "s"}`;

/** The selected posts that still exist, in the list's order. */
async function existingPosts(ids: number[]) {
  const posts = await Promise.all(ids.map((id) => findPostById(id)));
  return posts.filter((post) => post !== null);
}

/** The confirmation page of a bulk delete: ?intent=delete&ids=1&ids=2 (the same with or without JavaScript). */
export async function loader({ url }: Route.LoaderArgs) {
  const submission = parseForm(url.searchParams, postBulkSchema);
  if (submission.status !== "success" || submission.value.intent !== "delete") throw redirect(href("/admin"));
  const posts = await existingPosts(submission.value.ids);
  if (!posts.length) throw data(null, { status: 404 });
  return { posts: posts.map((post) => ({ id: post.id, title: post.title, published: post.published })) };
}

/**
 * Publish or unpublish the ticked posts at once; a delete goes through its
 * confirmation page first. The answer counts what was done ("3 posts deleted.").
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await requireTextForm(request), postBulkSchema);
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "That request was not understood.";
    return redirectWithToast(request, href("/admin"), { title: "Nothing changed", description: String(message), variant: "error" });
  }
  const { intent, ids, confirm } = submission.value;
  if (intent === "delete" && confirm !== "yes") {
    const query = new URLSearchParams([["intent", "delete"], ...ids.map((id) => ["ids", String(id)])]);
    throw redirect(`${href("/admin/posts/bulk")}?${query}`);
  }
  let done = 0;
  for (const id of ids) {
    if (intent === "delete") {
      const post = await deletePostAndImages(id);
      if (!post) continue;
      await audit(context, "post-delete", { type: "post", id }, post.title);
    } else {
      const post = await setPublished(id, intent === "publish");
      if (!post) continue;
      await audit(context, intent === "publish" ? "post-publish" : "post-unpublish", { type: "post", id }, post.title);
    }
    done++;
  }
  const verb = { publish: "published", unpublish: "unpublished", delete: "deleted" }[intent];
  return redirectWithToast(request, href("/admin"), {
    title: done ? `${plural(done)} ${verb}.` : "Nothing changed",
    description: done < ids.length ? `${plural(ids.length - done)} no longer existed.` : undefined,
    variant: done ? "success" : "error",
  });
}

export default function BulkDelete({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <DeleteConfirmation
      title={`Delete ${plural(posts.length)}`}
      backTo={{ href: href("/admin"), label: "Back to the dashboard" }}
      fields={{ intent: "delete", confirm: "yes", ids: posts.map((post) => post.id) }}
    >
      <p className="mt-3 text-ink">
        Are you sure you want to delete {posts.length === 1 ? "this post" : `these ${posts.length} posts`}? This action cannot be undone.
      </p>
      <ul className="mt-3 list-disc pl-5 text-sm text-ink">
        {posts.map((post) => (
          <li key={post.id}>
            {post.title}
            {post.published ? <span className="text-muted"> (published: visitors will no longer find it)</span> : null}
          </li>
        ))}
      </ul>
    </DeleteConfirmation>
  );
}
