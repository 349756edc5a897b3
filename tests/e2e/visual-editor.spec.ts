import { readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, NO_JS, test } from "./support/test";
import { type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import { expectNoSeriousA11yViolations, jsDisabled, lookAt } from "./support/fixtures";
import { createStaff, signInAs, uniqueEmail } from "./support/staff";

/**
 * The writing experience (decisions 0330-0332). With JavaScript: the visual
 * editor (Markdown shortcuts, the toolbar, undo), the Markdown stored after a
 * save, an image from the media library served as <picture> (Chromium takes
 * its AVIF copy), the link search, a paste from a word processor, and the
 * accessibility checks refusing Publish until the body is fixed. Without
 * JavaScript (the post editor's no-JS journey): the same checks on the
 * textarea. The library's Markdown to copy without JavaScript is
 * tests/http/media-and-post-images.test.ts's.
 */
const PASSWORD = "visual-editor-passphrase-2026";
const SKIPPED = /skips a level \(a 2 followed by a 4\)/;

async function editorSignedIn(page: Page, testInfo: TestInfo, label: string) {
  const email = uniqueEmail(testInfo, label);
  await createStaff(email, PASSWORD, "editor");
  await signInAs(page, email);
}

/** The visual editor's text, once its chunk has loaded and it has taken the textarea's place. */
async function visualBody(page: Page) {
  const editor = page.getByTestId("visual-editor");
  await expect(editor).toBeVisible();
  return editor.getByRole("textbox", { name: "Content" });
}

function uniqueTitle(testInfo: TestInfo, words: string) {
  return `${words} ${testInfo.project.name} ${Date.now().toString(36)}`;
}

const databaseFile = path.resolve("tests/.tmp", `e2e-${process.env.E2E_PORT ?? "3210"}`, "app.db");

/** The post titled `title` as the server stored it: its id and its Markdown, line breaks as the form sent them (CR LF). */
function storedPost(title: string): { id: number; content: string } {
  const db = new Database(databaseFile, { readonly: true });
  try {
    return db.prepare("select id, content from posts where title = ?").get(title) as { id: number; content: string };
  } finally {
    db.close();
  }
}
const storedBytes = (title: string) => storedPost(title).content;

/** The stored Markdown as the editor's text area gives it back (line feeds). */
const storedContent = (title: string) => storedBytes(title).replace(/\r\n/g, "\n");

/** An image in the media library, sent to the upload route the library's own script posts to (its page is media-library.spec.ts's). */
async function uploadToLibrary(page: Page, name: string, description: string) {
  const png = await sharp({ create: { width: 720, height: 480, channels: 3, background: { r: 40, g: 120, b: 160 } } }).png().toBuffer();
  const answer = await page.request.post("/admin/media/upload", {
    headers: { Origin: new URL(page.url()).origin },
    multipart: { file: { name, mimeType: "image/png", buffer: png }, description },
  });
  expect(answer.status()).toBe(200);
}

test.describe("with JavaScript: the visual editor", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "the visual editor needs JavaScript");
  // Uploads make AVIF copies: slow on a busy 2-core machine.
  test.setTimeout(150_000);

  test("shortcuts, toolbar and undo write the Markdown the server stores", async ({ page }, testInfo) => {
    await editorSignedIn(page, testInfo, "editor-typing");
    await page.goto("/admin/new");
    const title = uniqueTitle(testInfo, "Typed Visually");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    const body = await visualBody(page);
    await body.click();
    // Undo and redo (the keys, then the toolbar).
    // One input (as a fast typist's word): a slow machine typing key by key splits it into several undo steps.
    await page.keyboard.insertText("Mistake");
    await expect(body).toContainText("Mistake");
    await page.keyboard.press("Control+z");
    await expect(body).not.toContainText("Mis");
    await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Redo" }).click();
    await expect(body).toContainText("Mistake");
    await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Undo" }).click();
    await expect(body).not.toContainText("Mistake");
    await page.keyboard.type("## Getting ready\nA **strong** start.\n- first\nsecond\n");
    await page.keyboard.press("Enter");
    // The toolbar: Heading 3 (by keyboard, as a screen reader user would reach it), then italic text.
    await page.keyboard.type("Quiet ");
    // The toolbar is one tab stop before the text (a roving tabindex inside).
    await page.keyboard.press("Shift+Tab");
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    await expect(toolbar.getByRole("button", { name: "Paragraph" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(toolbar.getByRole("button", { name: "Heading 3" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toolbar.getByRole("button", { name: "Heading 3" })).toHaveAttribute("aria-pressed", "true");
    await body.press("End");
    await page.keyboard.type("hours");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Italic" }).click();
    await page.keyboard.type("gently");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const typed = "## Getting ready\n\nA **strong** start.\n\n- first\n- second\n\n### Quiet hours\n\n*gently*";
    expect(storedContent(title)).toBe(typed);
    const bytes = storedBytes(title);
    // Reopened and saved without an edit: the same bytes.
    await page.goto(`/admin/edit/${storedPost(title).id}`);
    await visualBody(page);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(storedBytes(title)).toBe(bytes);
  });

  test("an image from the library, with its description, is a <picture> in the article; the link search inserts a post's address", async ({ page }, testInfo) => {
    await editorSignedIn(page, testInfo, "editor-image");
    const description = `A nurse and a client in a garden ${testInfo.project.name} ${Date.now().toString(36)}`;
    await uploadToLibrary(page, "garden.png", description);
    await page.goto("/admin/new");
    const title = uniqueTitle(testInfo, "Garden Article");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    const body = await visualBody(page);
    await body.click();
    await page.keyboard.type("Read ");
    await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Link" }).click();
    const linkDialog = page.getByRole("dialog", { name: "Link" });
    await linkDialog.getByRole("combobox", { name: "Page title or address" }).fill("five signs");
    const option = linkDialog.getByRole("option", { name: /Five Signs a Loved One/ });
    await expect(option).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Enter");
    await expect(linkDialog.getByRole("combobox")).toHaveValue("/blog/five-signs-a-loved-one-could-use-help-at-home");
    await linkDialog.getByRole("button", { name: "Insert link" }).click();
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Image" }).click();
    const imageDialog = page.getByRole("dialog", { name: "Insert an image" });
    await imageDialog.getByLabel("Search the media library").fill(description);
    await imageDialog.getByRole("button", { name: description }).click();
    await expect(imageDialog.getByLabel(/Description \(alt text\)/)).toHaveValue(description);
    await expectNoSeriousA11yViolations(page);
    await imageDialog.getByRole("button", { name: "Insert image" }).click();
    await expect(page.getByRole("textbox", { name: "Content" }).locator("img")).toHaveAttribute("alt", description);
    await page.getByLabel("Published").check();
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const markdown = storedContent(title);
    expect(markdown).toContain("Read [Five Signs a Loved One Could Use Help at Home](/blog/five-signs-a-loved-one-could-use-help-at-home)");
    expect(markdown).toMatch(new RegExp(`!\\[${description}\\]\\(/media/post-images/post-[0-9a-f]{32}\\.png\\)`));
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    // Chromium shows AVIF: the copy it fetches is the AVIF source's.
    const avif = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/media/post-images/") && response.url().endsWith(".avif"));
    await page.goto(`/blog/${slug}`, { waitUntil: "domcontentloaded" });
    const picture = page.locator("article picture").filter({ has: page.locator(`img[alt="${description}"]`) });
    await expect(picture.locator("source[type='image/avif']")).toHaveCount(1);
    await expect(picture.locator("img")).toHaveAttribute("width", "720");
    expect((await avif).status()).toBe(200);
    await lookAt(page, testInfo, "article-inline-picture.png", {});
  });

  test("a skipped heading is listed as it is typed, refused at Publish with the message, published once fixed", async ({ page }, testInfo) => {
    await editorSignedIn(page, testInfo, "editor-checks");
    await page.goto("/admin/new");
    const title = uniqueTitle(testInfo, "Checked Visually");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    const body = await visualBody(page);
    await body.click();
    await page.keyboard.type("## Section\n#### Too deep\nText.");
    await expect(page.getByTestId("content-problems")).toContainText(SKIPPED);
    await page.getByLabel("Published").check();
    await page.getByRole("button", { name: /^(Create|Save)$/ }).click();
    await expect(page.getByText(/accessibility problem stops this post from being published/).filter({ visible: true })).toBeVisible();
    await expect(page.getByTestId("content-problems")).toContainText(SKIPPED);
    await lookAt(page, testInfo, "refused-1280.png");
    // Fixed with the toolbar: the heading becomes a 3.
    await body.getByText("Too deep").click();
    await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Heading 3" }).click();
    await expect(page.getByTestId("content-problems")).toHaveCount(0);
    // On a slow machine the draft may have saved itself meanwhile: the page is then the post's editor, its button Save.
    await page.getByRole("button", { name: /^(Create|Save)$/ }).click();
    await expect(page).toHaveURL(/\/admin$/);
    // "Post created" or, when the draft had saved itself, "Saved": published either way.
    const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(page.getByText(new RegExp(`^“${escaped}” is (published on the blog|saved and published)\\.$`))).toBeVisible();
  });

  test("the editor at 390 and 1280 px: Create right below the body, the settings beside it (wide) or before Create (phone); HTML pasted from a word processor becomes clean Markdown", async ({ page }, testInfo) => {
    await editorSignedIn(page, testInfo, "editor-look");
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/new");
      await visualBody(page);
      const accessibilityChecks = (await page.getByText("Accessibility checks").boundingBox())!;
      const create = (await page.getByRole("button", { name: "Create", exact: true }).boundingBox())!;
      const settings = (await page.getByLabel("Summary").boundingBox())!;
      if (width === 1280) {
        // Beside: the settings start level with the title; Create follows the body's card, not the longer settings column.
        expect(settings.x).toBeGreaterThan(accessibilityChecks.x + accessibilityChecks.width);
        expect(create.y - (accessibilityChecks.y + accessibilityChecks.height)).toBeLessThan(120);
      } else {
        expect(settings.y).toBeGreaterThan(accessibilityChecks.y);
        expect(create.y).toBeGreaterThan(settings.y);
      }
      await lookAt(page, testInfo, `editor-${width}.png`);
    }

    // A paste from a word processor, on the wide editor.
    const title = uniqueTitle(testInfo, "Pasted From Word");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    const body = await visualBody(page);
    await body.click();
    const html = readFileSync(new URL("../fixtures/paste/word.html", import.meta.url), "utf8");
    await body.evaluate((element, pasted) => {
      const data = new DataTransfer();
      data.setData("text/html", pasted);
      data.setData("text/plain", "fallback");
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, html);
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(storedContent(title)).toBe(readFileSync(new URL("../fixtures/paste/word.md", import.meta.url), "utf8").trimEnd());
  });
});

test.describe("without JavaScript: the textarea (the post editor's no-JS journey)", NO_JS, () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "the same page without JavaScript");
  test.setTimeout(90_000);

  test("the checks refuse Publish next to the content; fixed, it publishes", async ({ page }, testInfo) => {
    expect(jsDisabled(testInfo)).toBe(true);
    await editorSignedIn(page, testInfo, "textarea-checks");
    await page.goto("/admin/new");
    const title = uniqueTitle(testInfo, "Checked In Markdown");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Content").fill("## Section\n\n#### Too deep\n\n[click here](/contact)");
    await page.getByLabel("Published").check();
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByText("2 accessibility problems stop this post from being published: see the list below the content.")).toBeVisible();
    const problems = page.getByTestId("content-problems");
    await expect(problems).toContainText(SKIPPED);
    await expect(problems).toContainText("says only “click here”");
    await expect(page.getByLabel("Content")).toHaveValue("## Section\n\n#### Too deep\n\n[click here](/contact)");
    await lookAt(page, testInfo, "refused-no-js-390.png");
    await page.getByLabel("Content").fill("## Section\n\n### Deep enough\n\n[Contact our office](/contact)");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText(`“${title}” is published on the blog.`)).toBeVisible();
  });
});
