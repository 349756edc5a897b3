/**
 * Contact messages and job applications (table `submissions`): stored first,
 * then the office is notified by email (the visitor-form pipeline calls
 * the two in that order). The notification runs after the answer is ready
 * and records its outcome on the row:
 *   pending -> sent | unsent (no SMTP_URL) | failed (retried later).
 * A mail failure never loses or rejects a submission. Resumes are never
 * attached to emails: the office downloads them from the admin inbox.
 */
import { randomBytes } from "node:crypto";
import { formatPhone, translate } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import type { ContactInput } from "~/schemas/contact";
import { idsWithSource } from "~/server/domain/enquiry-sources.server";
import type { SourceFilter } from "~/lib/enquiry-sources";
import { enqueueMail, type OutgoingMail } from "~/server/domain/outbox.server";
import { RESUME_FIELD, RESUME_KINDS, RESUME_MAX_BYTES } from "~/schemas/form-rules";
import { contentTypeOf, extensionOf, kindForExtension } from "~/lib/file-kinds";
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import type { ExpressionBuilder } from "kysely";
import type { Database, NotificationStatus, SubmissionKind, SubmissionRow } from "~/server/infra/db-schema";
import { inboxPage, type Paged } from "~/server/domain/inbox.server";
import { mailIsConfigured, sendMail } from "~/server/infra/mail.server";
import { RESUME_DIRECTORY } from "~/server/domain/resume-links.server";
import { fileStore } from "~/server/infra/stored-files.server";
import type { UploadPolicy } from "~/server/infra/upload-checks.server";

/** Where the office reads submissions (the admin inbox pages). */
// eslint-disable-next-line no-restricted-syntax -- the domain imports no React Router (so no href()): kept in step with app/routes.ts by hand
const ADMIN_INBOX_PATHS = { contact: "/admin/inbox/messages", job: "/admin/applications" } as const;
/** A notification is tried at most this many times. */
const MAX_NOTIFICATION_ATTEMPTS = 5;
/** A row still "pending" this long after it was stored lost its notification (crash, restart). */
const STALE_PENDING_MS = 5 * 60 * 1000;

export const resumeUploadPolicy: UploadPolicy = {
  field: RESUME_FIELD,
  kinds: RESUME_KINDS,
  maxBytes: RESUME_MAX_BYTES,
  directory: RESUME_DIRECTORY,
  fileName: (ext) => `resume-${Date.now()}-${randomBytes(4).toString("hex")}.${ext}`,
};

export interface StoredSubmission {
  id: number;
}

/**
 * Stores a contact message with, in the same transaction, the visitor's
 * acknowledgement in the language they wrote in (the office is notified
 * next: notifyOfficeOfSubmission).
 */
export async function storeContactMessage(input: ContactInput & { language?: Locale }, now = new Date()): Promise<StoredSubmission> {
  const language = input.language ?? "en";
  return db()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .insertInto("submissions")
        .values({
          kind: "contact",
          name: input.name,
          email: input.email,
          subject: input.subject ?? null,
          message: input.message,
          notification_status: initialStatus(),
          created_at: now.toISOString(),
          language,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await enqueueMail(contactAcknowledgement(row.id, input.email, language), { now, trx });
      return { id: row.id };
    });
}

/**
 * The visitor's acknowledgement: that the message arrived, when we answer,
 * the phone. Nothing they typed (anyone may type someone else's address).
 */
function contactAcknowledgement(id: number, to: string, language: Locale): OutgoingMail {
  const { companyName, phone } = config().business;
  return {
    to,
    subject: translate(language, "contact.ackSubject", { company: companyName }),
    text: translate(language, "contact.ackText", { company: companyName, phone: formatPhone(language, phone) }),
    kind: "contact-ack",
    dedupeKey: `contact-ack:${id}`,
    ref: { type: "submission", id },
  };
}

