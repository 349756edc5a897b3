import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { expect, NO_JS, test } from "./support/test";
import { type Page, type TestInfo } from "@playwright/test";
import { expectNoSeriousA11yViolations, expectSingleH1, jsDisabled, preferMarkdownEditor } from "./support/fixtures";
import { metadataIn } from "../support/photo";
import { signInOnForm } from "./support/staff";

// These tests type Markdown into the textarea: the visual editor has its own spec.
test.beforeEach(({ context }) => preferMarkdownEditor(context));

/**
 * The admin area in the browser, with JavaScript on and off. Tests run in
 * parallel in two projects against one server and database: every name
 * they create is unique (project + test + time).
 */
const ADMIN_EMAIL = "admin@example.com";
const ADMIN_PASSWORD = "correct-horse-battery-staple";
const E2E_ROOT = path.resolve("tests/.tmp", `e2e-${process.env.E2E_PORT ?? "3210"}`);

/** A tiny valid PNG (1x1). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

function unique(testInfo: TestInfo, label: string): string {
  return `${label} ${testInfo.project.name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

function slugOf(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}

async function signIn(page: Page, next = "/admin", email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  if (next === "/admin") return signInOnForm(page, email, password);
  await page.goto(next);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[/?]/g, "\\$&")}$`));
}

function toasts(page: Page) {
  return page.getByRole("region", { name: "Notifications" });
}

/** Creates a post through the New Post form; returns its dashboard row. */
async function createPost(
  page: Page,
  fields: { title: string; content?: string; published?: boolean; category?: string; tags?: string },
) {
  await page.goto("/admin");
  await page.getByRole("link", { name: "New Post" }).click();
  await expect(page).toHaveURL(/\/admin\/new$/);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(fields.title);
  await page.getByLabel("Summary").fill(`Summary of ${fields.title}`);
  if (fields.category) await page.getByLabel("Category").selectOption(fields.category);
  if (fields.tags) await page.getByLabel("Tags").fill(fields.tags);
  await page.getByLabel("Content").fill(fields.content ?? "Some **markdown** content.");
  if (fields.published) await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toasts(page).getByText("Post created")).toBeVisible();
  return page.getByTestId(`post-row-${slugOf(fields.title)}`);
}

/** Deletes through the spec's confirmation: a toast (without JavaScript a page: tests/http/admin-without-js.test.ts). */
async function confirmDelete(page: Page, buttonName: string, question: string) {
  await page.getByRole("button", { name: buttonName }).click();
  const toast = toasts(page).getByRole("status").filter({ hasText: question });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole("button", { name: "Delete", exact: true })).toBeFocused();
  await toast.getByRole("button", { name: "Delete", exact: true }).click();
}

test.describe("sign-in and logout", () => {
  test("a wrong password shows the generic error in red; the right one opens the dashboard", NO_JS, async ({ page }, testInfo) => {
    await page.goto("/admin/login");
    await expectSingleH1(page);
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").fill("not-the-right-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    const error = page.getByRole("alert").filter({ hasText: "Invalid email or password" });
    await expect(error).toBeVisible();
    // Red: Tailwind's red-700 (oklch hue ~27).
    await expect(error).toHaveCSS("color", /^oklch\(0\.5\d* 0\.2\d* 2\d(\.\d+)?\)$/);
    await expect(page.getByLabel("Email")).toHaveValue(ADMIN_EMAIL);
    await expectNoSeriousA11yViolations(page);

    // An unknown email gets exactly the same message.
    await page.getByLabel("Email").fill(`nobody-${testInfo.project.name}@example.com`);
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();

    if (!jsDisabled(testInfo)) {
      // 'Signing in...' while the request is on its way.
      await page.route("**/admin/login.data*", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
    }
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    if (!jsDisabled(testInfo)) await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });

  test("an admin sent to sign in goes back to the page they wanted", async ({ page }) => {
    await page.goto("/admin/categories");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fcategories$/);
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  });

});

