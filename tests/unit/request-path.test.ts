/**
 * One spelling of a request's path (app/server/infra/request-path.server.ts),
 * so the rules that hang on a path (the page cache's never-kept paths, the
 * request log's masking) are not fooled by how a target is written; and the
 * masking itself: every secret-carrying route of app/routes.ts, however
 * spelled, reaches the log as its fixed part and "…".
 */
import { describe, expect, test } from "vitest";
import routeConfig from "~/routes";
import { MASK, maskedPath, maskSecretsIn, routePathOf, SECRET_ROUTES, singleSlashTarget } from "~/server/infra/request-path.server";

describe("routePathOf", () => {
  test("case, repeated and trailing slashes, %-escapes, dot segments, backslashes and .data give one spelling", () => {
    const spellings: Record<string, string> = {
      "/admin/login": "/admin/login",
      "/Admin/login": "/admin/login",
      "/ADMIN": "/admin",
      "/admin/": "/admin",
      "/admin//login//": "/admin/login",
      "/%61dmin/LOGIN": "/admin/login",
      "/admin%2Flogin": "/admin/login",
      "/admin/./login": "/admin/login",
      "/blog/../admin": "/admin",
      "/%2e%2e/admin": "/admin",
      "/\\admin\\login": "/admin/login",
      "/admin/login.data": "/admin/login",
      "/_root.data": "/_root",
      "/admin.data": "/admin",
      "/.data": "/",
      "/": "/",
      "/blog?category=Admin": "/blog",
      "/preview/AbC?x=1#y": "/preview/abc",
      "/blog/%zz": "/blog/%zz",
    };
    for (const [target, path] of Object.entries(spellings)) expect(routePathOf(target), target).toBe(path);
  });

  test("a target that is not a path names no route", () => {
    for (const target of ["*", "http://evil.example/admin", "admin/login", ""]) expect(routePathOf(target), target).toBe("");
  });
});

describe("singleSlashTarget", () => {
  test("makes each run of slashes in the path one, the query kept as it is", () => {
    expect(singleSlashTarget("/blog//")).toBe("/blog/");
    expect(singleSlashTarget("/blog///five-signs//?a=1//2")).toBe("/blog/five-signs/?a=1//2");
    expect(singleSlashTarget("/fr/\\blogue")).toBe("/fr/blogue");
  });

  test("leaves a path with single slashes, a target that is not a path, and one the gate refuses", () => {
    for (const target of ["/", "/blog", "/blog/", "/blog?next=//x", "*", "http://evil.example//x", "//evil.example/x"]) expect(singleSlashTarget(target), target).toBeNull();
  });
});

