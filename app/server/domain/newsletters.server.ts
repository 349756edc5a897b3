/**
 * Newsletters: a post emailed to the confirmed subscribers (decision 0620).
 * A newsletter is a row of its own (subject, introduction, state) and, once
 * sent, one outbox row per recipient (ref {type: "newsletter", id}, stream
 * "bulk", dedupe key `newsletter:<id>:<subscriberId>`): the job loop
 * delivers them one at a time under its leases, so a crash, a restart or a
 * second server process sends nobody a second copy, and a second "send"
 * enqueues nothing new. Sending is claimed by one conditional UPDATE (draft
 * or scheduled -> sending) in the same transaction as the recipients' rows.
 *
 * Each subscriber gets the edition of their language (docs/french-edition.md):
 * a French subscriber gets the post's live French version when it has one,
 * else the English article in a French frame; their unsubscribe page is French.
 *
 * A post is emailed at most once. A scheduled post's newsletter waits
 * ("scheduled") and is sent when the publishing scheduler announces the post
 * gone live.
 */
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import { clock } from "~/server/infra/clock.server";
import type { NewsletterRow, NewsletterState } from "~/server/infra/db-schema";
import { isUniqueViolation, lockingRead } from "~/server/infra/db-dialect.server";
import {
  enqueueMail,
  holdMail,
  outboxSummary,
  releaseMail,
  type OutboxStatus,
} from "~/server/domain/outbox.server";
import {
  newsletterListId,
  personalise,
  renderNewsletter,
  type NewsletterSite,
  type RenderedNewsletter,
} from "~/server/domain/newsletter-email.server";
import { liveNow } from "~/server/domain/posts.server";
import { liveOtherVersionOf } from "~/server/domain/post-translations.server";
import type { Locale } from "~/lib/locale";
import { translate } from "~/lib/i18n";
import { recordAudit } from "~/server/domain/audit.server";

export const NEWSLETTER_REF = "newsletter";

/** The outbox kind of each edition's copies: the French ones are counted apart. */
const KIND: Record<Locale, string> = { en: "newsletter", fr: "newsletter-fr" };

/** What the office sees: draft, scheduled, queued (nothing delivered yet), sending, sent, stopped. */
export type NewsletterStatus = "draft" | "scheduled" | "queued" | "sending" | "sent" | "stopped";

export interface NewsletterCounts {
  recipients: number;
  /** Waiting or being delivered. */
  queued: number;
  sent: number;
  failed: number;
  /** Held by Stop. */
  held: number;
  /** Recipients who unsubscribed after it was queued. */
  unsubscribedSince: number;
  /** Copies of the French edition among the recipients' (as stored in the outbox). */
  french: number;
}

export interface NewsletterView {
  id: number;
  postId: number | null;
  postTitle: string;
  subject: string;
  intro: string;
  state: NewsletterState;
  status: NewsletterStatus;
  counts: NewsletterCounts;
  failed: Array<{ to: string; error: string }>;
  sentByEmail: string | null;
  queuedAt: string | null;
  createdAt: string;
}

const ref = (id: number) => ({ type: NEWSLETTER_REF, id });

export function newsletterSite(): NewsletterSite {
  const { siteUrl, business } = config();
  return { siteUrl, business, listId: newsletterListId({ siteUrl, business }) };
}

