/**
 * Testimonials: public lists show visible rows only,
 * newest first; a visitor's review is stored and shown at once (admins can
 * hide or delete it from the inbox), and the office gets a best-effort email.
 */
import { keptUntilChanged } from "~/server/infra/content-versions.server";
import type { Locale } from "~/lib/locale";
import type { ReviewInput } from "~/schemas/review";
import { config } from "~/server/infra/config.server";
import type { TestimonialRow } from "~/server/infra/db-schema";
import { db } from "~/server/infra/db.server";
import { inboxPage, type Paged } from "~/server/domain/inbox.server";
import { idsWithSource } from "~/server/domain/enquiry-sources.server";
import type { SourceFilter } from "~/lib/enquiry-sources";
import { sendMail } from "~/server/infra/mail.server";

const HOME_TESTIMONIAL_COUNT = 4;
const TESTIMONIALS_PAGE_SIZE = 6;
/** Past this, a page number is not a real page (protects the OFFSET). */
const MAX_TESTIMONIAL_PAGE = 1000;

export interface PublicTestimonial {
  id: number;
  name: string;
  role: string | null;
  company: string | null;
  rating: number;
  content: string;
  createdAt: string;
}

function visible() {
  return db()
    .selectFrom("testimonials")
    .select(["id", "name", "role", "company", "rating", "content", "created_at"])
    .where("hidden", "=", 0)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
}

type Row = { id: number; name: string; role: string | null; company: string | null; rating: number; content: string; created_at: string };

function toPublic(row: Row): PublicTestimonial {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    company: row.company,
    rating: row.rating,
    content: row.content,
    createdAt: row.created_at,
  };
}

/** The newest visible testimonials (home page: 4). */
export async function latestTestimonials(limit = HOME_TESTIMONIAL_COUNT): Promise<readonly PublicTestimonial[]> {
  if (limit === HOME_TESTIMONIAL_COUNT) return homeTestimonials();
  return (await visible().limit(limit).execute()).map(toPublic);
}

/** The home page's, read again only after a testimonial changes. */
const homeTestimonials = keptUntilChanged(["testimonials"], async () => (await visible().limit(HOME_TESTIMONIAL_COUNT).execute()).map(toPublic));

/**
 * One page of visible testimonials (1-based), newest first. `hasMore` is
 * exact: one row past the page is read to know whether another page exists.
 */
export async function testimonialsPage(
  page: number,
  pageSize = TESTIMONIALS_PAGE_SIZE,
): Promise<{ items: PublicTestimonial[]; page: number; hasMore: boolean }> {
  const safePage = Math.min(MAX_TESTIMONIAL_PAGE, Math.max(1, Math.trunc(page) || 1));
  const rows = await visible()
    .limit(pageSize + 1)
    .offset((safePage - 1) * pageSize)
    .execute();
  return { items: rows.slice(0, pageSize).map(toPublic), page: safePage, hasMore: rows.length > pageSize };
}

/** Stores a visitor's review (visible at once); the office is told next (notifyOfficeOfReview). */
export async function storeReview(input: ReviewInput & { language?: Locale }, now = new Date()): Promise<PublicTestimonial> {
  const row = await db()
    .insertInto("testimonials")
    .values({
      name: input.name,
      role: input.role ?? null,
      rating: input.rating,
      content: input.content,
      created_at: now.toISOString(),
      language: input.language ?? "en",
    })
    .returning(["id", "name", "role", "company", "rating", "content", "created_at"])
    .executeTakeFirstOrThrow();
  return toPublic(row);
}

/** Not retried: the review is already on the site, where the office sees it. */
export async function notifyOfficeOfReview(review: PublicTestimonial) {
  // eslint-disable-next-line no-restricted-syntax -- the domain imports no React Router (so no href()): kept in step with app/routes.ts by hand
  const inbox = new URL("/admin/inbox/reviews", config().siteUrl).toString();
  return sendMail({
    to: config().officeNotifyEmail,
    subject: `New review (${review.rating}/5) from ${review.name}`,
    text: [
      "A visitor left a review on the website. It is shown on the testimonials page now;",
      "hide or delete it from the admin inbox if it should not be public.",
      "",
      `Name: ${review.name}`,
      `Role: ${review.role ?? "(none)"}`,
      `Rating: ${review.rating}/5`,
      "",
      review.content,
      "",
      `Admin inbox (sign-in required): ${inbox}`,
    ].join("\n"),
  });
}

// ---------------------------------------------------------------- the inbox: moderation

type Review = Pick<TestimonialRow, "id" | "name" | "role" | "company" | "rating" | "content" | "created_at" | "language"> & {
  hidden: boolean;
};

/** One inbox page of reviews, newest first; with `language`, only those sent from that edition; with `source`, only those from it. */
export function listReviews(page: number, language?: Locale, source: SourceFilter = {}): Promise<Paged<Review>> {
  const inLanguage = () => {
    let query = db().selectFrom("testimonials");
    if (language) query = query.where("language", "=", language);
    const sourced = idsWithSource("review", source);
    return sourced ? query.where("id", "in", sourced) : query;
  };
  const count = () => inLanguage().select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return inboxPage(page, count, async (limit, offset) => {
    const rows = await inLanguage()
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({ ...row, hidden: row.hidden === 1 }));
  });
}

export async function findReview(id: number): Promise<Review | null> {
  const row = await db().selectFrom("testimonials").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? { ...row, hidden: row.hidden === 1 } : null;
}

/** Hides or shows a review on the public pages; false when it does not exist. */
export async function setReviewHidden(id: number, hidden: boolean): Promise<boolean> {
  const result = await db()
    .updateTable("testimonials")
    .set({ hidden: hidden ? 1 : 0 })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteReview(id: number): Promise<boolean> {
  const result = await db().deleteFrom("testimonials").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
