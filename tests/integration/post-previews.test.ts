/**
 * Share-able preview links (decision 0348) through the
 * doors people use: the editor's "Share a preview" forms (the route's
 * middleware, then its action), and /preview/<token> through React Router's
 * own request handler (the document, its status and headers). A link shows
 * the draft or scheduled post with the article's own markup and a banner,
 * never indexed or cached; an unknown, expired or revoked link is the 404;
 * a live post's link leads to the article. An author shares only their own
 * drafts. Creating and revoking are audited; db:purge drops expired links.
 */
import { beforeAll, describe, expect, test, vi } from "vitest";
import { formatAgencyDate, formatAgencyDateTime } from "~/lib/agency-time";
import * as postEdit from "~/routes/admin/posts/post-edit";
import * as previewLinks from "~/routes/admin/posts/post-preview-links";
import { tokenHash } from "~/server/credentials/tokens.server";
import { deletePostAndImages } from "~/server/domain/post-editor.server";
import { purgeExpiredPreviewLinks, resolvePreviewToken } from "~/server/domain/post-previews.server";
import { createPost, type Post, type PostInput, setPublished } from "~/server/domain/posts.server";
import { db } from "~/server/infra/db.server";
import { dataOf, flashToastOf, get, post, run, signedInCookie, type RouteModule } from "./admin-helpers";
import { requestHandler } from "./app-routes";
import { clearTables, ORIGIN } from "./helpers";
import { postInput } from "./factories";

// An analytics script is configured for this file's process (config is read once, on first use),
// so the test below can see it left out of the preview pages, whose address is a secret.
const ANALYTICS_SCRIPT = vi.hoisted(() => {
  process.env.ANALYTICS_SCRIPT_URL = "https://stats.example/script.js";
  return "https://stats.example/script.js";
});

const r = (mod: unknown) => mod as RouteModule;
const DAY_MS = 24 * 60 * 60 * 1000;

const base: PostInput = postInput({ title: "", content: "", category: "Home Care", tags: "visits, families" });

let handle: (request: Request) => Promise<Response>;
let editor = "";
let author = "";
let authorId = 0;
let editorId = 0;

