/**
 * Two-factor with an authenticator app (TOTP): set-up on the account page,
 * the second step of sign-in, recovery codes, throttling, replays; and the
 * owner's "require two-factor for all staff", swept over every admin route.
 * Codes are computed here from the secret with otplib, as an app would.
 */
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import * as account from "~/routes/admin/account/route";
import * as login from "~/routes/admin/sign-in/login";
import * as secondStep from "~/routes/admin/sign-in/login-two-factor";
import * as settings from "~/routes/admin/settings/route";
import { STAFF_ROLES, type StaffRole } from "~/lib/staff-roles";
import { getAdmin } from "~/server/auth/auth.server";
import { ACCOUNT_IP_ATTEMPT_LIMIT, CODE_CAP } from "~/server/auth/login-throttle.server";
import { checkTotpCode } from "~/server/auth/two-factor.server";
import { setTwoFactorRequired, twoFactorRequired } from "~/server/domain/settings.server";
import { seedDemoContent } from "~/server/domain/seed.server";
import { upsertAdmin } from "~/server/domain/users.server";
import { startStaffSession } from "~/server/credentials/staff-sessions.server";
import { db } from "~/server/infra/db.server";
import { ADMIN_PASSWORD, databaseSnapshot, dataOf, get, post, run, type RouteModule } from "./admin-helpers";
import { appRoutes, requestHandler } from "./app-routes";
import { clearTables, cookieFrom, ORIGIN } from "./helpers";

const accountRoute = account as unknown as RouteModule;
const loginRoute = login as unknown as RouteModule;
const secondStepRoute = secondStep as unknown as RouteModule;
const settingsRoute = settings as unknown as RouteModule;

type Answer = { intent: string; result: { error?: Record<string, string[] | null> }; recoveryCodes?: string[] };

// scrypt at full strength costs ~0.3 s per password check.
vi.setConfig({ testTimeout: 60_000 });

let unique = 0;
const freshEmail = (label: string) => `${label}-${process.pid}-${++unique}@example.com`;

