/**
 * Blog categories: names unique (case-insensitively), listed by name. A
 * category that posts still use is not deleted (decision 0303): the admin
 * gets the count and moves those posts first, so no article changes
 * category behind anyone's back.
 */
import { isUniqueViolation } from "~/server/infra/db-dialect.server";
import { sql } from "kysely";
import { blogCategories } from "~/content/demo-content";
import type { Category } from "~/server/infra/db-schema";
import { db } from "~/server/infra/db.server";
import { DEFAULT_CATEGORY, liveSummaryRows } from "~/server/domain/posts.server";
import { keptUntilChanged } from "~/server/infra/content-versions.server";
import { translate } from "~/lib/i18n";


async function listCategories(): Promise<Category[]> {
  return db().selectFrom("categories").selectAll().orderBy(sql`lower(name)`).orderBy("name").execute();
}

/** The categories for the public blog: read again only after one changes. */
const keptCategories = keptUntilChanged(["categories"], listCategories);

/**
 * Names for the public filter: the stored ones (else the default list),
 * plus any other category a published post is filed under (e.g.
 * Uncategorized), so every published post can be reached by a filter.
 */
export async function publicCategoryNames(): Promise<string[]> {
  const stored = (await keptCategories()).map((category) => category.name);
  const names = new Set(stored.length ? stored : blogCategories);
  for (const { category } of await liveSummaryRows()) names.add(category);
  return [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
}

/** Each category's name on the French blog (its English name when it has no French one); the default category's from the catalog. */
export async function frenchCategoryNames(): Promise<Map<string, string>> {
  const rows = await keptCategories();
  const names = new Map(rows.map((category) => [category.name, category.name_fr?.trim() || category.name]));
  if (!names.has(DEFAULT_CATEGORY)) names.set(DEFAULT_CATEGORY, translate("fr", "blog.uncategorized"));
  return names;
}

/** The editors' French name for a category; blank clears it. */
export async function setFrenchCategoryName(id: number, nameFr: string): Promise<Category | null> {
  const clean = nameFr.trim().replace(/\s+/g, " ");
  const row = await db().updateTable("categories").set({ name_fr: clean || null }).where("id", "=", id).returningAll().executeTakeFirst();
  return row ?? null;
}

/** The choices of the post form's dropdown: Uncategorized plus every category. */
export async function postCategoryChoices(): Promise<string[]> {
  const names = (await listCategories()).map((category) => category.name);
  return [DEFAULT_CATEGORY, ...names.filter((name) => name.toLowerCase() !== DEFAULT_CATEGORY.toLowerCase())];
}

type AddCategoryResult = { ok: true; category: Category } | { ok: false; error: string };

export async function addCategory(name: string): Promise<AddCategoryResult> {
  const clean = name.trim().replace(/\s+/g, " ");
  const existing = await db()
    .selectFrom("categories")
    .select("name")
    .where(sql`lower(name)`, "=", clean.toLowerCase())
    .executeTakeFirst();
  if (existing) return { ok: false, error: `A category named “${existing.name}” already exists.` };
  try {
    const category = await db().insertInto("categories").values({ name: clean }).returningAll().executeTakeFirstOrThrow();
    return { ok: true, category };
  } catch (error) {
    // Two people adding one name at once: the second insert meets the unique index.
    if (isUniqueViolation(error)) {
      return { ok: false, error: `A category named “${clean}” already exists.` };
    }
    throw error;
  }
}

export async function findCategory(id: number): Promise<Category | null> {
  return (await db().selectFrom("categories").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/** How many posts (drafts included) are filed under this category name. */
export async function countPostsInCategory(name: string): Promise<number> {
  const row = await db()
    .selectFrom("posts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("category", "=", name)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type DeleteCategoryResult =
  | { ok: true; name: string }
  | { ok: false; reason: "not-found" | "in-use"; error: string };

export function categoryInUseMessage(name: string, count: number): string {
  const posts = count === 1 ? "1 post uses" : `${count} posts use`;
  return `${posts} “${name}”. Move ${count === 1 ? "it" : "them"} to another category first.`;
}

export async function deleteCategory(id: number): Promise<DeleteCategoryResult> {
  return db().transaction().execute(async (trx) => {
    const category = await trx.selectFrom("categories").selectAll().where("id", "=", id).executeTakeFirst();
    if (!category) return { ok: false, reason: "not-found", error: "That category no longer exists." };
    const { n } = await trx
      .selectFrom("posts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("category", "=", category.name)
      .executeTakeFirstOrThrow();
    if (Number(n) > 0) {
      return { ok: false, reason: "in-use", error: categoryInUseMessage(category.name, Number(n)) };
    }
    await trx.deleteFrom("categories").where("id", "=", id).execute();
    return { ok: true, name: category.name };
  });
}

/** Every category with the number of posts filed under it. */
export async function listCategoriesWithUsage(): Promise<(Category & { posts: number })[]> {
  const [categories, usage] = await Promise.all([
    listCategories(),
    db()
      .selectFrom("posts")
      .select(["category", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("category")
      .execute(),
  ]);
  const counts = new Map(usage.map((row) => [row.category, Number(row.n)]));
  return categories.map((category) => ({ ...category, posts: counts.get(category.name) ?? 0 }));
}
