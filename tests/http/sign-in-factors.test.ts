/**
 * Second factors through their pages, without JavaScript: an authenticator
 * app set up on the account page, the second step of sign-in with a code and
 * with a recovery code, turning it off; passkeys where they cannot work (no
 * JavaScript, an IP address), whose rename and remove forms still do; and
 * the owner requiring two-factor for all staff. (Passkey ceremonies and axe
 * on these pages are tests/e2e's; every rule behind them,
 * tests/integration/two-factor.test.ts's and passkeys.test.ts's.)
 */
import { randomBytes } from "node:crypto";
import { generate } from "otplib";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { setTwoFactorRequired } from "~/server/domain/settings.server";
import { upsertAdmin } from "~/server/domain/users.server";
import { db } from "~/server/infra/db.server";
import { ADMIN_PASSWORD } from "../integration/admin-helpers";
import { queriesIn, textOf } from "./support/dom";
import { appSite } from "./support/sites";
import { expectFieldMessage, formWith, freshEmail, mailTo, pathOf, signedInVisitor, signInOnForm, signOut, toastText } from "./support/staff";
import { type Page, type Site, Visitor } from "./support/visitor";

vi.setConfig({ testTimeout: 60_000 });

let site: Site;
beforeAll(async () => {
  site = await appSite();
});

const section = (page: Page, name: string) => page.screen.getByRole("region", { name });

/** The code an authenticator app shows `offsetSeconds` from now. */
const appCode = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** Sets up the app on /admin/account as a person does: the password, the key the page shows, its code; the recovery codes shown. */
async function setUpApp(visitor: Visitor): Promise<{ secret: string; recoveryCodes: string[] }> {
  const account = await visitor.expectPage("/admin/account");
  const started = await formWith(account, "Set up two-factor", section(account, "Two-factor authentication")).fill("Current password", ADMIN_PASSWORD).submit();
  const qr = started.screen.getByRole("img", { name: /QR code for your authenticator app/ });
  expect(qr.querySelectorAll("svg")).toHaveLength(1);
  const secret = textOf(started.screen.getByTestId("totp-secret")).replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const on = await formWith(started, "Turn on two-factor").fill("Authentication code", await appCode(secret)).submit();
  const recoveryCodes = on.screen.getByRole("list", { name: "Recovery codes" }).querySelectorAll("li");
  expect(recoveryCodes).toHaveLength(10);
  expect(textOf(on.screen.getByTestId("two-factor-status"))).toContain("On since");
  return { secret, recoveryCodes: [...recoveryCodes].map(textOf) };
}

/** Sends a code (or, `recovery`, a recovery code) on the second step's page. */
function sendCode(page: Page, code: string, recovery = false): Promise<Page> {
  return formWith(page, "Verify")
    .fill(recovery ? "Recovery code" : "Authentication code", code)
    .submit();
}