const userId = async (email: string) => (await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;

/** "Share preview link" on the editor, as `cookie`: the action's answer. */
const share = (postId: number, cookie: string) => run(r(previewLinks).action, post(`/admin/edit/${postId}/preview-links`, { intent: "share" }, cookie), { id: String(postId) });
const revoke = (postId: number, linkId: number, cookie: string) =>
  run(r(previewLinks).action, post(`/admin/edit/${postId}/preview-links`, { intent: "revoke", link: String(linkId) }, cookie), { id: String(postId) });

/** Shares a link as the editor and returns its token, read from where the action sends the editor back. */
async function shareAsEditor(postId: number): Promise<string> {
  const outcome = await share(postId, editor);
  expect(outcome.status).toBe(302);
  const location = outcome.kind === "response" ? outcome.location : null;
  const back = new URL(location ?? "", ORIGIN);
  expect(back.pathname).toBe(`/admin/edit/${postId}`);
  // Back at the section, below the long post form.
  expect(back.hash).toBe("#share-preview");
  const token = back.searchParams.get("shared");
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token!;
}

/** The visitor's request: no cookie at all. */
const visit = (path: string) => handle(new Request(new URL(path, ORIGIN)));

function expectPrivateHeaders(response: Response) {
  expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
  expect(response.headers.get("Cache-Control")).toBe("no-store");
}

/**
 * The <article> of a page without its JSON-LD (the public article adds that inside it) and
 * without the machine-readable instants of its dates (a preview cannot know the second a post
 * will go live; the date people read is compared).
 */
function articleOf(html: string): string {
  const match = /<article[\s\S]*<\/article>/.exec(html);
  expect(match, "the page has an <article>").not.toBeNull();
  return match![0].replace(/<script type="application\/ld\+json"[\s\S]*?<\/script>/g, "").replace(/dateTime="[^"]*"/g, 'dateTime=""');
}

type EditorData = { previewLinks: { links: { id: number; expiresAt: string; createdBy: string | null }[]; shared: { id: number; path: string } | null } | null };
const editorPage = async (postId: number, cookie: string, query = "") =>
  dataOf<EditorData>(await run(r(postEdit).loader, get(`/admin/edit/${postId}${query}`, cookie), { id: String(postId) }));

async function draft(title: string, createdBy: number | null, extra: Partial<PostInput> = {}): Promise<Post> {
  return createPost({ ...base, title, content: `Intro paragraph of ${title}.\n\n## What to expect\n\nA **bold** point.\n\n<script>alert(1)</script>`, ...extra }, new Date(), createdBy);
}

beforeAll(async () => {
  await clearTables();
  editor = await signedInCookie("preview-editor@example.com", "editor");
  author = await signedInCookie("preview-author@example.com", "author");
  editorId = await userId("preview-editor@example.com");
  authorId = await userId("preview-author@example.com");
  handle = await requestHandler();
});

describe("sharing a preview link from the editor", () => {
  test("creates a 7-day link, stores only its hash, sends the editor back with it once and audits it", async () => {
    const thePost = await draft("Winter Safety at Home", editorId);
    const before = Date.now();
    const outcome = await share(thePost.id, editor);
    expect(await flashToastOf(outcome)).toMatchObject({ title: "Preview link ready", variant: "success" });
    const token = new URL((outcome as { location: string }).location, ORIGIN).searchParams.get("shared")!;

    const rows = await db().selectFrom("post_previews").selectAll().where("post_id", "=", thePost.id).execute();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.token_hash).toBe(tokenHash(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(row.created_by).toBe(editorId);
    expect(row.revoked_at).toBeNull();
    const ttl = Date.parse(row.expires_at) - Date.parse(row.created_at);
    expect(ttl).toBe(7 * DAY_MS);
    expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 1000);

    const entry = await db().selectFrom("audit_log").selectAll().where("action", "=", "preview-link-create").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_email: "preview-editor@example.com", target_type: "post", target_id: String(thePost.id) });
    expect(entry.detail).toContain("Winter Safety at Home");
    expect(entry.detail).not.toContain(token);

    // The editor lists the working link; the new one is shown with its path only when its token came along.
    const shown = await editorPage(thePost.id, editor, `?shared=${token}`);
    expect(shown.previewLinks?.links.map((link) => link.id)).toEqual([row.id]);
    expect(shown.previewLinks?.links[0]).toMatchObject({ expiresAt: row.expires_at, createdBy: "preview-editor@example.com" });
    expect(shown.previewLinks?.shared).toEqual({ id: row.id, path: `/preview/${token}` });
    expect((await editorPage(thePost.id, editor)).previewLinks?.shared).toBeNull();
    // A made-up token, or one of another post, shows nothing.
    expect((await editorPage(thePost.id, editor, `?shared=${"x".repeat(43)}`)).previewLinks?.shared).toBeNull();
    const other = await draft("Another Draft", editorId);
    expect((await editorPage(other.id, editor, `?shared=${token}`)).previewLinks?.shared).toBeNull();
  });

  test("the editor page renders the section, with the absolute link from SITE_URL, outside the post form", async () => {
    const thePost = await draft("Rendered Share Section", editorId);
    const token = await shareAsEditor(thePost.id);
    const response = await handle(new Request(new URL(`/admin/edit/${thePost.id}?shared=${token}`, ORIGIN), { headers: { Cookie: editor } }));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Share a preview");
    expect(html).toContain(`value="http://localhost:3000/preview/${token}"`);
    expect(html).toContain(`action="/admin/edit/${thePost.id}/preview-links"`);
    // No form inside another: every <form> closes before the next opens.
    const tags = [...html.matchAll(/<\/?form\b/g)].map((match) => match[0]);
    for (let i = 0; i < tags.length; i += 2) expect(tags.slice(i, i + 2)).toEqual(["<form", "</form"]);
    expect(tags.length).toBeGreaterThanOrEqual(6);
  });

  test("a published post has no share section, and sharing it makes no link", async () => {
    const live = await draft("Already Live", editorId, { published: true });
    expect((await editorPage(live.id, editor)).previewLinks).toBeNull();
    const outcome = await share(live.id, editor);
    expect(outcome.kind === "response" ? outcome.location : null).toBe(`/admin/edit/${live.id}`);
    expect(await flashToastOf(outcome)).toMatchObject({ title: "Nothing to preview", variant: "info" });
    expect(await db().selectFrom("post_previews").selectAll().where("post_id", "=", live.id).execute()).toEqual([]);
  });

  test("a form that is not understood changes nothing", async () => {
    const thePost = await draft("Odd Form", editorId);
    const outcome = await run(r(previewLinks).action, post(`/admin/edit/${thePost.id}/preview-links`, { intent: "explode" }, editor), { id: String(thePost.id) });
    expect(await flashToastOf(outcome)).toMatchObject({ title: "Nothing changed", variant: "error" });
    expect(await db().selectFrom("post_previews").selectAll().where("post_id", "=", thePost.id).execute()).toEqual([]);
  });
});

