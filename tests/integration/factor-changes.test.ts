/**
 * What a stolen session cookie cannot do, and what a copy of the database
 * cannot read (decision 0350): every change to how an account is protected
 * asks for the current password (or a second factor given in the last 10
 * minutes); turning two-factor on ends the other sessions; the two-factor
 * secret is sealed in the database's bytes; a password change uses up reset
 * links; preview links die with their creator's right to share them.
 */
import fs from "node:fs";
import { generate } from "otplib";
import { beforeAll, describe, expect, test, vi } from "vitest";
import * as account from "~/routes/admin/account/route";
import * as passkeyRemove from "~/routes/admin/account/passkey-remove";
import * as passkeys from "~/routes/admin/account/passkeys";
import { getAdmin } from "~/server/auth/auth.server";
import { PROOF_FRESH_MS } from "~/server/auth/confirm-identity.server";
import { startStaffSession } from "~/server/credentials/staff-sessions.server";
import { createPreviewLink, resolvePreviewToken } from "~/server/domain/post-previews.server";
import { createPost } from "~/server/domain/posts.server";
import { changeRole, createResetToken, deactivateStaff, findResetToken } from "~/server/domain/staff.server";
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import { ADMIN_PASSWORD, dataOf, get, post, run, signedInCookie, type RouteModule } from "./admin-helpers";
import { postInput } from "./factories";
import { clearTables, ORIGIN } from "./helpers";

const accountRoute = account as unknown as RouteModule;
const removeRoute = passkeyRemove as unknown as RouteModule;
const passkeysRoute = passkeys as unknown as RouteModule;

vi.setConfig({ testTimeout: 60_000 });

let unique = 0;
const freshEmail = (label: string) => `${label}-${process.pid}-${++unique}@example.com`;

