/**
 * Staff pages read and driven without JavaScript: the account page's
 * sessions and "Sign out other sessions", the owner's audit log and its
 * filter (a GET form), and the inbox (messages, applications with the
 * resume, reviews hidden, shown and deleted, subscribers with the CSV).
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { startStaffSession } from "~/server/credentials/staff-sessions.server";
import { RESUME_DIRECTORY } from "~/server/domain/resume-links.server";
import { seedJobPostings } from "~/server/domain/job-postings-seed.server";
import { db } from "~/server/infra/db.server";
import { storedFilePath } from "~/server/infra/stored-files.server";
import { ADMIN_PASSWORD, signedInCookie } from "../integration/admin-helpers";
import { ORIGIN } from "../integration/helpers";
import { descriptionOf, queriesIn, textOf } from "./support/dom";
import { appSite, staffVisitor } from "./support/sites";
import { type Page, type Site, Visitor } from "./support/visitor";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

let site: Site;
let owner: Visitor;
beforeAll(async () => {
  site = await appSite();
  owner = await staffVisitor(site, "owner@example.com", "owner");
});

const toastText = (page: Page) => textOf(page.screen.getByRole("region", { name: "Notifications" }));

describe("your account", () => {
  test("lists where you're signed in, and signs out the other sessions with the current password", async () => {
    const me = await staffVisitor(site, "sessions@example.com", "editor");
    const user = await db().selectFrom("users").select("id").where("email", "=", "sessions@example.com").executeTakeFirstOrThrow();
    const other = new Visitor(site);
    const [name, value] = (await startStaffSession(new Request(ORIGIN, { headers: { "User-Agent": CHROME } }), user.id, { method: "password", ip: "198.51.100.7" })).split(";")[0]!.split(/=(.*)/s);
    other.setCookie(name!, value!);
    expect((await other.open("/admin")).url.pathname).toBe("/admin");

    const dashboard = await me.open("/admin");
    const account = await dashboard.follow(dashboard.screen.getByRole("link", { name: "Your account" }));
    expect(account.url.pathname).toBe("/admin/account");
    expect(account.screen.getAllByRole("heading", { level: 1 }).map(textOf)).toEqual(["Your account"]);
    const sessions = (page: Page) => queriesIn(page.screen.getByTestId("session-list")).getAllByRole("listitem");
    expect(sessions(account)).toHaveLength(2);
    expect(sessions(account).filter((item) => textOf(item).includes("This device"))).toHaveLength(1);
    expect(textOf(sessions(account).find((item) => !textOf(item).includes("This device")))).toMatch(/Chrome.*IP 198\.51\.100\.7/);

    // The current password is asked for: the browser refuses the form without it, and so does the server.
    const signOutOthers = (page: Page) => page.formOf(page.screen.getByRole("button", { name: "Sign out other sessions" }));
    expect(signOutOthers(account).invalid()).toEqual([{ name: "password", reason: "valueMissing" }]);
    signOutOthers(account).control("Current password").removeAttribute("required");
    const bare = await signOutOthers(account).submit("Sign out other sessions");
    expect(bare.status).toBe(400);
    expect(descriptionOf(signOutOthers(bare).control("Current password"))).toContain("Enter your current password.");
    expect(sessions(bare)).toHaveLength(2);

    const ended = await signOutOthers(bare).fill("Current password", ADMIN_PASSWORD).submit("Sign out other sessions");
    expect(toastText(ended)).toContain("1 other session ended.");
    expect(sessions(ended)).toHaveLength(1);
    // The other browser is signed out at its next request.
    expect((await other.open("/admin")).url.pathname).toBe("/admin/login");
  });
});

describe("the audit log", () => {
  test("the owner sees a staff member's sign-in and changes, and filters them by who and what", async () => {
    const email = "audited@example.com";
    /** Signed in on the sign-in page, so the sign-in is audited. */
    const signInOnForm = async (address: string) => {
      await signedInCookie(address, "editor");
      const visitor = new Visitor(site);
      const signIn = await visitor.open("/admin/login");
      const dashboard = await signIn.formOf(signIn.screen.getByRole("button", { name: "Sign in" })).fill("Email", address).fill("Password", ADMIN_PASSWORD).submit("Sign in");
      expect(dashboard.url.pathname).toBe("/admin");
      return visitor;
    };
    // Someone else signs in too: the filter by staff member has something to leave out.
    await signInOnForm("also-audited@example.com");
    const editor = await signInOnForm(email);
    const category = `Audit category ${Date.now().toString(36)}`;
    const categories = await editor.open("/admin/categories");
    const added = await categories.formOf(categories.screen.getByRole("button", { name: "Add category" })).fill("New category name", category).submit("Add category");
    expect(toastText(added)).toContain("Category added");

    const ownerDashboard = await owner.open("/admin");
    const audit = await ownerDashboard.follow(queriesIn(ownerDashboard.screen.getByRole("navigation", { name: "Admin" })).getByRole("link", { name: "Audit log" }));
    expect(audit.url.pathname).toBe("/admin/audit");
    expect(audit.screen.getAllByRole("heading", { level: 1 }).map(textOf)).toEqual(["Audit log"]);
    const entries = (page: Page) => page.screen.getAllByTestId("audit-entry").map(textOf);
    const ofCategory = entries(audit).filter((entry) => entry.includes(category));
    expect(ofCategory).toHaveLength(1);
    expect(ofCategory[0]).toContain("Added a category");
    expect(ofCategory[0]).toContain(email);

    // That staff member's sign-ins only: a GET form, its view an address.
    const filtered = await audit.formOf(audit.screen.getByRole("button", { name: "Filter" })).select("Staff member", email).select("Action", "Signed in").submit("Filter");
    expect(filtered.url.search).toMatch(/^\?staff=\d+&action=sign-in$/);
    expect(entries(filtered)).toHaveLength(1);
    expect(entries(filtered)[0]).toContain("Signed in");
    expect(entries(filtered)[0]).toContain(email);
  });
});

