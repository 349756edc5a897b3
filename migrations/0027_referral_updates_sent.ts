import { type Kysely, sql } from "kysely";

/**
 * The status emails a referrer was sent (decision 0903), on the referral
 * itself: the outbox row that made each one "once" is purged after 90 days,
 * and the order of events matters (no "contacted" after "accepted"). A
 * space-separated list of events ("contacted accepted"), taken at first from
 * the outbox rows still there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("care_referrals")
    .addColumn("updates_sent", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  const sent = await sql<{ dedupe_key: string }>`select dedupe_key from mail_outbox where kind in ('referral-contacted', 'referral-accepted', 'referral-not-proceeding') and dedupe_key is not null`.execute(db);
  const events = new Map<number, string[]>();
  for (const { dedupe_key } of sent.rows) {
    const match = /^referral-([a-z-]+):(\d+)$/.exec(dedupe_key);
    if (match) events.set(Number(match[2]), [...(events.get(Number(match[2])) ?? []), match[1]!]);
  }
  for (const [requestId, list] of events) {
    await sql`update care_referrals set updates_sent = ${list.join(" ")} where request_id = ${requestId}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("care_referrals").dropColumn("updates_sent").execute();
}
