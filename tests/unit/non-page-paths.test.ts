/**
 * One list of the addresses that are not public pages (NON_PAGE_PREFIXES):
 * the page cache keeps none of them and the redirects take none as a source,
 * however the path is spelled; a page beside them is both.
 */
import { describe, expect, it } from "vitest";
import { outsideProductPaths, redirectPathOf } from "~/server/domain/redirects.server";
import { cacheKeyOf } from "~/server/infra/page-cache.server";
import { NON_PAGE_PREFIXES } from "~/server/infra/request-path.server";

const kept = (path: string) => cacheKeyOf("GET", path, new URLSearchParams()) !== null;
const redirectable = (path: string) => outsideProductPaths(redirectPathOf(path));

describe("the addresses that are not pages", () => {
  it.each(NON_PAGE_PREFIXES)("%s: never kept by the page cache, never a redirect's source", (prefix) => {
    for (const path of [prefix, `${prefix}/x`, `${prefix.toUpperCase()}/x/`, `/${encodeURIComponent(prefix.slice(1))}//x.data`]) {
      expect(kept(path), path).toBe(false);
      expect(redirectable(path), path).toBe(false);
    }
  });

  it("leave the pages beside them to both", () => {
    for (const path of ["/", "/administrators", "/resources", "/preview-of-care", "/careers"]) {
      expect(kept(path), path).toBe(true);
      expect(redirectable(path), path).toBe(true);
    }
  });
});
