/**
 * The admin inbox: what visitors sent, read from the tables the submissions
 * feature writes (contact messages and job applications in `submissions`,
 * reviews in `testimonials`, newsletter sign-ups in `subscribers`). Newest
 * first, paginated. Resumes are read from storage/uploads/resumes only
 * through an admin route.
 */
import fs from "node:fs";
import type { SubmissionKind, SubmissionRow, SubscriberRow, TestimonialRow } from "./db-schema";
import { db } from "./db.server";
import { storedFilePath } from "./uploads.server";

export const INBOX_PAGE_SIZE = 20;
export const RESUME_DIRECTORY = "uploads/resumes";

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}

function paged<T>(items: T[], total: number, page: number): Paged<T> {
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)) };
}

export interface InboxCounts {
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

// ---------------------------------------------------------------- messages and applications

export type Submission = Pick<
  SubmissionRow,
  | "id"
  | "name"
  | "email"
  | "subject"
  | "message"
  | "attachment_name"
  | "attachment_size"
  | "notification_status"
  | "created_at"
> & { hasAttachment: boolean };

export async function listSubmissions(kind: SubmissionKind, page: number): Promise<Paged<Submission>> {
  const { n } = await db()
    .selectFrom("submissions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("kind", "=", kind)
    .executeTakeFirstOrThrow();
  const rows = await db()
    .selectFrom("submissions")
    .select([
      "id",
      "name",
      "email",
      "subject",
      "message",
      "attachment_file",
      "attachment_name",
      "attachment_size",
      "notification_status",
      "created_at",
    ])
    .where("kind", "=", kind)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE)
    .execute();
  const items = rows.map(({ attachment_file, ...row }) => ({ ...row, hasAttachment: Boolean(attachment_file) }));
  return paged(items, Number(n), page);
}

const RESUME_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export interface ResumeFile {
  path: string;
  size: number;
  contentType: string;
  downloadName: string;
}

/** The resume of a job application, if it has one and the file is still there. */
export async function findResume(applicationId: number): Promise<ResumeFile | null> {
  const row = await db()
    .selectFrom("submissions")
    .select(["name", "attachment_file", "attachment_name"])
    .where("id", "=", applicationId)
    .where("kind", "=", "job")
    .executeTakeFirst();
  if (!row?.attachment_file) return null;
  const ext = row.attachment_file.split(".").pop()?.toLowerCase() ?? "";
  const contentType = RESUME_TYPES[ext];
  if (!contentType) return null;
  let file: string;
  try {
    file = storedFilePath(RESUME_DIRECTORY, row.attachment_file);
  } catch {
    return null;
  }
  try {
    const stat = await fs.promises.stat(file);
    if (!stat.isFile()) return null;
    const fallbackName = `resume-${row.name.replace(/[^\w-]+/g, "-").replace(/^-+|-+$/g, "") || applicationId}.${ext}`;
    return { path: file, size: stat.size, contentType, downloadName: row.attachment_name || fallbackName };
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- reviews

export type Review = Pick<TestimonialRow, "id" | "name" | "role" | "company" | "rating" | "content" | "created_at"> & {
  hidden: boolean;
};

export async function listReviews(page: number): Promise<Paged<Review>> {
  const { n } = await db()
    .selectFrom("testimonials")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const rows = await db()
    .selectFrom("testimonials")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE)
    .execute();
  return paged(
    rows.map((row) => ({ ...row, hidden: row.hidden === 1 })),
    Number(n),
    page,
  );
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

// ---------------------------------------------------------------- newsletter subscribers

export type Subscriber = Pick<
  SubscriberRow,
  "id" | "email" | "consent_text" | "consented_at" | "confirmed_at" | "unsubscribed_at" | "created_at"
>;

export function subscriberStatus(subscriber: Pick<Subscriber, "confirmed_at" | "unsubscribed_at">): string {
  if (subscriber.unsubscribed_at) return "Unsubscribed";
  return subscriber.confirmed_at ? "Confirmed" : "Awaiting confirmation";
}

const SUBSCRIBER_COLUMNS = [
  "id",
  "email",
  "consent_text",
  "consented_at",
  "confirmed_at",
  "unsubscribed_at",
  "created_at",
] as const;

export async function listSubscribers(page: number): Promise<Paged<Subscriber>> {
  const { n } = await db()
    .selectFrom("subscribers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const rows = await db()
    .selectFrom("subscribers")
    .select(SUBSCRIBER_COLUMNS)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE)
    .execute();
  return paged(rows, Number(n), page);
}

/**
 * A spreadsheet cell: quoted, and a leading = + - @ (or tab/CR) neutralised
 * so a crafted email cannot run as a formula when the file is opened.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Every subscriber, newest first, with status and consent time (decision 0305). */
export async function subscribersCsv(): Promise<string> {
  const rows = await db()
    .selectFrom("subscribers")
    .select(SUBSCRIBER_COLUMNS)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const header = ["email", "status", "consented_at", "consent_text", "confirmed_at", "unsubscribed_at", "created_at"];
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) {
    lines.push(
      [
        row.email,
        subscriberStatus(row),
        row.consented_at,
        row.consent_text,
        row.confirmed_at,
        row.unsubscribed_at,
        row.created_at,
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
