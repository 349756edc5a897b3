import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations, expectSingleH1, preferMarkdownEditor } from "./support/fixtures";
import { createStaff, OWNER_EMAIL, signInAs, signInOnForm, uniqueEmail } from "./support/staff";

// These tests type Markdown into the textarea: the visual editor has its own spec.
test.beforeEach(({ context }) => preferMarkdownEditor(context));

/**
 * The account page's sessions list with "Sign out other sessions", the
 * owner's audit log, and the posts list's filters and bulk actions. What
 * each role sees and is refused is tests/http/admin-without-js.test.ts's.
 */
const PASSWORD = "a-long-staff-passphrase-42";
// Each test creates an account (a script run) and signs in more than once (scrypt): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.describe("your account", () => {
  test("lists where you're signed in, and signs out the other sessions", async ({ page, browser }, testInfo) => {
    const email = uniqueEmail(testInfo, "sessions");
    await createStaff(email, PASSWORD, "editor");
    const otherContext = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
    const other = await otherContext.newPage();
    await signInOnForm(other, email, PASSWORD);
    await signInOnForm(page, email, PASSWORD);

    await page.getByRole("link", { name: "Your account" }).click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await expectSingleH1(page);
    const sessions = page.getByTestId("session-list").getByRole("listitem");
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: "This device" })).toHaveCount(1);
    await expect(sessions.first()).toContainText("Chrome");
    await expectNoSeriousA11yViolations(page);

    // It takes the current password: first without it (kept on the page, a message next to the field).
    const sessionsRegion = page.getByRole("region", { name: "Where you're signed in" });
    if (!testInfo.project.use.javaScriptEnabled) {
      await sessionsRegion.getByLabel("Current password").evaluate((input) => input.removeAttribute("required"));
      await page.getByRole("button", { name: "Sign out other sessions" }).click();
      await expect(sessionsRegion.getByText("Enter your current password.")).toBeVisible();
      await expect(sessions).toHaveCount(2);
    }
    await sessionsRegion.getByLabel("Current password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign out other sessions" }).click();
    await expect(page.getByText("1 other session ended.")).toBeVisible();
    await expect(sessions).toHaveCount(1);
    // The other browser is signed out at its next request.
    await other.goto("/admin");
    await expect(other).toHaveURL(/\/admin\/login/);
    await otherContext.close();
  });
});

test.describe("audit log", () => {
  test("the owner sees sign-ins and changes, and filters them", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "audited");
    await createStaff(email, PASSWORD, "editor");
    await signInOnForm(page, email, PASSWORD);
    const category = `Audit ${testInfo.project.name} ${Date.now()}`;
    await page.goto("/admin/categories");
    await page.getByLabel("New category name").fill(category);
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByText("Category added")).toBeVisible();
    // The editor cannot read the log.
    expect((await page.goto("/admin/audit"))?.status()).toBe(403);
    await page.context().clearCookies();

    await signInAs(page, OWNER_EMAIL);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit log" }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await expectSingleH1(page);
    const entries = page.getByTestId("audit-entry");
    await expect(entries.filter({ hasText: category })).toHaveCount(1);
    await expect(entries.filter({ hasText: category }).first()).toContainText("Added a category");
    await expect(entries.filter({ hasText: category }).first()).toContainText(email);
    await expectNoSeriousA11yViolations(page);

    // Filter: that staff member's sign-ins only (a GET form, the same without JavaScript).
    await page.getByLabel("Staff member").selectOption({ label: email });
    await page.getByLabel("Action").selectOption({ label: "Signed in" });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/staff=\d+&action=sign-in$/);
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText("Signed in");
    await expect(entries.first()).toContainText(email);
  });
});

test.describe("the post list", () => {
  test("search and status filter are a bookmarkable GET view", async ({ page }) => {
    await signInAs(page, OWNER_EMAIL);
    const filters = page.getByTestId("post-filters");
    await filters.getByLabel("Search posts").fill("winter wellness");
    await filters.getByLabel("Status").selectOption({ label: "Draft" });
    await filters.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/admin\?q=winter\+wellness&status=draft/);
    await expect(page.getByTestId("post-row-winter-wellness-checklist-draft")).toBeVisible();
    await expect(page.locator('[data-testid^="post-row-"]')).toHaveCount(1);
    // The same view, published only: nothing matches.
    await page.goto("/admin?q=winter+wellness&status=published");
    await expect(page.getByText("No posts match the filter.")).toBeVisible();
    await page.getByRole("link", { name: "Clear" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator('[data-testid^="post-row-"]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("bulk actions on posts", () => {
  test("tick two posts, publish them together, then delete them after the confirmation", async ({ page }, testInfo) => {
    await signInAs(page, OWNER_EMAIL);
    const stamp = `${testInfo.project.name} ${Date.now()}`;
    const titles = [`Bulk one ${stamp}`, `Bulk two ${stamp}`];
    for (const title of titles) {
      await page.goto("/admin/new");
      await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
      await page.getByLabel("Content").fill("Text for a bulk test.");
      await page.getByRole("button", { name: "Create" }).click();
      await expect(page).toHaveURL(/\/admin$/);
    }
    const select = async () => {
      for (const title of titles) await page.getByRole("checkbox", { name: `Select ${title}` }).check();
    };
    await select();
    await page.getByTestId("bulk-actions").getByRole("button", { name: "Publish selected", exact: true }).click();
    await expect(page.getByText("2 posts published.")).toBeVisible();
    for (const title of titles) await expect(page.locator("li", { hasText: title }).getByText("Published", { exact: true })).toBeVisible();

    await select();
    await page.getByTestId("bulk-actions").getByRole("button", { name: "Delete selected", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delete 2 posts");
    await expect(page.getByText("Are you sure you want to delete these 2 posts? This action cannot be undone.")).toBeVisible();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("2 posts deleted.")).toBeVisible();
    for (const title of titles) await expect(page.locator("li", { hasText: title })).toHaveCount(0);
  });
});
