/**
 * Revisions through the routes (decision 0347): every save
 * keeps one, the history lists them newest first, a revision page compares
 * it with the current text, and restoring it keeps the replaced text, raises
 * the version and is audited. The post rule of the editor applies.
 */
import fs from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import * as postEdit from "~/routes/admin/posts/post-edit";
import * as postHistory from "~/routes/admin/posts/post-history";
import * as postNew from "~/routes/admin/posts/post-new";
import * as postRevision from "~/routes/admin/posts/post-revision";
import type { DiffPiece, FieldDiff } from "~/lib/revisions";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { postFormState } from "~/routes/admin/posts/post-form.server";
import { findRevisionAtVersion, listRevisions, restoreRevision, REVISIONS_KEPT } from "~/server/domain/post-revisions.server";
import { createPost, findPostById, type PostInput, setPublished, updatePost } from "~/server/domain/posts.server";
import { POST_IMAGE_DIRECTORY } from "~/server/domain/post-images.server";
import { seedDemoContent } from "~/server/domain/seed.server";
import { storedFilePath } from "~/server/infra/stored-files.server";
import { db } from "~/server/infra/db.server";
import { dataOf, flashToastOf, get, multipartPost, PNG_BYTES, post, run, signedInCookie, type RouteModule } from "./admin-helpers";
import { requestHandler } from "./app-routes";
import { clearTables } from "./helpers";
import { postInput } from "./factories";

const r = (mod: unknown) => mod as RouteModule;
const EDITOR = "revisions-editor@example.com";
const AUTHOR = "revisions-author@example.com";
let editorCookie = "";
let authorCookie = "";
let handle: (request: Request) => Promise<Response>;

type HistoryData = {
  post: { id: number; title: string };
  revisions: Array<{ id: number; version: number; kind: string; kindLabel: string; title: string; savedBy: string; savedAt: string; when: string; current: boolean }>;
};
type RevisionData = {
  post: { id: number; title: string; version: number };
  revision: { id: number; title: string; content: string; savedBy: string; when: string };
  isCurrent: boolean;
  sameAsCurrent: boolean;
  changes: FieldDiff[];
};

const input = (fields: Partial<PostInput>): PostInput => postInput({ title: "Untitled", excerpt: "", content: "Body", author: "", authorRole: "", ...fields });

async function createThroughForm(cookie: string, fields: Record<string, string>): Promise<number> {
  const outcome = await run(r(postNew).action, multipartPost("/admin/new", fields, null, cookie));
  expect(outcome.status).toBe(302);
  const row = await db().selectFrom("posts").select("id").where("title", "=", fields.title!).orderBy("id", "desc").executeTakeFirstOrThrow();
  return row.id;
}

/** A save through the editor: the form as it opened (with its version), these fields changed. */
async function saveThroughForm(id: number, fields: Record<string, string>, cookie = editorCookie) {
  const current = (await findPostById(id))!;
  const opened = Object.entries(postFormState(current)).flatMap(([name, value]) =>
    typeof value === "boolean" ? (value ? [[name, "on"]] : []) : [[name, value]],
  );
  const outcome = await run(
    r(postEdit).action,
    multipartPost(`/admin/edit/${id}`, { ...Object.fromEntries(opened), version: String(current.version), ...fields }, null, cookie),
    { id: String(id) },
  );
  expect(outcome.status).toBe(302);
}

const historyOf = async (id: number, cookie = editorCookie) =>
  run(r(postHistory).loader, get(`/admin/edit/${id}/history`, cookie), { id: String(id) });
const revisionPage = async (id: number, revisionId: number | string, cookie = editorCookie) =>
  run(r(postRevision).loader, get(`/admin/edit/${id}/history/${revisionId}`, cookie), { id: String(id), revisionId: String(revisionId) });
const restore = async (id: number, revisionId: number | string, fields: Record<string, string>, cookie = editorCookie) =>
  run(r(postRevision).action, post(`/admin/edit/${id}/history/${revisionId}`, fields, cookie), { id: String(id), revisionId: String(revisionId) });

