/**
 * One spelling of a request's path (app/server/infra/request-path.server.ts),
 * so the rules that hang on a path (the page cache's never-kept paths, the
 * request log's masking) are not fooled by how a target is written.
 */
import { describe, expect, test } from "vitest";
import { routePathOf } from "~/server/infra/request-path.server";

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
