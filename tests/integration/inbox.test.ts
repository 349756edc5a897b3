/**
 * The admin inbox: contact messages, job applications (now the hiring
 * pipeline's pages) with resume download,
 * reviews (hide, show, delete) and newsletter subscribers with CSV export.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import * as applications from "~/routes/admin/hiring/old-applications-address";
import * as messages from "~/routes/admin/inbox/messages";
import * as reviews from "~/routes/admin/inbox/reviews";
import * as subscribers from "~/routes/admin/newsletter/subscribers";
import * as resume from "~/routes/admin/hiring/old-resume-address";
import * as pipeline from "~/routes/admin/hiring/applications";
import * as applicationPage from "~/routes/admin/hiring/application";
import * as pipelineResume from "~/routes/admin/hiring/resume-download";
import { adoptEarlierApplications } from "~/server/domain/applications.server";
import * as reviewDelete from "~/routes/admin/inbox/review-delete";
import * as csv from "~/routes/admin/newsletter/subscribers-csv";
import { db } from "~/server/infra/db.server";
import { INBOX_PAGE_SIZE } from "~/server/domain/inbox.server";
import { RESUME_DIRECTORY } from "~/server/domain/resume-links.server";
import { storedFilePath } from "~/server/infra/stored-files.server";
import { dataOf, flashToastOf, get, post, run, signedInCookie, type RouteModule } from "./admin-helpers";
import { seedJobPostings } from "~/server/domain/job-postings-seed.server";
import { clearTables } from "./helpers";

const r = (mod: unknown) => mod as RouteModule;
let cookie = "";
const HOUR = 3600_000;
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString();

beforeAll(async () => {
  await clearTables();
  await seedJobPostings();
  cookie = await signedInCookie("inbox-admin@example.com");
  for (let i = 0; i < INBOX_PAGE_SIZE + 3; i++) {
    await db()
      .insertInto("submissions")
      .values({ kind: "contact", name: `Person ${i}`, email: `p${i}@example.com`, subject: `Subject ${i}`, message: `Message ${i}`, created_at: at(i) })
      .execute();
  }
  await db()
    .insertInto("submissions")
    .values([
      {
        kind: "job",
        name: "Grace Applicant",
        email: "grace@example.com",
        subject: "Registered Nurse",
        message: "I would love to join.",
        attachment_file: "resume-inbox-test.pdf",
        attachment_name: "Grace CV é.pdf",
        attachment_type: "application/pdf",
        attachment_size: 2048,
        created_at: at(1),
      },
      { kind: "job", name: "No Resume", email: "nr@example.com", subject: "Homemaker", message: "", created_at: at(2) },
    ])
    .execute();
  // Applications from before the hiring pipeline join it at start (startup.server.ts).
  await adoptEarlierApplications();
  const file = storedFilePath(RESUME_DIRECTORY, "resume-inbox-test.pdf");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, "%PDF-1.4 test resume\n");
  await db()
    .insertInto("testimonials")
    .values([
      { name: "Old Review", role: null, rating: 4, content: "Older", created_at: at(10) },
      { name: "New Review", role: "Client", rating: 5, content: "Newer", created_at: at(1) },
    ])
    .execute();
  await db()
    .insertInto("subscribers")
    .values([
      {
        email: "=HYPERLINK(\"http://evil\")@example.com",
        consent_text: "I agree to receive the newsletter.",
        consented_at: at(3),
        confirm_token: "t1",
        unsubscribe_token: "u1",
        created_at: at(3),
      },
      {
        email: "reader@example.com",
        consent_text: "I agree to receive the newsletter.",
        consented_at: at(1),
        confirm_token: "t2",
        confirmed_at: at(0.5),
        unsubscribe_token: "u2",
        created_at: at(1),
      },
    ])
    .execute();
});

describe("contact messages", () => {
  test("newest first, 20 per page", async () => {
    type Page = { messages: { items: { name: string }[]; total: number; pageCount: number } };
    const first = dataOf<Page>(await run(r(messages).loader, get("/admin/inbox/messages", cookie)));
    expect(first.messages.total).toBe(INBOX_PAGE_SIZE + 3);
    expect(first.messages.items).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.messages.items[0]!.name).toBe("Person 0");
    expect(first.messages.pageCount).toBe(2);
    const second = dataOf<Page>(await run(r(messages).loader, get("/admin/inbox/messages?page=2", cookie)));
    expect(second.messages.items.map((m) => m.name)).toEqual(["Person 20", "Person 21", "Person 22"]);
  });
});

describe("job applications", () => {
  test("listed with their resume, which downloads as an attachment", async () => {
    // The old list and resume addresses lead to the hiring pipeline's pages (bookmarks, old office emails).
    const old = await run(r(applications).loader, get("/admin/inbox/applications", cookie));
    expect([old.status, old.kind === "response" && old.location]).toEqual([301, "/admin/applications"]);
    type Page = { list: { items: { id: number; name: string; posting: string | null; stage: string }[] } };
    const data = dataOf<Page>(await run(r(pipeline).loader, get("/admin/applications", cookie)));
    expect(data.list.items.map((a) => [a.name, a.posting, a.stage])).toEqual([
      ["Grace Applicant", "Registered Nurse", "new"],
      ["No Resume", "Homemaker", "new"],
    ]);
    const [grace, none] = data.list.items;
    type Detail = { application: { resume: { name: string | null } | null } };
    const page = (id: number) => run(r(applicationPage).loader, get(`/admin/applications/${id}`, cookie), { id: String(id) });
    expect(dataOf<Detail>(await page(grace!.id)).application.resume?.name).toBe("Grace CV é.pdf");
    expect(dataOf<Detail>(await page(none!.id)).application.resume).toBeNull();

    const moved = await run(r(resume).loader, get(`/admin/inbox/applications/${grace!.id}/resume`, cookie), { id: String(grace!.id) });
    expect([moved.status, moved.kind === "response" && moved.location]).toEqual([301, `/admin/applications/${grace!.id}/resume`]);
    const download = await run(r(pipelineResume).loader, get(`/admin/applications/${grace!.id}/resume`, cookie), {
      id: String(grace!.id),
    });
    if (download.kind !== "response") throw new Error("expected a file");
    expect(download.status).toBe(200);
    expect(download.response.headers.get("Content-Type")).toBe("application/pdf");
    expect(download.response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Grace CV e.pdf"; filename*=UTF-8''Grace%20CV%20%C3%A9.pdf`,
    );
    expect(download.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await download.response.text()).toBe("%PDF-1.4 test resume\n");

    const missing = await run(r(pipelineResume).loader, get(`/admin/applications/${none!.id}/resume`, cookie), { id: String(none!.id) });
    expect(missing.status).toBe(404);
  });
});

describe("reviews", () => {
  type Page = { reviews: { items: { id: number; name: string; hidden: boolean }[] } };
  const load = async () => dataOf<Page>(await run(r(reviews).loader, get("/admin/inbox/reviews", cookie))).reviews.items;

  test("hide, show and delete (with its confirmation step)", async () => {
    const items = await load();
    expect(items.map((i) => i.name)).toEqual(["New Review", "Old Review"]);
    const target = items[0]!;

    const hidden = await run(r(reviews).action, post("/admin/inbox/reviews", { intent: "hide", id: String(target.id) }, cookie));
    expect((await flashToastOf(hidden))?.title).toBe("Review hidden");
    expect((await load())[0]!.hidden).toBe(true);

    const shown = await run(r(reviews).action, post("/admin/inbox/reviews", { intent: "show", id: String(target.id) }, cookie));
    expect((await flashToastOf(shown))?.title).toBe("Review shown");
    expect((await load())[0]!.hidden).toBe(false);

    const confirm = await run(r(reviewDelete).loader, get(`/admin/inbox/reviews/${target.id}/delete`, cookie), { id: String(target.id) });
    expect(dataOf<{ review: { name: string } }>(confirm).review.name).toBe("New Review");
    const deleted = await run(r(reviewDelete).action, post(`/admin/inbox/reviews/${target.id}/delete`, {}, cookie), {
      id: String(target.id),
    });
    expect(await flashToastOf(deleted)).toMatchObject({ title: "Deleted", description: "Review deleted." });
    expect((await load()).map((i) => i.name)).toEqual(["Old Review"]);
  });
});

describe("newsletter subscribers", () => {
  test("listed newest first with status and consent time", async () => {
    type Page = { subscribers: { items: { email: string; status: string; consented_at: string }[] } };
    const data = dataOf<Page>(await run(r(subscribers).loader, get("/admin/inbox/subscribers", cookie)));
    expect(data.subscribers.items.map((s) => [s.email, s.status])).toEqual([
      ["reader@example.com", "Confirmed"],
      ['=HYPERLINK("http://evil")@example.com', "Awaiting confirmation"],
    ]);
  });

  test("CSV export, with formulas neutralised", async () => {
    const outcome = await run(r(csv).loader, get("/admin/inbox/subscribers.csv", cookie));
    if (outcome.kind !== "response") throw new Error("expected a file");
    expect(outcome.response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(outcome.response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await outcome.response.text()).trim().split("\r\n");
    expect(lines[0]).toBe('"email","status","consented_at","consent_text","confirmed_at","unsubscribed_at","created_at"');
    expect(lines[1]).toMatch(/^"reader@example\.com","Confirmed","\d{4}-/);
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil""\)@example\.com","Awaiting confirmation"/);
  });
});
