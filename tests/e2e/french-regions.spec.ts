/**
 * What only a browser tells of French pages without a journey of their own:
 * axe on a region page, /fr/emplacements, /fr/trouver-des-soins with a refused
 * code, the care-request form and the blog. Their content, the intake
 * dialog's French title and the refused code's focus are read in
 * tests/http/french-*-pages.test.ts; the care request's flow (plain form, no
 * script) in tests/http/french-care-forms.test.ts; the blog's switcher (plain
 * links) in tests/http/french-blog-pages.test.ts; the dialog and focus
 * behaviour in regions-and-resources.spec.ts.
 */
import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/fixtures";

test("a French region, all locations, a refused postal code, the care request and the blog: no serious axe violation", async ({ page }) => {
  test.setTimeout(5 * 30_000);
  for (const path of ["/fr/emplacements/region-d-ottawa", "/fr/emplacements", "/fr/trouver-des-soins?postal=E1C-4M3x", "/fr/demande-de-soins", "/fr/blogue"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expectNoSeriousA11yViolations(page);
  }
});
