import { expect, NO_JS, test } from "./support/test";
import { type Page, type TestInfo } from "@playwright/test";
import { expectNoSeriousA11yViolations, expectSingleH1, jsDisabled, preferMarkdownEditor } from "./support/fixtures";
import { OWNER_EMAIL, OWNER_PASSWORD, signInAs } from "./support/staff";

// These tests type Markdown into the textarea: the visual editor has its own spec.
test.beforeEach(({ context }) => preferMarkdownEditor(context));

/**
 * The staff area in the browser: what only a browser shows. Signing in (also
 * without JavaScript), the staff pages' accessibility, the way to the public
 * site, and one post's journey through the hydrated editor. The same pages
 * as server output and without JavaScript: tests/http/staff-posts.test.ts,
 * account-audit-and-inbox.test.ts, redirects-and-scheduling.test.ts and
 * admin-without-js.test.ts. Tests run in parallel against one server and
 * database: every name they create is unique.
 */

function unique(testInfo: TestInfo, label: string): string {
  return `${label} ${testInfo.project.name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

function slugOf(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}

function toasts(page: Page) {
  return page.getByRole("region", { name: "Notifications" });
}

/**
 * Opens an admin page and waits until React has hydrated it: typing into a
 * field before then can be undone by hydration (the editor's autofocus moves
 * the caret), and a test would type into the middle of the old text.
 */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const heading = document.querySelector("h1");
    return !!heading && Object.keys(heading).some((key) => key.startsWith("__reactFiber"));
  });
}

test.describe("sign-in", () => {
  test("a wrong password shows the generic error in red; the right one goes on to the page that asked for it", NO_JS, async ({ page }, testInfo) => {
    // Three password checks (scrypt at the production cost) on a busy 2-core machine.
    test.setTimeout(60_000);
    await page.goto("/admin/categories");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fcategories$/);
    await expectSingleH1(page);
    await page.getByLabel("Email").fill(OWNER_EMAIL);
    await page.getByLabel("Password").fill("not-the-right-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    const error = page.getByRole("alert").filter({ hasText: "Invalid email or password" });
    await expect(error).toBeVisible();
    // Red: Tailwind's red-700 (oklch hue ~27).
    await expect(error).toHaveCSS("color", /^oklch\(0\.5\d* 0\.2\d* 2\d(\.\d+)?\)$/);
    await expect(page.getByLabel("Email")).toHaveValue(OWNER_EMAIL);
    await expectNoSeriousA11yViolations(page);
    // What a screen reader finds (the accessibility tree): the heading, the refusal as an alert, the fields by name, both ways in.
    await expect(page.locator("main")).toMatchAriaSnapshot(`
      - heading "Admin sign-in" [level=1]
      - alert:
        - paragraph: Invalid email or password
      - textbox "Email"
      - textbox "Password"
      - button "Sign in"
      - region "Or sign in with a passkey":
        - button "Use a passkey"
    `);

    // An unknown email gets exactly the same message.
    await page.getByLabel("Email").fill(`nobody-${testInfo.project.name}@example.com`);
    await page.getByLabel("Password").fill(OWNER_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();

    if (!jsDisabled(testInfo)) {
      // 'Signing in...' while the request is on its way.
      await page.route("**/admin/login.data*", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
    }
    await page.getByLabel("Email").fill(OWNER_EMAIL);
    await page.getByLabel("Password").fill(OWNER_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    if (!jsDisabled(testInfo)) await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    await expect(page).toHaveURL(/\/admin\/categories$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  });
});

test.describe("the staff pages", () => {
  test("each kind passes the accessibility checks; 'View site' loads the home page as a document, with its own script", async ({ page }) => {
    // Six axe runs: seconds of CPU each on a busy 2-core machine.
    test.setTimeout(90_000);
    await signInAs(page, OWNER_EMAIL);
    await expectSingleH1(page);
    await expect(page.getByRole("link", { name: "Manage Categories" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main");
    await expectNoSeriousA11yViolations(page);
    // The pages whose journeys are now HTTP tests: the account, the audit log, redirects, missing pages, an inbox list.
    for (const [path, heading] of [
      ["/admin/account", "Your account"],
      ["/admin/audit", "Audit log"],
      ["/admin/redirects", "Redirects"],
      ["/admin/not-found", "Missing pages"],
      ["/admin/inbox/subscribers", /^Newsletter subscribers/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectSingleH1(page);
      await expectNoSeriousA11yViolations(page);
    }

    // Not drawn by the admin's React: the public pages' own script runs.
    await page.getByRole("link", { name: "View site" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("script#enhance-script")).toHaveCount(1);
    // Scroll reveal works (content hidden until the script reveals it would stay hidden otherwise).
    const lastReveal = page.locator("[data-reveal]").last();
    await lastReveal.scrollIntoViewIfNeeded();
    await expect(lastReveal).toHaveCSS("opacity", "1");
    // Escape closes the Services menu.
    await page.getByTestId("mega-menu").locator("> summary").click();
    await expect(page.getByTestId("mega-menu")).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("mega-menu")).not.toHaveAttribute("open", "");
  });
});

test.describe("a post, with JavaScript", () => {
  const FIRST = "Our caregivers visit every morning.\n\nCall the office to book a visit.";
  const SECOND = "Our caregivers visit every evening.\n\nCall the office to book a visit.";
  const THIRD = "Our caregivers visit every evening and weekend.\n\nCall or email the office to book a visit.";
  const FOURTH = "Our caregivers visit every night.\n\nCall the office to book a visit.";

  test("a refusal kept in the form, a shared link copied, autosave, a stale save refused, publish, a stale restore retried, leaving asks, delete confirmed", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signInAs(page, OWNER_EMAIL);
    const title = unique(testInfo, "Journey Post");
    const slug = slugOf(title);
    const titleField = page.getByRole("textbox", { name: "Title", exact: true });
    const content = page.getByLabel("Content");

    // A title of spaces is refused next to the field, focused, with what was typed kept.
    await page.getByRole("link", { name: "New Post" }).click();
    await expect(page).toHaveURL(/\/admin\/new$/);
    await content.fill(FIRST);
    await page.getByLabel("Tags").fill("e2e, journey");
    await titleField.fill("   ");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByText("Enter a title.")).toBeVisible();
    await expect(titleField).toHaveAttribute("aria-invalid", "true");
    await expect(titleField).toHaveAccessibleDescription(/Enter a title\./);
    await expect(titleField).toBeFocused();
    await expect(content).toHaveValue(FIRST);
    await expect(page.getByLabel("Tags")).toHaveValue("e2e, journey");
    await titleField.fill(title);
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toasts(page).getByText("Post created")).toBeVisible();
    const row = page.getByTestId(`post-row-${slug}`);
    await expect(row.getByText("Draft", { exact: true })).toBeVisible();

    // Share a preview from the editor: the page comes back at the section, and the link copies.
    await row.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(/\/admin\/edit\/\d+$/);
    const editor = new URL(page.url()).pathname;
    const section = page.getByTestId("share-preview");
    await section.getByRole("button", { name: "Share preview link", exact: true }).click();
    await expect(toasts(page).getByText("Preview link ready")).toBeVisible();
    const linkField = section.getByLabel("Your new preview link");
    await expect(linkField).toHaveValue(/\/preview\/[A-Za-z0-9_-]{43}$/);
    await expect(linkField).toBeInViewport();
    const link = await linkField.inputValue();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await section.getByRole("button", { name: "Copy link" }).click();
    await expect(section.getByRole("status")).toHaveText("Copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // A second tab: the preview page, then someone else's saves.
    const other = await page.context().newPage();
    await other.goto(link);
    await expect(other.getByTestId("preview-banner")).toContainText("Preview: this post is not published yet");
    await expect(other.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expectSingleH1(other);
    await expectNoSeriousA11yViolations(other);

    // The search preview follows the SEO fields as they are typed; the draft saves itself.
    await page.getByLabel("Meta title").fill("Night Care at Home: What Families Should Prepare");
    await page.getByLabel("Meta description").fill("A nurse's list of what to prepare before a night shift at home.");
    const searchPreview = page.getByTestId("search-preview");
    await expect(searchPreview).toContainText("Night Care at Home: What Families Should Prepare");
    await expect(searchPreview).toContainText("A nurse's list of what to prepare");
    await expect(page.getByText("48 of 60.")).toBeVisible();
    const status = page.getByTestId("autosave-status");
    await expect(status).toHaveText("Unsaved changes");
    await expect(status).toHaveText(/^Saved at \d{1,2}:\d{2}/, { timeout: 15_000 });
    await openHydrated(page, editor);
    await expect(page.getByLabel("Meta title")).toHaveValue("Night Care at Home: What Families Should Prepare");

    // Someone saves the post while it is open here: this save is refused, the text kept, a link to compare.
    await openHydrated(other, editor);
    await other.getByLabel("Content").fill(SECOND);
    await other.getByRole("button", { name: "Save", exact: true }).click();
    await expect(other).toHaveURL(/\/admin$/);
    await content.fill(THIRD);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("This post was changed by someone else since you opened it").first()).toBeVisible();
    await expect(content).toHaveValue(THIRD);
    await expect(page.getByRole("link", { name: /Compare the version you opened with the current one/ })).toHaveAttribute("href", /\/admin\/edit\/\d+\/history(\/\d+)?$/);
    await expectNoSeriousA11yViolations(page);
    // Saving again is a deliberate choice, and goes through.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toasts(page).getByText("Saved", { exact: true })).toBeVisible();

    await row.getByRole("button", { name: `Publish ${title}` }).click();
    await expect(toasts(page).getByText("Published", { exact: true })).toBeVisible();
    await expect(row.getByText("Published", { exact: true })).toBeVisible();
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(200);

    // The history: the first version compared with the current one, struck through and underlined (not colour alone).
    await row.getByRole("link", { name: `Edit ${title}` }).click();
    await page.getByRole("link", { name: /^History/ }).click();
    await expect(page).toHaveURL(new RegExp(`${editor}/history$`));
    const entries = page.getByTestId("revision-entry");
    await expect(entries.first().getByText("Current", { exact: true })).toBeVisible();
    await expectSingleH1(page);
    await expectNoSeriousA11yViolations(page);
    await entries.last().getByRole("link", { name: /View and compare/ }).click();
    await expect(page).toHaveURL(new RegExp(`${editor}/history/\\d+$`));
    const diff = page.getByTestId("diff-content");
    await expect(diff.locator("del")).toHaveText(["[removed: morning]"]);
    await expect(diff.locator("ins")).toHaveText(["[added: evening and weekend]", "[added: or email]"]);
    await expect(diff.locator("del").first()).toHaveCSS("text-decoration-line", "line-through");
    await expect(diff.locator("ins").first()).toHaveCSS("text-decoration-line", "underline");
    await page.getByText(/^Show the content/).click();
    await expect(page.getByRole("region", { name: "Content of this version" })).toContainText("Our caregivers visit every morning.");
    await expectNoSeriousA11yViolations(page);

    // Saved meanwhile: the restore is refused, the comparison read again, and a second try restores.
    const comparison = page.url();
    await openHydrated(other, editor);
    await other.getByLabel("Content").fill(FOURTH);
    await other.getByRole("button", { name: "Save", exact: true }).click();
    await expect(other).toHaveURL(/\/admin$/);
    await other.close();
    await page.getByRole("button", { name: "Restore this version" }).click();
    await expect(page.getByText(/This post was changed since you opened this page/)).toBeVisible();
    await expect(page).toHaveURL(comparison);
    await expect(diff.locator("ins")).toHaveText(["[added: night]"]);
    await page.getByRole("button", { name: "Restore this version" }).click();
    await expect(page).toHaveURL(new RegExp(`${editor}$`));
    await expect(toasts(page).getByText(/^Restored the version of .+\. The version it replaced is kept in the history\.$/)).toBeVisible();
    await expect(content).toHaveValue(FIRST);

    // Leaving with unsaved changes asks first.
    await content.fill("Not saved yet.");
    let asked = "";
    page.once("dialog", async (dialog) => {
      asked = dialog.message();
      await dialog.dismiss();
    });
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect.poll(() => asked).toContain("not saved");
    await expect(page).toHaveURL(new RegExp(`${editor}$`));
    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // Delete asks in a toast, its Delete focused.
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    const question = toasts(page).getByRole("status").filter({ hasText: "Are you sure you want to delete this post? This action cannot be undone." });
    await expect(question).toBeVisible();
    await expect(question.getByRole("button", { name: "Delete", exact: true })).toBeFocused();
    await question.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(toasts(page).getByText("Deleted", { exact: true })).toBeVisible();
    await expect(toasts(page).getByText("Post deleted.")).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
