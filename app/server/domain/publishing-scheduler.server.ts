/**
 * Scheduled publishing (decision 0313). Visitors' reads compare a post's
 * publish time with the clock (liveNow in posts.server.ts), so a scheduled
 * post appears at its minute whether or not anything here has run, with or
 * without traffic. This job only *announces* posts that went live: the audit
 * entry (and, later, cache invalidation), exactly once per post even with
 * several server processes, because the claim is one conditional UPDATE in the
 * same transaction as the audit entry. It runs at start (posts due while the
 * server was down) and then at each post's time.
 */
import { recordAudit } from "~/server/domain/audit.server";
import { claimPostsGoneLive, nextScheduledTime } from "~/server/domain/posts.server";
import { db } from "~/server/infra/db.server";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { clock, clockMs } from "~/server/infra/clock.server";
// --- newsletters: a scheduled post's newsletter is sent when the post goes live ---
import { sendNewslettersOfLivePosts } from "~/server/domain/newsletters.server";

/** Even with nothing scheduled, look again this often (a post scheduled by another process). */
const MAX_WAIT_MS = 60_000;

export async function announcePostsGoneLive(now = clock()): Promise<Array<{ id: number; title: string }>> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const posts = await claimPostsGoneLive(trx, now);
      for (const post of posts) {
        await recordAudit(
          {
            action: "post-publish",
            actor: null,
            target: { type: "post", id: post.id },
            detail: `${post.title} (scheduled for ${formatAgencyDateTime(post.publishedAt)})`,
            ip: "",
          },
          now,
          trx,
        );
      }
      return posts;
    });
}

/** Starts the timer; returns a function that stops it (shutdown, tests). */
export function startPublishingScheduler(log: (message: string) => void = console.log): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      const posts = await announcePostsGoneLive();
      for (const post of posts) log(`scheduled post went live: #${post.id} ${post.title}`);
      // --- newsletters ---
      for (const sent of await sendNewslettersOfLivePosts()) log(`newsletter #${sent.id} queued for ${sent.recipients} subscribers: ${sent.subject}`);
    } catch (error) {
      console.error("publishing scheduler:", error);
    }
    if (stopped) return;
    const next = await nextScheduledTime().catch(() => null);
    const wait = next ? Math.min(Math.max(next.getTime() - clockMs(), 0) + 50, MAX_WAIT_MS) : MAX_WAIT_MS;
    timer = setTimeout(() => void tick(), wait);
    timer.unref();
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
