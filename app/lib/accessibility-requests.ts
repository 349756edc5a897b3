/**
 * Accessibility feedback and alternate formats (AODA IASR ss. 11-12, decision
 * 1010): the choices of the public form, the steps of the office's queue and
 * the deadlines, written once. The statement's response times read the same
 * numbers (app/routes/public/accessibility/), so the page promises what the
 * product enforces. Pure: the server, the forms and the pages share it.
 */
import { addBusinessDays, agencyDay } from "~/lib/business-days";
import { TZDate } from "@date-fns/tz";
import { AGENCY_TIME_ZONE } from "~/lib/agency-time";

/** A request is acknowledged (a person contacts them) within this many business days of its arrival. */
export const ACK_BUSINESS_DAYS = 2;
/** When no date is agreed yet, the office aims to deliver within this many business days (what the statement says). */
export const DELIVERY_TARGET_BUSINESS_DAYS = 10;

export const ACCESS_KINDS = ["barrier", "format"] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

export const ACCESS_FORMATS = ["large-print", "plain-text", "accessible-pdf", "braille", "audio", "read-together"] as const;
export type AccessFormat = (typeof ACCESS_FORMATS)[number];

/** How the person wants to be contacted: relay is a phone call through 711 / Bell Relay (TTY). */
export const CONTACT_WAYS = ["email", "phone", "relay"] as const;
export type ContactWay = (typeof CONTACT_WAYS)[number];

export const ACCESS_STATUSES = ["new", "acknowledged", "agreed", "closed"] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

/** The staff pages' words (staff pages stay English). */
export const STATUS_LABELS: Record<AccessStatus, string> = {
  new: "New",
  acknowledged: "Acknowledged",
  agreed: "Date agreed",
  closed: "Closed",
};
export const KIND_LABELS: Record<AccessKind, string> = { barrier: "Barrier report", format: "Alternate format" };
export const FORMAT_LABELS: Record<AccessFormat, string> = {
  "large-print": "Large print",
  "plain-text": "Plain text",
  "accessible-pdf": "Accessible PDF",
  braille: "Braille",
  audio: "Audio",
  "read-together": "A call to read it together",
};
export const CONTACT_LABELS: Record<ContactWay, string> = { email: "Email", phone: "Phone", relay: "TTY or relay (711)" };

/** The form's limits (the schema and the inputs' maxLength). */
export const ACCESS_LIMITS = { about: 300, details: 2000, name: 120, phone: 40 } as const;
/** A staff note (acknowledgement, agreement, closing). */
export const ACCESS_NOTE_MAX = 2000;

/** The public reference of a request: A-1001 for id 1. */
const REFERENCE_OFFSET = 1000;
export const accessReference = (id: number) => `A-${REFERENCE_OFFSET + id}`;
export const ACCESS_REFERENCE_PATTERN = /^A-\d{4,9}$/;

/** The acknowledgement's deadline, stored at receipt: the end of the 2nd business day after it arrived (Toronto). */
export const ackDeadline = (receivedAt: Date): Date => addBusinessDays(receivedAt, ACK_BUSINESS_DAYS);

/** The end (23:59:59.999, Toronto) of an agreed delivery day "YYYY-MM-DD": overdue after it. */
export function endOfAgencyDay(date: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, 23, 59, 59, 999, AGENCY_TIME_ZONE).getTime());
}

export interface QueueFacts {
  status: AccessStatus;
  /** ISO instant. */
  ackDueAt: string;
  /** ISO instant, once acknowledged. */
  acknowledgedAt: string | null;
  /** YYYY-MM-DD the person asked for, if they gave one. */
  neededBy: string | null;
  /** YYYY-MM-DD, once agreed with the person. */
  deliveryDate: string | null;
}

/** A late step: the acknowledgement, the agreed delivery, or the delivery target when no date is agreed. */
export type LateStep = "ack" | "delivery" | "target";

export interface DeliveryDeadline {
  /** Overdue after this instant (the end of the day, Toronto). */
  at: Date;
  /** Its Toronto day, YYYY-MM-DD. */
  day: string;
  /** The date agreed, the person's "needed by" date, or the statement's business days after the acknowledgement. */
  basis: "agreed" | "asked" | "target";
}

/**
 * When the delivery is due: the agreed date; without one, once acknowledged,
 * DELIVERY_TARGET_BUSINESS_DAYS after the acknowledgement (what the statement
 * promises), or the person's "needed by" date when that comes sooner and still
 * after the acknowledgement.
 */
export function deliveryDeadline(request: QueueFacts): DeliveryDeadline | null {
  if (request.deliveryDate) return { at: endOfAgencyDay(request.deliveryDate), day: request.deliveryDate, basis: "agreed" };
  if (!request.acknowledgedAt) return null;
  const acknowledged = new Date(request.acknowledgedAt);
  const target = addBusinessDays(acknowledged, DELIVERY_TARGET_BUSINESS_DAYS);
  const asked = request.neededBy ? endOfAgencyDay(request.neededBy) : null;
  if (request.neededBy && asked && asked < target && asked > acknowledged) return { at: asked, day: request.neededBy, basis: "asked" };
  return { at: target, day: agencyDay(target), basis: "target" };
}

/** The step that is late at `now`: the acknowledgement, the agreed delivery, the delivery target, or none. */
export function overdueStep(request: QueueFacts, now: Date): LateStep | null {
  if (request.status === "closed") return null;
  if (request.status === "new") return request.ackDueAt < now.toISOString() ? "ack" : null;
  const deadline = deliveryDeadline(request);
  if (!deadline || deadline.at >= now) return null;
  return deadline.basis === "agreed" ? "delivery" : "target";
}

/** The reminder's dedupe key of a late step: one per step (a new agreed date is a new step). */
export const reminderKey = (id: number, step: LateStep, deliveryDate: string | null) =>
  step === "delivery" ? `access-overdue:${id}:delivery:${deliveryDate}` : `access-overdue:${id}:${step}`;

/** The day a calendar date "YYYY-MM-DD" moved by `days` (negative: earlier). */
export function shiftDay(date: string, days: number): string {
  const moved = new Date(`${date}T12:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The same calendar day `years` later (29 February: 28 February of a common year). */
export function addYears(date: string, years: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year + years, month - 1, day));
  return target.getUTCMonth() === month - 1 ? target.toISOString().slice(0, 10) : new Date(Date.UTC(year + years, month, 0)).toISOString().slice(0, 10);
}

/** The multi-year plan is reviewed five years after it was adopted (IASR s. 4). */
export const PLAN_REVIEW_YEARS = 5;
/** The owner is reminded this many days before the review date. */
export const PLAN_REMINDER_DAYS = 60;

/** The plan's review date, and whether `now` (Toronto's day) is within the reminder's reach: from 60 days before. */
export function planReview(adopted: string, now: Date): { reviewDate: string; remindFrom: string; due: boolean; past: boolean } {
  const reviewDate = addYears(adopted, PLAN_REVIEW_YEARS);
  const remindFrom = shiftDay(reviewDate, -PLAN_REMINDER_DAYS);
  const today = agencyDay(now);
  return { reviewDate, remindFrom, due: today >= remindFrom, past: today > reviewDate };
}
