/**
 * Links to posts in both blogs (decision 0803): the editor's link search gives
 * a French post's French address, and the content checks accept a link to a
 * post only at its own edition's address.
 */
import { beforeEach, expect, test } from "vitest";
import { checkPostContent } from "~/server/domain/content-checks.server";
import { searchLinkTargets } from "~/server/domain/link-targets.server";
import { createPost } from "~/server/domain/posts.server";
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
