/**
 * Staff accounts through their pages, without JavaScript: an invitation
 * followed from its email to a signed-in account, a role change and a
 * deactivation that sign the person out, a password reset through its
 * emailed link, a password change on the account page. Each message is read
 * next to its field, as a screen reader reads it. (The same pages with
 * JavaScript, their layout and axe, are tests/e2e/staff.spec.ts's; every
 * rule behind them, tests/integration/staff.test.ts's.)
 */
import { beforeAll, describe, expect, test, vi } from "vitest";
import { PASSWORD_MESSAGES } from "~/lib/password-policy";
import { FORGOT_PASSWORD_ANSWER } from "~/server/domain/password-reset.server";
import { ADMIN_PASSWORD } from "../integration/admin-helpers";
import { queriesIn, textOf } from "./support/dom";
import { appSite } from "./support/sites";
import { expectFieldMessage, formWith, freshEmail, linkIn, mailTo, pathOf, signedInVisitor, signInOnForm, signOut, toastText } from "./support/staff";
import { type Page, type Site, Visitor } from "./support/visitor";

// Passwords set on these pages are hashed at full strength (about 0.3 s each).
vi.setConfig({ testTimeout: 60_000 });

const GOOD_PASSWORD = "violet kettle harbour 42";
let site: Site;
beforeAll(async () => {
  site = await appSite();
});

const adminNav = (page: Page) => queriesIn(page.screen.getByRole("navigation", { name: "Admin" }));

describe("staff management", () => {
  test("owner invites; the invitee follows the emailed link, sets a name and password, and lands signed in as HR; the owner changes the role, then deactivates", async () => {
    const ownerEmail = freshEmail("owner");
    const owner = await signedInVisitor(ownerEmail, "owner", site);
    const staff = await owner.expectPage("/admin/staff");
    expect(textOf(staff.screen.getByRole("heading", { level: 1 }))).toBe("Staff");
    expect(textOf(staff.screen.getByTestId(`staff-row-${ownerEmail}`))).toContain("Owner");

    // An email that already has an account: said next to the field, what was chosen kept.
    const taken = await formWith(staff, "Send invitation").fill("Email", ownerEmail).select("Role", "HR").submit("Send invitation");
    expect(taken.status).toBe(400);
    const again = formWith(taken, "Send invitation");
    expectFieldMessage(again, "Email", "This email already has a staff account.");
    expect(again.value("Email")).toBe(ownerEmail);
    expect(again.value("Role")).toBe("hr");

    const email = freshEmail("invitee");
    const sent = await again.fill("Email", email).submit("Send invitation");
    expect(toastText(sent)).toContain("Invitation sent");
    expect(textOf(sent.screen.getByTestId(`invitation-row-${email}`))).toContain("As HR");

    // The invitee, in a browser of their own.
    const link = linkIn(await mailTo(email, "invited"), "/admin/invite/");
    const invitee = new Visitor(site);
    const accept = await invitee.expectPage(link);
    expect(textOf(accept.screen.getByRole("heading", { level: 1 }))).toBe("Accept your invitation");
    accept.screen.getByText(email);

    // A common password is refused next to the field; the name stays.
    const weak = await formWith(accept, "Create my account").fill("Your name", "Hana Ruiz").fill("Password", "qwerty123456").fill("Confirm password", "qwerty123456").submit();
    expect(weak.status).toBe(400);
    expectFieldMessage(formWith(weak, "Create my account"), "Password", PASSWORD_MESSAGES.common);
    expect(formWith(weak, "Create my account").value("Your name")).toBe("Hana Ruiz");

    const welcome = await formWith(weak, "Create my account").fill("Password", GOOD_PASSWORD).fill("Confirm password", GOOD_PASSWORD).submit();
    expect(pathOf(welcome)).toBe("/admin");
    expect(toastText(welcome)).toContain("Welcome, Hana Ruiz");
    // HR: applications, no posts, no staff.
    adminNav(welcome).getByRole("link", { name: "Applications" });
    expect(adminNav(welcome).queryByRole("link", { name: "Posts" })).toBeNull();
    expect(adminNav(welcome).queryByRole("link", { name: "Staff" })).toBeNull();
    expect((await invitee.open("/admin/new")).status).toBe(403);

    // The link works once.
    const reused = await invitee.open(link);
    expect(reused.status).toBe(410);
    reused.screen.getByText("This invitation link is no longer valid.");

    // The owner sees the new account, changes its role (its session ends), then deactivates it.
    const listed = await owner.expectPage("/admin/staff");
    const row = textOf(listed.screen.getByTestId(`staff-row-${email}`));
    for (const part of ["Hana Ruiz", "HR", "Two-factor off", "Last sign-in"]) expect(row).toContain(part);
    expect(listed.screen.queryByTestId(`invitation-row-${email}`)).toBeNull();
    const changed = await formWith(listed, `Change role of ${email}`).select(`Role of ${email}`, "Editor").submit();
    expect(toastText(changed)).toContain("Role changed");
    expect(textOf(changed.screen.getByTestId(`staff-row-${email}`))).toContain("Editor");
    expect(pathOf(await invitee.open("/admin"))).toBe("/admin/login");

    const asEditor = await signInOnForm(invitee, email, GOOD_PASSWORD);
    adminNav(asEditor).getByRole("link", { name: "Posts" });
    const deactivated = await formWith(changed, `Deactivate Hana Ruiz (${email})`).submit();
    expect(toastText(deactivated)).toContain("Account deactivated");
    expect(textOf(deactivated.screen.getByTestId(`staff-row-${email}`))).toContain("Deactivated");
    expect(pathOf(await invitee.open("/admin"))).toBe("/admin/login");
  });
});

