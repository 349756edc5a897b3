import { expect, test } from "./support/test";
import { type Page, type TestInfo } from "@playwright/test";
import { expectNoSeriousA11yViolations, expectSingleH1, jsDisabled, preferMarkdownEditor } from "./support/fixtures";
import { OWNER_EMAIL, signInAs } from "./support/staff";

// These tests type Markdown into the textarea: the visual editor has its own spec.
test.beforeEach(({ context }) => preferMarkdownEditor(context));

/**
 * A post's history in the browser, JavaScript on and off (decision
 * 0347): three saves make three entries, the oldest compared with
 * the current text shows what was removed and added, and restoring it puts
 * its text back in the editor, with the restore itself in the history.
 * Both projects share one server and database: every title is unique.
 */

const FIRST = "Our caregivers visit every morning.\n\nCall the office to book a visit.";
const SECOND = "Our caregivers visit every evening.\n\nCall the office to book a visit.";
const THIRD = "Our caregivers visit every evening and weekend.\n\nCall or email the office to book a visit.";

function unique(testInfo: TestInfo, label: string): string {
  return `${label} ${testInfo.project.name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

function toasts(page: Page) {
  return page.getByRole("region", { name: "Notifications" });
}

/**
 * Opens an admin page and, with JavaScript, waits until React has hydrated
 * it: typing into a field before then can be undone by hydration (the
 * editor's autofocus moves the caret), and a test would type half a text.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  if (jsDisabled(test.info())) return;
  await page.waitForFunction(() => {
    const heading = document.querySelector("h1");
    return !!heading && Object.keys(heading).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Creates a draft through the New Post form; returns its editor's address. */
async function createPost(page: Page, title: string, content: string): Promise<string> {
  await open(page, "/admin/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Summary").fill(`Summary of ${title}`);
  await page.getByLabel("Content").fill(content);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toasts(page).getByText("Post created")).toBeVisible();
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/admin\/edit\/\d+$/);
  return new URL(page.url()).pathname;
}

async function saveContent(page: Page, editor: string, content: string) {
  await open(page, editor);
  await page.getByLabel("Content").fill(content);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toasts(page).getByText("Saved", { exact: true })).toBeVisible();
}

const entries = (page: Page) => page.getByTestId("revision-entry");

test("history: three saves listed, the oldest compared with the current text, restored", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await signInAs(page, OWNER_EMAIL);
  const title = unique(testInfo, "History Post");
  const editor = await createPost(page, title, FIRST);
  await saveContent(page, editor, SECOND);
  await saveContent(page, editor, THIRD);

  // The editor links to the history.
  await page.goto(editor);
  await page.getByRole("link", { name: "History" }).click();
  await expect(page).toHaveURL(new RegExp(`${editor}/history$`));
  await expect(page.getByRole("heading", { level: 1, name: "History" })).toBeVisible();
  await expectSingleH1(page);
  await expect(entries(page)).toHaveCount(3);
  await expect(entries(page).first().getByText("Current", { exact: true })).toBeVisible();
  await expect(entries(page).nth(1).getByText("Current", { exact: true })).toHaveCount(0);
  for (let i = 0; i < 3; i++) {
    await expect(entries(page).nth(i).getByText("Saved", { exact: true })).toBeVisible();
    await expect(entries(page).nth(i)).toContainText(OWNER_EMAIL);
  }
  await expectNoSeriousA11yViolations(page);

  // The oldest, compared with the current version.
  await entries(page).last().getByRole("link", { name: /View and compare/ }).click();
  await expect(page).toHaveURL(new RegExp(`${editor}/history/\\d+$`));
  await expect(page.getByRole("heading", { level: 2, name: "What changed since this version" })).toBeVisible();
  await expectSingleH1(page);
  const legend = page.getByTestId("diff-legend");
  await expect(legend).toContainText(/This version \(.+, admin@example\.com\)/);
  await expect(legend).toContainText(/Current version \(.+, admin@example\.com\)/);
  const content = page.getByTestId("diff-content");
  await expect(content.locator("del")).toHaveText(["[removed: morning]"]);
  await expect(content.locator("ins")).toHaveText(["[added: evening and weekend]", "[added: or email]"]);
  // Struck through and underlined, not colour alone.
  await expect(content.locator("del").first()).toHaveCSS("text-decoration-line", "line-through");
  await expect(content.locator("ins").first()).toHaveCSS("text-decoration-line", "underline");
  // The title did not change: named as unchanged, not diffed.
  await expect(page.getByTestId("diff-title")).toHaveCount(0);
  await expect(page.getByText(/^Unchanged: Title, Excerpt/)).toBeVisible();
  // The version's own text, folded away until asked for.
  await page.getByText(/^Show the content/).click();
  await expect(page.getByRole("region", { name: "Content of this version" })).toContainText("Our caregivers visit every morning.");
  await expectNoSeriousA11yViolations(page);

  // Restore: back in the editor with the old text, and told what happened.
  await expect(page.getByText("Are you sure you want to restore this version?")).toBeVisible();
  await page.getByRole("button", { name: "Restore this version" }).click();
  await expect(page).toHaveURL(new RegExp(`${editor}$`));
  await expect(toasts(page).getByText(/^Restored the version of .+\. The version it replaced is kept in the history\.$/)).toBeVisible();
  await expect(page.getByLabel("Content")).toHaveValue(FIRST);

  // The history now starts with the restore; the replaced text is still there.
  await page.getByRole("link", { name: "History" }).click();
  await expect(entries(page)).toHaveCount(4);
  await expect(entries(page).first().getByText("Restored", { exact: true })).toBeVisible();
  await expect(entries(page).first().getByText("Current", { exact: true })).toBeVisible();
  await entries(page).nth(1).getByRole("link", { name: /View and compare/ }).click();
  await expect(page.getByTestId("diff-content").locator("del")).toHaveText(["[removed: evening and weekend]", "[removed: or email]"]);
  await expect(page.getByTestId("diff-content").locator("ins")).toHaveText(["[added: morning]"]);
});

test("the current version offers no restore", async ({ page }, testInfo) => {
  await signInAs(page, OWNER_EMAIL);
  const editor = await createPost(page, unique(testInfo, "Single Version"), FIRST);
  await page.goto(`${editor}/history`);
  await expect(entries(page)).toHaveCount(1);
  await entries(page).first().getByRole("link", { name: /View and compare/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "This is the current version" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Restore this version" })).toHaveCount(0);
});

test("a restore refused because the post changed since: the page shows today's comparison, and restoring again works", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await signInAs(page, OWNER_EMAIL);
  const editor = await createPost(page, unique(testInfo, "Stale Restore"), FIRST);
  await saveContent(page, editor, SECOND);
  await open(page, `${editor}/history`);
  await entries(page).last().getByRole("link", { name: /View and compare/ }).click();
  await expect(page.getByTestId("diff-content").locator("ins")).toHaveText(["[added: evening]"]);
  const comparison = page.url();

  // Someone saves the post while this page is open.
  const other = await page.context().newPage();
  await saveContent(other, editor, THIRD);
  await other.close();

  await page.getByRole("button", { name: "Restore this version" }).click();
  await expect(page.getByText(/This post was changed since you opened this page/)).toBeVisible();
  await expect(page).toHaveURL(comparison);
  // The comparison is today's, and so is the version the form sends: a second try restores.
  await expect(page.getByTestId("diff-content").locator("ins")).toHaveText(["[added: evening and weekend]", "[added: or email]"]);
  await page.getByRole("button", { name: "Restore this version" }).click();
  await expect(page).toHaveURL(new RegExp(`${editor}$`));
  await expect(toasts(page).getByText(/^Restored the version of /)).toBeVisible();
  await expect(page.getByLabel("Content")).toHaveValue(FIRST);
});
