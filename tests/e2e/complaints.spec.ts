/**
 * A complaint in the browser with JavaScript on (decision 1001): the form
 * sent without the client's name and consent (the summary at the top, each
 * message its field's description, every answer kept), then the confirmation
 * with the reference: axe (WCAG 2.2 A/AA) on the refused form and the
 * accessibility tree of the refusal and the confirmation. The links to the
 * form (footer, rights page) are tests/http/complaints-pages.test.ts's; the
 * form without JavaScript, the register that lists it, the emails and the
 * deadlines tests/http/complaints-forms.test.ts's; axe on the register the
 * sweep's in accessibility.spec.ts.
 */
import { expectNoSeriousA11yViolations } from "./support/fixtures";
import { expect, test } from "./support/test";
import { uniqueEmail } from "./support/staff";

test("a family member complains, is refused once with every answer kept, and gets a reference: what a screen reader finds at each step", async ({ page }, testInfo) => {
  await page.goto("/complaints");

  const form = page.locator("form.complaint-form");
  await form.getByRole("group", { name: /You are/ }).getByLabel("A family member or friend").check();
  await form.getByLabel("Your name").fill("Miriam Oduya");
  await form.getByRole("group", { name: /What is it about/ }).getByLabel("Missed, late or short visits").check();
  await form.getByLabel("What happened?").fill("Nobody came on Tuesday and nobody called.");
  await form.getByRole("group", { name: /Contact me by/ }).getByLabel("Email").check();
  await form.getByLabel("Email address").fill(uniqueEmail(testInfo, "family"));
  await form.getByRole("button", { name: "Send the complaint" }).click();

  const summary = page.getByRole("alert").filter({ hasText: "Your complaint was not sent" });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("link")).toHaveText(["Please enter the name of the client this complaint is about.", "Please agree that we contact you about this complaint."]);
  await expect(form.getByLabel("The client's name")).toHaveAttribute("aria-invalid", "true");
  // What a screen reader finds: the summary as an alert with its heading and links; each message its field's description.
  await expect(summary).toMatchAriaSnapshot(`
    - alert:
      - heading /Your complaint was not sent/
      - list:
        - listitem:
          - link /name of the client/
        - listitem:
          - link /agree that we contact you/
  `);
  await expect(form.getByLabel("The client's name")).toHaveAccessibleDescription(/name of the client/);
  await expect(form.getByLabel("Your name")).toHaveValue("Miriam Oduya");
  await expect(form.getByLabel("What happened?")).toHaveValue("Nobody came on Tuesday and nobody called.");
  await expect(form.getByLabel("Missed, late or short visits")).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel("The client's name").fill("Samuel Oduya");
  await form.getByLabel(/I agree that the agency contacts me/).check();
  await Promise.all([page.waitForURL(/\/complaints\/received\?ref=C-\d+/), form.getByRole("button", { name: "Send the complaint" }).click()]);
  const reference = (await page.getByTestId("complaint-reference").locator("strong").textContent())!.trim();
  expect(reference).toMatch(/^C-\d{4,}$/);
  await expect(page.locator("main")).toMatchAriaSnapshot(`
    - heading "We received your complaint" [level=1]
    - paragraph:
      - text: Your reference number is
      - strong: /C-\\d+/
  `);
});
