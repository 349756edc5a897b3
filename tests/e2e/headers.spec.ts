import { createHash } from "node:crypto";
import { expect, ONCE, test } from "./support/test";

test.describe("security headers", () => {
  test("public pages: an enforced CSP naming each inline script by its hash, no per-response secret (a kept page is the same for everyone)", ONCE, async ({ page, request }) => {
    const first = await request.get("/");
    const second = await request.get("/");
    const csp = first.headers()["content-security-policy"];
    expect(csp).toBeTruthy();
    expect(first.headers()["content-security-policy-report-only"]).toBeUndefined();
    expect(second.headers()["content-security-policy"]).toBe(csp);
    const scriptSrc = /script-src ([^;]+)/.exec(csp!)?.[1] ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/frame-src https:\/\/booking\.example\.com https:\/\/intake\.example\.com(;|$)/);

    // Every inline script the browser would run is allowed by its hash; the others load from our origin.
    const html = await first.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    for (const src of [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!)) expect(src).toMatch(/^\/assets\//);

    // And the browser runs the page without CSP violations.
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });

  test("staff pages (run by React): a fresh nonce on every response and every script", ONCE, async ({ request }) => {
    const first = await request.get("/admin/login");
    const second = await request.get("/admin/login");
    const csp = first.headers()["content-security-policy"]!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers()["content-security-policy"]).not.toContain(nonce);
    expect(/script-src ([^;]+)/.exec(csp)?.[1]).not.toContain("unsafe-inline");
    const scripts = [...(await first.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test("baseline headers, HSTS in production, and long-lived caching of hashed assets", ONCE, async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(["gzip", "br"]).toContain(headers["content-encoding"]);
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(await response.text())?.[1];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(asset!);
    expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(assetResponse.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("a cross-origin form post is refused, a same-origin one is not", ONCE, async ({ request }) => {
    const foreign = await request.post("/no-such-page", {
      headers: { Origin: "https://attacker.example" },
      form: { name: "x" },
    });
    expect(foreign.status()).toBe(403);
    const ownOrigin = new URL(test.info().project.use.baseURL!).origin;
    const own = await request.post("/no-such-page", { headers: { Origin: ownOrigin }, form: { name: "x" } });
    expect(own.status()).toBe(404);
    const foreignReferer = await request.post("/no-such-page", {
      headers: { Referer: "https://attacker.example/page" },
      form: { name: "x" },
    });
    expect(foreignReferer.status()).toBe(403);
  });

  test("/healthz reports the database", ONCE, async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
