/**
 * Every /admin route except the sign-in page refuses an anonymous visitor:
 * its loader (GET) redirects to /admin/login, and its action (POST) does the
 * same and changes nothing. The routes are read from app/routes.ts, so a
 * route added later is swept too and cannot forget requireAdmin.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, test } from "vitest";
import routes from "~/routes";
import { db } from "~/server/db.server";
import { seedDemoContent } from "~/server/seed.server";
import { databaseSnapshot, get, post, run, signedInCookie, type RouteModule } from "./admin-helpers";
import { clearTables } from "./helpers";

interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

interface FlatRoute {
  file: string;
  /** Full URL pattern without the leading slash ("" for a pathless layout). */
  fullPath: string;
  layout: boolean;
  descendants: string[];
}

function flatten(entries: RouteEntry[], parent = ""): FlatRoute[] {
  const out: FlatRoute[] = [];
  for (const entry of entries) {
    const own = entry.path ?? "";
    const fullPath = [parent, own].filter(Boolean).join("/");
    const children = flatten(entry.children ?? [], fullPath);
    const layout = entry.path === undefined && !entry.index;
    out.push({ file: entry.file, fullPath, layout, descendants: children.filter((c) => !c.layout).map((c) => c.fullPath) });
    out.push(...children);
  }
  return out;
}

const isAdminPath = (p: string) => p === "admin" || p.startsWith("admin/");
const all = flatten(routes as RouteEntry[]);
const adminRoutes = all.filter(
  (route) =>
    route.fullPath !== "admin/login" &&
    (isAdminPath(route.fullPath) ||
      (route.layout && route.descendants.length > 0 && route.descendants.every(isAdminPath))),
);

async function importRoute(file: string): Promise<RouteModule> {
  return import(pathToFileURL(path.resolve("app", file)).href);
}

const ids: Record<string, string> = {};

/** Fills :params with ids of real rows, so a forgotten guard would really act. */
function target(pattern: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const filled = pattern.replace(/:(\w+)/g, (_, name: string) => {
    let value = "sweep";
    if (name === "id") {
      if (pattern.includes("categories/")) value = ids.category!;
      else if (pattern.includes("reviews/")) value = ids.review!;
      else if (pattern.includes("applications/")) value = ids.application!;
      else value = ids.post!;
    }
    params[name] = value;
    return value;
  });
  return { url: `/${filled}`, params };
}

/** Fields that would make any admin form do something if it were not guarded. */
function hostileFields(): Record<string, string> {
  return {
    intent: "delete",
    id: ids.post!,
    name: "Swept category",
    title: "Swept post",
    content: "Written by an anonymous request",
    published: "on",
  };
}

beforeAll(async () => {
  await clearTables();
  await seedDemoContent();
  await signedInCookie("sweep-admin@example.com");
  const first = async (table: "posts" | "categories" | "testimonials") =>
    String((await db().selectFrom(table).select("id").orderBy("id").executeTakeFirstOrThrow()).id);
  ids.post = await first("posts");
  ids.category = await first("categories");
  ids.review = await first("testimonials");
  const application = await db()
    .insertInto("submissions")
    .values({
      kind: "job",
      name: "Sweep Applicant",
      email: "applicant@example.com",
      subject: "Registered Nurse",
      message: "Hello",
      attachment_file: "resume-sweep.pdf",
      attachment_name: "cv.pdf",
      attachment_type: "application/pdf",
      attachment_size: 10,
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  ids.application = String(application.id);
});

describe("the anonymous sweep over every /admin route", () => {
  test("finds the admin routes in app/routes.ts", () => {
    const covered = adminRoutes.map((route) => route.fullPath || `(layout) ${route.file}`);
    console.info(`admin routes swept (${covered.length}):\n  ${covered.join("\n  ")}`);
    for (const expected of [
      "admin",
      "admin/new",
      "admin/edit/:id",
      "admin/categories",
      "admin/preview/:id",
      "admin/logout",
      "admin/inbox/messages",
      "admin/inbox/applications",
      "admin/inbox/applications/:id/resume",
      "admin/inbox/reviews",
      "admin/inbox/subscribers",
      "admin/inbox/subscribers.csv",
    ]) {
      expect(covered).toContain(expected);
    }
    expect(adminRoutes.some((route) => route.layout)).toBe(true);
    expect(covered).not.toContain("admin/login");
  });

  for (const route of adminRoutes) {
    const label = route.fullPath ? `/${route.fullPath}` : `layout ${route.file}`;

    test(`${label}: GET redirects to /admin/login`, async () => {
      const mod = await importRoute(route.file);
      expect(mod.loader, `${route.file} must have a loader that calls requireAdmin`).toBeTypeOf("function");
      const { url, params } = target(route.layout ? route.descendants[0]! : route.fullPath);
      const before = await databaseSnapshot();
      const outcome = await run(mod.loader, get(url), params);
      expect(outcome.kind).toBe("response");
      expect(outcome.status).toBe(302);
      expect(outcome.kind === "response" ? outcome.location : null).toMatch(/^\/admin\/login(\?|$)/);
      expect(await databaseSnapshot()).toBe(before);
    });

    test(`${label}: POST changes nothing and redirects to /admin/login`, async () => {
      const mod = await importRoute(route.file);
      if (!mod.action) {
        // No action: React Router answers 405 for a POST and runs nothing.
        expect(mod.action).toBeUndefined();
        return;
      }
      const { url, params } = target(route.fullPath);
      const before = await databaseSnapshot();
      const outcome = await run(mod.action, post(url, hostileFields()), params);
      expect(outcome.kind).toBe("response");
      expect(outcome.status).toBe(302);
      expect(outcome.kind === "response" ? outcome.location : null).toMatch(/^\/admin\/login(\?|$)/);
      expect(await databaseSnapshot()).toBe(before);
    });
  }
});

describe("the same routes answer a signed-in admin (so the sweep can fail)", () => {
  test("no admin loader sends a signed-in admin to the sign-in page", async () => {
    const cookie = await signedInCookie("sweep-admin@example.com");
    for (const route of adminRoutes.filter((r) => !r.layout)) {
      const mod = await importRoute(route.file);
      const { url, params } = target(route.fullPath);
      const outcome = await run(mod.loader, get(url, cookie), params);
      const location = outcome.kind === "response" ? outcome.location : null;
      expect(location ?? "", route.fullPath).not.toMatch(/^\/admin\/login/);
    }
  });
});
