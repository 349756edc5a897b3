/**
 * Newsletter subscribers (table `subscribers`), with double opt-in: a
 * sign-up stores the email with the consent wording and time, then (when
 * SMTP is set) mails a confirm link. Every email to a subscriber carries an
 * unsubscribe link that works without signing in. Confirming and
 * unsubscribing are POSTs from a page the link opens (no change on GET).
 * Signing up twice is not an error and never creates a second row.
 */
import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { suppressionHashOf } from "../../../migrations/0019_newsletter_suppressions";
import { csvCell } from "~/lib/csv";
import { translate } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { inEdition } from "~/public-pages";
import { consentStatementIn } from "~/schemas/form-words";
import { clock } from "~/server/infra/clock.server";
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import type { Database, NewsletterSuppressionsTable, NotificationStatus, SubscriberRow } from "~/server/infra/db-schema";
import { inboxPage, type Paged } from "~/server/domain/inbox.server";
import { mailIsConfigured, sendMail } from "~/server/infra/mail.server";
import { z } from "zod";
import { deleteMailTo } from "~/server/domain/outbox.server";
import { idsWithSource } from "~/server/domain/enquiry-sources.server";
import type { SourceFilter } from "~/lib/enquiry-sources";
import { IMPORT_MAX_ROWS, SUBSCRIBER_STATES } from "~/schemas/admin-form-rules";

const CONFIRM_PATH = "/newsletter/confirm";
const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

const token = () => randomBytes(24).toString("base64url");

/** The consent wording for this site's business identity, in the sign-up form's language. */
function newsletterConsentText(language: Locale): string {
  return consentStatementIn(language, config().business);
}

/** The confirm page, in the subscriber's edition. */
function confirmUrl(confirmToken: string, language: Locale = "en"): string {
  const url = new URL(inEdition(language, CONFIRM_PATH), config().siteUrl);
  url.searchParams.set("token", confirmToken);
  return url.toString();
}

function unsubscribeUrl(unsubscribeToken: string, language: Locale = "en"): string {
  const url = new URL(inEdition(language, UNSUBSCRIBE_PATH), config().siteUrl);
  url.searchParams.set("token", unsubscribeToken);
  return url.toString();
}

/** Headers and footer every email to a subscriber carries, in their language. */
function subscriberMailExtras(unsubscribeToken: string, language: Locale = "en") {
  const link = unsubscribeUrl(unsubscribeToken, language);
  return {
    headers: { "List-Unsubscribe": `<${link}>` },
    footer: translate(language, "newsletter.mailFooter", { company: config().business.companyName, link }),
  };
}

export type StoredSignUp = {
  id: number;
  /** "to-confirm": a confirm link is mailed next; "stored": kept without email (no SMTP); "already": confirmed before. */
  result: "to-confirm" | "stored" | "already";
};

/**
 * Signs an email up (or up again after unsubscribing), recording the consent
 * text and time. A confirmed subscriber is left as is. The confirm link is
 * mailed next (sendNewsletterConfirmation).
 */
export async function storeNewsletterSignUp(email: string, now = new Date(), language: Locale = "en"): Promise<StoredSignUp> {
  const normalized = email.trim().toLowerCase();
  const consentText = newsletterConsentText(language);
  const at = now.toISOString();
  const existing = await db().selectFrom("subscribers").selectAll().where("email", "=", normalized).executeTakeFirst();

  if (existing && existing.confirmed_at && !existing.unsubscribed_at) {
    return { id: existing.id, result: "already" };
  }

  let id: number;
  if (existing) {
    await db()
      .updateTable("subscribers")
      .set({
        consent_text: consentText,
        consented_at: at,
        confirm_token: token(),
        confirmed_at: null,
        unsubscribed_at: null,
        notification_status: mailIsConfigured() ? "pending" : "unsent",
        language,
      })
      .where("id", "=", existing.id)
      .execute();
    id = existing.id;
  } else {
    const row = await db()
      .insertInto("subscribers")
      .values({
        email: normalized,
        consent_text: consentText,
        consented_at: at,
        confirm_token: token(),
        unsubscribe_token: token(),
        notification_status: mailIsConfigured() ? "pending" : "unsent",
        created_at: at,
        language,
      })
      // Two sign-ups racing: the second finds the first's row.
      .onConflict((oc) => oc.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) return storeNewsletterSignUp(email, now, language);
    id = row.id;
  }
  return { id, result: mailIsConfigured() ? "to-confirm" : "stored" };
}

