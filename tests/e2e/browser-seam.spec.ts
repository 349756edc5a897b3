/**
 * The browser seam (decision 0013), the script's side: the hooks the page
 * script writes appear once it has run. That every hook it reads matches the
 * server's HTML is checked in tests/http/browser-seam.test.ts.
 */
import { expect, test } from "./support/test";
import { scriptWrittenHooks, seam } from "../../app/lib/browser-seam";

test("the hooks the script writes appear once it has run", async ({ page }) => {
  await page.goto("/");
  // Scroll reveal marks what has come into view.
  await page.locator(seam.reveal.selector).last().scrollIntoViewIfNeeded();
  for (const name of scriptWrittenHooks) {
    await expect.poll(() => page.locator(seam[name].selector).count(), `${name} (${seam[name].selector})`).toBeGreaterThan(0);
  }
});
