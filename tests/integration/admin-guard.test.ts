/**
 * The admin guard is route middleware on the admin layout. This sweep goes
 * through React Router's own request handler (the door the server uses) for
 * every /admin route except the sign-in page, read from app/routes.ts, and
 * for a route this test adds itself: an anonymous document request, `.data`
 * request, form POST and `.data` POST are all sent to the sign-in page, and
 * nothing in the database changes. The same routes answer a signed-in admin,
 * so the sweep can fail.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { db } from "~/server/infra/db.server";
import { seedDemoContent } from "~/server/domain/seed.server";
import { databaseSnapshot, signedInCookie } from "./admin-helpers";
import { type AppRoute, appRoutes, type ExtraRoute, requestHandler } from "./app-routes";
import { clearTables, ORIGIN } from "./helpers";

const ADMIN_LAYOUT = "routes/admin/layout";
const isAdminPath = (p: string) => p === "admin" || p.startsWith("admin/");

/**
 * The only /admin pages open to anonymous visitors: signing in, and the
 * pages an emailed link opens (an invitation, a password reset) or that
 * asks for one. Each is checked below: without a valid link it changes nothing.
 */
const ANONYMOUS_ADMIN_PAGES = ["admin/login", "admin/invite/:token", "admin/forgot-password", "admin/reset-password/:token"];

const all = await appRoutes();
/** The sign-in page and its steps (a passkey, a second factor) are for people not signed in yet. */
const isSignInStep = (p: string) => p === "admin/login" || p.startsWith("admin/login/");
const isAnonymousPage = (p: string) => isSignInStep(p) || ANONYMOUS_ADMIN_PAGES.includes(p);
const adminRoutes = all.filter((route) => !isAnonymousPage(route.fullPath) && isAdminPath(route.fullPath));

/** A route's ancestors' ids, nearest first. */
function ancestorsOf(route: AppRoute): string[] {
  const out: string[] = [];
  for (let id = route.parentId; id !== "root"; ) {
    out.push(id);
    id = all.find((candidate) => candidate.id === id)!.parentId;
  }
  return out;
}

const ids: Record<string, string> = {};

/** Fills :params with ids of real rows, so a forgotten guard would really act. */
function urlOf(pattern: string): string {
  return `/${pattern.replace(/:(\w+)/g, (_, name: string) => {
    if (name !== "id") return "sweep";
    if (pattern.includes("categories/")) return ids.category!;
    if (pattern.includes("reviews/")) return ids.review!;
    if (pattern.includes("applications/")) return ids.application!;
    return ids.post!;
  })}`;
}

/** Fields that would make any admin form do something if it were not guarded. */
const hostileFields = () =>
  new URLSearchParams({
    intent: "delete",
    id: ids.post!,
    name: "Swept category",
    title: "Swept post",
    content: "Written by an anonymous request",
    published: "on",
  });

const form = (path: string, cookie?: string) =>
  new Request(new URL(path, ORIGIN), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: hostileFields(),
  });
const page = (path: string, cookie?: string) => new Request(new URL(path, ORIGIN), { headers: cookie ? { Cookie: cookie } : {} });

/** What React Router answers a `.data` request that ends in a redirect. */
async function expectDataRedirectToSignIn(response: Response) {
  expect(response.status).toBe(202);
  expect(response.headers.get("X-Remix-Response")).toBe("yes");
  const body = await response.text();
  expect(body).toContain('"redirect","/admin/login');
  // No route's data came with it.
  expect(body).not.toMatch(/"routes\/admin\/(?!layout)/);
}

function expectDocumentRedirectToSignIn(response: Response) {
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toMatch(/^\/admin\/login(\?|$)/);
}

/** A page added by this test under the admin layout, writing on every call. */
const written: string[] = [];
const addedRoute: ExtraRoute = {
  id: "test/added-admin-page",
  parentId: ADMIN_LAYOUT,
  path: "admin/added-by-test",
  module: {
    loader: () => {
      written.push("loader");
      return { secret: "only for staff" };
    },
    action: () => {
      written.push("action");
      return { done: true };
    },
  },
};

let handle: (request: Request) => Promise<Response>;

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
  handle = await requestHandler([addedRoute]);
});

describe("the admin routes in app/routes.ts", () => {
  test("are all found, and all sit under the guarded admin layout", async () => {
    const covered = adminRoutes.map((route) => route.fullPath);
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
    for (const open of ANONYMOUS_ADMIN_PAGES) expect(covered).not.toContain(open);
    for (const route of adminRoutes) expect(ancestorsOf(route), route.fullPath).toContain(ADMIN_LAYOUT);
    // The open pages exist, outside the layout (nothing else is left out of the sweep).
    const open = all.filter((route) => ANONYMOUS_ADMIN_PAGES.includes(route.fullPath));
    expect(open.map((route) => route.fullPath).sort()).toEqual([...ANONYMOUS_ADMIN_PAGES].sort());
    for (const route of open) expect(ancestorsOf(route), route.fullPath).not.toContain(ADMIN_LAYOUT);
    const layout = all.find((route) => route.id === ADMIN_LAYOUT)!;
    expect(layout.module.middleware?.length).toBeGreaterThan(0);
  });
});

