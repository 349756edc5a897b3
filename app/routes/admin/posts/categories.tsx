import { getFormProps, useForm } from "@conform-to/react";
import type { z } from "zod";
import { data, Form, href, useNavigation } from "react-router";
import { ConfirmDeleteButton } from "~/components/admin/ConfirmDeleteButton";
import { TextField } from "~/components/forms/Field";
import { adminCopy } from "~/content/admin-copy";
import { adminMeta } from "~/lib/admin-meta";
import { categoryFormSchema, categoryFrenchNameSchema } from "./schemas";
import { CATEGORY_NAME_MAX } from "~/schemas/admin-form-rules";
import { parseForm } from "~/schemas/parse-form";
import { recordIdSchema } from "~/schemas/record-id";
import { addCategory, listCategoriesWithUsage, setFrenchCategoryName } from "~/server/domain/categories.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/categories";
import { requireTextForm } from "~/server/infra/request-body.server";
import { passOnHeaders } from "~/lib/route-headers";
import { audit, requirePermission } from "~/server/auth/auth.server";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("categories")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Categories");

export async function loader() {
  return { categories: await listCategoriesWithUsage() };
}

/**
 * Add a category, or give one its French name (intent=french-name, a form
 * per row); delete has its own route, with its confirmation step.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await requireTextForm(request);
  if (form.get("intent") === "french-name") return saveFrenchName(request, context, form);
  const submission = parseForm(form, categoryFormSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await addCategory(submission.value.name);
  if (!result.ok) return data(submission.reply({ fieldErrors: { name: [result.error] } }), { status: 400 });
  await audit(context, "category-add", { type: "category", id: result.category.id }, result.category.name);
  return redirectWithToast(request, href("/admin/categories"), {
    title: "Category added",
    description: `“${result.category.name}” can now be chosen for posts.`,
    variant: "success",
  });
}

/** A row's French name (decision 0803): saved with a toast, or refused next to that row's field with what was typed. */
async function saveFrenchName(request: Request, context: Route.ActionArgs["context"], form: FormData) {
  const submission = parseForm(form, categoryFrenchNameSchema);
  const id = recordIdSchema.safeParse(form.get("id"));
  const error = submission.status === "success" ? undefined : submission.error?.name_fr?.[0];
  // The name refused: next to its row's field. A hand-made request (no row to point at): a toast.
  if (submission.status !== "success" && error && id.success) {
    return data({ frenchName: { id: id.data, value: String(form.get("name_fr") ?? ""), error } }, { status: 400 });
  }
  const category = submission.status === "success" ? await setFrenchCategoryName(submission.value.id, submission.value.name_fr) : null;
  if (!category) {
    const description = submission.status === "success" ? "That category no longer exists." : "That request was not understood. Please try again.";
    return redirectWithToast(request, href("/admin/categories"), { title: "Nothing changed", description, variant: "error" });
  }
  await audit(context, "category-french-name", { type: "category", id: category.id }, `${category.name}: ${category.name_fr ?? "(none)"}`);
  return redirectWithToast(request, href("/admin/categories"), {
    title: "French name saved",
    description: category.name_fr ? `“${category.name}” shows as “${category.name_fr}” on the French blog.` : `“${category.name}” keeps its English name on the French blog.`,
    variant: "success",
  });
}

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const { categories } = loaderData;
  // Checked in the browser with the action's schema; a refused name (the
  // server's answer) gets focus back, its message read with it: conform
  // does that with JavaScript, the field's autoFocus without it.
  const frenchRefusal = actionData && "frenchName" in actionData ? actionData.frenchName : null;
  const [form, fields] = useForm<z.input<typeof categoryFormSchema>>({
    lastResult: actionData && !("frenchName" in actionData) ? actionData : undefined,
  });
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold text-ink">Categories</h1>
      <p className="mt-2 text-muted">
        Visitors filter the blog by these. Posts without one are filed under Uncategorized. The French blog shows each category&apos;s French name, or its
        English one until it has a French name.
      </p>

      <Form
        method="post"
        className="mt-6 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start"
        {...getFormProps(form)}
      >
        <div className="flex-1">
          <TextField
            label="New category name"
            name="name"
            field={fields.name}
            required
            maxLength={CATEGORY_NAME_MAX}
            autoFocus={Boolean(fields.name.errors)}
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
            <li key={category.id} className="grid gap-3 p-4" data-testid={`category-row-${category.name}`}>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div>
                  <p className="font-semibold text-ink">{category.name}</p>
                  <p className="text-sm text-muted">
                    {category.posts === 1 ? "1 post" : `${category.posts} posts`}
                  </p>
                </div>
                <ConfirmDeleteButton
                  question={adminCopy.deleteCategoryQuestion}
                  itemName={category.name}
                  confirmPagePath={href("/admin/categories/:id/delete", { id: String(category.id) })}
                  action={href("/admin/categories/:id/delete", { id: String(category.id) })}
                  fields={{ id: String(category.id) }}
                />
              </div>
              <FrenchNameForm category={category} refusal={frenchRefusal?.id === category.id ? frenchRefusal : null} busy={busy} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A row's French name: a form of its own, so it works without JavaScript; a refusal shows here with what was typed. */
function FrenchNameForm({
  category,
  refusal,
  busy,
}: {
  category: { id: number; name: string; name_fr: string | null };
  refusal: { value: string; error: string } | null;
  busy: boolean;
}) {
  return (
    <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-start" key={refusal ? `refused-${refusal.value}` : `saved-${category.name_fr ?? ""}`}>
      <input type="hidden" name="intent" value="french-name" />
      <input type="hidden" name="id" value={category.id} />
      <div className="flex-1">
        <TextField
          label={
            <>
              French name<span className="sr-only"> of {category.name}</span>
            </>
          }
          name="name_fr"
          lang="fr-CA"
          defaultValue={refusal ? refusal.value : (category.name_fr ?? "")}
          error={refusal?.error}
          maxLength={CATEGORY_NAME_MAX}
          autoFocus={Boolean(refusal)}
        />
      </div>
      <button type="submit" className="btn-outline min-h-10 sm:mt-6" disabled={busy}>
        Save French name<span className="sr-only"> of {category.name}</span>
      </button>
    </Form>
  );
}
