/**
 * Every admin route × every staff role × GET and POST, through React Router's
 * own request handler: a role the route's permission does not include gets
 * 403 and nothing changes; a role it includes gets through the permission
 * check. The expected answer comes from the permission each route declares
 * (its middleware), checked against an independent table here, so a route
 * added without a permission, or with the wrong one, fails this test.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { STAFF_ROLES, type StaffRole } from "~/lib/staff-roles";
import { deleteApplication } from "~/server/domain/applications.server";
import { seedDemoContent } from "~/server/domain/seed.server";
import { storeContactMessage } from "~/server/domain/submissions.server";
import { storeAccessRequest } from "~/server/domain/accessibility-requests.server";
import { upsertAdmin } from "~/server/domain/users.server";
import { startStaffSession } from "~/server/credentials/staff-sessions.server";
import { db } from "~/server/infra/db.server";
import { ADMIN_PASSWORD, databaseSnapshot } from "./admin-helpers";
import { appRoutes, requestHandler } from "./app-routes";
import { clearTables, ORIGIN } from "./helpers";

/** Who may open (GET) and post to (POST) each admin route: the role model written out by hand. */
const O = "owner", E = "editor", A = "author", H = "hr", C = "coordinator";
const EXPECTED: Record<string, { get: StaffRole[]; post: StaffRole[] }> = {
  admin: { get: [O, E, A, H, C], post: [O, E] },
  "admin/logout": { get: [O, E, A, H, C], post: [O, E, A, H, C] },
  "admin/new": { get: [O, E, A], post: [O, E, A] },
  "admin/edit/:id": { get: [O, E, A], post: [O, E, A] },
  "admin/edit/:id/history": { get: [O, E, A], post: [O, E, A] },
  "admin/edit/:id/history/:revisionId": { get: [O, E, A], post: [O, E, A] },
  "admin/edit/:id/preview-links": { get: [O, E, A], post: [O, E, A] },
  "admin/edit/:id/french-version": { get: [O, E, A], post: [O, E, A] },
  "admin/delete/:id": { get: [O, E], post: [O, E] },
  "admin/posts/bulk": { get: [O, E], post: [O, E] },
  "admin/preview/:id": { get: [O, E, A], post: [O, E, A] },
  "admin/categories": { get: [O, E], post: [O, E] },
  "admin/categories/:id/delete": { get: [O, E], post: [O, E] },
  "admin/inbox/messages": { get: [O, E, C], post: [O, E, C] },
  "admin/inbox/applications": { get: [O, H], post: [O, H] },
  "admin/inbox/applications/:id/resume": { get: [O, H], post: [O, H] },
  "admin/inbox/reviews": { get: [O, E], post: [O, E] },
  "admin/inbox/reviews/:id/delete": { get: [O, E], post: [O, E] },
  "admin/inbox/subscribers": { get: [O, E], post: [O, E] },
  "admin/inbox/subscribers.csv": { get: [O, E], post: [O, E] },
  "admin/account": { get: [O, E, A, H, C], post: [O, E, A, H, C] },
  "admin/audit": { get: [O], post: [O] },
  "admin/account/passkeys": { get: [O, E, A, H, C], post: [O, E, A, H, C] },
  "admin/account/passkeys/:id/remove": { get: [O, E, A, H, C], post: [O, E, A, H, C] },
  "admin/staff": { get: [O], post: [O] },
  "admin/settings": { get: [O], post: [O] },
  // Redirects and the 404 report
  "admin/redirects": { get: [O, E], post: [O, E] },
  "admin/redirects/:id": { get: [O, E], post: [O, E] },
  "admin/not-found": { get: [O, E], post: [O, E] },
  // --- the agency's own analytics: owner and editor (hr, author and coordinator refused) ---
  "admin/analytics": { get: [O, E], post: [O, E] },
  "admin/analytics.csv": { get: [O, E], post: [O, E] },
  // --- service-disruption notices: owner and editor (hr, coordinator and author refused) ---
  "admin/notices": { get: [O, E], post: [O, E] },
  "admin/notices/new": { get: [O, E], post: [O, E] },
  "admin/notices/:id": { get: [O, E], post: [O, E] },
  // --- care requests: personal health information, owner and coordinator only ---
  "admin/care-requests": { get: [O, C], post: [O, C] },
  "admin/care-requests/:id": { get: [O, C], post: [O, C] },
  // --- partners who refer clients: their contacts are personal data, owner and coordinator only ---
  "admin/partners": { get: [O, C], post: [O, C] },
  "admin/partners.csv": { get: [O, C], post: [O, C] },
  "admin/partners/:id": { get: [O, C], post: [O, C] },
  // --- complaints: personal health information, owner and coordinator (hr, editor, author refused); the yearly report the owner's ---
  "admin/complaints": { get: [O, C], post: [O, C] },
  "admin/complaints/new": { get: [O, C], post: [O, C] },
  "admin/complaints/:id": { get: [O, C], post: [O, C] },
  "admin/complaints/report": { get: [O], post: [O] },
  "admin/complaints/report.csv": { get: [O], post: [O] },
  // --- accessibility requests: a name, a contact, often health context; owner and coordinator only ---
  "admin/accessibility": { get: [O, C], post: [O, C] },
  "admin/accessibility/:id": { get: [O, C], post: [O, C] },
  // --- hiring ---
  "admin/jobs": { get: [O, H], post: [O, H] },
  "admin/jobs/new": { get: [O, H], post: [O, H] },
  "admin/jobs/:id": { get: [O, H], post: [O, H] },
  "admin/applications": { get: [O, H], post: [O, H] },
  "admin/applications.csv": { get: [O, H], post: [O, H] },
  "admin/applications/bulk": { get: [O, H], post: [O, H] },
  "admin/applications/templates": { get: [O, H], post: [O, H] },
  "admin/applications/:id": { get: [O, H], post: [O, H] },
  "admin/applications/:id/resume": { get: [O, H], post: [O, H] },
  "admin/applications/:id/delete": { get: [O, H], post: [O, H] },
  // --- newsletters ---
  "admin/edit/:id/email": { get: [O, E], post: [O, E] },
  "admin/newsletters": { get: [O, E], post: [O, E] },
  "admin/newsletters/:id": { get: [O, E], post: [O, E] },
  "admin/inbox/subscribers/:id/delete": { get: [O, E], post: [O, E] },
  "admin/inbox/subscribers/import": { get: [O, E], post: [O, E] },
  // --- the visual editor: the media library, its picker and uploads, the link search ---
  "admin/media": { get: [O, E, A], post: [O, E, A] },
  "admin/media/picker": { get: [O, E, A], post: [O, E, A] },
  "admin/media/upload": { get: [O, E, A], post: [O, E, A] },
  "admin/link-search": { get: [O, E, A], post: [O, E, A] },
  // --- the system page: backups, email, jobs, disk (owner only) ---
  "admin/system": { get: [O], post: [O] },
};

