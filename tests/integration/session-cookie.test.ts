/**
 * The staff session cookie: `__Host-session` and Secure whenever SITE_URL is
 * https (in any NODE_ENV), the plain `__session` on http; Path=/, no Domain,
 * HttpOnly, SameSite=Lax. Through the real start command: the cookie a
 * sign-in sets is the one every reader takes (the admin guard, the page
 * cache), and the other name is not.
 */
import { describe, expect, test } from "vitest";
import { carriesSessionCookie, sessionCookie } from "~/server/infra/session.server";
import { type RawAnswer, send, startServer, waitForListening } from "./server-process-helpers";


const ADMIN = { email: "cookie-test@example.com", password: "cookie-test-password-1" };

describe("the session cookie's name and flags", () => {
  test("https: __Host- and Secure, also outside production; http: the plain name, Secure only in production", () => {
    expect(sessionCookie({ production: false, siteUrl: "https://care.example" })).toEqual({ name: "__Host-session", secure: true });
    expect(sessionCookie({ production: true, siteUrl: "https://care.example" })).toEqual({ name: "__Host-session", secure: true });
    expect(sessionCookie({ production: false, siteUrl: "http://localhost:3000" })).toEqual({ name: "__session", secure: false });
    expect(sessionCookie({ production: true, siteUrl: "http://127.0.0.1:3000" })).toEqual({ name: "__session", secure: true });
  });

  test("a Cookie header carries the session cookie only under its exact name", () => {
    expect(carriesSessionCookie("__session=abc", "__session")).toBe(true);
    expect(carriesSessionCookie("theme=dark; __session=abc", "__session")).toBe(true);
    expect(carriesSessionCookie("theme=dark;__Host-session=abc", "__Host-session")).toBe(true);
    expect(carriesSessionCookie("x__session=abc", "__session")).toBe(false);
    expect(carriesSessionCookie("__session=abc", "__Host-session")).toBe(false);
    expect(carriesSessionCookie("note=__session=abc", "__session")).toBe(false);
    expect(carriesSessionCookie(undefined, "__session")).toBe(false);
  });
});

async function signIn(port: number): Promise<RawAnswer> {
  return send(port, "POST", "/admin/login", {
    headers: {
      Host: `127.0.0.1:${port}`,
      Origin: `http://127.0.0.1:${port}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, redirectTo: "/admin" }).toString(),
  });
}

const setCookieOf = (answer: RawAnswer) => String(answer.headers["set-cookie"]?.[0] ?? "");

/** The real server with these settings (and the admin account), and the Set-Cookie of the admin's sign-in. */
async function signedInThrough(env: Record<string, string>) {
  const server = startServer({
    PORT: "0",
    NODE_ENV: "development",
    SESSION_SECRET: "session-cookie-secret-0123456789",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT: "off",
    ...env,
  });
  const port = await waitForListening(server);
  const login = await signIn(port);
  expect(login.status).toBe(302);
  return { server, port, setCookie: setCookieOf(login) };
}

describe("through the real server", () => {
  test("SITE_URL https outside production: sign-in sets __Host-session, Secure, Path=/, no Domain; only that name is read", async () => {
    const { server, port, setCookie } = await signedInThrough({ SITE_URL: "https://care.example" });
    try {
      expect(setCookie).toMatch(/^__Host-session=[^;]+;/);
      const attributes = setCookie.split(";").slice(1).map((part) => part.trim().toLowerCase());
      expect(attributes).toContain("path=/");
      expect(attributes).toContain("secure");
      expect(attributes).toContain("httponly");
      expect(attributes).toContain("samesite=lax");
      expect(attributes.some((attribute) => attribute.startsWith("domain="))).toBe(false);

      const value = setCookie.split(";")[0]!.slice("__Host-session=".length);
      const host = { Host: `127.0.0.1:${port}` };
      const signedIn = await send(port, "GET", "/admin", { headers: { ...host, Cookie: `__Host-session=${value}` } });
      expect(signedIn.status).toBe(200);
      // The same value under the plain name is not the session.
      const plain = await send(port, "GET", "/admin", { headers: { ...host, Cookie: `__session=${value}` } });
      expect(plain.status).toBe(302);
      expect(plain.headers.location).toMatch(/^\/admin\/login/);

      // The page cache knows the name too: a kept page is not served to the session.
      for (let i = 0; i < 50; i++) {
        if ((await send(port, "GET", "/careers", { headers: host })).headers["x-cache"] === "hit") break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await send(port, "GET", "/careers", { headers: host })).headers["x-cache"]).toBe("hit");
      const withSession = await send(port, "GET", "/careers", { headers: { ...host, Cookie: `__Host-session=${value}` } });
      expect(withSession.headers["x-cache"]).toBeUndefined();
      expect(withSession.headers["cache-control"]).toBe("private, no-cache");
    } finally {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  }, 60_000);

  test("http://localhost in development: the plain name, not Secure", async () => {
    const { server, setCookie } = await signedInThrough({});
    try {
      expect(setCookie).toMatch(/^__session=[^;]+;/);
      expect(setCookie.toLowerCase()).not.toContain("secure");
      expect(setCookie.toLowerCase()).toContain("path=/");
    } finally {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  }, 60_000);
});
