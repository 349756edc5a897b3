/**
 * A page whose address carries a secret (a newsletter link's token, an invitation, a password
 * reset, a preview, a signed link) loads no third-party analytics script and sends no
 * referrer, so the secret reaches no one else; rendered through React Router's request
 * handler over the real routes, with an analytics script configured.
 */
import { beforeAll, describe, expect, test, vi } from "vitest";
import { db } from "~/server/infra/db.server";
import { SECRET_ROUTES } from "~/server/infra/request-path.server";
import { requestHandler } from "./app-routes";
import { clearTables, getRequest } from "./helpers";

// Configured before the app's modules read the configuration (once, on first use).
const ANALYTICS_SCRIPT = vi.hoisted(() => {
  process.env.ANALYTICS_SCRIPT_URL = "https://stats.example/script.js";
  return "https://stats.example/script.js";
});

const TOKEN = "u".repeat(43);
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  await clearTables();
  const at = new Date().toISOString();
  await db()
    .insertInto("subscribers")
    .values({ email: "ada@example.com", consent_text: "c", consented_at: at, confirm_token: TOKEN, unsubscribe_token: TOKEN, created_at: at })
    .execute();
  handle = await requestHandler();
});

async function page(path: string) {
  const response = await handle(getRequest(path));
  return { status: response.status, type: response.headers.get("Content-Type") ?? "", html: await response.text() };
}

describe("secrets in a page's address", () => {
  test("no page whose address carries a secret loads the analytics script or sends a referrer; other pages load it", async () => {
    const secretPaths = [
      // Each route whose parameter is a secret, with a made-up one (the address is what leaks, valid or not).
      ...SECRET_ROUTES.map((route) => route.replace(/:[a-z]+/, TOKEN)),
      `/newsletter/unsubscribe/${TOKEN}`,
      `/newsletter/confirm?token=${TOKEN}`,
      `/newsletter/unsubscribe?token=${TOKEN}`,
      `/Newsletter/Confirm/?utm_source=mail&TOKEN=${TOKEN}`,
      `/blog?sig=${TOKEN}`,
    ];
    let pages = 0;
    for (const path of secretPaths) {
      const answer = await page(path);
      if (!answer.type.startsWith("text/html")) continue;
      pages++;
      expect(answer.html, path).not.toContain(ANALYTICS_SCRIPT);
      expect(answer.html, path).toContain('<meta name="referrer" content="strict-origin"/>');
    }
    // The invitation, the password reset, the preview, the unsubscribe pages and the confirmation at least.
    expect(pages).toBeGreaterThanOrEqual(8);
    for (const path of ["/newsletter", "/job", "/blog?page=2", "/newsletter/confirm"]) {
      const answer = await page(path);
      expect(answer.html, path).toContain(`src="${ANALYTICS_SCRIPT}"`);
      expect(answer.html, path).not.toContain('name="referrer"');
    }
  });

  test("no staff page loads the analytics script: the sign-in page, the forgot-password page", async () => {
    for (const path of ["/admin/login", "/admin/forgot-password", "/Admin/Login/"]) {
      const answer = await page(path);
      expect(answer.status, path).toBe(200);
      expect(answer.html, path).not.toContain(ANALYTICS_SCRIPT);
    }
  });
});
