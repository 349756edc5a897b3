import { expect, test } from "./support/test";
import { type Browser, type Page, type TestInfo } from "@playwright/test";
import { expectNoSeriousA11yViolations, expectSingleH1, jsDisabled, preferMarkdownEditor } from "./support/fixtures";
import { createStaff, signInAs, uniqueEmail } from "./support/staff";

// These tests type Markdown into the textarea: the visual editor has its own spec.
test.beforeEach(({ context }) => preferMarkdownEditor(context));

/**
 * Share-able preview links, JavaScript on and off: an
 * editor shares a draft from the editor, someone with no session opens the
 * link in a browser of their own and sees the post under a preview banner,
 * never indexed or cached; a revoked link is "Page not found"; once the post
 * is published the link leads to the public article.
 */
test.use({ actionTimeout: 15_000 });

const PASSWORD = "preview share harbour 42";

function unique(testInfo: TestInfo, label: string): string {
  return `${label} ${testInfo.project.name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

function slugOf(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}

function toasts(page: Page) {
  return page.getByRole("region", { name: "Notifications" });
}

/** A browser of its own: no cookies, JavaScript as in this project. */
async function visitorPage(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: !jsDisabled(testInfo) });
  return context.newPage();
}

/** Creates a draft through the New Post form and opens it in the editor. */
async function createDraft(page: Page, title: string) {
  await page.goto("/admin/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Summary").fill(`Summary of ${title}`);
  await page.getByLabel("Content").fill("A first paragraph.\n\n## What families can expect\n\nA **bold** promise.");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toasts(page).getByText("Post created")).toBeVisible();
  await page.getByTestId(`post-row-${slugOf(title)}`).getByRole("link", { name: /^Edit/ }).click();
  await expect(page).toHaveURL(/\/admin\/edit\/\d+$/);
}

/** "Share preview link" in the editor; returns the link the page shows. */
async function shareLink(page: Page): Promise<string> {
  const section = page.getByTestId("share-preview");
  await section.getByRole("button", { name: "Share preview link", exact: true }).click();
  await expect(toasts(page).getByText("Preview link ready")).toBeVisible();
  const field = section.getByLabel("Your new preview link");
  await expect(field).toHaveValue(/\/preview\/[A-Za-z0-9_-]{43}$/);
  // The page comes back at the section (below the long post form), with or without JavaScript.
  await expect(field).toBeInViewport();
  return field.inputValue();
}

test("an editor shares a draft: the link shows it with a banner, revoking ends it, publishing sends it to the article", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(testInfo, "preview-editor");
  await createStaff(email, PASSWORD, "editor");
  await signInAs(page, email);

  const title = unique(testInfo, "Preview Visit Plan");
  await createDraft(page, title);
  const section = page.getByTestId("share-preview");
  await expect(section.getByRole("heading", { name: "Share a preview" })).toBeVisible();
  await expect(section.getByText("No preview link of this post works now.")).toBeVisible();

  const link = await shareLink(page);
  expect(new URL(link).origin).toBe(new URL(testInfo.project.use.baseURL!).origin);
  await expect(section.getByTestId("preview-link-list").getByRole("listitem")).toHaveCount(1);
  await expect(section.getByText(/Works until \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [ap]\.m\./)).toBeVisible();
  if (jsDisabled(testInfo)) {
    await expect(section.getByRole("button", { name: "Copy link" })).toHaveCount(0);
  } else {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await section.getByRole("button", { name: "Copy link" }).click();
    await expect(section.getByRole("status")).toHaveText("Copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  }
  await expectNoSeriousA11yViolations(page);

  // Someone with the link and no session.
  const visitor = await visitorPage(browser, testInfo);
  const response = await visitor.goto(link);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(visitor.getByTestId("preview-banner")).toContainText("Preview: this post is not published yet");
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 2, name: "What families can expect" })).toBeVisible();
  await expect(visitor.getByTestId("post-body").locator("strong")).toHaveText("bold");
  // The site around it, as on the blog.
  await expect(visitor.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
  await expect(visitor.getByRole("contentinfo")).toBeVisible();
  await expectSingleH1(visitor);
  await expectNoSeriousA11yViolations(visitor);
  // The draft itself is still not on the blog.
  expect((await visitor.goto(`/blog/${slugOf(title)}`))?.status()).toBe(404);

  // Revoke: the link is "Page not found" at once.
  await section.getByTestId("preview-link-list").getByRole("button", { name: /^Revoke/ }).click();
  await expect(toasts(page).getByText("Preview link revoked")).toBeVisible();
  await expect(section.getByText("No preview link of this post works now.")).toBeVisible();
  await expect(section.getByLabel("Your new preview link")).toHaveCount(0);
  const revoked = await visitor.goto(link);
  expect(revoked?.status()).toBe(404);
  expect(revoked?.headers()["x-robots-tag"]).toBe("noindex");
  expect(revoked?.headers()["cache-control"]).toBe("no-store");
  await expect(visitor.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);

  // A new link, then the post is published: the link leads to the public article.
  const second = await shareLink(page);
  expect(second).not.toBe(link);
  expect((await visitor.goto(second))?.status()).toBe(200);
  await page.goto("/admin");
  await page.getByTestId(`post-row-${slugOf(title)}`).getByRole("button", { name: /^Publish/ }).click();
  await expect(toasts(page).getByText("Published", { exact: true })).toBeVisible();

  const published = await visitor.goto(second);
  expect(published?.status()).toBe(200);
  expect(new URL(visitor.url()).pathname).toBe(`/blog/${slugOf(title)}`);
  const hop = published?.request().redirectedFrom();
  expect(hop?.url()).toBe(second);
  expect([302, 303]).toContain((await hop?.response())?.status());
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByTestId("preview-banner")).toHaveCount(0);
  // Published: the editor offers no preview any more.
  await page.getByTestId(`post-row-${slugOf(title)}`).getByRole("link", { name: /^Edit/ }).click();
  await expect(page).toHaveURL(/\/admin\/edit\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
  await expect(page.getByTestId("share-preview")).toHaveCount(0);
  await visitor.context().close();
});
