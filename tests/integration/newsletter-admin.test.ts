/**
 * The newsletter's admin actions through the real doors: React Router's own
 * request handler over the app's routes (the admin guard, the permission
 * middleware, the action-origin check), signed-in sessions of each role, form
 * posts as the browser sends them, and a real SMTP server. An editor saves,
 * previews, tests, sends (twice), stops and resumes a newsletter, imports a
 * list and deletes a subscriber; an author and an hr account are refused
 * every one of these, and their refused posts change nothing.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deliverDueMail } from "~/server/domain/outbox.server";
import { createPost } from "~/server/domain/posts.server";
import { startStaffSession } from "~/server/credentials/staff-sessions.server";
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import { closeMail } from "~/server/infra/mail.server";
import type { StaffRole } from "~/lib/staff-roles";
import { databaseSnapshot, flashToastOf } from "./admin-helpers";
import { requestHandler } from "./app-routes";
import { postInput } from "./factories";
import { clearTables, ORIGIN } from "./helpers";
import { startTestSmtp, type TestSmtp } from "../support/test-mail";
import { PLANTED_BODY, unsafeMarkup } from "../support/unsafe-markup";

let smtp: TestSmtp;
let handle: (request: Request) => Promise<Response>;
const cookies = {} as Record<StaffRole, string>;
const emailOf = (role: StaffRole) => `nl-${role}@example.com`;

beforeAll(async () => {
  smtp = await startTestSmtp();
  handle = await requestHandler();
}, 120_000);
afterAll(async () => {
  closeMail();
  await smtp.close();
});
beforeEach(async () => {
  await clearTables();
  smtp.inbox.length = 0;
  config().smtpUrl = smtp.url;
  config().newsletterRatePerMinute = 1000;
  for (const role of ["owner", "editor", "author", "hr"] as const) {
    // Signed in by a session of their own: no password is checked on these doors.
    const at = new Date().toISOString();
    const user = await db()
      .insertInto("users")
      .values({ email: emailOf(role), password_hash: "x", role, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    cookies[role] = (await startStaffSession(new Request(ORIGIN), user.id, { method: "password", ip: "127.0.0.1" })).split(";")[0]!;
  }
});
afterEach(() => {
  config().smtpUrl = undefined;
  config().newsletterRatePerMinute = 60;
  closeMail();
});

function get(path: string, role: StaffRole) {
  return handle(new Request(new URL(path, ORIGIN), { headers: { Cookie: cookies[role] } }));
}

function post(path: string, role: StaffRole, fields: Record<string, string>) {
  return handle(
    new Request(new URL(path, ORIGIN), {
      method: "POST",
      headers: { Cookie: cookies[role], Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
  );
}

/** A page's HTML without React's text separators ("2<!-- --> confirmed"). */
const pageText = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

/** The toast a redirect carries (read back through the session cookie it sets). */
const toastOf = (response: Response) => flashToastOf({ kind: "response", status: response.status, location: response.headers.get("Location"), response });

