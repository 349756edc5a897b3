/**
 * What a browser adds to the French region pages, /fr/emplacements and
 * /fr/trouver-des-soins: the intake dialog named in French, focus on a rejected
 * postal code, and axe on each kind of page. Their content is read in
 * tests/http/french-regions.test.ts.
 */
import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/fixtures";

test("Renseignez-vous opens the Ottawa intake form in a dialog titled in French", async ({ page }) => {
  const intakeUrl = "https://intake.example.com/forms/ottawa";
  await page.route(`${intakeUrl}**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Intake</title><h1>Ottawa intake form</h1>" }),
  );
  await page.goto("/fr/emplacements/region-d-ottawa");
  const enquire = page.getByRole("link", { name: /^Renseignez-vous/ });
  await enquire.click();
  const dialog = page.getByRole("dialog", { name: "Demande de renseignements : Région d'Ottawa" });
  await expect(dialog).toBeVisible();
  await expect(dialog.frameLocator("iframe").getByRole("heading", { name: "Ottawa intake form" })).toBeVisible();
});

test("a rejected postal code comes back in French with focus on the field; the page passes axe", async ({ page }) => {
  await page.goto("/fr/emplacements/nouveau-brunswick");
  const box = page.getByRole("region", { name: "Trouver des soins près de chez vous" });
  await box.getByLabel("Code postal").fill("E1C-4M3x");
  await box.getByRole("button", { name: "Trouver des soins" }).click();
  await expect(page).toHaveURL(/\/fr\/trouver-des-soins\?postal=E1C-4M3x$/);
  await expect(page.getByLabel("Code postal")).toBeFocused();
  await expect(page.getByRole("region", { name: "Trouver des soins près de chez vous" }).getByRole("alert")).toContainText("n'est pas un code postal canadien");
  await expectNoSeriousA11yViolations(page);
});

for (const path of ["/fr/emplacements/region-d-ottawa", "/fr/emplacements"]) {
  test(`${path} has no serious axe violation`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectNoSeriousA11yViolations(page);
  });
}
