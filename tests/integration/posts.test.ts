/**
 * The blog and the post admin through their routes: the rules of spec 5,
 * publish/unpublish/delete with the texts of spec 8, categories, image
 * uploads, the public list (search, filter, pages), the article (drafts are
 * 404, bodies sanitised) and the RSS feed.
 */
import fs from "node:fs";
import { parseDocument } from "htmlparser2";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import * as article from "~/routes/blog/article";
import * as feed from "~/routes/blog/feed";
import * as list from "~/routes/blog/list";
import * as postImage from "~/routes/blog/post-image";
import * as categories from "~/routes/admin/posts/categories";
import * as categoryDelete from "~/routes/admin/posts/category-delete";
import * as dashboard from "~/routes/admin/dashboard";
import * as postDelete from "~/routes/admin/posts/post-delete";
import * as postEdit from "~/routes/admin/posts/post-edit";
import * as postNew from "~/routes/admin/posts/post-new";
import * as preview from "~/routes/admin/posts/post-preview";
import { firstFieldErrors, type SubmissionErrors } from "~/lib/field-errors";
import { db } from "~/server/infra/db.server";
import { POST_IMAGE_DIRECTORY } from "~/server/domain/post-images.server";
import { deletePostAndImages } from "~/server/domain/post-editor.server";
import { type BlogPage, createPost, findPostById, type PostInput } from "~/server/domain/posts.server";
import { seedDemoContent } from "~/server/domain/seed.server";
import { storedFilePath } from "~/server/infra/stored-files.server";
import {
  dataOf,
  flashToastOf,
  get,
  multipartPost,
  PNG_BYTES,
  post,
  run,
  signedInCookie,
  type RouteModule,
} from "./admin-helpers";
import { clearTables } from "./helpers";
import { metadataIn } from "../support/photo";
import { postInput } from "./factories";

const r = (mod: unknown) => mod as RouteModule;
/** conform's submission result, as the admin forms' actions answer it. */
type FormResult = { error?: SubmissionErrors; initialValue?: Record<string, unknown> };
let cookie = "";

const HOSTILE_BODY = [
  "Intro paragraph.",
  "<script>alert('script')</script>",
  '<img src="/x.png" onerror="alert(\'onerror\')">',
  "[click me](javascript:alert('link'))",
  '<a href=" javascript:alert(1)">spaced</a> <iframe src="https://evil.example"></iframe>',
  '<p onmouseover="alert(1)" style="position:fixed">hover</p>',
].join("\n\n");

function words(n: number) {
  return Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
}

async function createViaForm(fields: Record<string, string>, file: { name: string; bytes: Uint8Array } | null = null) {
  // A post image needs its description (or "Decorative image"): give one unless the test is about that.
  const withAlt = file || fields.pending_image ? { image_alt: "A test image", ...fields } : fields;
  return run(r(postNew).action, multipartPost("/admin/new", withAlt, file, cookie));
}

async function postBySlug(slug: string) {
  return db().selectFrom("posts").selectAll().where("slug", "=", slug).executeTakeFirst();
}

function imageFiles(): string[] {
  try {
    return fs.readdirSync(storedFilePath(POST_IMAGE_DIRECTORY, "x").replace(/\/x$/, "")).filter((f) => !f.startsWith("."));
  } catch {
    return [];
  }
}

const baseInput: PostInput = postInput({ title: "", excerpt: "", author: "", authorRole: "", published: true });

beforeAll(async () => {
  await clearTables();
  await seedDemoContent();
  cookie = await signedInCookie("posts-admin@example.com");
});

