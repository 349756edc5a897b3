import { expect, test } from "./support/test";
import { type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import { expectNoSeriousA11yViolations, preferMarkdownEditor } from "./support/fixtures";
import { createStaff, signInAs, uniqueEmail } from "./support/staff";

/**
 * The media library (decision 0332) with JavaScript on and off: uploading
 * (several at once with JavaScript, one at a time without), the Markdown to
 * copy into a post, deleting an unused image, and a delete refused once a
 * post uses the image, the refusal saying where. The post is written in the
 * textarea (Markdown mode), as a person without JavaScript would.
 */
const PASSWORD = "media-library-passphrase-2026";

test.beforeEach(({ context }) => preferMarkdownEditor(context));
// Uploads make AVIF copies: slow on a busy 2-core machine.
test.setTimeout(150_000);

function png(red: number) {
  return sharp({ create: { width: 640, height: 400, channels: 3, background: { r: red, g: 140, b: 90 } } }).png().toBuffer();
}

function card(page: Page, fileName: string) {
  return page.getByRole("listitem").filter({ has: page.getByText(fileName, { exact: true }) });
}

/** Uploads one image through the library's form (the same with and without JavaScript). */
async function uploadOne(page: Page, fileName: string, description: string, red: number) {
  await page.goto("/admin/media");
  await page.getByLabel(/^Images?/).setInputFiles({ name: fileName, mimeType: "image/png", buffer: await png(red) });
  await page.getByLabel("Description (alt text)").fill(description);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("Image uploaded")).toBeVisible();
  await page.getByLabel("Search descriptions and file names").fill(fileName);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(card(page, fileName)).toBeVisible();
}

function unique(testInfo: TestInfo, word: string) {
  return `${word}-${testInfo.project.name}-${Date.now().toString(36)}`;
}

test("upload, the Markdown to copy, delete an unused image; a used one is refused with where it is used", async ({ page, context }, testInfo) => {
  const email = uniqueEmail(testInfo, "media-library");
  await createStaff(email, PASSWORD, "editor");
  await signInAs(page, email);

  const spare = `${unique(testInfo, "spare")}.png`;
  await uploadOne(page, spare, "A spare picture of a hallway", 20);
  const spareCard = card(page, spare);
  await expect(spareCard.getByText("No post")).toBeVisible();
  await expect(spareCard.getByLabel("Markdown to copy into a post")).toHaveValue(/^!\[A spare picture of a hallway\]\(\/media\/post-images\/post-[0-9a-f]{32}\.png\)$/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("media-library.png"), fullPage: true });

  const spareMarkdown = await spareCard.getByLabel("Markdown to copy into a post").inputValue();

  // Deleting an unused image: behind a "Delete…" disclosure.
  await spareCard.getByText("Delete…").click();
  await spareCard.getByRole("button", { name: /Delete this image for good/ }).click();
  await expect(page.getByText("Image deleted")).toBeVisible();
  await expect(card(page, spare)).toHaveCount(0);

  // Its Markdown, copied before it was deleted: Create is refused next to the text, which is kept.
  const late = await context.newPage();
  await late.goto("/admin/new");
  await late.getByRole("textbox", { name: "Title", exact: true }).fill(`Hallways ${testInfo.project.name} ${Date.now().toString(36)}`);
  const lateText = `A clear hallway prevents falls.\n\n${spareMarkdown}`;
  await late.getByLabel("Content").fill(lateText);
  await late.getByRole("button", { name: "Create", exact: true }).click();
  await expect(late.getByLabel("Content")).toHaveAccessibleDescription(/is no longer in the media library\. Remove it or insert another\./);
  await expect(late.getByLabel("Content")).toHaveValue(lateText);
  await expect(late).toHaveURL(/\/admin\/new$/);
  await late.screenshot({ path: testInfo.outputPath("image-gone-refused.png"), fullPage: true });
  await late.close();

  // An image a post starts using while the library is open: the delete is refused, saying where.
  const used = `${unique(testInfo, "used")}.png`;
  await uploadOne(page, used, "A ramp to a front door", 200);
  const markdown = await card(page, used).getByLabel("Markdown to copy into a post").inputValue();
  const writer = await context.newPage();
  const title = `Ramps at home ${testInfo.project.name} ${Date.now().toString(36)}`;
  await writer.goto("/admin/new");
  await writer.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await writer.getByLabel("Content").fill(`A ramp makes the front door easy.\n\n${markdown}`);
  await writer.getByRole("button", { name: "Create", exact: true }).click();
  await expect(writer).toHaveURL(/\/admin$/);
  await writer.close();

  const usedCard = card(page, used);
  await usedCard.getByText("Delete…").click();
  await usedCard.getByRole("button", { name: /Delete this image for good/ }).click();
  await expect(page.getByText(`This image cannot be deleted: it is used by “${title}” (in the text, a saved version).`)).toBeVisible();
  await expect(usedCard.getByRole("link", { name: title })).toBeVisible();
  await expect(usedCard.getByText("In use: it cannot be deleted.")).toBeVisible();
  await expect(usedCard.getByRole("button", { name: /Delete this image for good/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("several images at once with JavaScript (one at a time without: tests/http/admin-without-js.test.ts)", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "media-several");
  await createStaff(email, PASSWORD, "author");
  await signInAs(page, email);
  await page.goto("/admin/media");
  const input = page.locator("#media-file");
  const names = [`${unique(testInfo, "first")}.png`, `${unique(testInfo, "second")}.png`];
  await expect(page.getByLabel("Images (choose one or several)")).toHaveAttribute("multiple");
  await input.setInputFiles([
    { name: names[0]!, mimeType: "image/png", buffer: await png(60) },
    { name: names[1]!, mimeType: "image/png", buffer: await png(90) },
  ]);
  // The description typed with them is kept with each (decision 0357).
  await page.getByLabel("Description (alt text)").fill("Two views of one garden");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("2 of 2 uploaded.")).toBeVisible({ timeout: 60_000 });
  for (const name of names) {
    await expect(card(page, name)).toBeVisible();
    await expect(card(page, name).getByRole("textbox", { name: "Description", exact: true })).toHaveValue("Two views of one garden");
  }
  // An author's own unused upload can be deleted by them.
  await expect(card(page, names[0]!).getByText("Delete…")).toBeVisible();
});