/** Without SMTP_URL nothing will be sent: the row says so from the start. */
function initialStatus(): NotificationStatus {
  return mailIsConfigured() ? "pending" : "unsent";
}

/**
 * Mails the office about a stored submission; settles when it has been
 * tried, with the status recorded on the row (never rejects).
 */
export function notifyOfficeOfSubmission(id: number): Promise<NotificationStatus> {
  if (!mailIsConfigured()) return Promise.resolve("unsent");
  return notifyOffice(id).catch((error: unknown) => {
    console.error(`notification of submission ${id} failed`, error);
    return "failed" as const;
  });
}

function officeEmail(row: SubmissionRow): { subject: string; text: string } {
  // A job application: its own page in the hiring pipeline.
  const inbox = new URL(row.kind === "job" ? `${ADMIN_INBOX_PATHS.job}/${row.id}` : ADMIN_INBOX_PATHS.contact, config().siteUrl).toString();
  const received = new Date(row.created_at).toLocaleString("en-CA", { timeZone: "America/Toronto" });
  if (row.kind === "job") {
    const position = row.subject ?? "General application";
    const resume = row.attachment_file
      ? `${row.attachment_name ?? row.attachment_file} (${Math.max(1, Math.round((row.attachment_size ?? 0) / 1024))} KB): download it from the application page`
      : "none";
    return {
      subject: `New job application: ${position} — ${row.name}`,
      text: [
        "A job application was sent through the website.",
        "",
        `Name: ${row.name}`,
        `Email: ${row.email}`,
        `Position: ${position}`,
        `Received: ${received}`,
        `Resume: ${resume}`,
        "",
        "Cover letter:",
        row.message || "(none)",
        "",
        `The application (sign-in required): ${inbox}`,
      ].join("\n"),
    };
  }
  return {
    subject: `New contact message from ${row.name}${row.subject ? `: ${row.subject}` : ""}`,
    text: [
      "A visitor sent a message through the website contact form.",
      "",
      `Name: ${row.name}`,
      `Email: ${row.email}`,
      `Subject: ${row.subject ?? "(none)"}`,
      `Received: ${received}`,
      "",
      "Message:",
      row.message,
      "",
      `Admin inbox (sign-in required): ${inbox}`,
    ].join("\n"),
  };
}

/** Sends the office notification of one submission and records the outcome. */
async function notifyOffice(id: number): Promise<NotificationStatus> {
  const row = await db().selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return "failed";
  const { subject, text } = officeEmail(row);
  const outcome = await sendMail({ to: config().officeNotifyEmail, subject, text, replyTo: row.email });
  await db()
    .updateTable("submissions")
    .set((eb) => ({
      notification_status: outcome.status,
      notification_error: outcome.status === "failed" ? outcome.error : null,
      notification_attempts: outcome.status === "unsent" ? eb.ref("notification_attempts") : eb("notification_attempts", "+", 1),
    }))
    .where("id", "=", id)
    .execute();
  return outcome.status;
}

/**
 * Tries again every notification that failed, or that was still pending
 * when the process stopped. Run at start (startup.server.ts) and by
 * `npm run mail:retry`. Rows marked "unsent" (no SMTP at the time) stay
 * as they are: the office reads them in the admin inbox.
 */
export async function retryPendingNotifications(now = new Date()): Promise<{ attempted: number; sent: number; failed: number }> {
  const summary = { attempted: 0, sent: 0, failed: 0 };
  if (!config().smtpUrl) return summary;
  const stale = new Date(now.getTime() - STALE_PENDING_MS).toISOString();
  const rows = await db()
    .selectFrom("submissions")
    .select("id")
    .where("notification_attempts", "<", MAX_NOTIFICATION_ATTEMPTS)
    .where((eb) =>
      eb.or([
        eb("notification_status", "=", "failed"),
        eb.and([eb("notification_status", "=", "pending"), eb("created_at", "<", stale)]),
      ]),
    )
    .orderBy("id")
    .execute();
  for (const { id } of rows) {
    summary.attempted++;
    const status = await notifyOffice(id);
    if (status === "sent") summary.sent++;
    else summary.failed++;
  }
  return summary;
}

