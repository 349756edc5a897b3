/**
 * Care requests (decision 0610): a family's request stored with its region
 * and history, the office's queue (status, assignment, notes), the overdue
 * rule (decision 0612) and the retention purge. Typed input, typed results,
 * no HTTP. Who may call these is the routes' business: care requests are
 * personal health information, for owners and coordinators only (decision
 * 0611), and the routes audit every opening.
 */
import { sql, type Transaction } from "kysely";
import { idsWithSource } from "~/server/domain/enquiry-sources.server";
import type { SourceFilter } from "~/lib/enquiry-sources";
import {
  addBusinessMinutes,
  coordinatorsFor,
  type BusinessHours,
  type CareAmount,
  careReference,
  type CareService,
  type CareStatus,
  idOfReference,
  isCareStatus,
  isEnded,
  type Language,
  type NotProceedingReason,
  type Payment,
  type Relationship,
  URGENT,
  type Urgency,
} from "~/lib/care-requests";
import type { Locale } from "~/lib/locale";
import { findRegionForPostalCode } from "~/lib/postal-code";
import { can, isStaffRole } from "~/lib/staff-roles";
import { onReferralStatus } from "~/server/domain/referral-mail.server";
import { clock } from "~/server/infra/clock.server";
import { lockByName } from "~/server/infra/db-dialect.server";
import type { Database } from "~/server/infra/db-schema";
import { db } from "~/server/infra/db.server";

export const CARE_PAGE_SIZE = 25;
/** At most one page of the queue at once. */
export const CARE_BULK_MAX = CARE_PAGE_SIZE;

/** What the public form gives, checked (app/schemas/care-request.ts). */
export interface CareRequestInput {
  relationship: Relationship;
  organisation?: string;
  /** Normalised: "L5B 1M3" or "L5B"; blank for a referral, which names its region. */
  postalCode: string;
  /** The region named (a referral); otherwise the postal code's. */
  region?: string;
  services: CareService[];
  urgency: Urgency;
  /** Not asked of a referrer: blank. */
  careAmount?: CareAmount;
  payment?: Payment;
  language: Language;
  name: string;
  phone?: string;
  email?: string;
  bestTime?: string;
  message?: string;
  /** The edition it was sent from (English when not given). */
  formLanguage?: Locale;
}

export interface Actor {
  id: number;
  email: string;
}

/** How the overdue rule is set (config: CARE_OVERDUE_MINUTES, CARE_BUSINESS_HOURS). */
export interface OverdueRule {
  minutes: number;
  hours: BusinessHours;
}

export interface StoredCareRequest {
  id: number;
  reference: string;
  region: string | null;
  urgent: boolean;
  language: Language;
  formLanguage: Locale;
  email: string | null;
  assignedTo: { id: number; email: string } | null;
  /** The region's coordinators told of it (decision 0804): the assignee first. */
  coordinators: { id: number; email: string }[];
  /** A double submit: the request stored before, nothing new kept or sent. */
  repeated?: boolean;
}

type Executor = Transaction<Database>;

async function addEvent(trx: Executor, requestId: number, at: Date, actor: Actor | null, kind: EventKind, detail: string) {
  await trx
    .insertInto("care_request_events")
    .values({ request_id: requestId, at: at.toISOString(), actor_id: actor?.id ?? null, actor_email: actor?.email ?? null, kind, detail: detail.slice(0, 4000) })
    .execute();
}

export type EventKind = "created" | "status" | "assigned" | "note" | "overdue";

/** Active staff who may see care requests (owners and coordinators), by id. */
async function assignableById(trx: Executor | ReturnType<typeof db>, id: number): Promise<{ id: number; email: string } | null> {
  const user = await trx.selectFrom("users").select(["id", "email", "role"]).where("id", "=", id).where("deactivated_at", "is", null).executeTakeFirst();
  return user && isStaffRole(user.role) && can(user.role, "care-requests") ? { id: user.id, email: user.email } : null;
}