/**
 * Mails the confirm link of a stored sign-up when one is due; settles with
 * the outcome (never rejects), null when no mail was due.
 */
export function sendNewsletterConfirmation(signUp: StoredSignUp): Promise<NotificationStatus | null> {
  if (signUp.result !== "to-confirm") return Promise.resolve(null);
  return sendConfirmation(signUp.id).catch((error: unknown) => {
    console.error(`newsletter confirmation ${signUp.id} failed`, error);
    return "failed" as const;
  });
}

async function sendConfirmation(id: number): Promise<NotificationStatus> {
  const row = await db().selectFrom("subscribers").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const { business } = config();
  const language = row.language;
  const extras = subscriberMailExtras(row.unsubscribe_token, language);
  const { address } = business;
  const outcome = await sendMail({
    to: row.email,
    subject: translate(language, "newsletter.mailConfirmSubject", { company: business.companyName }),
    headers: extras.headers,
    text: translate(language, "newsletter.mailConfirmText", {
      company: business.companyName,
      link: confirmUrl(row.confirm_token, language),
      consent: row.consent_text,
      identity:
        language === "fr"
          ? `${business.legalName}, ${address.street}, ${address.city} (${address.province}) ${address.postalCode}`
          : `${business.legalName}, ${address.street}, ${address.city}, ${address.province} ${address.postalCode}`,
      footer: extras.footer,
    }),
  });
  await db().updateTable("subscribers").set({ notification_status: outcome.status }).where("id", "=", id).execute();
  return outcome.status;
}

export type TokenLookup = { email: string; state: "pending" | "confirmed" | "unsubscribed"; language: Locale } | null;

/** "ada@example.com" -> "a***@example.com": enough to recognise, not to harvest. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/** What a confirm or unsubscribe link points to (for the page the link opens). */
export async function subscriberByToken(kind: "confirm" | "unsubscribe", value: string): Promise<TokenLookup> {
  if (!value || value.length > 100) return null;
  const row = await db()
    .selectFrom("subscribers")
    .select(["email", "confirmed_at", "unsubscribed_at", "language"])
    .where(kind === "confirm" ? "confirm_token" : "unsubscribe_token", "=", value)
    .executeTakeFirst();
  if (!row) return null;
  return {
    email: maskEmail(row.email),
    language: row.language,
    state: row.unsubscribed_at ? "unsubscribed" : row.confirmed_at ? "confirmed" : "pending",
  };
}

/** Confirms a sign-up. Idempotent; null for an unknown token. */
export async function confirmSubscription(value: string, now = new Date()): Promise<TokenLookup> {
  const found = await subscriberByToken("confirm", value);
  if (!found) return null;
  if (found.state === "pending") {
    await db()
      .transaction()
      .execute(async (trx) => {
        const row = await trx
          .updateTable("subscribers")
          .set({ confirmed_at: now.toISOString() })
          .where("confirm_token", "=", value)
          .where("confirmed_at", "is", null)
          .returning("email")
          .executeTakeFirst();
        // Confirming from their own inbox is express consent again: the address leaves the suppression list.
        if (row) await trx.deleteFrom("newsletter_suppressions").where("address_hash", "=", suppressionHashOf(row.email)).execute();
      });
    return { ...found, state: "confirmed" };
  }
  return found;
}

// ---------------------------------------------------------------- the suppression list (decision 0636)

/**
 * Puts an address on the suppression list (kept after its subscriber row is gone): an import
 * never adds it again; only a sign-up its owner confirms takes it off.
 */
