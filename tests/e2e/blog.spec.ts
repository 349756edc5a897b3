/**
 * The blog in a browser: axe on the list and on an article. What the pages
 * say, the search form, categories, the old numeric address and the RSS feed
 * are read in tests/http/blog.test.ts.
 */
import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/fixtures";

test("the list and an article have no serious axe violation", async ({ page }) => {
  for (const path of ["/blog", "/blog/five-signs-a-loved-one-could-use-help-at-home"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expectNoSeriousA11yViolations(page);
  }
});