async function userIdOf(email: string): Promise<number> {
  return (await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
}

function accountPost(cookie: string, fields: Record<string, string>) {
  return run(accountRoute.action, post("/admin/account", fields, cookie), {}, { clientIp: "198.51.100.30" });
}

async function secretShown(cookie: string): Promise<string> {
  const page = dataOf<{ twoFactor: { setup: { secret: string } | null } }>(await run(accountRoute.loader, get("/admin/account", cookie)));
  return page.twoFactor.setup!.secret.replace(/ /g, "");
}

async function sessionOf(email: string, method: "password" | "password + authentication code" = "password"): Promise<string> {
  const setCookie = await startStaffSession(new Request(ORIGIN), await userIdOf(email), { method, ip: "127.0.0.1" });
  return setCookie.split(";")[0]!;
}

async function addPasskeyRow(email: string): Promise<number> {
  const row = await db()
    .insertInto("passkeys")
    .values({ credential_id: `cred-${email}`, user_id: await userIdOf(email), public_key: new Uint8Array([1, 2, 3]), name: "Laptop", created_at: new Date().toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  await clearTables();
});

describe("proof before changing factors", () => {
  test("setting up the app takes the current password: a cookie alone starts nothing", async () => {
    const email = freshEmail("start");
    const cookie = await signedInCookie(email);
    const bare = await accountPost(cookie, { intent: "totp-start" });
    expect(bare.status).toBe(400);
    expect(dataOf<{ proofProblem: { intent: string; error: string } }>(bare).proofProblem).toEqual({ intent: "totp-start", error: "Enter your current password." });
    const wrong = await accountPost(cookie, { intent: "totp-start", password: "not-the-password-at-all" });
    expect(wrong.status).toBe(400);
    expect((await db().selectFrom("users").select("totp_pending_secret").where("email", "=", email).executeTakeFirstOrThrow()).totp_pending_secret).toBeNull();
    expect((await accountPost(cookie, { intent: "totp-start", password: ADMIN_PASSWORD })).status).toBe(302);
    expect(await secretShown(cookie)).toMatch(/^[A-Z2-7]{32}$/);
  });

  test("turning two-factor on ends every other session of the account", async () => {
    const email = freshEmail("on");
    const cookie = await signedInCookie(email);
    const elsewhere = await sessionOf(email);
    await accountPost(cookie, { intent: "totp-start", password: ADMIN_PASSWORD });
    const secret = await secretShown(cookie);
    const on = await accountPost(cookie, { intent: "totp-confirm", code: await generate({ secret }) });
    expect(on.status).toBe(200);
    expect(await getAdmin(get("/admin", elsewhere))).toBeNull();
    expect(await getAdmin(get("/admin", cookie))).not.toBeNull();
  });

  test("removing a passkey takes the current password (with or without JavaScript: its own page)", async () => {
    const email = freshEmail("remove");
    const cookie = await signedInCookie(email);
    const passkeyId = await addPasskeyRow(email);
    const page = dataOf<{ freshUntil: string | null }>(await run(removeRoute.loader, get(`/admin/account/passkeys/${passkeyId}/remove`, cookie), { id: String(passkeyId) }));
    expect(page.freshUntil).toBeNull();
    const bare = await run(removeRoute.action, post(`/admin/account/passkeys/${passkeyId}/remove`, {}, cookie), { id: String(passkeyId) });
    expect(bare.status).toBe(400);
    expect(dataOf<{ error: string }>(bare).error).toBe("Enter your current password or a code from your app.");
    expect(await db().selectFrom("passkeys").select("id").where("id", "=", passkeyId).executeTakeFirst()).toBeDefined();
    const done = await run(removeRoute.action, post(`/admin/account/passkeys/${passkeyId}/remove`, { password: ADMIN_PASSWORD }, cookie), { id: String(passkeyId) });
    expect(done.status).toBe(302);
    expect(await db().selectFrom("passkeys").select("id").where("id", "=", passkeyId).executeTakeFirst()).toBeUndefined();
  });

  test("adding a passkey takes the current password", async () => {
    const email = freshEmail("add");
    const cookie = await signedInCookie(email);
    const refused = await run(passkeysRoute.action, post("/admin/account/passkeys", { intent: "options" }, cookie));
    expect(refused.kind === "response" ? refused.status : 0).toBe(400);
    const allowed = await run(passkeysRoute.action, post("/admin/account/passkeys", { intent: "options", password: ADMIN_PASSWORD }, cookie));
    expect(allowed.kind === "response" ? allowed.status : 0).toBe(200);
  });

  test("a second factor at sign-in counts as proof for 10 minutes, not longer", async () => {
    const email = freshEmail("fresh");
    await signedInCookie(email);
    const cookie = await sessionOf(email, "password + authentication code");
    const page = dataOf<{ proofFreshUntil: string | null }>(await run(accountRoute.loader, get("/admin/account", cookie)));
    expect(page.proofFreshUntil).not.toBeNull();
    expect((await accountPost(cookie, { intent: "sign-out-others" })).status).toBe(302);

    // Eleven minutes later (the proof's time moved back): the password again.
    const stale = new Date(Date.now() - PROOF_FRESH_MS - 60_000).toISOString();
    await db().updateTable("staff_sessions").set({ proven_at: stale }).where("user_id", "=", await userIdOf(email)).execute();
    expect(dataOf<{ proofFreshUntil: string | null }>(await run(accountRoute.loader, get("/admin/account", cookie))).proofFreshUntil).toBeNull();
    expect((await accountPost(cookie, { intent: "sign-out-others" })).status).toBe(400);
  });

  test("a password sign-in alone is no recent proof", async () => {
    const email = freshEmail("password-only");
    const cookie = await signedInCookie(email);
    expect(dataOf<{ proofFreshUntil: string | null }>(await run(accountRoute.loader, get("/admin/account", cookie))).proofFreshUntil).toBeNull();
  });
});

describe("secrets at rest", () => {
  test("the database holds no two-factor secret in clear: its bytes are searched for the secret shown at set-up", async () => {
    const email = freshEmail("bytes");
    const cookie = await signedInCookie(email);
    await accountPost(cookie, { intent: "totp-start", password: ADMIN_PASSWORD });
    const secret = await secretShown(cookie);
    expect((await accountPost(cookie, { intent: "totp-confirm", code: await generate({ secret }) })).status).toBe(200);

    const { database } = config();
    if (database.kind === "sqlite") {
      const files = [database.file, `${database.file}-wal`].filter((file) => fs.existsSync(file));
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(fs.readFileSync(file).includes(Buffer.from(secret)), file).toBe(false);
    }
    // On either database: no column of the account holds it.
    const row = await db().selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.totp_secret).toMatch(/^sealed:v1:[0-9a-f]{8}:/);
    // Recovery codes: scrypt, a random salt each (no two alike even for one account).
    const hashes = (await db().selectFrom("recovery_codes").select("code_hash").where("user_id", "=", row.id).execute()).map((r) => r.code_hash);
    expect(hashes).toHaveLength(10);
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(new Set(hashes.map((hash) => hash.split("$")[4])).size).toBe(10);
  });
});

describe("links die with their reason", () => {
  test("a password changed on the account page uses up every open reset link", async () => {
    const email = freshEmail("reset");
    const cookie = await signedInCookie(email);
    const link = await createResetToken(email);
    expect(await findResetToken(link!.token)).not.toBeNull();
    const changed = await accountPost(cookie, { intent: "change-password", current: ADMIN_PASSWORD, password: "a brand new passphrase 42", confirm: "a brand new passphrase 42" });
    expect(changed.status).toBe(302);
    expect(await findResetToken(link!.token)).toBeNull();
  });

  test("a creator's deactivation, or a role that may no longer share, revokes their preview links", async () => {
    const editorEmail = freshEmail("sharer");
    await signedInCookie(editorEmail, "editor");
    const editorId = await userIdOf(editorEmail);
    const ownerEmail = freshEmail("owner");
    await signedInCookie(ownerEmail, "owner");
    const ownersDraft = await createPost(postInput({ title: "Owner's draft" }), new Date(), await userIdOf(ownerEmail));
    const editorsDraft = await createPost(postInput({ title: "Editor's draft" }), new Date(), editorId);

    const onOwners = await createPreviewLink(ownersDraft.id, editorId);
    const onOwn = await createPreviewLink(editorsDraft.id, editorId);
    expect(await resolvePreviewToken(onOwners.token)).not.toBeNull();

    // Demoted to author: they may share only their own drafts now.
    expect((await changeRole(editorId, "author")).ok).toBe(true);
    expect(await resolvePreviewToken(onOwners.token)).toBeNull();
    expect(await resolvePreviewToken(onOwn.token)).not.toBeNull();
    // Deactivated: nothing they shared opens.
    expect((await deactivateStaff(editorId)).ok).toBe(true);
    expect(await resolvePreviewToken(onOwn.token)).toBeNull();
    const revoked = await db().selectFrom("post_previews").select("revoked_at").where("created_by", "=", editorId).execute();
    expect(revoked.every((row) => row.revoked_at !== null)).toBe(true);
  });
});
