/**
 * Emailing a post, in the browser with JavaScript: the preview in its
 * sandboxed frame (shown under the page's CSP, its images loaded, its h1 not
 * the page's), axe on the email and newsletter pages, and the newsletter's
 * counts moving by themselves while the server sends. The send itself (one
 * copy each, the CASL footer, the headers, unsubscribing) is
 * tests/http/newsletter.test.ts's.
 *
 * The e2e server's subscriber list is shared by every test: two confirmed
 * readers are added under the subscriber-list lock, and leave after it.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations, expectSingleH1 } from "./support/fixtures";
import { createStaff, signInAs, uniqueEmail } from "./support/staff";
import { withSubscriberListLock } from "./support/subscriber-list";

const databaseFile = path.resolve("tests/.tmp", `e2e-${process.env.E2E_PORT ?? "3210"}`, "app.db");
const PASSWORD = "newsletter-editor-passphrase";
/** A seeded published post with an image, emailed by no other test. */
const POST = { slug: "five-signs-a-loved-one-could-use-help-at-home", imageAlt: "An older woman and a caregiver talking at a kitchen table" };

/** The e2e server's database (WAL: safe to read and write next to the server). */
function withDatabase<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(databaseFile);
  db.pragma("busy_timeout = 5000");
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

test("an editor emails a post: the preview frame, axe, and the counts moving by themselves as the copies go", async ({ page }, testInfo) => {
  // It may wait for the subscriber-list lock, then for the server to send.
  test.setTimeout(180_000);
  const editor = uniqueEmail(testInfo, "nl-editor");
  await createStaff(editor, PASSWORD, "editor");
  await signInAs(page, editor);
  const postId = withDatabase((db) => (db.prepare("select id from posts where slug = ?").get(POST.slug) as { id: number }).id);
  const readers = [uniqueEmail(testInfo, "nl-ada"), uniqueEmail(testInfo, "nl-bob")];
  const subject = `Winter news ${Date.now().toString(36)}`;

  await withSubscriberListLock(async () => {
    const now = new Date().toISOString();
    withDatabase((db) => {
      const insert = db.prepare(
        "insert into subscribers (email, consent_text, consented_at, confirm_token, unsubscribe_token, confirmed_at, created_at) values (?, 'I agree to receive the newsletter.', ?, ?, ?, ?, ?)",
      );
      for (const email of readers) insert.run(email, now, `c-${email}`, `u-${email}`, now, now);
    });
    try {
      await page.goto(`/admin/edit/${postId}/email`);
      await expect(page.getByRole("main")).toContainText("the 2 confirmed subscribers");
      await page.getByLabel("Subject").fill(subject);
      await page.getByLabel("Introduction").fill("Dear families, a few tips for the cold weeks.");
      await page.getByRole("button", { name: "Update the preview" }).click();
      // The email in a sandboxed frame: shown under the page's CSP, its images loaded, its h1 not the page's.
      const preview = page.frameLocator('[data-testid="newsletter-preview"]');
      await expect(preview.locator("body")).toContainText("Dear families, a few tips for the cold weeks.");
      await expect(preview.locator("body")).toContainText("You receive this email because you subscribed");
      const image = preview.getByRole("img", { name: POST.imageAlt });
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await expectSingleH1(page);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page).toHaveURL(/\/admin\/newsletters\/\d+$/);
      await page.getByRole("button", { name: "Send to 2 confirmed subscribers" }).click();
      await expect(page.getByRole("region", { name: "Notifications" }).getByText("Queued for 2 confirmed subscribers.")).toBeVisible();
      // The page's numbers move by themselves while the server sends.
      await expect(page.getByTestId("count-sent")).toHaveText("2", { timeout: 15_000 });
      await expect(page.getByTestId("count-queued")).toHaveText("0");
      await expect(page.getByTestId("newsletter-status")).toHaveText("Sent");
      await expectSingleH1(page);
      await expectNoSeriousA11yViolations(page);
    } finally {
      // They leave the list, so the next count of confirmed subscribers holds.
      withDatabase((db) => {
        const leave = db.prepare("update subscribers set unsubscribed_at = ? where email = ?");
        for (const email of readers) leave.run(new Date().toISOString(), email);
      });
    }
  });
});