/** Submission rows (and their resume files) older than the retention period are deleted. */
export async function purgeExpiredSubmissions(
  retentionDays = config().submissionRetentionDays,
  now = new Date(),
): Promise<{ submissions: number; resumes: number; orphans: number }> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  // Job applications in the hiring pipeline follow its own retention rule (applications.server.ts, decision 0601).
  const inPipeline = (eb: ExpressionBuilder<Database, "submissions">) =>
    eb.not(eb.exists(eb.selectFrom("job_applications").select("submission_id").whereRef("job_applications.submission_id", "=", "submissions.id")));
  const expired = await db()
    .selectFrom("submissions")
    .select(["id", "attachment_file"])
    .where("created_at", "<", cutoff)
    .where(inPipeline)
    .execute();
  let resumes = 0;
  for (const row of expired) {
    if (!row.attachment_file) continue;
    try {
      await fileStore().remove(resumeUploadPolicy.directory, row.attachment_file);
      resumes++;
    } catch (error) {
      console.error(`could not delete resume ${row.attachment_file}`, error);
    }
  }
  if (expired.length) {
    await db()
      .deleteFrom("submissions")
      .where("id", "in", expired.map((row) => row.id))
      .execute();
  }
  const orphans = await purgeOrphanResumes(now);
  return { submissions: expired.length, resumes, orphans };
}

/**
 * Files in the resume folder that no submission points to (an interrupted
 * upload, a row deleted by an admin) are removed once a day old.
 */
async function purgeOrphanResumes(now: Date): Promise<number> {
  const files = await fileStore().list(resumeUploadPolicy.directory);
  const referenced = new Set(
    (
      await db().selectFrom("submissions").select("attachment_file").where("attachment_file", "is not", null).execute()
    ).map((row) => row.attachment_file),
  );
  const dayAgo = now.getTime() - 24 * 60 * 60 * 1000;
  let removed = 0;
  for (const file of files) {
    if (referenced.has(file.name) || file.modified.getTime() > dayAgo) continue;
    await fileStore().remove(resumeUploadPolicy.directory, file.name);
    removed++;
  }
  return removed;
}

// ---------------------------------------------------------------- the inbox: messages and applications

type Submission = Pick<
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
  | "language"
> & { hasAttachment: boolean };

/** One inbox page of a kind of submission, newest first; with `language`, only those sent from that edition; with `source`, only those from it. */
export function listSubmissions(kind: SubmissionKind, page: number, language?: Locale, source: SourceFilter = {}): Promise<Paged<Submission>> {
  const ofKind = () => {
    let query = db().selectFrom("submissions").where("kind", "=", kind);
    if (language) query = query.where("language", "=", language);
    const sourced = idsWithSource(kind === "job" ? "application" : "contact", source);
    return sourced ? query.where("id", "in", sourced) : query;
  };
  const count = () => ofKind().select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return inboxPage(page, count, async (limit, offset) => {
    const rows = await ofKind()
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
        "language",
      ])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map(({ attachment_file, ...row }) => ({ ...row, hasAttachment: Boolean(attachment_file) }));
  });
}

interface ResumeFile {
  body: ReadableStream<Uint8Array>;
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
  const ext = extensionOf(row.attachment_file);
  const kind = kindForExtension(ext, RESUME_KINDS);
  if (!kind) return null;
  const contentType = contentTypeOf(kind);
  const file = await fileStore().open(RESUME_DIRECTORY, row.attachment_file).catch(() => null);
  if (!file) return null;
  const fallbackName = `resume-${row.name.replace(/[^\w-]+/g, "-").replace(/^-+|-+$/g, "") || applicationId}.${ext}`;
  return { body: file.body, size: file.info.size, contentType, downloadName: row.attachment_name || fallbackName };
}