describe("the inbox", () => {
  const tag = "inbox-http";
  let jobId = 0;
  beforeAll(async () => {
    await seedJobPostings();
    const now = new Date().toISOString();
    const resumeFile = `resume-${tag}.pdf`;
    const file = storedFilePath(RESUME_DIRECTORY, resumeFile);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, "%PDF-1.4 http resume\n");
    await db().insertInto("submissions").values({ kind: "contact", name: `Contact ${tag}`, email: "visitor@example.com", subject: `Question ${tag}`, message: "When can a nurse visit?", created_at: now }).execute();
    const job = await db()
      .insertInto("submissions")
      .values({
        kind: "job",
        name: `Applicant ${tag}`,
        email: "nurse@example.com",
        subject: "Registered Nurse",
        message: "Cover letter",
        attachment_file: resumeFile,
        attachment_name: "My CV.pdf",
        attachment_type: "application/pdf",
        attachment_size: 21,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    jobId = job.id;
    // Its row in the hiring pipeline, as the application form stores it (the seeded Registered Nurse posting).
    const posting = await db().selectFrom("job_postings").select("id").where("slug", "=", "registered-nurse").executeTakeFirstOrThrow();
    await db().insertInto("job_applications").values({ submission_id: jobId, posting_id: posting.id, stage: "new", stage_changed_at: now, created_at: now }).execute();
    await db().insertInto("testimonials").values({ name: `Reviewer ${tag}`, role: "Client", rating: 5, content: "Wonderful care.", created_at: now }).execute();
    await db()
      .insertInto("subscribers")
      .values({ email: `reader-${tag}@example.com`, consent_text: "I agree to receive the newsletter.", consented_at: now, confirm_token: `c-${tag}`, unsubscribe_token: `u-${tag}`, created_at: now })
      .execute();
  });

  test("messages, applications with the resume, reviews hidden, shown and deleted, subscribers with the CSV", async () => {
    const dashboard = await owner.open("/admin");
    const messages = await dashboard.follow(dashboard.screen.getByRole("link", { name: /Contact messages/ }));
    expect(messages.url.pathname).toBe("/admin/inbox/messages");
    messages.screen.getByRole("heading", { name: `Question ${tag}` });
    messages.screen.getByText(`Contact ${tag}`, { exact: false });

    const applications = await dashboard.follow(dashboard.screen.getByRole("link", { name: /Job applications/ }));
    expect(applications.url.pathname).toBe("/admin/applications");
    const application = applications.screen.getByTestId(`application-${jobId}`);
    expect(textOf(application)).toContain(`Applicant ${tag} · Registered Nurse`);
    const applicant = await applications.follow(queriesIn(application).getByRole("link", { name: `Applicant ${tag}` }));
    applicant.screen.getByRole("heading", { level: 1, name: `Applicant ${tag}` });
    const download = await owner.fetch(`/admin/applications/${jobId}/resume`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="My CV\.pdf"/);
    expect(await download.text()).toBe("%PDF-1.4 http resume\n");

    const reviews = await owner.open("/admin/inbox/reviews");
    const review = (page: Page) => queriesIn(page.screen.getByTestId(`review-Reviewer ${tag}`));
    const hidden = await reviews.formOf(review(reviews).getByRole("button", { name: `Hide the review by Reviewer ${tag}` })).submit();
    expect(toastText(hidden)).toContain("Review hidden");
    review(hidden).getByText("Hidden", { exact: true });
    const shown = await hidden.formOf(review(hidden).getByRole("button", { name: `Show the review by Reviewer ${tag}` })).submit();
    expect(toastText(shown)).toContain("Review shown");
    review(shown).getByText("Visible", { exact: true });
    const confirm = await shown.formOf(review(shown).getByRole("button", { name: `Delete the review by Reviewer ${tag}` })).submit();
    confirm.screen.getByText("Delete this review? This action cannot be undone.");
    const deleted = await confirm.formOf(queriesIn(confirm.screen.getByRole("main")).getByRole("button", { name: "Delete" })).submit("Delete");
    expect(toastText(deleted)).toContain("Review deleted.");
    expect(deleted.screen.queryByTestId(`review-Reviewer ${tag}`)).toBeNull();

    const subscribers = await owner.open("/admin/inbox/subscribers");
    expect(subscribers.screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(textOf(subscribers.screen.getByTestId(`subscriber-reader-${tag}@example.com`))).toContain("Awaiting confirmation");
    const csv = await owner.fetch("/admin/inbox/subscribers.csv");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toContain(`"reader-${tag}@example.com","Awaiting confirmation"`);
  });
});
