import { describe, expect, it } from "vitest";
import { isForeignRequest } from "~/server/infra/request-origin.server";
import { routePathOf } from "~/server/infra/request-path.server";

const base = { ownOrigin: "https://care.example.com", siteOrigin: "https://care.example.com" };

describe("cross-site request guard", () => {
  it("never blocks safe methods", () => {
    expect(isForeignRequest({ ...base, method: "GET", origin: "https://evil.example" })).toBe(false);
  });
  it("accepts our own origin and refuses any other", () => {
    expect(isForeignRequest({ ...base, method: "POST", origin: "https://care.example.com" })).toBe(false);
    expect(isForeignRequest({ ...base, method: "POST", origin: "https://evil.example" })).toBe(true);
    expect(isForeignRequest({ ...base, method: "DELETE", origin: "http://care.example.com" })).toBe(true);
    expect(isForeignRequest({ ...base, method: "POST", origin: "null" })).toBe(true);
  });
  it("falls back to Referer, then Sec-Fetch-Site", () => {
    expect(isForeignRequest({ ...base, method: "POST", referer: "https://care.example.com/contact" })).toBe(false);
    expect(isForeignRequest({ ...base, method: "POST", referer: "https://evil.example/x" })).toBe(true);
    expect(isForeignRequest({ ...base, method: "POST", referer: "::garbage" })).toBe(true);
    expect(isForeignRequest({ ...base, method: "POST", secFetchSite: "cross-site" })).toBe(true);
    expect(isForeignRequest({ ...base, method: "POST", secFetchSite: "same-origin" })).toBe(false);
  });
  it("lets through non-browser clients that send none of these headers", () => {
    expect(isForeignRequest({ ...base, method: "POST" })).toBe(false);
  });
  // --- newsletters: the RFC 8058 one-click unsubscribe exception ---
  it("lets a mail provider's one-click unsubscribe POST through from any origin, and nothing else", () => {
    const foreign = { ...base, origin: "https://mail.google.com" };
    for (const target of ["/newsletter/unsubscribe/tok123/one-click", "/Newsletter//unsubscribe/tok123/one-click/", "/newsletter/unsubscribe/tok123/one-click.data"]) {
      expect(isForeignRequest({ ...foreign, method: "POST", routePath: routePathOf(target) }), target).toBe(false);
      expect(isForeignRequest({ ...base, method: "POST", origin: "null", routePath: routePathOf(target) }), target).toBe(false);
    }
    for (const target of [
      "/newsletter/unsubscribe/tok123",
      "/newsletter/unsubscribe/tok123/one-click/more",
      "/newsletter/unsubscribe/one-click",
      "/newsletter/confirm/tok123/one-click",
      "/admin/newsletters/1/one-click",
      "/newsletter",
    ]) {
      expect(isForeignRequest({ ...foreign, method: "POST", routePath: routePathOf(target) }), target).toBe(true);
    }
    expect(isForeignRequest({ ...foreign, method: "PUT", routePath: "/newsletter/unsubscribe/tok123/one-click" })).toBe(true);
  });
});
