/**
 * Staff sessions on the server (new id per sign-in, idle 8 h, absolute 7 d,
 * sign-out, "sign out other sessions"), the audit trail (what the routes
 * record, the owner's filterable page, append-only, 2-year purge) and the
 * author's limits on posts.
 */
import { beforeEach, describe, expect, test } from "vitest";
import * as account from "~/routes/admin/account/route";
import * as auditPage from "~/routes/admin/audit/route";
import * as categories from "~/routes/admin/posts/categories";
import * as dashboard from "~/routes/admin/dashboard";
import * as login from "~/routes/admin/sign-in/login";
import * as logout from "~/routes/admin/sign-in/logout";
import * as postEdit from "~/routes/admin/posts/post-edit";
import * as postNew from "~/routes/admin/posts/post-new";
import * as preview from "~/routes/admin/posts/post-preview";
import * as subscribersCsv from "~/routes/admin/newsletter/subscribers-csv";
import { getAdmin } from "~/server/auth/auth.server";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, startStaffSession } from "~/server/credentials/staff-sessions.server";
import { tokenHash } from "~/server/credentials/tokens.server";
import { purgeOldAudit, recordAudit } from "~/server/domain/audit.server";
import { createPost, findPostById, type PostInput } from "~/server/domain/posts.server";
import { db } from "~/server/infra/db.server";
import { getSession } from "~/server/infra/session.server";
import { ADMIN_PASSWORD, dataOf, get, multipartPost, post, run, signedInCookie, type RouteModule } from "./admin-helpers";
import { clearTables, ORIGIN } from "./helpers";
import { postInput } from "./factories";