async function suppress(email: string, reason: NewsletterSuppressionsTable["reason"], now: Date, executor: Kysely<Database> | Transaction<Database>): Promise<void> {
  await executor
    .insertInto("newsletter_suppressions")
    .values({ address_hash: suppressionHashOf(email), reason, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("address_hash").doUpdateSet({ reason, created_at: now.toISOString() }))
    .execute();
}

async function isSuppressed(email: string): Promise<boolean> {
  return (await db().selectFrom("newsletter_suppressions").select("address_hash").where("address_hash", "=", suppressionHashOf(email)).executeTakeFirst()) !== undefined;
}

/** Withdraws consent. Idempotent; null for an unknown token. */
export async function unsubscribe(value: string, now = new Date()): Promise<TokenLookup> {
  const found = await subscriberByToken("unsubscribe", value);
  if (!found) return null;
  if (found.state !== "unsubscribed") {
    await db()
      .transaction()
      .execute(async (trx) => {
        const row = await trx
          .updateTable("subscribers")
          .set({ unsubscribed_at: now.toISOString() })
          .where("unsubscribe_token", "=", value)
          .returning("email")
          .executeTakeFirst();
        // At once: newsletter copies still waiting for them are not sent (one being sent this second may still go).
        if (row) {
          await suppress(row.email, "unsubscribed", now, trx);
          await trx
            .deleteFrom("mail_outbox")
            .where("to_address", "=", row.email)
            .where("ref_type", "=", "newsletter")
            .where("status", "in", ["pending", "held"])
            .execute();
        }
      });
  }
  return { ...found, state: "unsubscribed" };
}

/** Unsubscribed rows older than the retention period are deleted (npm run db:purge). */
export async function purgeUnsubscribed(retentionDays = config().submissionRetentionDays, now = new Date()) {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  const result = await db()
    .deleteFrom("subscribers")
    .where("unsubscribed_at", "is not", null)
    .where("unsubscribed_at", "<", cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

/** Sign-ups never confirmed are deleted this many days after they were made (npm run db:purge, daily job). */
export const PENDING_RETENTION_DAYS = 30;

/** Sign-ups left unconfirmed longer than PENDING_RETENTION_DAYS, deleted with any mail still waiting for them. */
export async function purgeNeverConfirmed(now = clock(), days = PENDING_RETENTION_DAYS): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const rows = await db()
    .selectFrom("subscribers")
    .select(["id", "email"])
    .where("confirmed_at", "is", null)
    .where("unsubscribed_at", "is", null)
    .where("consented_at", "<", cutoff)
    .execute();
  for (const row of rows) await deleteSubscriber(row.id, { suppressed: false, now });
  return rows.length;
}

/** One subscriber, for the delete confirmation page. */
export async function findSubscriber(id: number) {
  return (await db().selectFrom("subscribers").select(["id", "email", "confirmed_at", "unsubscribed_at"]).where("id", "=", id).executeTakeFirst()) ?? null;
}

/**
 * A person's right to be forgotten: their row and every email to them still
 * in the outbox go, in one transaction, and the address goes on the
 * suppression list (as a hash) unless `suppressed: false` (a sign-up never
 * confirmed, purged: its owner never consented, nor asked for anything).
 * Returns what the audit may keep (the number), null when there was no such
 * subscriber.
 */
export async function deleteSubscriber(id: number, { suppressed = true, now = clock() }: { suppressed?: boolean; now?: Date } = {}): Promise<{ id: number } | null> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const row = await trx.deleteFrom("subscribers").where("id", "=", id).returning(["id", "email"]).executeTakeFirst();
      if (!row) return null;
      await deleteMailTo(row.email, trx);
      if (suppressed) await suppress(row.email, "erased", now, trx);
      return { id: row.id };
    });
}

// ---------------------------------------------------------------- importing a list kept elsewhere


export interface ImportOutcome {
  imported: number;
  /** Already on the list (left as they are). */
  alreadyListed: number;
  /** On the suppression list (they unsubscribed or asked to be forgotten): never added by an import. */
  suppressed: Array<{ line: number; email: string }>;
  refused: Array<{ line: number; email: string; reason: string }>;
}

const importedEmail = z.email().max(254);