async function subscriber(email: string, state: "confirmed" | "pending") {
  const at = new Date(Date.now() - 86_400_000).toISOString();
  const row = await db()
    .insertInto("subscribers")
    .values({
      email,
      consent_text: "I agree to receive the newsletter.",
      consented_at: at,
      confirm_token: `c-${email}`,
      unsubscribe_token: `u-${email}`,
      confirmed_at: state === "confirmed" ? at : null,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function livePost() {
  const post = await createPost(postInput({ title: "Staying warm this winter", content: "## Layers\n\nWear layers.", published: true }), new Date(Date.now() - 3600_000));
  return post.id;
}

/** What the job loop does, until nothing is due. */
async function deliverAll() {
  for (let round = 0; round < 20; round++) {
    const report = await deliverDueMail(new Date(), 50);
    if (report.sent + report.failed + report.retrying === 0) return;
  }
}

const outbox = () => db().selectFrom("mail_outbox").select(["to_address", "status", "kind", "subject"]).orderBy("to_address").execute();
const auditActions = async () => (await db().selectFrom("audit_log").select(["action", "actor_email", "detail"]).orderBy("id").execute());

/** The editor's "Continue" on /admin/edit/:id/email: the newsletter's page (its confirm step). */
async function draftNewsletter(postId: number, role: StaffRole = "editor") {
  const saved = await post(`/admin/edit/${postId}/email`, role, { intent: "continue", subject: "Winter news", intro: "Dear families," });
  expect(saved.status).toBe(302);
  const location = saved.headers.get("Location")!;
  expect(location).toMatch(/^\/admin\/newsletters\/\d+$/);
  return location;
}

describe("the newsletter's admin actions, as an editor", () => {
  it("preview, then Continue, the confirm page, Send; a second Send sends nothing new", async () => {
    await subscriber("ada@example.com", "confirmed");
    await subscriber("bob@example.com", "confirmed");
    await subscriber("pending@example.com", "pending");
    const postId = await livePost();

    const page = await get(`/admin/edit/${postId}/email`, "editor");
    expect(page.status).toBe(200);
    const html = await pageText(page);
    expect(html).toContain("the 2 confirmed subscribers");
    expect(html).toContain("Staying warm this winter");

    const preview = await post(`/admin/edit/${postId}/email`, "editor", { intent: "preview", subject: "A new subject", intro: "Hello readers" });
    expect(preview.status).toBe(200);
    const previewHtml = await pageText(preview);
    expect(previewHtml).toContain("Hello readers");
    expect(await outbox()).toEqual([]);

    const empty = await post(`/admin/edit/${postId}/email`, "editor", { intent: "continue", subject: "  ", intro: "" });
    expect(empty.status).toBe(400);
    expect(await pageText(empty)).toContain("Enter a subject.");
    expect(await db().selectFrom("newsletters").selectAll().execute()).toEqual([]);

    const newsletterPath = await draftNewsletter(postId);
    const confirm = await pageText(await get(newsletterPath, "editor"));
    expect(confirm).toContain("Send to 2 confirmed subscribers");

    const sent = await post(newsletterPath, "editor", { intent: "send" });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(newsletterPath);
    expect(await toastOf(sent)).toMatchObject({ title: "Sending", description: "Queued for 2 confirmed subscribers." });
    expect((await outbox()).map((row) => [row.to_address, row.status, row.kind])).toEqual([
      ["ada@example.com", "pending", "newsletter"],
      ["bob@example.com", "pending", "newsletter"],
    ]);

    const again = await post(newsletterPath, "editor", { intent: "send" });
    expect(await toastOf(again)).toMatchObject({ title: "Not sent", variant: "error" });
    expect(await outbox()).toHaveLength(2);
    // The "Email to subscribers" page of an emailed post leads to its newsletter.
    const emailPage = await get(`/admin/edit/${postId}/email`, "editor");
    expect(emailPage.status).toBe(302);
    expect(emailPage.headers.get("Location")).toBe(newsletterPath);

    await deliverAll();
    expect(smtp.inbox.map((mail) => mail.to[0]).sort()).toEqual(["ada@example.com", "bob@example.com"]);
    const done = await pageText(await get(newsletterPath, "editor"));
    expect(done).toMatch(/data-testid="count-sent">2</);
    expect(done).toMatch(/data-testid="count-queued">0</);
    expect(await auditActions()).toEqual([
      { action: "newsletter-send", actor_email: emailOf("editor"), detail: "“Winter news” to 2 subscribers" },
    ]);
  });

  it("a body planted against the CSS inliner: no handler, remote srcset or style URL in the preview page or the copies queued", async () => {
    await subscriber("ada@example.com", "confirmed");
    const postId = (await createPost(postInput({ title: "Planted", content: PLANTED_BODY, published: true }), new Date(Date.now() - 3600_000))).id;
    const siteUrl = config().siteUrl;

    for (const page of [
      await get(`/admin/edit/${postId}/email`, "editor"),
      await post(`/admin/edit/${postId}/email`, "editor", { intent: "preview", subject: "Planted", intro: "Hello" }),
    ]) {
      expect(page.status).toBe(200);
      const html = await pageText(page);
      expect(unsafeMarkup(html, siteUrl, { scripts: true })).toEqual([]);
      // The email in a frame that runs no script, the body's text intact: its h1 is not the page's second one.
      expect(html).toMatch(/<iframe [^>]*srcDoc="&lt;!doctype html&gt;[^"]*\}\}&quot; q=&#x27;/);
      expect(html).toMatch(/<iframe [^>]*sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    }

    await post(await draftNewsletter(postId), "editor", { intent: "send" });
    const queued = await db().selectFrom("mail_outbox").select("html_body").where("kind", "=", "newsletter").execute();
    expect(queued).toHaveLength(1);
    expect(unsafeMarkup(queued[0]!.html_body!, siteUrl)).toEqual([]);
  });

  it("with nobody confirmed there is no Send button, and a send posted anyway sends nothing and keeps the draft", async () => {
    await subscriber("pending@example.com", "pending");
    const newsletterPath = await draftNewsletter(await livePost());
    const page = await pageText(await get(newsletterPath, "editor"));
    expect(page).toContain("Nobody has confirmed a subscription yet");
    expect(page).not.toContain("Send to 0");
    const sent = await post(newsletterPath, "editor", { intent: "send" });
    expect(await toastOf(sent)).toMatchObject({ title: "Not sent", description: "There are no confirmed subscribers yet." });
    expect(await db().selectFrom("newsletters").select("status").execute()).toEqual([{ status: "draft" }]);
    expect(await outbox()).toEqual([]);
  });

  it("Send a test to me: one copy to the editor, never to a subscriber, audited", async () => {
    await subscriber("ada@example.com", "confirmed");
    const postId = await livePost();
    const test = await post(`/admin/edit/${postId}/email`, "editor", { intent: "test", subject: "Winter news", intro: "" });
    expect(test.status).toBe(302);
    expect(await toastOf(test)).toMatchObject({ title: "Test sent" });
    await deliverAll();
    expect(smtp.inbox.map((mail) => [mail.to[0], mail.subject])).toEqual([[emailOf("editor"), "[Test] Winter news"]]);
    expect(await auditActions()).toEqual([{ action: "newsletter-test", actor_email: emailOf("editor"), detail: `“Winter news” to ${emailOf("editor")}` }]);
    // A test is not the newsletter: the post can still be emailed.
    expect(await db().selectFrom("newsletters").selectAll().execute()).toEqual([]);
  });

  it("Stop holds the copies not yet sent; Resume sends them", async () => {
    await subscriber("ada@example.com", "confirmed");
    await subscriber("bob@example.com", "confirmed");
    const newsletterPath = await draftNewsletter(await livePost());
    await post(newsletterPath, "editor", { intent: "send" });

    const stopped = await post(newsletterPath, "editor", { intent: "stop" });
    expect(await toastOf(stopped)).toMatchObject({ title: "Stopped", description: "2 copies will wait until you resume." });
    expect((await outbox()).map((row) => row.status)).toEqual(["held", "held"]);
    await deliverAll();
    expect(smtp.inbox).toHaveLength(0);
    const stoppedPage = await pageText(await get(newsletterPath, "editor"));
    expect(stoppedPage).toContain("Resume sending");

    const resumed = await post(newsletterPath, "editor", { intent: "resume" });
    expect(await toastOf(resumed)).toMatchObject({ title: "Resumed", description: "2 copies are being sent." });
    await deliverAll();
    expect(smtp.inbox.map((mail) => mail.to[0]).sort()).toEqual(["ada@example.com", "bob@example.com"]);
    expect(await toastOf(await post(newsletterPath, "editor", { intent: "resume" }))).toMatchObject({ title: "Not stopped" });
    expect((await auditActions()).map((row) => row.action)).toEqual(["newsletter-send", "newsletter-stop", "newsletter-resume"]);

    const bad = await post(newsletterPath, "editor", { intent: "explode" });
    expect(bad.status).toBe(400);
  });

  it("imports a list with consent dates and sources; the refused rows are listed", async () => {
    const csv = ["email,consent_date,source", "new@example.com,2025-03-14,paper form at the office", "nodate@example.com,,old list"].join("\n");
    const imported = await post("/admin/inbox/subscribers/import", "editor", { csv });
    expect(imported.status).toBe(200);
    const html = await pageText(imported);
    expect(html).toContain("1 imported, 0 already on the list, 0 unsubscribed or forgotten (not added), 1 refused");
    expect(html).toContain("nodate@example.com");
    expect(html).toContain("no consent date");
    const rows = await db().selectFrom("subscribers").select(["email", "source", "confirmed_at"]).execute();
    expect(rows).toEqual([{ email: "new@example.com", source: "paper form at the office", confirmed_at: expect.any(String) }]);
    expect(await auditActions()).toEqual([{ action: "subscriber-import", actor_email: emailOf("editor"), detail: "1 imported, 0 already listed, 0 unsubscribed or forgotten, 1 refused" }]);

    const empty = await post("/admin/inbox/subscribers/import", "editor", { csv: " " });
    expect(empty.status).toBe(400);
    expect(await pageText(empty)).toContain("Paste the list (CSV) first.");
  });

  it("deletes a subscriber with the email still waiting for them; the audit keeps the number only", async () => {
    const ada = await subscriber("ada@example.com", "confirmed");
    await subscriber("bob@example.com", "confirmed");
    const newsletterPath = await draftNewsletter(await livePost());
    await post(newsletterPath, "editor", { intent: "send" });

    const confirmPage = await get(`/admin/inbox/subscribers/${ada}/delete`, "editor");
    expect(confirmPage.status).toBe(200);
    expect(await pageText(confirmPage)).toContain("Delete ada@example.com");

    const deleted = await post(`/admin/inbox/subscribers/${ada}/delete`, "editor", {});
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/admin/inbox/subscribers");
    expect(await toastOf(deleted)).toMatchObject({ variant: "success", description: `Subscriber #${ada} deleted, with any email still waiting for them.` });
    expect((await db().selectFrom("subscribers").select("email").execute()).map((row) => row.email)).toEqual(["bob@example.com"]);
    expect((await outbox()).map((row) => row.to_address)).toEqual(["bob@example.com"]);
    const audit = await db().selectFrom("audit_log").select(["action", "detail", "target_id"]).where("action", "=", "subscriber-delete").execute();
    expect(audit).toEqual([{ action: "subscriber-delete", detail: `Subscriber #${ada} deleted`, target_id: String(ada) }]);
    expect(JSON.stringify(await db().selectFrom("audit_log").selectAll().execute())).not.toContain("ada@example.com");

    const twice = await post(`/admin/inbox/subscribers/${ada}/delete`, "editor", {});
    expect(await toastOf(twice)).toMatchObject({ variant: "error", description: "That subscriber no longer exists." });
  });
});

describe("refused to an author and to hr", () => {
  it("every newsletter and subscriber action answers 403 and changes nothing", async () => {
    const ada = await subscriber("ada@example.com", "confirmed");
    const postId = await livePost();
    const newsletterPath = await draftNewsletter(postId, "owner");
    // A second newsletter, already sending, for Stop.
    const other = await createPost(postInput({ title: "Another post", published: true }), new Date(Date.now() - 3600_000));
    const sendingPath = await draftNewsletter(other.id, "owner");
    await post(sendingPath, "owner", { intent: "send" });
    const before = await databaseSnapshot();
    const doors: Array<[string, Record<string, string>]> = [
      [`/admin/edit/${postId}/email`, { intent: "continue", subject: "Hijacked", intro: "" }],
      [`/admin/edit/${postId}/email`, { intent: "test", subject: "Hijacked", intro: "" }],
      [newsletterPath, { intent: "send" }],
      [sendingPath, { intent: "stop" }],
      [sendingPath, { intent: "resume" }],
      ["/admin/inbox/subscribers/import", { csv: "email,consent_date,source\nx@example.com,2025-01-01,list" }],
      [`/admin/inbox/subscribers/${ada}/delete`, {}],
    ];
    for (const role of ["author", "hr"] as const) {
      for (const [path, fields] of doors) {
        const response = await post(path, role, fields);
        expect(response.status, `${role} POST ${path} ${fields.intent ?? ""}`).toBe(403);
      }
      for (const path of [`/admin/edit/${postId}/email`, newsletterPath, "/admin/newsletters", "/admin/inbox/subscribers/import"]) {
        expect((await get(path, role)).status, `${role} GET ${path}`).toBe(403);
      }
    }
    expect(await databaseSnapshot()).toEqual(before);
    await deliverAll();
    expect(smtp.inbox.map((mail) => mail.to[0])).toEqual(["ada@example.com"]);
  });
});
