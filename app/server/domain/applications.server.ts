/**
 * Job applications and their pipeline (decisions 0600, 0601): the
 * `submissions` row keeps who applied (name, email, letter, resume); the
 * `job_applications` row beside it keeps the posting, the stage, the
 * screening answers, the must-haves missed and the interview dates; notes
 * and history have their tables. Every email to the applicant is stored in
 * the outbox in the same transaction as the event it is about, under a
 * dedupe key, so it goes exactly once (decision 0020).
 */
import type { Kysely, Transaction } from "kysely";
import {
  DECISION_DUE_DAYS,
  ENDING_STAGES,
  isRequirement,
  isStage,
  type MailLanguage,
  PURGED_STAGES,
  type Requirement,
  SCREENING_ITEMS,
  type ScreeningItem,
  type Stage,
  STAGE_LABELS,
  STAGES,
  unansweredScreening,
} from "~/lib/hiring";
import { agencyLocalDateAndHour, formatAgencyDate } from "~/lib/agency-time";
import type { JobApplicationInput, ScreeningAnswers } from "~/schemas/job";
import { forgetAuditDetails } from "~/server/domain/audit.server";
import { deleteMailFor, enqueueMail } from "~/server/domain/outbox.server";
import { idsWithSource } from "~/server/domain/enquiry-sources.server";
import type { Channel, HeardAboutChoice } from "~/lib/enquiry-sources";
import { postingTitleOr, renderTemplate, type TemplateKey } from "~/server/domain/hiring-mail.server";
import { deletePostings, expiredPostingIds, POSTING_RETENTION_YEARS } from "~/server/domain/job-postings.server";
import { resumeUploadPolicy } from "~/server/domain/submissions.server";
import { signResumeLink } from "~/server/domain/resume-links.server";
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import type { Database } from "~/server/infra/db-schema";
import { fileStore } from "~/server/infra/stored-files.server";
import { mailIsConfigured } from "~/server/infra/mail.server";
import type { AcceptedUpload } from "~/server/infra/upload-checks.server";
import { lockByName, lockingRead } from "~/server/infra/db-dialect.server";
import type { Locale } from "~/lib/locale";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A second application from the same address to the same posting this soon is the same one sent twice. */
const DOUBLE_SUBMIT_MS = 10 * 60 * 1000;
/** "Other applications from the same email or phone": this far back. */
const RELATED_DAYS = 183;

export const mailRef = (id: number) => ({ type: "application", id });

/** The posting's title in an email's language: HR's French title in a French email when it has one. */
export function postingTitleIn(language: MailLanguage, title: string | null | undefined, frenchTitle: string | null | undefined): string {
  return postingTitleOr(language === "fr" ? (frenchTitle ?? title) : title, language);
}

/** The stored screening answers ({} when the application came without them). */
function screeningAnswers(text: string): Partial<ScreeningAnswers> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as Partial<ScreeningAnswers>) : {};
  } catch {
    return {};
  }
}

