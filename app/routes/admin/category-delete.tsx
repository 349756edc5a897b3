import { data, Form, Link } from "react-router";
import { adminCopy } from "~/content/admin-copy";
import { adminMeta } from "~/lib/admin-meta";
import { recordIdSchema } from "~/schemas/record-id";
import { requireAdmin } from "~/server/auth.server";
import { categoryInUseMessage, countPostsInCategory, deleteCategory, findCategory } from "~/server/categories.server";
import { redirectWithToast } from "~/server/session.server";
import type { Route } from "./+types/category-delete";

export const meta: Route.MetaFunction = () => adminMeta("Delete category");

/** The confirmation step without JavaScript; it says so at once when posts use the category. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = recordIdSchema.safeParse(params.id);
  const category = id.success ? await findCategory(id.data) : null;
  if (!category) throw data(null, { status: 404 });
  const posts = await countPostsInCategory(category.name);
  return { category, inUse: posts > 0 ? categoryInUseMessage(category.name, posts) : null };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const id = recordIdSchema.safeParse(params.id);
  const result = id.success
    ? await deleteCategory(id.data)
    : ({ ok: false, error: "That category no longer exists." } as const);
  if (!result.ok) {
    return redirectWithToast(request, "/admin/categories", {
      title: adminCopy.deleteFailed,
      description: result.error,
      variant: "error",
    });
  }
  return redirectWithToast(request, "/admin/categories", {
    title: adminCopy.deleted,
    description: adminCopy.categoryDeleted,
    variant: "success",
  });
}

export default function DeleteCategory({ loaderData }: Route.ComponentProps) {
  const { category, inUse } = loaderData;
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-red-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-ink">Delete “{category.name}”</h1>
      {inUse ? (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">{inUse}</p>
      ) : (
        <p className="mt-3 text-ink">{adminCopy.deleteCategoryQuestion}</p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {inUse ? null : (
          <Form method="post">
            <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800">
              Delete
            </button>
          </Form>
        )}
        <Link to="/admin/categories" className="btn-outline">
          {inUse ? "Back to categories" : "Cancel"}
        </Link>
      </div>
    </div>
  );
}
