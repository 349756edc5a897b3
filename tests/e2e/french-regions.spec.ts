/**
 * What only a browser tells of the French region pages, /fr/emplacements and
 * /fr/trouver-des-soins with a refused code: axe. Their content, the intake
 * dialog's French title and the refused code's focus are read in
 * tests/http/french-regions-pages.test.ts; the dialog and focus behaviour in
 * regions-and-resources.spec.ts.
 */
import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/fixtures";

test("a French region, all locations and a refused postal code: no serious axe violation", async ({ page }) => {
  for (const path of ["/fr/emplacements/region-d-ottawa", "/fr/emplacements", "/fr/trouver-des-soins?postal=E1C-4M3x"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expectNoSeriousA11yViolations(page);
  }
});