function jsonList(text: string | null | undefined): string[] {
  try {
    const value: unknown = JSON.parse(text ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

type Executor = Kysely<Database> | Transaction<Database>;

async function addEvent(executor: Executor, id: number, kind: Database["application_events"]["kind"], detail: string, actor: string | null, now: Date) {
  await executor.insertInto("application_events").values({ application_id: id, kind, detail, actor, created_at: now.toISOString() }).execute();
}

// ---------------------------------------------------------------- receiving

/** The application this form already stored in the last ten minutes (a double submit), if any. */
function sameApplicationJustSent(trx: Executor, input: JobApplicationInput, resume: AcceptedUpload | null, postingId: number | undefined, now: Date) {
  return trx
    .selectFrom("submissions as s")
    .innerJoin("job_applications as a", "a.submission_id", "s.id")
    .select("s.id")
    .where("s.email", "=", input.email)
    // The same form sent again: same words, same resume name (a changed one is a new application).
    .where("s.name", "=", input.name)
    .where("s.message", "=", input.message ?? "")
    .where((eb) => (resume ? eb("s.attachment_name", "=", resume.originalName) : eb("s.attachment_name", "is", null)))
    .where((eb) => (postingId ? eb("a.posting_id", "=", postingId) : eb("a.posting_id", "is", null)))
    .where("s.created_at", ">", new Date(now.getTime() - DOUBLE_SUBMIT_MS).toISOString())
    .executeTakeFirst();
}

/**
 * Stores a job application (its resume already checked and stored), its
 * pipeline row and the acknowledgement to the applicant, in one
 * transaction. The same form sent again within ten minutes (same address,
 * posting, name, letter and resume name: a double submit) is the
 * application already stored: nothing new is kept and no second email goes.
 * `doubleSubmit: false` (the JSON endpoint, decision 0207): every request is
 * stored and answered as before, with its own resume link.
 */
export async function storeApplication(
  input: JobApplicationInput,
  resume: AcceptedUpload | null,
  now = new Date(),
  options: { doubleSubmit?: boolean; language?: Locale } = {},
): Promise<{ id: number; attachmentUrl?: string; duplicate: boolean }> {
  const screening = input.screening;
  const posting = input.position
    ? await db().selectFrom("job_postings").select(["id", "title", "title_fr", "must_haves"]).where("slug", "=", input.position.id).executeTakeFirst()
    : undefined;
  const mustHaves = jsonList(posting?.must_haves).filter(isRequirement);
  // No screening question answered and nothing ticked: whether the must-haves are met is not known, not a miss.
  const judged = screening && (screening.has.length > 0 || unansweredScreening(screening).length < SCREENING_ITEMS.length);
  const unmet: Requirement[] = judged ? mustHaves.filter((key) => !screening.has.includes(key)) : [];
  // The edition it was sent from; its emails in French when that was the French one or the applicant asked for French.
  const edition: Locale = options.language ?? "en";
  const language: MailLanguage = edition === "fr" || screening?.prefersFrench ? "fr" : "en";
  try {
    const result = await db().transaction().execute(async (trx) => {
      // One application from an address at a time (PostgreSQL): a double submit's second request
      // waits for the first to be stored, then finds it (decision 0503).
      await lockByName(trx, `job-application:${input.email.toLowerCase()}`);
      const recent = options.doubleSubmit === false ? undefined : await sameApplicationJustSent(trx, input, resume, posting?.id, now);
      if (recent) return { id: recent.id, duplicate: true };
      const row = await trx
        .insertInto("submissions")
        .values({
          kind: "job",
          name: input.name,
          email: input.email,
          subject: posting?.title ?? input.position?.title ?? null,
          message: input.message ?? "",
          attachment_file: resume?.storedName ?? null,
          attachment_name: resume?.originalName ?? null,
          attachment_type: resume?.contentType ?? null,
          attachment_size: resume?.size ?? null,
          notification_status: mailIsConfigured() ? "pending" : "unsent",
          language: edition,
          created_at: now.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("job_applications")
        .values({
          submission_id: row.id,
          posting_id: posting?.id ?? null,
          stage: "new",
          stage_changed_at: now.toISOString(),
          phone: screening?.phone ?? null,
          language,
          answers: JSON.stringify(screening ?? {}),
          regions: JSON.stringify(screening?.regions ?? []),
          unmet: JSON.stringify(unmet),
          created_at: now.toISOString(),
        })
        .execute();
      await addEvent(trx, row.id, "received", posting ? `Applied for ${posting.title}` : "General application", null, now);
      const ack = await renderTemplate("received", language, { name: input.name, posting: postingTitleIn(language, posting?.title, posting?.title_fr) }, trx);
      await enqueueMail(
        { to: input.email, subject: ack.subject, text: ack.text, kind: "application-ack", dedupeKey: `application-ack:${row.id}`, ref: mailRef(row.id) },
        { now, trx },
      );
      await addEvent(trx, row.id, "email", `Acknowledgement sent: “${ack.subject}”`, null, now);
      return { id: row.id, duplicate: false };
    });
    if (result.duplicate && resume) await fileStore().remove(resumeUploadPolicy.directory, resume.storedName).catch(() => {});
    return {
      ...result,
      attachmentUrl: resume && !result.duplicate ? signResumeLink(resume.storedName, now.getTime()) : undefined,
    };
  } catch (error) {
    if (resume) await fileStore().remove(resumeUploadPolicy.directory, resume.storedName).catch(() => {});
    throw error;
  }
}

/**
 * Job applications received before the pipeline existed (a `submissions`
 * row without its `job_applications` row) join it as New, for the posting
 * of the same title if there is one, so HR finds them in the list. Run at
 * start after the postings are seeded; does nothing the second time.
 */
export async function adoptEarlierApplications(now = new Date(), database: Kysely<Database> = db()): Promise<number> {
  const rows = await database
    .selectFrom("submissions as s")
    .leftJoin("job_applications as a", "a.submission_id", "s.id")
    .select(["s.id", "s.subject", "s.created_at"])
    .where("s.kind", "=", "job")
    .where("a.submission_id", "is", null)
    .execute();
  for (const row of rows) {
    await database.transaction().execute(async (trx) => {
      const posting = row.subject
        ? await trx.selectFrom("job_postings").select("id").where("title", "=", row.subject).orderBy("id").executeTakeFirst()
        : undefined;
      await trx
        .insertInto("job_applications")
        .values({ submission_id: row.id, posting_id: posting?.id ?? null, stage: "new", stage_changed_at: row.created_at, created_at: row.created_at })
        .onConflict((oc) => oc.column("submission_id").doNothing())
        .execute();
      await addEvent(trx, row.id, "received", row.subject ? `Applied for ${row.subject} (before the pipeline)` : "General application (before the pipeline)", null, now);
    });
  }
  return rows.length;
}

// ---------------------------------------------------------------- the list

export interface ApplicationFilter {
  stage?: Stage;
  posting?: number;
  region?: string;
  flag?: "unmet" | "unanswered" | "overdue";
  /** The applicant's language: French is an application from the French edition or one that asked for French. */
  language?: MailLanguage;
  /** Its source's channel and "How did you hear about us?" answer (decision 0901). */
  source?: Channel;
  heard?: HeardAboutChoice;
  q?: string;
  page: number;
}

export interface ApplicationListItem {
  id: number;
  name: string;
  email: string;
  posting: string | null;
  stage: Stage;
  /** The language the applicant is written to (job_applications.language). */
  language: MailLanguage;
  regions: string[];
  unmet: Requirement[];
  /** The screening questions left blank. */
  unanswered: ScreeningItem[];
  overdue: boolean;
  createdAt: string;
  lastInterviewAt: string | null;
}

/** The cut-off: an interview before this, with no decision, is overdue. */
function overdueCutoff(now: Date): string {
  return new Date(now.getTime() - DECISION_DUE_DAYS * DAY_MS).toISOString();
}

const OPEN_AFTER_INTERVIEW: Stage[] = ["interview", "offer"];

function baseQuery(filter: Omit<ApplicationFilter, "page" | "stage">, now: Date) {
  let query = db()
    .selectFrom("job_applications as a")
    .innerJoin("submissions as s", "s.id", "a.submission_id")
    .leftJoin("job_postings as p", "p.id", "a.posting_id");
  if (filter.posting) query = query.where("a.posting_id", "=", filter.posting);
  if (filter.region) query = query.where("a.regions", "like", `%"${filter.region.replace(/[%_"\\]/g, "")}"%`);
  if (filter.flag === "unmet") query = query.where("a.unmet", "!=", "[]");
  if (filter.language) query = query.where("a.language", "=", filter.language);
  const sourced = idsWithSource("application", { channel: filter.source, heardAbout: filter.heard });
  if (sourced) query = query.where("s.id", "in", sourced);
  if (filter.flag === "unanswered") {
    // unansweredScreening on the stored JSON (JSON.stringify writes no spaces; {} when nothing was sent).
    query = query.where((eb) =>
      eb.or([
        eb("a.regions", "=", "[]"),
        eb("a.answers", "not like", '%"availability":["%'),
        eb("a.answers", "not like", '%"startDate":"%'),
        eb("a.answers", "not like", '%"languages":["%'),
      ]),
    );
  }
  if (filter.flag === "overdue") {
    query = query.where("a.stage", "in", OPEN_AFTER_INTERVIEW).where("a.last_interview_at", "<", overdueCutoff(now));
  }
  if (filter.q) {
    const words = `%${filter.q.toLowerCase().replace(/[%_\\]/g, "")}%`;
    query = query.where((eb) => eb.or([eb(eb.fn("lower", ["s.name"]), "like", words), eb(eb.fn("lower", ["s.email"]), "like", words)]));
  }
  return query;
}

export async function listApplications(
  filter: ApplicationFilter,
  pageSize: number,
  now = new Date(),
): Promise<{ items: ApplicationListItem[]; total: number; page: number; pageCount: number; counts: Record<Stage | "all", number> }> {
  const countRows = await baseQuery(filter, now)
    .select(["a.stage", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("a.stage")
    .execute();
  const counts = Object.fromEntries([...STAGES.map((stage) => [stage, 0]), ["all", 0]]) as Record<Stage | "all", number>;
  for (const row of countRows) {
    if (isStage(row.stage)) counts[row.stage] = Number(row.n);
    counts.all += Number(row.n);
  }
  const total = filter.stage ? counts[filter.stage] : counts.all;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, filter.page), pageCount);
  let rows = baseQuery(filter, now);
  if (filter.stage) rows = rows.where("a.stage", "=", filter.stage);
  const found = await rows
    .select(["s.id", "s.name", "s.email", "s.created_at", "p.title as posting", "a.stage", "a.language", "a.regions", "a.unmet", "a.answers", "a.last_interview_at"])
    .orderBy("s.created_at", "desc")
    .orderBy("s.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items: found.map((row) => listItem(row, now)), total, page, pageCount, counts };
}

function listItem(
  row: {
    id: number;
    name: string;
    email: string;
    created_at: string;
    posting: string | null;
    stage: string;
    language: string;
    regions: string;
    unmet: string;
    answers: string;
    last_interview_at: string | null;
  },
  now: Date,
): ApplicationListItem {
  const stage = isStage(row.stage) ? row.stage : "new";
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    posting: row.posting,
    stage,
    language: row.language === "fr" ? "fr" : "en",
    regions: jsonList(row.regions),
    unmet: jsonList(row.unmet).filter(isRequirement),
    unanswered: unansweredScreening({ ...screeningAnswers(row.answers), regions: jsonList(row.regions) }),
    overdue: isOverdue(stage, row.last_interview_at, now),
    createdAt: row.created_at,
    lastInterviewAt: row.last_interview_at,
  };
}

export function isOverdue(stage: Stage, lastInterviewAt: string | null, now: Date): boolean {
  return OPEN_AFTER_INTERVIEW.includes(stage) && lastInterviewAt !== null && lastInterviewAt < overdueCutoff(now);
}

/** Every application of the filter (no page), for the CSV. */
export async function applicationsForExport(filter: Omit<ApplicationFilter, "page">, now = new Date()) {
  let rows = baseQuery(filter, now);
  if (filter.stage) rows = rows.where("a.stage", "=", filter.stage);
  return rows
    .select([
      "s.id",
      "s.name",
      "s.email",
      "s.created_at",
      "s.attachment_name",
      "p.title as posting",
      "a.stage",
      "a.phone",
      "a.language",
      "a.regions",
      "a.unmet",
      "a.answers",
      "a.last_interview_at",
    ])
    .orderBy("s.created_at", "desc")
    .orderBy("s.id", "desc")
    .execute();
}

export async function overdueApplications(now = new Date()): Promise<ApplicationListItem[]> {
  const rows = await baseQuery({ flag: "overdue" }, now)
    .select(["s.id", "s.name", "s.email", "s.created_at", "p.title as posting", "a.stage", "a.language", "a.regions", "a.unmet", "a.answers", "a.last_interview_at"])
    .orderBy("a.last_interview_at")
    .execute();
  return rows.map((row) => listItem(row, now));
}

// ---------------------------------------------------------------- one application

export interface ApplicationDetail extends ApplicationListItem {
  phone: string | null;
  /** The edition the application was sent from (submissions.language). */
  edition: Locale;
  /** The posting's French title, if HR gave one. */
  frenchPosting: string | null;
  message: string;
  postingId: number | null;
  answers: Partial<ScreeningAnswers>;
  interviewDates: string[];
  resume: { name: string | null; size: number | null } | null;
  notes: Array<{ id: number; author: string; body: string; createdAt: string }>;
  history: Array<{ id: number; kind: string; detail: string; actor: string | null; createdAt: string }>;
  related: Array<{ id: number; posting: string | null; stage: Stage; createdAt: string }>;
}

export async function findApplication(id: number, now = new Date()): Promise<ApplicationDetail | null> {
  const row = await db()
    .selectFrom("job_applications as a")
    .innerJoin("submissions as s", "s.id", "a.submission_id")
    .leftJoin("job_postings as p", "p.id", "a.posting_id")
    .select([
      "s.id",
      "s.name",
      "s.email",
      "s.message",
      "s.created_at",
      "s.attachment_file",
      "s.attachment_name",
      "s.attachment_size",
      "s.language as edition",
      "p.title as posting",
      "p.title_fr as french_posting",
      "a.posting_id",
      "a.stage",
      "a.regions",
      "a.unmet",
      "a.last_interview_at",
      "a.phone",
      "a.language",
      "a.answers",
      "a.interview_dates",
    ])
    .where("s.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const [notes, history, related] = await Promise.all([
    db().selectFrom("application_notes").select(["id", "author", "body", "created_at"]).where("application_id", "=", id).orderBy("id", "desc").execute(),
    db().selectFrom("application_events").select(["id", "kind", "detail", "actor", "created_at"]).where("application_id", "=", id).orderBy("id", "desc").execute(),
    db()
      .selectFrom("job_applications as a")
      .innerJoin("submissions as s", "s.id", "a.submission_id")
      .leftJoin("job_postings as p", "p.id", "a.posting_id")
      .select(["s.id", "p.title as posting", "a.stage", "s.created_at"])
      .where("s.id", "!=", id)
      .where("s.created_at", ">", new Date(now.getTime() - RELATED_DAYS * DAY_MS).toISOString())
      .where((eb) => eb.or([eb(eb.fn("lower", ["s.email"]), "=", row.email.toLowerCase()), ...(row.phone ? [eb("a.phone", "=", row.phone)] : [])]))
      .orderBy("s.created_at", "desc")
      .execute(),
  ]);
  const answers = screeningAnswers(row.answers);
  return {
    ...listItem(row, now),
    phone: row.phone,
    edition: row.edition === "fr" ? "fr" : "en",
    frenchPosting: row.french_posting,
    message: row.message,
    postingId: row.posting_id,
    answers,
    interviewDates: jsonList(row.interview_dates),
    resume: row.attachment_file ? { name: row.attachment_name, size: row.attachment_size } : null,
    notes: notes.map((note) => ({ id: note.id, author: note.author, body: note.body, createdAt: note.created_at })),
    history: history.map((event) => ({ id: event.id, kind: event.kind, detail: event.detail, actor: event.actor, createdAt: event.created_at })),
    related: related.map((other) => ({ id: other.id, posting: other.posting, stage: isStage(other.stage) ? other.stage : "new", createdAt: other.created_at })),
  };
}

export async function addNote(id: number, author: { id: number; name: string }, body: string, now = new Date()): Promise<boolean> {
  return db().transaction().execute(async (trx) => {
    const exists = await trx.selectFrom("job_applications").select("submission_id").where("submission_id", "=", id).executeTakeFirst();
    if (!exists) return false;
    await trx.insertInto("application_notes").values({ application_id: id, author_id: author.id, author: author.name, body, created_at: now.toISOString() }).execute();
    await addEvent(trx, id, "note", "Added a note", author.name, now);
    return true;
  });
}

/** Records an interview date (Ontario's 45 days count from the last one). */
export async function addInterviewDate(id: number, at: Date, actor: string, now = new Date()): Promise<boolean> {
  return db().transaction().execute(async (trx) => {
    // Locked until the new list is written (PostgreSQL): a second date added at the same moment
    // waits and adds to this list instead of writing over it without this date (decision 0503).
    const row = await lockingRead(trx, trx.selectFrom("job_applications").select("interview_dates").where("submission_id", "=", id)).executeTakeFirst();
    if (!row) return false;
    const dates = [...new Set([...jsonList(row.interview_dates), at.toISOString()])].sort();
    await trx
      .updateTable("job_applications")
      .set({ interview_dates: JSON.stringify(dates), last_interview_at: dates.at(-1) ?? null })
      .where("submission_id", "=", id)
      .execute();
    await addEvent(trx, id, "interview", `Interview on ${at.toISOString()}`, actor, now);
    return true;
  });
}

export async function recordDownload(id: number, actor: string, now = new Date()): Promise<void> {
  const exists = await db().selectFrom("job_applications").select("submission_id").where("submission_id", "=", id).executeTakeFirst();
  if (exists) await addEvent(db(), id, "download", "Downloaded the resume", actor, now);
}

// ---------------------------------------------------------------- moving

export interface MoveOutcome {
  moved: number[];
  emailed: number[];
  unchanged: number[];
}

/**
 * Moves applications to a stage, each with that stage's email when asked.
 * The move is a conditional update (only rows not already at the stage), and
 * the email's dedupe key names the application and the form that asked for it
 * (`moveKey`, made when the form was shown): the same form sent twice, after a
 * restart or to another instance, moves and emails each applicant once.
 */
export async function moveApplications(
  ids: number[],
  stage: Stage,
  options: { sendEmail: boolean; moveKey: string; actor: string; interviewAt?: Date | null },
  now = new Date(),
): Promise<MoveOutcome> {
  const outcome: MoveOutcome = { moved: [], emailed: [], unchanged: [] };
  for (const id of ids) {
    await db().transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("job_applications as a")
        .innerJoin("submissions as s", "s.id", "a.submission_id")
        .leftJoin("job_postings as p", "p.id", "a.posting_id")
        .select(["a.stage", "a.language", "s.name", "s.email", "p.title", "p.title_fr"])
        .where("a.submission_id", "=", id)
        .executeTakeFirst();
      if (!row) return;
      const changed = await trx
        .updateTable("job_applications")
        .set({ stage, stage_changed_at: now.toISOString(), ended_at: ENDING_STAGES.includes(stage) ? now.toISOString() : null })
        .where("submission_id", "=", id)
        .where("stage", "!=", stage)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) {
        outcome.unchanged.push(id);
        return;
      }
      outcome.moved.push(id);
      const from = isStage(row.stage) ? STAGE_LABELS[row.stage] : row.stage;
      await addEvent(trx, id, "stage", `${from} → ${STAGE_LABELS[stage]}`, options.actor, now);
      if (options.sendEmail && stage !== "new") {
        const language: MailLanguage = row.language === "fr" ? "fr" : "en";
        const mail = await renderTemplate(stage as TemplateKey, language, { name: row.name, posting: postingTitleIn(language, row.title, row.title_fr) }, trx);
        const { created } = await enqueueMail(
          { to: row.email, subject: mail.subject, text: mail.text, kind: `application-${stage}`, dedupeKey: `application-move:${id}:${options.moveKey}`, ref: mailRef(id) },
          { now, trx },
        );
        if (created) {
          outcome.emailed.push(id);
          await addEvent(trx, id, "email", `${STAGE_LABELS[stage]} email sent: “${mail.subject}”`, options.actor, now);
        }
      }
    });
  }
  return outcome;
}

// ---------------------------------------------------------------- deleting

async function removeApplications(ids: number[], now = new Date()): Promise<number> {
  let removed = 0;
  let unsentDigest = false;
  for (const id of ids) {
    // Job applications only: a contact message shares the submissions table (and its ids).
    const row = await db()
      .selectFrom("submissions as s")
      .innerJoin("job_applications as a", "a.submission_id", "s.id")
      .select("s.attachment_file")
      .where("s.id", "=", id)
      .executeTakeFirst();
    if (!row) continue;
    // The file first: the signed resume link stops working at once.
    if (row.attachment_file) {
      await fileStore()
        .remove(resumeUploadPolicy.directory, row.attachment_file)
        .catch((error: unknown) => console.error(`could not delete resume of application ${id}`, error));
    }
    await db().transaction().execute(async (trx) => {
      await deleteMailFor(mailRef(id), trx);
      if (await deleteDigestsNaming(id, trx)) unsentDigest = true;
      // The audit keeps who did what and when; of the applicant, only the number (a resume's file name goes).
      await forgetAuditDetails({ type: "application", id }, `Application #${id}`, ["application-move"], trx);
      await trx.deleteFrom("application_events").where("application_id", "=", id).execute();
      await trx.deleteFrom("application_notes").where("application_id", "=", id).execute();
      await trx.deleteFrom("job_applications").where("submission_id", "=", id).execute();
      const result = await trx.deleteFrom("submissions").where("id", "=", id).executeTakeFirst();
      removed += Number(result.numDeletedRows);
    });
  }
  // A digest not sent yet named others too: theirs comes again today, without the deleted ones.
  if (unsentDigest) await sendOverdueDigest(now);
  return removed;
}

/** An applicant's request honoured: the application, its resume, notes, history and emails (HR's digests naming it too), gone. */
export async function deleteApplication(id: number, now = new Date()): Promise<boolean> {
  return (await removeApplications([id], now)) > 0;
}

/** Applications nobody has touched since `since`: no stage change, history line or note. */
function untouchedSince(since: string) {
  return db()
    .selectFrom("job_applications as a")
    .select("a.submission_id")
    .where("a.stage_changed_at", "<", since)
    .where((eb) => eb.not(eb.exists(eb.selectFrom("application_events as e").select("e.id").whereRef("e.application_id", "=", "a.submission_id").where("e.created_at", ">=", since))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom("application_notes as n").select("n.id").whereRef("n.application_id", "=", "a.submission_id").where("n.created_at", ">=", since))));
}

