/**
 * The dashboard's post list as a working tool: search (title, excerpt,
 * tags), filters by status, category and author as GET parameters, newest
 * first, 25 a page; an author sees only their own posts whatever they ask.
 */
import { beforeAll, describe, expect, test } from "vitest";
import * as dashboard from "~/routes/admin/dashboard";
import * as bulkRoute from "~/routes/admin/posts/posts-bulk";
import { createPost, type PostInput } from "~/server/domain/posts.server";
import { db } from "~/server/infra/db.server";
import { dataOf, flashToastOf, get, run, signedInCookie, type RouteModule } from "./admin-helpers";
import { clearTables, ORIGIN } from "./helpers";

type Page = { posts: { title: string; published: boolean; category: string }[]; postList: { total: number; page: number; pageCount: number }; authors: { value: string }[] };
const list = async (query: string, cookie: string) => dataOf<Page>(await run((dashboard as unknown as RouteModule).loader, get(`/admin${query}`, cookie)));

const base: PostInput = { title: "", excerpt: "", content: "Body", author: "", authorRole: "", category: "Home Care", tags: "", featured: false, published: false, image: null, imageAlt: "" };
let editor = "";
let author = "";
let authorId = 0;

beforeAll(async () => {
  await clearTables();
  editor = await signedInCookie("list-editor@example.com", "editor");
  author = await signedInCookie("list-author@example.com", "author");
  authorId = (await db().selectFrom("users").select("id").where("email", "=", "list-author@example.com").executeTakeFirstOrThrow()).id;
  const start = Date.parse("2026-01-01T00:00:00Z");
  for (let i = 0; i < 30; i++) {
    await createPost(
      { ...base, title: `Routine post ${i}`, published: i % 3 === 0, category: i % 2 ? "Senior Health" : "Home Care", tags: i === 7 ? "winter, falls" : "" },
      new Date(start + i * 60_000),
      i < 4 ? authorId : null,
    );
  }
  await createPost({ ...base, title: "Night-time Care Checklist", excerpt: "What to prepare before dark" }, new Date(start + 31 * 60_000));
});

describe("the dashboard's post list", () => {
  test("newest first, 25 a page, the page in the URL", async () => {
    const first = await list("", editor);
    expect(first.postList).toEqual({ total: 31, page: 1, pageCount: 2 });
    expect(first.posts).toHaveLength(25);
    expect(first.posts[0]!.title).toBe("Night-time Care Checklist");
    const second = await list("?page=2", editor);
    expect(second.posts.map((post) => post.title)).toEqual(["Routine post 5", "Routine post 4", "Routine post 3", "Routine post 2", "Routine post 1", "Routine post 0"]);
    // A page past the end shows the last one.
    expect((await list("?page=99", editor)).postList.page).toBe(2);
  });

  test("search matches title, excerpt and tags, case-insensitively", async () => {
    expect((await list("?q=CHECKLIST", editor)).posts.map((post) => post.title)).toEqual(["Night-time Care Checklist"]);
    expect((await list("?q=before%20dark", editor)).posts.map((post) => post.title)).toEqual(["Night-time Care Checklist"]);
    expect((await list("?q=falls", editor)).posts.map((post) => post.title)).toEqual(["Routine post 7"]);
    expect((await list("?q=%25", editor)).postList.total).toBe(0);
  });

  test("filters by status, category and author, together", async () => {
    const published = await list("?status=published", editor);
    expect(published.postList.total).toBe(10);
    expect(published.posts.every((post) => post.published)).toBe(true);
    const drafts = await list("?status=draft&category=Senior%20Health", editor);
    expect(drafts.postList.total).toBe(10);
    expect(drafts.posts.every((post) => !post.published && post.category === "Senior Health")).toBe(true);
    expect((await list(`?author=${authorId}`, editor)).postList.total).toBe(4);
    expect((await list("?status=nonsense&author=abc", editor)).postList.total).toBe(31);
    expect((await list("", editor)).authors.map((a) => a.value)).toContain(String(authorId));
  });

  test("an author's list is their own posts, whatever the filter asks", async () => {
    const own = await list("", author);
    expect(own.postList.total).toBe(4);
    expect((await list("?author=999", author)).postList.total).toBe(4);
    expect((await list("?q=Night", author)).postList.total).toBe(0);
    expect(own.authors).toEqual([]);
  });
});

describe("bulk actions", () => {
  const bulk = bulkRoute as unknown as RouteModule;
  const form = (fields: [string, string][]) => new URLSearchParams(fields);
  const postForm = (fields: [string, string][], cookie: string) =>
    new Request(new URL("/admin/posts/bulk", ORIGIN), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, Cookie: cookie },
      body: form(fields),
    });
  const idsOf = async (titles: string[]) =>
    (await db().selectFrom("posts").select(["id", "title"]).where("title", "in", titles).execute()).map((row) => row.id);

  test("publish and unpublish several posts at once, counted and audited", async () => {
    const ids = await idsOf(["Routine post 1", "Routine post 2", "Routine post 4"]);
    const published = await run(bulk.action, postForm([["intent", "publish"], ...ids.map((id): [string, string] => ["ids", String(id)])], editor));
    expect(published).toMatchObject({ status: 302, location: "/admin" });
    expect((await flashToastOf(published))?.title).toBe("3 posts published.");
    const rows = await db().selectFrom("posts").select("published").where("id", "in", ids).execute();
    expect(rows.every((row) => row.published === 1)).toBe(true);
    expect((await db().selectFrom("audit_log").select("target_id").where("action", "=", "post-publish").execute()).map((row) => Number(row.target_id)).sort()).toEqual([...ids].sort());

    const one = await run(bulk.action, postForm([["intent", "unpublish"], ["ids", String(ids[0])]], editor));
    expect((await flashToastOf(one))?.title).toBe("1 post unpublished.");
  });

  test("delete asks first (a confirmation page listing the posts), then deletes and counts", async () => {
    const ids = await idsOf(["Routine post 10", "Routine post 11"]);
    const fields: [string, string][] = [["intent", "delete"], ...ids.map((id): [string, string] => ["ids", String(id)])];
    const asked = await run(bulk.action, postForm(fields, editor));
    expect(asked.status).toBe(302);
    expect(asked.kind === "response" && asked.location).toMatch(/^\/admin\/posts\/bulk\?intent=delete&ids=\d+&ids=\d+$/);
    expect(await db().selectFrom("posts").select("id").where("id", "in", ids).execute()).toHaveLength(2);
    const page = dataOf<{ posts: { title: string }[] }>(await run(bulk.loader, get((asked as { location: string }).location, editor)));
    expect(page.posts.map((post) => post.title).sort()).toEqual(["Routine post 10", "Routine post 11"]);

    const confirmed = await run(bulk.action, postForm([...fields, ["confirm", "yes"]], editor));
    expect((await flashToastOf(confirmed))?.title).toBe("2 posts deleted.");
    expect(await db().selectFrom("posts").select("id").where("id", "in", ids).execute()).toHaveLength(0);
  });

  test("nothing selected, or an author: nothing changes", async () => {
    const none = await run(bulk.action, postForm([["intent", "publish"]], editor));
    expect((await flashToastOf(none))).toMatchObject({ title: "Nothing changed", description: "Select at least one post." });
    const ids = await idsOf(["Routine post 13"]);
    const refused = await run(bulk.action, postForm([["intent", "delete"], ["ids", String(ids[0])], ["confirm", "yes"]], author));
    expect(refused.status).toBe(403);
    expect(await db().selectFrom("posts").select("id").where("id", "in", ids).execute()).toHaveLength(1);
  });
});