describe("/preview/<token> for anyone with the link", () => {
  test("shows the draft with the article's own markup, a banner, noindex and no-store", async () => {
    const thePost = await draft("How We Plan a First Visit", editorId);
    const token = await shareAsEditor(thePost.id);
    const response = await visit(`/preview/${token}`);
    expect(response.status).toBe(200);
    expectPrivateHeaders(response);
    // The app's security headers are still there.
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain("Preview: this post is not published yet");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("<title>Preview: How We Plan a First Visit | Sinai Home Care</title>");
    expect(html).toMatch(/<h1[^>]*>How We Plan a First Visit<\/h1>/);
    // The body goes through the article's rendering: markdown to HTML, sanitised.
    expect(html).toMatch(/<h2[^>]*>What to expect<\/h2>/);
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toContain("alert(1)");
    // Inside the site's shell.
    expect(html).toContain('id="main"');
    expect(html).toContain("Skip to main content");

    // Exactly as it will look: once published, the public article has the same <article>.
    const preview = articleOf(html);
    await setPublished(thePost.id, true);
    const published = await visit(`/blog/${thePost.slug}`);
    expect(published.status).toBe(200);
    expect(articleOf(await published.text())).toBe(preview);
  });

  test("no analytics script on a preview (its address holds the secret), as on the public pages", async () => {
    const thePost = await draft("Not Counted As A Visit", editorId);
    const token = await shareAsEditor(thePost.id);
    const preview = await visit(`/preview/${token}`);
    expect(preview.status).toBe(200);
    expect(await preview.text()).not.toContain(ANALYTICS_SCRIPT);
    // The same shell elsewhere does load it: the setting is on.
    expect(await (await visit("/blog")).text()).toContain(`src="${ANALYTICS_SCRIPT}"`);
  });

  test("a draft started days ago and edited since shows the date it would have if published now, without 'Updated'", async () => {
    const started = new Date(Date.now() - 10 * DAY_MS);
    const thePost = await createPost({ ...base, title: "Started Long Ago", content: "First words." }, started, editorId);
    await db().updateTable("posts").set({ updated_at: new Date(Date.now() - 5 * DAY_MS).toISOString() }).where("id", "=", thePost.id).execute();
    const token = await shareAsEditor(thePost.id);
    const html = await (await visit(`/preview/${token}`)).text();
    const byline = /<time[^>]*>([^<]*)<\/time>/.exec(articleOf(html))?.[1];
    expect(byline).toBe(formatAgencyDate(new Date().toISOString()));
    expect(byline).not.toBe(formatAgencyDate(started.toISOString()));
    expect(articleOf(html)).not.toContain("Updated");
  });

  test("a scheduled post is still a preview, with its Toronto time in the banner; visitors cannot read it yet", async () => {
    const at = new Date(Date.now() + 3 * DAY_MS);
    at.setUTCSeconds(0, 0);
    const scheduled = await draft("Coming Next Week", editorId, { published: true, publishAt: at });
    expect(scheduled.status).toBe("scheduled");
    const token = await shareAsEditor(scheduled.id);
    const response = await visit(`/preview/${token}`);
    expect(response.status).toBe(200);
    expectPrivateHeaders(response);
    const html = await response.text();
    const when = formatAgencyDateTime(at.toISOString());
    expect(html).toContain(`Preview: this post is scheduled for <time dateTime="${at.toISOString()}">${when}</time> (Toronto time)`);
    expect(html).toMatch(/<h1[^>]*>Coming Next Week<\/h1>/);
    expect((await visit(`/blog/${scheduled.slug}`)).status).toBe(404);
  });

  test("an unknown or malformed token is the 404 page, not indexed, not stored", async () => {
    for (const token of ["A".repeat(43), "not-a-token", `${"A".repeat(42)}~`]) {
      const response = await visit(`/preview/${token}`);
      expect(response.status, token).toBe(404);
      expectPrivateHeaders(response);
      const html = await response.text();
      expect(html).toContain("Oops! Page not found");
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain("Preview:");
    }
  });

  test("a link stops working after 7 days", async () => {
    const thePost = await draft("Seven Days Only", editorId);
    const token = await shareAsEditor(thePost.id);
    const row = await db().selectFrom("post_previews").selectAll().where("token_hash", "=", tokenHash(token)).executeTakeFirstOrThrow();
    const expiry = Date.parse(row.expires_at);
    expect((await resolvePreviewToken(token, new Date(expiry - 60_000)))?.post.id).toBe(thePost.id);
    expect(await resolvePreviewToken(token, new Date(expiry))).toBeNull();

    // Through the page: the same link once its time is up.
    await db().updateTable("post_previews").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("id", "=", row.id).execute();
    const response = await visit(`/preview/${token}`);
    expect(response.status).toBe(404);
    expectPrivateHeaders(response);
    expect(await response.text()).not.toContain("Seven Days Only");
    // Gone from the editor's list too.
    expect((await editorPage(thePost.id, editor)).previewLinks?.links).toEqual([]);
  });

  test("a revoked link is the 404 at once; the revocation is audited and cannot happen twice", async () => {
    const thePost = await draft("Revoke Me", editorId);
    const token = await shareAsEditor(thePost.id);
    const keep = await shareAsEditor(thePost.id);
    const { id } = await db().selectFrom("post_previews").select("id").where("token_hash", "=", tokenHash(token)).executeTakeFirstOrThrow();
    expect((await visit(`/preview/${token}`)).status).toBe(200);

    const outcome = await revoke(thePost.id, id, editor);
    expect(outcome.kind === "response" ? outcome.location : null).toBe(`/admin/edit/${thePost.id}#share-preview`);
    expect(await flashToastOf(outcome)).toMatchObject({ title: "Preview link revoked", variant: "success" });
    const response = await visit(`/preview/${token}`);
    expect(response.status).toBe(404);
    expectPrivateHeaders(response);
    // The other link of the same post still works.
    expect((await visit(`/preview/${keep}`)).status).toBe(200);
    expect((await editorPage(thePost.id, editor)).previewLinks?.links).toHaveLength(1);

    const entry = await db().selectFrom("audit_log").selectAll().where("action", "=", "preview-link-revoke").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_email: "preview-editor@example.com", target_type: "post", target_id: String(thePost.id) });

    const again = await revoke(thePost.id, id, editor);
    expect(await flashToastOf(again)).toMatchObject({ title: "Nothing changed", variant: "error" });
    expect(await db().selectFrom("audit_log").where("action", "=", "preview-link-revoke").where("target_id", "=", String(thePost.id)).select("id").execute()).toHaveLength(1);
    // Another post's link cannot be revoked through this post.
    const other = await draft("Other Post With A Link", editorId);
    const otherToken = await shareAsEditor(other.id);
    const otherId = (await db().selectFrom("post_previews").select("id").where("token_hash", "=", tokenHash(otherToken)).executeTakeFirstOrThrow()).id;
    expect(await flashToastOf(await revoke(thePost.id, otherId, editor))).toMatchObject({ title: "Nothing changed" });
    expect((await visit(`/preview/${otherToken}`)).status).toBe(200);
  });

  test("once the post is published the link redirects to the public article; unpublished again, it previews again", async () => {
    const thePost = await draft("Soon Public", editorId);
    const token = await shareAsEditor(thePost.id);
    await setPublished(thePost.id, true);
    const response = await visit(`/preview/${token}`);
    expect([302, 303]).toContain(response.status);
    expect(response.headers.get("Location")).toBe(`/blog/${thePost.slug}`);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect((await visit(`/blog/${thePost.slug}`)).status).toBe(200);

    await setPublished(thePost.id, false);
    expect((await visit(`/preview/${token}`)).status).toBe(200);
  });

  test("a scheduled post whose time has come redirects too", async () => {
    const thePost = await draft("Due Any Minute", editorId, { published: true, publishAt: new Date(Date.now() + DAY_MS) });
    const token = await shareAsEditor(thePost.id);
    expect((await visit(`/preview/${token}`)).status).toBe(200);
    await db().updateTable("posts").set({ published_at: new Date(Date.now() - 60_000).toISOString() }).where("id", "=", thePost.id).execute();
    const response = await visit(`/preview/${token}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/blog/${thePost.slug}`);
  });
});