async function userId(email: string): Promise<number> {
  return (await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
}

async function sessionCookie(email: string, role: StaffRole = "owner"): Promise<string> {
  await upsertAdmin(email, ADMIN_PASSWORD, role);
  const setCookie = await startStaffSession(new Request(ORIGIN), await userId(email), { method: "password", ip: "127.0.0.1" });
  return setCookie.split(";")[0]!;
}

/** The code an authenticator app shows `offsetSeconds` from now. */
function codeAt(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

async function accountPost(cookie: string, fields: Record<string, string>, ip = "198.51.100.7") {
  return run(accountRoute.action, post("/admin/account", fields, cookie), {}, { clientIp: ip });
}

/** The secret the account page shows while set-up waits for its first code (the database holds it sealed). */
async function pendingSecretShown(cookie: string): Promise<string> {
  const page = dataOf<{ twoFactor: { setup: { secret: string } | null } }>(await run(accountRoute.loader, get("/admin/account", cookie)));
  return page.twoFactor.setup!.secret.replace(/ /g, "");
}

/** Sets up two-factor through the account page; returns the secret and the recovery codes shown. */
async function turnOnTwoFactor(email: string, cookie: string) {
  const started = await accountPost(cookie, { intent: "totp-start", password: ADMIN_PASSWORD });
  expect(started.status).toBe(302);
  const secret = await pendingSecretShown(cookie);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const setupCode = await codeAt(secret!);
  const confirmed = await accountPost(cookie, { intent: "totp-confirm", code: setupCode });
  const answer = dataOf<Answer>(confirmed);
  expect(confirmed.status).toBe(200);
  return { secret: secret!, recoveryCodes: answer.recoveryCodes!, setupCode };
}

/** The password step: returns the half-signed-in cookie (pending second factor). */
async function passwordStep(email: string, ip = "198.51.100.7", redirectTo?: string): Promise<string> {
  const outcome = await run(loginRoute.action, post("/admin/login", { email, password: ADMIN_PASSWORD, ...(redirectTo ? { redirectTo } : {}) }), {}, { clientIp: ip });
  if (outcome.kind !== "response") throw new Error(`expected a redirect, got ${outcome.status}`);
  expect(outcome.location).toBe("/admin/login/two-factor");
  const cookie = cookieFrom(outcome.response);
  // Half-way is not signed in.
  expect(await getAdmin(get("/admin", cookie))).toBeNull();
  return cookie;
}

async function secondStepPost(cookie: string, fields: Record<string, string>, ip = "198.51.100.7") {
  return run(secondStepRoute.action, post("/admin/login/two-factor", fields, cookie), {}, { clientIp: ip });
}

function fieldError(outcome: Awaited<ReturnType<typeof run>>, field: string): string | undefined {
  const result = dataOf<{ error?: Record<string, string[] | null> }>(outcome);
  return result.error?.[field]?.[0];
}

async function lastAudit(action: string) {
  return db().selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id", "desc").executeTakeFirst();
}

beforeAll(async () => {
  await clearTables();
  await seedDemoContent();
});

afterAll(async () => {
  await setTwoFactorRequired(false);
});

describe("codes (RFC 6238: 30 s steps, 6 digits, SHA-1)", () => {
  const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
  const at = new Date("2026-03-01T12:00:10Z");
  const epoch = Math.floor(at.getTime() / 1000);
  const step = Math.floor(epoch / 30);

  test("the RFC 6238 test vector (SHA-1, 59 s): 287082", async () => {
    // RFC 6238 appendix B, secret "12345678901234567890" in base32, truncated to 6 digits.
    expect(await generate({ secret: "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", epoch: 59 })).toBe("287082");
  });

  test("one step either side of now is accepted, two steps are not", async () => {
    for (const offset of [-30, 0, 30]) {
      const code = await generate({ secret, epoch: epoch + offset });
      expect(await checkTotpCode(secret, code, null, at), `offset ${offset}`).toEqual({ ok: true, step: step + offset / 30 });
    }
    for (const offset of [-60, 60, 90]) {
      const code = await generate({ secret, epoch: epoch + offset });
      expect(await checkTotpCode(secret, code, null, at), `offset ${offset}`).toEqual({ ok: false, reason: "wrong" });
    }
  });

  test("a step at or before the last one accepted is refused as used", async () => {
    const now = await generate({ secret, epoch });
    expect(await checkTotpCode(secret, now, step, at)).toEqual({ ok: false, reason: "used" });
    expect(await checkTotpCode(secret, now, step - 1, at)).toEqual({ ok: true, step });
    const next = await generate({ secret, epoch: epoch + 30 });
    expect(await checkTotpCode(secret, next, step, at)).toEqual({ ok: true, step: step + 1 });
  });

  test("spaces and a dash are fine; anything but 6 digits is wrong", async () => {
    const code = await generate({ secret, epoch });
    expect((await checkTotpCode(secret, `${code.slice(0, 3)} ${code.slice(3)}`, null, at)).ok).toBe(true);
    expect((await checkTotpCode(secret, `${code.slice(0, 3)}-${code.slice(3)}`, null, at)).ok).toBe(true);
    expect((await checkTotpCode(secret, code.slice(0, 5), null, at)).ok).toBe(false);
    expect((await checkTotpCode(secret, "abcdef", null, at)).ok).toBe(false);
  });
});

describe("set-up on the account page", () => {
  test("set up: a pending secret on the server, a QR code drawn as SVG and the secret as text", async () => {
    const email = freshEmail("setup");
    const cookie = await sessionCookie(email);
    await accountPost(cookie, { intent: "totp-start", password: ADMIN_PASSWORD });
    const page = dataOf<{ twoFactor: { enabledAt: string | null; setup: { secret: string; qrSvg: string } | null } }>(
      await run(accountRoute.loader, get("/admin/account", cookie)),
    );
    const user = await db().selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(page.twoFactor.enabledAt).toBeNull();
    // Sealed on the server: the stored value is not the secret shown.
    expect(user.totp_pending_secret).toMatch(/^sealed:v1:/);
    expect(user.totp_pending_secret).not.toContain(page.twoFactor.setup!.secret.replace(/ /g, ""));
    expect(page.twoFactor.setup!.secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(page.twoFactor.setup!.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(user.totp_secret).toBeNull();
    expect(user.totp_enabled_at).toBeNull();
  });

  test("a wrong code keeps it off, with the message next to the field; the right one turns it on and shows 10 recovery codes once", async () => {
    const email = freshEmail("confirm");
    const cookie = await sessionCookie(email);
    await accountPost(cookie, { intent: "totp-start", password: ADMIN_PASSWORD });
    const secret = await pendingSecretShown(cookie);

    const wrong = await accountPost(cookie, { intent: "totp-confirm", code: (await codeAt(secret!, 120)) });
    expect(wrong.status).toBe(400);
    expect(dataOf<Answer>(wrong).result.error?.code?.[0]).toMatch(/not right/);
    expect((await db().selectFrom("users").select("totp_enabled_at").where("email", "=", email).executeTakeFirstOrThrow()).totp_enabled_at).toBeNull();

    const right = await accountPost(cookie, { intent: "totp-confirm", code: await codeAt(secret!) });
    const answer = dataOf<Answer>(right);
    expect(answer.recoveryCodes).toHaveLength(10);
    for (const code of answer.recoveryCodes!) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/);
    expect(new Set(answer.recoveryCodes).size).toBe(10);

    const user = await db().selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(user.totp_secret).toMatch(/^sealed:v1:/);
    expect(user.totp_secret).not.toContain(secret);
    expect(user.totp_pending_secret).toBeNull();
    expect(user.totp_enabled_at).not.toBeNull();
    expect(user.totp_last_step).toBeGreaterThan(0);
    // Only hashes are stored.
    const stored = await db().selectFrom("recovery_codes").select("code_hash").where("user_id", "=", user.id).execute();
    expect(stored).toHaveLength(10);
    const dump = JSON.stringify(stored);
    for (const code of answer.recoveryCodes!) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replace(/-/g, ""));
    }
    expect(await lastAudit("two-factor-on")).toMatchObject({ actor_email: email, target_id: String(user.id) });

    // The page after it: on, 10 codes left, the codes themselves not shown again.
    const page = dataOf<{ twoFactor: { enabledAt: string | null; recoveryCodesLeft: number; setup: unknown } }>(
      await run(accountRoute.loader, get("/admin/account", cookie)),
    );
    expect(page.twoFactor).toMatchObject({ recoveryCodesLeft: 10, setup: null });
    expect(JSON.stringify(page)).not.toContain(answer.recoveryCodes![0]);
    expect((await getAdmin(get("/admin", cookie)))?.hasSecondFactor).toBe(true);
  });

  test("new recovery codes need the password or a code; the old ones stop working", async () => {
    const email = freshEmail("regen");
    const cookie = await sessionCookie(email);
    const { secret, recoveryCodes: old } = await turnOnTwoFactor(email, cookie);

    const wrong = await accountPost(cookie, { intent: "recovery-codes", proof: "not-my-password-at-all" });
    expect(wrong.status).toBe(400);
    expect(dataOf<Answer>(wrong).result.error?.proof?.[0]).toMatch(/not right/);

    const byPassword = dataOf<Answer>(await accountPost(cookie, { intent: "recovery-codes", proof: ADMIN_PASSWORD }));
    expect(byPassword.recoveryCodes).toHaveLength(10);
    expect(byPassword.recoveryCodes).not.toContain(old[0]);
    expect(await lastAudit("recovery-codes")).toMatchObject({ actor_email: email });

    // A code from the app works too (the next step: the set-up used this one).
    const byCode = dataOf<Answer>(await accountPost(cookie, { intent: "recovery-codes", proof: await codeAt(secret, 30) }));
    expect(byCode.recoveryCodes).toHaveLength(10);

    // The first set and the second no longer sign in; the newest does.
    const pending = await passwordStep(email);
    expect((await secondStepPost(pending, { recoveryCode: old[0]! })).status).toBe(401);
    expect((await secondStepPost(pending, { recoveryCode: byPassword.recoveryCodes![0]! })).status).toBe(401);
    expect((await secondStepPost(pending, { recoveryCode: byCode.recoveryCodes![0]! })).status).toBe(302);
  });

  test("turning off needs the current password, clears the secret and codes, audits and emails a notice", async () => {
    const email = freshEmail("off");
    const cookie = await sessionCookie(email);
    await turnOnTwoFactor(email, cookie);

    const wrong = await accountPost(cookie, { intent: "totp-off", password: "not-my-password-at-all" });
    expect(wrong.status).toBe(400);
    expect(dataOf<Answer>(wrong).result.error?.password?.[0]).toBe("That password is not right.");
    expect((await db().selectFrom("users").select("totp_enabled_at").where("email", "=", email).executeTakeFirstOrThrow()).totp_enabled_at).not.toBeNull();

    const off = await accountPost(cookie, { intent: "totp-off", password: ADMIN_PASSWORD });
    expect(off.status).toBe(302);
    const user = await db().selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ totp_secret: null, totp_enabled_at: null, totp_pending_secret: null, totp_last_step: null });
    expect(await db().selectFrom("recovery_codes").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
    expect(await lastAudit("two-factor-off")).toMatchObject({ actor_email: email });
    const mail = await db().selectFrom("staff_mail").selectAll().where("to_address", "=", email).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Two-factor was turned off");

    // Signing in now takes the password only.
    const signIn = await run(loginRoute.action, post("/admin/login", { email, password: ADMIN_PASSWORD }), {}, { clientIp: "198.51.100.7" });
    expect(signIn.kind === "response" && signIn.location).toBe("/admin");
  });
});

