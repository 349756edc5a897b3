/**
 * Passkeys through React Router's own request handler, with a software
 * authenticator (./passkey-authenticator.ts) producing real signatures:
 * the relying party's rules, registration, sign-in, the second factor, and
 * the challenge being single-use and short-lived, decided by the database
 * every instance shares (the two-instance run is scripts/cluster-test.mjs).
 */
import { beforeAll, describe, expect, test } from "vitest";
import { PASSKEY_IP_REASON } from "~/lib/passkey-api";
import { beginSecondFactor } from "~/server/credentials/staff-sessions.server";
import {
  authenticationOptions,
  CHALLENGE_TTL_MS,
  finishAuthentication,
  PASSKEY_BUSY,
  PASSKEY_EXPIRED,
  PASSKEY_NOT_THIS_ACCOUNT,
  relyingPartyFor,
  SIGN_IN_CHALLENGES_PER_CLIENT,
} from "~/server/auth/webauthn.server";
import {
  challengeHash,
  MAX_OUTSTANDING_SIGN_IN,
  purgeExpiredChallenges,
  saveChallenge,
  takeStoredChallenge,
} from "~/server/auth/webauthn-challenges.server";
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import { ACCOUNT_IP_ATTEMPT_LIMIT, loginThrottle } from "~/server/auth/login-throttle.server";
import { ADMIN_PASSWORD, signedInCookie } from "./admin-helpers";
import { requestHandler } from "./app-routes";
import { ORIGIN } from "./helpers";
import { SoftPasskey } from "./passkey-authenticator";

let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  handle = await requestHandler();
});

/** One browser: its cookie follows every answer. */
class Browser {
  constructor(
    public cookie = "",
    readonly origin = ORIGIN,
  ) {}

  request(method: "GET" | "POST", path: string, fields?: Record<string, string>): Request {
    const headers: Record<string, string> = { Origin: this.origin };
    if (this.cookie) headers.Cookie = this.cookie;
    if (method === "POST") headers["Content-Type"] = "application/x-www-form-urlencoded";
    return new Request(new URL(path, this.origin), { method, headers, body: method === "POST" ? new URLSearchParams(fields) : undefined });
  }

  async send(request: Request): Promise<Response> {
    const response = await handle(request);
    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="));
    if (session) this.cookie = session.split(";")[0]!;
    return response;
  }

  post(path: string, fields: Record<string, string>) {
    return this.send(this.request("POST", path, fields));
  }
}

type Json = Record<string, unknown> & { ok: boolean; error?: string };
const json = async (response: Response) => (await response.json()) as Json;

