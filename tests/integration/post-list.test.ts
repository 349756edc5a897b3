/**
 * The dashboard's post list as a working tool: search (title, excerpt,
 * tags), filters by status, category and author as GET parameters, newest
 * first, 25 a page; an author sees only their own posts whatever they ask.
 */
import { beforeAll, describe, expect, test } from "vitest";
import * as dashboard from "~/routes/admin/dashboard";
import { createPost, type PostInput } from "~/server/domain/posts.server";
import { db } from "~/server/infra/db.server";
import { dataOf, get, run, signedInCookie, type RouteModule } from "./admin-helpers";
import { clearTables } from "./helpers";

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