describe("creating a post (spec 5 rules)", () => {
  test("slug, read time, tags, defaults and the excerpt fallback", async () => {
    const content = `<p>${words(450)}</p>`;
    const outcome = await createViaForm({
      title: "  Hello, Home-Care World!  ",
      excerpt: "",
      author: "",
      author_role: "",
      category: "",
      tags: " visits, , families ,night care,",
      content,
      published: "on",
    });
    expect(outcome.kind === "response" ? outcome.location : null).toBe("/admin");
    expect((await flashToastOf(outcome))?.title).toBe("Post created");
    const row = await postBySlug("hello-home-care-world");
    expect(row).toBeDefined();
    expect(row!.title).toBe("Hello, Home-Care World!");
    expect(row!.read_time).toBe("3 min read");
    expect(JSON.parse(row!.tags)).toEqual(["visits", "families", "night care"]);
    expect(row!.author).toBe("Admin");
    expect(row!.category).toBe("Uncategorized");
    expect(row!.excerpt).toBe(`${words(450).slice(0, 200)}...`);
    expect(row!.published).toBe(1);
    expect(row!.featured).toBe(0);
  });

  test("a taken slug gets -2, then -3", async () => {
    for (let i = 0; i < 3; i++) {
      const outcome = await createViaForm({ title: "Same Title", content: "x" });
      expect(outcome.status).toBe(302);
    }
    const slugs = (await db().selectFrom("posts").select("slug").where("title", "=", "Same Title").execute()).map((p) => p.slug);
    expect(slugs.sort()).toEqual(["same-title", "same-title-2", "same-title-3"]);
  });

  test("a title is required, and must make a slug; the typed values are kept", async () => {
    const before = await db().selectFrom("posts").select("id").execute();
    for (const title of ["", "   ", "!!! ???"]) {
      const outcome = await createViaForm({ title, content: "Kept content", tags: "a, b" });
      expect(outcome.status).toBe(400);
      const { result } = dataOf<{ result: FormResult }>(outcome);
      expect(firstFieldErrors(result.error).title).toMatch(title.trim() ? /at least one letter or number/ : /^Enter a title\.$/);
      expect(result.initialValue?.content).toBe("Kept content");
      expect(result.initialValue?.tags).toBe("a, b");
    }
    expect(await db().selectFrom("posts").select("id").execute()).toHaveLength(before.length);
  });

  test("a category must be one of the list", async () => {
    const outcome = await createViaForm({ title: "Odd category", category: "Not a category" });
    expect(outcome.status).toBe(400);
    expect(firstFieldErrors(dataOf<{ result: FormResult }>(outcome).result.error).category).toBe("Choose a category from the list.");
    const ok = await createViaForm({ title: "Good category", category: "Caregiver Tips" });
    expect(ok.status).toBe(302);
    expect((await postBySlug("good-category"))?.category).toBe("Caregiver Tips");
  });

  test("the form's loader offers Uncategorized and every category", async () => {
    const data = dataOf<{ categories: string[] }>(await run(r(postNew).loader, get("/admin/new", cookie)));
    expect(data.categories[0]).toBe("Uncategorized");
    expect(data.categories).toEqual(expect.arrayContaining(["Home Care", "SinaiCare Updates"]));
  });
});