const routes = (await appRoutes()).filter((route) => route.fullPath.startsWith("admin") && route.fullPath !== "admin/login" && route.parentId === "routes/admin/layout");
const cookies = {} as Record<StaffRole, string>;
let handle: (request: Request) => Promise<Response>;

const url = (pattern: string) => `/${pattern.replace(/:(\w+)/g, "999999")}`;
/** An empty form: enough to reach an action, never enough to change a thing. */
const request = (method: "GET" | "POST", path: string, cookie: string) =>
  new Request(new URL(path, ORIGIN), {
    method,
    headers: { Cookie: cookie, Origin: ORIGIN, ...(method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
    body: method === "POST" ? "" : undefined,
  });

beforeAll(async () => {
  await clearTables();
  await seedDemoContent();
  for (const role of STAFF_ROLES) {
    const email = `matrix-${role}@example.com`;
    await upsertAdmin(email, ADMIN_PASSWORD, role);
    const user = await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    cookies[role] = (await startStaffSession(new Request(ORIGIN), user.id, { method: "password", ip: "127.0.0.1" })).split(";")[0]!;
  }
  handle = await requestHandler();
});

describe("the role × route × method matrix", () => {
  test("covers every admin route under the layout, each with an expectation", () => {
    expect(routes.map((route) => route.fullPath).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  test("denies with 403 and changes nothing, or lets the role through", async () => {
    // Audited reads (the subscriber export) add an entry for the roles allowed them; checked below.
    const before = await databaseSnapshot({ without: ["audit_log"] });
    const auditBefore = await db().selectFrom("audit_log").select("id").execute();
    let cells = 0;
    for (const route of routes) {
      for (const role of STAFF_ROLES) {
        for (const method of ["GET", "POST"] as const) {
          // Sign-out really signs out: it is checked last, on its own.
          if (route.fullPath === "admin/logout" && method === "POST") continue;
          const allowed = EXPECTED[route.fullPath]![method === "GET" ? "get" : "post"].includes(role);
          const response = await handle(request(method, url(route.fullPath), cookies[role]));
          const what = `${role} ${method} /${route.fullPath}`;
          if (allowed) expect(response.status, what).not.toBe(403);
          else {
            // The 403 page, whatever the address (a download, a JSON endpoint, an old address kept as a redirect).
            expect(response.status, what).toBe(403);
            expect(response.headers.get("Content-Type"), what).toContain("text/html");
            const page = await response.text();
            expect(page, what).toMatch(/<h1[^>]*>You don&#x27;t have access to this page<\/h1>/);
            expect(page, what).toMatch(/<a [^>]*href="\/admin"[^>]*>Back to the dashboard<\/a>/);
          }
          cells++;
        }
      }
    }
    expect(await databaseSnapshot({ without: ["audit_log"] })).toEqual(before);
    const audited = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_email"])
      .where("id", "not in", auditBefore.length ? auditBefore.map((row) => row.id) : [0])
      .execute();
    const exporters = EXPECTED["admin/inbox/subscribers.csv"]!.get.map((role) => ({ action: "subscriber-export", actor_email: `matrix-${role}@example.com` }));
    // --- hiring: the applications export is audited too ---
    const applicationExporters = EXPECTED["admin/applications.csv"]!.get.map((role) => ({ action: "application-export", actor_email: `matrix-${role}@example.com` }));
    // --- partners: the figures' export is audited ---
    const partnerExporters = EXPECTED["admin/partners.csv"]!.get.map((role) => ({ action: "partner-export", actor_email: `matrix-${role}@example.com` }));
    // --- complaints: the yearly report and its CSV are audited ---
    const complaintReporters = [
      ...EXPECTED["admin/complaints/report"]!.get.map((role) => ({ action: "complaint-report", actor_email: `matrix-${role}@example.com` })),
      ...EXPECTED["admin/complaints/report.csv"]!.get.map((role) => ({ action: "complaint-export", actor_email: `matrix-${role}@example.com` })),
    ];
    const byKey = (a: { action: string; actor_email: string | null }, b: { action: string; actor_email: string | null }) =>
      `${a.action} ${a.actor_email}`.localeCompare(`${b.action} ${b.actor_email}`);
    expect([...audited].sort(byKey)).toEqual([...exporters, ...applicationExporters, ...partnerExporters, ...complaintReporters].sort(byKey));
    console.info(`[role matrix] ${cells} cells: ${routes.length} routes × ${STAFF_ROLES.length} roles × GET/POST (sign-out POST apart)`);
  }, 60_000); // every route × role × method through the handler: well over the default 20 s on a loaded machine

  test("a contact message's id on an application's delete address: 404 for hr and the owner, the message kept, nothing audited", async () => {
    const message = await storeContactMessage({ name: "Ada Visitor", email: "ada@example.com", subject: "Care at home", message: "Please call me." });
    const auditBefore = await db().selectFrom("audit_log").select("id").execute();
    for (const role of [H, O] as const) {
      for (const method of ["GET", "POST"] as const) {
        const response = await handle(request(method, `/admin/applications/${message.id}/delete`, cookies[role]));
        expect(response.status, `${role} ${method}`).toBe(404);
      }
    }
    // The domain's delete is of job applications only, whoever calls it.
    expect(await deleteApplication(message.id)).toBe(false);
    expect(await db().selectFrom("submissions").select(["id", "kind"]).where("id", "=", message.id).execute()).toEqual([{ id: message.id, kind: "contact" }]);
    expect(await db().selectFrom("audit_log").select("id").execute()).toEqual(auditBefore);
  });

  test("an accessibility request: editor, author and hr refused (nothing audited); owner and coordinator read it, each opening audited", async () => {
    const stored = await storeAccessRequest({ kind: "format", format: "large-print", about: "My care plan", name: "Rosa Matrix", contactBy: "phone", phone: "(416) 555-0199" }, "en");
    const auditBefore = await db().selectFrom("audit_log").select("id").execute();
    for (const role of STAFF_ROLES) {
      const response = await handle(request("GET", `/admin/accessibility/${stored.id}`, cookies[role]));
      const page = await response.text();
      if (role === O || role === C) {
        expect(response.status, role).toBe(200);
        expect(page, role).toContain("Rosa Matrix");
      } else {
        expect(response.status, role).toBe(403);
        expect(page, role).not.toContain("Rosa Matrix");
      }
    }
    const audited = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_email", "target_id"])
      .where("id", "not in", auditBefore.length ? auditBefore.map((row) => row.id) : [0])
      .orderBy("id")
      .execute();
    expect(audited).toEqual([O, C].map((role) => ({ action: "access-request-open", actor_email: `matrix-${role}@example.com`, target_id: String(stored.id) })));
  });

  test("every role may sign out", async () => {
    for (const role of STAFF_ROLES) {
      const response = await handle(request("POST", "/admin/logout", cookies[role]));
      expect(response.status, role).toBe(302);
      expect(response.headers.get("Location")).toBe("/admin/login");
    }
  });
});
