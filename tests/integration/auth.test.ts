/**
 * Sign-in (remix-auth + remix-auth-form), throttling, sessions and logout,
 * through the routes' loaders and actions.
 */
import { beforeAll, describe, expect, test, vi } from "vitest";
import * as login from "~/routes/admin/sign-in/login";
import * as logout from "~/routes/admin/sign-in/logout";
import { firstFieldErrors, formError, type SubmissionErrors } from "~/lib/field-errors";
import { getAdmin } from "~/server/auth/auth.server";
import { ADMIN_FORM_STRATEGY, authenticator, InvalidCredentialsError } from "~/server/auth/auth-strategy.server";
import { ACCOUNT_IP_ATTEMPT_LIMIT, ACCOUNT_SLOW_AFTER, createLoginThrottle, IP_ATTEMPT_LIMIT, loginThrottle, slowDelaySeconds } from "~/server/auth/login-throttle.server";
import { db } from "~/server/infra/db.server";
import { ADMIN_PASSWORD, dataOf, get, post, run, signedInCookie, type RouteModule } from "./admin-helpers";
import { clearTables, ORIGIN } from "./helpers";

const loginRoute = login as unknown as RouteModule;
const logoutRoute = logout as unknown as RouteModule;
/** conform's submission result, as the sign-in action answers it. */
type LoginData = { error?: SubmissionErrors; initialValue?: Record<string, unknown> };

let unique = 0;
function freshEmail() {
  return `admin-${process.pid}-${++unique}@example.com`;
}

async function signInAttempt(fields: Record<string, string>, ip = "203.0.113.9", cookie?: string) {
  return run(loginRoute.action, post("/admin/login", fields, cookie), {}, { clientIp: ip });
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

// scrypt at full strength costs ~0.3 s per attempt: give the long tests room.
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  await clearTables();
});

describe("sign-in", () => {
  test("the right email and password: a session, then /admin", async () => {
    const email = freshEmail();
    await signedInCookie(email);
    const outcome = await signInAttempt({ email: email.toUpperCase(), password: ADMIN_PASSWORD });
    expect(outcome.kind).toBe("response");
    if (outcome.kind !== "response") return;
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/admin");
    const cookie = cookieOf(outcome.response);
    expect(outcome.response.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);
    expect(outcome.response.headers.get("Set-Cookie")).toMatch(/SameSite=Lax/i);
    expect((await getAdmin(get("/admin", cookie)))?.email).toBe(email);
  });

  test("a fresh session on sign-in: nothing of the browser's previous session is kept", async () => {
    const previousAdmin = await signedInCookie(freshEmail());
    const email = freshEmail();
    await signedInCookie(email);
    const outcome = await signInAttempt({ email, password: ADMIN_PASSWORD }, "203.0.113.9", previousAdmin);
    if (outcome.kind !== "response") throw new Error("expected a redirect");
    const newCookie = cookieOf(outcome.response);
    expect(newCookie).toMatch(/^__session=/);
    expect(newCookie).not.toBe(previousAdmin);
    expect((await getAdmin(get("/admin", newCookie)))?.email).toBe(email);
  });

  test("goes back to the admin page that sent the visitor, never to another site", async () => {
    const email = freshEmail();
    await signedInCookie(email);
    const cases: [string, string][] = [
      ["/admin/edit/3", "/admin/edit/3"],
      ["//evil.example/x", "/admin"],
      ["https://evil.example/", "/admin"],
      ["/\\evil.example", "/admin"],
      ["/\t/evil.example", "/admin"],
    ];
    for (const [redirectTo, expected] of cases) {
      const outcome = await signInAttempt({ email, password: ADMIN_PASSWORD, redirectTo });
      expect(outcome.kind === "response" ? outcome.location : null, redirectTo).toBe(expected);
    }
  });

  test("a wrong password and an unknown email get the same answer", async () => {
    const email = freshEmail();
    await signedInCookie(email);
    const wrong = await signInAttempt({ email, password: "not-the-password" });
    const unknown = await signInAttempt({ email: freshEmail(), password: ADMIN_PASSWORD });
    for (const outcome of [wrong, unknown]) {
      expect(outcome.status).toBe(401);
      expect(formError(dataOf<LoginData>(outcome).error)).toBe("Invalid email or password");
    }
    expect(dataOf<LoginData>(wrong).initialValue).toMatchObject({ email });
    // The password typed never comes back.
    expect(dataOf<LoginData>(wrong).initialValue).not.toHaveProperty("password");
  });

  test("blank fields are pointed out next to the fields", async () => {
    const outcome = await signInAttempt({ email: " ", password: "" });
    expect(outcome.status).toBe(400);
    expect(firstFieldErrors(dataOf<LoginData>(outcome).error)).toEqual({ email: "Enter your email.", password: "Enter your password." });
  });

  test("the strategy is remix-auth-form's, and refuses bad credentials by throwing", async () => {
    const request = new Request(new URL("/admin/login", ORIGIN), {
      method: "POST",
      body: new URLSearchParams({ email: freshEmail(), password: "x" }),
    });
    await expect(authenticator.authenticate(ADMIN_FORM_STRATEGY, request)).rejects.toBeInstanceOf(InvalidCredentialsError);
  });

  test("more than one admin can sign in", async () => {
    const first = freshEmail();
    const second = freshEmail();
    await signedInCookie(first);
    await signedInCookie(second);
    for (const email of [first, second]) {
      const outcome = await signInAttempt({ email, password: ADMIN_PASSWORD });
      expect(outcome.kind === "response" ? outcome.location : null).toBe("/admin");
    }
  });

  test("a signed-in admin who opens the sign-in page goes straight on", async () => {
    const cookie = await signedInCookie(freshEmail());
    const outcome = await run(loginRoute.loader, get("/admin/login?redirectTo=%2Fadmin%2Fcategories", cookie));
    expect(outcome.kind === "response" ? outcome.location : null).toBe("/admin/categories");
    const anonymous = await run(loginRoute.loader, get("/admin/login?redirectTo=%2Fadmin%2Fnew"));
    expect(dataOf<{ redirectTo: string }>(anonymous).redirectTo).toBe("/admin/new");
  });
});