const texts = (pieces: DiffPiece[], kind: "removed" | "added") =>
  pieces.flatMap((piece) => (piece.kind === kind ? [piece.text.trim()] : [])).filter(Boolean);

/** Three versions of one post: created, then edited twice through the form. */
async function postWithThreeVersions(label: string) {
  const id = await createThroughForm(editorCookie, {
    title: `${label} basics`,
    excerpt: "How night visits work.",
    content: "First paragraph about night care.\n\nA caregiver stays overnight.\n\nCall the office to book.",
  });
  await saveThroughForm(id, {
    title: `${label} essentials`,
    excerpt: "How night visits work.",
    content: "First paragraph about overnight care.\n\nA caregiver stays overnight.\n\nCall the office to book.",
  });
  await saveThroughForm(id, {
    title: `${label} essentials`,
    excerpt: "How overnight visits work, and what they cost.",
    content: "First paragraph about overnight care.\n\nA caregiver stays overnight.\n\nCall or write to the office to book.",
  });
  return id;
}

beforeAll(async () => {
  await clearTables();
  await seedDemoContent();
  editorCookie = await signedInCookie(EDITOR, "editor");
  authorCookie = await signedInCookie(AUTHOR, "author");
  handle = await requestHandler();
});

describe("every save keeps a revision", () => {
  test("three saves: three revisions, newest first, with who and when; the history page lists them", async () => {
    const before = new Date().toISOString();
    const id = await postWithThreeVersions("Night care");
    const revisions = await listRevisions(id);
    expect(revisions.map((revision) => revision.title)).toEqual(["Night care essentials", "Night care essentials", "Night care basics"]);
    expect(revisions.map((revision) => revision.kind)).toEqual(["save", "save", "save"]);
    expect(revisions.map((revision) => revision.version)).toEqual([3, 2, 1]);
    for (const revision of revisions) {
      expect(revision.savedBy).toBe(EDITOR);
      expect(revision.savedAt >= before && revision.savedAt <= new Date().toISOString()).toBe(true);
    }
    // The newest is the current text.
    const current = (await findPostById(id))!;
    expect(revisions[0]).toMatchObject({ title: current.title, excerpt: current.excerpt, content: current.content });

    const history = dataOf<HistoryData>(await historyOf(id));
    expect(history.post).toEqual({ id, title: "Night care essentials" });
    expect(history.revisions.map((entry) => entry.id)).toEqual(revisions.map((revision) => revision.id));
    expect(history.revisions.map((entry) => entry.current)).toEqual([true, false, false]);
    expect(history.revisions[2]).toMatchObject({
      kind: "save",
      kindLabel: "Saved",
      title: "Night care basics",
      savedBy: EDITOR,
      when: formatAgencyDateTime(revisions[2]!.savedAt),
    });
  });

  test("the history page as HTML: one entry per revision, the newest marked Current, links to compare", async () => {
    const id = await postWithThreeVersions("Rendered history");
    const response = await handle(get(`/admin/edit/${id}/history`, editorCookie));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/data-testid="revision-entry"/g)).toHaveLength(3);
    expect(html).toContain(">Current<");
    const revisions = await listRevisions(id);
    for (const revision of revisions) expect(html).toContain(`href="/admin/edit/${id}/history/${revision.id}"`);
    expect(html.indexOf(`/history/${revisions[0]!.id}"`)).toBeLessThan(html.indexOf(`/history/${revisions[2]!.id}"`));
  });

  test("the editor links to the history", async () => {
    const id = await postWithThreeVersions("Linked history");
    const html = await (await handle(get(`/admin/edit/${id}`, editorCookie))).text();
    expect(html).toContain(`href="/admin/edit/${id}/history"`);
  });
});

