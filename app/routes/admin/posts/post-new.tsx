import type { ShouldRevalidateFunctionArgs } from "react-router";
import { PostForm } from "./PostForm";
import { adminMeta } from "~/lib/admin-meta";
import { emptyPostForm } from "~/schemas/admin-form-rules";
import { postCategoryChoices } from "~/server/domain/categories.server";
import { postImageInput } from "~/server/domain/post-images.server";
import type { Route } from "./+types/post-new";
import { passOnHeaders } from "~/lib/route-headers";
import { requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { can } from "~/lib/staff-roles";
import { postFormAction } from "./post-form.server";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("posts:write")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("New post");

export async function loader({ context }: Route.LoaderArgs) {
  const { role } = signedInAdmin(context);
  return { categories: await postCategoryChoices(), imageInput: postImageInput, mayPublish: can(role, "posts:manage") };
}

/** The new post records who created it; an author's is always a draft (postFormAction). */
export async function action({ request, context }: Route.ActionArgs) {
  return postFormAction({ request, context, existing: null });
}

export default function NewPost({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && "result" in actionData ? actionData : null;
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="mb-6 text-3xl font-bold text-ink">New Post</h1>
      <PostForm
        mode="new"
        defaultValues={emptyPostForm}
        categories={loaderData.categories}
        lastResult={failure?.result}
        alert={failure?.alert}
        pendingImage={failure?.pendingImage}
        pendingSocialImage={failure?.pendingSocialImage}
        autosave
        imageInput={loaderData.imageInput}
        mayPublish={loaderData.mayPublish}
        contentCheck={failure?.contentCheck ?? null}
      />
    </div>
  );
}

/** An autosave changes nothing the page shows from its loader. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "autosave" ? false : defaultShouldRevalidate;
}
