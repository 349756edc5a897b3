/**
 * Demo content for an empty database. Idempotent: categories and posts are
 * matched by their unique name/slug, testimonials are only added when the
 * table is empty, so running it twice changes nothing.
 */
import { blogCategories, blogCategoryFrenchNames, demoPosts, demoTestimonials } from "~/content/demo-content";
import { readTime, slugify } from "~/lib/post-rules";
import { db } from "~/server/infra/db.server";
import { seedJobPostings } from "~/server/domain/job-postings-seed.server";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoContent(now = new Date(), database = db()) {
  const counts = { categories: 0, testimonials: 0, posts: 0, postings: 0 };
  await database.transaction().execute(async (trx) => {
    for (const name of blogCategories) {
      const result = await trx
        .insertInto("categories")
        .values({ name, name_fr: blogCategoryFrenchNames[name] })
        .onConflict((oc) => oc.column("name").doNothing())
        .executeTakeFirst();
      counts.categories += Number(result.numInsertedOrUpdatedRows ?? 0);
    }

    const existing = await trx.selectFrom("testimonials").select("id").limit(1).executeTakeFirst();
    if (!existing) {
      await trx
        .insertInto("testimonials")
        .values(
          demoTestimonials.map((t, index) => ({
            name: t.name,
            role: t.role ?? null,
            rating: t.rating,
            content: t.content,
            created_at: new Date(now.getTime() - index * DAY_MS).toISOString(),
          })),
        )
        .execute();
      counts.testimonials = demoTestimonials.length;
    }

    for (const post of demoPosts) {
      const createdAt = new Date(now.getTime() - post.daysAgo * DAY_MS).toISOString();
      const result = await trx
        .insertInto("posts")
        .values({
          title: post.title,
          slug: slugify(post.title),
          content: post.content,
          excerpt: post.excerpt,
          author: post.author,
          author_role: post.author_role,
          category: post.category,
          tags: JSON.stringify(post.tags),
          featured: post.featured ? 1 : 0,
          published: post.published ? 1 : 0,
          read_time: readTime(post.content),
          image: post.image?.src ?? null,
          image_alt: post.image?.alt ?? null,
          published_at: post.published ? createdAt : null,
          went_live_at: post.published ? createdAt : null,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .onConflict((oc) => oc.column("slug").doNothing())
        .executeTakeFirst();
      counts.posts += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
  });
  // --- hiring: today's six job postings, once ---
  counts.postings = await seedJobPostings(now, database);
  return counts;
}

/** True when nothing has been created yet (no posts, categories or testimonials). */
export async function databaseIsEmpty(): Promise<boolean> {
  for (const table of ["posts", "categories", "testimonials"] as const) {
    const row = await db().selectFrom(table).select("id").limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}
