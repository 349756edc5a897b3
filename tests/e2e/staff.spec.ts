import { expect, test } from "./support/test";
import { type Browser, type Locator, type Page, type TestInfo } from "@playwright/test";
import { expectNoSeriousA11yViolations, expectSingleH1, jsDisabled } from "./support/fixtures";
import { linkIn, mailCount, waitForMail } from "./support/mailbox";
import { createStaff, signInOnForm, uniqueEmail } from "./support/staff";

/**
 * Staff accounts in the browser, JavaScript on and off: an
 * invitation followed from its email, a password reset through its emailed
 * link, a password change, and the password policy's messages next to the
 * fields. Both projects share one server and database: every email is unique.
 */
test.use({ actionTimeout: 15_000 });

const ADMIN_EMAIL = "admin@example.com";
const ADMIN_PASSWORD = "correct-horse-battery-staple";
const GOOD_PASSWORD = "violet kettle harbour 42";
const COMMON_MESSAGE = "This password is one of the most common ones";

function signIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  return signInOnForm(page, email, password);
}

function toasts(page: Page) {
  return page.getByRole("region", { name: "Notifications" });
}

/** A browser of its own (no cookies of the owner), JavaScript as in this project. */
async function freshPage(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: !jsDisabled(testInfo) });
  return context.newPage();
}