describe("maskedPath", () => {
  const token = "Zk3_q9XbT-4mWc2LrP8sYh1uVn6oEa0d";
  test("each secret route: its parameter and the rest are masked, however the path is spelled", () => {
    const cases: Record<string, string> = {
      [`/admin/invite/${token}`]: "/admin/invite/…",
      [`/admin/invite/${token}/`]: "/admin/invite/…",
      [`/admin/invite/${token}.data`]: "/admin/invite/…",
      [`/Admin/INVITE/${token}`]: "/admin/invite/…",
      [`/admin//invite/${token}`]: "/admin/invite/…",
      [`/admin/%69nvite/${token}`]: "/admin/invite/…",
      [`/admin/invite%2F${token}`]: "/admin/invite/…",
      [`/admin/x/../invite/${token}`]: "/admin/invite/…",
      [`/admin/invite/${token}?_data=1`]: "/admin/invite/…?…",
      [`/admin/reset-password/${token}`]: "/admin/reset-password/…",
      [`/ADMIN/Reset-Password/${token}/extra`]: "/admin/reset-password/…",
      [`/preview/${token}`]: "/preview/…",
      [`/preview/${token}.data?_routes=routes%2Fblog%2Fpreview`]: "/preview/…?…",
      [`/resumes/resume-2026-abc.pdf?expires=1790000000&sig=${token}`]: "/resumes/…?…",
    };
    for (const [target, logged] of Object.entries(cases)) {
      expect(maskedPath(target), target).toBe(logged);
      expect(maskedPath(target), target).not.toContain(token);
    }
  });

  test("query strings are never shown: the newsletter links' tokens, the resume link on /job, searches", () => {
    expect(maskedPath(`/newsletter/confirm?token=${token}`)).toBe("/newsletter/confirm?…");
    expect(maskedPath(`/newsletter/unsubscribe?token=${token}`)).toBe("/newsletter/unsubscribe?…");
    expect(maskedPath(`/job?uploaded=%2Fresumes%2Fx.pdf%3Fsig%3D${token}`)).toBe("/job?…");
    expect(maskedPath("/blog?q=my+mother%27s+diagnosis")).toBe("/blog?…");
    expect(maskedPath("/blog#top")).toBe("/blog?…");
  });

  test("other paths are shown as sent, cut at 2,048 characters; a target that is not a path is masked", () => {
    expect(maskedPath("/")).toBe("/");
    expect(maskedPath("/blog/five-signs")).toBe("/blog/five-signs");
    expect(maskedPath("/admin/edit/12/history")).toBe("/admin/edit/12/history");
    expect(maskedPath("/preview")).toBe("/preview");
    expect(maskedPath("/previews/x")).toBe("/previews/x");
    expect(maskedPath(`/${"a".repeat(5000)}`)).toHaveLength(2048);
    for (const target of ["*", "http://evil.example/admin/invite/x", "", "//x:99999/", "/%", "/%E0%A4%A"]) {
      expect(() => maskedPath(target), target).not.toThrow();
    }
    expect(maskedPath("*")).toBe(MASK);
    expect(maskedPath("http://evil.example/admin/invite/x")).toBe(MASK);
  });

  test("a free text (an error's message or stack) has the same secrets masked", () => {
    const text = `Error: failed for /admin/invite/${token}\n    at loader (file:///app/routes/admin/invite.tsx:12:3) GET /Preview/${token}.data and /newsletter/confirm?token=${token}&x=1`;
    const masked = maskSecretsIn(text);
    expect(masked).not.toContain(token);
    expect(masked).toContain("/admin/invite/…");
    expect(masked).toContain("/Preview/…");
    expect(masked).toContain("?token=…&x=1");
    expect(masked).toContain("invite.tsx:12:3");
    expect(maskSecretsIn(undefined)).toBeUndefined();
  });
});

type RouteEntry = { path?: string; children?: RouteEntry[] };

/** Every URL pattern of app/routes.ts, with a leading slash. */
function routePatterns(entries: RouteEntry[] = routeConfig as RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const full = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [...(entry.path ? [`/${full}`] : []), ...routePatterns(entry.children ?? [], full)];
  });
}

/** A parameter whose name says it carries a secret or names a private thing. */
const TOKEN_LIKE = /token|secret|sig|key|code|hash|nonce|invite|reset|file/i;

/**
 * Routes with such a parameter that are public on purpose: what they name is published (a
 * download), or handed out (a partner's referral link grants nothing; it names the organisation
 * and is counted as a page view, decision 0900).
 */
const PUBLIC_ON_PURPOSE = ["/resources/download/:file", "/refer/:code", "/fr/aiguillage/:code"];

describe("SECRET_ROUTES and app/routes.ts", () => {
  test("every route with a token-like parameter is masked (or public on purpose), and every masked route exists", () => {
    const patterns = routePatterns();
    expect(patterns.length).toBeGreaterThan(30);
    const tokenLike = patterns.filter((pattern) => [...pattern.matchAll(/:(\w+)/g)].some(([, name]) => TOKEN_LIKE.test(name!)));
    expect(tokenLike.length).toBeGreaterThanOrEqual(SECRET_ROUTES.length);
    for (const pattern of tokenLike) {
      expect([...SECRET_ROUTES, ...PUBLIC_ON_PURPOSE], pattern).toContain(pattern);
    }
    for (const route of SECRET_ROUTES) expect(patterns, route).toContain(route);
  });

  test("each masked route, filled in, is logged without its parameter", () => {
    for (const route of SECRET_ROUTES) {
      const filled = route.replace(/:\w+/g, "s3cr3t-value");
      expect(maskedPath(filled), route).not.toContain("s3cr3t-value");
      expect(maskedPath(filled), route).toBe(`${route.slice(0, route.indexOf("/:"))}/…`);
    }
  });
});