/** A consent date: YYYY-MM-DD or a full ISO time, not in the future. */
function consentDateOf(value: string, now: Date): string | null {
  const text = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T12:00:00Z` : text.replace(" ", "T"));
  if (Number.isNaN(date.getTime()) || date > now) return null;
  return date.toISOString();
}

/**
 * Imports an existing list (CSV with a header row: email, consent date,
 * source; decision 0623). Each row needs a valid email, the date the person
 * consented and where (a paper form, an event, the old website): rows
 * without are refused and listed with their line. Imported people are
 * confirmed subscribers (their consent was given elsewhere, and its record is
 * the source) and receive the next newsletter. An address on the suppression
 * list is skipped and listed: the person unsubscribed or asked to be
 * forgotten, and only their own confirmed sign-up brings them back.
 */
export async function importSubscribers(csv: string, now = clock()): Promise<ImportOutcome | { error: string }> {
  let records: Record<string, string>[];
  // csv-parse is loaded by an import itself: no other request needs it.
  const { parse: parseCsv } = await import("csv-parse/sync");
  try {
    records = parseCsv(csv, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase().replace(/[\s-]+/g, "_")),
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: true,
      to: IMPORT_MAX_ROWS + 1,
    }) as Record<string, string>[];
  } catch (error) {
    return { error: `The file is not readable as CSV: ${(error as Error).message.slice(0, 200)}` };
  }
  const first = records[0];
  if (!first || !("email" in first)) return { error: "The first row must name the columns: email, consent_date, source." };
  if (records.length > IMPORT_MAX_ROWS) return { error: `At most ${IMPORT_MAX_ROWS} rows at a time.` };
  const outcome: ImportOutcome = { imported: 0, alreadyListed: 0, suppressed: [], refused: [] };
  const seen = new Set<string>();
  for (const [index, record] of records.entries()) {
    const line = index + 2;
    const email = (record.email ?? "").toLowerCase();
    const consentRaw = record.consent_date ?? record.consented_at ?? record.consent ?? "";
    const source = (record.source ?? "").slice(0, 200);
    const refuse = (reason: string) => outcome.refused.push({ line, email: email.slice(0, 254), reason });
    if (!importedEmail.safeParse(email).success) {
      refuse("not a valid email address");
      continue;
    }
    const consentedAt = consentDateOf(consentRaw, now);
    if (!consentRaw.trim()) {
      refuse("no consent date");
      continue;
    }
    if (!consentedAt) {
      refuse("the consent date is not a date (YYYY-MM-DD) or is in the future");
      continue;
    }
    if (!source.trim()) {
      refuse("no source (where the person gave their consent)");
      continue;
    }
    if (seen.has(email)) {
      refuse("the same address twice in the file");
      continue;
    }
    seen.add(email);
    if (await isSuppressed(email)) {
      outcome.suppressed.push({ line, email });
      continue;
    }
    const inserted = await db()
      .insertInto("subscribers")
      .values({
        email,
        consent_text: `Consent given on ${consentedAt.slice(0, 10)} (${source}); imported ${now.toISOString().slice(0, 10)}.`,
        consented_at: consentedAt,
        confirm_token: token(),
        confirmed_at: now.toISOString(),
        unsubscribe_token: token(),
        notification_status: "sent",
        created_at: now.toISOString(),
        source,
      })
      .onConflict((oc) => oc.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) outcome.imported++;
    else outcome.alreadyListed++;
  }
  return outcome;
}

// ---------------------------------------------------------------- the inbox: the list and its export

type Subscriber = Pick<
  SubscriberRow,
  "id" | "email" | "consent_text" | "consented_at" | "confirmed_at" | "unsubscribed_at" | "created_at" | "source" | "language"
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
  "source",
  "language",
] as const;

export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

export interface SubscriberFilter {
  /** Part of the email address. */
  q?: string;
  state?: SubscriberState;
  /** The edition they signed up from. */
  language?: Locale;
  /** Where their sign-up came from (decision 0901). */
  source?: SourceFilter;
}

function filtered(filter: SubscriberFilter) {
  let query = db().selectFrom("subscribers");
  const q = filter.q?.trim().toLowerCase();
  // LIKE's wildcards typed in the search are dropped (escaping them differs between SQLite and PostgreSQL).
  const words = q?.replace(/[%_\\]/g, "");
  if (words) query = query.where("email", "like", `%${words}%`);
  if (filter.state === "unsubscribed") query = query.where("unsubscribed_at", "is not", null);
  if (filter.state === "confirmed") query = query.where("unsubscribed_at", "is", null).where("confirmed_at", "is not", null);
  if (filter.state === "pending") query = query.where("unsubscribed_at", "is", null).where("confirmed_at", "is", null);
  if (filter.language) query = query.where("language", "=", filter.language);
  const sourced = idsWithSource("newsletter", filter.source ?? {});
  if (sourced) query = query.where("id", "in", sourced);
  return query;
}

export function listSubscribers(page: number, filter: SubscriberFilter = {}): Promise<Paged<Subscriber>> {
  const count = () =>
    filtered(filter)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
  return inboxPage(page, count, (limit, offset) =>
    filtered(filter)
      .select(SUBSCRIBER_COLUMNS)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
  );
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