/** A field by its whole label (the required marker "*" aside): "Password", not "Confirm password". */
function labelled(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`);
}

/** The message shown next to a field (its aria-describedby), and the field marked invalid. */
/** The field's message, read through its aria-describedby; `scope`: the page, or the form's section where a label repeats. */
async function expectFieldMessage(scope: Page | Locator, label: string, message: string | RegExp) {
  const field = scope.getByLabel(labelled(label));
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  const ids = describedBy.split(" ").filter(Boolean);
  const texts = await Promise.all(ids.map((id) => scope.locator(`[id="${id}"]`).textContent()));
  expect(texts.join(" ")).toMatch(message);
}

test.describe("staff management", () => {
  test("owner invites; the invitee follows the emailed link, sets a name and password, and lands signed in with the invited role", async ({ page, browser }, testInfo) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(testInfo, "invitee");
    await signIn(page);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Staff" }).click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
    await expectSingleH1(page);
    await expect(page.getByTestId(`staff-row-${ADMIN_EMAIL}`)).toContainText("Owner");
    await expectNoSeriousA11yViolations(page);

    // An email that already has an account: said next to the field, values kept.
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel(labelled("Role")).selectOption("hr");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expectFieldMessage(page, "Email", "This email already has a staff account.");
    await expect(page.getByLabel("Email")).toHaveValue(ADMIN_EMAIL);
    await expect(page.getByLabel(labelled("Role"))).toHaveValue("hr");

    const before = mailCount();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(toasts(page).getByText("Invitation sent")).toBeVisible();
    await expect(page.getByTestId(`invitation-row-${email}`)).toContainText("As HR");

    const mail = await waitForMail(email, "invited", { after: before });
    const link = linkIn(mail, "/admin/invite/");

    const invitee = await freshPage(browser, testInfo);
    await invitee.goto(link);
    await expect(invitee.getByRole("heading", { level: 1, name: "Accept your invitation" })).toBeVisible();
    await expect(invitee.getByText(email)).toBeVisible();
    await expectNoSeriousA11yViolations(invitee);

    // A common password is refused next to the field; the name stays.
    await invitee.getByLabel("Your name").fill("Hana Ruiz");
    await invitee.getByLabel(labelled("Password")).fill("qwerty123456");
    await invitee.getByLabel("Confirm password").fill("qwerty123456");
    await invitee.getByRole("button", { name: "Create my account" }).click();
    await expectFieldMessage(invitee, "Password", COMMON_MESSAGE);
    await expect(invitee.getByLabel("Your name")).toHaveValue("Hana Ruiz");

    await invitee.getByLabel(labelled("Password")).fill(GOOD_PASSWORD);
    await invitee.getByLabel("Confirm password").fill(GOOD_PASSWORD);
    await invitee.getByRole("button", { name: "Create my account" }).click();
    await expect(invitee).toHaveURL(/\/admin$/);
    await expect(toasts(invitee).getByText("Welcome, Hana Ruiz")).toBeVisible();
    // HR: applications, no posts, no staff.
    const nav = invitee.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Applications" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Posts" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
    expect((await invitee.goto("/admin/new"))?.status()).toBe(403);

    // The link works once.
    const reused = await invitee.goto(link);
    expect(reused?.status()).toBe(410);
    await expect(invitee.getByText("This invitation link is no longer valid.")).toBeVisible();

    // The owner sees the new account, changes its role (they are signed out), then deactivates it.
    await page.reload();
    const row = page.getByTestId(`staff-row-${email}`);
    await expect(row).toContainText("Hana Ruiz");
    await expect(row).toContainText("HR");
    await expect(row).toContainText("Two-factor off");
    await expect(row).toContainText("Last sign-in");
    await expect(page.getByTestId(`invitation-row-${email}`)).toHaveCount(0);
    await row.getByLabel(`Role of ${email}`).selectOption("editor");
    await row.getByRole("button", { name: "Change role" }).click();
    await expect(toasts(page).getByText("Role changed")).toBeVisible();
    await expect(page.getByTestId(`staff-row-${email}`)).toContainText("Editor");
    await invitee.goto("/admin");
    await expect(invitee).toHaveURL(/\/admin\/login/);

    await signIn(invitee, email, GOOD_PASSWORD);
    await expect(invitee.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Posts" })).toBeVisible();
    await page.getByTestId(`staff-row-${email}`).getByRole("button", { name: /^Deactivate/ }).click();
    await expect(toasts(page).getByText("Account deactivated")).toBeVisible();
    await expect(page.getByTestId(`staff-row-${email}`)).toContainText("Deactivated");
    await invitee.goto("/admin");
    await expect(invitee).toHaveURL(/\/admin\/login/);
    await invitee.context().close();
  });

  test("the staff page at phone and desktop widths (screenshots)", async ({ page }, testInfo) => {
    test.skip(jsDisabled(testInfo), "one set of screenshots is enough");
    await signIn(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/staff");
      await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
      // Nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`staff-${width}.png`), fullPage: true });
    }
  });
});

test.describe("passwords", () => {
  test("forgot password: the same answer for any email, then the emailed link sets a new password and signs out every session", async ({ page, browser }, testInfo) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(testInfo, "forgetful");
    await createStaff(email, ADMIN_PASSWORD, "editor");
    // A session elsewhere, which the reset must end.
    const elsewhere = await freshPage(browser, testInfo);
    await signIn(elsewhere, email, ADMIN_PASSWORD);

    await page.goto("/admin/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);
    // The sign-in page has an Email field too: act once the new page is drawn.
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await expectSingleH1(page);
    await expectNoSeriousA11yViolations(page);
    const answer = "If an account exists for that email, we sent a link to reset the password. It works for 1 hour.";

    await page.getByLabel("Email").fill(uniqueEmail(testInfo, "nobody"));
    await page.getByRole("button", { name: "Send me a reset link" }).click();
    await expect(page.getByRole("status").filter({ hasText: answer })).toBeVisible();

    const before = mailCount();
    await page.goto("/admin/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send me a reset link" }).click();
    await expect(page.getByRole("status").filter({ hasText: answer })).toBeVisible();

    const mail = await waitForMail(email, "Reset your", { after: before });
    const link = linkIn(mail, "/admin/reset-password/");
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel(labelled("New password")).fill("qwerty123456");
    await page.getByLabel("Confirm new password").fill("qwerty123456");
    await page.getByRole("button", { name: "Set the new password" }).click();
    await expectFieldMessage(page, "New password", COMMON_MESSAGE);

    await page.getByLabel(labelled("New password")).fill(GOOD_PASSWORD);
    await page.getByLabel("Confirm new password").fill(`${GOOD_PASSWORD}!`);
    await page.getByRole("button", { name: "Set the new password" }).click();
    await expectFieldMessage(page, "Confirm new password", "The two passwords are not the same.");

    await page.getByLabel(labelled("New password")).fill(GOOD_PASSWORD);
    await page.getByLabel("Confirm new password").fill(GOOD_PASSWORD);
    await page.getByRole("button", { name: "Set the new password" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(toasts(page).getByText("Sign in with your new password.")).toBeVisible();
    await waitForMail(email, "Your password was changed", { after: before });

    // The other session is over; the new password works, the old one not.
    await elsewhere.goto("/admin");
    await expect(elsewhere).toHaveURL(/\/admin\/login/);
    await elsewhere.context().close();
    await signIn(page, email, GOOD_PASSWORD);

    // The link works once.
    expect((await page.goto(link))?.status()).toBe(410);
    await expect(page.getByText("This password reset link is no longer valid.")).toBeVisible();
  });

  test("change password: a wrong current password is said next to it; the right one changes it", async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(testInfo, "changer");
    await createStaff(email, ADMIN_PASSWORD, "author");
    await signIn(page, email, ADMIN_PASSWORD);
    await page.goto("/admin/account");
    await expectNoSeriousA11yViolations(page);
    const section = page.getByRole("region", { name: "Change password" });

    await section.getByLabel("Current password").fill("not my password at all");
    await section.getByLabel(labelled("New password")).fill(GOOD_PASSWORD);
    await section.getByLabel("Confirm new password").fill(GOOD_PASSWORD);
    await section.getByRole("button", { name: "Change password" }).click();
    // "Current password" is asked in three sections of the page: this one's.
    await expectFieldMessage(section, "Current password", "That is not your current password.");
    // In place, the typed values stay.
    await expect(section.getByLabel(labelled("New password"))).toHaveValue(GOOD_PASSWORD);
    await expect(section.getByLabel("Confirm new password")).toHaveValue(GOOD_PASSWORD);

    // A common new password is refused next to its field.
    await section.getByLabel("Current password").fill(ADMIN_PASSWORD);
    await section.getByLabel(labelled("New password")).fill("1q2w3e4r5t6y");
    await section.getByLabel("Confirm new password").fill("1q2w3e4r5t6y");
    await section.getByRole("button", { name: "Change password" }).click();
    await expectFieldMessage(page, "New password", COMMON_MESSAGE);

    const before = mailCount();
    await section.getByLabel("Current password").fill(ADMIN_PASSWORD);
    await section.getByLabel(labelled("New password")).fill(GOOD_PASSWORD);
    await section.getByLabel("Confirm new password").fill(GOOD_PASSWORD);
    await section.getByRole("button", { name: "Change password" }).click();
    await expect(toasts(page).getByText("Password changed")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await waitForMail(email, "Your password was changed", { after: before });

    // Still signed in (a new session), and the new password is the one that works.
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await signIn(page, email, GOOD_PASSWORD);
  });
});