async function userId(email: string): Promise<number> {
  return (await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
}

/** Signs in `email` (an owner, created if need be) and adds a software passkey to the account. */
async function staffWithPasskey(email: string, origin = ORIGIN) {
  const browser = new Browser(await signedInCookie(email), origin);
  const passkey = new SoftPasskey(origin);
  const options = await json(await browser.post("/admin/account/passkeys", { intent: "options", password: ADMIN_PASSWORD }));
  expect(options.ok).toBe(true);
  const answer = passkey.register(options.options as never);
  const saved = await browser.post("/admin/account/passkeys", { intent: "verify", name: `Key of ${email}`, response: JSON.stringify(answer) });
  expect(saved.status).toBe(200);
  expect(await json(saved)).toMatchObject({ ok: true, name: `Key of ${email}` });
  return { browser, passkey, id: await userId(email) };
}

async function auditOf(action: string, email: string) {
  return db().selectFrom("audit_log").selectAll().where("action", "=", action).where("actor_email", "=", email).orderBy("id").execute();
}

describe("the relying party", () => {
  const site = "https://care.example.com";
  const at = (url: string) => new Request(url);

  test("is SITE_URL's host, with SITE_URL's origin", () => {
    expect(relyingPartyFor(at("https://care.example.com/admin/login"), site)).toEqual({ available: true, rpID: "care.example.com", origin: "https://care.example.com" });
  });

  test("is the request's own host when that is localhost (any port), with the request's origin", () => {
    expect(relyingPartyFor(at("http://localhost:5173/admin/login"), site)).toEqual({ available: true, rpID: "localhost", origin: "http://localhost:5173" });
  });

  test("is unavailable on an IP address (v4 and v6), saying why", () => {
    for (const url of ["http://127.0.0.1:3000/admin/login", "http://[::1]:3000/admin/login", "https://203.0.113.5/admin/login"]) {
      expect(relyingPartyFor(at(url), site), url).toEqual({ available: false, reason: PASSKEY_IP_REASON });
    }
    // SITE_URL itself an IP address: nowhere to anchor passkeys either.
    expect(relyingPartyFor(at("http://10.0.0.5:3000/admin"), "http://10.0.0.5:3000")).toEqual({ available: false, reason: PASSKEY_IP_REASON });
  });

  test("is unavailable at another host name, and on plain http", () => {
    const elsewhere = relyingPartyFor(at("https://sinai.fly.dev/admin/login"), site);
    expect(elsewhere.available).toBe(false);
    expect(elsewhere.available ? "" : elsewhere.reason).toContain("https://care.example.com");
    const plain = relyingPartyFor(at("http://care.example.com/admin/login"), "http://care.example.com");
    expect(plain).toMatchObject({ available: false, reason: expect.stringContaining("https") });
  });

  test("on an IP address the sign-in page says why, the endpoints refuse, and the password form is still there", async () => {
    const byIp = new Browser("", "http://127.0.0.1:3000");
    const page = await byIp.send(byIp.request("GET", "/admin/login"));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("not an IP address");
    expect(html).toContain('name="password"');
    const options = await byIp.post("/admin/login/passkey", { intent: "options" });
    expect(options.status).toBe(400);
    expect(await json(options)).toEqual({ ok: false, error: PASSKEY_IP_REASON });
  });

  test("adding a passkey needs the current password: the session alone is not enough", async () => {
    const browser = new Browser(await signedInCookie("passkey-reauth@example.com"));
    for (const [password, message] of [["", "Enter your current password."], ["not-the-password-at-all", "That password is not right."]] as const) {
      const refused = await browser.post("/admin/account/passkeys", { intent: "options", password });
      expect(refused.status).toBe(400);
      expect((await json(refused)).error).toBe(message);
    }
    expect((await browser.post("/admin/account/passkeys", { intent: "options", password: ADMIN_PASSWORD })).status).toBe(200);
  });

  test("the options name the request's localhost and ask for a resident key", async () => {
    const browser = new Browser(await signedInCookie("rp-options@example.com"));
    const options = (await json(await browser.post("/admin/account/passkeys", { intent: "options", password: ADMIN_PASSWORD }))).options as Record<string, never>;
    expect(options.rp).toMatchObject({ id: "localhost" });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "preferred" });
    expect(options.user).toMatchObject({ name: "rp-options@example.com" });
  });
});

describe("adding a passkey", () => {
  test("stores it once, audits it, and excludes it from the next registration", async () => {
    const { browser, passkey, id } = await staffWithPasskey("adds@example.com");
    const rows = await db().selectFrom("passkeys").selectAll().where("user_id", "=", id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ credential_id: passkey.id, name: "Key of adds@example.com", transports: '["internal"]', last_used_at: null });
    expect(await auditOf("passkey-add", "adds@example.com")).toHaveLength(1);
    const next = (await json(await browser.post("/admin/account/passkeys", { intent: "options", password: ADMIN_PASSWORD }))).options as { excludeCredentials: { id: string }[] };
    expect(next.excludeCredentials.map((credential) => credential.id)).toEqual([passkey.id]);
  });

  test("the challenge is single-use: the same answer sent again is refused and stores nothing", async () => {
    const browser = new Browser(await signedInCookie("replays-registration@example.com"));
    const passkey = new SoftPasskey(ORIGIN);
    const options = await json(await browser.post("/admin/account/passkeys", { intent: "options", password: ADMIN_PASSWORD }));
    const verify = browser.request("POST", "/admin/account/passkeys", { intent: "verify", name: "Laptop", response: JSON.stringify(passkey.register(options.options as never)) });
    const again = verify.clone();
    expect((await browser.send(verify)).status).toBe(200);
    const replay = await handle(again);
    expect(replay.status).toBe(400);
    expect(await json(replay)).toEqual({ ok: false, error: PASSKEY_EXPIRED });
    expect(await db().selectFrom("passkeys").selectAll().where("user_id", "=", await userId("replays-registration@example.com")).execute()).toHaveLength(1);
  });

  test("an answer for another origin is refused", async () => {
    const browser = new Browser(await signedInCookie("wrong-origin@example.com"));
    const options = await json(await browser.post("/admin/account/passkeys", { intent: "options", password: ADMIN_PASSWORD }));
    const phished = new SoftPasskey("https://evil.example").register(options.options as never);
    const answer = await browser.post("/admin/account/passkeys", { intent: "verify", name: "Evil", response: JSON.stringify(phished) });
    expect(answer.status).toBe(400);
    expect(await db().selectFrom("passkeys").selectAll().where("user_id", "=", await userId("wrong-origin@example.com")).execute()).toHaveLength(0);
  });
});

