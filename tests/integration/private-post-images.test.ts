/**
 * The images of a post that is not live are private (decision 0352): an
 * upload is named with 128 random bits (no time to count up to), and the
 * media route serves an original or any of its copies to everyone only when
 * a live post shows it; a draft's or scheduled post's image reaches signed-in
 * staff who may see that post in the admin, and whoever holds a working
 * preview link of it (the preview page names its images with the token),
 * answered `private, no-store`; anyone else gets the 404 of a name that does
 * not exist. A scheduled post's image turns public at its publish time. The
 * public case costs one query, on an index. Names from before (post-<ms>)
 * are served under the same rule.
 */
import fs from "node:fs";
import { sql } from "kysely";
import { DomUtils, parseDocument } from "htmlparser2";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import * as postNew from "~/routes/admin/posts/post-new";
import { createPreviewLink, revokePreviewLink } from "~/server/domain/post-previews.server";
import { newPostImageName, POST_IMAGE_DIRECTORY, postImageResponse, preparePostImage } from "~/server/domain/post-images.server";
import { createPost, setPublished } from "~/server/domain/posts.server";
import { setTwoFactorRequired } from "~/server/domain/settings.server";
import { db } from "~/server/infra/db.server";
import { storedFilePath } from "~/server/infra/stored-files.server";
import { multipartPost, run, signedInCookie, type RouteModule } from "./admin-helpers";
import { requestHandler } from "./app-routes";
import { clearTables, ORIGIN } from "./helpers";
import { postInput } from "./factories";
import { onPostgres } from "./test-database";

const r = (mod: unknown) => mod as RouteModule;
const NEW_NAME = /^post-[0-9a-f]{32}\.(png|jpg)$/;
const PUBLIC = "public, max-age=3600";
const PRIVATE = "private, no-store";

let handle: (request: Request) => Promise<Response>;
let owner = "";
let editor = "";
let author = "";
let otherAuthor = "";
let hr = "";
let photo: Buffer;

