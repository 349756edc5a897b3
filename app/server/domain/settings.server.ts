/**
 * The owner's switches, one row per key in `settings`. Today one: whether
 * every staff member must have a second factor. Read per request where it
 * matters (one primary-key lookup), so a change applies at once.
 */
import { db } from "~/server/infra/db.server";

const REQUIRE_TWO_FACTOR = "require_two_factor";

export async function twoFactorRequired(): Promise<boolean> {
  const row = await db().selectFrom("settings").select("value").where("key", "=", REQUIRE_TWO_FACTOR).executeTakeFirst();
  return row?.value === "1";
}

export async function setTwoFactorRequired(on: boolean, now = new Date()): Promise<void> {
  const value = on ? "1" : "0";
  await db()
    .insertInto("settings")
    .values({ key: REQUIRE_TWO_FACTOR, value, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now.toISOString() }))
    .execute();
}
