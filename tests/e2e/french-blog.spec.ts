/**
 * The language switcher on articles with the page's script running (issue
 * 41): on a translated post it leads to the translation and back; on an
 * English-only post, to the French blog's notice. What each page says and
 * names (hreflang, the notice's words) is read in
 * tests/http/french-blog-pages.test.ts.
 */
import { expect, test } from "./support/test";
import { frenchVersionOf } from "./support/posts";

/** Seeded published posts no other browser test translates or emails. */
const TRANSLATED = "Staying Active After 70: Gentle Exercise That Works";
const ENGLISH_ONLY = { title: "What Ontario Health Teams Mean for Home Care", slug: "what-ontario-health-teams-mean-for-home-care" };

test("the switcher on a translated post leads to its translation and back; on an English-only post, to the French blog's notice", async ({ page }) => {
  const french = { title: "Rester actif après 70 ans : des exercices doux qui fonctionnent", slug: `rester-actif-apres-70-ans-${Date.now().toString(36)}` };
  frenchVersionOf(TRANSLATED, { ...french, excerpt: "Des exercices doux, sans danger, pour garder sa force." });

  await page.goto("/blog/staying-active-after-70-gentle-exercise-that-works");
  await page.getByRole("link", { name: "Ce site en français" }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/blogue/${french.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(french.title);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await page.getByRole("link", { name: "This site in English" }).click();
  await expect(page).toHaveURL(/\/blog\/staying-active-after-70-gentle-exercise-that-works$/);

  await page.goto(`/blog/${ENGLISH_ONLY.slug}`);
  await page.getByRole("link", { name: "Ce site en français" }).click();
  await expect(page).toHaveURL(/\/fr\/blogue\?/);
  await expect(page.getByText("Cet article n'existe qu'en anglais.")).toBeVisible();
  await page.getByRole("link", { name: new RegExp(ENGLISH_ONLY.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${ENGLISH_ONLY.slug}$`));
});
