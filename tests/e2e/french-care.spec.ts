/**
 * The French edition's care request journey in Chromium, JavaScript on (the
 * issue's browser journey): the owner gives the Ottawa region two
 * coordinators and marks the one who speaks French; a French family asks for
 * care from the Ottawa region page, receives the French acknowledgement from
 * the real SMTP server of the e2e run, and the French-speaking coordinator is
 * the one notified. Without JavaScript the same flow is
 * tests/http/french-care-forms.test.ts's; the pages' words are
 * tests/http/french-care-pages.test.ts's.
 */
import { expect, test } from "./support/test";
import { allMail, mailCount, waitForMail } from "./support/mailbox";
import { createStaff, OWNER_EMAIL, OWNER_PASSWORD, signInAs, uniqueEmail } from "./support/staff";

test("a French family asks for care from the Ottawa region page: French acknowledgement by email, the French-speaking coordinator told", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const anglophone = uniqueEmail(testInfo, "sam");
  const francophone = uniqueEmail(testInfo, "chantal");
  await createStaff(anglophone, OWNER_PASSWORD, "coordinator");
  await createStaff(francophone, OWNER_PASSWORD, "coordinator");
  await signInAs(page, OWNER_EMAIL);
  await page.goto("/admin/settings");
  await page.getByLabel("Ottawa Region", { exact: true }).selectOption([anglophone, francophone].map((email) => ({ label: email })));
  await page.getByRole("button", { name: "Save region coordinators" }).click();
  await expect(page.getByText("Region coordinators saved")).toBeVisible();
  await page.getByRole("checkbox", { name: `${francophone} speaks French` }).check();
  await page.getByRole("button", { name: "Save French speakers" }).click();
  await expect(page.getByText("French speakers saved")).toBeVisible();
  await page.context().clearCookies();

  const family = uniqueEmail(testInfo, "famille");
  const before = mailCount();
  await page.goto("/fr/emplacements/region-d-ottawa");
  await page.getByTestId("region-request-care").click();
  await expect(page).toHaveURL(/\/fr\/demande-de-soins$/);
  await page.waitForLoadState("load");
  const form = page.locator("form.care-form");
  await form.getByRole("group", { name: "Qui a besoin de soins?" }).getByLabel("Mon père ou ma mère").check();
  await form.getByLabel("Code postal du lieu des soins").fill("K1C 1A1");
  await form.getByRole("group", { name: "Quels services vous intéressent?" }).getByLabel(/Soins à domicile SinaiCare/).check();
  await form.getByRole("group", { name: "Quand faut-il commencer les soins?" }).getByLabel("D'ici deux semaines").check();
  await form.getByRole("group", { name: "Combien de soins faut-il?" }).getByLabel("Quelques heures par semaine").check();
  await form.getByRole("group", { name: "Comment les soins seront-ils payés?" }).getByLabel("Paiement privé").check();
  await form.getByLabel("Votre nom").fill("Élise Gagnon");
  await form.getByLabel("Adresse courriel").fill(family);
  await expect(form.getByRole("group", { name: "Langue de service souhaitée" }).getByLabel("Français")).toBeChecked();
  await form.getByLabel(/J'accepte que Sinai Home Care communique avec moi/).check();
  await page.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expect(page).toHaveURL(/\/fr\/demande-de-soins\/recue\?ref=R-\d+/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  const reference = (await page.getByTestId("care-reference").locator("strong").textContent())!.trim();

  const acknowledgement = await waitForMail(family, `Nous avons reçu votre demande de soins ${reference}`, { after: before });
  expect(acknowledgement.text).toMatch(/^Bonjour,/);
  expect(acknowledgement.text).toContain("Région d'Ottawa");
  const notice = await waitForMail(francophone, `New care request ${reference} for Ottawa Region`, { after: before });
  expect(notice.text).toContain("It is assigned to you");
  // The outbox sends in order: had the other coordinator been told, that email (queued before) would be here already.
  expect(allMail().slice(before).filter((mail) => mail.to.some((to) => to.includes(anglophone)))).toEqual([]);
});
