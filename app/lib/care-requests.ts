/**
 * Care requests' words and rules that need neither React nor the database
 * (decision 0610): the choices of the public form with their labels, the
 * statuses of the office's queue, the reference (R-1042), and the business
 * hours behind the overdue mark (decision 0612). Shared by the public form,
 * its schema, the domain and the admin pages; no zod here, so the admin's
 * JavaScript does not carry it.
 */
import { TZDate } from "@date-fns/tz";
import { AGENCY_TIME_ZONE } from "~/lib/agency-time";
import { HEARD_ABOUT_FIELDS } from "~/lib/enquiry-sources";

type Choice<Value extends string> = { value: Value; label: string };

const choices = <const Values extends readonly Choice<string>[]>(list: Values) => list;
const valuesOf = <Value extends string>(list: readonly Choice<Value>[]) => list.map((item) => item.value) as [Value, ...Value[]];

export const RELATIONSHIPS = choices([
  { value: "self", label: "Me" },
  { value: "parent", label: "My parent" },
  { value: "spouse", label: "My spouse or partner" },
  { value: "other", label: "Someone else" },
  { value: "professional", label: "I am a professional referring a client" },
] as const);

/** The product's services a family can ask for (several at once): app/content/services.ts names the programmes. */
export const CARE_SERVICES = choices([
  { value: "home-care", label: "SinaiCare home care (companionship, personal care, nursing)" },
  { value: "live-in", label: "24/7 or live-in care" },
  { value: "hospital-to-home", label: "Hospital to home and transitional care" },
  { value: "specialized-care", label: "Specialized care (dementia, Parkinson's, stroke, palliative)" },
  { value: "disabilities", label: "Support for adults with disabilities" },
  { value: "care-management", label: "Care management and coordination" },
  { value: "not-sure", label: "Not sure yet" },
] as const);

export const URGENCIES = choices([
  { value: "48-hours", label: "Within 48 hours" },
  { value: "two-weeks", label: "Within two weeks" },
  { value: "planning", label: "Planning ahead" },
] as const);

export const CARE_AMOUNTS = choices([
  { value: "few-hours", label: "A few hours a week" },
  { value: "daily", label: "Daily visits" },
  { value: "overnight", label: "Overnight" },
  { value: "live-in", label: "24/7 or live-in" },
] as const);

export const PAYMENTS = choices([
  { value: "private", label: "Private pay" },
  { value: "insurance", label: "Private insurance" },
  { value: "veterans", label: "Veterans Affairs Canada" },
  { value: "public", label: "Ontario Health atHome or self-directed funding" },
  { value: "not-sure", label: "Not sure yet" },
] as const);

export const LANGUAGES = choices([
  { value: "en", label: "English" },
  { value: "fr", label: "French" },
  { value: "other", label: "Other" },
] as const);

export const CARE_STATUSES = choices([
  { value: "new", label: "New" },
  { value: "contacted", label: "Contacted" },
  { value: "assessment-booked", label: "Assessment booked" },
  { value: "client", label: "Became a client" },
  { value: "not-proceeding", label: "Not proceeding" },
] as const);

export const NOT_PROCEEDING_REASONS = choices([
  { value: "no-answer", label: "Could not reach the family" },
  { value: "other-provider", label: "Chose another provider" },
  { value: "cost", label: "Cost or funding" },
  { value: "not-needed", label: "Care no longer needed" },
  { value: "outside-area", label: "Outside our service area" },
  { value: "other", label: "Other reason" },
] as const);

export type Relationship = (typeof RELATIONSHIPS)[number]["value"];
export type CareService = (typeof CARE_SERVICES)[number]["value"];

/**
 * The service a page's "Request care" link names (`/request-care?service=...`), so the form
 * opened from a service page has that box ticked (WCAG 3.3.7: no question asked twice).
 */
export const CARE_SERVICE_OF_PAGE: Readonly<Record<string, CareService>> = {
  "adults-disabilities": "disabilities",
  "specialized-care": "specialized-care",
  "care-management": "care-management",
};

/** The `service` query parameter, when it names one of the form's services. */
export function careServiceParam(value: string | null): CareService | null {
  return CARE_SERVICES.find((service) => service.value === value)?.value ?? null;
}
export type Urgency = (typeof URGENCIES)[number]["value"];
export type CareAmount = (typeof CARE_AMOUNTS)[number]["value"];
export type Payment = (typeof PAYMENTS)[number]["value"];
export type Language = (typeof LANGUAGES)[number]["value"];
export type CareStatus = (typeof CARE_STATUSES)[number]["value"];
export type NotProceedingReason = (typeof NOT_PROCEEDING_REASONS)[number]["value"];

export const CARE_VALUES = {
  relationship: valuesOf(RELATIONSHIPS),
  services: valuesOf(CARE_SERVICES),
  urgency: valuesOf(URGENCIES),
  careAmount: valuesOf(CARE_AMOUNTS),
  payment: valuesOf(PAYMENTS),
  language: valuesOf(LANGUAGES),
  status: valuesOf(CARE_STATUSES),
  reason: valuesOf(NOT_PROCEEDING_REASONS),
};

