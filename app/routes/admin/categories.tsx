import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import { ConfirmDeleteButton } from "~/components/admin/ConfirmDeleteButton";
import { TextField } from "~/components/admin/Field";
import { adminCopy } from "~/content/admin-copy";
import { adminMeta } from "~/lib/admin-meta";
import { categoryFormSchema } from "~/schemas/category";
import { fieldErrorsOf } from "~/schemas/field-errors";
import { addCategory, listCategoriesWithUsage } from "~/server/categories.server";
import { redirectWithToast } from "~/server/session.server";
import type { Route } from "./+types/categories";

export const meta: Route.MetaFunction = () => adminMeta("Categories");

export async function loader() {
  return { categories: await listCategoriesWithUsage() };
}

/** Add a category (delete has its own route, with its confirmation step). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const name = String(form.get("name") ?? "");
  const parsed = categoryFormSchema.safeParse({ name });
  if (!parsed.success) return data({ error: fieldErrorsOf(parsed.error).name ?? "Enter a category name.", name }, { status: 400 });
  const result = await addCategory(parsed.data.name);
  if (!result.ok) return data({ error: result.error, name }, { status: 400 });
  return redirectWithToast(request, "/admin/categories", {
    title: "Category added",
    description: `“${result.category.name}” can now be chosen for posts.`,
    variant: "success",
  });
}

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const { categories } = loaderData;
  const formRef = useRef<HTMLFormElement>(null);
  // A refused name (JavaScript): focus back on the field, its message is read with it.
  // Without JavaScript the field's autoFocus does the same.
  useEffect(() => {
    if (actionData?.error) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [actionData]);
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold text-ink">Categories</h1>
      <p className="mt-2 text-muted">Visitors filter the blog by these. Posts without one are filed under Uncategorized.</p>

      <Form ref={formRef} method="post" className="mt-6 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            label="New category name"
            name="name"
            required
            maxLength={60}
            defaultValue={actionData?.name ?? ""}
            error={actionData?.error}
            autoFocus={Boolean(actionData?.error)}
          />
        </div>
        <button type="submit" className="btn-primary sm:mt-6" disabled={busy}>
          {busy ? "Adding..." : "Add category"}
        </button>
      </Form>

      {categories.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">
          No categories yet.
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {categories.map((category) => (
            <li key={category.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid={`category-row-${category.name}`}>
              <div>
                <p className="font-semibold text-ink">{category.name}</p>
                <p className="text-sm text-muted">
                  {category.posts === 1 ? "1 post" : `${category.posts} posts`}
                </p>
              </div>
              <ConfirmDeleteButton
                question={adminCopy.deleteCategoryQuestion}
                itemName={category.name}
                confirmPagePath={`/admin/categories/${category.id}/delete`}
                action={`/admin/categories/${category.id}/delete`}
                fields={{ id: String(category.id) }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
