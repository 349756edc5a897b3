/**
 * Publishing as staff know it (decisions 0313, 0317): scheduling in Toronto time with
 * visibility by the clock and an announcement claimed exactly once, the
 * stale-version refusal, autosave, SEO fields in the head, recompute.
 */
import { beforeAll, describe, expect, test } from "vitest";
import * as article from "~/routes/blog/article";
import * as feed from "~/routes/blog/feed";
import * as list from "~/routes/blog/list";
import * as dashboard from "~/routes/admin/dashboard";
import * as postEdit from "~/routes/admin/posts/post-edit";
import * as postNew from "~/routes/admin/posts/post-new";
import { utcToAgencyLocal } from "~/lib/agency-time";
import { STALE_VERSION_MESSAGE } from "~/routes/admin/posts/post-form-refusals.server";
import { announcePostsGoneLive } from "~/server/domain/publishing-scheduler.server";
import { findPostById, findPublishedPost, listPublishedPosts } from "~/server/domain/posts.server";
import { listRevisions } from "~/server/domain/post-revisions.server";
import { publishedPostEntries } from "~/server/domain/sitemap.server";
import { db } from "~/server/infra/db.server";
import fs from "node:fs";
import { dataOf, flashToastOf, get, multipartPost, PNG_BYTES, run, signedInCookie, type RouteModule } from "./admin-helpers";
import { gpsPhoto, metadataIn } from "../support/photo";
import { POST_IMAGE_DIRECTORY } from "~/server/domain/post-images.server";
import { storedFilePath } from "~/server/infra/stored-files.server";
import { clearTables } from "./helpers";

const r = (mod: unknown) => mod as RouteModule;
type FormAnswer = { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> }; compareHref?: string | null };
let editor = "";
let author = "";

const HOUR = 3_600_000;
const inToronto = (msFromNow: number) => utcToAgencyLocal(new Date(Date.now() + msFromNow).toISOString());

async function create(fields: Record<string, string>, cookie = editor) {
  return run(r(postNew).action, multipartPost("/admin/new", { content: "Body text", ...fields }, null, cookie));
}

async function edit(id: number, fields: Record<string, string>, cookie = editor) {
  return run(r(postEdit).action, multipartPost(`/admin/edit/${id}`, { content: "Body text", ...fields }, null, cookie), { id: String(id) });
}

async function bySlug(slug: string) {
  return (await db().selectFrom("posts").selectAll().where("slug", "=", slug).executeTakeFirstOrThrow());
}

/** Moves a post's publish time (as if the clock had moved on). */
async function setPublishTime(id: number, iso: string) {
  await db().updateTable("posts").set({ published_at: iso }).where("id", "=", id).execute();
}

beforeAll(async () => {
  await clearTables();
  editor = await signedInCookie("publishing-editor@example.com", "editor");
  author = await signedInCookie("publishing-author@example.com", "author");
});