describe("throttling", () => {
  test(`after ${ACCOUNT_IP_ATTEMPT_LIMIT} failures from one address an account is refused there with 429, even with the right password`, async () => {
    const email = freshEmail();
    await signedInCookie(email);
    for (let i = 0; i < ACCOUNT_IP_ATTEMPT_LIMIT; i++) {
      const outcome = await signInAttempt({ email, password: `wrong-${i}` }, "198.51.100.7");
      expect(outcome.status).toBe(401);
    }
    const blocked = await signInAttempt({ email, password: ADMIN_PASSWORD }, "198.51.100.7");
    expect(blocked.status).toBe(429);
    expect(formError(dataOf<LoginData>(blocked).error)).toMatch(/^Too many failed sign-in attempts\. Please wait 15 minutes and try again\.$/);
    expect(blocked.kind === "data" ? Number(blocked.headers.get("Retry-After")) : 0).toBeGreaterThan(800);

    // Someone guessing from elsewhere does not lock the real admin out.
    const ok = await signInAttempt({ email, password: ADMIN_PASSWORD }, "203.0.113.50");
    expect(ok.kind === "response" ? ok.location : null).toBe("/admin");
  });

  test("no lockout from outside: 50 failures from one address, then the right password from another signs in; each refusal audited, one email", async () => {
    const email = freshEmail();
    await signedInCookie(email);
    const attacker = "198.51.100.66";
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await signInAttempt({ email, password: `guess-${i}` }, attacker)).status);
    // Only the first five were even checked; the other 45 were refused by the address's own limit.
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_IP_ATTEMPT_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - ACCOUNT_IP_ATTEMPT_LIMIT);

    const owner = await signInAttempt({ email, password: ADMIN_PASSWORD }, "203.0.113.77");
    expect(owner.kind === "response" ? owner.location : owner.status).toBe("/admin");

    const refused = await db().selectFrom("audit_log").selectAll().where("action", "=", "sign-in-throttled").where("actor_email", "=", email).execute();
    expect(refused).toHaveLength(50 - ACCOUNT_IP_ATTEMPT_LIMIT);
    expect(refused.every((row) => row.ip === attacker && row.actor_id === null)).toBe(true);
    const notices = await db().selectFrom("staff_mail").select("subject").where("to_address", "=", email).execute();
    expect(notices.map((n) => n.subject)).toEqual(["Someone is trying to sign in to your account"]);
  }, 120_000);

  test(`past ${ACCOUNT_SLOW_AFTER} failures from many addresses the account slows down, and the right password from a new address still signs in`, async () => {
    const email = freshEmail();
    await signedInCookie(email);
    const addresses = Array.from({ length: ACCOUNT_SLOW_AFTER + 5 }, (_, i) => `198.18.${Math.floor(i / 200)}.${i % 200}`);
    // The first few through the form; the rest spend the same process-wide budget directly (a password hash each would take a minute).
    for (const address of addresses.slice(0, 3)) expect((await signInAttempt({ email, password: "wrong" }, address)).status).toBe(401);
    for (const address of addresses.slice(3)) expect((await loginThrottle().reserve({ email, ip: address })).blocked).toBe(false);
    // An address that already failed here now waits the account's delay (seconds, not the 15 minutes of a lock).
    const again = await signInAttempt({ email, password: "wrong" }, addresses[addresses.length - 1]!);
    expect(again.status).toBe(429);
    const wait = Number(again.kind === "data" ? again.headers.get("Retry-After") : 0);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(slowDelaySeconds(5));
    // A new address is never made to wait for the account: the right password signs in.
    const fine = await signInAttempt({ email, password: ADMIN_PASSWORD }, "203.0.113.99");
    expect(fine.kind === "response" ? fine.location : fine.status).toBe("/admin");
  }, 60_000);

  test("the account's delay grows with the failures and never passes a minute", () => {
    expect(slowDelaySeconds(1)).toBe(1);
    expect(slowDelaySeconds(5)).toBe(2);
    expect(slowDelaySeconds(10)).toBe(4);
    expect(slowDelaySeconds(1000)).toBe(60);
  });

  test("a burst of parallel attempts cannot slip past the limit while passwords are checked", async () => {
    const email = freshEmail();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => signInAttempt({ email, password: "wrong" }, "198.51.100.200")),
    );
    const statuses = outcomes.map((o) => o.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(ACCOUNT_IP_ATTEMPT_LIMIT);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20 - ACCOUNT_IP_ATTEMPT_LIMIT);
    expect(statuses.every((s) => s === 401 || s === 429 || s === 503)).toBe(true);
  }, 60_000);

  test("unknown emails are throttled the same way (no hint about which exist)", async () => {
    const email = freshEmail();
    for (let i = 0; i < ACCOUNT_IP_ATTEMPT_LIMIT; i++) await signInAttempt({ email, password: "x" });
    expect((await signInAttempt({ email, password: "x" })).status).toBe(429);
  });

  test("a successful sign-in clears the account's failures", async () => {
    const email = freshEmail();
    await signedInCookie(email);
    for (let i = 0; i < ACCOUNT_IP_ATTEMPT_LIMIT - 1; i++) await signInAttempt({ email, password: "wrong" });
    expect((await signInAttempt({ email, password: ADMIN_PASSWORD })).status).toBe(302);
    for (let i = 0; i < ACCOUNT_IP_ATTEMPT_LIMIT - 1; i++) await signInAttempt({ email, password: "wrong" });
    expect((await signInAttempt({ email, password: ADMIN_PASSWORD })).status).toBe(302);
  });

  test(`per IP: ${IP_ATTEMPT_LIMIT} attempts from one address block it, whatever the email`, async () => {
    // The process-wide throttle follows RATE_LIMIT (off in tests); this is the same throttle with it on.
    const throttle = createLoginThrottle({ perIp: true });
    for (let i = 0; i < IP_ATTEMPT_LIMIT; i++) {
      expect((await throttle.reserve({ email: `u${i}@example.com`, ip: "192.0.2.1" })).blocked).toBe(false);
    }
    expect((await throttle.reserve({ email: "someone-else@example.com", ip: "192.0.2.1" })).blocked).toBe(true);
    expect((await throttle.reserve({ email: "someone-else@example.com", ip: "192.0.2.2" })).blocked).toBe(false);
    // An unknown address is never lumped together with everyone else's.
    for (let i = 0; i < IP_ATTEMPT_LIMIT + 2; i++) await throttle.reserve({ email: `v${i}@example.com`, ip: "unknown" });
    expect((await throttle.reserve({ email: "new@example.com", ip: "unknown" })).blocked).toBe(false);
  });
});

describe("logout", () => {
  test("POST ends the session and goes to the sign-in page", async () => {
    const cookie = await signedInCookie(freshEmail());
    const outcome = await run(logoutRoute.action, post("/admin/logout", {}, cookie));
    if (outcome.kind !== "response") throw new Error("expected a redirect");
    expect(outcome.location).toBe("/admin/login");
    const setCookie = outcome.response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^__session=;/);
    expect(setCookie).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await getAdmin(get("/admin", cookieOf(outcome.response)))).toBeNull();
    // A copy of the cookie taken before the sign-out no longer works either: the session ended on the server.
    expect(await getAdmin(get("/admin", cookie))).toBeNull();
  });

  test("GET does not sign out", async () => {
    const cookie = await signedInCookie(freshEmail());
    const outcome = await run(logoutRoute.loader, get("/admin/logout", cookie));
    if (outcome.kind !== "response") throw new Error("expected a redirect");
    expect(outcome.location).toBe("/admin");
    expect(outcome.response.headers.get("Set-Cookie")).toBeNull();
    expect(await getAdmin(get("/admin", cookie))).not.toBeNull();
  });
});
