/**
 * What several instances share (decision 0501): background jobs run by one
 * holder at a time, and on PostgreSQL one rate-limit budget for all.
 */
import { describe, expect, it } from "vitest";
import { createRateLimiter } from "~/server/infra/rate-limit.server";
import { runExclusively } from "~/server/infra/job-lock.server";
import { db } from "~/server/infra/db.server";
import { onPostgres } from "./test-database";

describe("job locks", () => {
  it("let one of two concurrent runs of a job work, and the job run again once it is done", async () => {
    let release!: () => void;
    const blocker = new Promise<void>((resolve) => (release = resolve));
    const first = runExclusively("test-job", 60_000, async () => {
      await blocker;
      return "first";
    });
    // The first run holds the lease while it works.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await runExclusively("test-job", 60_000, async () => "second");
    expect(second).toEqual({ ran: false });
    release();
    expect(await first).toEqual({ ran: true, result: "first" });
    expect(await runExclusively("test-job", 60_000, async () => "third")).toEqual({ ran: true, result: "third" });
    expect(await db().selectFrom("job_locks").selectAll().where("name", "=", "test-job").execute()).toEqual([]);
  });

  it("of many runs started at the same moment, never two work at once", async () => {
    // Counting the runs that worked would be wrong: a run that starts after the first released
    // the lease may work too (on a loaded machine it does). What the lease promises is no overlap.
    let worked = 0;
    let active = 0;
    let mostAtOnce = 0;
    const runs = await Promise.all(
      Array.from({ length: 8 }, () =>
        runExclusively("test-race", 60_000, async () => {
          worked++;
          active++;
          mostAtOnce = Math.max(mostAtOnce, active);
          // Hold the lease while the others try (a window for an overlap to show, not a wait for time to pass).
          await new Promise((resolve) => setTimeout(resolve, 100));
          active--;
        }),
      ),
    );
    expect(mostAtOnce).toBe(1);
    expect(worked).toBeGreaterThanOrEqual(1);
    expect(runs.filter((run) => run.ran)).toHaveLength(worked);
  });

  it("take over a lease its holder left to run out (a process that died mid-job)", async () => {
    await db().insertInto("job_locks").values({ name: "test-dead", holder: "gone", until: new Date(Date.now() - 1000).toISOString() }).execute();
    expect(await runExclusively("test-dead", 60_000, async () => "taken over")).toEqual({ ran: true, result: "taken over" });
    await db().insertInto("job_locks").values({ name: "test-live", holder: "alive", until: new Date(Date.now() + 60_000).toISOString() }).execute();
    expect(await runExclusively("test-live", 60_000, async () => "no")).toEqual({ ran: false });
  });
});

describe.skipIf(!onPostgres)("rate limits on PostgreSQL", () => {
  it("are one budget for every instance: two limiters of one bucket spend the same counter", async () => {
    const bucket = `shared-${Date.now()}`;
    // Two instances are two processes with their own limiter objects; only the database is shared.
    const instanceA = createRateLimiter(bucket, { points: 3, durationSeconds: 60 });
    const instanceB = createRateLimiter(bucket, { points: 3, durationSeconds: 60 });
    expect(await instanceA.hit("203.0.113.9")).toEqual({ ok: true });
    expect(await instanceB.hit("203.0.113.9")).toEqual({ ok: true });
    expect(await instanceA.hit("203.0.113.9")).toEqual({ ok: true });
    expect(await instanceB.hit("203.0.113.9")).toMatchObject({ ok: false });
    expect(await instanceA.hit("203.0.113.9")).toMatchObject({ ok: false });
    expect(await instanceB.hit("198.51.100.7")).toEqual({ ok: true });
  });

  it("take any key a visitor can cause: a 254-character email with an IP, a NUL", async () => {
    const limiter = createRateLimiter(`long-${Date.now()}`, { points: 2, durationSeconds: 60 });
    const longKey = `${"a".repeat(64)}@${"b".repeat(185)}.example|2001:db8::1`;
    expect(await limiter.hit(longKey)).toEqual({ ok: true });
    expect(await limiter.hit(longKey)).toEqual({ ok: true });
    expect(await limiter.hit(longKey)).toMatchObject({ ok: false });
    expect(await limiter.hit("evil\0@example.com")).toEqual({ ok: true });
  });
});