describe("comparing a revision with the current version", () => {
  test("the diff names the words removed and added since that version, field by field", async () => {
    const id = await postWithThreeVersions("Compared");
    const oldest = (await listRevisions(id)).at(-1)!;
    const page = dataOf<RevisionData>(await revisionPage(id, oldest.id));
    expect(page.isCurrent).toBe(false);
    expect(page.sameAsCurrent).toBe(false);
    const byField = Object.fromEntries(page.changes.map((change) => [change.field, change]));
    expect(texts(byField.title!.pieces, "removed")).toEqual(["basics"]);
    expect(texts(byField.title!.pieces, "added")).toEqual(["essentials"]);
    expect(texts(byField.content!.pieces, "removed")).toEqual(["night"]);
    expect(texts(byField.content!.pieces, "added")).toEqual(["overnight", "or write to"]);
    expect(texts(byField.excerpt!.pieces, "added").join(" ")).toContain("what they cost");
    // Fields that did not change are named as unchanged, not diffed.
    expect(byField.metaTitle).toMatchObject({ changed: false, pieces: [] });
  });

  test("the page shows the changes as <del>/<ins> with words for screen readers, and both sides named", async () => {
    const id = await postWithThreeVersions("Rendered diff");
    const oldest = (await listRevisions(id)).at(-1)!;
    const response = await handle(get(`/admin/edit/${id}/history/${oldest.id}`, editorCookie));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<del[^>]*><span class="sr-only">\[removed: <\/span>basics<span class="sr-only">\]<\/span><\/del>/);
    expect(html).toMatch(/<ins[^>]*><span class="sr-only">\[added: <\/span>essentials<span class="sr-only">\]<\/span><\/ins>/);
    expect(html).toContain(`This version (${formatAgencyDateTime(oldest.savedAt)}, ${EDITOR})`);
    expect(html).toContain("Current version (");
    expect(html).toContain("Restore this version");
  });

  test("the current revision says so and offers no restore", async () => {
    const id = await postWithThreeVersions("Current one");
    const newest = (await listRevisions(id))[0]!;
    const page = dataOf<RevisionData>(await revisionPage(id, newest.id));
    expect(page).toMatchObject({ isCurrent: true, sameAsCurrent: true });
    const html = await (await handle(get(`/admin/edit/${id}/history/${newest.id}`, editorCookie))).text();
    expect(html).toContain("This is the current version");
    expect(html).not.toContain('name="version"');
  });

  test("a long body shows the changed lines with two lines of context, not the whole post", async () => {
    const lines = Array.from({ length: 60 }, (_, i) => `Paragraph ${i + 1} of a long article.`);
    const created = await createPost(input({ title: "Long article", content: lines.join("\n") }));
    const edited = [...lines];
    edited[29] = "Paragraph 30 of a long, revised article.";
    await updatePost(created.id, input({ title: "Long article", content: edited.join("\n") }));
    const oldest = (await listRevisions(created.id)).at(-1)!;
    const content = dataOf<RevisionData>(await revisionPage(created.id, oldest.id)).changes.find((change) => change.field === "content")!;
    const shown = content.pieces.map((piece) => (piece.kind === "skip" ? `[${piece.lines} skipped]` : piece.text)).join("");
    expect(shown).toContain("[27 skipped]Paragraph 28 of a long article.\nParagraph 29 of a long article.\nParagraph 30 of a long");
    expect(shown).toContain("Paragraph 32 of a long article.[28 skipped]");
    expect(shown).not.toContain("Paragraph 27 of");
    expect(shown).not.toContain("Paragraph 33 of");
    expect(texts(content.pieces, "added")).toEqual([", revised"]);
  });

  test("a revision of another post, or an id that is not one, is 404", async () => {
    const first = await postWithThreeVersions("First of two");
    const second = await postWithThreeVersions("Second of two");
    const ofFirst = (await listRevisions(first)).at(-1)!;
    expect((await revisionPage(second, ofFirst.id)).status).toBe(404);
    for (const bad of ["abc", "0", "1e3", "999999"]) expect((await revisionPage(second, bad)).status).toBe(404);
    expect((await historyOf(999999)).status).toBe(404);
  });
});