describe("scheduled publishing", () => {
  test("Published with a future Toronto time is Scheduled: invisible everywhere visitors look until its minute", async () => {
    const when = inToronto(2 * HOUR);
    const outcome = await create({ title: "Winter Visit Plan", published: "on", featured: "on", publish_at: when, tags: "winter" });
    expect(outcome.status).toBe(302);
    expect((await flashToastOf(outcome))?.description).toMatch(/is scheduled for .* \(Toronto time\)/);
    const row = await bySlug("winter-visit-plan");
    expect(row.published).toBe(1);
    expect(utcToAgencyLocal(row.published_at!)).toBe(when);
    expect(row.went_live_at).toBeNull();
    expect((await findPostById(row.id))?.status).toBe("scheduled");

    // Not before: article, list (featured block and search), feed, sitemap.
    expect(await findPublishedPost("winter-visit-plan")).toBeNull();
    const page = await listPublishedPosts({ q: "", category: "All", page: 1 });
    expect([...page.featured, ...page.posts].map((post) => post.slug)).not.toContain("winter-visit-plan");
    expect((await listPublishedPosts({ q: "winter", category: "All", page: 1 })).total).toBe(0);
    expect(await ((await feed.loader()) as Response).text()).not.toContain("Winter Visit Plan");
    expect((await publishedPostEntries()).map((entry) => entry.path)).not.toContain("/blog/winter-visit-plan");
    const notYet = await run(r(article).loader, get("/blog/winter-visit-plan"), { slugOrId: "winter-visit-plan" });
    expect(notYet.status).toBe(404);

    // The clock passes its time: visible at once, before any job has run.
    await setPublishTime(row.id, new Date(Date.now() - 1000).toISOString());
    expect((await db().selectFrom("posts").select("went_live_at").where("id", "=", row.id).executeTakeFirstOrThrow()).went_live_at).toBeNull();
    expect((await findPublishedPost("winter-visit-plan"))?.title).toBe("Winter Visit Plan");
    const live = await listPublishedPosts({ q: "", category: "All", page: 1 });
    expect(live.featured.map((post) => post.slug)).toContain("winter-visit-plan");
    expect(await ((await feed.loader()) as Response).text()).toContain("Winter Visit Plan");
    expect((await publishedPostEntries()).map((entry) => entry.path)).toContain("/blog/winter-visit-plan");
    const blog = dataOf<{ page: { posts: { slug: string }[] } }>(await run(r(list).loader, get("/blog?q=winter")));
    expect(blog.page.posts.map((post) => post.slug)).toContain("winter-visit-plan");
  });

  test("the announcement is claimed exactly once, even by two processes at the same moment, and audited", async () => {
    await create({ title: "Twice Claimed", published: "on", publish_at: inToronto(HOUR) });
    const row = await bySlug("twice-claimed");
    await setPublishTime(row.id, new Date(Date.now() - 1000).toISOString());
    const [first, second] = await Promise.all([announcePostsGoneLive(), announcePostsGoneLive()]);
    const claims = [...first, ...second].filter((post) => post.id === row.id);
    expect(claims).toHaveLength(1);
    expect(await announcePostsGoneLive()).toEqual([]);
    const audits = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "post-publish")
      .where("target_id", "=", String(row.id))
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor_id: null, detail: expect.stringMatching(/^Twice Claimed \(scheduled for /) });
    const scheduled = await db().selectFrom("audit_log").select("action").where("target_id", "=", String(row.id)).execute();
    expect(scheduled.map((entry) => entry.action)).toContain("post-schedule");
  });

  test("unticked stays a draft whatever the time; ticked with no time or a past one goes live now", async () => {
    await create({ title: "Draft With Time", publish_at: inToronto(-HOUR) });
    expect((await findPostById((await bySlug("draft-with-time")).id))?.status).toBe("draft");

    const before = Date.now();
    await create({ title: "Past Time", published: "on", publish_at: inToronto(-5 * 24 * HOUR) });
    const past = await bySlug("past-time");
    expect(Date.parse(past.published_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(past.went_live_at).not.toBeNull();

    await create({ title: "No Time", published: "on" });
    expect((await findPostById((await bySlug("no-time")).id))?.status).toBe("published");
  });

  test("a live post keeps the time it went live when saved again; it can be rescheduled and unscheduled", async () => {
    await create({ title: "Keeps Its Date", published: "on" });
    const row = await bySlug("keeps-its-date");
    const wentLive = "2026-01-05T15:00:00.000Z";
    await db().updateTable("posts").set({ published_at: wentLive, went_live_at: wentLive }).where("id", "=", row.id).execute();
    await edit(row.id, { title: "Keeps Its Date", published: "on", publish_at: utcToAgencyLocal(wentLive), version: String(row.version) });
    expect((await bySlug("keeps-its-date")).published_at).toBe(wentLive);

    await create({ title: "Move Me", published: "on", publish_at: inToronto(3 * HOUR) });
    const scheduled = await bySlug("move-me");
    const later = inToronto(48 * HOUR);
    expect((await edit(scheduled.id, { title: "Move Me", published: "on", publish_at: later, version: "1" })).status).toBe(302);
    expect(utcToAgencyLocal((await bySlug("move-me")).published_at!)).toBe(later);
    const moved = await db().selectFrom("audit_log").select("detail").where("action", "=", "post-schedule").where("target_id", "=", String(scheduled.id)).execute();
    expect(moved).toHaveLength(2);

    // The dashboard's Unschedule: back to a draft.
    const unscheduled = await run(
      r(dashboard).action,
      new Request("http://localhost:3000/admin", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost:3000", Cookie: editor },
        body: new URLSearchParams({ intent: "unpublish", id: String(scheduled.id) }),
      }),
    );
    expect((await flashToastOf(unscheduled))?.title).toBe("Unscheduled");
    expect((await findPostById(scheduled.id))?.status).toBe("draft");
  });

  test("a time that is not a date is refused next to the field, with what was typed kept", async () => {
    const outcome = await create({ title: "Bad Time", published: "on", publish_at: "2026-02-31T10:00" });
    expect(outcome.status).toBe(400);
    const answer = dataOf<FormAnswer>(outcome);
    expect(answer.result.error?.publish_at?.[0]).toMatch(/Enter a date and time like/);
    expect(answer.result.initialValue).toMatchObject({ title: "Bad Time", publish_at: "2026-02-31T10:00" });
  });

  test("an author cannot schedule: the post stays a draft", async () => {
    await create({ title: "Author Tries", published: "on", publish_at: inToronto(HOUR) }, author);
    const row = await bySlug("author-tries");
    expect(row.published).toBe(0);
    expect(row.published_at).toBeNull();
  });

  test("the dashboard labels and filters Draft, Scheduled and Published", async () => {
    type Listed = { posts: { title: string; status: string; publishedAt: string | null }[] };
    await create({ title: "Next Week's Tips", published: "on", publish_at: inToronto(7 * 24 * HOUR) });
    const scheduled = dataOf<Listed>(await run(r(dashboard).loader, get("/admin?status=scheduled", editor)));
    expect(scheduled.posts.map((post) => post.title)).toEqual(["Next Week's Tips"]);
    expect(scheduled.posts[0]?.publishedAt).not.toBeNull();
    const drafts = dataOf<Listed>(await run(r(dashboard).loader, get("/admin?status=draft", editor)));
    expect(drafts.posts.map((post) => post.title)).toContain("Draft With Time");
    expect(drafts.posts.every((post) => post.status === "draft")).toBe(true);
    const published = dataOf<Listed>(await run(r(dashboard).loader, get("/admin?status=published", editor)));
    expect(published.posts.map((post) => post.title)).toContain("Winter Visit Plan");
    expect(published.posts.every((post) => post.status === "published")).toBe(true);
  });
});

