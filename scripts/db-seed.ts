// `npm run db:seed`: adds the demo content that is missing (idempotent).
import { migrateToLatest } from "~/server/infra/db.server";
import { seedDemoContent } from "~/server/domain/seed.server";
import { runScript } from "./cli";

await runScript("db:seed", async () => {
  await migrateToLatest();
  const added = await seedDemoContent();
  console.log(`added ${added.categories} categories, ${added.testimonials} testimonials, ${added.posts} posts`);
});
