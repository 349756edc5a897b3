/**
 * The blog in a browser: axe on the list and on an article. What the pages
 * say, the search form, categories, the old numeric address and the RSS feed
 * are read in tests/http/blog.test.ts.
 */
import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/fixtures";

const AXE_PAGES = ["/blog", "/blog/five-signs-a-loved-one-could-use-help-at-home"];

test("the list and an article have no serious axe violation", async ({ page }) => {
  // Each page gets the time a test of its own had.
  test.setTimeout(AXE_PAGES.length * 30_000);
  for (const path of AXE_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expectNoSeriousA11yViolations(page);
  }
});