describe("two-factor with an authenticator app", () => {
  test("set up the app, then sign in with a code; a code and a recovery code work once; turning it off emails a notice", async () => {
    const email = freshEmail("totp");
    const visitor = await signedInVisitor(email, "editor", site);
    const { secret, recoveryCodes } = await setUpApp(visitor);
    // Shown once: the page after it no longer has them.
    const account = await visitor.expectPage("/admin/account");
    expect(account.screen.queryByTestId("recovery-codes")).toBeNull();
    expect(textOf(account.screen.getByTestId("two-factor-status"))).toContain("10 of 10 recovery codes left");
    await signOut(account);

    // Password, then the code. Nothing opens half-way.
    const step = await signInOnForm(visitor, email, ADMIN_PASSWORD);
    expect(pathOf(step)).toBe("/admin/login/two-factor");
    expect(step.screen.getAllByRole("heading", { level: 1 }).map(textOf)).toEqual(["Two-step sign-in"]);
    // WCAG 3.3.8: the code field lets the phone or a password manager fill it in (autocomplete), and paste.
    const codeField = step.screen.getByRole("textbox", { name: "Authentication code" });
    expect([codeField.getAttribute("autocomplete"), codeField.getAttribute("inputmode"), codeField.getAttribute("onpaste")]).toEqual(["one-time-code", "numeric", null]);
    const halfway = await visitor.open("/admin/categories");
    expect(pathOf(halfway)).toBe("/admin/login");
    expect(halfway.url.searchParams.get("redirectTo")).toBe("/admin/categories");
    const again = await signInOnForm(visitor, email, ADMIN_PASSWORD);
    const wrong = await sendCode(again, await appCode(secret, 600));
    expect(wrong.status).toBe(401);
    expectFieldMessage(formWith(wrong, "Verify"), "Authentication code", /That code is not right\./);
    // The set-up used this step's code: the app's next one.
    const code = await appCode(secret, 30);
    const signedIn = await sendCode(wrong, code);
    expect(pathOf(signedIn)).toBe("/admin");
    signedIn.screen.getByRole("button", { name: "Logout" });
    await signOut(signedIn);

    // The same code again: refused.
    const replayed = await sendCode(await signInOnForm(visitor, email, ADMIN_PASSWORD), code);
    expect(pathOf(replayed)).toBe("/admin/login/two-factor");
    expectFieldMessage(formWith(replayed, "Verify"), "Authentication code", /That code was already used\./);

    // A recovery code instead: works once.
    const recovery = await replayed.follow(replayed.screen.getByRole("link", { name: "Use a recovery code" }));
    expect(pathOf(await sendCode(recovery, recoveryCodes[0]!, true))).toBe("/admin");
    await signOut(await visitor.expectPage("/admin"));
    const step2 = await signInOnForm(visitor, email, ADMIN_PASSWORD);
    const recovery2 = await step2.follow(step2.screen.getByRole("link", { name: "Use a recovery code" }));
    const spent = await sendCode(recovery2, recoveryCodes[0]!, true);
    expect(spent.status).toBe(401);
    expectFieldMessage(formWith(spent, "Verify"), "Recovery code", "That recovery code is not right, or it was already used.");
    expect(pathOf(await sendCode(spent, recoveryCodes[1]!, true))).toBe("/admin");

    // Turn it off: the current password, a wrong one first (said next to the field).
    const before = await visitor.expectPage("/admin/account");
    expect(textOf(before.screen.getByTestId("two-factor-status"))).toContain("8 of 10 recovery codes left");
    const turnOff = (page: Page, password: string) =>
      formWith(page, "Turn off two-factor", section(page, "Two-factor authentication")).fill("Current password", password).submit();
    const refused = await turnOff(before, "not-the-password-at-all");
    expectFieldMessage(formWith(refused, "Turn off two-factor"), "Current password", "That password is not right.");
    const off = await turnOff(refused, ADMIN_PASSWORD);
    expect(textOf(off.screen.getByTestId("two-factor-status"))).toMatch(/^Off\./);
    expect(await mailTo(email, "Two-factor was turned off")).toContain("turned off");
    await signOut(off);
    expect(pathOf(await signInOnForm(visitor, email, ADMIN_PASSWORD))).toBe("/admin");
  });
});

describe("accessible authentication (WCAG 3.3.8)", () => {
  test("the sign-in form names its fields for password managers and passkey autofill, and blocks no paste", async () => {
    const login = await new Visitor(site).expectPage("/admin/login");
    const form = formWith(login, "Sign in");
    const email = form.control("Email");
    const password = form.control("Password");
    expect(email.getAttribute("autocomplete")).toBe("username webauthn");
    expect(password.getAttribute("autocomplete")).toBe("current-password");
    for (const field of [email, password]) {
      expect(field.getAttributeNames().filter((name) => /^on|^readonly$/.test(name)), field.getAttribute("name")!).toEqual([]);
    }
    expect(login.screen.getByRole("button", { name: "Use a passkey" })).toBeTruthy();
  });
});