const userId = async (email: string) => (await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;

/** A request through React Router's handler, as the server answers it; no cookie is an anonymous visitor. */
function fetchPath(path: string, { cookie, method = "GET" }: { cookie?: string; method?: string } = {}) {
  return handle(new Request(new URL(path, ORIGIN), { method, headers: cookie ? { Cookie: cookie } : {} }));
}

/** Creates a post through the editor's form with an uploaded photo; returns its row and every stored file name of its image. */
async function postWithImage(title: string, cookie: string, fields: Record<string, string> = {}) {
  const outcome = await run(
    r(postNew).action,
    multipartPost("/admin/new", { title, image_alt: "A garden path", ...fields }, { name: "garden.jpg", bytes: photo }, cookie),
  );
  expect(outcome.status, title).toBe(302);
  const row = await db().selectFrom("posts").selectAll().where("title", "=", title).executeTakeFirstOrThrow();
  const name = row.image!.split("/").pop()!;
  const record = await db().selectFrom("post_images").select("variants").where("name", "=", name).executeTakeFirstOrThrow();
  const variants = (JSON.parse(record.variants) as { name: string }[]).map((variant) => variant.name);
  return { row, name, files: [name, ...variants] };
}

/** Every file's answer to this reader: status and Cache-Control, "name status cache". */
async function answers(files: string[], options: { cookie?: string; query?: string } = {}) {
  const lines: string[] = [];
  for (const file of files) {
    const response = await fetchPath(`/media/post-images/${file}${options.query ?? ""}`, options);
    lines.push(`${file} ${response.status} ${response.headers.get("Cache-Control")}`);
    await response.arrayBuffer();
  }
  return lines;
}
const all = (files: string[], status: number, cache: string | null) => files.map((file) => `${file} ${status} ${cache}`);

beforeAll(async () => {
  await clearTables();
  handle = await requestHandler();
  owner = await signedInCookie("images-owner@example.com", "owner");
  editor = await signedInCookie("images-editor@example.com", "editor");
  author = await signedInCookie("images-author@example.com", "author");
  otherAuthor = await signedInCookie("images-other-author@example.com", "author");
  hr = await signedInCookie("images-hr@example.com", "hr");
  // Wide enough for copies at 480 and 960 (AVIF, WebP, JPEG) and AVIF/WebP at its own 1000.
  photo = await sharp({ create: { width: 1000, height: 600, channels: 3, background: { r: 40, g: 140, b: 90 } } }).jpeg().toBuffer();
}, 60_000);

afterEach(() => vi.restoreAllMocks());

describe("stored names", () => {
  test("an upload and all its copies are named with 128 random bits; two uploads differ", async () => {
    const first = await postWithImage("Names One", owner);
    const second = await postWithImage("Names Two", owner);
    for (const { name, files } of [first, second]) {
      expect(name).toMatch(NEW_NAME);
      const stem = name.replace(/\.jpg$/, "");
      // The original and its AVIF, WebP and JPEG copies share the random stem.
      expect(files.length).toBeGreaterThanOrEqual(8);
      for (const file of files) expect(file.startsWith(`${stem}`), file).toBe(true);
    }
    expect(first.name).not.toBe(second.name);
  });

  test("names do not come from the clock: at one frozen millisecond, 1,000 names are all different", () => {
    vi.spyOn(Date, "now").mockReturnValue(1_764_000_000_000);
    const names = Array.from({ length: 1000 }, () => newPostImageName("png"));
    for (const name of names) expect(name).toMatch(NEW_NAME);
    expect(new Set(names).size).toBe(1000);
    // Nothing of the time is in them.
    expect(names.some((name) => name.includes("1764000000000"))).toBe(false);
  });
});

describe("a draft's image", () => {
  let draft: Awaited<ReturnType<typeof postWithImage>>;

  beforeAll(async () => {
    draft = await postWithImage("Private Draft Photo", owner);
    expect(draft.row.published).toBe(0);
  }, 60_000);

  test("is 404 to an anonymous visitor, the original and every copy, exactly like a name that does not exist", async () => {
    expect(await answers(draft.files)).toEqual(all(draft.files, 404, "no-store"));
    const missing = await fetchPath(`/media/post-images/${newPostImageName("jpg")}`);
    const hidden = await fetchPath(`/media/post-images/${draft.name}`);
    expect([hidden.status, hidden.headers.get("Content-Type"), await hidden.text()]).toEqual([
      missing.status,
      missing.headers.get("Content-Type"),
      await missing.text(),
    ]);
    // HEAD tells nothing either.
    expect((await fetchPath(`/media/post-images/${draft.name}`, { method: "HEAD" })).status).toBe(404);
  });

  test("is served to the owner and editors, never kept by a cache", async () => {
    for (const cookie of [owner, editor]) expect(await answers(draft.files, { cookie })).toEqual(all(draft.files, 200, PRIVATE));
    const response = await fetchPath(`/media/post-images/${draft.name}`, { cookie: editor });
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(Buffer.from(await response.arrayBuffer()).equals(fs.readFileSync(storedFilePath(POST_IMAGE_DIRECTORY, draft.name)))).toBe(true);
    const head = await fetchPath(`/media/post-images/${draft.name}`, { cookie: editor, method: "HEAD" });
    expect([head.status, head.headers.get("Cache-Control")]).toEqual([200, PRIVATE]);
  });

  test("an author sees their own draft's image, not another's; HR sees none", async () => {
    const own = await postWithImage("Author Own Draft", author);
    expect(own.row.created_by).toBe(await userId("images-author@example.com"));
    expect(await answers(own.files, { cookie: author })).toEqual(all(own.files, 200, PRIVATE));
    expect(await answers(own.files, { cookie: otherAuthor })).toEqual(all(own.files, 404, "no-store"));
    expect(await answers(draft.files, { cookie: author })).toEqual(all(draft.files, 404, "no-store"));
    expect(await answers(draft.files, { cookie: hr })).toEqual(all(draft.files, 404, "no-store"));
    // An editor sees the author's draft too, as in the admin.
    expect(await answers(own.files, { cookie: editor })).toEqual(all(own.files, 200, PRIVATE));
  });

  test("an image kept in a revision reaches the staff who may see that post, and no visitor", async () => {
    const replaced = await postWithImage("Replaced Image Post", author);
    // The post's image is replaced: the old one stays in the post's history.
    await db().updateTable("posts").set({ image: null }).where("id", "=", replaced.row.id).execute();
    expect(await answers([replaced.name], { cookie: author })).toEqual(all([replaced.name], 200, PRIVATE));
    expect(await answers([replaced.name], { cookie: otherAuthor })).toEqual(all([replaced.name], 404, "no-store"));
    expect(await answers([replaced.name])).toEqual(all([replaced.name], 404, "no-store"));
  });

  test("an author cannot adopt it into a post of their own by naming it as the form's kept image", async () => {
    const outcome = await run(
      r(postNew).action,
      multipartPost("/admin/new", { title: "Adopted Image Attempt", image_alt: "Not mine", pending_image: draft.row.image! }, null, author),
    );
    expect(outcome.status).toBe(302);
    const row = await db().selectFrom("posts").selectAll().where("title", "=", "Adopted Image Attempt").executeTakeFirstOrThrow();
    expect(row.image).toBeNull();
    expect(await answers([draft.name], { cookie: author })).toEqual(all([draft.name], 404, "no-store"));
    // Their own kept upload (no post shows it yet) still carries over, as before.
    const first = await run(r(postNew).action, multipartPost("/admin/new", { title: "" }, { name: "mine.jpg", bytes: photo }, author));
    expect(first.status).toBe(400);
    const pending = (first as { data: { pendingImage: string } }).data.pendingImage;
    expect(await answers([pending.split("/").pop()!], { cookie: author })).toEqual(all([pending.split("/").pop()!], 200, PRIVATE));
    const second = await run(r(postNew).action, multipartPost("/admin/new", { title: "Author Kept Upload", image_alt: "Mine", pending_image: pending }, null, author));
    expect(second.status).toBe(302);
    expect((await db().selectFrom("posts").select("image").where("title", "=", "Author Kept Upload").executeTakeFirstOrThrow()).image).toBe(pending);
  });

  test("an author cannot put it in the text of a post of their own: the save is refused next to the text, which is kept", async () => {
    const url = draft.row.image!;
    const message = `An image in the text (${url}) belongs to a post you cannot open. Remove it or insert one from the media library.`;
    // However it is spelled: SQLite's LIKE, which decides what a text shows, ignores case.
    for (const spelling of [url, url.toUpperCase()]) {
      const content = `Our garden this week. ![A garden](${spelling})`;
      const response = await handle(multipartPost("/admin/new", { title: "Borrowed Image Attempt", content }, null, author));
      expect(response.status, spelling).toBe(400);
      const document = parseDocument(await response.text());
      const textarea = DomUtils.findOne((node) => node.name === "textarea" && node.attribs.name === "content", document.children)!;
      expect(DomUtils.textContent(textarea).trim(), spelling).toBe(content);
      const describedBy = (textarea.attribs["aria-describedby"] ?? "").split(/\s+/).filter(Boolean);
      const descriptions = describedBy.map((id) => DomUtils.textContent(DomUtils.getElementById(id, document.children)!));
      expect(descriptions, spelling).toContain(message);
    }
    expect(await db().selectFrom("posts").select("id").where("title", "=", "Borrowed Image Attempt").executeTakeFirst()).toBeUndefined();

    // Nor into a draft they already have; an editor, who may see it, may.
    const own = await createPost(postInput({ title: "Author Own Draft" }), new Date(), await userId("images-author@example.com"));
    const edit = (cookie: string) =>
      handle(multipartPost(`/admin/edit/${own.id}`, { title: "Author Own Draft", content: `![A garden](${url})`, version: String(own.version) }, null, cookie));
    expect((await edit(author)).status).toBe(400);
    expect((await db().selectFrom("posts").select("content").where("id", "=", own.id).executeTakeFirstOrThrow()).content).toBe("Body text");
    expect((await edit(editor)).status).toBe(302);
  });

  test("a signed-in editor who must first set up two-factor does not see it", async () => {
    await setTwoFactorRequired(true);
    try {
      expect((await fetchPath(`/media/post-images/${draft.name}`, { cookie: editor })).status).toBe(404);
    } finally {
      await setTwoFactorRequired(false);
    }
    expect((await fetchPath(`/media/post-images/${draft.name}`, { cookie: editor })).status).toBe(200);
  });

  test("opens through the post's working preview link, and its page names every image with the token", async () => {
    const { token, link } = await createPreviewLink(draft.row.id, await userId("images-owner@example.com"));
    const query = `?preview=${token}`;
    expect(await answers(draft.files, { query })).toEqual(all(draft.files, 200, PRIVATE));

    // The preview page, as a visitor with the link loads it: every image address it names opens.
    const page = await fetchPath(`/preview/${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const urls = [...html.matchAll(/\/media\/post-images\/[^\s"',]+/g)].map((match) => match[0].replaceAll("&amp;", "&"));
    expect(urls.length).toBeGreaterThanOrEqual(draft.files.length);
    for (const url of new Set(urls)) {
      expect(url, url).toMatch(new RegExp(`\\?preview=${token}$`));
      const response = await fetchPath(url);
      expect([url, response.status, response.headers.get("Cache-Control")]).toEqual([url, 200, PRIVATE]);
    }

    // Another post's link, a made-up token and a revoked link open nothing.
    const other = await postWithImage("Other Draft With Link", owner);
    const otherLink = await createPreviewLink(other.row.id, await userId("images-owner@example.com"));
    expect(await answers(draft.files, { query: `?preview=${otherLink.token}` })).toEqual(all(draft.files, 404, "no-store"));
    expect(await answers([draft.name], { query: `?preview=${"A".repeat(43)}` })).toEqual(all([draft.name], 404, "no-store"));
    expect(await answers([draft.name], { query: "?preview=x" })).toEqual(all([draft.name], 404, "no-store"));
    expect(await revokePreviewLink(draft.row.id, link.id)).toBe(true);
    expect(await answers(draft.files, { query })).toEqual(all(draft.files, 404, "no-store"));
  });

  test("a preview link opens an image its post's text names only when whoever shared the link may see it", async () => {
    const authorId = await userId("images-author@example.com");
    // The author's own upload (no post shows it yet), kept from a refused attempt.
    const first = await run(r(postNew).action, multipartPost("/admin/new", { title: "" }, { name: "own.jpg", bytes: photo }, author));
    expect(first.status).toBe(400);
    const own = (first as { data: { pendingImage: string } }).data.pendingImage;
    const ownName = own.split("/").pop()!;
    // A text that names the draft's image too (written before saves refused it, or by an editor).
    const content = `Ours: ![Our porch](${own})\n\nNot ours: ![A garden](${draft.row.image})`;
    const theirs = await createPost(postInput({ title: "Author Draft Naming It", content }), new Date(), authorId);

    const { token } = await createPreviewLink(theirs.id, authorId);
    const query = `?preview=${token}`;
    expect(await answers(draft.files, { query })).toEqual(all(draft.files, 404, "no-store"));
    expect(await answers([ownName], { query })).toEqual(all([ownName], 200, PRIVATE));
    // Its preview page still opens, without the image it may not show.
    expect((await fetchPath(`/preview/${token}`)).status).toBe(200);

    // A link an editor shares of the same post: the editor may see it.
    const editorLink = await createPreviewLink(theirs.id, await userId("images-editor@example.com"));
    expect(await answers([draft.name], { query: `?preview=${editorLink.token}` })).toEqual(all([draft.name], 200, PRIVATE));
  });

  test("an expired preview link opens nothing", async () => {
    const weekAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    const { token } = await createPreviewLink(draft.row.id, await userId("images-owner@example.com"), weekAgo);
    expect((await fetchPath(`/media/post-images/${draft.name}?preview=${token}`)).status).toBe(404);
  });

  test("is public once the post is published, as before (an hour of caching); private again when unpublished", async () => {
    const published = await postWithImage("Soon Published Photo", owner);
    expect(await answers(published.files)).toEqual(all(published.files, 404, "no-store"));
    await setPublished(published.row.id, true);
    expect(await answers(published.files)).toEqual(all(published.files, 200, PUBLIC));
    // Staff and preview holders get the public answer too: it is the same file for everyone now.
    expect(await answers([published.name], { cookie: editor })).toEqual(all([published.name], 200, PUBLIC));
    await setPublished(published.row.id, false);
    expect(await answers(published.files)).toEqual(all(published.files, 404, "no-store"));
  });

  test("a draft's social image is private the same way, and public with its post", async () => {
    const outcome = await run(
      r(postNew).action,
      multipartPost("/admin/new", { title: "Social Image Draft" }, null, owner, [{ field: "social_image", name: "share.jpg", bytes: photo }]),
    );
    expect(outcome.status).toBe(302);
    const row = await db().selectFrom("posts").selectAll().where("title", "=", "Social Image Draft").executeTakeFirstOrThrow();
    const name = row.social_image!.split("/").pop()!;
    expect(name).toMatch(NEW_NAME);
    expect(await answers([name])).toEqual(all([name], 404, "no-store"));
    expect(await answers([name], { cookie: owner })).toEqual(all([name], 200, PRIVATE));
    await setPublished(row.id, true);
    expect(await answers([name])).toEqual(all([name], 200, PUBLIC));
  });
});

describe("a scheduled post's image", () => {
  test("is private until its publish time and public from that moment, without waiting for anything", async () => {
    const scheduled = await postWithImage("Scheduled Photo Post", owner);
    const at = new Date(Date.now() + 2 * 60 * 60 * 1000);
    await db().updateTable("posts").set({ published: 1, published_at: at.toISOString() }).where("id", "=", scheduled.row.id).execute();

    // Now (the route's clock): scheduled, so not public.
    expect(await answers(scheduled.files)).toEqual(all(scheduled.files, 404, "no-store"));
    expect(await answers(scheduled.files, { cookie: editor })).toEqual(all(scheduled.files, 200, PRIVATE));
    // Through the media route's own answer at a given time.
    const at_ = async (now: Date) => {
      const out: string[] = [];
      for (const file of scheduled.files) {
        const response = await postImageResponse(file, { now });
        out.push(`${file} ${response.status} ${response.headers.get("Cache-Control")}`);
        await response.body?.cancel();
      }
      return out;
    };
    expect(await at_(new Date(at.getTime() - 1000))).toEqual(all(scheduled.files, 404, "no-store"));
    // Its preview link shows it before then.
    const { token } = await createPreviewLink(scheduled.row.id, await userId("images-owner@example.com"));
    const viaLink = await postImageResponse(scheduled.name, { reader: { previewToken: token }, now: new Date(at.getTime() - 1000) });
    expect([viaLink.status, viaLink.headers.get("Cache-Control")]).toEqual([200, PRIVATE]);
    await viaLink.body?.cancel();
    expect(await at_(at)).toEqual(all(scheduled.files, 200, PUBLIC));
    expect(await at_(new Date(at.getTime() + 60_000))).toEqual(all(scheduled.files, 200, PUBLIC));
  });
});

describe("names from before random names", () => {
  test("a post-<milliseconds> image keeps working, under the same rule", async () => {
    const legacy = "post-1700000000123.jpg";
    fs.mkdirSync(storedFilePath(POST_IMAGE_DIRECTORY, "x").replace(/\/x$/, ""), { recursive: true });
    fs.writeFileSync(storedFilePath(POST_IMAGE_DIRECTORY, legacy), photo, { mode: 0o600 });
    const prepared = await preparePostImage(legacy, { clean: false });
    const files = [legacy, ...prepared.variants.map((variant) => variant.name)];
    const base = await postWithImage("Legacy Name Post", owner);
    await db().updateTable("posts").set({ image: `/media/post-images/${legacy}` }).where("id", "=", base.row.id).execute();

    expect(await answers(files)).toEqual(all(files, 404, "no-store"));
    expect(await answers(files, { cookie: owner })).toEqual(all(files, 200, PRIVATE));
    await setPublished(base.row.id, true);
    expect(await answers(files)).toEqual(all(files, 200, PUBLIC));
  });
});

describe("the cost of the public case", () => {
  test("a live post's image takes one query, and that query uses the image indexes (no walk through the posts)", async () => {
    const live = await postWithImage("Indexed Live Photo", owner, { published: "on" });
    const executor = db().getExecutor();
    const spy = vi.spyOn(executor, "executeQuery");
    const response = await postImageResponse(live.name, { reader: { staff: () => Promise.reject(new Error("not asked")) } });
    expect([response.status, response.headers.get("Cache-Control")]).toEqual([200, PUBLIC]);
    await response.body?.cancel();
    expect(spy).toHaveBeenCalledTimes(1);
    const query = spy.mock.calls[0]![0];
    spy.mockRestore();

    // The same statement, explained on the same database. PostgreSQL reads a table this small whole
    // unless told not to: with sequential scans off it must still find a plan, through the indexes.
    const plan = await db()
      .transaction()
      .execute(async (trx) => {
        if (onPostgres) await sql`set local enable_seqscan = off`.execute(trx);
        const explained = await trx.executeQuery<Record<string, string>>({ ...query, sql: `explain ${onPostgres ? "" : "query plan "}${query.sql}` });
        return explained.rows.map((row) => Object.values(row).join(" ")).join("\n");
      });
    expect(plan).toMatch(/posts_image\b/);
    expect(plan).toMatch(/posts_social_image\b/);
    expect(plan).not.toMatch(/Seq Scan on posts|SCAN posts(?! USING)/);
  });
});