describe("safe concurrent editing", () => {
  test("a save over a newer version is refused, the text kept, with a link to compare", async () => {
    await create({ title: "Shared Draft", content: "First words." });
    const row = await bySlug("shared-draft");
    expect(row.version).toBe(1);
    // Someone else saves first.
    expect((await edit(row.id, { title: "Shared Draft", content: "Their words.", version: "1" })).status).toBe(302);
    // The person who opened version 1 saves.
    const refused = await edit(row.id, { title: "Shared Draft (mine)", content: "My long paragraph.", version: "1" });
    expect(refused.status).toBe(409);
    const answer = dataOf<FormAnswer & { alert: { description: string }; conflict: { version: number } }>(refused);
    expect(answer.alert.description).toContain(STALE_VERSION_MESSAGE);
    expect(answer.result.initialValue).toMatchObject({ title: "Shared Draft (mine)", content: "My long paragraph." });
    expect(answer.conflict.version).toBe(2);
    const revisionAtOne = (await listRevisions(row.id)).find((revision) => revision.version === 1);
    expect(answer.compareHref).toBe(`/admin/edit/${row.id}/history/${revisionAtOne?.id}`);
    expect((await findPostById(row.id))?.content).toBe("Their words.");
    // Saving again, now carrying the current version, is a deliberate choice and goes through.
    expect((await edit(row.id, { title: "Shared Draft (mine)", content: "My long paragraph.", version: "2" })).status).toBe(302);
    expect((await findPostById(row.id))?.content).toBe("My long paragraph.");
  });

  test("the dashboard's Publish raises the version, so an editor open on the post cannot silently undo it", async () => {
    await create({ title: "Published Meanwhile" });
    const row = await bySlug("published-meanwhile");
    await run(
      r(dashboard).action,
      new Request("http://localhost:3000/admin", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost:3000", Cookie: editor },
        body: new URLSearchParams({ intent: "publish", id: String(row.id) }),
      }),
    );
    expect((await edit(row.id, { title: "Published Meanwhile", version: "1" })).status).toBe(409);
    expect((await findPostById(row.id))?.status).toBe("published");
  });
});