describe("signing in with a passkey", () => {
  test("signs in (session by passkey, counter and last use saved, audited), once per challenge", async () => {
    const { passkey, id } = await staffWithPasskey("signs-in@example.com");
    const visitor = new Browser();
    const options = await json(await visitor.post("/admin/login/passkey", { intent: "options" }));
    expect(options.options).toMatchObject({ rpId: "localhost", userVerification: "required" });
    expect((options.options as { allowCredentials?: unknown[] }).allowCredentials ?? []).toEqual([]);
    const verify = visitor.request("POST", "/admin/login/passkey", {
      intent: "verify",
      redirectTo: "/admin/categories",
      response: JSON.stringify(passkey.authenticate(options.options as never)),
    });
    const replay = verify.clone();
    const answer = await visitor.send(verify);
    expect(answer.status).toBe(200);
    expect(await json(answer)).toEqual({ ok: true, redirectTo: "/admin/categories" });
    const dashboard = await visitor.send(visitor.request("GET", "/admin/account"));
    expect(dashboard.status).toBe(200);
    const session = await db().selectFrom("staff_sessions").selectAll().where("user_id", "=", id).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(session.method).toBe("passkey");
    const row = await db().selectFrom("passkeys").selectAll().where("user_id", "=", id).executeTakeFirstOrThrow();
    expect(row.counter).toBe(1);
    expect(row.last_used_at).not.toBeNull();
    expect((await auditOf("sign-in", "signs-in@example.com")).map((entry) => entry.detail)).toContain("passkey");

    // The same answer again (the cookie it came with included): refused, no new session.
    const sessions = await db().selectFrom("staff_sessions").selectAll().where("user_id", "=", id).execute();
    const second = await handle(replay);
    expect(second.status).toBe(400);
    expect(await json(second)).toEqual({ ok: false, error: PASSKEY_EXPIRED });
    expect(second.headers.getSetCookie().some((cookie) => cookie.startsWith("__session=") && cookie.length > 200)).toBe(false);
    expect(await db().selectFrom("staff_sessions").selectAll().where("user_id", "=", id).execute()).toHaveLength(sessions.length);
  });

  test("a challenge older than 5 minutes is refused", async () => {
    const { passkey } = await staffWithPasskey("too-slow@example.com");
    const visitor = new Browser();
    const options = await json(await visitor.post("/admin/login/passkey", { intent: "options" }));
    const request = visitor.request("POST", "/admin/login/passkey", {});
    const later = new Date(Date.now() + CHALLENGE_TTL_MS + 1000);
    const result = await finishAuthentication(request, "sign-in", { response: JSON.stringify(passkey.authenticate(options.options as never)), ip: "198.51.100.7" }, later);
    expect(result).toMatchObject({ ok: false, error: PASSKEY_EXPIRED });
  });

  test("a wrong signature is refused and audited, and failures are throttled like passwords", async () => {
    const { passkey } = await staffWithPasskey("throttled@example.com");
    const visitor = new Browser();
    const attempt = async (tamper: boolean) => {
      const options = await json(await visitor.post("/admin/login/passkey", { intent: "options" }));
      return visitor.post("/admin/login/passkey", { intent: "verify", response: JSON.stringify(passkey.authenticate(options.options as never, { tamper })) });
    };
    for (let i = 0; i < 5; i++) expect((await attempt(true)).status).toBe(401);
    const failures = await db().selectFrom("audit_log").selectAll().where("action", "=", "sign-in-failed").where("actor_email", "=", "throttled@example.com").execute();
    expect(failures).toHaveLength(5);
    expect(failures[0]!.detail).toBe("passkey: verification failed");
    const blocked = await attempt(false);
    expect(blocked.status).toBe(429);
    expect((await json(blocked)).error).toMatch(/Too many failed sign-in attempts/);
  });

  test("wrong passwords never close the passkey's door: the account's password budget spent here, a passkey still signs in", async () => {
    const { passkey } = await staffWithPasskey("passkey-door@example.com");
    // The request handler's client address (app-routes.ts): five wrong passwords from it spend its password budget...
    for (let i = 0; i < ACCOUNT_IP_ATTEMPT_LIMIT; i++) await loginThrottle().reserve({ email: "passkey-door@example.com", ip: "203.0.113.9" });
    expect((await loginThrottle().reserve({ email: "passkey-door@example.com", ip: "203.0.113.9" })).blocked).toBe(true);
    // ...and the passkey (with user verification) still signs in from there.
    const visitor = new Browser();
    const options = await json(await visitor.post("/admin/login/passkey", { intent: "options" }));
    const answer = await visitor.post("/admin/login/passkey", { intent: "verify", response: JSON.stringify(passkey.authenticate(options.options as never)) });
    expect(answer.status).toBe(200);
  });

  test("a deactivated account's passkey signs nobody in", async () => {
    const { passkey, id } = await staffWithPasskey("deactivated@example.com");
    await db().updateTable("users").set({ deactivated_at: new Date().toISOString() }).where("id", "=", id).execute();
    const visitor = new Browser();
    const options = await json(await visitor.post("/admin/login/passkey", { intent: "options" }));
    const answer = await visitor.post("/admin/login/passkey", { intent: "verify", response: JSON.stringify(passkey.authenticate(options.options as never)) });
    expect(answer.status).toBe(401);
    expect((await visitor.send(visitor.request("GET", "/admin/account"))).headers.get("Location")).toMatch(/^\/admin\/login/);
  });
});

