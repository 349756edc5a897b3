/**
 * Unique-key conflicts are told by the database's error code, the same way on
 * SQLite and PostgreSQL (app/server/infra/db-dialect.server.ts): two people adding one
 * category at the same moment get a message next to the field, never a 500.
 */
import { beforeAll, describe, expect, test } from "vitest";
import * as categories from "~/routes/admin/posts/categories";
import { firstFieldErrors, type SubmissionErrors } from "~/lib/field-errors";
import { db } from "~/server/infra/db.server";
import { isUniqueViolation } from "~/server/infra/db-dialect.server";
import { dataOf, post, run, signedInCookie, type RouteModule } from "./admin-helpers";
import { postInput } from "./factories";
import { createPost } from "~/server/domain/posts.server";

const categoriesRoute = categories as unknown as RouteModule;
let cookie: string;

beforeAll(async () => {
  cookie = await signedInCookie("unique-keys@example.com", "editor");
});

describe("unique keys on either database", () => {
  test("two people adding the same category at once: one is added, the other gets the field's message", async () => {
    const name = `Respite ${process.pid}`;
    const outcomes = await Promise.all([0, 1].map(() => run(categoriesRoute.action, post("/admin/categories", { name }, cookie))));
    expect(outcomes.map((o) => o.status).sort()).toEqual([302, 400]);
    const refused = outcomes.find((o) => o.status === 400)!;
    expect(firstFieldErrors(dataOf<{ error?: SubmissionErrors }>(refused).error).name).toBe(`A category named “${name}” already exists.`);
    expect(await db().selectFrom("categories").select("id").where("name", "=", name).execute()).toHaveLength(1);
  });

  test("the conflict is recognised by code, and by table and column when asked", async () => {
    const first = await createPost(postInput({ title: "Unique slug check" }));
    let caught: unknown;
    try {
      await db().insertInto("posts").values({ ...(await db().selectFrom("posts").selectAll().where("id", "=", first.id).executeTakeFirstOrThrow()), id: undefined as never }).execute();
    } catch (error) {
      caught = error;
    }
    expect(isUniqueViolation(caught)).toBe(true);
    expect(isUniqueViolation(caught, { table: "posts", column: "slug" })).toBe(true);
    expect(isUniqueViolation(caught, { table: "categories", column: "name" })).toBe(false);
    expect(isUniqueViolation(new Error("UNIQUE constraint failed: posts.slug"))).toBe(false);
  });
});