describe("restoring a revision", () => {
  test("a save and a restore of the version both opened, at the same moment: one of them is refused as stale, never one version number for two texts", async () => {
    const id = await postWithThreeVersions("Raced");
    const oldest = (await listRevisions(id)).at(-1)!;
    // Rounds: a race that goes wrong only sometimes shows in one of them.
    for (let round = 0; round < 8; round++) {
      const opened = (await findPostById(id))!;
      const [saved, restored] = await Promise.all([
        updatePost(id, input({ title: opened.title, excerpt: opened.excerpt, content: `Round ${round}: a new last line.` }), { expectedVersion: opened.version }),
        restoreRevision(id, oldest.id, opened.version, { id: null, name: EDITOR }),
      ]);
      expect([saved.ok, restored.ok].filter(Boolean), `round ${round}`).toHaveLength(1);
      expect(saved.ok ? restored : saved, `round ${round}`).toMatchObject({ ok: false, reason: "stale" });
      const now = (await findPostById(id))!;
      expect(now.version, `round ${round}`).toBe(opened.version + 1);
      expect(now.content, `round ${round}`).toBe(saved.ok ? `Round ${round}: a new last line.` : oldest.content);
    }
    const versions = (await listRevisions(id)).map((revision) => revision.version);
    expect(new Set(versions).size).toBe(versions.length);
  });

  test("the post gets that text back; the replaced text stays a revision; a Restored revision; version + 1; audited", async () => {
    const id = await postWithThreeVersions("Restored");
    const [newest, , oldest] = await listRevisions(id);
    const before = (await findPostById(id))!;

    const outcome = await restore(id, oldest!.id, { version: String(before.version) });
    expect(outcome.kind === "response" ? outcome.location : null).toBe(`/admin/edit/${id}`);
    expect(await flashToastOf(outcome)).toMatchObject({
      title: "Restored",
      description: `Restored the version of ${formatAgencyDateTime(oldest!.savedAt)}. The version it replaced is kept in the history.`,
      variant: "success",
    });

    const after = (await findPostById(id))!;
    expect(after).toMatchObject({ title: oldest!.title, excerpt: oldest!.excerpt, content: oldest!.content, version: before.version + 1 });
    // Not part of a revision: the address and the publishing state stay.
    expect(after).toMatchObject({ slug: before.slug, published: before.published, category: before.category });

    const revisions = await listRevisions(id);
    expect(revisions).toHaveLength(4);
    expect(revisions[0]).toMatchObject({ kind: "restore", version: after.version, title: oldest!.title, content: oldest!.content, savedBy: EDITOR });
    // The text it replaced is still there, untouched, to restore in turn.
    expect(revisions[1]).toEqual(newest);
    expect(revisions[1]!.content).toBe(before.content);

    const entry = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "post-restore")
      .where("target_id", "=", String(id))
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_email: EDITOR, target_type: "post" });
    expect(entry.detail).toContain(oldest!.title);

    // The history now starts with the restore, labelled as such.
    const history = dataOf<HistoryData>(await historyOf(id));
    expect(history.revisions[0]).toMatchObject({ kindLabel: "Restored", current: true });
    expect(history.revisions).toHaveLength(4);
  });

  test("the replaced version can itself be restored: nothing is lost", async () => {
    const id = await postWithThreeVersions("Back and forth");
    const [newest, , oldest] = await listRevisions(id);
    await restore(id, oldest!.id, { version: String((await findPostById(id))!.version) });
    const outcome = await restore(id, newest!.id, { version: String((await findPostById(id))!.version) });
    expect(outcome.status).toBe(302);
    expect(await findPostById(id)).toMatchObject({ title: newest!.title, excerpt: newest!.excerpt, content: newest!.content });
  });

  test("refused without a change when the post was saved since the page was shown, or the form is broken", async () => {
    const id = await postWithThreeVersions("Stale restore");
    const oldest = (await listRevisions(id)).at(-1)!;
    const opened = (await findPostById(id))!.version;
    await saveThroughForm(id, { title: "Stale restore, saved meanwhile", content: "Someone else's text." });
    const snapshot = async () => ({ post: await findPostById(id), revisions: await listRevisions(id) });
    const before = await snapshot();

    const stale = await restore(id, oldest.id, { version: String(opened) });
    expect(stale.status).toBe(409);
    expect(dataOf<{ alert: { title: string; description: string } }>(stale).alert.description).toMatch(/changed since you opened this page/);
    for (const fields of [{} as Record<string, string>, { version: "" }, { version: "abc" }, { version: "-1" }, { version: "1".repeat(40) }]) {
      const broken = await restore(id, oldest.id, fields);
      expect(broken.status, JSON.stringify(fields)).toBe(400);
    }
    // Not a form at all: a 4xx, not a 500.
    const notAForm = await run(
      r(postRevision).action,
      new Request(`http://localhost:3000/admin/edit/${id}/history/${oldest.id}`, {
        method: "POST",
        headers: { Cookie: editorCookie, Origin: "http://localhost:3000", "Content-Type": "application/json" },
        body: "{}",
      }),
      { id: String(id), revisionId: String(oldest.id) },
    );
    expect(notAForm.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  test("restoring the current text changes nothing", async () => {
    const id = await postWithThreeVersions("Nothing to restore");
    const newest = (await listRevisions(id))[0]!;
    const outcome = await restore(id, newest.id, { version: String((await findPostById(id))!.version) });
    expect(outcome.status).toBe(409);
    expect(await listRevisions(id)).toHaveLength(3);
  });

  test("a revision of another post cannot be restored onto this one (404)", async () => {
    const first = await postWithThreeVersions("Restore source");
    const second = await postWithThreeVersions("Restore target");
    const ofFirst = (await listRevisions(first)).at(-1)!;
    const before = await findPostById(second);
    const outcome = await restore(second, ofFirst.id, { version: String(before!.version) });
    expect(outcome.status).toBe(404);
    expect(await findPostById(second)).toEqual(before);
  });
});

describe("the post rule: an author sees and restores only their own drafts", () => {
  test("another's post is 403 for the list, the page and the restore; their own draft is theirs", async () => {
    const id = await postWithThreeVersions("Not the author's");
    const oldest = (await listRevisions(id)).at(-1)!;
    expect((await historyOf(id, authorCookie)).status).toBe(403);
    expect((await revisionPage(id, oldest.id, authorCookie)).status).toBe(403);
    const before = await findPostById(id);
    expect((await restore(id, oldest.id, { version: String(before!.version) }, authorCookie)).status).toBe(403);
    expect(await findPostById(id)).toEqual(before);

    const own = await createThroughForm(authorCookie, { title: "The author's own draft", content: "First words." });
    await saveThroughForm(own, { title: "The author's own draft", content: "Second words." }, authorCookie);
    expect(dataOf<HistoryData>(await historyOf(own, authorCookie)).revisions).toHaveLength(2);
    const first = (await listRevisions(own)).at(-1)!;
    const restored = await restore(own, first.id, { version: String((await findPostById(own))!.version) }, authorCookie);
    expect(restored.status).toBe(302);
    expect((await findPostById(own))!.content).toBe("First words.");
    expect((await listRevisions(own))[0]).toMatchObject({ kind: "restore", savedBy: AUTHOR });
  });
});

describe("the revision at the version an editor opened (the compare link of a refused save)", () => {
  test("is the newest revision at or before that version, also when the version was raised without a revision", async () => {
    const id = await postWithThreeVersions("Opened at");
    const [third, second, first] = await listRevisions(id);
    expect(await findRevisionAtVersion(id, 1)).toEqual({ id: first!.id });
    expect(await findRevisionAtVersion(id, 2)).toEqual({ id: second!.id });
    // Publish raises the version (4) but keeps the text: version 4 is the text of version 3.
    await setPublished(id, true);
    expect((await findPostById(id))!.version).toBe(4);
    expect(await findRevisionAtVersion(id, 4)).toEqual({ id: third!.id });
    expect(await findRevisionAtVersion(id, 0)).toBeNull();
    // Another post's revisions are never the answer.
    const other = await postWithThreeVersions("Opened at, other");
    expect((await listRevisions(other)).map((revision) => revision.id)).not.toContain((await findRevisionAtVersion(id, 4))!.id);
  });
});

describe("how many are kept", () => {
  test(`more than ${REVISIONS_KEPT} saves keep the last ${REVISIONS_KEPT} (at least 50 are promised)`, async () => {
    expect(REVISIONS_KEPT).toBeGreaterThanOrEqual(50);
    const created = await createPost(input({ title: "Saved often", content: "Save 0" }));
    const saves = REVISIONS_KEPT + 5;
    for (let i = 1; i <= saves; i++) await updatePost(created.id, input({ title: "Saved often", content: `Save ${i}` }));
    const revisions = await listRevisions(created.id);
    expect(revisions).toHaveLength(REVISIONS_KEPT);
    expect(revisions[0]!.content).toBe(`Save ${saves}`);
    expect(revisions.at(-1)!.content).toBe(`Save ${saves - REVISIONS_KEPT + 1}`);
    expect(dataOf<HistoryData>(await historyOf(created.id)).revisions).toHaveLength(REVISIONS_KEPT);
  });

  test("an image only a dropped revision showed is deleted with it (it no longer stays at its public address)", async () => {
    const created = await run(
      r(postNew).action,
      multipartPost("/admin/new", { title: "Photo taken out", image_alt: "A kitchen" }, { name: "photo.png", bytes: PNG_BYTES }, editorCookie),
    );
    expect(created.status).toBe(302);
    const row = await db().selectFrom("posts").selectAll().where("title", "=", "Photo taken out").executeTakeFirstOrThrow();
    const file = storedFilePath(POST_IMAGE_DIRECTORY, row.image!.split("/").pop()!);
    // Taken out of the post: kept while a revision shows it, so it can be restored.
    await saveThroughForm(row.id, { remove_image: "on", image_alt: "" });
    expect((await findPostById(row.id))!.image).toBeNull();
    expect(fs.existsSync(file)).toBe(true);
    for (let i = 0; i < REVISIONS_KEPT - 2; i++) await updatePost(row.id, input({ title: "Photo taken out", content: `Save ${i}` }));
    expect(await listRevisions(row.id)).toHaveLength(REVISIONS_KEPT);
    expect(fs.existsSync(file)).toBe(true);
    // The next save drops the first revision, the last to show the photo.
    await saveThroughForm(row.id, { content: "One save too many for the photo." });
    expect((await listRevisions(row.id)).some((revision) => revision.image === row.image)).toBe(false);
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe("posts from before revisions (seeded)", () => {
  test("have no revision until their first save, which keeps the original text first, restorable", async () => {
    const seeded = await db().selectFrom("posts").selectAll().where("created_by", "is", null).orderBy("id").executeTakeFirstOrThrow();
    expect(await listRevisions(seeded.id)).toEqual([]);
    const empty = await handle(get(`/admin/edit/${seeded.id}/history`, editorCookie));
    expect(await empty.text()).toContain("No saved versions yet");

    await saveThroughForm(seeded.id, { title: `${seeded.title} (edited)`, excerpt: seeded.excerpt, content: "Replaced body." });
    const revisions = await listRevisions(seeded.id);
    expect(revisions).toHaveLength(2);
    const baseline = revisions[1]!;
    expect(baseline).toMatchObject({ title: seeded.title, content: seeded.content, excerpt: seeded.excerpt, savedBy: seeded.author, savedAt: seeded.updated_at });

    const outcome = await restore(seeded.id, baseline.id, { version: String((await findPostById(seeded.id))!.version) });
    expect(outcome.status).toBe(302);
    expect(await findPostById(seeded.id)).toMatchObject({ title: seeded.title, content: seeded.content, excerpt: seeded.excerpt });
    expect(await listRevisions(seeded.id)).toHaveLength(3);
  });
});