describe("who may share and revoke", () => {
  test("an author shares and revokes links of their own draft", async () => {
    const own = await draft("Author's Own Draft", authorId);
    const outcome = await share(own.id, author);
    expect(outcome.status).toBe(302);
    const token = new URL((outcome as { location: string }).location, ORIGIN).searchParams.get("shared")!;
    expect((await visit(`/preview/${token}`)).status).toBe(200);
    const { id } = await db().selectFrom("post_previews").select("id").where("token_hash", "=", tokenHash(token)).executeTakeFirstOrThrow();
    expect(await flashToastOf(await revoke(own.id, id, author))).toMatchObject({ title: "Preview link revoked" });
    expect((await visit(`/preview/${token}`)).status).toBe(404);
  });

  test("an author cannot share someone else's post, nor revoke its links (403, nothing changes)", async () => {
    const theirs = await draft("Editor's Draft", editorId);
    const token = await shareAsEditor(theirs.id);
    const { id } = await db().selectFrom("post_previews").select("id").where("token_hash", "=", tokenHash(token)).executeTakeFirstOrThrow();
    const rowsBefore = await db().selectFrom("post_previews").selectAll().orderBy("id").execute();
    const auditBefore = await db().selectFrom("audit_log").select("id").execute();

    expect((await share(theirs.id, author)).status).toBe(403);
    expect((await revoke(theirs.id, id, author)).status).toBe(403);
    // Nor their own post once an editor has published it (it is out of their hands).
    const published = await draft("Author's Published Post", authorId, { published: true });
    expect((await share(published.id, author)).status).toBe(403);
    // Nor through the editor page.
    expect((await run(r(postEdit).loader, get(`/admin/edit/${theirs.id}`, author), { id: String(theirs.id) })).status).toBe(403);

    expect(await db().selectFrom("post_previews").selectAll().orderBy("id").execute()).toEqual(rowsBefore);
    expect(await db().selectFrom("audit_log").select("id").execute()).toEqual(auditBefore);
    expect((await visit(`/preview/${token}`)).status).toBe(200);
  });

  test("nobody signed in can share: sent to sign in, nothing made", async () => {
    const thePost = await draft("Anonymous Attempt", editorId);
    const outcome = await run(r(previewLinks).action, post(`/admin/edit/${thePost.id}/preview-links`, { intent: "share" }), { id: String(thePost.id) });
    expect(outcome.kind === "response" ? outcome.location : null).toMatch(/^\/admin\/login/);
    expect(await db().selectFrom("post_previews").selectAll().where("post_id", "=", thePost.id).execute()).toEqual([]);
  });

  test("a GET of the form's address goes back to the editor", async () => {
    const thePost = await draft("Address Typed In", editorId);
    const outcome = await run(r(previewLinks).loader, get(`/admin/edit/${thePost.id}/preview-links`, editor), { id: String(thePost.id) });
    expect(outcome.kind === "response" ? outcome.location : null).toBe(`/admin/edit/${thePost.id}`);
  });
});