describe("the second step of sign-in", () => {
  test("without a right password first, the page sends you to sign in", async () => {
    const outcome = await run(secondStepRoute.loader, get("/admin/login/two-factor"));
    expect(outcome).toMatchObject({ status: 302, location: "/admin/login" });
    const posted = await secondStepPost("", { code: "123456" });
    expect(posted).toMatchObject({ status: 302, location: "/admin/login" });
  });

  test("password, then a right code: a new session, where the person was going, audited; the code cannot be used twice", async () => {
    const email = freshEmail("signin");
    const cookie = await sessionCookie(email);
    const { secret, setupCode } = await turnOnTwoFactor(email, cookie);

    const pending = await passwordStep(email, "198.51.100.7", "/admin/categories");
    const page = dataOf<{ hasApp: boolean; showRecovery: boolean }>(await run(secondStepRoute.loader, get("/admin/login/two-factor", pending)));
    expect(page).toMatchObject({ hasApp: true, showRecovery: false });

    // The code the set-up just used (the very same, even if the 30 s step has moved on since): refused as used.
    const replayOfSetup = await secondStepPost(pending, { code: setupCode });
    expect(replayOfSetup.status).toBe(401);
    expect(fieldError(replayOfSetup, "code")).toMatch(/already used/);
    expect(await lastAudit("sign-in-failed")).toMatchObject({ actor_email: email, actor_id: null, detail: "wrong authentication code" });

    // A wrong code: the message next to the field.
    const wrong = await secondStepPost(pending, { code: await codeAt(secret, 300) });
    expect(wrong.status).toBe(401);
    expect(fieldError(wrong, "code")).toMatch(/not right/);

    // The next step's code (the app's clock a little ahead): in.
    const nextCode = await codeAt(secret, 30);
    const right = await secondStepPost(pending, { code: `${nextCode.slice(0, 3)} ${nextCode.slice(3)}` });
    if (right.kind !== "response") throw new Error(`expected a redirect, got ${JSON.stringify(right)}`);
    expect(right.location).toBe("/admin/categories");
    const signedIn = cookieFrom(right.response);
    expect(signedIn).not.toBe(pending);
    expect((await getAdmin(get("/admin", signedIn)))?.email).toBe(email);
    expect(await lastAudit("sign-in")).toMatchObject({ actor_email: email, detail: "password + authentication code" });
    const session = await db().selectFrom("staff_sessions").select("method").where("user_id", "=", await userId(email)).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(session.method).toBe("password + authentication code");

    // Once signed in, the second-step page is done: straight on.
    expect(await run(secondStepRoute.loader, get("/admin/login/two-factor", signedIn))).toMatchObject({ status: 302, location: "/admin" });

    // The same code again, on a new sign-in: refused.
    const again = await passwordStep(email);
    const replay = await secondStepPost(again, { code: nextCode });
    expect(replay.status).toBe(401);
    expect(fieldError(replay, "code")).toMatch(/already used/);
  });

  test("two requests racing with one code: only one signs in", async () => {
    const email = freshEmail("race");
    const cookie = await sessionCookie(email);
    const { secret } = await turnOnTwoFactor(email, cookie);
    const [first, second] = [await passwordStep(email, "198.51.100.8"), await passwordStep(email, "198.51.100.9")];
    const code = await codeAt(secret, 30);
    const outcomes = await Promise.all([secondStepPost(first, { code }, "198.51.100.8"), secondStepPost(second, { code }, "198.51.100.9")]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([302, 401]);
  });

  test("a recovery code works once", async () => {
    const email = freshEmail("recovery");
    const cookie = await sessionCookie(email);
    const { recoveryCodes } = await turnOnTwoFactor(email, cookie);

    const pending = await passwordStep(email);
    const recoveryPage = dataOf<{ showRecovery: boolean }>(await run(secondStepRoute.loader, get("/admin/login/two-factor?use=recovery", pending)));
    expect(recoveryPage.showRecovery).toBe(true);
    // Typed in capitals without the dashes: the same code.
    const used = await secondStepPost(pending, { recoveryCode: recoveryCodes[3]!.replace(/-/g, "").toUpperCase() });
    if (used.kind !== "response") throw new Error("expected a redirect");
    expect(used.location).toBe("/admin");
    expect((await getAdmin(get("/admin", cookieFrom(used.response))))?.email).toBe(email);
    expect(await lastAudit("sign-in")).toMatchObject({ actor_email: email, detail: "password + recovery code" });

    const again = await passwordStep(email);
    const reused = await secondStepPost(again, { recoveryCode: recoveryCodes[3]! });
    expect(reused.status).toBe(401);
    expect(fieldError(reused, "recoveryCode")).toMatch(/already used/);
    const page = dataOf<{ twoFactor: { recoveryCodesLeft: number } }>(await run(accountRoute.loader, get("/admin/account", cookie)));
    expect(page.twoFactor.recoveryCodesLeft).toBe(9);
  });

  test(`wrong codes are throttled per address: after ${ACCOUNT_IP_ATTEMPT_LIMIT}, even the right code waits there`, async () => {
    const email = freshEmail("throttle");
    const cookie = await sessionCookie(email);
    const { secret } = await turnOnTwoFactor(email, cookie);
    const ip = "198.51.100.66";
    const pending = await passwordStep(email, ip);
    for (let i = 0; i < ACCOUNT_IP_ATTEMPT_LIMIT; i++) {
      expect((await secondStepPost(pending, { code: await codeAt(secret, 600 + i * 30) }, ip)).status, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await secondStepPost(pending, { code: await codeAt(secret, 30) }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.kind === "data" && blocked.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(dataOf<{ error?: Record<string, string[]> }>(blocked).error?.[""]?.[0]).toMatch(/Too many failed sign-in attempts/);
    expect(await getAdmin(get("/admin", pending))).toBeNull();
    // The refusal is in the audit log, with the email and the address.
    expect(await lastAudit("sign-in-throttled")).toMatchObject({ actor_email: email, ip, detail: "code: too many attempts from this address" });
  });

  test(`a hard cap: after ${CODE_CAP} wrong codes in an hour from any addresses, codes are refused for the account and the person is emailed once`, async () => {
    const email = freshEmail("code-cap");
    const cookie = await sessionCookie(email);
    const { secret } = await turnOnTwoFactor(email, cookie);
    // Ten addresses, a password step and one wrong code each (every per-address budget far from spent).
    for (let i = 0; i < CODE_CAP; i++) {
      const ip = `198.18.7.${i + 1}`;
      const pending = await passwordStep(email, ip);
      expect((await secondStepPost(pending, { code: await codeAt(secret, 600 + i * 30) }, ip)).status, `wrong code ${i + 1}`).toBe(401);
    }
    // An eleventh address, the right password and then the RIGHT code: refused for the hour.
    const ip = "198.18.7.200";
    const pending = await passwordStep(email, ip);
    const capped = await secondStepPost(pending, { code: await codeAt(secret) }, ip);
    expect(capped.status).toBe(429);
    expect(Number(capped.kind === "data" ? capped.headers.get("Retry-After") : 0)).toBeGreaterThan(50 * 60);
    expect(await getAdmin(get("/admin", pending))).toBeNull();
    // A recovery code is a code too.
    expect((await secondStepPost(pending, { recoveryCode: "abcd-efgh-jk" }, ip)).status).toBe(429);
    expect(await lastAudit("sign-in-throttled")).toMatchObject({ actor_email: email, detail: `code: more than ${CODE_CAP} wrong codes in an hour` });
    const notices = await db().selectFrom("staff_mail").select("subject").where("to_address", "=", email).where("subject", "=", "Two-factor codes are paused on your account").execute();
    expect(notices).toHaveLength(1);
  }, 120_000);

  test("a right password in between does not reset the count of wrong codes (no guessing between sign-ins)", async () => {
    const email = freshEmail("throttle-reset");
    const cookie = await sessionCookie(email);
    const { secret } = await turnOnTwoFactor(email, cookie);
    const ip = "198.51.100.67";
    const first = await passwordStep(email, ip);
    for (let i = 0; i < ACCOUNT_IP_ATTEMPT_LIMIT - 1; i++) {
      expect((await secondStepPost(first, { code: await codeAt(secret, 600 + i * 30) }, ip)).status).toBe(401);
    }
    // The password again (right) leads to the code page...
    const second = await passwordStep(email, ip);
    // ...but the codes' budget is where it was: one more wrong code spends it, then the right one waits.
    expect((await secondStepPost(second, { code: await codeAt(secret, 900) }, ip)).status).toBe(401);
    expect((await secondStepPost(second, { code: await codeAt(secret) }, ip)).status).toBe(429);
    expect(await getAdmin(get("/admin", second))).toBeNull();
  });

  test("an account with a passkey and no app still gets a working page (the passkey's place)", async () => {
    const email = freshEmail("passkey-only");
    await upsertAdmin(email, ADMIN_PASSWORD, "editor");
    await db()
      .insertInto("passkeys")
      .values({ credential_id: `cred-${email}`, user_id: await userId(email), public_key: new Uint8Array([1, 2, 3]), name: "Laptop", created_at: new Date().toISOString() })
      .execute();
    const pending = await passwordStep(email);
    const page = dataOf<{ hasApp: boolean; hasPasskey: boolean; showRecovery: boolean }>(await run(secondStepRoute.loader, get("/admin/login/two-factor", pending)));
    // The passkey button is offered (ORIGIN is localhost: passkeys work there).
    expect(page).toEqual({ hasApp: false, hasPasskey: true, hasRecoveryCodes: false, showRecovery: false, passkeys: { available: true } });
    // A code cannot sign in an account without an app.
    expect((await secondStepPost(pending, { code: "123456" })).status).toBe(401);
  });
});

describe("requiring two-factor for all staff", () => {
  test("only an owner with two-factor can turn it on; the change is audited", async () => {
    const email = freshEmail("settings-owner");
    const cookie = await sessionCookie(email);
    const refused = await run(settingsRoute.action, post("/admin/settings", { intent: "save-settings", requireTwoFactor: "on" }, cookie));
    expect(refused.status).toBe(400);
    expect(fieldError(refused, "requireTwoFactor")).toMatch(/your own account first/);
    expect(await twoFactorRequired()).toBe(false);

    await turnOnTwoFactor(email, cookie);
    const saved = await run(settingsRoute.action, post("/admin/settings", { intent: "save-settings", requireTwoFactor: "on" }, cookie));
    expect(saved).toMatchObject({ status: 302, location: "/admin/settings" });
    expect(await twoFactorRequired()).toBe(true);
    expect(await lastAudit("settings-change")).toMatchObject({ actor_email: email, detail: "Require two-factor for all staff: on" });
    expect(dataOf<{ requireTwoFactor: boolean }>(await run(settingsRoute.loader, get("/admin/settings", cookie))).requireTwoFactor).toBe(true);

    // An unchecked box turns it off; a form without the intent changes nothing.
    await run(settingsRoute.action, post("/admin/settings", { intent: "save-settings" }, cookie));
    expect(await twoFactorRequired()).toBe(false);
    expect((await run(settingsRoute.action, post("/admin/settings", { requireTwoFactor: "on" }, cookie))).status).toBe(400);
    expect(await twoFactorRequired()).toBe(false);
  });

  test("a staff member without a second factor can only set it up: every other admin page and POST goes to /admin/account", async () => {
    const handle = await requestHandler();
    const routes = (await appRoutes()).filter((route) => route.parentId === "routes/admin/layout");
    // The account page and its passkey routes (a passkey is a second factor too), and sign-out.
    const open = new Set(["admin/account", "admin/account/passkeys", "admin/account/passkeys/:id/remove", "admin/logout"]);
    const cookies = {} as Record<StaffRole, string>;
    for (const role of STAFF_ROLES) cookies[role] = await sessionCookie(freshEmail(`due-${role}`), role);
    const withApp = freshEmail("due-has-app");
    const withAppCookie = await sessionCookie(withApp, "editor");
    await turnOnTwoFactor(withApp, withAppCookie);

    await setTwoFactorRequired(true);
    try {
      const before = await databaseSnapshot();
      const request = (method: "GET" | "POST", path: string, cookie: string) =>
        new Request(new URL(path, ORIGIN), {
          method,
          headers: { Cookie: cookie, Origin: ORIGIN, ...(method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
          body: method === "POST" ? new URLSearchParams({ intent: "delete", name: "Required 2FA sweep", title: "x", content: "x", published: "on" }) : undefined,
        });
      let cells = 0;
      for (const route of routes) {
        if (open.has(route.fullPath)) continue;
        const path = `/${route.fullPath.replace(/:(\w+)/g, "1")}`;
        for (const role of STAFF_ROLES) {
          for (const method of ["GET", "POST"] as const) {
            const response = await handle(request(method, path, cookies[role]));
            expect(response.status, `${role} ${method} ${path}`).toBe(302);
            expect(response.headers.get("Location"), `${role} ${method} ${path}`).toBe("/admin/account");
            // The .data request of a client-side navigation is redirected too.
            if (method === "GET") {
              const data = await handle(request(method, `${path}.data`, cookies[role]));
              expect(await data.text(), `${role} ${path}.data`).toContain('"redirect","/admin/account"');
            }
            cells++;
          }
        }
      }
      expect(await databaseSnapshot()).toEqual(before);
      console.info(`[required two-factor] ${cells} cells redirected to /admin/account`);

      // Their account page opens, saying why; set-up works there.
      const accountPage = await handle(request("GET", "/admin/account", cookies.author));
      expect(accountPage.status).toBe(200);
      const html = await accountPage.text();
      expect(html).toContain("Two-factor authentication is required");
      // No navigation to pages that would send them back.
      expect(html).not.toContain('aria-label="Admin"');

      // Someone with an app goes anywhere their role allows.
      expect((await handle(request("GET", "/admin/categories", withAppCookie))).status).toBe(200);

      // Once the author sets up two-factor, the rest opens.
      const authorEmail = (await getAdmin(get("/admin", cookies.author)))!.email;
      await turnOnTwoFactor(authorEmail, cookies.author);
      expect((await handle(request("GET", "/admin", cookies.author))).status).toBe(200);

      // Turning the app off while it is required (and no passkey) is refused.
      const off = await accountPost(cookies.author, { intent: "totp-off", password: ADMIN_PASSWORD });
      expect(off.status).toBe(400);
      expect(dataOf<Answer>(off).result.error?.[""]?.[0]).toMatch(/required for all staff/);

      // Sign-out stays open.
      const signOut = await handle(request("POST", "/admin/logout", cookies.hr));
      expect(signOut.headers.get("Location")).toBe("/admin/login");
    } finally {
      await setTwoFactorRequired(false);
    }
    // Off again: the editor without a second factor opens categories.
    expect((await handle(request2("/admin/categories", cookies.editor))).status).toBe(200);
  });
});

function request2(path: string, cookie: string) {
  return new Request(new URL(path, ORIGIN), { headers: { Cookie: cookie } });
}
