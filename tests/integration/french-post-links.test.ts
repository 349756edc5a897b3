/**
 * Links to posts in both blogs (decision 0803): the editor's link search gives
 * a French post's French address, and the content checks accept a link to a
 * post only at its own edition's address.
 */
import { beforeEach, expect, test } from "vitest";
import { checkPostContent } from "~/server/domain/content-checks.server";
import { searchLinkTargets } from "~/server/domain/link-targets.server";
import { savePost } from "~/server/domain/post-editor.server";
import { createPost } from "~/server/domain/posts.server";
import { listRedirects } from "~/server/domain/redirects.server";
import { db } from "~/server/infra/db.server";
import { clearTables } from "./helpers";
import { postInput } from "./factories";

const T0 = new Date("2026-11-02T14:00:00Z");
const later = new Date("2026-11-03T14:00:00Z");

beforeEach(clearTables);

test("the link search and the content checks know where each language's posts live", async () => {
  const english = await createPost(postInput({ title: "Respite care explained", published: true }), T0);
  const french = await createPost(postInput({ title: "Le répit expliqué", published: true }), T0, null, null, { language: "fr", translationOf: english.id });

  expect(await searchLinkTargets("répit", later)).toEqual([{ title: french.title, path: `/fr/blogue/${encodeURIComponent(french.slug)}`, kind: "post" }]);
  expect((await searchLinkTargets("respite", later)).map((target) => target.path)).toContain(`/blog/${english.slug}`);

  const content = [`[ok](/fr/blogue/${french.slug})`, `[ok too](/blog/${english.slug})`, `[wrong blog](/fr/blogue/${english.slug})`, `[also wrong](/blog/${french.slug})`, "[feed](/fr/blogue/rss.xml)"].join("\n\n");
  const { warnings } = await checkPostContent(content);
  expect(warnings).toEqual([
    `Line 5: the link to /fr/blogue/${english.slug} leads nowhere: no post has that address.`,
    `Line 7: the link to /blog/${french.slug} leads nowhere: no post has that address.`,
  ]);
});

test("a live French post given a new address leaves its old French address leading to it", async () => {
  const french = await createPost(postInput({ title: "Home care tips", published: true }), T0, null, null, { language: "fr", translationOf: null });
  const stamp = T0.toISOString();
  const { id } = await db().insertInto("users").values({ email: "owner@example.com", password_hash: "x", role: "owner", created_at: stamp, updated_at: stamp }).returning("id").executeTakeFirstOrThrow();
  const owner = { id, role: "owner" as const, name: "Owner" };
  const fields = postInput({ title: "Conseils pour les soins à domicile", published: true });
  const saved = await savePost(french, { fields, image: null, socialImage: null, uploads: [], autosave: false, recompute: true }, owner);
  if (!saved.ok) throw new Error("expected a save");
  expect(saved.post.slug).toBe("conseils-pour-les-soins-a-domicile");
  expect(saved.addresses.movedFrom).toBe(`/fr/blogue/${french.slug}`);
  expect((await listRedirects()).map(({ from, to, status }) => ({ from, to, status }))).toEqual([
    { from: `/fr/blogue/${french.slug}`, to: `/fr/blogue/${saved.post.slug}`, status: 301 },
  ]);
});