const r = (mod: unknown) => mod as RouteModule;
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function userId(email: string) {
  return (await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
}

async function signInByForm(email: string, password: string, cookie = "") {
  const request = post("/admin/login", { email, password }, cookie || undefined);
  request.headers.set("User-Agent", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36");
  return run(r(login).action, request, {}, { clientIp: "203.0.113.9" });
}

async function auditActions() {
  return (await db().selectFrom("audit_log").select(["action", "actor_email", "target_type", "target_id", "ip"]).orderBy("id").execute());
}

const draft: PostInput = postInput({ title: "Someone else's draft", excerpt: "", content: "Body", author: "", authorRole: "" });

beforeEach(async () => {
  await clearTables();
  await db().deleteFrom("audit_log").execute();
  await db().deleteFrom("staff_sessions").execute();
});

describe("staff sessions", () => {
  test("every sign-in gets a new session id, the old one ends, and both are recorded", async () => {
    await signedInCookie("s1@example.com");
    const first = await signInByForm("s1@example.com", ADMIN_PASSWORD);
    expect(first.status).toBe(302);
    const firstCookie = cookieOf((first as { response: Response }).response);
    // Signing in again from the same browser: a new id; the old cookie no longer works.
    const second = await signInByForm("s1@example.com", ADMIN_PASSWORD, firstCookie);
    const secondCookie = cookieOf((second as { response: Response }).response);
    const firstSid = (await getSession(get("/admin", firstCookie))).get("sid");
    const secondSid = (await getSession(get("/admin", secondCookie))).get("sid");
    expect(firstSid).toBeTruthy();
    expect(secondSid).not.toBe(firstSid);
    expect(await getAdmin(get("/admin", firstCookie))).toBeNull();
    expect((await getAdmin(get("/admin", secondCookie)))?.email).toBe("s1@example.com");
    // Only the hash of the id is stored.
    const rows = await db().selectFrom("staff_sessions").select(["token_hash", "ip", "user_agent", "ended_at"]).orderBy("id").execute();
    expect(rows.map((row) => row.token_hash)).toContain(tokenHash(String(secondSid)));
    expect(JSON.stringify(rows)).not.toContain(String(secondSid));
    expect(rows.at(-1)).toMatchObject({ ip: "203.0.113.9", ended_at: null });
    expect(rows.at(-1)?.user_agent).toContain("Chrome/131");
    const failed = await signInByForm("s1@example.com", "wrong-password-123");
    expect(failed.status).toBe(401);
    const actions = await auditActions();
    expect(actions.map((a) => a.action)).toEqual(["sign-in", "sign-in", "sign-in-failed"]);
    expect(actions[2]).toMatchObject({ actor_email: "s1@example.com", ip: "203.0.113.9" });
  }, 30_000);

  test("a session ends after 8 idle hours, and 7 days after sign-in even when used", async () => {
    await signedInCookie("s2@example.com");
    const id = await userId("s2@example.com");
    const now = Date.now();
    const idle = (await startStaffSession(new Request(ORIGIN), id, { method: "password", ip: "x" })).split(";")[0]!;
    const active = (await startStaffSession(new Request(ORIGIN), id, { method: "password", ip: "x" })).split(";")[0]!;
    expect(await getAdmin(get("/admin", idle))).not.toBeNull();
    const sidOf = async (cookie: string) => tokenHash(String((await getSession(get("/admin", cookie))).get("sid")));
    // Idle: last seen just over 8 hours ago.
    await db().updateTable("staff_sessions").set({ last_seen_at: new Date(now - SESSION_IDLE_MS - 1000).toISOString() }).where("token_hash", "=", await sidOf(idle)).execute();
    expect(await getAdmin(get("/admin", idle))).toBeNull();
    // Used a minute ago, but signed in just over 7 days ago.
    await db()
      .updateTable("staff_sessions")
      .set({ created_at: new Date(now - SESSION_ABSOLUTE_MS - 1000).toISOString(), last_seen_at: new Date(now - 60_000).toISOString() })
      .where("token_hash", "=", await sidOf(active))
      .execute();
    expect(await getAdmin(get("/admin", active))).toBeNull();
    // Just inside both limits: still signed in.
    await db()
      .updateTable("staff_sessions")
      .set({ created_at: new Date(now - SESSION_ABSOLUTE_MS + 60_000).toISOString(), last_seen_at: new Date(now - SESSION_IDLE_MS + 60_000).toISOString() })
      .where("token_hash", "=", await sidOf(active))
      .execute();
    expect(await getAdmin(get("/admin", active))).not.toBeNull();
  });

  test("the account page lists the live sessions; 'Sign out other sessions' ends all but this one", async () => {
    const mine = await signedInCookie("s3@example.com");
    const id = await userId("s3@example.com");
    const phone = (await startStaffSession(new Request(ORIGIN, { headers: { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1" } }), id, { method: "password", ip: "198.51.100.7" })).split(";")[0]!;
    const page = dataOf<{ sessions: { device: string; ip: string; current: boolean }[] }>(await run(r(account).loader, get("/admin/account", mine)));
    expect(page.sessions).toHaveLength(2);
    expect(page.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(page.sessions.find((s) => !s.current)).toMatchObject({ device: "Safari on iOS", ip: "198.51.100.7" });

    // A stolen cookie alone cannot end the owner's other sessions: it takes the current password.
    const bare = await run(r(account).action, post("/admin/account", { intent: "sign-out-others" }, mine));
    expect(bare.status).toBe(400);
    expect(dataOf<{ proofProblem: { error: string } }>(bare).proofProblem.error).toBe("Enter your current password.");
    const wrong = await run(r(account).action, post("/admin/account", { intent: "sign-out-others", password: "not-the-password-at-all" }, mine));
    expect(wrong.status).toBe(400);
    expect(await getAdmin(get("/admin", phone))).not.toBeNull();
    const outcome = await run(r(account).action, post("/admin/account", { intent: "sign-out-others", password: ADMIN_PASSWORD }, mine));
    expect(outcome.status).toBe(302);
    expect(await getAdmin(get("/admin", phone))).toBeNull();
    expect(await getAdmin(get("/admin", mine))).not.toBeNull();
    expect((await auditActions()).map((a) => a.action)).toContain("sessions-ended");

    // An unknown intent is refused, not a 500.
    expect((await run(r(account).action, post("/admin/account", { intent: "nope" }, mine))).status).toBe(400);
  });

  test("signing out ends the session on the server and is recorded", async () => {
    const cookie = await signedInCookie("s4@example.com");
    const outcome = await run(r(logout).action, post("/admin/logout", {}, cookie));
    expect(outcome).toMatchObject({ status: 302, location: "/admin/login" });
    expect(await getAdmin(get("/admin", cookie))).toBeNull();
    expect((await auditActions()).map((a) => a.action)).toEqual(["sign-out"]);
  });
});

describe("the audit trail", () => {
  test("records what staff do, with who, which record and IP", async () => {
    const cookie = await signedInCookie("auditor@example.com");
    const created = await run(r(postNew).action, multipartPost("/admin/new", { title: "Audited post", content: "Text", published: "on" }, null, cookie), {}, { clientIp: "192.0.2.44" });
    expect(created.status).toBe(302);
    const postRow = await db().selectFrom("posts").select(["id", "created_by"]).where("title", "=", "Audited post").executeTakeFirstOrThrow();
    expect(postRow.created_by).toBe(await userId("auditor@example.com"));
    await run(r(dashboard).action, post("/admin", { intent: "unpublish", id: String(postRow.id) }, cookie));
    await run(r(categories).action, post("/admin/categories", { name: "Audited category" }, cookie));
    await run(r(subscribersCsv).loader, get("/admin/inbox/subscribers.csv", cookie));
    const actions = await auditActions();
    expect(actions.map((a) => a.action)).toEqual(["post-create", "post-publish", "post-unpublish", "category-add", "subscriber-export"]);
    expect(actions[0]).toMatchObject({ actor_email: "auditor@example.com", target_type: "post", target_id: String(postRow.id), ip: "192.0.2.44" });
  });

  test("the owner's page filters by staff member and action, newest first, and pages", async () => {
    const cookie = await signedInCookie("owner@example.com");
    const other = { id: 999, email: "someone@example.com" };
    const base = Date.now() - 1000 * 60 * 60;
    for (let i = 0; i < 60; i++) {
      await recordAudit({ action: i % 2 ? "post-edit" : "review-hide", actor: i < 55 ? other : null, email: i < 55 ? undefined : "stranger@example.com", ip: "192.0.2.1", detail: `#${i}` }, new Date(base + i * 1000));
    }
    type Page = { entries: { detail: string; action: string }[]; total: number; pages: number };
    const all = dataOf<Page>(await run(r(auditPage).loader, get("/admin/audit", cookie)));
    expect(all.total).toBe(60);
    expect(all.pages).toBe(2);
    expect(all.entries[0]!.detail).toBe("#59");
    const second = dataOf<Page>(await run(r(auditPage).loader, get("/admin/audit?page=2", cookie)));
    expect(second.entries.map((e) => e.detail)).toEqual(["#9", "#8", "#7", "#6", "#5", "#4", "#3", "#2", "#1", "#0"]);
    const edits = dataOf<Page>(await run(r(auditPage).loader, get("/admin/audit?action=post-edit&staff=999", cookie)));
    expect(edits.total).toBe(27);
    expect(edits.entries.every((e) => e.action === "post-edit")).toBe(true);
    // An unknown filter value is ignored, not an error.
    expect(dataOf<Page>(await run(r(auditPage).loader, get("/admin/audit?action=drop-table&staff=abc", cookie))).total).toBe(60);
    // The page has no action: nothing edits or deletes an entry.
    expect((auditPage as { action?: unknown }).action).toBeUndefined();
  });

  test("the purge removes entries older than 2 years, nothing newer", async () => {
    const now = new Date("2026-06-01T12:00:00Z");
    await recordAudit({ action: "sign-in", actor: null, ip: "x", detail: "old" }, new Date("2024-05-31T12:00:00Z"));
    await recordAudit({ action: "sign-in", actor: null, ip: "x", detail: "recent" }, new Date("2024-06-02T12:00:00Z"));
    expect(await purgeOldAudit(now)).toBe(1);
    expect((await db().selectFrom("audit_log").select("detail").execute()).map((row) => row.detail)).toEqual(["recent"]);
  });
});

describe("authors", () => {
  test("create drafts only, edit their own drafts, and cannot open anyone else's", async () => {
    const editor = await signedInCookie("editor@example.com", "editor");
    const author = await signedInCookie("author@example.com", "author");
    const others = await createPost(draft, new Date(), await userId("editor@example.com"));

    // Even with Published ticked, an author's new post is a draft of theirs.
    const created = await run(r(postNew).action, multipartPost("/admin/new", { title: "Author post", content: "Text", published: "on", featured: "on" }, null, author));
    expect(created.status).toBe(302);
    const own = await db().selectFrom("posts").selectAll().where("title", "=", "Author post").executeTakeFirstOrThrow();
    expect(own).toMatchObject({ published: 0, featured: 0, created_by: await userId("author@example.com") });
    expect(dataOf<{ mayPublish: boolean }>(await run(r(postNew).loader, get("/admin/new", author))).mayPublish).toBe(false);

    // Their own draft: open and save.
    expect((await run(r(postEdit).loader, get(`/admin/edit/${own.id}`, author), { id: String(own.id) })).status).toBe(200);
    const saved = await run(r(postEdit).action, multipartPost(`/admin/edit/${own.id}`, { title: "Author post v2", content: "Text", published: "on" }, null, author), { id: String(own.id) });
    expect(saved.status).toBe(302);
    expect((await findPostById(own.id))).toMatchObject({ title: "Author post v2", published: false });

    // Someone else's draft: 403 to open, save and preview; nothing changes.
    expect((await run(r(postEdit).loader, get(`/admin/edit/${others.id}`, author), { id: String(others.id) })).status).toBe(403);
    const refused = await run(r(postEdit).action, multipartPost(`/admin/edit/${others.id}`, { title: "Hijacked", content: "x" }, null, author), { id: String(others.id) });
    expect(refused.status).toBe(403);
    expect((await findPostById(others.id))?.title).toBe("Someone else's draft");
    expect((await run(r(preview).loader, get(`/admin/preview/${others.id}`, author), { id: String(others.id) })).status).toBe(403);

    // Once an editor publishes the author's post, it is out of the author's hands.
    await run(r(dashboard).action, post("/admin", { intent: "publish", id: String(own.id) }, editor));
    expect((await run(r(postEdit).loader, get(`/admin/edit/${own.id}`, author), { id: String(own.id) })).status).toBe(403);
    expect((await run(r(preview).loader, get(`/admin/preview/${own.id}`, author), { id: String(own.id) })).status).toBe(200);

    // The author's dashboard lists their own posts only; the editor's lists all.
    type Dash = { posts: { id: number; editable: boolean }[] };
    expect(dataOf<Dash>(await run(r(dashboard).loader, get("/admin", author))).posts.map((p) => p.id)).toEqual([own.id]);
    expect(dataOf<Dash>(await run(r(dashboard).loader, get("/admin", editor))).posts.map((p) => p.id).sort()).toEqual([others.id, own.id].sort());
  });
});