describe("keeping the table small", () => {
  test("db:purge deletes links past their 7 days (revoked ones too) and keeps working ones", async () => {
    const thePost = await draft("Purge Check", editorId);
    const working = await shareAsEditor(thePost.id);
    const old = await shareAsEditor(thePost.id);
    await db().updateTable("post_previews").set({ expires_at: new Date(Date.now() - DAY_MS).toISOString(), revoked_at: new Date(Date.now() - 2 * DAY_MS).toISOString() }).where("token_hash", "=", tokenHash(old)).execute();
    const purged = await purgeExpiredPreviewLinks();
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = await db().selectFrom("post_previews").select("token_hash").where("post_id", "=", thePost.id).execute();
    expect(left).toEqual([{ token_hash: tokenHash(working) }]);
    // Everything left in the table is still within its 7 days.
    const all = await db().selectFrom("post_previews").select("expires_at").execute();
    expect(all.every((row) => Date.parse(row.expires_at) > Date.now())).toBe(true);
  });

  test("deleting a post deletes its links", async () => {
    const thePost = await draft("Deleted With Its Links", editorId);
    const token = await shareAsEditor(thePost.id);
    await deletePostAndImages(thePost.id);
    expect(await db().selectFrom("post_previews").selectAll().where("post_id", "=", thePost.id).execute()).toEqual([]);
    expect((await visit(`/preview/${token}`)).status).toBe(404);
  });
});