describe("autosave", () => {
  type Autosaved = { autosave: { ok: boolean; version?: number; id?: number; message?: string } };

  test("a draft's autosave saves the text, answers the new version, and a run of autosaves is one revision", async () => {
    await create({ title: "Typing Away", content: "One." });
    const row = await bySlug("typing-away");
    const first = dataOf<Autosaved>(await edit(row.id, { title: "Typing Away", content: "One. Two.", version: "1", intent: "autosave", published: "on" }));
    expect(first.autosave).toMatchObject({ ok: true, version: 2 });
    const second = dataOf<Autosaved>(await edit(row.id, { title: "Typing Away", content: "One. Two. Three.", version: "2", intent: "autosave" }));
    expect(second.autosave).toMatchObject({ ok: true, version: 3 });
    const saved = (await findPostById(row.id))!;
    expect(saved.content).toBe("One. Two. Three.");
    // An autosave never publishes, whatever the checkbox said.
    expect(saved.status).toBe("draft");
    const revisions = await listRevisions(row.id);
    expect(revisions.map((revision) => revision.kind)).toEqual(["autosave", "save"]);
    expect(revisions[0]?.content).toBe("One. Two. Three.");
  });

  test("an autosave over a newer version is refused with the compare link; published posts do not autosave", async () => {
    await create({ title: "Two Tabs" });
    const row = await bySlug("two-tabs");
    await edit(row.id, { title: "Two Tabs", content: "Other tab.", version: "1" });
    const stale = dataOf<Autosaved & { autosave: { compareHref?: string } }>(
      await edit(row.id, { title: "Two Tabs", content: "This tab.", version: "1", intent: "autosave" }),
    );
    expect(stale.autosave).toMatchObject({ ok: false, message: STALE_VERSION_MESSAGE });
    expect(stale.autosave.compareHref).toMatch(new RegExp(`^/admin/edit/${row.id}/history/\\d+$`));

    await create({ title: "Already Live", published: "on" });
    const live = await bySlug("already-live");
    const refused = dataOf<Autosaved>(await edit(live.id, { title: "Already Live", content: "Edit", version: "1", intent: "autosave" }));
    expect(refused.autosave.ok).toBe(false);
    expect((await findPostById(live.id))?.content).toBe("Body text");
  });

  test("on the new post page the first autosave creates the draft", async () => {
    const answer = dataOf<Autosaved>(await create({ title: "Started Typing", intent: "autosave", published: "on" }));
    expect(answer.autosave).toMatchObject({ ok: true, version: 1 });
    const row = await bySlug("started-typing");
    expect(row.id).toBe(answer.autosave.id);
    expect(row.published).toBe(0);
  });

  test("an autosave whose file is refused answers the status line with why, and saves nothing", async () => {
    await create({ title: "Chose A Card" });
    const row = await bySlug("chose-a-card");
    const request = multipartPost(
      `/admin/edit/${row.id}`,
      { title: "Chose A Card", content: "Typed on.", version: "1", intent: "autosave" },
      null,
      editor,
      [{ field: "social_image", name: "card.png", bytes: new TextEncoder().encode("not an image at all") }],
    );
    const outcome = await run(r(postEdit).action, request, { id: String(row.id) });
    expect(outcome.status).toBe(400);
    expect(dataOf<Autosaved>(outcome).autosave).toMatchObject({ ok: false, message: expect.stringMatching(/not a real \.png file/) });
    expect((await findPostById(row.id))?.version).toBe(1);
  });
});