describe("a passkey as the second factor", () => {
  /** A browser whose password was right for `id`, waiting for its second factor. */
  async function waitingFor(id: number, redirectTo = "/admin/categories") {
    const browser = new Browser();
    browser.cookie = (await beginSecondFactor(new Request(ORIGIN), id, redirectTo)).split(";")[0]!;
    return browser;
  }

  test("asks only for the waiting account's passkeys; another account's passkey is refused; its own finishes the sign-in", async () => {
    const alice = await staffWithPasskey("second-alice@example.com");
    const bob = await staffWithPasskey("second-bob@example.com");
    const browser = await waitingFor(alice.id);
    const options = await json(await browser.post("/admin/login/passkey", { intent: "options", mode: "second-factor" }));
    expect((options.options as { allowCredentials: { id: string }[] }).allowCredentials.map((credential) => credential.id)).toEqual([alice.passkey.id]);

    // Bob's (perfectly valid) passkey answers Alice's challenge: refused, nobody signed in.
    const wrong = await browser.post("/admin/login/passkey", { intent: "verify", mode: "second-factor", response: JSON.stringify(bob.passkey.authenticate(options.options as never)) });
    expect(wrong.status).toBe(403);
    expect(await json(wrong)).toEqual({ ok: false, error: PASSKEY_NOT_THIS_ACCOUNT });
    expect((await browser.send(browser.request("GET", "/admin/account"))).headers.get("Location")).toMatch(/^\/admin\/login/);
    const failed = await db().selectFrom("audit_log").selectAll().where("action", "=", "sign-in-failed").where("actor_email", "=", "second-bob@example.com").execute();
    expect(failed.map((entry) => entry.detail)).toContain("passkey: another account's passkey");

    // Alice's own passkey, on a fresh challenge: signed in, where the password step was going.
    const again = await json(await browser.post("/admin/login/passkey", { intent: "options", mode: "second-factor" }));
    const right = await browser.post("/admin/login/passkey", { intent: "verify", mode: "second-factor", response: JSON.stringify(alice.passkey.authenticate(again.options as never)) });
    expect(await json(right)).toEqual({ ok: true, redirectTo: "/admin/categories" });
    expect((await browser.send(browser.request("GET", "/admin/account"))).status).toBe(200);
    const session = await db().selectFrom("staff_sessions").selectAll().where("user_id", "=", alice.id).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(session.method).toBe("password + passkey");
  });

  test("a sign-in challenge does not serve as a second factor's, and nothing waits without a right password", async () => {
    const carol = await staffWithPasskey("second-carol@example.com");
    const browser = await waitingFor(carol.id);
    const signInOptions = await json(await browser.post("/admin/login/passkey", { intent: "options" }));
    const crossed = await browser.post("/admin/login/passkey", { intent: "verify", mode: "second-factor", response: JSON.stringify(carol.passkey.authenticate(signInOptions.options as never)) });
    expect(crossed.status).toBe(400);
    expect(await json(crossed)).toEqual({ ok: false, error: PASSKEY_EXPIRED });

    const nobody = new Browser();
    const refused = await nobody.post("/admin/login/passkey", { intent: "options", mode: "second-factor" });
    expect(refused.status).toBe(401);
    const direct = await authenticationOptions(nobody.request("POST", "/admin/login/passkey", {}), "second-factor", "198.51.100.7");
    expect(direct.ok).toBe(false);
  });
});