/** The label of a stored value (the value itself when the list no longer has it). */
export function labelOf(list: readonly Choice<string>[], value: string | null | undefined): string {
  return list.find((item) => item.value === value)?.label ?? value ?? "";
}

function isOneOf<Value extends string>(list: readonly Value[], value: unknown): value is Value {
  return typeof value === "string" && (list as readonly string[]).includes(value);
}

export const isCareStatus = (value: unknown): value is CareStatus => isOneOf(CARE_VALUES.status, value);

/** Became a client or not proceeding: the request has ended (retention counts from then). */
export function isEnded(status: string): boolean {
  return status === "client" || status === "not-proceeding";
}

/** The urgent requests: the overdue rule watches them. */
export const URGENT: Urgency = "48-hours";

// --- /admin/settings: who covers each region ---

/** The settings page's region coordinators form: its intent, and each region's select (several people a region). */
export const CARE_COORDINATORS_INTENT = "care-coordinators";
export const regionField = (slug: string) => `region-${slug}`;
/** The settings page's "speaks French" form: one box a person (`speaks-french-<id>`), `staff` lists who was shown. */
export const FRENCH_SPEAKERS_INTENT = "care-french-speakers";
export const speaksFrenchField = (id: number | string) => `speaks-french-${id}`;

/**
 * Who a new request from a region goes to (decision 0804): its coordinators,
 * or, when the family prefers service in French, those of them who speak
 * French, falling back to all of them when none does. The first is assigned.
 */
export function coordinatorsFor<Person extends { speaksFrench: boolean }>(language: string, team: readonly Person[]): Person[] {
  const french = language === "fr" ? team.filter((person) => person.speaksFrench) : [];
  return french.length ? french : [...team];
}

// --- the reference ---

const REFERENCE_OFFSET = 1000;

/** R-1042 for id 42: short to read out on the phone. */
export function careReference(id: number): string {
  return `R-${REFERENCE_OFFSET + id}`;
}

/** The id of "R-1042", "r1042" or "1042"; null for anything else. */
export function idOfReference(text: string): number | null {
  const match = /^\s*R?-?\s*(\d{4,9})\s*$/i.exec(text);
  if (!match) return null;
  const id = Number(match[1]) - REFERENCE_OFFSET;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const REFERENCE_PATTERN = /^R-\d{4,9}$/;

// --- the public form's limits and words (no zod: the schema builds on them) ---

export const CARE_LIMITS = { name: 120, organisation: 160, phone: 30, bestTime: 120, message: 1000, postalCode: 12 } as const;

/** Each service is its own checkbox (`service-home-care=on`), so an answer sent back keeps every tick. */
export const serviceField = (service: string) => `service-${service}`;

/** The fields typed (or ticked) back after an error. */
export const CARE_FORM_FIELDS = [
  ...CARE_SERVICES.map((service) => serviceField(service.value)),
  "relationship",
  "organisation",
  "postalCode",
  "urgency",
  "careAmount",
  "payment",
  "language",
  "name",
  "phone",
  "email",
  "bestTime",
  "message",
  "consent",
  ...HEARD_ABOUT_FIELDS,
] as const;


// --- business hours and the overdue rule (decision 0612) ---

export interface BusinessHours {
  /** First hour of the working day (Toronto time), 0-23. */
  startHour: number;
  /** The hour the working day ends, after startHour. */
  endHour: number;
}

export const DEFAULT_BUSINESS_HOURS: BusinessHours = { startHour: 9, endHour: 17 };

function atHour(day: TZDate, hour: number): TZDate {
  return new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hour, 0, 0, AGENCY_TIME_ZONE);
}

function nextDayAt(day: TZDate, hour: number): TZDate {
  return new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 1, hour, 0, 0, AGENCY_TIME_ZONE);
}

/**
 * `minutes` of business time after `start`: Monday to Friday, between the
 * hours given, Toronto time (daylight saving included). A request that
 * arrives at night or on a weekend starts counting when the office opens.
 * Public holidays are not known here: they count as working days.
 */
export function addBusinessMinutes(start: Date, minutes: number, hours: BusinessHours = DEFAULT_BUSINESS_HOURS): Date {
  let at = new TZDate(start.getTime(), AGENCY_TIME_ZONE);
  let left = minutes;
  for (let guard = 0; guard < 3660; guard++) {
    const weekday = at.getDay();
    if (weekday === 0 || weekday === 6 || at.getTime() >= atHour(at, hours.endHour).getTime()) {
      at = nextDayAt(at, hours.startHour);
      continue;
    }
    if (at.getTime() < atHour(at, hours.startHour).getTime()) at = atHour(at, hours.startHour);
    const available = (atHour(at, hours.endHour).getTime() - at.getTime()) / 60_000;
    if (left <= available) return new Date(at.getTime() + left * 60_000);
    left -= available;
    at = nextDayAt(at, hours.startHour);
  }
  throw new Error("business hours: no working time found");
}

/** An urgent request still New past its due time. */
export function isOverdue(request: { status: string; dueAt: string | null }, now: Date): boolean {
  return request.status === "new" && request.dueAt !== null && request.dueAt <= now.toISOString();
}