describe("passwords", () => {
  test("forgot password: the same answer for any email, then the emailed link refuses a weak or mismatched password, sets a new one and signs out every session", async () => {
    const email = freshEmail("forgetful");
    // A session elsewhere, which the reset must end.
    const elsewhere = await signedInVisitor(email, "editor", site);
    const visitor = new Visitor(site);
    const login = await visitor.expectPage("/admin/login");
    const forgot = await login.follow(login.screen.getByRole("link", { name: "Forgot your password?" }));
    expect(pathOf(forgot)).toBe("/admin/forgot-password");
    expect(forgot.screen.getAllByRole("heading", { level: 1 }).map(textOf)).toEqual(["Forgot your password?"]);

    const answerTo = async (address: string) => {
      const page = await visitor.expectPage("/admin/forgot-password");
      const answered = await formWith(page, "Send me a reset link").fill("Email", address).submit();
      return textOf(answered.screen.getByTestId("forgot-password-sent"));
    };
    const toStranger = await answerTo(freshEmail("nobody"));
    expect(toStranger).toContain(FORGOT_PASSWORD_ANSWER);
    expect(await answerTo(email)).toBe(toStranger);

    const link = linkIn(await mailTo(email, "Reset your"), "/admin/reset-password/");
    const reset = await visitor.expectPage(link);
    expect(textOf(reset.screen.getByRole("heading", { level: 1 }))).toBe("Choose a new password");
    const setNew = (page: Page, password: string, confirm: string) => formWith(page, "Set the new password").fill("New password", password).fill("Confirm new password", confirm).submit();

    const weak = await setNew(reset, "qwerty123456", "qwerty123456");
    expectFieldMessage(formWith(weak, "Set the new password"), "New password", PASSWORD_MESSAGES.common);
    const mismatch = await setNew(weak, GOOD_PASSWORD, `${GOOD_PASSWORD}!`);
    expectFieldMessage(formWith(mismatch, "Set the new password"), "Confirm new password", PASSWORD_MESSAGES.mismatch);

    const done = await setNew(mismatch, GOOD_PASSWORD, GOOD_PASSWORD);
    expect(pathOf(done)).toBe("/admin/login");
    expect(toastText(done)).toContain("Sign in with your new password.");
    await mailTo(email, "Your password was changed");

    // The other session is over; the new password signs in.
    expect(pathOf(await elsewhere.open("/admin"))).toBe("/admin/login");
    expect(pathOf(await signInOnForm(visitor, email, GOOD_PASSWORD))).toBe("/admin");

    // The link works once.
    const reused = await visitor.open(link);
    expect(reused.status).toBe(410);
    reused.screen.getByText("This password reset link is no longer valid.");
  });

  test("change password: a wrong current password is said next to it, a common new one next to its field; the right one changes it", async () => {
    const email = freshEmail("changer");
    const visitor = await signedInVisitor(email, "author", site);
    const account = await visitor.expectPage("/admin/account");
    const section = (page: Page) => page.screen.getByRole("region", { name: "Change password" });
    const change = (page: Page, current: string, password: string) =>
      formWith(page, "Change password", section(page)).fill("Current password", current).fill("New password", password).fill("Confirm new password", password).submit();

    const wrong = await change(account, "not my password at all", GOOD_PASSWORD);
    expect(wrong.status).toBe(400);
    expectFieldMessage(formWith(wrong, "Change password", section(wrong)), "Current password", "That is not your current password.");

    const weak = await change(wrong, ADMIN_PASSWORD, "1q2w3e4r5t6y");
    expectFieldMessage(formWith(weak, "Change password", section(weak)), "New password", PASSWORD_MESSAGES.common);

    const done = await change(weak, ADMIN_PASSWORD, GOOD_PASSWORD);
    expect(pathOf(done)).toBe("/admin/account");
    expect(toastText(done)).toContain("Password changed");
    await mailTo(email, "Your password was changed");

    // Still signed in (a new session); signed out, the new password is the one that works.
    const dashboard = await visitor.expectPage("/admin");
    expect(pathOf(dashboard)).toBe("/admin");
    expect(pathOf(await signOut(dashboard))).toBe("/admin/login");
    expect(pathOf(await signInOnForm(visitor, email, ADMIN_PASSWORD))).toBe("/admin/login");
    expect(pathOf(await signInOnForm(visitor, email, GOOD_PASSWORD))).toBe("/admin");
  });
});