describe("passkeys where they cannot work", () => {
  /** The Add a passkey form's controls are in a disabled fieldset, described by the note. */
  function expectAddDisabled(page: Page, note: string | RegExp) {
    const passkeys = queriesIn(section(page, "Passkeys"));
    expect(textOf(passkeys.getByTestId("passkey-note"))).toMatch(note);
    expect(passkeys.getByRole("button", { name: "Add a passkey" }).closest("fieldset")?.hasAttribute("disabled")).toBe(true);
  }

  test("without JavaScript the controls say they need it; rename and remove still work", async () => {
    const login = await new Visitor(site).expectPage("/admin/login");
    expect(login.screen.getByRole("button", { name: "Use a passkey" }).hasAttribute("disabled")).toBe(true);
    expect(textOf(login.screen.getByTestId("passkey-note"))).toMatch(/^Passkeys need JavaScript/);

    const email = freshEmail("passkey-nojs");
    const visitor = await signedInVisitor(email, "editor", site);
    // A passkey added elsewhere (a browser with JavaScript).
    const user = await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await db()
      .insertInto("passkeys")
      .values({ credential_id: randomBytes(16).toString("base64url"), user_id: user.id, public_key: randomBytes(77), name: "Phone", created_at: new Date().toISOString() })
      .execute();

    const account = await visitor.expectPage("/admin/account");
    expectAddDisabled(account, /^Passkeys need JavaScript/);
    const rename = (page: Page, from: string, to: string) => formWith(page, `Rename ${from}`, section(page, "Passkeys")).fill(`New name for ${from}`, to).submit();
    const blank = await rename(account, "Phone", "   ");
    queriesIn(section(blank, "Passkeys")).getByText("Give the passkey a name.");
    const renamed = await rename(blank, "Phone", "Old phone");
    expect(toastText(renamed)).toContain("Passkey renamed");
    expect(queriesIn(section(renamed, "Passkeys")).getAllByTestId("passkey-name").map(textOf)).toEqual(["Old phone"]);

    // Remove: its own page, the question and the current password (a wrong one first).
    const confirm = await renamed.follow(queriesIn(section(renamed, "Passkeys")).getByRole("link", { name: "Remove Old phone" }));
    expect(pathOf(confirm)).toMatch(/^\/admin\/account\/passkeys\/\d+\/remove$/);
    confirm.screen.getByText("Remove this passkey? It will no longer sign you in.");
    const remove = (page: Page, proof: string) =>
      page.formOf(queriesIn(page.screen.getByRole("main")).getByRole("button", { name: "Remove" })).fill("Current password or authentication code", proof).submit();
    const wrong = await remove(confirm, "not-the-password-at-all");
    wrong.screen.getByText("That password or code is not right.");
    const removed = await remove(wrong, ADMIN_PASSWORD);
    expect(pathOf(removed)).toBe("/admin/account");
    expect(toastText(removed)).toContain("Passkey removed");
    queriesIn(section(removed, "Passkeys")).getByText("You have no passkeys yet.");
  });

  test("at an IP address the controls say why they are unavailable; the password still signs in", async () => {
    const byIp = new Visitor({ origin: "http://127.0.0.1:3000", send: site.send });
    const login = await byIp.expectPage("/admin/login");
    expect(login.screen.getByRole("button", { name: "Use a passkey" }).hasAttribute("disabled")).toBe(true);
    expect(textOf(login.screen.getByTestId("passkey-note"))).toContain("Passkeys need the site's name in the address bar, not an IP address");
    const email = freshEmail("passkey-ip");
    await upsertAdmin(email, ADMIN_PASSWORD, "editor");
    const signedIn = await signInOnForm(byIp, email, ADMIN_PASSWORD);
    expect(signedIn.url.href).toBe("http://127.0.0.1:3000/admin");
    expectAddDisabled(await byIp.expectPage("/admin/account"), /not an IP address/);
  });
});

describe("requiring two-factor for all staff", () => {
  const REQUIRE = "Require two-factor authentication for all staff";
  const requireBox = (page: Page) => formWith(page, "Save settings").control(REQUIRE);

  test("the owner needs it first; then a staff member without it is sent to set it up after the password, and nothing else opens until then", async () => {
    const owner = await signedInVisitor(freshEmail("owner-2fa"), "owner", site);
    const settings = await owner.expectPage("/admin/settings");
    const refused = await formWith(settings, "Save settings").check(REQUIRE).submit();
    expect(refused.status).toBe(400);
    expectFieldMessage(formWith(refused, "Save settings"), REQUIRE, /Turn on two-factor for your own account first/);
    expect(requireBox(refused).checked).toBe(true);

    await setUpApp(owner);
    const saved = await formWith(await owner.expectPage("/admin/settings"), "Save settings").check(REQUIRE).submit();
    expect(toastText(saved)).toContain("Settings saved");
    try {
      const email = freshEmail("editor-2fa");
      await upsertAdmin(email, ADMIN_PASSWORD, "editor");
      const editor = new Visitor(site);
      const landed = await signInOnForm(editor, email, ADMIN_PASSWORD);
      expect(pathOf(landed)).toBe("/admin/account");
      landed.screen.getByText("Two-factor authentication is required");
      expect(landed.screen.queryByRole("navigation", { name: "Admin" })).toBeNull();
      expect(pathOf(await editor.open("/admin/categories"))).toBe("/admin/account");
      await setUpApp(editor);
      const categories = await editor.expectPage("/admin/categories");
      expect(textOf(categories.screen.getByRole("heading", { level: 1 }))).toBe("Categories");

      // The owner turns it off again.
      const off = await formWith(await owner.expectPage("/admin/settings"), "Save settings").uncheck(REQUIRE).submit();
      expect(toastText(off)).toContain("Settings saved");
      expect(requireBox(off).checked).toBe(false);
    } finally {
      await setTwoFactorRequired(false);
    }
  });
});
