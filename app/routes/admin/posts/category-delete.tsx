import { data, href } from "react-router";
import { DeleteConfirmation } from "~/components/admin/DeleteConfirmation";
import { adminCopy } from "~/content/admin-copy";
import { adminMeta } from "~/lib/admin-meta";
import { recordIdSchema } from "~/schemas/record-id";
import { categoryInUseMessage, countPostsInCategory, deleteCategory, findCategory } from "~/server/domain/categories.server";
import { answerDelete } from "../answer-delete.server";
import type { Route } from "./+types/category-delete";
import { passOnHeaders } from "~/lib/route-headers";
import { requireTextForm } from "~/server/infra/request-body.server";
import { audit, requirePermission } from "~/server/auth/auth.server";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("categories")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Delete category");

/** The confirmation step without JavaScript; it says so at once when posts use the category. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = recordIdSchema.safeParse(params.id);
  const category = id.success ? await findCategory(id.data) : null;
  if (!category) throw data(null, { status: 404 });
  const posts = await countPostsInCategory(category.name);
  return { category, inUse: posts > 0 ? categoryInUseMessage(category.name, posts) : null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // The form has no field, but a broken body is still refused before anything changes.
  await requireTextForm(request);
  const id = recordIdSchema.safeParse(params.id);
  const result = id.success
    ? await deleteCategory(id.data)
    : ({ ok: false, error: "That category no longer exists." } as const);
  if (result.ok && id.success) await audit(context, "category-delete", { type: "category", id: id.data });
  return answerDelete(request, href("/admin/categories"), result.ok ? { ok: true, message: adminCopy.categoryDeleted } : result);
}

export default function DeleteCategory({ loaderData }: Route.ComponentProps) {
  const { category, inUse } = loaderData;
  return (
    <DeleteConfirmation title={`Delete “${category.name}”`} blocked={inUse} backTo={{ href: href("/admin/categories"), label: "Back to categories" }}>
      <p className="mt-3 text-ink">{adminCopy.deleteCategoryQuestion}</p>
    </DeleteConfirmation>
  );
}
