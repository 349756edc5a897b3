/**
 * A newsletter's unsubscribe link (/newsletter/unsubscribe/<token>): its page
 * changes nothing on GET and unsubscribes with its one button; a mail
 * client's RFC 8058 one-click POST (no cookie, any Origin, or none)
 * unsubscribes at once and gets a plain-text answer, no page. Through React
 * Router's own request handler, so its action-origin check runs too.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/server/infra/db.server";
import { requestHandler } from "./app-routes";
import { clearTables, ORIGIN } from "./helpers";

let handle: (request: Request) => Promise<Response>;
const TOKEN = "Zk3_q9XbT-4mWc2LrP8sYh1uVn6oEa0dQ1w2";

beforeAll(async () => {
  handle = await requestHandler();
}, 120_000);

beforeEach(async () => {
  await clearTables();
  const at = new Date().toISOString();
  await db()
    .insertInto("subscribers")
    .values({ email: "ada@example.com", consent_text: "c", consented_at: at, confirm_token: "c1", unsubscribe_token: TOKEN, confirmed_at: at, created_at: at })
    .execute();
});

const unsubscribedAt = async () => (await db().selectFrom("subscribers").select("unsubscribed_at").executeTakeFirstOrThrow()).unsubscribed_at;

function oneClick(token: string, headers: Record<string, string> = {}, contentType = "application/x-www-form-urlencoded") {
  const body =
    contentType === "multipart/form-data"
      ? (() => {
          const form = new FormData();
          form.set("List-Unsubscribe", "One-Click");
          return form;
        })()
      : "List-Unsubscribe=One-Click";
  return new Request(new URL(`/newsletter/unsubscribe/${token}/one-click`, ORIGIN), {
    method: "POST",
    headers: contentType === "multipart/form-data" ? headers : { "Content-Type": contentType, ...headers },
    body,
  });
}

describe("newsletter unsubscribe link", () => {
  it("the page changes nothing on GET; its button unsubscribes", async () => {
    const page = await handle(new Request(new URL(`/newsletter/unsubscribe/${TOKEN}`, ORIGIN)));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("a***@example.com");
    expect(html).toMatch(/<form [^>]*method="post"/);
    expect(page.headers.get("Cache-Control")).toContain("no-store");
    expect(await unsubscribedAt()).toBeNull();

    const pressed = await handle(
      new Request(new URL(`/newsletter/unsubscribe/${TOKEN}`, ORIGIN), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
        body: new URLSearchParams({ token: TOKEN }),
      }),
    );
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain("is unsubscribed");
    expect(await unsubscribedAt()).not.toBeNull();
  });

  it("one-click POST from a mail provider (another Origin, or none; urlencoded or multipart): unsubscribed at once, no page", async () => {
    for (const [headers, type] of [
      [{ Origin: "https://mail.google.com" }, "application/x-www-form-urlencoded"],
      [{}, "multipart/form-data"],
    ] as const) {
      await db().updateTable("subscribers").set({ unsubscribed_at: null }).execute();
      const answer = await handle(oneClick(TOKEN, headers, type));
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Content-Type")).toMatch(/^text\/plain/);
      expect(await answer.text()).toBe("Unsubscribed.\n");
      expect(await unsubscribedAt()).not.toBeNull();
    }
  });

  it("the one-click address opened in a browser goes to the page, which asks first", async () => {
    const answer = await handle(new Request(new URL(`/newsletter/unsubscribe/${TOKEN}/one-click`, ORIGIN)));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`/newsletter/unsubscribe/${TOKEN}`);
    expect(await unsubscribedAt()).toBeNull();
  });

  it("an unknown token: 404, nothing changes", async () => {
    const answer = await handle(oneClick("not-a-token"));
    expect(answer.status).toBe(404);
    const page = await handle(new Request(new URL("/newsletter/unsubscribe/not-a-token", ORIGIN)));
    expect(page.status).toBe(404);
    expect(await unsubscribedAt()).toBeNull();
  });
});
