import { expect, test } from "./support/test";
import { type Browser, type Locator, type Response, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import { expectNoSeriousA11yViolations, jsDisabled, preferMarkdownEditor } from "./support/fixtures";
import { createStaff, signInAs, uniqueEmail } from "./support/staff";
import { gpsPhoto, gpsTagsOf, metadataIn } from "../support/photo";

// These tests type Markdown into the textarea: the visual editor has its own spec.
test.beforeEach(({ context }) => preferMarkdownEditor(context));

/**
 * Post images that are accessible, light and private (decision 0349), in
 * the browser with JavaScript on and off: an editor uploads a phone photo
 * carrying its GPS position through the real form; the description is asked
 * for; the article serves a <picture> whose every file, fetched back and
 * read with sharp, carries no metadata. Until the post is published its image
 * is private (decision 0352): shown to the editor and through the post's
 * preview link, 404 to a visitor.
 */
const PASSWORD = "images-editor-passphrase-2026";
const ALT_REQUIRED = "Describe the image for people who cannot see it, or tick “Decorative image”.";

/** A browser of its own: no cookies, JavaScript as in this project. */
async function visitorPage(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: !jsDisabled(testInfo) });
  return context.newPage();
}

/** The image has arrived and been decoded (a 404 leaves naturalWidth at 0). */
async function expectLoaded(img: Locator) {
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

test("an editor's phone photo is served as a clean, responsive <picture>; its description is required; private until published", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(testInfo, "images-editor");
  await createStaff(email, PASSWORD, "editor");
  // Taken 1600 x 1200, orientation 6: upright 1200 x 1600.
  const photo = await gpsPhoto({ width: 1600, height: 1200 });
  expect(gpsTagsOf((await sharp(photo).metadata()).exif)).toEqual(expect.arrayContaining([1, 2, 3, 4]));

  await signInAs(page, email);
  await page.goto("/admin/new");
  const title = `Garden Visit ${testInfo.project.name} ${Date.now().toString(36)}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Content").fill("A visit to the garden.");
  await page.getByLabel("Image upload").setInputFiles({ name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "Create" }).click();

  // No description and not decorative: refused next to the field, everything kept (the upload too).
  const alt = page.getByLabel("Image description (alt text)");
  await expect(alt).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(ALT_REQUIRED)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
  await expect(page.getByText("Uploaded image, kept from your last attempt.")).toBeVisible();
  await expect(page.getByLabel("Decorative image")).not.toBeChecked();
  // The kept upload belongs to no post yet: its uploader sees it.
  const kept = page.locator('img[src^="/media/post-images/"]');
  await expectLoaded(kept);

  // Saved as a draft: the image is private.
  await alt.fill("Two chairs on a lawn beside a flower bed");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const row = page.getByTestId(`post-row-${slug}`);
  await row.getByRole("link", { name: /^Edit/ }).click();
  await expect(page).toHaveURL(/\/admin\/edit\/\d+$/);
  const draftImage = page.locator('img[src^="/media/post-images/"]').first();
  await expectLoaded(draftImage);
  const draftSrc = (await draftImage.getAttribute("src"))!;
  expect(draftSrc).toMatch(/^\/media\/post-images\/post-[0-9a-f]{32}\.jpg$/);

  const visitor = await visitorPage(browser, testInfo);
  const hidden = await visitor.request.get(draftSrc);
  expect([hidden.status(), hidden.headers()["cache-control"]]).toEqual([404, "no-store"]);
  const mine = await page.request.get(draftSrc);
  expect([mine.status(), mine.headers()["cache-control"]]).toEqual([200, "private, no-store"]);

  // Whoever has the preview link sees the draft with its image.
  const section = page.getByTestId("share-preview");
  await section.getByRole("button", { name: "Share preview link", exact: true }).click();
  const link = await section.getByLabel("Your new preview link").inputValue();
  await visitor.goto(link);
  const previewImg = visitor.locator("article picture img");
  await expectLoaded(previewImg);
  expect(await previewImg.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\?preview=[A-Za-z0-9_-]{43}$/);

  // Published from the dashboard: the image is everyone's.
  await page.goto("/admin");
  await row.getByRole("button", { name: `Publish ${title}` }).click();
  await expect(row.getByText("Published", { exact: true })).toBeVisible();

  const images: Response[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/media/post-images/")) images.push(response);
  });
  await page.goto(`/blog/${slug}`);
  const picture = page.locator("article picture");
  await expect(picture).toHaveCount(1);
  const sources = picture.locator("source");
  await expect(sources).toHaveCount(2);
  expect(await sources.evaluateAll((list) => list.map((source) => source.getAttribute("type")))).toEqual(["image/avif", "image/webp"]);
  const img = picture.getByRole("img", { name: "Two chairs on a lawn beside a flower bed", exact: true });
  await expect(img).toHaveAttribute("src", /^\/media\/post-images\/post-[0-9a-f]{32}\.jpg$/);
  await expect(img).toHaveAttribute("width", "1200");
  await expect(img).toHaveAttribute("height", "1600");
  await expect(img).toHaveAttribute("fetchpriority", "high");
  await expect(img).not.toHaveAttribute("loading", /./);
  await expect(img).toHaveAttribute("sizes", /\S/);
  await expect(img).toBeVisible();

  // Chromium shows AVIF: the copy it chose came from the AVIF source.
  await expect.poll(() => images.map((response) => response.url()).find((url) => url.endsWith(".avif"))).toBeTruthy();

  // Every file the page names, fetched by a visitor: the right type, public again, and no metadata at all.
  const urls = new Set<string>();
  for (const srcset of [
    ...(await sources.evaluateAll((list) => list.map((source) => source.getAttribute("srcset") ?? ""))),
    (await img.getAttribute("srcset")) ?? "",
  ]) {
    for (const candidate of srcset.split(",")) {
      const [url, width] = candidate.trim().split(/\s+/);
      expect(width).toMatch(/^\d+w$/);
      expect(Number(width!.slice(0, -1))).toBeLessThanOrEqual(1200);
      urls.add(url!);
    }
  }
  urls.add((await img.getAttribute("src"))!);
  expect(urls.size).toBe(3 + 3 + 3); // AVIF and WebP at 480, 960, 1200; JPEG at 480, 960 and the original
  const types = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" } as Record<string, string>;
  for (const url of urls) {
    const response = await visitor.request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toBe(types[url.split(".").pop()!]);
    expect(response.headers()["cache-control"], url).toBe("public, max-age=3600");
    const bytes = await response.body();
    expect(await metadataIn(bytes), url).toEqual([]);
    expect((await sharp(bytes).metadata()).width, url).toBeLessThanOrEqual(1200);
  }
  await expectNoSeriousA11yViolations(page);
  await visitor.context().close();
});