describe("challenges in the database, shared by every instance", () => {
  let serial = 0;
  /** A challenge no other test uses. */
  const fresh = () => `test-challenge-${Date.now()}-${++serial}`;
  const rowOf = (challenge: string) => db().selectFrom("webauthn_challenges").selectAll().where("challenge_hash", "=", challengeHash(challenge)).executeTakeFirst();
  const liveSignIns = async (now: Date) =>
    Number(
      (
        await db()
          .selectFrom("webauthn_challenges")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("purpose", "=", "sign-in")
          .where("expires_at", ">", now.toISOString())
          .executeTakeFirstOrThrow()
      ).n,
    );

  test("a row holds the hash, the purpose, the account and an expiry 5 minutes on; not the challenge", async () => {
    await signedInCookie("challenge-row@example.com");
    const carl = await userId("challenge-row@example.com");
    const challenge = fresh();
    const now = new Date("2026-11-26T10:00:00.000Z");
    expect(await saveChallenge(challenge, "register", carl, now)).toEqual({ ok: true });
    const row = await rowOf(challenge);
    expect(row).toEqual({ challenge_hash: challengeHash(challenge), purpose: "register", user_id: carl, expires_at: "2026-11-26T10:05:00.000Z" });
    expect(row!.challenge_hash).toHaveLength(43);
    expect(JSON.stringify(row)).not.toContain(challenge);
  });

  test("issued, then taken twice: only the first take has it; two takes at once: exactly one", async () => {
    const challenge = fresh();
    await saveChallenge(challenge, "sign-in", null);
    expect(await takeStoredChallenge(challenge)).toEqual({ purpose: "sign-in", userId: null });
    expect(await takeStoredChallenge(challenge)).toBeNull();
    expect(await rowOf(challenge)).toBeUndefined();

    // Two instances racing with the same challenge (on PostgreSQL, two pool connections at once).
    for (let round = 0; round < 5; round++) {
      const raced = fresh();
      await saveChallenge(raced, "sign-in", null);
      const takes = await Promise.all([takeStoredChallenge(raced), takeStoredChallenge(raced), takeStoredChallenge(raced)]);
      expect(takes.filter(Boolean), `round ${round}`).toHaveLength(1);
    }
    expect(await takeStoredChallenge(fresh())).toBeNull();
  });

  test("an expired challenge is refused (a later now), and used up by the attempt", async () => {
    const challenge = fresh();
    const issued = new Date();
    await saveChallenge(challenge, "sign-in", null, issued);
    expect(await takeStoredChallenge(challenge, new Date(issued.getTime() + CHALLENGE_TTL_MS))).toBeNull();
    expect(await rowOf(challenge)).toBeUndefined();

    const inTime = fresh();
    await saveChallenge(inTime, "sign-in", null, issued);
    expect(await takeStoredChallenge(inTime, new Date(issued.getTime() + CHALLENGE_TTL_MS - 1))).toEqual({ purpose: "sign-in", userId: null });
  });

  test("the cookie alone is not enough: a challenge whose row is gone (taken on another instance) is refused", async () => {
    const { passkey } = await staffWithPasskey("taken-elsewhere@example.com");
    const visitor = new Browser();
    const options = await json(await visitor.post("/admin/login/passkey", { intent: "options" }));
    const challenge = (options.options as { challenge: string }).challenge;
    expect(await rowOf(challenge)).toMatchObject({ purpose: "sign-in", user_id: null });
    expect(await takeStoredChallenge(challenge)).not.toBeNull();
    const answer = await visitor.post("/admin/login/passkey", { intent: "verify", response: JSON.stringify(passkey.authenticate(options.options as never)) });
    expect(answer.status).toBe(400);
    expect(await json(answer)).toEqual({ ok: false, error: PASSKEY_EXPIRED });
  });

  test("an account has one registration challenge at a time: a new one replaces it", async () => {
    const browser = new Browser(await signedInCookie("one-at-a-time@example.com"));
    const id = await userId("one-at-a-time@example.com");
    const first = await json(await browser.post("/admin/account/passkeys", { intent: "options", password: ADMIN_PASSWORD }));
    const firstCookie = browser.cookie;
    const second = await json(await browser.post("/admin/account/passkeys", { intent: "options", password: ADMIN_PASSWORD }));
    const rows = await db().selectFrom("webauthn_challenges").selectAll().where("user_id", "=", id).execute();
    expect(rows.map((row) => row.challenge_hash)).toEqual([challengeHash((second.options as { challenge: string }).challenge)]);

    // The first ceremony's cookie no longer works; the second's does.
    const stale = new Browser(firstCookie);
    const refused = await stale.post("/admin/account/passkeys", { intent: "verify", name: "Old", response: JSON.stringify(new SoftPasskey(ORIGIN).register(first.options as never)) });
    expect(await json(refused)).toEqual({ ok: false, error: PASSKEY_EXPIRED });
    const saved = await browser.post("/admin/account/passkeys", { intent: "verify", name: "New", response: JSON.stringify(new SoftPasskey(ORIGIN).register(second.options as never)) });
    expect(await json(saved)).toMatchObject({ ok: true, name: "New" });
  });

  test("expired rows go at the next issue and with db:purge; live ones stay", async () => {
    const issued = new Date();
    const old = fresh();
    await saveChallenge(old, "sign-in", null, issued);
    const later = new Date(issued.getTime() + CHALLENGE_TTL_MS);
    await saveChallenge(fresh(), "sign-in", null, later);
    expect(await rowOf(old)).toBeUndefined();

    const kept = fresh();
    await saveChallenge(kept, "sign-in", null, later);
    expect(await purgeExpiredChallenges(new Date(later.getTime() + CHALLENGE_TTL_MS - 1))).toBe(0);
    expect(await rowOf(kept)).toBeDefined();
    expect(await purgeExpiredChallenges(new Date(later.getTime() + CHALLENGE_TTL_MS))).toBeGreaterThanOrEqual(2);
    expect(await rowOf(kept)).toBeUndefined();
  });

  test("a flood of sign-in challenges is bounded: a cap over all clients, then room again as they expire", async () => {
    const now = new Date();
    const cap = (await liveSignIns(now)) + 3;
    for (let i = 0; i < 3; i++) expect(await saveChallenge(fresh(), "sign-in", null, now, { maxSignIn: cap })).toEqual({ ok: true });
    const refused = await saveChallenge(fresh(), "sign-in", null, now, { maxSignIn: cap });
    expect(refused).toMatchObject({ ok: false });
    expect(refused.ok ? 0 : refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.ok ? 0 : refused.retryAfterSeconds).toBeLessThanOrEqual(CHALLENGE_TTL_MS / 1000);
    expect(await liveSignIns(now)).toBe(cap);
    // An account's own ceremonies (after a right password) are not held up by the flood.
    await signedInCookie("flood-owner@example.com");
    const owner = await userId("flood-owner@example.com");
    expect(await saveChallenge(fresh(), "second-factor", owner, now, { maxSignIn: cap })).toEqual({ ok: true });
    // Five minutes on, the flood has expired: room again, and the expired rows are gone.
    const later = new Date(now.getTime() + CHALLENGE_TTL_MS);
    expect(await saveChallenge(fresh(), "sign-in", null, later, { maxSignIn: cap })).toEqual({ ok: true });
    expect(await liveSignIns(now)).toBe(1);
  });

  test("one client gets a limited number of sign-in challenges (RATE_LIMIT on): 429 with a wait, other clients unaffected", async () => {
    config().rateLimit = true;
    try {
      const ip = `198.51.100.${100 + (Date.now() % 100)}`;
      const ask = (from: string) => authenticationOptions(new Request(new URL("/admin/login/passkey", ORIGIN), { method: "POST" }), "sign-in", from);
      for (let i = 0; i < SIGN_IN_CHALLENGES_PER_CLIENT.points; i++) expect((await ask(ip)).ok, `request ${i + 1}`).toBe(true);
      const limited = await ask(ip);
      expect(limited).toMatchObject({ ok: false, status: 429, error: expect.stringMatching(/^Too many passkey requests from your connection\. Please wait \d+ minutes?, or use your email and password\.$/) });
      expect(limited.ok ? 0 : limited.retryAfterSeconds).toBeGreaterThan(0);
      expect((await ask("192.0.2.200")).ok).toBe(true);
    } finally {
      config().rateLimit = false;
    }
  });

  test("with the cap reached, the sign-in endpoint answers 429 with Retry-After and points to the password", async () => {
    const now = new Date();
    const expires_at = new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString();
    const room = MAX_OUTSTANDING_SIGN_IN - (await liveSignIns(now));
    const flood = Array.from({ length: room }, (_, i) => ({ challenge_hash: `flood-${i}`, purpose: "sign-in" as const, expires_at }));
    for (let i = 0; i < flood.length; i += 1000) await db().insertInto("webauthn_challenges").values(flood.slice(i, i + 1000)).execute();
    try {
      const refused = await new Browser().post("/admin/login/passkey", { intent: "options" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await json(refused)).toEqual({ ok: false, error: PASSKEY_BUSY });
      expect(await liveSignIns(now)).toBe(MAX_OUTSTANDING_SIGN_IN);
    } finally {
      await db().deleteFrom("webauthn_challenges").where("challenge_hash", "like", "flood-%").execute();
    }
    expect((await new Browser().post("/admin/login/passkey", { intent: "options" })).status).toBe(200);
  });
});

describe("renaming and removing", () => {
  test("rename keeps to the account's own passkeys and explains an empty name", async () => {
    const dave = await staffWithPasskey("rename-dave@example.com");
    const erin = await staffWithPasskey("rename-erin@example.com");
    const erinKey = await db().selectFrom("passkeys").select("id").where("user_id", "=", erin.id).executeTakeFirstOrThrow();
    const daveKey = await db().selectFrom("passkeys").select("id").where("user_id", "=", dave.id).executeTakeFirstOrThrow();

    const renamed = await dave.browser.post("/admin/account", { intent: "passkey-rename", id: String(daveKey.id), name: "  Work phone  " });
    expect(renamed.status).toBe(302);
    expect((await db().selectFrom("passkeys").select("name").where("id", "=", daveKey.id).executeTakeFirstOrThrow()).name).toBe("Work phone");

    const empty = await dave.browser.post("/admin/account", { intent: "passkey-rename", id: String(daveKey.id), name: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Give the passkey a name.");

    const others = await dave.browser.post("/admin/account", { intent: "passkey-rename", id: String(erinKey.id), name: "Mine now" });
    expect(others.status).toBe(404);
    expect((await db().selectFrom("passkeys").select("name").where("id", "=", erinKey.id).executeTakeFirstOrThrow()).name).toBe("Key of rename-erin@example.com");
  });

  test("remove: a confirmation page first, only the account's own passkey, audited", async () => {
    const frank = await staffWithPasskey("remove-frank@example.com");
    const grace = await staffWithPasskey("remove-grace@example.com");
    const frankKey = await db().selectFrom("passkeys").select("id").where("user_id", "=", frank.id).executeTakeFirstOrThrow();
    const graceKey = await db().selectFrom("passkeys").select("id").where("user_id", "=", grace.id).executeTakeFirstOrThrow();

    const confirm = await frank.browser.send(frank.browser.request("GET", `/admin/account/passkeys/${frankKey.id}/remove`));
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain("Remove this passkey?");
    expect((await frank.browser.send(frank.browser.request("GET", `/admin/account/passkeys/${graceKey.id}/remove`))).status).toBe(404);

    await frank.browser.post(`/admin/account/passkeys/${graceKey.id}/remove`, {});
    expect(await db().selectFrom("passkeys").select("id").where("id", "=", graceKey.id).executeTakeFirst()).toBeDefined();

    const removed = await frank.browser.post(`/admin/account/passkeys/${frankKey.id}/remove`, {});
    expect(removed.status).toBe(302);
    expect(removed.headers.get("Location")).toBe("/admin/account");
    expect(await db().selectFrom("passkeys").select("id").where("id", "=", frankKey.id).executeTakeFirst()).toBeUndefined();
    expect(await auditOf("passkey-remove", "remove-frank@example.com")).toHaveLength(1);
  });
});
