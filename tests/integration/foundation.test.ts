import { describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { getAdmin, requireAdminMiddleware, signedInAdmin } from "~/server/auth/auth.server";
import { startStaffSession } from "~/server/credentials/staff-sessions.server";
import { db, migrateToLatest } from "~/server/infra/db.server";
import { hashPassword, verifyPassword } from "~/server/credentials/password.server";
import { seedDemoContent } from "~/server/domain/seed.server";
import { redirectWithToast, takeToast } from "~/server/infra/session.server";
import { upsertAdmin, verifyLogin } from "~/server/domain/users.server";
import { loader as rootLoader } from "~/root";
import { tablesOn } from "~/server/infra/db-tables";
import { migrations } from "../../migrations";

/** Every migration in the order they apply (the static list is the one source). */
const migrationNames = Object.keys(migrations).sort();
import { clearTables, cookieFrom, getRequest } from "./helpers";
import { onPostgres, openFreshDatabase } from "./test-database";

describe("migrations", () => {
  it("make every account that existed before staff roles an owner", async () => {
    const { db: old, dispose } = await openFreshDatabase("migrate-roles");
    try {
      const { Migrator } = await import("kysely/migration");
      const { migrations } = await import("../../migrations");
      const migrator = new Migrator({ db: old, provider: { getMigrations: async () => migrations } });
      await migrator.migrateTo("0002_users_sessions_valid_after");
      const now = new Date().toISOString();
      await old.insertInto("users").values({ email: "old-admin@example.com", password_hash: "x", created_at: now, updated_at: now } as never).execute();
      expect(await migrateToLatest(old)).toEqual(migrationNames.slice(migrationNames.indexOf("0003_staff_roles")));
      expect(await old.selectFrom("users").select(["email", "role", "deactivated_at"]).execute()).toEqual([
        { email: "old-admin@example.com", role: "owner", deactivated_at: null },
      ]);
    } finally {
      await dispose();
    }
  });

  it("give posts published before scheduling existed the time they were created as their publish time", async () => {
    const { db: old, dispose } = await openFreshDatabase("migrate-publishing");
    try {
      const { Migrator } = await import("kysely/migration");
      const { migrations } = await import("../../migrations");
      const migrator = new Migrator({ db: old, provider: { getMigrations: async () => migrations } });
      await migrator.migrateTo("0004_staff_security");
      const at = "2025-05-01T12:00:00.000Z";
      for (const [title, published] of [["Live", 1], ["Draft", 0]] as const) {
        await old
          .insertInto("posts")
          .values({ title, slug: title.toLowerCase(), published, created_at: at, updated_at: at } as never)
          .execute();
      }
      expect(await migrateToLatest(old)).toEqual(migrationNames.slice(migrationNames.indexOf("0005_publishing")));
      const rows = await old.selectFrom("posts").select(["title", "published_at", "went_live_at", "version"] as never[]).orderBy("title" as never).execute();
      expect(rows).toEqual([
        { title: "Draft", published_at: null, went_live_at: null, version: 1 },
        { title: "Live", published_at: at, went_live_at: at, version: 1 },
      ]);
    } finally {
      await dispose();
    }
  });

  it("give images uploaded with a post, or inserted in its text, before their words were kept the description their post gives them", async () => {
    const { db: old, dispose } = await openFreshDatabase("migrate-media-descriptions");
    try {
      const { Migrator } = await import("kysely/migration");
      const migrator = new Migrator({ db: old, provider: { getMigrations: async () => migrations } });
      await migrator.migrateTo("0017_system_health");
      const at = "2026-11-01T12:00:00.000Z";
      const names = { header: "post-0001.png", decorative: "post-0002.png", inline: "post-0003.png", described: "post-0004.png", unused: "post-0005.png" };
      for (const name of Object.values(names)) {
        const description = name === names.described ? "Written in the library" : null;
        await old.insertInto("post_images").values({ name, width: 10, height: 10, bytes: 100, variants: "[]", created_at: at, description } as never).execute();
      }
      const url = (name: string) => `/media/post-images/${name}`;
      const posts = [
        { slug: "a", image: url(names.header), image_alt: "A nurse at a front door", content: `![A \\[tidy\\] porch](${url(names.inline)} "A title")` },
        { slug: "b", image: url(names.decorative), image_alt: null, image_decorative: 1, content: `![Other words](${url(names.described)})` },
        { slug: "c", image: url(names.header), image_alt: "Words of a later post", content: "" },
      ];
      for (const post of posts) await old.insertInto("posts").values({ title: post.slug, created_at: at, updated_at: at, ...post } as never).execute();
      expect(await migrateToLatest(old)).toEqual(migrationNames.slice(migrationNames.indexOf("0018_media_descriptions")));
      const rows = await old.selectFrom("post_images").select(["name", "description"] as never[]).orderBy("name" as never).execute();
      expect(rows).toEqual([
        { name: names.header, description: "A nurse at a front door" },
        { name: names.decorative, description: null },
        { name: names.inline, description: "A [tidy] porch" },
        { name: names.described, description: "Written in the library" },
        { name: names.unused, description: null },
      ]);
    } finally {
      await dispose();
    }
  });

  it("give the interview and offer emails HR saved before the accommodation notice the notice, in both languages (decision 1010)", async () => {
    const { db: old, dispose } = await openFreshDatabase("migrate-accommodation");
    try {
      const { Migrator } = await import("kysely/migration");
      const { migrations } = await import("../../migrations");
      const migrator = new Migrator({ db: old, provider: { getMigrations: async () => migrations } });
      await migrator.migrateTo("0027_referral_updates_sent");
      const row = (stage: string, body_en: string, body_fr: string) => ({ stage, subject_en: "S", subject_fr: "S", body_en, body_fr, updated_at: "2026-01-01T00:00:00.000Z", updated_by: "HR" });
      await old
        .insertInto("hiring_email_templates" as never)
        .values([
          row("interview", "Hello {name}.", "Bonjour {name}."),
          row("offer", "Hello. Ask us for any accommodation.", "Bonjour. Des mesures d’adaptation sont offertes."),
          row("screening", "Hello.", "Bonjour."),
        ] as never)
        .execute();
      await migrateToLatest(old);
      const stored = await old.selectFrom("hiring_email_templates" as never).select(["stage", "body_en", "body_fr"] as never).orderBy("stage" as never).execute();
      expect(stored).toEqual([
        {
          stage: "interview",
          body_en: "Hello {name}.\n\nAccommodation is available on request for every step of our hiring process: reply to this email to tell us what you need.",
          body_fr: "Bonjour {name}.\n\nDes mesures d'adaptation sont offertes sur demande à chaque étape de notre processus d'embauche : répondez à ce courriel pour nous dire ce dont vous avez besoin.",
        },
        { stage: "offer", body_en: "Hello. Ask us for any accommodation.", body_fr: "Bonjour. Des mesures d’adaptation sont offertes." },
        { stage: "screening", body_en: "Hello.", body_fr: "Bonjour." },
      ]);
    } finally {
      await dispose();
    }
  });

  it("build every table on an empty database, and a second run applies nothing", async () => {
    const { db: fresh, dispose } = await openFreshDatabase("migrate");
    try {
      expect(await migrateToLatest(fresh)).toEqual(migrationNames);
      const tables = (await fresh.introspection.getTables()).map((t) => t.name).sort();
      // The one list of tables (app/server/infra/db-tables.ts); db-tables.test.ts compares keys and foreign keys too.
      expect(tables).toEqual(tablesOn(onPostgres ? "postgres" : "sqlite").map((table) => table.name).sort());
      expect(await migrateToLatest(fresh)).toEqual([]);
      const pragma = await fresh.selectFrom("users").select("id").execute();
      expect(pragma).toEqual([]);
    } finally {
      await dispose();
    }
  });
});

describe("seed", () => {
  it("adds the demo content once; running it again changes nothing", async () => {
    await clearTables();
    const first = await seedDemoContent(new Date("2026-11-01T12:00:00Z"));
    expect(first).toEqual({ categories: 6, testimonials: 8, posts: 7, postings: 6 });
    const snapshot = async () => ({
      posts: await db().selectFrom("posts").selectAll().orderBy("id").execute(),
      categories: await db().selectFrom("categories").selectAll().orderBy("id").execute(),
      testimonials: await db().selectFrom("testimonials").selectAll().orderBy("id").execute(),
      postings: await db().selectFrom("job_postings").selectAll().orderBy("id").execute(),
    });
    const before = await snapshot();
    expect(await seedDemoContent(new Date("2026-11-05T12:00:00Z"))).toEqual({ categories: 0, testimonials: 0, posts: 0, postings: 0 });
    expect(await snapshot()).toEqual(before);

    const published = before.posts.filter((p) => p.published === 1);
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(before.posts.filter((p) => p.published === 0)).toHaveLength(1);
    expect(published.some((p) => p.featured === 1)).toBe(true);
    expect(published.some((p) => p.image)).toBe(true);
    expect(new Set(published.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
    // Testimonials one day apart, newest first in seed order.
    const times = before.testimonials.map((t) => Date.parse(t.created_at));
    for (let i = 1; i < times.length; i += 1) expect(times[i - 1]! - times[i]!).toBe(24 * 60 * 60 * 1000);
  });
});

describe("passwords and admins", () => {
  it("hashes with scrypt and verifies only the right password", async () => {
    const hash = await hashPassword("correct horse battery", { N: 2 ** 14, r: 8, p: 1 });
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("Correct horse battery", hash)).toBe(false);
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
  });

  it("creates an admin, resets the password, and verifies sign-ins case-insensitively by email", async () => {
    await clearTables();
    expect(await upsertAdmin("Boss@Example.com", "first-password-123")).toBe("created");
    expect(await upsertAdmin("boss@example.com", "second-password-456")).toBe("updated");
    expect(await db().selectFrom("users").selectAll().execute()).toHaveLength(1);
    expect(await verifyLogin("BOSS@example.com", "second-password-456")).toMatchObject({ email: "boss@example.com" });
    expect(await verifyLogin("boss@example.com", "first-password-123")).toBeNull();
    expect(await verifyLogin("nobody@example.com", "second-password-456")).toBeNull();
  }, 30_000);
});

describe("sessions, toasts and the admin guard", () => {
  it("a flash toast survives one redirect and shows once", async () => {
    const response = await redirectWithToast(getRequest("/contact"), "/contact", {
      title: "Message sent",
      variant: "success",
    });
    expect(response.status).toBe(302);
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = cookieFrom(response);

    const first = await rootLoader({ request: getRequest("/contact", { headers: { Cookie: cookie } }), params: {}, context: {} } as never);
    expect(first.data.toast).toMatchObject({ title: "Message sent", variant: "success" });
    // The loader hands back a cookie without the flash: the next page shows nothing.
    const next = await takeToast(getRequest("/", { headers: { Cookie: cookieFromInit(first) } }));
    expect(next.toast).toBeNull();
  });

  it("the admin guard sends anonymous visitors to the sign-in page and lets admins through", async () => {
    await clearTables();
    await upsertAdmin("staff@example.com", "a-long-password-1");
    const user = await db().selectFrom("users").select("id").executeTakeFirstOrThrow();
    const guard = async (request: Request) => {
      const context = new RouterContextProvider();
      const next = async () => new Response(null);
      await requireAdminMiddleware({ request, context, params: {}, url: new URL(request.url), pattern: "" } as never, next);
      return signedInAdmin(context);
    };

    const anonymous: unknown = await guard(getRequest("/admin/edit/3?tab=1")).catch((thrown: unknown) => thrown);
    expect(anonymous).toBeInstanceOf(Response);
    expect((anonymous as Response).status).toBe(302);
    expect((anonymous as Response).headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fedit%2F3%3Ftab%3D1");

    const cookie = (await startStaffSession(getRequest("/admin/login"), user.id, { method: "password", ip: "127.0.0.1" })).split(";")[0]!;
    const admin = await guard(getRequest("/admin", { headers: { Cookie: cookie } }));
    expect(admin.email).toBe("staff@example.com");
    // Outside the guarded layout there is no admin: reading it fails closed.
    expect(() => signedInAdmin(new RouterContextProvider())).toThrow();

    // A forged cookie (signature does not match) is anonymous.
    // (A character well inside the signature: the last one may only carry padding bits.)
    const at = cookie.length - 6;
    const forged = cookie.slice(0, at) + (cookie[at] === "A" ? "B" : "A") + cookie.slice(at + 1);
    expect(await getAdmin(getRequest("/admin", { headers: { Cookie: forged } }))).toBeNull();
  });
});

/** `data()` results carry their headers in `init`. */
function cookieFromInit(result: unknown): string {
  const init = (result as { init?: { headers?: HeadersInit } }).init;
  const headers = new Headers(init?.headers);
  return headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

describe("session lifetime and redirects", () => {
  it("refuses a session issued before the admin's password was reset", async () => {
    await clearTables();
    await upsertAdmin("reset@example.com", "a-long-password-1");
    const user = await db().selectFrom("users").select("id").executeTakeFirstOrThrow();
    const cookie = (await startStaffSession(getRequest("/admin/login"), user.id, { method: "password", ip: "127.0.0.1" })).split(";")[0]!;
    expect(await getAdmin(getRequest("/admin", { headers: { Cookie: cookie } }))).not.toBeNull();
    await upsertAdmin("reset@example.com", "another-password-2");
    expect(await getAdmin(getRequest("/admin", { headers: { Cookie: cookie } }))).toBeNull();
  }, 30_000);

  it("keeps redirects on this site", async () => {
    const { safeRedirectPath } = await import("~/lib/safe-redirect");
    expect(safeRedirectPath("/admin/edit/3?x=1#top", "/admin")).toBe("/admin/edit/3?x=1#top");
    for (const hostile of ["//evil.example", "/\\evil.example", "/\t/evil.example", "/\n/evil.example", "https://evil.example", "javascript:alert(1)", ""]) {
      expect(safeRedirectPath(hostile, "/admin")).toBe("/admin");
    }
  });
});

describe("content versions (migration 0006)", () => {
  it("every write to a table public pages are made of raises its version, whatever wrote it", async () => {
    const { db } = await import("~/server/infra/db.server");
    const { currentContentVersions } = await import("~/server/infra/content-versions.server");
    const before = await currentContentVersions();
    const now = new Date().toISOString();
    await db().insertInto("categories").values({ name: `Versioned ${Date.now()}` }).execute();
    const inserted = await db().insertInto("posts").values({ title: "Versioned", slug: `versioned-${Date.now()}`, created_at: now, updated_at: now }).returning("id").executeTakeFirstOrThrow();
    await db().updateTable("posts").set({ title: "Versioned again" }).where("id", "=", inserted.id).execute();
    await db().deleteFrom("posts").where("id", "=", inserted.id).execute();
    const after = await currentContentVersions();
    expect(after.categories).toBe(before.categories! + 1);
    expect(after.posts).toBe(before.posts! + 3);
    expect(after.testimonials).toBe(before.testimonials);
  });
});

describe("reads kept until their tables change", () => {
  it("reads again only after a write to its tables, counts them as read in a page's scope, and refuses a table without a version", async () => {
    const { db } = await import("~/server/infra/db.server");
    const { keptUntilChanged } = await import("~/server/infra/content-versions.server");
    const { withTableReads } = await import("~/server/infra/table-reads.server");
    let reads = 0;
    const count = keptUntilChanged(["testimonials"], async () => {
      reads++;
      const { n } = await db().selectFrom("testimonials").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      return Number(n);
    });
    const first = await count();
    expect(await count()).toBe(first);
    expect(reads).toBe(1);
    // A write elsewhere leaves it kept; one to its table is seen at the next call.
    await db().insertInto("categories").values({ name: `Kept ${Date.now()}` }).execute();
    expect(await count()).toBe(first);
    expect(reads).toBe(1);
    await db().insertInto("testimonials").values({ name: "Kept", content: "Kept until changed.", rating: 5, hidden: 0, created_at: new Date().toISOString() }).execute();
    expect(await count()).toBe(first + 1);
    expect(reads).toBe(2);
    // A page rendered for the cache learns it read testimonials, though no query ran.
    const tables = new Set<string>();
    await withTableReads(tables, () => count());
    expect(reads).toBe(2);
    expect([...tables]).toEqual(["testimonials"]);
    expect(() => keptUntilChanged(["staff_sessions"], async () => 0)).toThrow("staff_sessions has no content version");
  });

  it("answers with the same object, frozen through and through, until a write", async () => {
    const { db } = await import("~/server/infra/db.server");
    const { isKeptAnswer, keptUntilChanged } = await import("~/server/infra/content-versions.server");
    const names = keptUntilChanged(["categories"], async () => ({ names: (await db().selectFrom("categories").select("name").execute()).map((row) => ({ name: row.name })) }));
    const first = await names();
    expect(await names()).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.names) && first.names.every((entry) => Object.isFrozen(entry))).toBe(true);
    expect(isKeptAnswer(first.names)).toBe(true);
    expect(() => first.names.push({ name: "changed" })).toThrow(TypeError);
    await db().insertInto("categories").values({ name: `Frozen ${Date.now()}` }).execute();
    const second = await names();
    expect(second).not.toBe(first);
    expect(second.names.length).toBe(first.names.length + 1);
  });

  it("reads again once its answer no longer holds (a time it was good until)", async () => {
    const { keptUntilChanged } = await import("~/server/infra/content-versions.server");
    let reads = 0;
    let goodUntil = 1;
    const answer = keptUntilChanged(["testimonials"], async () => ({ read: ++reads }), (kept) => kept.read < goodUntil + 1);
    expect(await answer()).toEqual({ read: 1 });
    expect(await answer()).toEqual({ read: 1 });
    goodUntil = 0;
    expect(await answer()).toEqual({ read: 2 });
    goodUntil = 2;
    expect(await answer()).toEqual({ read: 2 });
  });

  it("by key: each key read once, the least recently asked dropped past the bound, all read again after a write", async () => {
    const { db } = await import("~/server/infra/db.server");
    const { keptByKeyUntilChanged } = await import("~/server/infra/content-versions.server");
    const reads: number[] = [];
    const doubled = keptByKeyUntilChanged(["testimonials"], async (key: number) => (reads.push(key), { doubled: key * 2 }), { keys: 2 });
    expect(await doubled(1)).toEqual({ doubled: 2 });
    expect(await doubled(2)).toEqual({ doubled: 4 });
    expect(await doubled(1)).toEqual({ doubled: 2 });
    expect(reads).toEqual([1, 2]);
    await doubled(3); // 2 was asked for least recently: dropped
    await doubled(1);
    await doubled(2);
    expect(reads).toEqual([1, 2, 3, 2]);
    await db().insertInto("testimonials").values({ name: "Key", content: "Read again.", rating: 4, hidden: 0, created_at: new Date().toISOString() }).execute();
    await doubled(2);
    expect(reads).toEqual([1, 2, 3, 2, 2]);
  });

  it("a notice is shown between its start and end, also when asked for a time before the notices were read", async () => {
    const { createNotice, noticesShownOn } = await import("~/server/domain/service-notices.server");
    const { ALL_PAGES } = await import("~/lib/service-notices");
    const hour = 60 * 60 * 1000;
    const now = Date.now();
    const words = { title: "Phones down", reason: "Maintenance", alternatives: "Email us" };
    const day = 24 * hour;
    const endedLongAgo = await createNotice({ en: words, fr: words, pages: ALL_PAGES, startsAt: new Date(now - 3 * day), endsAt: new Date(now - 2 * day) }, null);
    const ended = await createNotice({ en: words, fr: words, pages: ALL_PAGES, startsAt: new Date(now - 3 * hour), endsAt: new Date(now - 2 * hour) }, null);
    const current = await createNotice({ en: words, fr: words, pages: ALL_PAGES, startsAt: new Date(now - hour), endsAt: new Date(now + hour) }, null);
    const ids = async (at: number) => (await noticesShownOn("/", new Date(at))).map((notice) => notice.id);
    expect(await ids(now)).toEqual([current.id]);
    expect(await ids(now - 2.5 * hour)).toEqual([ended.id]);
    expect(await ids(now - 2.5 * day)).toEqual([endedLongAgo.id]);
    expect(await ids(now + 2 * hour)).toEqual([]);
  });
});
