/**
 * Public pages render less (decision 0404): they are not hydrated,
 * so their HTML carries nothing only React Router's browser runtime would
 * read — no `data-discover` on links and forms, no route data, no preloaded
 * route modules — the header marks the current section without NavLink, and
 * each icon is drawn once per page, in the sprite, the icons themselves being
 * references to it. Rendered through React Router's own request handler over
 * the real routes. (The size budget is checked on the production build:
 * tests/http/built-server.test.ts.)
 */
import { beforeAll, describe, expect, test } from "vitest";
import { createPost, type PostInput } from "~/server/domain/posts.server";
import { storeReview } from "~/server/domain/testimonials.server";
import { requestHandler } from "./app-routes";
import { clearTables, getRequest } from "./helpers";

const ARTICLE_TITLE = "Getting Ready For Winter At Home";
const post: PostInput = {
  title: ARTICLE_TITLE,
  excerpt: "A short summary for the card.",
  content: "Intro paragraph.\n\n## What to expect\n\nA **bold** point.",
  author: "Maria Lopez",
  authorRole: "Care Coordinator",
  category: "Home Care",
  tags: "winter, families",
  featured: true,
  published: true,
  image: null,
  imageAlt: "",
};

let handle: (request: Request) => Promise<Response>;
let articlePath = "";

beforeAll(async () => {
  await clearTables();
  articlePath = `/blog/${(await createPost(post)).slug}`;
  await storeReview({ name: "Ana P.", role: "Daughter of a client", rating: 5, content: "Kind, punctual and caring nurses." });
  handle = await requestHandler();
});

const pages = () => ["/", "/blog", articlePath, "/location/peel-region", "/careers", "/services/adults-disabilities", "/no-such-page"];

async function html(path: string) {
  const response = await handle(getRequest(path));
  expect(response.status, path).toBe(path === "/no-such-page" ? 404 : 200);
  return response.text();
}

const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]!);

describe("public pages carry nothing the browser does not read", () => {
  test("plain links and forms: no data-discover", async () => {
    for (const path of pages()) {
      const page = await html(path);
      expect(page, path).toMatch(/<a [^>]*href="\/(careers|blog)"/);
      expect(page.match(/data-discover/g) ?? [], `${path}: data-discover`).toEqual([]);
    }
  });

  test("no route data, no React Router runtime, only the page's own script", async () => {
    for (const path of pages()) {
      const page = await html(path);
      expect(page.match(/__reactRouter|streamController|entry\.client|\/assets\/root\.js|\/assets\/routes\//g) ?? [], path).toEqual([]);
      // The inline scripts: the `js` class line, and JSON-LD (read by search engines).
      const inline = all(page, /<script(?![^>]*\bsrc=)([^>]*)>/g).filter((attributes) => !attributes.includes("application/ld+json"));
      expect(inline, path).toHaveLength(1);
    }
  });
});

test("the header marks the current section as React Router's NavLink did: the page or one below it", async () => {
  const current = async (path: string) => [...new Set(all(await html(path), /<a href="([^"]*)" class="nav-link[^"]*" aria-current="page">/g))];
  expect(await current("/")).toEqual(["/"]);
  expect(await current("/blog")).toEqual(["/blog"]);
  expect(await current(articlePath)).toEqual(["/blog"]);
  expect(await current("/careers")).toEqual(["/careers"]);
  expect(await current("/location/peel-region")).toEqual([]);
});

describe("icons", () => {
  test("each icon is a <symbol> once per page; every icon on the page uses one of them", async () => {
    for (const path of pages()) {
      const page = await html(path);
      const sprites = page.match(/<svg class="hidden">.*?<\/svg>/g) ?? [];
      expect(sprites, `${path}: one sprite`).toHaveLength(1);
      const symbols = all(sprites[0]!, /<symbol id="(i-[\w-]+)"/g);
      expect(new Set(symbols).size, `${path}: a symbol twice`).toBe(symbols.length);
      const used = all(page, /<use href="#([\w-]+)"/g);
      expect(used.length, path).toBeGreaterThan(0);
      expect(used.filter((id) => !symbols.includes(id)), `${path}: uses a symbol that is not in the page`).toEqual([]);
      // No icon drawn in place: outside the sprite, the only shapes are the logo's (header and footer).
      const rest = page.replace(sprites[0]!, "");
      expect((rest.match(/<path /g) ?? []).length, `${path}: shapes drawn outside the sprite`).toBe(
        (rest.match(/<svg viewBox="0 0 40 40"/g) ?? []).length,
      );
    }
  });

  test("a star rating is one <svg> with the sprite's star five times", async () => {
    const page = await html("/");
    const rating = /<svg role="img" aria-label="Rated 5 out of 5"[^>]*>(.*?)<\/svg>/.exec(page)?.[0] ?? "";
    expect(rating.match(/<svg /g)).toHaveLength(1);
    expect(rating.match(/<use href="#i-star"/g)).toHaveLength(5);
  });
});