describe("SEO fields and the address", () => {
  type Meta = Array<Record<string, string>>;
  const metaOf = async (slug: string): Promise<Meta> => {
    const data = dataOf<unknown>(await run(r(article).loader, get(`/blog/${slug}`), { slugOrId: slug }));
    const matches = [{ id: "root", loaderData: { siteUrl: "https://care.example.com" } }];
    return (article.meta as unknown as (args: unknown) => Meta)({ loaderData: data, matches });
  };
  const find = (meta: Meta, key: string, value: string) => meta.find((tag) => tag[key] === value);

  test("meta title, description, canonical address are used in the head; blank ones fall back", async () => {
    await create({
      title: "Falls At Home",
      excerpt: "How to prevent falls.",
      published: "on",
      meta_title: "Preventing Falls at Home: A Nurse's Checklist",
      meta_description: "Ten checks a nurse makes in every home visit.",
      canonical_url: "https://partner.example.org/falls",
    });
    const meta = await metaOf("falls-at-home");
    expect(find(meta, "title", "Preventing Falls at Home: A Nurse's Checklist")).toBeDefined();
    expect(find(meta, "name", "description")?.content).toBe("Ten checks a nurse makes in every home visit.");
    expect(find(meta, "property", "og:description")?.content).toBe("Ten checks a nurse makes in every home visit.");
    expect(find(meta, "rel", "canonical")?.href).toBe("https://partner.example.org/falls");

    await create({ title: "Plain Post", excerpt: "Just the summary.", published: "on" });
    const plain = await metaOf("plain-post");
    expect(plain.find((tag) => "title" in tag)?.title).toBe("Plain Post | Sinai Home Care");
    expect(find(plain, "name", "description")?.content).toBe("Just the summary.");
    expect(find(plain, "rel", "canonical")?.href).toBe("https://care.example.com/blog/plain-post");
  });

  test("a social image of its own is cleaned like the post image and used for sharing; removing it falls back to the post image", async () => {
    const photo = await gpsPhoto({ width: 1600, height: 900 });
    const outcome = await run(
      r(postNew).action,
      multipartPost(
        "/admin/new",
        { title: "Shared Widely", content: "Body", published: "on", image_alt: "A nurse at a door" },
        { name: "post.png", bytes: PNG_BYTES },
        editor,
        [{ field: "social_image", name: "card.jpg", bytes: photo }],
      ),
    );
    expect(outcome.status).toBe(302);
    const row = await bySlug("shared-widely");
    expect(row.social_image).toMatch(/^\/media\/post-images\/post-[0-9a-f]{32}\.jpg$/);
    expect(row.social_image).not.toBe(row.image);
    const stored = fs.readFileSync(storedFilePath(POST_IMAGE_DIRECTORY, row.social_image!.split("/").pop()!));
    expect(await metadataIn(stored)).toEqual([]);
    expect(find(await metaOf("shared-widely"), "property", "og:image")?.content).toBe(`https://care.example.com${row.social_image}`);

    await edit(row.id, { title: "Shared Widely", content: "Body", published: "on", image_alt: "A nurse at a door", remove_social_image: "on", version: String(row.version) });
    expect((await bySlug("shared-widely")).social_image).toBeNull();
    expect(find(await metaOf("shared-widely"), "property", "og:image")?.content).toBe(`https://care.example.com${row.image}`);
  });

  test("a social image that is not an image is refused next to its field, and nothing uploaded with it is kept", async () => {
    const files = () => fs.readdirSync(storedFilePath(POST_IMAGE_DIRECTORY, "x").replace(/\/x$/, "")).length;
    const before = files();
    const outcome = await run(
      r(postNew).action,
      multipartPost(
        "/admin/new",
        { title: "Bad Card", content: "Body", image_alt: "Alt" },
        { name: "post.png", bytes: PNG_BYTES },
        editor,
        [{ field: "social_image", name: "card.png", bytes: new TextEncoder().encode("not an image at all") }],
      ),
    );
    expect(outcome.status).toBe(400);
    const answer = dataOf<FormAnswer>(outcome);
    expect(answer.result.error?.social_image?.[0]).toBeTruthy();
    expect(answer.result.error?.image).toBeUndefined();
    expect(answer.result.initialValue).toMatchObject({ title: "Bad Card" });
    expect(files()).toBe(before);
  });

  test("a canonical address that is not a web address is refused", async () => {
    const outcome = await create({ title: "Bad Canonical", canonical_url: "javascript:alert(1)" });
    expect(outcome.status).toBe(400);
    expect(dataOf<FormAnswer>(outcome).result.error?.canonical_url?.[0]).toMatch(/full web address/);
  });

  test("edit keeps the slug and read time unless asked to make them again", async () => {
    await create({ title: "Old Name", content: "short" });
    const row = await bySlug("old-name");
    await edit(row.id, { title: "New Name", content: Array.from({ length: 450 }, () => "word").join(" "), version: "1" });
    const kept = (await findPostById(row.id))!;
    expect([kept.slug, kept.readTime]).toEqual(["old-name", "1 min read"]);
    await edit(row.id, { title: "New Name", content: Array.from({ length: 450 }, () => "word").join(" "), version: "2", recompute: "on" });
    const redone = (await findPostById(row.id))!;
    expect([redone.slug, redone.readTime]).toEqual(["new-name", "3 min read"]);
  });
});