/**
 * The scheduled part of retention (decisions 0601, 0211): applications that
 * ended Not selected or Withdrawn longer ago than the configured months;
 * postings closed more than 3 years ago with every application to them;
 * general applications (no posting) still open and untouched for the
 * configured months; and any other application untouched for 3 years,
 * unless its posting closed (then the posting's 3 years hold it).
 */
export async function purgeHiring(now = new Date(), months = config().applicationRetentionMonths): Promise<{ applications: number; postings: number }> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const ended = await db()
    .selectFrom("job_applications")
    .select("submission_id")
    .where("stage", "in", PURGED_STAGES)
    .where("ended_at", "<", cutoff.toISOString())
    .execute();
  const postingIds = await expiredPostingIds(now);
  const ofPostings = postingIds.length
    ? await db().selectFrom("job_applications").select("submission_id").where("posting_id", "in", postingIds).execute()
    : [];
  const openGeneral = await untouchedSince(cutoff.toISOString()).where("a.posting_id", "is", null).where("a.stage", "not in", ENDING_STAGES).execute();
  const longAgo = new Date(now);
  longAgo.setUTCFullYear(longAgo.getUTCFullYear() - POSTING_RETENTION_YEARS);
  const forgotten = await untouchedSince(longAgo.toISOString())
    .where((eb) =>
      eb.or([
        eb("a.posting_id", "is", null),
        eb.not(eb.exists(eb.selectFrom("job_postings as p").select("p.id").whereRef("p.id", "=", "a.posting_id").where("p.status", "=", "closed"))),
      ]),
    )
    .execute();
  const ids = [...new Set([...ended, ...ofPostings, ...openGeneral, ...forgotten].map((row) => row.submission_id))];
  const applications = await removeApplications(ids, now);
  const postings = await deletePostings(postingIds);
  return { applications, postings };
}