test.describe("posts", () => {
  test("create a draft, publish, edit, unpublish and delete", async ({ page }, testInfo) => {
    await signIn(page);
    const title = unique(testInfo, "Lifecycle Post");
    const slug = slugOf(title);
    const row = await createPost(page, { title, category: "Caregiver Tips", tags: "e2e, lifecycle" });
    await expect(row.getByText("Draft", { exact: true })).toBeVisible();
    await expect(row.getByText(`/${slug}`)).toBeVisible();
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

    await row.getByRole("button", { name: `Publish ${title}` }).click();
    await expect(toasts(page).getByText("Published", { exact: true })).toBeVisible();
    await expect(row.getByText("Published", { exact: true })).toBeVisible();
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(200);

    await row.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(/\/admin\/edit\/\d+$/);
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
    await expect(page.getByLabel("Excerpt")).toHaveValue(`Summary of ${title}`);
    await expect(page.getByLabel("Tags")).toHaveValue("e2e, lifecycle");
    await expect(page.getByLabel("Published")).toBeChecked();
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(`${title} edited`);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toasts(page).getByText("Saved", { exact: true })).toBeVisible();
    // The slug stays as it was.
    await expect(row.locator("p").first()).toHaveText(`${title} edited`);
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title} edited`);

    await page.goto("/admin");
    await row.getByRole("button", { name: `Unpublish ${title} edited` }).click();
    await expect(toasts(page).getByText("Unpublished", { exact: true })).toBeVisible();
    await expect(row.getByText("Draft", { exact: true })).toBeVisible();
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

    await confirmDelete(
      page,
      `Delete ${title} edited`,
      "Are you sure you want to delete this post? This action cannot be undone.",
    );
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toasts(page).getByText("Deleted", { exact: true })).toBeVisible();
    await expect(toasts(page).getByText("Post deleted.")).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test("a title is required: the error sits next to the field and the other values stay", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/new");
    await expectSingleH1(page);
    await expect(
      page.getByText("Check Published for the post to be visible to visitors. Leave it unchecked to save a draft."),
    ).toBeVisible();
    await page.getByLabel("Content").fill("Content that must not be lost.");
    await page.getByLabel("Tags").fill("kept, tags");
    // Spaces get past the browser's `required` check; the server trims them.
    const titleInput = page.getByRole("textbox", { name: "Title", exact: true });
    await titleInput.fill("   ");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(titleInput).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter a title.")).toBeVisible();
    await expect(page.getByLabel("Content")).toHaveValue("Content that must not be lost.");
    await expect(page.getByLabel("Tags")).toHaveValue("kept, tags");
    await expectNoSeriousA11yViolations(page);

    // A title must give the post an address.
    await titleInput.fill("!!! ???");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("The title needs at least one letter or number")).toBeVisible();
  });

  test("image upload: a real PNG is stored and served; a renamed text file is refused", async ({ page }, testInfo) => {
    await signIn(page);
    const title = unique(testInfo, "Image Post");
    await page.goto("/admin/new");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Image upload").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.locator("[data-form-alert]")).toContainText("Upload failed");
    await expect(page.locator("[data-form-alert]")).toContainText("not a real .png file");
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
    await page.goto("/admin");
    await expect(page.getByTestId(`post-row-${slugOf(title)}`)).toHaveCount(0);

    await page.goto("/admin/new");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Image upload").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG });
    await page.getByLabel("Image description (alt text)").fill("A one-pixel test image");
    await page.getByLabel("Published").check();
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto(`/blog/${slugOf(title)}`);
    const image = page.getByRole("img", { name: "A one-pixel test image" });
    await expect(image).toHaveAttribute("src", /^\/media\/post-images\/post-[0-9a-f]{32}\.png$/);
    const src = (await image.getAttribute("src"))!;
    const served = await page.request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    expect(served.headers()["cache-control"]).toBe("public, max-age=3600");
    // Rewritten without metadata at upload (decision 0349): the same pixels, not the same bytes.
    const pixels = (bytes: Buffer) => sharp(bytes).ensureAlpha().raw().toBuffer();
    expect((await pixels(await served.body())).equals(await pixels(PNG))).toBe(true);
    expect(await metadataIn(await served.body())).toEqual([]);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`${src}$`));
  });

  test("preview shows a draft as it will look", async ({ page }, testInfo) => {
    await signIn(page);
    const title = unique(testInfo, "Preview Draft");
    const row = await createPost(page, { title, content: "## Section\n\nPreview *body* text." });
    await row.getByRole("link", { name: `Preview ${title}` }).click();
    await expect(page).toHaveURL(/\/admin\/preview\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expectSingleH1(page);
    await expect(page.getByText("Draft: visitors cannot see this post")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Section" })).toBeVisible();
    await expect(page.locator("article em")).toHaveText("body");
    await expect(page.getByText(/^Created /)).toContainText(/\d{4}.*\d{1,2}:\d{2}/);
  });

  test("a hostile body runs nothing in the article", async ({ page }, testInfo) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await signIn(page);
    const title = unique(testInfo, "Hostile Post");
    await createPost(page, {
      title,
      published: true,
      content: [
        "Safe intro.",
        "<script>alert('script')</script>",
        // Described, so the accessibility checks let it be published: the handler is what is hostile here.
        '<img src="/nope.png" alt="A picture that is not there" onerror="alert(\'onerror\')">',
        "[click me](javascript:alert('link'))",
        '<a href="javascript:alert(1)">html link</a><iframe src="https://evil.example"></iframe>',
        '<p onmouseover="alert(1)">hover me</p><svg onload="alert(2)"></svg>',
      ].join("\n\n"),
    });
    await page.goto(`/blog/${slugOf(title)}`);
    const body = page.getByTestId("post-body");
    await expect(body.getByText("Safe intro.")).toBeVisible();
    await body.getByText("hover me").hover();
    await body.getByText("click me").click();
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    expect(await body.locator("[onerror], [onmouseover], [onload], script, iframe, svg").count()).toBe(0);
    expect(await body.locator('a[href^="javascript:" i]').count()).toBe(0);
  });
});

test.describe("categories", () => {
  test("add, refuse a duplicate, delete with confirmation; one in use is kept", async ({ page }, testInfo) => {
    await signIn(page);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Manage Categories" }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    const name = unique(testInfo, "Category");
    await page.getByLabel("New category name").fill(`  ${name}  `);
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(toasts(page).getByText("Category added")).toBeVisible();
    const row = page.getByTestId(`category-row-${name}`);
    await expect(row).toBeVisible();

    await page.getByLabel("New category name").fill(name.toUpperCase());
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByText(`A category named “${name}” already exists.`)).toBeVisible();
    await expect(page.getByLabel("New category name")).toHaveAttribute("aria-invalid", "true");

    // Listed by name.
    const names = await page
      .locator('[data-testid^="category-row-"]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-testid")!.slice("category-row-".length)));
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    await confirmDelete(page, `Delete ${name}`, "Delete this category? This action cannot be undone.");
    await expect(toasts(page).getByText("Category deleted.")).toBeVisible();
    await expect(row).toHaveCount(0);

    // A category that posts use stays, with the reason.
    await page.getByRole("button", { name: "Delete Home Care" }).click();
    const toast = toasts(page).getByRole("status").filter({ hasText: "Delete this category? This action cannot be undone." });
    await toast.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(toasts(page).getByText("Delete failed")).toBeVisible();
    await expect(toasts(page).getByText(/uses? “Home Care”\. Move (it|them) to another category first\./)).toBeVisible();
    await page.goto("/admin/categories");
    await expect(page.getByTestId("category-row-Home Care")).toBeVisible();
  });
});

test.describe("inbox", () => {
  function seedInbox(testInfo: TestInfo) {
    const tag = `${testInfo.project.name}-${Date.now()}`;
    const db = new Database(path.join(E2E_ROOT, "app.db"));
    db.pragma("busy_timeout = 5000");
    const now = new Date().toISOString();
    const resumeFile = `resume-e2e-${tag}.pdf`;
    const resumeDir = path.join(E2E_ROOT, "storage/uploads/resumes");
    fs.mkdirSync(resumeDir, { recursive: true });
    fs.writeFileSync(path.join(resumeDir, resumeFile), "%PDF-1.4 e2e resume\n");
    const insert = db.prepare(
      `insert into submissions (kind, name, email, subject, message, attachment_file, attachment_name, attachment_type, attachment_size, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    insert.run("contact", `Contact ${tag}`, "visitor@example.com", `Question ${tag}`, "When can a nurse visit?", null, null, null, null, now);
    const job = insert.run("job", `Applicant ${tag}`, "nurse@example.com", "Registered Nurse", "Cover letter", resumeFile, "My CV.pdf", "application/pdf", 20, now);
    // Its row in the hiring pipeline, as the application form stores it (the seeded Registered Nurse posting).
    db.prepare(
      `insert into job_applications (submission_id, posting_id, stage, stage_changed_at, created_at)
       values (?, (select id from job_postings where slug = 'registered-nurse'), 'new', ?, ?)`,
    ).run(job.lastInsertRowid, now, now);
    db.prepare("insert into testimonials (name, role, rating, content, created_at) values (?, ?, ?, ?, ?)").run(
      `Reviewer ${tag}`,
      "Client",
      5,
      "Wonderful care.",
      now,
    );
    db.prepare(
      "insert into subscribers (email, consent_text, consented_at, confirm_token, unsubscribe_token, created_at) values (?, ?, ?, ?, ?, ?)",
    ).run(`reader-${tag}@example.com`, "I agree to receive the newsletter.", now, `c-${tag}`, `u-${tag}`, now);
    db.close();
    return { tag, jobId: Number(job.lastInsertRowid) };
  }

  test("messages, applications with resume download, reviews and subscribers", async ({ page }, testInfo) => {
    const { tag, jobId } = seedInbox(testInfo);
    await signIn(page);

    await page.getByRole("link", { name: /Contact messages/ }).click();
    await expect(page).toHaveURL(/\/admin\/inbox\/messages$/);
    await expect(page.getByRole("heading", { name: `Question ${tag}` })).toBeVisible();
    await expectSingleH1(page);
    await expect(page.getByText(`Contact ${tag}`)).toBeVisible();

    await page.goto("/admin");
    await page.getByRole("link", { name: /Job applications/ }).click();
    await expect(page).toHaveURL(/\/admin\/applications$/);
    const application = page.getByTestId(`application-${jobId}`);
    await expect(application).toContainText(`Applicant ${tag} · Registered Nurse`);
    await application.getByRole("link", { name: `Applicant ${tag}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Applicant ${tag}` })).toBeVisible();
    const download = await page.request.get(`/admin/applications/${jobId}/resume`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="My CV\.pdf"/);
    expect(await download.text()).toBe("%PDF-1.4 e2e resume\n");
    // The old resume address still leads there.
    expect((await page.request.get(`/admin/inbox/applications/${jobId}/resume`)).status()).toBe(200);

    await page.goto("/admin/inbox/reviews");
    const review = page.getByTestId(`review-Reviewer ${tag}`);
    await review.getByRole("button", { name: `Hide the review by Reviewer ${tag}` }).click();
    await expect(toasts(page).getByText("Review hidden")).toBeVisible();
    await expect(review.getByText("Hidden", { exact: true })).toBeVisible();
    await review.getByRole("button", { name: `Show the review by Reviewer ${tag}` }).click();
    await expect(toasts(page).getByText("Review shown")).toBeVisible();
    await expect(review.getByText("Visible", { exact: true })).toBeVisible();
    await confirmDelete(
      page,
      `Delete the review by Reviewer ${tag}`,
      "Delete this review? This action cannot be undone.",
    );
    await expect(toasts(page).getByText("Review deleted.")).toBeVisible();
    await expect(page.getByTestId(`review-Reviewer ${tag}`)).toHaveCount(0);

    await page.goto("/admin/inbox/subscribers");
    await expectSingleH1(page);
    await expect(page.getByTestId(`subscriber-reader-${tag}@example.com`)).toContainText("Awaiting confirmation");
    const csv = await page.request.get("/admin/inbox/subscribers.csv");
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toContain(`"reader-${tag}@example.com","Awaiting confirmation"`);
    await expectNoSeriousA11yViolations(page);
  });

  test("the dashboard and its inbox links pass the accessibility checks", async ({ page }) => {
    await signIn(page);
    await expectSingleH1(page);
    await expect(page.getByRole("link", { name: "Manage Categories" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("from the admin to the public site", () => {
  test("'View site' loads the home page as a document, with its own script (not drawn by the admin's React)", async ({ page }) => {
    await signIn(page);
    await page.getByRole("link", { name: "View site" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("script#enhance-script")).toHaveCount(1);
    // Scroll reveal works (content hidden until the script reveals it would stay hidden otherwise).
    const lastReveal = page.locator("[data-reveal]").last();
    await lastReveal.scrollIntoViewIfNeeded();
    await expect(lastReveal).toHaveCSS("opacity", "1");
    // The public pages' own behaviour: Escape closes the Services menu.
    await page.getByTestId("mega-menu").locator("> summary").click();
    await expect(page.getByTestId("mega-menu")).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("mega-menu")).not.toHaveAttribute("open", "");
  });
});