/** Confirmed and not unsubscribed: who a newsletter goes to. */
export async function countConfirmedSubscribers(): Promise<number> {
  const { n } = await db()
    .selectFrom("subscribers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("confirmed_at", "is not", null)
    .where("unsubscribed_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The confirmed subscribers of each language: who gets which edition. */
export async function confirmedSubscribersByLanguage(): Promise<Record<Locale, number>> {
  const rows = await db()
    .selectFrom("subscribers")
    .select(["language", (eb) => eb.fn.countAll<number>().as("n")])
    .where("confirmed_at", "is not", null)
    .where("unsubscribed_at", "is", null)
    .groupBy("language")
    .execute();
  const counts: Record<Locale, number> = { en: 0, fr: 0 };
  for (const row of rows) counts[row.language === "fr" ? "fr" : "en"] += Number(row.n);
  return counts;
}

async function postForEmail(postId: number) {
  const post = await db()
    .selectFrom("posts")
    .select(["id", "title", "slug", "excerpt", "content", "image", "image_alt", "image_decorative", "published", "published_at", "language", "translation_of"])
    .where("id", "=", postId)
    .executeTakeFirst();
  return post && { ...post, language: post.language === "fr" ? ("fr" as const) : ("en" as const) };
}

/** What French subscribers get: the post's live French version (its title), or the English article in a French frame. */
export type FrenchEdition = { kind: "translation"; postId: number; title: string } | { kind: "english-article" };

export async function frenchEditionOf(postId: number, now = clock()): Promise<FrenchEdition> {
  const post = await postForEmail(postId);
  if (post?.language === "fr") return { kind: "translation", postId: post.id, title: post.title };
  const french = post ? await liveOtherVersionOf({ id: post.id, translationOf: post.translation_of }, now) : null;
  return french ? { kind: "translation", postId: french.id, title: french.title } : { kind: "english-article" };
}

/**
 * The French edition's subject, introduction and article: the French version's title and excerpt
 * (the English subject and introduction are the English edition's words), or the English article
 * with the English introduction under a French greeting, its subject saying it is in English.
 */
async function frenchDraft(postId: number, subject: string, intro: string, now: Date) {
  const post = await postForEmail(postId);
  if (!post) return null;
  if (post.language === "fr") return { subject, intro, post };
  const edition = await frenchEditionOf(postId, now);
  const french = edition.kind === "translation" ? await postForEmail(edition.postId) : null;
  if (french) return { subject: french.title, intro: french.excerpt, post: french };
  return { subject: translate("fr", "newsletterEmail.subjectInEnglish", { subject }), intro, post };
}

/** Whether a post may be emailed: published (live) or scheduled. */
export type PostEmailability = "live" | "scheduled" | "draft" | "missing";

export async function postEmailability(postId: number, now = clock()): Promise<PostEmailability> {
  const post = await postForEmail(postId);
  if (!post) return "missing";
  if (post.published !== 1) return "draft";
  return post.published_at && post.published_at > now.toISOString() ? "scheduled" : "live";
}

/** The message a newsletter (or a draft of one) renders to in one language, recipient parts unfilled. */
export async function renderNewsletterFor(
  postId: number,
  subject: string,
  intro: string,
  language: Locale = "en",
  now = clock(),
): Promise<RenderedNewsletter | null> {
  const draft = language === "fr" ? await frenchDraft(postId, subject, intro, now) : await postForEmail(postId).then((post) => post && { subject, intro, post });
  if (!draft) return null;
  return renderNewsletter({ ...draft, language }, newsletterSite());
}

/** A preview's or a test's copy: the footer as a subscriber sees it, with a link that unsubscribes nobody. */
export function sampleCopy(message: RenderedNewsletter, to: string, now = clock()) {
  const site = newsletterSite();
  return personalise(message, { email: to, unsubscribeToken: "test-copy", subscribedAt: now.toISOString() }, site);
}

/** Mails "a test to me": one copy, through the outbox, never counted with the newsletter. */
export async function sendNewsletterTest(postId: number, subject: string, intro: string, to: string, now = clock()): Promise<boolean> {
  const message = await renderNewsletterFor(postId, subject, intro);
  if (!message) return false;
  const copy = sampleCopy(message, to, now);
  await enqueueMail(
    { ...copy, subject: `[Test] ${copy.subject}`, kind: "newsletter-test", stream: "transactional" },
    { now },
  );
  return true;
}

export async function findNewsletter(id: number): Promise<NewsletterRow | null> {
  return (await db().selectFrom("newsletters").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

export async function newsletterOfPost(postId: number): Promise<NewsletterRow | null> {
  return (await db().selectFrom("newsletters").selectAll().where("post_id", "=", postId).executeTakeFirst()) ?? null;
}

export type DraftResult = { ok: true; id: number } | { ok: false; error: "not-emailable" | "already-sent"; id?: number };

/**
 * Keeps the subject and introduction chosen for a post's newsletter (a
 * draft until "Send"). A post already sent (or scheduled to be) keeps its newsletter.
 */
export async function saveNewsletterDraft(
  input: { postId: number; subject: string; intro: string },
  by: { id: number },
  now = clock(),
): Promise<DraftResult> {
  const post = await postForEmail(input.postId);
  const emailability = await postEmailability(input.postId, now);
  if (!post || (emailability !== "live" && emailability !== "scheduled")) return { ok: false, error: "not-emailable" };
  const at = now.toISOString();
  const existing = await newsletterOfPost(input.postId);
  if (existing) {
    if (existing.status !== "draft") return { ok: false, error: "already-sent", id: existing.id };
    await db()
      .updateTable("newsletters")
      .set({ subject: input.subject, intro: input.intro, post_title: post.title, updated_at: at })
      .where("id", "=", existing.id)
      .where("status", "=", "draft")
      .execute();
    return { ok: true, id: existing.id };
  }
  try {
    const row = await db()
      .insertInto("newsletters")
      .values({
        post_id: input.postId,
        post_title: post.title,
        subject: input.subject,
        intro: input.intro,
        created_by: by.id,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, id: row.id };
  } catch (error) {
    // Two editors saving the first draft of one post at once: the second edits the first's.
    if (isUniqueViolation(error, { table: "newsletters", column: "post_id" })) return saveNewsletterDraft(input, by, now);
    throw error;
  }
}

export type SendResult =
  | { ok: true; state: "scheduled" }
  | { ok: true; state: "sending"; recipients: number }
  | { ok: false; error: "missing" | "not-emailable" | "already-sent" };

/**
 * "Send to N confirmed subscribers": a live post's newsletter is queued now
 * (one outbox row per confirmed subscriber); a scheduled post's waits for it
 * to go live. Only a draft can be sent: a second send changes nothing.
 */
export async function sendNewsletter(id: number, by: { id: number; email: string }, now = clock()): Promise<SendResult> {
  const newsletter = await findNewsletter(id);
  if (!newsletter || newsletter.post_id === null) return { ok: false, error: "missing" };
  if (newsletter.status !== "draft") return { ok: false, error: "already-sent" };
  const emailability = await postEmailability(newsletter.post_id, now);
  if (emailability === "scheduled") {
    const claimed = await db()
      .updateTable("newsletters")
      .set({ status: "scheduled", sent_by: by.id, sent_by_email: by.email, updated_at: now.toISOString() })
      .where("id", "=", id)
      .where("status", "=", "draft")
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) ? { ok: true, state: "scheduled" } : { ok: false, error: "already-sent" };
  }
  if (emailability !== "live") return { ok: false, error: "not-emailable" };
  const queued = await queueRecipients(newsletter, "draft", by, now);
  return queued === null ? { ok: false, error: "already-sent" } : { ok: true, state: "sending", recipients: queued };
}

/**
 * Claims the newsletter (from `from` to sending) and gives each confirmed
 * subscriber an outbox row, in one transaction: null when another request
 * or process claimed it first. The message is rendered before (juice once).
 */
async function queueRecipients(
  newsletter: NewsletterRow,
  from: NewsletterState,
  by: { id: number; email: string } | null,
  now: Date,
): Promise<number | null> {
  const [english, french] = await Promise.all(
    (["en", "fr"] as const).map((language) => renderNewsletterFor(newsletter.post_id!, newsletter.subject, newsletter.intro, language, now)),
  );
  if (!english || !french) return null;
  const editions: Record<Locale, RenderedNewsletter> = { en: english, fr: french };
  const site = newsletterSite();
  return db()
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .updateTable("newsletters")
        .set({
          status: "sending",
          queued_at: now.toISOString(),
          updated_at: now.toISOString(),
          ...(by ? { sent_by: by.id, sent_by_email: by.email } : {}),
        })
        .where("id", "=", newsletter.id)
        .where("status", "=", from)
        .executeTakeFirst();
      if (!Number(claimed.numUpdatedRows)) return null;
      // Locked until the copies are stored (PostgreSQL): an unsubscribe or an erasure at this moment
      // waits, then removes the copy queued for that person; one that came first is left out here.
      // Unlocked, both went ahead and the copy stayed queued (decision 0620).
      const subscribers = await lockingRead(
        trx,
        trx
          .selectFrom("subscribers")
          .select(["id", "email", "unsubscribe_token", "consented_at", "language"])
          .where("confirmed_at", "is not", null)
          .where("unsubscribed_at", "is", null)
          .orderBy("id"),
      ).execute();
      let created = 0;
      for (const subscriber of subscribers) {
        const language: Locale = subscriber.language === "fr" ? "fr" : "en";
        const copy = personalise(
          editions[language],
          { email: subscriber.email, unsubscribeToken: subscriber.unsubscribe_token, subscribedAt: subscriber.consented_at },
          site,
        );
        const result = await enqueueMail(
          {
            ...copy,
            kind: KIND[language],
            dedupeKey: `newsletter:${newsletter.id}:${subscriber.id}`,
            ref: ref(newsletter.id),
            stream: "bulk",
          },
          { now, trx },
        );
        if (result.created) created++;
      }
      await trx.updateTable("newsletters").set({ recipients: subscribers.length }).where("id", "=", newsletter.id).execute();
      return created;
    });
}

/**
 * The newsletters of scheduled posts that are live now, queued (the
 * publishing scheduler calls it after announcing posts gone live, and at
 * start). Each is claimed once, whichever process gets there first.
 */
export async function sendNewslettersOfLivePosts(now = clock()): Promise<Array<{ id: number; subject: string; recipients: number }>> {
  const due = await db()
    .selectFrom("newsletters")
    .innerJoin("posts", "posts.id", "newsletters.post_id")
    .selectAll("newsletters")
    .where("newsletters.status", "=", "scheduled")
    .where(liveNow(now))
    .execute();
  const sent: Array<{ id: number; subject: string; recipients: number }> = [];
  for (const newsletter of due) {
    const queued = await queueRecipients(newsletter, "scheduled", null, now);
    if (queued === null) continue;
    sent.push({ id: newsletter.id, subject: newsletter.subject, recipients: queued });
    await recordAudit(
      { action: "newsletter-send", actor: null, target: { type: "newsletter", id: newsletter.id }, detail: `“${newsletter.subject}” to ${queued} subscribers (its post went live; scheduled by ${newsletter.sent_by_email ?? "staff"})`, ip: "" },
      now,
    );
  }
  return sent;
}

/** A scheduled newsletter back to a draft ("Don't email it"). */
export async function unscheduleNewsletter(id: number, now = clock()): Promise<boolean> {
  const result = await db()
    .updateTable("newsletters")
    .set({ status: "draft", updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "scheduled")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Stop: the copies not yet sent are held. Null when it was not sending. */
export async function stopNewsletter(id: number, now = clock()): Promise<number | null> {
  const result = await db()
    .updateTable("newsletters")
    .set({ status: "stopped", updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "sending")
    .executeTakeFirst();
  if (!Number(result.numUpdatedRows)) return null;
  return holdMail(ref(id));
}

/** Resume: the held copies are sent. Null when it was not stopped. */
export async function resumeNewsletter(id: number, now = clock()): Promise<number | null> {
  const result = await db()
    .updateTable("newsletters")
    .set({ status: "sending", updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "stopped")
    .executeTakeFirst();
  if (!Number(result.numUpdatedRows)) return null;
  return releaseMail(ref(id), now);
}

async function unsubscribedSince(queuedAt: string | null): Promise<number> {
  if (!queuedAt) return 0;
  const { n } = await db()
    .selectFrom("subscribers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("confirmed_at", "<=", queuedAt)
    .where("unsubscribed_at", ">", queuedAt)
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function frenchCopies(id: number): Promise<number> {
  const { n } = await db()
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("ref_type", "=", NEWSLETTER_REF)
    .where("ref_id", "=", id)
    .where("kind", "=", KIND.fr)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** What the office sees of one newsletter: its status told by its outbox rows, and its counts. */
export async function newsletterView(row: NewsletterRow): Promise<NewsletterView> {
  const summary = row.queued_at ? await outboxSummary(ref(row.id)) : null;
  const count = (status: OutboxStatus) => summary?.counts[status] ?? 0;
  const counts: NewsletterCounts = {
    recipients: row.recipients,
    queued: count("pending") + count("sending"),
    sent: count("sent"),
    failed: count("failed"),
    held: count("held"),
    unsubscribedSince: await unsubscribedSince(row.queued_at),
    french: row.queued_at ? await frenchCopies(row.id) : 0,
  };
  return {
    id: row.id,
    postId: row.post_id,
    postTitle: row.post_title,
    subject: row.subject,
    intro: row.intro,
    state: row.status,
    status: displayStatus(row.status, counts),
    counts,
    failed: summary?.failed ?? [],
    sentByEmail: row.sent_by_email,
    queuedAt: row.queued_at,
    createdAt: row.created_at,
  };
}

/** Sending, told apart by its rows: queued (none delivered yet), sending, sent (none left to deliver). */
export function displayStatus(state: NewsletterState, counts: Pick<NewsletterCounts, "queued" | "sent" | "failed">): NewsletterStatus {
  if (state !== "sending") return state;
  if (counts.queued === 0) return "sent";
  return counts.sent + counts.failed === 0 ? "queued" : "sending";
}

export async function listNewsletters(): Promise<NewsletterView[]> {
  const rows = await db().selectFrom("newsletters").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(200).execute();
  return Promise.all(rows.map(newsletterView));
}
