/**
 * What the admin inbox itself owns: its page size, the shape of one page of
 * a list, and the counts on the dashboard. Each list comes from its entity's
 * module (submissions, testimonials, subscribers), newest first.
 */
import type { SubmissionKind } from "~/server/infra/db-schema";
import { db } from "~/server/infra/db.server";

export const INBOX_PAGE_SIZE = 20;

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * One inbox page of a list, newest first: `count` gives the total,
 * `rows(limit, offset)` the page's rows.
 */
export async function inboxPage<T>(
  page: number,
  count: () => Promise<{ n: number | string | bigint }>,
  rows: (limit: number, offset: number) => Promise<T[]>,
): Promise<Paged<T>> {
  const total = Number((await count()).n);
  const items = await rows(INBOX_PAGE_SIZE, (page - 1) * INBOX_PAGE_SIZE);
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)) };
}

interface InboxCounts {
  messages: number;
  applications: number;
  reviews: number;
  hiddenReviews: number;
  subscribers: number;
}

export async function inboxCounts(): Promise<InboxCounts> {
  const count = async (query: Promise<{ n: number | string | bigint } | undefined>) => Number((await query)?.n ?? 0);
  const submissions = (kind: SubmissionKind) =>
    db()
      .selectFrom("submissions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("kind", "=", kind)
      .executeTakeFirst();
  return {
    messages: await count(submissions("contact")),
    applications: await count(submissions("job")),
    reviews: await count(db().selectFrom("testimonials").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst()),
    hiddenReviews: await count(
      db()
        .selectFrom("testimonials")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("hidden", "=", 1)
        .executeTakeFirst(),
    ),
    subscribers: await count(
      db()
        .selectFrom("subscribers")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("unsubscribed_at", "is", null)
        .executeTakeFirst(),
    ),
  };
}