/** How many applications are overdue (the dashboard's mark). */
export async function countOverdue(now = new Date()): Promise<number> {
  const row = await baseQuery({ flag: "overdue" }, now).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------- the daily digest

const DIGEST_KIND = "hiring-overdue-digest";

/** An application's page in the back office: each line of the digest ends with it. */
function applicationPageUrl(id: number): string {
  // eslint-disable-next-line no-restricted-syntax -- the domain imports no React Router (so no href()): kept in step with app/routes.ts by hand
  return new URL(`/admin/applications/${id}`, config().siteUrl).toString();
}

/**
 * Deletes every overdue digest that names an application (its line ends with the application's
 * page, then a line break: no name typed on one line can fake it), whatever its state.
 * True when one of them was not sent yet.
 */
async function deleteDigestsNaming(id: number, trx: Transaction<Database>): Promise<boolean> {
  const rows = await trx
    .deleteFrom("mail_outbox")
    .where("kind", "=", DIGEST_KIND)
    .where("text_body", "like", `%${applicationPageUrl(id)}\n%`)
    .returning("status")
    .execute();
  return rows.some((row) => row.status !== "sent");
}

/**
 * Ontario's duty to inform (decision 0602): once a day, every active HR
 * account (the office address when there is none) gets the list of
 * interviewed applicants with no decision 45 days after their last
 * interview. One email per person per Toronto day (dedupe key), none when
 * nothing is overdue.
 */
export async function sendOverdueDigest(now = new Date()): Promise<string | void> {
  const overdue = await overdueApplications(now);
  if (!overdue.length) return;
  const hr = await db().selectFrom("users").select("email").where("role", "=", "hr").where("deactivated_at", "is", null).execute();
  const recipients = hr.length ? hr.map((user) => user.email) : [config().officeNotifyEmail];
  const day = agencyLocalDateAndHour(now).date;
  // eslint-disable-next-line no-restricted-syntax -- the domain imports no React Router (so no href()): kept in step with app/routes.ts by hand
  const listUrl = new URL("/admin/applications?flag=overdue", config().siteUrl).toString();
  const lines = overdue.map(
    (item) =>
      `- ${item.name} (${item.posting ?? "General application"}), last interview ${formatAgencyDate(item.lastInterviewAt!)}, ${STAGE_LABELS[item.stage]}: ${applicationPageUrl(item.id)}`,
  );
  const text = [
    `${overdue.length} interviewed applicant${overdue.length === 1 ? " is" : "s are"} waiting for a decision more than ${DECISION_DUE_DAYS} days after the last interview.`,
    "Ontario requires telling interviewed applicants whether they got the job within 45 days of their last interview.",
    "",
    ...lines,
    "",
    `The list (sign-in required): ${listUrl}`,
  ].join("\n");
  let sent = 0;
  for (const to of recipients) {
    const { created } = await enqueueMail(
      { to, subject: `Hiring: ${overdue.length} decision${overdue.length === 1 ? "" : "s"} overdue`, text, kind: DIGEST_KIND, dedupeKey: `${DIGEST_KIND}:${day}:${to}` },
      { now },
    );
    if (created) sent++;
  }
  return `overdue digest: ${overdue.length} applications, ${sent} emails`;
}
