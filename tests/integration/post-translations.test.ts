/**
 * Posts in two languages (decision 0803): each edition lists its own
 * language's posts, a French version is a linked copy (one per original, also
 * when two saves race), and a translation saved before its original's last
 * change is outdated.
 */
import { beforeEach, describe, expect, test } from "vitest";
import { ALL_CATEGORIES } from "~/schemas/blog-query";
import { createFrenchVersion, liveOtherVersionOf, otherVersionOf, otherVersionsOf } from "~/server/domain/post-translations.server";
import { createPost, findPublishedPost, latestPublishedPosts, listPublishedPosts, setPublished, updatePost } from "~/server/domain/posts.server";
import { clearTables } from "./helpers";
import { postInput } from "./factories";

const at = (iso: string) => new Date(iso);
const T0 = at("2026-11-02T14:00:00Z");

beforeEach(clearTables);

describe("a French version of a post", () => {
  test("is a French draft linked to its original, made once however often it is asked for", async () => {
    const original = await createPost(postInput({ title: "Falls at home", published: true }), T0);
    const [first, second] = await Promise.all([createFrenchVersion(original.id, null, null, T0), createFrenchVersion(original.id, null, null, T0)]);
    if (!first.ok || !second.ok) throw new Error("expected French versions");
    expect(first.post.id).toBe(second.post.id);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    expect(first.post).toMatchObject({ language: "fr", translationOf: original.id, status: "draft", title: "Falls at home", content: original.content });
    expect(await otherVersionOf(original, T0)).toMatchObject({ id: first.post.id, language: "fr", status: "draft", outdated: false });
    expect(await otherVersionOf(first.post, T0)).toMatchObject({ id: original.id, language: "en", status: "published", outdated: false });
    // A draft translation is no twin for visitors.
    expect(await liveOtherVersionOf(original, T0)).toBeNull();

    const french = await createFrenchVersion(first.post.id, null, null, T0);
    expect(french).toEqual({ ok: false, reason: "not-english" });
    expect(await createFrenchVersion(999_999, null, null, T0)).toEqual({ ok: false, reason: "missing" });
  });

  test("is outdated once its original changes after it, until it is saved again", async () => {
    const original = await createPost(postInput({ title: "Caregiver burnout", published: true }), T0);
    const made = await createFrenchVersion(original.id, null, null, at("2026-11-03T09:00:00Z"));
    if (!made.ok) throw new Error("expected a French version");
    const translated = await updatePost(made.post.id, postInput({ title: "L'épuisement des aidants", published: true }), { now: at("2026-11-04T09:00:00Z") });
    if (!translated.ok) throw new Error("expected a save");
    expect((await otherVersionsOf([original], at("2026-11-05T09:00:00Z"))).get(original.id)).toMatchObject({ outdated: false, status: "published" });
    expect(await liveOtherVersionOf(original, at("2026-11-05T09:00:00Z"))).toMatchObject({ slug: translated.post.slug, language: "fr" });

    await updatePost(original.id, postInput({ title: "Caregiver burnout", content: "New advice", published: true }), { now: at("2026-11-06T09:00:00Z") });
    const listed = await otherVersionsOf([original, translated.post], at("2026-11-06T10:00:00Z"));
    expect(listed.get(original.id)).toMatchObject({ id: translated.post.id, outdated: true });
    expect(listed.get(translated.post.id)).toMatchObject({ id: original.id, outdated: true });

    await updatePost(translated.post.id, postInput({ title: "L'épuisement des aidants", content: "Nouveaux conseils", published: true }), { now: at("2026-11-07T09:00:00Z") });
    expect((await otherVersionOf(original, at("2026-11-07T10:00:00Z")))?.outdated).toBe(false);
  });
});

describe("each edition's blog", () => {
  test("lists, finds and feeds only the posts in its language", async () => {
    const english = await createPost(postInput({ title: "Dementia care", published: true }), T0);
    const made = await createFrenchVersion(english.id, null, null, T0);
    if (!made.ok) throw new Error("expected a French version");
    await setPublished(made.post.id, true, T0);
    const later = at("2026-11-03T00:00:00Z");
    const query = { q: "", category: ALL_CATEGORIES, page: 1 };

    expect((await listPublishedPosts(query, later)).posts.map((post) => post.id)).toEqual([english.id]);
    expect((await listPublishedPosts({ ...query, language: "fr" }, later)).posts.map((post) => post.id)).toEqual([made.post.id]);
    expect((await latestPublishedPosts(20, later, "fr")).map((post) => post.id)).toEqual([made.post.id]);
    expect((await latestPublishedPosts(20, later)).map((post) => post.id)).toEqual([english.id]);
    expect(await findPublishedPost(made.post.slug, later)).toBeNull();
    expect((await findPublishedPost(made.post.slug, later, "fr"))?.id).toBe(made.post.id);
    expect(await findPublishedPost(english.slug, later, "fr")).toBeNull();
  });
});