describe("editing, publishing, deleting", () => {
  test("edit saves every field but keeps the slug and the read time", async () => {
    const created = await createPost({ ...baseInput, title: "Original Title", content: words(10) });
    const outcome = await run(
      r(postEdit).action,
      multipartPost(
        `/admin/edit/${created.id}`,
        { title: "A New Title", excerpt: "New excerpt", content: words(1000), category: "Health News", tags: "x", published: "on" },
        null,
        cookie,
      ),
      { id: String(created.id) },
    );
    expect(outcome.kind === "response" ? outcome.location : null).toBe("/admin");
    expect((await flashToastOf(outcome))?.title).toBe("Saved");
    const saved = await findPostById(created.id);
    expect(saved).toMatchObject({
      title: "A New Title",
      slug: "original-title",
      readTime: "1 min read",
      excerpt: "New excerpt",
      category: "Health News",
      tags: ["x"],
    });
  });

  test("the edit form is prefilled; an unknown id is 404", async () => {
    const created = await createPost({ ...baseInput, title: "Prefilled", tags: "one, two", authorRole: "RN" });
    const data = dataOf<{ values: Record<string, unknown> }>(
      await run(r(postEdit).loader, get(`/admin/edit/${created.id}`, cookie), { id: String(created.id) }),
    );
    expect(data.values).toMatchObject({ title: "Prefilled", tags: "one, two", author: "Admin", author_role: "RN", published: true });
    expect((await run(r(postEdit).loader, get("/admin/edit/999999", cookie), { id: "999999" })).status).toBe(404);
    expect((await run(r(postEdit).loader, get("/admin/edit/abc", cookie), { id: "abc" })).status).toBe(404);
  });

  test("publish / unpublish toggle, and drafts are invisible to visitors", async () => {
    const created = await createPost({ ...baseInput, title: "Toggle Me", published: false });
    const visible = async () => (await run(r(article).loader, get(`/blog/${created.slug}`), { slugOrId: created.slug })).status;
    expect(await visible()).toBe(404);
    expect((await run(r(article).loader, get(`/blog/${created.id}`), { slugOrId: String(created.id) })).status).toBe(404);

    const published = await run(r(dashboard).action, post("/admin", { intent: "publish", id: String(created.id) }, cookie));
    expect((await flashToastOf(published))?.title).toBe("Published");
    expect(await visible()).toBe(200);
    // By id: one address per article (301 to the slug).
    expect((await run(r(article).loader, get(`/blog/${created.id}`), { slugOrId: String(created.id) })).status).toBe(301);

    const unpublished = await run(r(dashboard).action, post("/admin", { intent: "unpublish", id: String(created.id) }, cookie));
    expect((await flashToastOf(unpublished))?.title).toBe("Unpublished");
    expect(await visible()).toBe(404);
  });

  test("the dashboard lists every post newest first with its status", async () => {
    const data = dataOf<{ posts: { title: string; slug: string; published: boolean; createdAt: string }[] }>(
      await run(r(dashboard).loader, get("/admin", cookie)),
    );
    expect(data.posts.some((p) => !p.published)).toBe(true);
    const dates = data.posts.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test("delete: 'Deleted' / 'Post deleted.', then 'Delete failed' for a post that is gone", async () => {
    const created = await createPost({ ...baseInput, title: "Delete Me" });
    const confirm = await run(r(postDelete).loader, get(`/admin/delete/${created.id}`, cookie), { id: String(created.id) });
    expect(dataOf<{ post: { title: string } }>(confirm).post.title).toBe("Delete Me");
    expect(await findPostById(created.id)).not.toBeNull();

    const deleted = await run(r(postDelete).action, post(`/admin/delete/${created.id}`, {}, cookie), { id: String(created.id) });
    expect(deleted.kind === "response" ? deleted.location : null).toBe("/admin");
    expect(await flashToastOf(deleted)).toMatchObject({ title: "Deleted", description: "Post deleted.", variant: "success" });
    expect(await findPostById(created.id)).toBeNull();

    const again = await run(r(postDelete).action, post(`/admin/delete/${created.id}`, {}, cookie), { id: String(created.id) });
    expect(await flashToastOf(again)).toMatchObject({ title: "Delete failed", variant: "error" });
  });

  test("preview shows drafts, rendered and sanitised", async () => {
    const created = await createPost({ ...baseInput, title: "Draft Preview", content: HOSTILE_BODY, published: false });
    const data = dataOf<{ html: string; post: { title: string } }>(
      await run(r(preview).loader, get(`/admin/preview/${created.id}`, cookie), { id: String(created.id) }),
    );
    expect(data.post.title).toBe("Draft Preview");
    expect(data.html).toContain("Intro paragraph.");
    expect(data.html).not.toMatch(/<script|onerror|onmouseover|javascript:|<iframe|style=/i);
  });
});

describe("post images", () => {
  test("a real PNG is stored as post-<32 random hex>.png and served with an hour of caching", async () => {
    const outcome = await createViaForm(
      { title: "With Image", image_alt: "A caregiver at the door", published: "on" },
      { name: "Photo.PNG", bytes: PNG_BYTES },
    );
    expect(outcome.status).toBe(302);
    const row = await postBySlug("with-image");
    expect(row?.image).toMatch(/^\/media\/post-images\/post-[0-9a-f]{32}\.png$/);
    expect(row?.image_alt).toBe("A caregiver at the door");

    const name = row!.image!.split("/").pop()!;
    const response = await run(r(postImage).loader, get(row!.image!), { name });
    if (response.kind !== "response") throw new Error("expected a response");
    expect(response.status).toBe(200);
    expect(response.response.headers.get("Content-Type")).toBe("image/png");
    expect(response.response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    // Rewritten without metadata at upload (decision 0349): the same pixels, and what is served is what is stored.
    const servedBytes = Buffer.from(await response.response.arrayBuffer());
    expect(servedBytes.equals(fs.readFileSync(storedFilePath(POST_IMAGE_DIRECTORY, name)))).toBe(true);
    const pixels = (bytes: Uint8Array) => sharp(bytes).ensureAlpha().raw().toBuffer();
    expect((await pixels(servedBytes)).equals(await pixels(PNG_BYTES))).toBe(true);
    expect(await metadataIn(servedBytes)).toEqual([]);
  });

  test("a text file renamed .png is refused with 'Upload failed' and nothing is saved", async () => {
    const filesBefore = imageFiles();
    const outcome = await createViaForm(
      { title: "Fake Image Post", content: "Kept" },
      { name: "photo.png", bytes: new TextEncoder().encode("just text, not an image") },
    );
    expect(outcome.status).toBe(400);
    const body = dataOf<{ alert: { title: string; description: string }; result: FormResult }>(outcome);
    expect(body.alert.title).toBe("Upload failed");
    expect(body.alert.description).toMatch(/not a real \.png file/);
    expect(firstFieldErrors(body.result.error).image).toBe(body.alert.description);
    expect(body.result.initialValue?.title).toBe("Fake Image Post");
    expect(await postBySlug("fake-image-post")).toBeUndefined();
    expect(imageFiles()).toEqual(filesBefore);
  });

  test("a file over 5 MB is refused with the reason, and the typed values stay", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(PNG_BYTES.subarray(0, 16));
    const outcome = await createViaForm({ title: "Too Big Image", content: "Kept" }, { name: "big.png", bytes: big });
    expect(outcome.status).toBe(400);
    const body = dataOf<{ alert: { title: string; description: string }; result: FormResult }>(outcome);
    expect(body.alert).toEqual({ title: "Upload failed", description: "The file is larger than 5 MB." });
    expect(body.result.initialValue?.content).toBe("Kept");
    expect(await postBySlug("too-big-image")).toBeUndefined();
  });

  test("other types are refused by extension", async () => {
    const outcome = await createViaForm({ title: "SVG Post" }, { name: "drawing.svg", bytes: new TextEncoder().encode("<svg/>") });
    expect(dataOf<{ alert: { title: string; description: string } }>(outcome).alert).toEqual({
      title: "Upload failed",
      description: "Only .png, .jpg, .jpeg, .webp, .gif and .avif files are accepted.",
    });
  });

  test("a valid image next to an invalid field is kept for the next attempt", async () => {
    const first = await createViaForm({ title: "" }, { name: "a.png", bytes: PNG_BYTES });
    const pending = dataOf<{ pendingImage: string }>(first).pendingImage;
    expect(pending).toMatch(/^\/media\/post-images\/post-[0-9a-f]{32}\.png$/);
    const second = await createViaForm({ title: "Kept Image", pending_image: pending });
    expect(second.status).toBe(302);
    expect((await postBySlug("kept-image"))?.image).toBe(pending);
    // A made-up pending image is ignored.
    await createViaForm({ title: "Forged Pending", pending_image: "/media/post-images/../../app.db" });
    expect((await postBySlug("forged-pending"))?.image).toBeNull();
  });

  test("a replaced or removed image stays while a revision shows it, and goes with the post", async () => {
    await createViaForm({ title: "Replace Image" }, { name: "a.png", bytes: PNG_BYTES });
    const row = (await postBySlug("replace-image"))!;
    const oldName = row.image!.split("/").pop()!;
    expect(fs.existsSync(storedFilePath(POST_IMAGE_DIRECTORY, oldName))).toBe(true);
    await run(
      r(postEdit).action,
      multipartPost(`/admin/edit/${row.id}`, { title: "Replace Image", image_alt: "New photo" }, { name: "b.png", bytes: PNG_BYTES }, cookie),
      { id: String(row.id) },
    );
    const replaced = (await findPostById(row.id))!;
    expect(replaced.image).not.toBe(row.image);
    // The first revision still shows the old image: restoring it must find the file.
    expect(fs.existsSync(storedFilePath(POST_IMAGE_DIRECTORY, oldName))).toBe(true);

    await run(
      r(postEdit).action,
      multipartPost(`/admin/edit/${row.id}`, { title: "Replace Image", remove_image: "on" }, null, cookie),
      { id: String(row.id) },
    );
    expect((await findPostById(row.id))!.image).toBeNull();
    const newName = replaced.image!.split("/").pop()!;
    expect(fs.existsSync(storedFilePath(POST_IMAGE_DIRECTORY, newName))).toBe(true);

    // Deleting the post deletes its revisions, and with them the last references.
    expect(await deletePostAndImages(row.id)).not.toBeNull();
    expect(fs.existsSync(storedFilePath(POST_IMAGE_DIRECTORY, oldName))).toBe(false);
    expect(fs.existsSync(storedFilePath(POST_IMAGE_DIRECTORY, newName))).toBe(false);
  });

  test("an image two posts show stays until the last of them lets it go", async () => {
    await createViaForm({ title: "First With Shared Image" }, { name: "shared.png", bytes: PNG_BYTES });
    const first = (await postBySlug("first-with-shared-image"))!;
    // The editor's pending-image field accepts any stored image: the second post shows the same file.
    await createViaForm({ title: "Second With Shared Image", pending_image: first.image! });
    const second = (await postBySlug("second-with-shared-image"))!;
    expect(second.image).toBe(first.image);
    const file = storedFilePath(POST_IMAGE_DIRECTORY, first.image!.split("/").pop()!);

    const deleted = await run(r(postDelete).action, post(`/admin/delete/${second.id}`, {}, cookie), { id: String(second.id) });
    expect(deleted.status).toBe(302);
    expect(await findPostById(second.id)).toBeNull();
    expect(fs.existsSync(file)).toBe(true);

    await run(r(postDelete).action, post(`/admin/delete/${first.id}`, {}, cookie), { id: String(first.id) });
    expect(fs.existsSync(file)).toBe(false);
  });

  test("the image route serves nothing but stored post images", async () => {
    for (const name of ["..%2Fapp.db", "post-1.png", "resume-1.pdf", "post-1234567890123.svg", "post-1234567890123.png"]) {
      const outcome = await run(r(postImage).loader, get(`/media/post-images/${name}`), { name });
      expect(outcome.status, name).toBe(404);
    }
  });
});

describe("categories", () => {
  test("add: trimmed, unique regardless of case, not blank, listed by name", async () => {
    const added = await run(r(categories).action, post("/admin/categories", { name: "  Nutrition   Tips " }, cookie));
    expect(added.status).toBe(302);
    expect((await flashToastOf(added))?.title).toBe("Category added");

    const duplicate = await run(r(categories).action, post("/admin/categories", { name: "nutrition tips" }, cookie));
    expect(duplicate.status).toBe(400);
    expect(firstFieldErrors(dataOf<FormResult>(duplicate).error).name).toBe("A category named “Nutrition Tips” already exists.");

    const blank = await run(r(categories).action, post("/admin/categories", { name: "   " }, cookie));
    expect(firstFieldErrors(dataOf<FormResult>(blank).error).name).toBe("Enter a category name.");
    const all = await run(r(categories).action, post("/admin/categories", { name: "all" }, cookie));
    expect(all.status).toBe(400);

    const names = dataOf<{ categories: { name: string }[] }>(await run(r(categories).loader, get("/admin/categories", cookie)))
      .categories.map((c) => c.name);
    expect(names).toContain("Nutrition Tips");
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  test("delete: 'Category deleted.'; a category in use is refused with the count", async () => {
    await run(r(categories).action, post("/admin/categories", { name: "Short Lived" }, cookie));
    const { id } = await db().selectFrom("categories").select("id").where("name", "=", "Short Lived").executeTakeFirstOrThrow();
    const deleted = await run(r(categoryDelete).action, post(`/admin/categories/${id}/delete`, {}, cookie), { id: String(id) });
    expect(await flashToastOf(deleted)).toMatchObject({ title: "Deleted", description: "Category deleted." });

    const inUse = await db().selectFrom("categories").select("id").where("name", "=", "Mental Wellness").executeTakeFirstOrThrow();
    const count = (await db().selectFrom("posts").select("id").where("category", "=", "Mental Wellness").execute()).length;
    expect(count).toBeGreaterThan(0);
    const confirm = dataOf<{ inUse: string | null }>(
      await run(r(categoryDelete).loader, get(`/admin/categories/${inUse.id}/delete`, cookie), { id: String(inUse.id) }),
    );
    expect(confirm.inUse).toMatch(new RegExp(`^${count} posts? uses? “Mental Wellness”`));
    const refused = await run(r(categoryDelete).action, post(`/admin/categories/${inUse.id}/delete`, {}, cookie), {
      id: String(inUse.id),
    });
    // The toast says why, in the confirmation page's words (with JavaScript the toast is all there is).
    expect(await flashToastOf(refused)).toMatchObject({ title: "Delete failed", variant: "error", description: confirm.inUse });
    expect(await db().selectFrom("categories").select("id").where("id", "=", inUse.id).executeTakeFirst()).toBeDefined();
  });
});

describe("the public blog list", () => {
  type ListData = { query: { q: string; category: string; page: number }; categories: string[]; page: BlogPage };
  const load = async (search = "") => dataOf<ListData>(await run(r(list).loader, get(`/blog${search}`)));

  test("only published posts; featured shown only for All without a search", async () => {
    const data = await load();
    const drafts = (await db().selectFrom("posts").select("slug").where("published", "=", 0).execute()).map((p) => p.slug);
    const shown = [...data.page.featured, ...data.page.posts].map((p) => p.slug);
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) expect(shown).not.toContain(draft);
    expect(data.page.featured.map((p) => p.slug)).toContain("five-signs-a-loved-one-could-use-help-at-home");
    expect(data.page.posts.map((p) => p.slug)).not.toContain("five-signs-a-loved-one-could-use-help-at-home");
    expect(data.categories).toEqual(expect.arrayContaining(["Home Care", "Senior Health", "SinaiCare Updates"]));
    // Posts filed under Uncategorized can be filtered too.
    expect(data.categories).toContain("Uncategorized");

    const homeCare = await load("?category=Home%20Care");
    expect(homeCare.page.featured).toEqual([]);
    expect(homeCare.page.posts.map((p) => p.slug)).toContain("five-signs-a-loved-one-could-use-help-at-home");
    expect(homeCare.page.posts.every((p) => p.category === "Home Care")).toBe(true);
  });

  test("search matches title, excerpt or tags, case-insensitively", async () => {
    const byTitle = await load("?q=CAREBRIDGE");
    expect(byTitle.page.posts.map((p) => p.slug)).toEqual(["introducing-carebridge-live-in-care"]);
    expect(byTitle.page.featured).toEqual([]);
    const byExcerpt = await load(`?q=${encodeURIComponent("physiotherapy partners")}`);
    expect(byExcerpt.page.posts.map((p) => p.slug)).toContain("staying-active-after-70-gentle-exercise-that-works");
    const byTag = await load(`?q=${encodeURIComponent("Aging At Home")}`);
    expect(byTag.page.posts.map((p) => p.slug)).toContain("five-signs-a-loved-one-could-use-help-at-home");
    const none = await load("?q=zzzz-nothing");
    expect(none.page.total).toBe(0);
    // % and _ are letters, not wildcards.
    expect((await load("?q=%25")).page.total).toBe(0);
    const both = await load(`?q=care&category=${encodeURIComponent("Mental Wellness")}`);
    expect(both.page.posts.every((p) => p.category === "Mental Wellness")).toBe(true);
  });

  test("12 posts per page, ?page= for the rest, 404 past the last page", async () => {
    for (let i = 0; i < 14; i++) {
      await createPost({ ...baseInput, title: `Paging Post ${i}`, category: "Health News", content: "x" });
    }
    const first = await load("?category=Health%20News");
    expect(first.page.posts).toHaveLength(12);
    expect(first.page.pageCount).toBeGreaterThanOrEqual(2);
    const second = await load("?category=Health%20News&page=2");
    expect(second.page.posts.length).toBe(first.page.total - 12);
    const firstSlugs = new Set(first.page.posts.map((p) => p.slug));
    expect(second.page.posts.some((p) => firstSlugs.has(p.slug))).toBe(false);
    expect((await run(r(list).loader, get("/blog?category=Health%20News&page=9"))).status).toBe(404);
    expect((await load("?page=abc")).query.page).toBe(1);
  });
});

describe("the article", () => {
  test("found by slug, by id a 301 to the slug; drafts and unknown paths are 404", async () => {
    const bySlug = await run(r(article).loader, get("/blog/introducing-carebridge-live-in-care"), {
      slugOrId: "introducing-carebridge-live-in-care",
    });
    const body = dataOf<{ post: { id: number; title: string }; html: string }>(bySlug);
    expect(body.post.title).toBe("Introducing CareBridge Live-in Care");
    expect(body.html).toContain("<p>");
    const byId = await run(r(article).loader, get(`/blog/${body.post.id}?utm_source=brochure`), { slugOrId: String(body.post.id) });
    expect(byId).toMatchObject({ status: 301, location: "/blog/introducing-carebridge-live-in-care?utm_source=brochure" });
    expect((await run(r(article).loader, get("/blog/no-such-post"), { slugOrId: "no-such-post" })).status).toBe(404);
    const draft = await db().selectFrom("posts").select(["id", "slug"]).where("published", "=", 0).executeTakeFirstOrThrow();
    expect((await run(r(article).loader, get(`/blog/${draft.slug}`), { slugOrId: draft.slug })).status).toBe(404);
    expect((await run(r(article).loader, get(`/blog/${draft.id}`), { slugOrId: String(draft.id) })).status).toBe(404);
  });

  test("a hostile body is rendered harmless", async () => {
    // The accessibility checks would refuse Publish (a level-1 heading, an image without a description):
    // saved as a draft, then made live directly, as a stolen account's older post would be.
    await createViaForm({ title: "Hostile Body", content: HOSTILE_BODY });
    await db().updateTable("posts").set({ published: 1, published_at: new Date(Date.now() - 60_000).toISOString() }).where("slug", "=", "hostile-body").execute();
    const data = dataOf<{ html: string; post: { excerpt: string } }>(
      await run(r(article).loader, get("/blog/hostile-body"), { slugOrId: "hostile-body" }),
    );
    expect(data.html).toContain("Intro paragraph.");
    expect(data.html).toContain("hover");
    expect(data.html).not.toMatch(/<script|onerror|onmouseover|javascript:|<iframe|style=/i);
    expect(data.post.excerpt).not.toMatch(/<|alert/);
  });

  test("an empty body shows the excerpt instead", async () => {
    await createViaForm({ title: "Only An Excerpt", excerpt: "Just the summary.", content: "", published: "on" });
    const data = dataOf<{ html: string; post: { excerpt: string } }>(
      await run(r(article).loader, get("/blog/only-an-excerpt"), { slugOrId: "only-an-excerpt" }),
    );
    expect(data.html).toBe("");
    expect(data.post.excerpt).toBe("Just the summary.");
  });
});

describe("the RSS feed", () => {
  test("is well-formed RSS 2.0 with the newest published posts", async () => {
    const response = (await feed.loader()) as Response;
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const doc = parseDocument(xml, { xmlMode: true });
    const find = (name: string, node: unknown = doc): { name: string; children: unknown[]; attribs: Record<string, string> }[] => {
      const out: { name: string; children: unknown[]; attribs: Record<string, string> }[] = [];
      const walk = (n: { name?: string; children?: unknown[] }) => {
        if (n.name === name) out.push(n as never);
        for (const child of n.children ?? []) walk(child as never);
      };
      walk(node as never);
      return out;
    };
    const text = (node: { children: unknown[] }) => (node.children as { data?: string }[]).map((c) => c.data ?? "").join("");
    expect(find("rss")[0]?.attribs.version).toBe("2.0");
    const channel = find("channel")[0]!;
    expect(text(find("link", channel)[0]!)).toBe("http://localhost:3000/blog");
    const items = find("item");
    const published = await db().selectFrom("posts").select("id").where("published", "=", 1).execute();
    expect(items.length).toBe(Math.min(20, published.length));
    let previous = Infinity;
    for (const item of items) {
      const link = text(find("link", item)[0]!);
      expect(link).toMatch(/^http:\/\/localhost:3000\/blog\/[a-z0-9-]+$/);
      const slug = link.split("/").pop()!;
      expect((await db().selectFrom("posts").select("published").where("slug", "=", slug).executeTakeFirst())?.published).toBe(1);
      const date = new Date(text(find("pubDate", item)[0]!));
      expect(Number.isNaN(date.getTime())).toBe(false);
      expect(date.getTime()).toBeLessThanOrEqual(previous);
      previous = date.getTime();
      expect(text(find("title", item)[0]!).length).toBeGreaterThan(0);
    }
    // Escaped, not broken, by special characters.
    expect(xml).not.toMatch(/<title>[^<]*&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