describe("an anonymous visitor, through React Router's request handler", () => {
  for (const route of adminRoutes) {
    const label = `/${route.fullPath}`;

    test(`${label}: page and .data GET are sent to the sign-in page`, async () => {
      const url = urlOf(route.fullPath);
      const before = await databaseSnapshot();
      expectDocumentRedirectToSignIn(await handle(page(url)));
      await expectDataRedirectToSignIn(await handle(page(`${url}.data`)));
      expect(await databaseSnapshot()).toEqual(before);
    });

    test(`${label}: form POST and .data POST change nothing and are sent to the sign-in page`, async () => {
      const url = urlOf(route.fullPath);
      const before = await databaseSnapshot();
      const documentPost = await handle(form(url));
      const dataPost = await handle(form(`${url}.data`));
      if (typeof route.module.action !== "function") {
        // No action: React Router refuses the POST (405) before anything runs.
        expect([documentPost.status, dataPost.status].every((status) => status === 405 || status === 302 || status === 202)).toBe(true);
      } else {
        expectDocumentRedirectToSignIn(documentPost);
        await expectDataRedirectToSignIn(dataPost);
      }
      expect(await databaseSnapshot()).toEqual(before);
    });
  }

  test("the anonymous staff pages, without a valid link, show no staff data and change nothing", async () => {
    const before = await databaseSnapshot();
    for (const path of ["/admin/invite/not-a-real-token-000000000000000000000", "/admin/reset-password/not-a-real-token-000000000000000000000"]) {
      for (const response of [await handle(page(path)), await handle(form(path))]) {
        expect(response.status, path).toBe(410);
        expect(await response.text(), path).toContain("link is no longer valid");
      }
    }
    // The forgot-password form without an email: its field is pointed out, nothing is sent.
    expect((await handle(form("/admin/forgot-password"))).status).toBe(400);
    expect(await databaseSnapshot()).toEqual(before);
  });

  test("the sign-in page remembers where a page request was going (without React Router's .data suffix)", async () => {
    const response = await handle(page(`/admin/edit/${ids.post}.data`));
    expect(await response.text()).toContain(`/admin/login?redirectTo=%2Fadmin%2Fedit%2F${ids.post}"`);
  });

  test("a route added under the admin layout is guarded without a line of its own", async () => {
    written.length = 0;
    expectDocumentRedirectToSignIn(await handle(page("/admin/added-by-test")));
    await expectDataRedirectToSignIn(await handle(page("/admin/added-by-test.data")));
    expectDocumentRedirectToSignIn(await handle(form("/admin/added-by-test")));
    await expectDataRedirectToSignIn(await handle(form("/admin/added-by-test.data")));
    expect(written).toEqual([]);
  });
});

describe("a signed-in admin (so the sweep can fail)", () => {
  test("every admin route answers instead of sending them to sign in", async () => {
    const cookie = await signedInCookie("sweep-admin@example.com");
    for (const route of adminRoutes) {
      const response = await handle(page(urlOf(route.fullPath), cookie));
      expect(response.headers.get("Location") ?? "", route.fullPath).not.toMatch(/^\/admin\/login/);
      expect(response.status, route.fullPath).toBeLessThan(500);
    }
  });

  test("an id beyond the 32-bit id columns is not found on every :id route (and the blog), not a database error", async () => {
    const cookie = await signedInCookie("sweep-admin@example.com");
    const huge = "3000000000";
    const withIds = adminRoutes.filter((route) => /:\w*[iI]d\b/.test(route.fullPath));
    expect(withIds.length).toBeGreaterThan(20);
    const answers = await Promise.all(
      [...withIds.map((route) => `/${route.fullPath.replace(/:\w+/g, huge)}`), `/blog/${huge}`, `/fr/blogue/${huge}`].map(async (url) => {
        const response = await handle(page(url, cookie));
        // The old resume address moves permanently, whatever the id: where it leads must not be found.
        const location = response.status === 301 ? response.headers.get("Location") : null;
        return [url, location ? (await handle(page(location, cookie))).status : response.status] as const;
      }),
    );
    expect(answers.filter(([, status]) => status !== 404)).toEqual([]);
  });

  test("the added route runs for them, page, data and action", async () => {
    written.length = 0;
    const cookie = await signedInCookie("sweep-admin@example.com");
    const document = await handle(page("/admin/added-by-test", cookie));
    expect(document.status).toBe(200);
    const data = await handle(page("/admin/added-by-test.data", cookie));
    expect(data.status).toBe(200);
    expect(await data.text()).toContain("only for staff");
    expect((await handle(form("/admin/added-by-test.data", cookie))).status).toBe(200);
    expect(written).toEqual(["loader", "loader", "action"]);
  });
});
