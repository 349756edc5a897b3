import { expect, test } from "@playwright/test";

test.describe("security headers", () => {
  test("HTML responses carry an enforced CSP with a fresh nonce on every script", async ({ page, request }) => {
    const first = await request.get("/");
    const second = await request.get("/");
    const csp = first.headers()["content-security-policy"];
    expect(csp).toBeTruthy();
    expect(first.headers()["content-security-policy-report-only"]).toBeUndefined();
    const nonce = /'nonce-([^']+)'/.exec(csp!)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers()["content-security-policy"]).not.toContain(nonce);
    const scriptSrc = /script-src ([^;]+)/.exec(csp!)?.[1] ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/frame-src https:\/\/booking\.example\.com https:\/\/intake\.example\.com(;|$)/);

    // Every <script> in the document carries the nonce of its response.
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    // And the browser runs the page without CSP violations.
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });

  test("baseline headers, HSTS in production, and long-lived caching of hashed assets", async ({ request }) => {
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

  test("a cross-origin form post is refused, a same-origin one is not", async ({ request }) => {
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

  test("/healthz reports the database", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
