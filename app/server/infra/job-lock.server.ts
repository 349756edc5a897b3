/**
 * One holder at a time for a background job (decision 0501), when several
 * server instances (or the server and a CLI script) share the database: the
 * mail retry would otherwise send the same message twice, and two instances
 * starting on an empty database would both seed it.
 *
 * A lease in `job_locks`: taking it is one INSERT ... ON CONFLICT DO UPDATE
 * that only succeeds when the row is free or its lease has run out, atomic on
 * both SQLite and PostgreSQL. A holder that died leaves a lease that expires.
 */
import { randomUUID } from "node:crypto";
import { db } from "~/server/infra/db.server";

/**
 * Runs `work` if no one else holds `name`, and answers `{ ran: false }`
 * otherwise (the holder is doing the job). The lease must outlast the work.
 */
export async function runExclusively<T>(name: string, leaseMs: number, work: () => Promise<T>, now = new Date()): Promise<{ ran: true; result: T } | { ran: false }> {
  const holder = randomUUID();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const taken = await db()
    .insertInto("job_locks")
    .values({ name, holder, until })
    .onConflict((oc) =>
      oc
        .column("name")
        .doUpdateSet({ holder, until })
        .where("job_locks.until", "<", now.toISOString()),
    )
    .returning("holder")
    .executeTakeFirst();
  if (taken?.holder !== holder) return { ran: false };
  try {
    return { ran: true, result: await work() };
  } finally {
    await db().deleteFrom("job_locks").where("name", "=", name).where("holder", "=", holder).execute();
  }
}