/** A region's active coordinators (owners and coordinators), in the order they were added. */
async function regionTeam(trx: Executor, region: string) {
  const rows = await trx
    .selectFrom("care_region_coordinators")
    .innerJoin("users", "users.id", "care_region_coordinators.user_id")
    .select(["users.id", "users.email", "users.role", "users.speaks_french"])
    .where("care_region_coordinators.region", "=", region)
    .where("users.deactivated_at", "is", null)
    .orderBy("care_region_coordinators.id")
    .execute();
  return rows
    .filter((row) => isStaffRole(row.role) && can(row.role, "care-requests"))
    .map((row) => ({ id: row.id, email: row.email, speaksFrench: Boolean(row.speaks_french) }));
}

/**
 * Stores a request, its region (from the postal code) and its first history
 * lines, and assigns it to the region's coordinator (for service in French,
 * one who speaks French when the region has one: `coordinatorsFor`). `then`
 * runs inside the same transaction (the emails go to the outbox there), so
 * the request and its notices are stored together or not at all.
 */
export async function createCareRequest(
  input: CareRequestInput,
  options: {
    now?: Date;
    overdue: OverdueRule;
    /** The history's first line. */
    received?: string;
    /** A request already stored that this one repeats (a double submit): returned, nothing stored. */
    repeatOf?: (trx: Executor) => Promise<StoredCareRequest | null>;
    then?: (trx: Executor, stored: StoredCareRequest) => Promise<void>;
  },
): Promise<StoredCareRequest> {
  const now = options.now ?? clock();
  const found = input.region ? null : findRegionForPostalCode(input.postalCode);
  const region = input.region ?? (found?.kind === "found" ? found.region : null);
  const urgent = input.urgency === URGENT;
  return db()
    .transaction()
    .execute(async (trx) => {
      const repeated = await options.repeatOf?.(trx);
      if (repeated) return repeated;
      const told = coordinatorsFor(input.language, region ? await regionTeam(trx, region) : []);
      const coordinators = told.map(({ id, email }) => ({ id, email }));
      const assignee = coordinators[0] ?? null;
      const formLanguage = input.formLanguage ?? "en";
      const { id } = await trx
        .insertInto("care_requests")
        .values({
          relationship: input.relationship,
          organisation: input.relationship === "professional" ? (input.organisation ?? null) : null,
          postal_code: input.postalCode,
          region,
          services: JSON.stringify(input.services),
          urgency: input.urgency,
          care_amount: input.careAmount ?? "",
          payment: input.payment ?? "",
          language: input.language,
          form_language: formLanguage,
          name: input.name,
          phone: input.phone ?? null,
          email: input.email ?? null,
          best_time: input.bestTime ?? null,
          message: input.message ?? "",
          consented_at: now.toISOString(),
          assigned_to: assignee?.id ?? null,
          due_at: urgent ? addBusinessMinutes(now, options.overdue.minutes, options.overdue.hours).toISOString() : null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await addEvent(trx, id, now, null, "created", options.received ?? "Received from the website form");
      if (assignee) {
        const why = input.language === "fr" && told[0]?.speaksFrench ? " (covers the region, speaks French)" : " (covers the region)";
        await addEvent(trx, id, now, null, "assigned", `Assigned to ${assignee.email}${why}`);
      }
      const stored: StoredCareRequest = {
        id,
        reference: careReference(id),
        region,
        urgent,
        language: input.language,
        formLanguage,
        email: input.email ?? null,
        assignedTo: assignee,
        coordinators,
      };
      await options.then?.(trx, stored);
      return stored;
    });
}

// ---------------------------------------------------------------- the queue

export interface CareQuery {
  status?: CareStatus;
  region?: string;
  urgency?: Urgency;
  /** 'fr': service in French asked or sent from the French edition; 'en': neither, English service; 'other': another language of service. */
  language?: Language;
  /** Only those assigned to this staff member. */
  assignedTo?: number;
  /** Words: part of the name, or a reference (R-1042). */
  q?: string;
  /** Where it came from (decision 0901). */
  source?: SourceFilter;
  /** Only referrals from professionals (decision 0900). */
  referrals?: boolean;
  page: number;
}

export interface CareListItem {
  id: number;
  reference: string;
  name: string;
  region: string | null;
  urgency: string;
  status: string;
  /** The preferred language of service, and the edition the request was sent from. */
  language: string;
  formLanguage: string;
  assignedEmail: string | null;
  dueAt: string | null;
  createdAt: string;
  /** A referral: the referrer's organisation. */
  referredBy: string | null;
}

export interface CareList {
  items: CareListItem[];
  total: number;
  page: number;
  pageCount: number;
  /** Per status, under the other filters. */
  counts: Record<CareStatus, number>;
}

function filtered(query: Omit<CareQuery, "page" | "status">) {
  let select = db()
    .selectFrom("care_requests")
    .leftJoin("users", "users.id", "care_requests.assigned_to")
    .leftJoin("care_referrals", "care_referrals.request_id", "care_requests.id");
  if (query.referrals) select = select.where("care_referrals.request_id", "is not", null);
  if (query.region) select = select.where("care_requests.region", "=", query.region);
  if (query.urgency) select = select.where("care_requests.urgency", "=", query.urgency);
  if (query.language === "fr") select = select.where((eb) => eb.or([eb("care_requests.language", "=", "fr"), eb("care_requests.form_language", "=", "fr")]));
  else if (query.language) select = select.where("care_requests.language", "=", query.language).where("care_requests.form_language", "=", "en");
  if (query.assignedTo !== undefined) select = select.where("care_requests.assigned_to", "=", query.assignedTo);
  const sourced = idsWithSource("care-request", query.source ?? {});
  if (sourced) select = select.where("care_requests.id", "in", sourced);
  const words = query.q?.trim();
  if (words) {
    const id = idOfReference(words);
    const like = `%${words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select.where((eb) =>
      eb.or([
        eb(sql<string>`lower(care_requests.name)`, "like", sql<string>`${like} escape '\\'`),
        ...(id !== null ? [eb("care_requests.id", "=", id)] : []),
      ]),
    );
  }
  return select;
}

/** Newest first, 25 a page, with the count of each status under the same filters. */
export async function listCareRequests(query: CareQuery): Promise<CareList> {
  const base = filtered(query);
  const grouped = await base
    .select((eb) => ["care_requests.status as status", eb.fn.countAll<number>().as("n")])
    .groupBy("care_requests.status")
    .execute();
  const counts = { new: 0, contacted: 0, "assessment-booked": 0, client: 0, "not-proceeding": 0 } satisfies Record<CareStatus, number>;
  for (const row of grouped) if (isCareStatus(row.status)) counts[row.status] = Number(row.n);
  const list = query.status ? base.where("care_requests.status", "=", query.status) : base;
  const total = query.status ? counts[query.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  const pageCount = Math.max(1, Math.ceil(total / CARE_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page), pageCount);
  const rows = await list
    .select([
      "care_requests.id",
      "care_requests.name",
      "care_requests.region",
      "care_requests.urgency",
      "care_requests.status",
      "care_requests.language",
      "care_requests.form_language",
      "care_requests.due_at",
      "care_requests.created_at",
      "users.email as assigned_email",
      "care_referrals.organisation as referred_by",
    ])
    .orderBy("care_requests.created_at", "desc")
    .orderBy("care_requests.id", "desc")
    .limit(CARE_PAGE_SIZE)
    .offset((page - 1) * CARE_PAGE_SIZE)
    .execute();
  return {
    items: rows.map((row) => ({
      id: row.id,
      reference: careReference(row.id),
      name: row.name,
      region: row.region,
      urgency: row.urgency,
      status: row.status,
      language: row.language,
      formLanguage: row.form_language,
      assignedEmail: row.assigned_email,
      dueAt: row.due_at,
      createdAt: row.created_at,
      referredBy: row.referred_by,
    })),
    total,
    page,
    pageCount,
    counts,
  };
}

export interface OverdueCareRequest {
  id: number;
  reference: string;
  region: string | null;
}

/**
 * Urgent requests still New past their due time that nobody was told of yet
 * (the overdue digest, decision 0613), handed to `tell` (which
 * queues the digest in the same transaction) and marked told in their
 * history, so the next look finds only requests that became overdue since.
 */
export async function tellOverdueCareRequests(
  now: Date,
  tell: (trx: Executor, requests: OverdueCareRequest[]) => Promise<string>,
): Promise<OverdueCareRequest[]> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const rows = await trx
        .selectFrom("care_requests")
        .select(["id", "region"])
        .where("status", "=", "new")
        .where("due_at", "is not", null)
        .where("due_at", "<=", now.toISOString())
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom("care_request_events").select("id").whereRef("request_id", "=", "care_requests.id").where("kind", "=", "overdue"))),
        )
        .orderBy("due_at")
        .orderBy("id")
        .execute();
      const requests = rows.map((row) => ({ id: row.id, reference: careReference(row.id), region: row.region }));
      if (!requests.length) return requests;
      const told = await tell(trx, requests);
      for (const request of requests) await addEvent(trx, request.id, now, null, "overdue", told);
      return requests;
    });
}

/** The dashboard's figures: requests New, and of those the overdue ones. */
export async function careDashboard(now: Date = clock()): Promise<{ new: number; overdue: number }> {
  const row = await db()
    .selectFrom("care_requests")
    .select((eb) => [
      eb.fn.countAll<number>().as("fresh"),
      eb.fn.sum<number>(eb.case().when("due_at", "<=", now.toISOString()).then(1).else(0).end()).as("overdue"),
    ])
    .where("status", "=", "new")
    .executeTakeFirstOrThrow();
  return { new: Number(row.fresh), overdue: Number(row.overdue ?? 0) };
}

// ---------------------------------------------------------------- one request

export interface CareEvent {
  id: number;
  at: string;
  actorEmail: string | null;
  kind: string;
  detail: string;
}

export interface CareRequestDetail {
  id: number;
  reference: string;
  status: string;
  notProceedingReason: string | null;
  relationship: string;
  organisation: string | null;
  postalCode: string;
  region: string | null;
  services: string[];
  urgency: string;
  careAmount: string;
  payment: string;
  language: string;
  formLanguage: string;
  name: string;
  phone: string | null;
  email: string | null;
  bestTime: string | null;
  message: string;
  consentedAt: string;
  assignedTo: { id: number; email: string; name: string | null } | null;
  dueAt: string | null;
  endedAt: string | null;
  createdAt: string;
  updatedAt: string;
  events: CareEvent[];
  /** Sent by a professional through /refer (decision 0900): who, and the partner it is attributed to. */
  referral: {
    referrerName: string;
    organisation: string;
    role: string;
    phone: string | null;
    email: string;
    dischargeDate: string | null;
    wantsUpdates: boolean;
    partner: { id: number; name: string; by: string | null } | null;
  } | null;
}

function servicesOf(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

export async function findCareRequest(id: number): Promise<CareRequestDetail | null> {
  const row = await db()
    .selectFrom("care_requests")
    .leftJoin("users", "users.id", "care_requests.assigned_to")
    .selectAll("care_requests")
    .select(["users.email as assigned_email", "users.name as assigned_name"])
    .where("care_requests.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const referral = await db()
    .selectFrom("care_referrals")
    .leftJoin("partners", "partners.id", "care_referrals.partner_id")
    .selectAll("care_referrals")
    .select("partners.name as partner_name")
    .where("care_referrals.request_id", "=", id)
    .executeTakeFirst();
  const events = await db()
    .selectFrom("care_request_events")
    .select(["id", "at", "actor_email", "kind", "detail"])
    .where("request_id", "=", id)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .execute();
  return {
    id: row.id,
    reference: careReference(row.id),
    status: row.status,
    notProceedingReason: row.not_proceeding_reason,
    relationship: row.relationship,
    organisation: row.organisation,
    postalCode: row.postal_code,
    region: row.region,
    services: servicesOf(row.services),
    urgency: row.urgency,
    careAmount: row.care_amount,
    payment: row.payment,
    language: row.language,
    formLanguage: row.form_language,
    name: row.name,
    phone: row.phone,
    email: row.email,
    bestTime: row.best_time,
    message: row.message,
    consentedAt: row.consented_at,
    assignedTo: row.assigned_to !== null && row.assigned_email ? { id: row.assigned_to, email: row.assigned_email, name: row.assigned_name } : null,
    dueAt: row.due_at,
    endedAt: row.ended_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    events: events.map((event) => ({ id: event.id, at: event.at, actorEmail: event.actor_email, kind: event.kind, detail: event.detail })),
    referral: referral
      ? {
          referrerName: referral.referrer_name,
          organisation: referral.organisation,
          role: referral.referrer_role,
          phone: referral.referrer_phone,
          email: referral.referrer_email,
          dischargeDate: referral.discharge_date,
          wantsUpdates: Boolean(referral.wants_updates),
          partner: referral.partner_id !== null && referral.partner_name ? { id: referral.partner_id, name: referral.partner_name, by: referral.attributed_by } : null,
        }
      : null,
  };
}

export async function addCareNote(id: number, actor: Actor, note: string, now: Date = clock()): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const updated = await trx.updateTable("care_requests").set({ updated_at: now.toISOString() }).where("id", "=", id).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await addEvent(trx, id, now, actor, "note", note);
      return true;
    });
}

export type ChangeResult = { ok: true; changed: boolean } | { ok: false; reason: "not-found" | "not-assignable" };

/**
 * A new status (with its reason when not proceeding). Becoming a client or
 * not proceeding ends the request (retention counts from then); going back
 * to an open status clears the end.
 */
export async function setCareStatus(
  id: number,
  actor: Actor,
  change: { status: CareStatus; reason?: NotProceedingReason; statusLabel: string; reasonLabel?: string },
  now: Date = clock(),
): Promise<ChangeResult> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const row = await trx.selectFrom("care_requests").select(["status", "not_proceeding_reason", "ended_at"]).where("id", "=", id).executeTakeFirst();
      if (!row) return { ok: false, reason: "not-found" } as const;
      const reason = change.status === "not-proceeding" ? (change.reason ?? "other") : null;
      if (row.status === change.status && row.not_proceeding_reason === reason) return { ok: true, changed: false } as const;
      await trx
        .updateTable("care_requests")
        .set({
          status: change.status,
          not_proceeding_reason: reason,
          ended_at: isEnded(change.status) ? (isEnded(row.status) && row.ended_at ? row.ended_at : now.toISOString()) : null,
          updated_at: now.toISOString(),
        })
        .where("id", "=", id)
        .execute();
      await addEvent(trx, id, now, actor, "status", change.reasonLabel ? `${change.statusLabel}: ${change.reasonLabel}` : change.statusLabel);
      // A referral: its first contact, and the referrer's email for this status (decision 0900).
      await onReferralStatus(trx, id, change.status, reason, now);
      return { ok: true, changed: true } as const;
    });
}

/** Assigns to an active owner or coordinator, or to nobody (null). */
export async function assignCareRequest(id: number, actor: Actor, userId: number | null, now: Date = clock()): Promise<ChangeResult> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const row = await trx.selectFrom("care_requests").select("assigned_to").where("id", "=", id).executeTakeFirst();
      if (!row) return { ok: false, reason: "not-found" } as const;
      const assignee = userId === null ? null : await assignableById(trx, userId);
      if (userId !== null && !assignee) return { ok: false, reason: "not-assignable" } as const;
      if (row.assigned_to === (assignee?.id ?? null)) return { ok: true, changed: false } as const;
      await trx.updateTable("care_requests").set({ assigned_to: assignee?.id ?? null, updated_at: now.toISOString() }).where("id", "=", id).execute();
      await addEvent(trx, id, now, actor, "assigned", assignee ? `Assigned to ${assignee.email}` : "Unassigned");
      return { ok: true, changed: true } as const;
    });
}

/** The staff a request can be assigned to: active owners and coordinators, and whether each speaks French. */
export async function careAssignees(): Promise<Array<{ id: number; email: string; name: string | null; role: string; speaksFrench: boolean }>> {
  const rows = await db()
    .selectFrom("users")
    .select(["id", "email", "name", "role", "speaks_french"])
    .where("deactivated_at", "is", null)
    .orderBy("email")
    .execute();
  return rows
    .filter((row) => isStaffRole(row.role) && can(row.role, "care-requests"))
    .map(({ speaks_french, ...row }) => ({ ...row, speaksFrench: Boolean(speaks_french) }));
}

/** Active coordinators' addresses (the overdue reminder goes to each). */
export async function coordinatorEmails(): Promise<string[]> {
  const rows = await db().selectFrom("users").select("email").where("role", "=", "coordinator").where("deactivated_at", "is", null).orderBy("email").execute();
  return rows.map((row) => row.email);
}

// ---------------------------------------------------------------- regions to coordinators

/** Region slug -> the staff who cover it, in the order they were added. */
export async function regionCoordinators(): Promise<Record<string, number[]>> {
  const rows = await db().selectFrom("care_region_coordinators").select(["region", "user_id"]).orderBy("id").execute();
  const byRegion: Record<string, number[]> = {};
  for (const row of rows) (byRegion[row.region] ??= []).push(row.user_id);
  return byRegion;
}

/**
 * Sets who covers each region (an empty list: nobody). Each must be an
 * active owner or coordinator; the answer lists the regions whose choice
 * was refused (nothing of theirs is changed).
 */
export async function setRegionCoordinators(choices: Record<string, number[]>, now: Date = clock()): Promise<{ changed: string[]; refused: string[] }> {
  return db()
    .transaction()
    .execute(async (trx) => {
      // Two saves at once (two owners, a double submit) take turns: the second reads what the first wrote.
      await lockByName(trx, "care-region-coordinators");
      const rows = await trx.selectFrom("care_region_coordinators").select(["region", "user_id"]).orderBy("id").execute();
      const changed: string[] = [];
      const refused: string[] = [];
      for (const [region, chosen] of Object.entries(choices)) {
        const wanted = [...new Set(chosen)];
        const current = rows.filter((row) => row.region === region).map((row) => row.user_id);
        if (wanted.length === current.length && wanted.every((id) => current.includes(id))) continue;
        const added = wanted.filter((id) => !current.includes(id));
        let allowed = true;
        for (const id of added) if (!(await assignableById(trx, id))) allowed = false;
        if (!allowed) {
          refused.push(region);
          continue;
        }
        const removed = current.filter((id) => !wanted.includes(id));
        if (removed.length) await trx.deleteFrom("care_region_coordinators").where("region", "=", region).where("user_id", "in", removed).execute();
        for (const id of added) await trx.insertInto("care_region_coordinators").values({ region, user_id: id, updated_at: now.toISOString() }).execute();
        changed.push(region);
      }
      return { changed, refused };
    });
}

/** The "speaks French" marks of the people shown (owners and coordinators); the answer: whose mark changed. */
export async function setFrenchSpeakers(shown: number[], speakers: ReadonlySet<number>): Promise<{ id: number; email: string; speaksFrench: boolean }[]> {
  if (!shown.length) return [];
  return db()
    .transaction()
    .execute(async (trx) => {
      const rows = await trx.selectFrom("users").select(["id", "email", "role", "speaks_french"]).where("id", "in", shown).orderBy("id").execute();
      const changed = rows
        .filter((row) => isStaffRole(row.role) && can(row.role, "care-requests"))
        .filter((row) => Boolean(row.speaks_french) !== speakers.has(row.id))
        .map((row) => ({ id: row.id, email: row.email, speaksFrench: speakers.has(row.id) }));
      for (const person of changed) await trx.updateTable("users").set({ speaks_french: person.speaksFrench ? 1 : 0 }).where("id", "=", person.id).execute();
      return changed;
    });
}

// ---------------------------------------------------------------- retention

export const CARE_RETENTION_DAYS = 365;

/**
 * Retention (decisions 0610, 0211): requests that ended (became a client or
 * not proceeding) more than `retentionDays` ago, and open ones nobody has
 * touched as long (no note, status or assignment: `updated_at`), deleted
 * with their history, notes and referrer (a referral's); `beforeDelete` runs for their ids first
 * (their emails in the outbox). Returns how many of each.
 */
export async function purgeCareRequests(
  now: Date = clock(),
  retentionDays = CARE_RETENTION_DAYS,
  beforeDelete?: (ids: number[]) => Promise<void>,
): Promise<{ ended: number; inactive: number }> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  const ended = await db().selectFrom("care_requests").select("id").where("ended_at", "is not", null).where("ended_at", "<", cutoff).execute();
  const inactive = await db().selectFrom("care_requests").select("id").where("ended_at", "is", null).where("updated_at", "<", cutoff).execute();
  const ids = [...ended, ...inactive].map((row) => row.id);
  if (!ids.length) return { ended: 0, inactive: 0 };
  await beforeDelete?.(ids);
  await db().deleteFrom("care_request_events").where("request_id", "in", ids).execute();
  await db().deleteFrom("care_referrals").where("request_id", "in", ids).execute();
  await db().deleteFrom("care_requests").where("id", "in", ids).execute();
  return { ended: ended.length, inactive: inactive.length };
}
