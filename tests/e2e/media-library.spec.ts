import { expect, test } from "./support/test";
import sharp from "sharp";
import { expectNoSeriousA11yViolations, lookAt } from "./support/fixtures";
import { createStaff, signInAs, uniqueEmail } from "./support/staff";

/**
 * The media library (decision 0332) with JavaScript: several images at once,
 * each with the description typed with them; an upload deleted in place;
 * axe; the library at desktop and phone widths (screenshots). One image at a
 * time without JavaScript, the Markdown to copy and the refused deletes are
 * tests/http/media-and-post-images.test.ts's.
 */
const PASSWORD = "media-library-passphrase-2026";

function png(red: number) {
  return sharp({ create: { width: 640, height: 400, channels: 3, background: { r: red, g: 140, b: 90 } } }).png().toBuffer();
}

test("several images at once, each with its description; one deleted in place; axe; the library at 1280 and 390 px", async ({ page }, testInfo) => {
  // Uploads make AVIF copies: slow on a busy 2-core machine.
  test.setTimeout(150_000);
  const email = uniqueEmail(testInfo, "media-several");
  await createStaff(email, PASSWORD, "author");
  await signInAs(page, email);
  await page.goto("/admin/media");
  const card = (fileName: string) => page.getByRole("listitem").filter({ has: page.getByText(fileName, { exact: true }) });
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const names = [`first-${tag}.png`, `second-${tag}.png`];
  await expect(page.getByLabel("Images (choose one or several)")).toHaveAttribute("multiple");
  await page.locator("#media-file").setInputFiles([
    { name: names[0]!, mimeType: "image/png", buffer: await png(60) },
    { name: names[1]!, mimeType: "image/png", buffer: await png(90) },
  ]);
  // The description typed with them is kept with each (decision 0357).
  await page.getByLabel("Description (alt text)").fill("Two views of one garden");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("2 of 2 uploaded.")).toBeVisible({ timeout: 60_000 });
  for (const name of names) {
    await expect(card(name)).toBeVisible();
    await expect(card(name).getByRole("textbox", { name: "Description", exact: true })).toHaveValue("Two views of one garden");
  }
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, "media-1280.png");

  // An author's own unused upload: deleted by them, behind a "Delete…" disclosure.
  await card(names[0]!).getByText("Delete…").click();
  await card(names[0]!).getByRole("button", { name: /Delete this image for good/ }).click();
  await expect(page.getByText("Image deleted")).toBeVisible();
  await expect(card(names[0]!)).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 900 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "horizontal overflow of /admin/media at 390 px").toBeLessThanOrEqual(0);
  await lookAt(page, testInfo, "media-390.png");
});
